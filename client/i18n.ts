import { type I18n, type Messages, i18n, setupI18n } from '@lingui/core';
import { useEffect } from 'react';
import type { UiLocale } from '../shared/money';

export type { UiLocale };

export const LOCALES: readonly UiLocale[] = ['en', 'kn'];
/** Remembers the last language chosen, so the bare shop address can open in it (see server/render). */
export const LOCALE_COOKIE = 'ry.locale';

// Each feature folder has its own catalog; a locale is the union of them.
// English is bundled with the app; Kannada catalogs are separate chunks fetched on first use.
const englishCatalogs = import.meta.glob<Messages>('./locales/en/*.po', { eager: true, import: 'messages' });
const kannadaCatalogLoaders = import.meta.glob<Messages>('./locales/kn/*.po', { import: 'messages' });

async function catalogsOf(locale: UiLocale): Promise<Messages> {
  const catalogs =
    locale === 'en'
      ? Object.values(englishCatalogs)
      : await Promise.all(Object.values(kannadaCatalogLoaders).map((load) => load()));
  return Object.assign({}, ...catalogs);
}

export function isUiLocale(value: unknown): value is UiLocale {
  return value === 'en' || value === 'kn';
}

/** The language of an address: Kannada under /kn, English everywhere else. */
export function localeOfPath(pathname: string): UiLocale {
  return pathname === '/kn' || pathname.startsWith('/kn/') ? 'kn' : 'en';
}

/** The routes' base for a language: the app's own paths ('/products') live under it. */
export function localeBase(locale: UiLocale): string {
  return locale === 'kn' ? '/kn' : '';
}

/** The same page in another language: '/products?q=x' <-> '/kn/products?q=x'. */
export function pathInLocale(pathWithinApp: string, locale: UiLocale): string {
  const base = localeBase(locale);
  return pathWithinApp === '/' && base ? `${base}/` : `${base}${pathWithinApp}`;
}

const loaded = new Set<UiLocale>();

/** Loads the locale's catalogs into the browser's one i18n instance (once). */
export async function loadLocale(locale: UiLocale): Promise<void> {
  if (loaded.has(locale)) return;
  i18n.load(locale, await catalogsOf(locale));
  loaded.add(locale);
}

/** Loads the locale's catalogs and activates it; with the catalogs loaded, at once. */
export async function activateLocale(locale: UiLocale): Promise<void> {
  if (!loaded.has(locale)) await loadLocale(locale);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/**
 * Follows the address's language in the browser: the back button from /kn/products to /products turns the page
 * English again. (The language switch activates the new language itself, before it moves.)
 */
export function useLocaleOfAddress(locale: UiLocale): void {
  useEffect(() => {
    if (i18n.locale !== locale) void activateLocale(locale).catch(() => undefined);
  }, [locale]);
}

/** Keeps the choice for the next visit to the bare address; a year, like any preference. */
export function rememberLocale(locale: UiLocale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The server renders English and Kannada pages side by side, so each language gets an i18n instance of its own
 * (the browser's global one would switch under a render in progress).
 */
export async function createServerI18n(): Promise<Record<UiLocale, I18n>> {
  const [en, kn] = await Promise.all(LOCALES.map(catalogsOf));
  return {
    en: setupI18n({ locale: 'en', messages: { en: en! } }),
    kn: setupI18n({ locale: 'kn', messages: { kn: kn! } }),
  };
}

export { i18n };
