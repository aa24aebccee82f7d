import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_ENGLISH_CATALOGS, LATER_ENGLISH_CATALOGS } from './i18n';
import linguiConfig from './lingui.config';
import { ENGLISH_CATALOGS, PAGE_CATALOGS } from './page-catalogs';
import { PAGE_MODULES } from './page-modules';

/**
 * What the first download holds: the modules client/entry-client.tsx imports statically, and theirs (a dynamic
 * import() is a later chunk). Read from the sources, as the bundler resolves relative imports.
 */
const clientDir = dirname(fileURLToPath(import.meta.url));

function resolveImport(from: string, specifier: string): string | null {
  // `import { toast } from 'sonner'` resolves to components/toast.tsx in the browser (client/vite.config.ts).
  if (specifier === 'sonner') return join(clientDir, 'components/toast.tsx');
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/**
 * The modules reachable from `start` (relative to client/) through static imports, and with `dynamic` through
 * import() too (what the module can load and render later); `stop` modules are not entered.
 */
function reachable(
  start: string,
  { dynamic = false, stop = [] as string[] } = {},
): { modules: string[]; packages: Set<string> } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const stopped = new Set(stop.map((module) => join(clientDir, module)));
  const pending = [join(clientDir, start)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const specifiers = [
      ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
    ];
    if (dynamic) specifiers.push(...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g));
    for (const [, specifier] of specifiers) {
      const target = resolveImport(file, specifier!);
      if (target && !stopped.has(target)) pending.push(target);
      else if (!target && !specifier!.startsWith('.')) packages.add(specifier!);
    }
  }
  return { modules: [...seen].map((file) => relative(clientDir, file).replaceAll('\\', '/')).sort(), packages };
}

function firstDownload(): { modules: string[]; packages: Set<string> } {
  return reachable('entry-client.tsx');
}

/** The catalog lingui.config.ts puts a file's messages in ('components', 'auth'). */
function catalogOf(file: string): string | undefined {
  const matches = (patterns: string[] | undefined) =>
    (patterns ?? []).some((pattern) => {
      const path = pattern.replace('<rootDir>/', '');
      return file === path || file.startsWith(`${path}/`);
    });
  const catalog = linguiConfig.catalogs?.find((c) => matches(c.include) && !matches(c.exclude));
  return catalog?.path.split('/').pop();
}

function catalogList(source: string, marker: RegExp): string[] {
  return [...source.matchAll(marker)].map((m) => m[1]!).sort();
}

const { modules, packages } = firstDownload();
const eagerEnglish = catalogList(
  readFileSync(join(clientDir, 'i18n.ts'), 'utf8').split('const laterEnglishCatalogLoaders')[0]!,
  /'\.\/locales\/en\/([\w-]+)\.po'/g,
);

describe('the first download', () => {
  it(
    'holds the shell, and the home page only as the boundary its server-rendered ' +
      'HTML waits in, without the data layer',
    () => {
      expect(modules).toContain('features/home/lazy-home.tsx');
      // The home page's content, its cards and their catalog come with the first interaction (lazy-home.tsx).
      for (const later of [
        'features/home/home-page.tsx',
        'components/product-card.tsx',
        'features/home/hero-illustration.tsx',
      ]) {
        expect(modules, later).not.toContain(later);
      }
      for (const lazy of ['trpc.ts', 'data-providers.tsx', 'refusals.ts', 'features/cart/cart-context.tsx']) {
        expect(modules, lazy).not.toContain(lazy);
      }
      const dataPackages = [...packages].filter((name) => /^(@tanstack\/|@trpc\/|superjson|zod)/.test(name));
      expect(dataPackages).toEqual([]);
    },
  );

  it('bundles the English catalog of every module in it that has messages', () => {
    const missing = modules
      .filter(usesMessages)
      .map((file) => ({ file, catalog: catalogOf(file) }))
      .filter(({ catalog }) => !catalog || !eagerEnglish.includes(catalog));
    expect(missing, 'modules of the first download whose catalog is loaded later (client/i18n.ts)').toEqual([]);
  });

  it('loads every other English catalog with the pages', () => {
    expect(FIRST_ENGLISH_CATALOGS.sort()).toEqual(eagerEnglish);
    expect(eagerEnglish.length).toBeGreaterThan(0);
    // The later ones are every other catalog on disk, and the names client/page-catalogs.ts may list.
    const onDisk = readdirSync(join(clientDir, 'locales/en'))
      .filter((f) => f.endsWith('.po'))
      .map((f) => f.replace(/\.po$/, ''));
    expect([...LATER_ENGLISH_CATALOGS].sort()).toEqual(onDisk.filter((name) => !eagerEnglish.includes(name)).sort());
    expect([...ENGLISH_CATALOGS].sort()).toEqual([...LATER_ENGLISH_CATALOGS].sort());
  });
});

const usesMessages = (file: string) => /@lingui\/(core|react)\/macro/.test(readFileSync(join(clientDir, file), 'utf8'));

describe("each page's English catalogs (client/page-catalogs.ts)", () => {
  // What a page can render: its module and everything it imports, now or later (import()), inside the data layer
  // when it renders there. The shell's lazy widgets (the chat, the cart's sync) are lists of their own.
  const shellWidgets = [
    'features/chat/chat-widget.tsx',
    'features/chat/lazy-chat-widget.tsx',
    'features/cart/lazy-cart-sync.tsx',
  ];
  for (const [name, catalogs] of Object.entries(PAGE_CATALOGS)) {
    const entry = { ...PAGE_MODULES[name as keyof typeof PAGE_MODULES], catalogs };
    it(`${name}: lists exactly the catalogs of the modules it can render`, () => {
      const starts = entry.withDataLayer ? [entry.module, 'data-providers.tsx'] : [entry.module];
      const modules = new Set(
        starts.flatMap(
          (start) =>
            reachable(start, { dynamic: true, stop: ['i18n.ts', ...shellWidgets.filter((w) => w !== entry.module)] })
              .modules,
        ),
      );
      expect(modules.size).toBeGreaterThan(1);
      const needed = new Set(
        [...modules].filter(usesMessages).map((file) => catalogOf(file) ?? `(no catalog: ${file})`),
      );
      const later = [...needed].filter((catalog) => !eagerEnglish.includes(catalog)).sort();
      expect([...entry.catalogs].sort(), `${entry.module} renders messages of these catalogs`).toEqual(later);
    });
  }

  it('is given to every lazily loaded page in client/app.tsx, for the module it loads', () => {
    const app = readFileSync(join(clientDir, 'app.tsx'), 'utf8');
    const pages = [...app.matchAll(/page\(\s*\(\) => import\('\.\/([^']+)'\),\s*'\w+',\s*'(\w+)',?\s*\)/g)];
    expect(pages.length).toBeGreaterThanOrEqual(15);
    for (const [, module, name] of pages) {
      expect(PAGE_MODULES[name as keyof typeof PAGE_MODULES]?.module, name).toBe(`${module}.tsx`);
    }
    // Every page() call is one the pattern above read.
    expect(pages.length).toBe([...app.matchAll(/= page\(/g)].length);
  });
});

describe('the catalogs', () => {
  // Lingui compiles a catalog's obsolete entries (#~) into the bundle with the live ones: 118 of them once made
  // the first download's English catalog twice its size. `npm run i18n:extract` drops them (--clean).
  it('carry no obsolete messages', () => {
    const withObsolete = ['en', 'kn'].flatMap((locale) =>
      readdirSync(join(clientDir, 'locales', locale))
        .filter((file) => file.endsWith('.po'))
        .filter((file) => /^#~ msgid/m.test(readFileSync(join(clientDir, 'locales', locale, file), 'utf8')))
        .map((file) => `${locale}/${file}`),
    );
    expect(withObsolete).toEqual([]);
  });
});
