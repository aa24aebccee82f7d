import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './types.js';
import { camelCaseResults, snakeCaseIdentifiers } from './snake-case.js';
import { observingWrites } from './write-observer.js';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, which `connectPglite(undefined, { loadDataDir })` opens again. */
  dumpDataDir?: () => Promise<Blob>;
}

const INT8_OID = 20;
const DATE_OID = 1082;

// Counts and sums arrive as int8; every amount here stays far below 2^53 paise.
// Calendar dates stay 'YYYY-MM-DD' strings: parsing them into a Date would shift them by the server's time zone.
const parsers: Record<number, (value: string) => unknown> = {
  [INT8_OID]: (v) => Number(v),
  [DATE_OID]: (v) => v,
};

/**
 * Every handle counts the writes it finishes (write-observer.ts), for readers that keep what they read, and maps
 * camelCase names to snake_case SQL (snake-case.ts).
 */
function kysely(dialect: PGliteDialect | PostgresDialect): Kysely<Database> {
  return new Kysely<Database>({
    dialect: observingWrites(snakeCaseIdentifiers(dialect)),
    plugins: [camelCaseResults],
  });
}

/** The server cancels a statement running longer than this (a runaway query; the caller hears 503). */
const STATEMENT_TIMEOUT_MS = 5_000;
/**
 * The client gives up on a query with no answer after this: a database that went silent (a network partition,
 * connections open but nothing coming back) answers 503 within 10 s instead of hanging for minutes. Later than the
 * server's own limit, so a slow but live server reports its cancellation first.
 */
const QUERY_TIMEOUT_MS = 7_000;
const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * pg leaves a connection whose query timed out with that query still outstanding, and queues the next query
 * behind it for ever. Such a link is presumed dead: ending the client drops the socket and makes the pool
 * discard it on release, so the next request gets a fresh connection.
 */
function dropConnectionOnQueryTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) client.end().catch(() => {});
      });
    }
    return result;
  }) as unknown as typeof client.query;
}

/**
 * `bulkWork` drops the statement and query timeouts, for benchmark and tool databases that load 100,000 rows or
 * build an index in one statement; the shop itself always runs with them.
 */
export function connectPostgres(
  connectionString: string,
  options: { max?: number; bulkWork?: boolean } = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // Bounds both connecting and waiting for a free client: with the database gone (or the pool saturated) a
    // request answers 503 within two seconds instead of hanging (tests/faults/database-outage.test.ts).
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    // A connection open when the link goes silent: see QUERY_TIMEOUT_MS (tests/faults/database-silent.test.ts).
    ...(options.bulkWork ? {} : { statement_timeout: STATEMENT_TIMEOUT_MS, query_timeout: QUERY_TIMEOUT_MS }),
    // Idle connections to a vanished host are found and closed by the operating system's probes.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may a client that a request holds: pg emits 'error' on it with no listener attached while it is checked
  // out, an uncaught exception. The query in flight fails by itself (the caller answers 503) and the pool
  // discards the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    dropConnectionOnQueryTimeout(client);
  });
  const db = kysely(new PostgresDialect({ pool }));
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** The embedded database in DATA_DIR is open in another process (one process at a time can hold it). */
export class EmbeddedDatabaseBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (most likely the running shop server). ` +
        'Stop that process and run the command again, or point DATABASE_URL at a Postgres database both can share.',
    );
    this.name = 'EmbeddedDatabaseBusyError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite keeps no lock of its own, and two processes writing one data directory corrupt it: a pid file claims the
 * directory, and a second process is refused with a sentence saying who holds it. A file left by a crashed process
 * (its pid gone) is taken over.
 */
function claimDataDir(dataDir: string): () => void {
  const lockFile = resolve(dataDir, 'pglite.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new EmbeddedDatabaseBusyError(dataDir, holder);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not claim the embedded database in ${dataDir}`);
}

/**
 * Embedded Postgres (PGlite); `dataDir` undefined keeps it in memory (tests). The directory is claimed at once, but
 * the database itself opens on the first query, as the pg pool connects on its first: a start that refuses its
 * configuration creates no database files.
 */
export async function connectPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  let location: string | undefined;
  let release = () => {};
  if (dataDir) {
    location = resolve(dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    release = claimDataDir(dataDir);
  }
  try {
    let opened: Promise<PGlite> | undefined;
    const open = () => {
      if (location) mkdirSync(location, { recursive: true });
      opened = PGlite.create(location, {
        extensions: { pg_trgm, cube, earthdistance },
        parsers,
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      });
      return opened;
    };
    const db = kysely(new PGliteDialect({ pglite: open }));
    return {
      db,
      kind: 'pglite',
      dumpDataDir: async () => {
        if (!opened) await sql`select 1`.execute(db);
        return (await opened!).dumpDataDir('none');
      },
      close: async () => {
        try {
          await db.destroy();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function connectDatabase(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return config.databaseUrl ? connectPostgres(config.databaseUrl) : connectPglite(config.dataDir);
}
