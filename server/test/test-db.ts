import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPglite, connectPostgres, type DatabaseHandle } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';

export interface TestDatabase extends DatabaseHandle {
  /** Connection string of this test's own Postgres database (undefined on PGlite). */
  url: string | undefined;
}

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or a database of its own on the
 * Postgres server named by TEST_DATABASE_URL, dropped again by close().
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await connectPglite();
    await migrateToLatest(handle.db);
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
