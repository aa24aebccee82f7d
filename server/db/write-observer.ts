import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  TransactionSettings,
} from 'kysely';

/**
 * How many writes this process has finished on any of its database handles: a statement that is not a plain SELECT
 * (an insert, update or delete, a WITH that may write, a commit, anything raw) counted once it completed, and every
 * transaction counted at its commit. A reader that noted the count when it read something knows that nothing this
 * process wrote since can have changed it while the count is the same (public-read-versions.ts). It counts more than
 * the writes that matter (a rolled-back statement, a BEGIN): a reader then reads again, which is only slower.
 */
let finishedWrites = 0;

export function writesFinished(): number {
  return finishedWrites;
}

/** A SELECT reads only (data-modifying statements in Postgres come first or inside WITH, never after SELECT). */
const READ_ONLY = /^\s*select\b/i;

function counted<T>(sqlText: string, run: Promise<T>): Promise<T> {
  if (READ_ONLY.test(sqlText)) return run;
  return run.finally(() => {
    finishedWrites++;
  });
}

type SavepointCompiler = Parameters<NonNullable<Driver['savepoint']>>[2];

/**
 * Counts the writes of the driver's connections: Kysely runs statements through the connection `acquireConnection`
 * gave it (executeQuery, streamQuery) and hands it back to the driver for transactions and release; the driver gets
 * its own connection back (PGlite's keeps its transaction methods private to it).
 */
class ObservedDriver implements Driver {
  private readonly observed = new WeakMap<DatabaseConnection, DatabaseConnection>();
  private readonly own = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(private readonly driver: Driver) {}

  /** The driver's own connection behind one this wrapper gave out. */
  private ownOf(connection: DatabaseConnection): DatabaseConnection {
    return this.own.get(connection) ?? connection;
  }

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.driver.acquireConnection();
    let observed = this.observed.get(connection);
    if (!observed) {
      observed = {
        executeQuery: (query) => counted(query.sql, connection.executeQuery(query)),
        streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
      };
      this.observed.set(connection, observed);
      this.own.set(observed, connection);
    }
    return observed;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.driver.beginTransaction(this.ownOf(connection), settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.driver.commitTransaction(this.ownOf(connection));
    } finally {
      finishedWrites++;
    }
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.rollbackTransaction(this.ownOf(connection));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(this.ownOf(connection));
  }

  savepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler): Promise<void> {
    return this.driver.savepoint!(this.ownOf(connection), name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler): Promise<void> {
    return this.driver.rollbackToSavepoint!(this.ownOf(connection), name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler): Promise<void> {
    return this.driver.releaseSavepoint!(this.ownOf(connection), name, compile);
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}

/** The dialect with every write its driver runs counted (writesFinished). */
export function observingWrites(dialect: Dialect): Dialect {
  return {
    createDriver: (): Driver => new ObservedDriver(dialect.createDriver()),
    createQueryCompiler: (): QueryCompiler => dialect.createQueryCompiler(),
    createAdapter: (): DialectAdapter => dialect.createAdapter(),
    createIntrospector: (db: Kysely<unknown>): DatabaseIntrospector => dialect.createIntrospector(db),
  };
}
