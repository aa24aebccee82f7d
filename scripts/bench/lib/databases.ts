import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
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

/** Where Debian's Postgres puts its Unix socket (unix_socket_directories). */
const SOCKET_DIRECTORY = '/var/run/postgresql';

/**
 * BENCH_DATABASE_URL's server reached through its Unix socket instead of TCP, when the server runs on this machine
 * (its socket file exists); null otherwise. A shop whose Postgres runs on the same host connects this way
 * (README, Deployment): each statement then skips the loopback TCP stack.
 */
export function localSocketUrl(): string | null {
  const url = new URL(serverUrl());
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return null;
  if (!existsSync(`${SOCKET_DIRECTORY}/.s.PGSQL.${url.port || '5432'}`)) return null;
  url.hostname = 'localhost';
  url.searchParams.set('host', SOCKET_DIRECTORY);
  return url.toString();
}

/**
 * A migrated, seeded database of the benchmark's own: a new database on BENCH_DATABASE_URL's server (dropped by
 * close) or an in-memory PGlite. `overSocket`: the benchmark's connections (and `url`) reach it through its Unix
 * socket (localSocketUrl), which must exist.
 */
export async function createBenchDatabase(
  kind: 'postgres' | 'pglite',
  { poolSize, overSocket = false }: { poolSize?: number; overSocket?: boolean } = {},
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
  const socket = overSocket ? localSocketUrl() : null;
  if (overSocket && !socket) throw new Error(`Postgres at ${serverUrl()} has no Unix socket on this machine`);
  const url = new URL(socket ?? serverUrl());
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
