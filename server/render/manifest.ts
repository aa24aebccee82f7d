import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UiLocale } from '../../shared/money.js';

/** Vite's build manifest (dist/client/.vite/manifest.json): source module -> built chunk and what it imports. */
export type Manifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean }
>;

export function readManifest(clientDir: string): Manifest | null {
  const path = join(clientDir, '.vite/manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

/**
 * The faces of the page's scripts (client/styles.css has two per script: regular for 400-500, bold for 600-700),
 * preloaded so they are there for the first layout: with font-display: optional a face that comes later is not used
 * on that page view, and one that comes within the block period re-flows the text.
 */
const FONT_PRELOADS: Record<UiLocale, string[]> = {
  en: ['noto-sans-latin-400-normal.woff2', 'noto-sans-latin-700-normal.woff2'],
  kn: [
    'noto-sans-kannada-kannada-400-normal.woff2',
    'noto-sans-kannada-kannada-700-normal.woff2',
    'noto-sans-latin-400-normal.woff2',
    'noto-sans-latin-700-normal.woff2',
  ],
};

/** A chunk and every chunk it statically imports. */
function chunkClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) chunkClosure(manifest, imported, into);
  return into;
}

/** What a page needs beyond the entry, as assetPreloads gives it. */
export interface PagePreloads {
  /** <link> elements for the head: the fonts of the page's language and the page chunks' style sheets. */
  links: string[];
  /**
   * Addresses of the page's lazy chunk with its imports and the data layer, its English catalogs on an English page,
   * the Kannada catalogs on a Kannada page: fetched with the entry (document.ts entryLoader), they let hydration
   * start without a second round trip.
   */
  modules: string[];
}

export function assetPreloads(
  manifest: Manifest,
  {
    pageModule,
    locale,
    englishCatalogs = [],
  }: { pageModule: string | undefined; locale: UiLocale; englishCatalogs?: readonly string[] },
): PagePreloads {
  // The app's entry (index.html's), not the islands starter's.
  const entryKey = manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entryKey ? chunkClosure(manifest, entryKey) : new Set<string>();
  const wanted = new Set<string>();
  if (pageModule) {
    // A lazily loaded page renders inside the data layer (client/app.tsx page()), and in English with its own
    // catalogs (client/page-catalogs.ts): the browser fetches them with the page's chunk instead of discovering them
    // when it runs.
    const catalogs = locale === 'en' ? englishCatalogs.map((name) => `locales/en/${name}.po`) : [];
    const withPage = [pageModule, 'data-providers.tsx', ...catalogs];
    for (const module of withPage)
      for (const key of chunkClosure(manifest, module)) if (!loaded.has(key)) wanted.add(key);
  }
  if (locale === 'kn') {
    // The Kannada catalogs are one chunk (client/vite.config.ts, manualChunks 'locale-kn'); its manifest key is the
    // chunk's ('_locale-kn-<hash>.js'), not a source path.
    const catalog = Object.keys(manifest).find(
      (key) => manifest[key]!.name === 'locale-kn' || key.startsWith('locales/kn/'),
    );
    if (catalog) for (const key of chunkClosure(manifest, catalog)) if (!loaded.has(key)) wanted.add(key);
  }
  const links: string[] = [];
  const modules: string[] = [];
  for (const font of FONT_PRELOADS[locale]) {
    const key = Object.keys(manifest).find((k) => k.endsWith(`/${font}`));
    if (key)
      links.push(`<link rel="preload" as="font" type="font/woff2" crossorigin href="/${manifest[key]!.file}" />`);
  }
  for (const key of wanted) {
    const chunk = manifest[key]!;
    modules.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) links.push(`<link rel="stylesheet" crossorigin href="/${css}" />`);
  }
  return { links, modules };
}

/** The public pages' islands starter (client/entry-islands.ts) in a build, and what it fetches when idle. */
export interface IslandsEntry {
  src: string;
  /**
   * The islands' shared code: client/islands/hydrate.tsx's chunk and every chunk it imports but the app's shell
   * (client/vite.config.ts 'shell': ~18 KB more, fetched with the first touch), so a page fetches under 90 KB before
   * it is touched.
   */
  prefetch: string[];
}

export function islandsEntry(manifest: Manifest): IslandsEntry | null {
  const entry = manifest['entry-islands.ts'];
  if (!entry) return null;
  const prefetch = [...chunkClosure(manifest, 'islands/hydrate.tsx')]
    .filter((key) => manifest[key]!.name !== 'shell')
    .map((key) => `/${manifest[key]!.file}`);
  return { src: `/${entry.file}`, prefetch };
}
