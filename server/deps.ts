import { Redis } from 'ioredis';
import type { DatabaseHandle } from './db/connect.js';
import type { Env } from './env.js';
import { createAssistant } from './providers/assistant/index.js';
import { createMailer, SmtpMailer } from './providers/mail.js';
import { createPaymentProvider } from './providers/payments/index.js';
import { MemoryRateLimiter, RedisRateLimiter } from './providers/rate-limiter.js';
import { systemClock, type AppDeps, type Logger } from './trpc/context.js';

/**
 * Builds the app's dependencies from configuration: one place for the server, the CLI and the benchmarks to
 * choose real or offline providers. Throws a one-line error when the configuration is unusable.
 */
export function createAppDeps(env: Env, database: DatabaseHandle, log: Logger): AppDeps & { close(): Promise<void> } {
  const clock = systemClock;
  const mailer = createMailer(env, { clock, log });
  // Shared counters when several processes serve the shop; a slow or absent Redis fails a check within a second,
  // and the limiter then lets the request through (see server/trpc/rate-limit.ts).
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 })
    : undefined;
  redis?.on('error', (err: Error) => log.warn({ err }, 'Redis (rate limits) unavailable'));
  const rateLimiter = redis ? new RedisRateLimiter({ redis }) : new MemoryRateLimiter({ clock });
  return {
    db: database.db,
    env,
    clock,
    log,
    mailer,
    rateLimiter,
    assistant: createAssistant(env),
    payments: createPaymentProvider(env, { db: database.db, clock }),
    /** Closes the connections the providers opened (the database stays the caller's). */
    async close() {
      if (mailer instanceof SmtpMailer) mailer.close();
      redis?.disconnect();
    },
  };
}
