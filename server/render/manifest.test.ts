import { describe, expect, it } from 'vitest';
import { englishCatalogsOfModule } from '../../client/page-modules.js';
import { assetPreloads, islandsEntry, type Manifest, type PagePreloads } from './manifest.js';

/**
 * A manifest of the shape `vite build` writes for the client (keys and names as in dist/client/.vite/manifest.json).
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-D5t4ecLD.js',
    name: 'index',
    isEntry: true,
    imports: ['_dist-CHwDmG1z.js'],
  },
  '_dist-CHwDmG1z.js': { file: 'assets/dist-CHwDmG1z.js', name: 'dist' },
  '_locale-kn-L_P-lxvb.js': { file: 'assets/locale-kn-L_P-lxvb.js', name: 'locale-kn', imports: ['_dist-CHwDmG1z.js'] },
  'features/catalogue/products-page.tsx': {
    file: 'assets/products-page-CiWDHAti.js',
    name: 'products-page',
    imports: ['_dist-CHwDmG1z.js', '_chevron-right-CfmORdcV.js'],
  },
  '_chevron-right-CfmORdcV.js': { file: 'assets/chevron-right-CfmORdcV.js', name: 'chevron-right' },
  'data-providers.tsx': {
    file: 'assets/data-providers-CL8g8K-G.js',
    name: 'data-providers',
    imports: ['_trpc-Bpm30JjT.js', 'index.html'],
  },
  '_trpc-Bpm30JjT.js': { file: 'assets/trpc-Bpm30JjT.js', name: 'trpc' },
  'locales/en/cart.po': { file: 'assets/cart-CmSWn4rn.js', name: 'cart' },
  'locales/en/catalogue.po': { file: 'assets/catalogue-Zg-bHj5c.js', name: 'catalogue' },
  'locales/en/refusals.po': { file: 'assets/refusals-BgjhiS5T.js', name: 'refusals' },
  'locales/en/voice.po': { file: 'assets/voice-BKkcQC5F.js', name: 'voice' },
  'locales/en/admin.po': { file: 'assets/admin-DTe4DwqP.js', name: 'admin' },
  '../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2': {
    file: 'assets/noto-sans-latin-400-normal-BTkUljjl.woff2',
  },
  '../node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2': {
    file: 'assets/noto-sans-latin-700-normal-CrvTEWhy.woff2',
  },
  '../node_modules/@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2': {
    file: 'assets/noto-sans-kannada-kannada-400-normal-Bsa1cm6S.woff2',
  },
  '../node_modules/@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff2': {
    file: 'assets/noto-sans-kannada-kannada-700-normal-CZJiHcXC.woff2',
  },
};

/** Every address a page's preloads name: its fonts and style sheets (links), and the chunks its loader fetches. */
const hrefs = ({ links, modules }: PagePreloads) => [
  ...links.map((link) => /href="([^"]+)"/.exec(link)?.[1]),
  ...modules,
];

describe('assetPreloads', () => {
  it(
    'preloads the Kannada catalogs on a Kannada page, so hydration does not wait for ' + 'the entry to ask for them',
    () => {
      const links = assetPreloads(manifest, { pageModule: 'features/catalogue/products-page.tsx', locale: 'kn' });
      expect(links.modules).toContain('/assets/locale-kn-L_P-lxvb.js');
      // The page's chunk and its own imports too, but nothing the entry already loads.
      expect(hrefs(links)).toContain('/assets/products-page-CiWDHAti.js');
      expect(hrefs(links)).toContain('/assets/chevron-right-CfmORdcV.js');
      expect(hrefs(links)).not.toContain('/assets/dist-CHwDmG1z.js');
    },
  );

  it('leaves the Kannada catalogs out of an English page, and preloads only the Latin fonts there', () => {
    const links = assetPreloads(manifest, { pageModule: undefined, locale: 'en' });
    expect(hrefs(links).some((href) => href?.includes('locale-kn'))).toBe(false);
    expect(
      hrefs(links)
        .filter((href) => href?.endsWith('.woff2'))
        .every((href) => href?.includes('noto-sans-latin')),
    ).toBe(true);
  });

  it('preloads the regular Kannada face on a Kannada page', () => {
    const links = assetPreloads(manifest, { pageModule: undefined, locale: 'kn' });
    expect(hrefs(links)).toContain('/assets/noto-sans-kannada-kannada-400-normal-Bsa1cm6S.woff2');
    // Fonts are links in the head (the first paint waits for them); scripts are not.
    expect(links.links.every((link) => link.startsWith('<link rel="preload" as="font"'))).toBe(true);
  });
});

describe('a lazily loaded page', () => {
  it("preloads the data layer with the page, and the page's own English catalogs on an English page", () => {
    // The products page's list (client/page-catalogs.ts, as the server entry gives it).
    const englishCatalogs = englishCatalogsOfModule('features/catalogue/products-page.tsx');
    const english = hrefs(
      assetPreloads(manifest, { pageModule: 'features/catalogue/products-page.tsx', locale: 'en', englishCatalogs }),
    );
    const catalogs = [
      '/assets/cart-CmSWn4rn.js',
      '/assets/catalogue-Zg-bHj5c.js',
      '/assets/refusals-BgjhiS5T.js',
      '/assets/voice-BKkcQC5F.js',
    ];
    expect(english).toEqual(
      expect.arrayContaining(['/assets/data-providers-CL8g8K-G.js', '/assets/trpc-Bpm30JjT.js', ...catalogs]),
    );
    // Not another page's catalog (the back office's), nor what the entry loads.
    expect(english).not.toContain('/assets/admin-DTe4DwqP.js');
    expect(english).not.toContain('/assets/index-D5t4ecLD.js');
    const kannada = hrefs(
      assetPreloads(manifest, { pageModule: 'features/catalogue/products-page.tsx', locale: 'kn', englishCatalogs }),
    );
    expect(kannada).toContain('/assets/data-providers-CL8g8K-G.js');
    for (const catalog of catalogs) expect(kannada).not.toContain(catalog);
  });

  it('is not what the home page loads: no data layer there', () => {
    expect(
      hrefs(assetPreloads(manifest, { pageModule: undefined, locale: 'en' })).some((href) => href?.endsWith('.js')),
    ).toBe(false);
  });
});

describe('islandsEntry', () => {
  /** The islands' part of a built client's manifest (as dist/client/.vite/manifest.json has it). */
  const built: Manifest = {
    'index.html': {
      file: 'assets/index-Dx.js',
      name: 'index',
      isEntry: true,
      imports: ['_shell-C0.js', '_vendor-ew.js'],
    },
    'entry-islands.ts': {
      file: 'assets/islands-BW.js',
      name: 'islands',
      isEntry: true,
      imports: ['_preload-helper-7y.js'],
    },
    'islands/hydrate.tsx': {
      file: 'assets/hydrate-BL.js',
      name: 'hydrate',
      imports: ['_rolldown-runtime-XK.js', '_vendor-ew.js', '_shell-C0.js', '_preload-helper-7y.js'],
    },
    '_shell-C0.js': { file: 'assets/shell-C0.js', name: 'shell', imports: ['_vendor-ew.js'] },
    '_vendor-ew.js': { file: 'assets/vendor-ew.js', name: 'vendor' },
    '_preload-helper-7y.js': { file: 'assets/preload-helper-7y.js', name: 'preload-helper' },
    '_rolldown-runtime-XK.js': { file: 'assets/rolldown-runtime-XK.js', name: 'rolldown-runtime' },
  };

  it("names the starter, and prefetches the islands' code but the shell, which waits for the first touch", () => {
    expect(islandsEntry(built)).toEqual({
      src: '/assets/islands-BW.js',
      prefetch: [
        '/assets/hydrate-BL.js',
        '/assets/rolldown-runtime-XK.js',
        '/assets/vendor-ew.js',
        '/assets/preload-helper-7y.js',
      ],
    });
  });

  it('is absent from a build without the starter (every page is then the app)', () => {
    expect(islandsEntry(manifest)).toBeNull();
  });

  it("keeps the app's entry the one whose page chunks are preloaded", () => {
    const preloads = assetPreloads(
      { ...built, 'features/about/about-page.tsx': { file: 'assets/about.js', imports: ['_shell-C0.js'] } },
      { pageModule: 'features/about/about-page.tsx', locale: 'en' },
    );
    expect(preloads.modules).toEqual(['/assets/about.js']);
  });
});
