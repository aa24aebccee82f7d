import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { connectPglite, connectPostgres, type DatabaseHandle } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';

export interface TestDatabase extends DatabaseHandle {
  /** Connection string of this test's own Postgres database (undefined on PGlite). */
  url: string | undefined;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/**
 * Migrating a fresh PGlite takes ~8 s idle and over 35 s on a loaded machine, for every test file. So the first test
 * file migrates one database and leaves its dump in the temp directory; every later one loads that (~1-4 s). The
 * dump's name carries a hash of the migrations and of the PGlite version, so a changed migration makes a new one.
 */
/** PGlite's package.json (its exports map hides it from require.resolve), found above its entry file. */
function pglitePackageJson(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (
    !existsSync(join(dir, 'package.json')) ||
    !readFileSync(join(dir, 'package.json'), 'utf8').includes('"@electric-sql/pglite"')
  ) {
    const up = dirname(dir);
    if (up === dir) throw new Error('@electric-sql/pglite has no package.json');
    dir = up;
  }
  return join(dir, 'package.json');
}

export async function migratedPgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  hash.update(readFileSync(pglitePackageJson()));
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_DIR, name)));
  }
  const file = join(tmpdir(), `raitha-yantra-test-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);

  const handle = await connectPglite();
  try {
    await migrateToLatest(handle.db);
    const dump = await handle.dumpDataDir!();
    // Written aside and renamed: a test file starting meanwhile never reads half a dump.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await handle.close();
  }
}

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or a database of its own on the
 * Postgres server named by TEST_DATABASE_URL, dropped again by close().
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await connectPglite(undefined, { loadDataDir: await migratedPgliteTemplate() });
    return { ...handle, url: undefined };
  }

  const name = `ry_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = connectPostgres(url.toString(), { max: 25 });
  await migrateToLatest(handle.db);
  return {
    kind: 'postgres',
    db: handle.db,
    url: url.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
