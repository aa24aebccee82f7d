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

/**
 * The connection as the driver gave it, with its queries counted. Everything else (the driver's own transaction
 * methods, kept under private names) reaches the connection itself.
 */
function observedConnection(connection: DatabaseConnection): DatabaseConnection {
  return new Proxy(connection, {
    get(target, property) {
      if (property === 'executeQuery') {
        return <R>(query: CompiledQuery) => counted(query.sql, target.executeQuery<R>(query));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

type SavepointCompiler = Parameters<NonNullable<Driver['savepoint']>>[2];

class ObservedDriver implements Driver {
  private readonly connections = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(private readonly driver: Driver) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.driver.acquireConnection();
    let observed = this.connections.get(connection);
    if (!observed) {
      observed = observedConnection(connection);
      this.connections.set(connection, observed);
    }
    return observed;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.driver.beginTransaction(connection, settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.driver.commitTransaction(connection);
    } finally {
      finishedWrites++;
    }
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(connection);
  }

  savepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler): Promise<void> {
    return this.driver.savepoint!(connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler): Promise<void> {
    return this.driver.rollbackToSavepoint!(connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler): Promise<void> {
    return this.driver.releaseSavepoint!(connection, name, compile);
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
