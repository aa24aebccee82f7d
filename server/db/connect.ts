import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types.js';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

const INT8_OID = 20;
const DATE_OID = 1082;

// Counts and sums arrive as int8; every amount here stays far below 2^53 paise.
// Calendar dates stay 'YYYY-MM-DD' strings: parsing them into a Date would shift them by the server's time zone.
const parsers: Record<number, (value: string) => unknown> = {
  [INT8_OID]: (v) => Number(v),
  [DATE_OID]: (v) => v,
};

function kysely(dialect: PGliteDialect | PostgresDialect): Kysely<Database> {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

export function connectPostgres(connectionString: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // Bounds both connecting and waiting for a free client: with the database gone (or the pool saturated) a
    // request answers 503 within two seconds instead of hanging (tests/faults/database-outage.test.ts).
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser },
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may a client that a request holds: pg emits 'error' on it with no listener attached while it is checked
  // out, an uncaught exception. The query in flight fails by itself (the caller answers 503) and the pool
  // discards the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = kysely(new PostgresDialect({ pool }));
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Embedded Postgres (PGlite); `dataDir` undefined keeps it in memory (tests). */
export async function connectPglite(dataDir?: string): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (dataDir) {
    location = resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const pglite = await PGlite.create(location, { extensions: { pg_trgm }, parsers });
  const db = kysely(new PGliteDialect({ pglite }));
  return { db, kind: 'pglite', close: () => db.destroy() };
}

export async function connectDatabase(config: { databaseUrl?: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl ? connectPostgres(config.databaseUrl) : connectPglite(config.dataDir);
}
