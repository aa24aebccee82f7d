import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import linguiConfig from './lingui.config';

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

function firstDownload(): { modules: string[]; packages: Set<string> } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const pending = [join(clientDir, 'entry-client.tsx')];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const target = resolveImport(file, specifier!);
      if (target) pending.push(target);
      else if (!specifier!.startsWith('.')) packages.add(specifier!);
    }
  }
  return { modules: [...seen].map((file) => relative(clientDir, file).replaceAll('\\', '/')).sort(), packages };
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
  readFileSync(join(clientDir, 'i18n.ts'), 'utf8').split('kannadaCatalogLoaders')[0]!,
  /'\.\/locales\/en\/([\w-]+)\.po'/g,
);

describe('the first download', () => {
  it('holds the shell and the home page without the data layer', () => {
    expect(modules).toContain('features/home/home-page.tsx');
    for (const lazy of ['trpc.ts', 'data-providers.tsx', 'refusals.ts', 'features/cart/cart-context.tsx']) {
      expect(modules, lazy).not.toContain(lazy);
    }
    const dataPackages = [...packages].filter((name) => /^(@tanstack\/|@trpc\/|superjson|zod)/.test(name));
    expect(dataPackages).toEqual([]);
  });

  it('bundles the English catalog of every module in it that has messages', () => {
    const usesMessages = (file: string) => /@lingui\/(core|react)\/macro/.test(readFileSync(join(clientDir, file), 'utf8'));
    const missing = modules
      .filter(usesMessages)
      .map((file) => ({ file, catalog: catalogOf(file) }))
      .filter(({ catalog }) => !catalog || !eagerEnglish.includes(catalog));
    expect(missing, 'modules of the first download whose catalog is loaded later (client/i18n.ts)').toEqual([]);
  });

  it('loads every other English catalog with the pages', () => {
    const later = catalogList(readFileSync(join(clientDir, 'locales/en-pages.ts'), 'utf8'), /'!\.\/en\/([\w-]+)\.po'/g);
    expect(later, 'the catalogs locales/en-pages.ts leaves out are the ones i18n.ts bundles').toEqual(eagerEnglish);
    expect(eagerEnglish.length).toBeGreaterThan(0);
  });
});
