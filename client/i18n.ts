import { type I18n, type Messages, i18n, setupI18n } from '@lingui/core';
import { useEffect } from 'react';
import type { UiLocale } from '../shared/money';
import type { EnglishCatalog } from './page-catalogs';

export type { UiLocale };

export const LOCALES: readonly UiLocale[] = ['en', 'kn'];
/** Remembers the last language chosen, so the bare shop address can open in it (see server/render). */
export const LOCALE_COOKIE = 'ry.locale';

// Each feature folder has its own catalog; a locale is the union of them.
// English: the catalogs of what the first page shows (the shell with the header's links: components, see
// lingui.config.ts's shellFiles; the 404 and offline notices) are bundled with the app; every other
// feature's catalog is a small chunk of its own, fetched with the pages that show it (client/page-catalogs.ts
// lists them per page; first-load.test.ts checks the lists and this one against the modules' imports). Kannada
// catalogs are one separate chunk fetched on first use.
const firstEnglishCatalogs = import.meta.glob<Messages>(
  ['./locales/en/components.po', './locales/en/not-found.po', './locales/en/offline.po'],
  { eager: true, import: 'messages' },
);
const laterEnglishCatalogLoaders = import.meta.glob<Messages>(
  ['./locales/en/*.po', '!./locales/en/components.po', '!./locales/en/not-found.po', '!./locales/en/offline.po'],
  { import: 'messages' },
);

const catalogName = (path: string) => path.replace(/^.*\/|\.po$/g, '');

/** The file names ('components') of the English catalogs in the first download, for the test. */
export const FIRST_ENGLISH_CATALOGS = Object.keys(firstEnglishCatalogs).map(catalogName);
/** The file names of the English catalogs fetched later, for the test. */
export const LATER_ENGLISH_CATALOGS = Object.keys(laterEnglishCatalogLoaders).map(catalogName);

/** English's later catalogs by name: each is fetched once (a failed fetch is tried again next time). */
const englishCatalogLoads = new Map<string, Promise<Messages>>();
function englishCatalog(name: string): Promise<Messages> {
  let load = englishCatalogLoads.get(name);
  if (!load) {
    const loader = laterEnglishCatalogLoaders[`./locales/en/${name}.po`];
    if (!loader) return Promise.reject(new Error(`No English catalog '${name}'`));
    load = loader().catch((error: unknown) => {
      englishCatalogLoads.delete(name);
      throw error;
    });
    englishCatalogLoads.set(name, load);
  }
  return load;
}

async function catalogsOf(locale: UiLocale): Promise<Messages> {
  const catalogs =
    locale === 'en'
      ? [...Object.values(firstEnglishCatalogs), ...(await Promise.all(LATER_ENGLISH_CATALOGS.map(englishCatalog)))]
      : [(await import('./locales/kn-all')).kannadaMessages];
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
const loading = new Map<UiLocale, Promise<void>>();
let firstEnglishLoaded = false;

/** Loads the locale's catalogs into the browser's one i18n instance (once; a failed load is tried again). */
export function loadLocale(locale: UiLocale): Promise<void> {
  if (loaded.has(locale)) return Promise.resolve();
  let load = loading.get(locale);
  if (!load) {
    load = catalogsOf(locale).then(
      (messages) => {
        i18n.load(locale, messages);
        loaded.add(locale);
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, load);
  }
  return load;
}

const englishCatalogsIn = new Set<string>();

/**
 * Adds English messages without Lingui's 'change' event. Lingui's `load` always emits it, and the I18nProvider then
 * gives every component a new context, a server-rendered boundary still waiting to hydrate (the home page's)
 * included: React would throw that boundary's HTML away and render it afresh, so a finger pressing one of its links
 * at that moment lifts off a different element and the tap is lost. Nothing on screen needs the new messages: each
 * caller of loadPageCatalogs renders the components that use them only after it resolves.
 */
function addEnglishQuietly(messages: Messages): void {
  const emit = i18n.emit;
  i18n.emit = () => undefined;
  try {
    i18n.load('en', messages);
  } finally {
    i18n.emit = emit;
  }
}

/**
 * Loads what a page needs before it renders: in English, its own catalogs (client/page-catalogs.ts; the first
 * download carries only the shell's). Kannada is loaded whole when it is activated.
 */
export async function loadPageCatalogs(names: readonly EnglishCatalog[]): Promise<void> {
  // The server's i18n instances hold every catalog (createServerI18n).
  if (typeof window === 'undefined') return;
  if (i18n.locale !== 'en' && i18n.locale) return;
  if (loaded.has('en')) return;
  const missing = names.filter((name) => !englishCatalogsIn.has(name));
  if (missing.length === 0) return;
  const messages = await Promise.all(missing.map(englishCatalog));
  // Merged into what English holds already (Lingui's load adds to a locale's messages).
  addEnglishQuietly(Object.assign({}, ...messages));
  for (const name of missing) englishCatalogsIn.add(name);
}

/**
 * Activates the locale: Kannada's catalogs are fetched first; English starts from the catalogs in the first
 * download when `firstPage` (the page's own catalogs come with it), and is loaded whole otherwise.
 */
export async function activateLocale(locale: UiLocale, { firstPage = false } = {}): Promise<void> {
  if (locale === 'en' && firstPage && !loaded.has('en')) {
    if (!firstEnglishLoaded) i18n.load('en', Object.assign({}, ...Object.values(firstEnglishCatalogs)));
    firstEnglishLoaded = true;
  } else if (!loaded.has(locale)) await loadLocale(locale);
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
