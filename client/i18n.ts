import { type I18n, type Messages, i18n, setupI18n } from '@lingui/core';
import { useEffect } from 'react';
import type { UiLocale } from '../shared/money';

export type { UiLocale };

export const LOCALES: readonly UiLocale[] = ['en', 'kn'];
/** Remembers the last language chosen, so the bare shop address can open in it (see server/render). */
export const LOCALE_COOKIE = 'ry.locale';

// Each feature folder has its own catalog; a locale is the union of them.
// English: the catalogs of what the first page shows (the shell with the header's links: components, see
// lingui.config.ts's shellFiles; the home page; the 404 and offline notices) are bundled with the app; the other features' catalogs (client/locales/en-pages.ts) are one chunk, fetched with the first
// page or widget loaded later (see lazyPage in client/app.tsx). i18n.test.ts checks that every module the first
// download holds has its catalog here. Kannada catalogs are one separate chunk fetched on first use.
const firstEnglishCatalogs = import.meta.glob<Messages>(
  [
    './locales/en/components.po',
    './locales/en/home.po',
    './locales/en/not-found.po',
    './locales/en/offline.po',
  ],
  { eager: true, import: 'messages' },
);
const kannadaCatalogLoaders = import.meta.glob<Messages>('./locales/kn/*.po', { import: 'messages' });

/** The file names ('components') of the English catalogs in the first download, for the test. */
export const FIRST_ENGLISH_CATALOGS = Object.keys(firstEnglishCatalogs).map((path) => path.replace(/^.*\/|\.po$/g, ''));

async function catalogsOf(locale: UiLocale): Promise<Messages> {
  const catalogs =
    locale === 'en'
      ? [...Object.values(firstEnglishCatalogs), (await import('./locales/en-pages')).pageMessages]
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

/**
 * Loads what a page needs before it renders: English's other catalogs when the page is in English (the first
 * download carries only the shell's and the home page's); Kannada is loaded whole when it is activated.
 */
export async function loadPageCatalogs(): Promise<void> {
  // The server's i18n instances hold every catalog (createServerI18n).
  if (typeof window === 'undefined') return;
  if (i18n.locale === 'en' || !i18n.locale) await loadLocale('en');
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
