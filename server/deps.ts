import type { DatabaseHandle } from './db/connect.js';
import type { Env } from './env.js';
import { systemClock, type AppDeps, type Logger } from './trpc/context.js';

/**
 * Builds the app's dependencies from configuration: one place for the server, the CLI and the benchmarks to
 * choose real or offline providers. Throws a one-line error when the configuration is unusable.
 */
export function createAppDeps(env: Env, database: DatabaseHandle, log: Logger): AppDeps {
  return { db: database.db, env, clock: systemClock, log };
}
