import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPglite, connectPostgres, type DatabaseHandle } from '../../../server/db/connect.js';
import { migrateToLatest } from '../../../server/db/migrate.js';
import { seedCatalogue } from '../../../server/db/seed.js';
import { parseEnv, type Env } from '../../../server/env.js';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase extends DatabaseHandle {
  /** Connection string of the benchmark's own Postgres database; undefined on PGlite. */
  url: string | undefined;
}

function serverUrl(): string {
  return process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;
}

/**
 * A migrated, seeded database of the benchmark's own: a new database on BENCH_DATABASE_URL's server (dropped by
 * close) or an in-memory PGlite.
 */
export async function createBenchDatabase(
  kind: 'postgres' | 'pglite',
  { poolSize }: { poolSize?: number } = {},
): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const handle = await connectPglite();
    await migrateToLatest(handle.db);
    await seedCatalogue(handle.db);
    return { ...handle, url: undefined };
  }
  const name = `ry_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `Postgres is not reachable at ${serverUrl()} (set BENCH_DATABASE_URL): ` +
        `${error instanceof Error ? error.message : error}`,
    );
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  // Without the shop's 5 s statement timeout: generating 100,000 machines and rebuilding their indexes takes longer.
  const handle = connectPostgres(url.toString(), {
    bulkWork: true,
    ...(poolSize === undefined ? {} : { max: poolSize }),
  });
  await migrateToLatest(handle.db);
  await seedCatalogue(handle.db);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * The configuration the benchmarks run: the providers a development server picks (test payments, dev outbox,
 * offline assistant), read from these values only, so a developer's .env cannot change a figure.
 */
export function benchEnv(databaseUrl: string | undefined): Env {
  return parseEnv({
    NODE_ENV: 'development',
    APP_ORIGIN: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

export async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version ?? 'unknown';
  } finally {
    await client.end();
  }
}
