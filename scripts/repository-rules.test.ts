import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository rules of docs/architecture.md, read from the source: SQL lives in a module's *.repository.ts
 * (services and schedulers hold none), repositories name their columns (no selectAll), and the database handle's
 * type is declared once, in server/db/db.ts. Part of `npm test`.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const modules = join(root, 'server/modules');

const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(|\bsql(<[^>]*>)?`/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const isTestSupport = (file: string) => /\.(test|fixtures)\.ts$/.test(file);

/** `file:line text` of each line matching `pattern`. */
function linesMatching(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1} ${line.trim()}`] : [])),
  );
}

describe('repository rules', () => {
  const checked = sourceFiles(modules).filter((f) => !isTestSupport(f));

  it('services run no query of their own: every query of a module is in its *.repository.ts', () => {
    const services = checked.filter((f) => !f.endsWith('.repository.ts'));
    expect(services.length).toBeGreaterThan(10);
    expect(linesMatching(services, QUERY)).toEqual([]);
  });

  it('repositories select explicit columns', () => {
    expect(
      linesMatching(
        checked.filter((f) => f.endsWith('.repository.ts')),
        /\.selectAll\(/,
      ),
    ).toEqual([]);
  });

  it('the Db type is declared once, in server/db/db.ts, and imported from there', () => {
    const server = sourceFiles(join(root, 'server')).filter((f) => f !== 'server/db/db.ts');
    expect(linesMatching(server, /Kysely<Database>\s*\|\s*Transaction<Database>/)).toEqual([]);
  });

  it('the check itself finds a query outside a repository', () => {
    expect(QUERY.test("const row = await db.selectFrom('orders').select('id')")).toBe(true);
    expect(QUERY.test('const rows = await sql<{ n: number }>`select 1`.execute(db);')).toBe(true);
    expect(QUERY.test("await trx.updateTable('users').set({ role })")).toBe(true);
    expect(QUERY.test('const total = ordersRepository.takings(db, from);')).toBe(false);
  });
});
