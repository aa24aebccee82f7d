import { i18n, type Messages } from '@lingui/core';
import type { UiLocale } from '../shared/money';

export type { UiLocale };

export const LOCALE_STORAGE_KEY = 'ry.locale';
export const LOCALES: readonly UiLocale[] = ['en', 'kn'];

// Each feature folder has its own catalog; a locale is the union of them.
// English is bundled with the app; Kannada catalogs are separate chunks fetched on first use.
const englishCatalogs = import.meta.glob<Messages>('./locales/en/*.po', { eager: true, import: 'messages' });
const kannadaCatalogLoaders = import.meta.glob<Messages>('./locales/kn/*.po', { import: 'messages' });

const loaded = new Set<UiLocale>();

function merge(catalogs: Messages[]): Messages {
  return Object.assign({}, ...catalogs);
}

async function loadCatalogs(locale: UiLocale): Promise<void> {
  if (loaded.has(locale)) return;
  const messages =
    locale === 'en'
      ? merge(Object.values(englishCatalogs))
      : merge(await Promise.all(Object.values(kannadaCatalogLoaders).map((load) => load())));
  i18n.load(locale, messages);
  loaded.add(locale);
}

export function isUiLocale(value: unknown): value is UiLocale {
  return value === 'en' || value === 'kn';
}

export function storedLocale(): UiLocale {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isUiLocale(value) ? value : 'en';
  } catch {
    // Storage can be blocked (private modes, strict settings): fall back to the default.
    return 'en';
  }
}

/** Loads the locale's catalogs, activates it, and remembers the choice for the next visit. */
export async function activateLocale(locale: UiLocale, { remember = true } = {}): Promise<void> {
  await loadCatalogs(locale);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  if (!remember) return;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // The choice then lasts for this page view only.
  }
}

export { i18n };
