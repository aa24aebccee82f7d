import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { MovableClock, systemClock, type Clock } from './clock.js';
import type { UserRole } from '../shared/roles.js';
import type { DatabaseHandle } from './db/connect.js';
import type { Database } from './db/types.js';
import type { Env } from './env.js';
import type { Logger } from './logger.js';
import type { Assistant } from './providers/assistant/assistant.js';
import { createAssistant } from './providers/assistant/index.js';
import { createMailer, SmtpMailer, type Mailer } from './providers/mail.js';
import { createPaymentProvider } from './providers/payments/index.js';
import type { PaymentProvider } from './providers/payments/types.js';
import { createSmsSender, type SmsSender } from './providers/sms/sms.js';
import { missedCallConfig, type MissedCallConfig } from './modules/callbacks/missed-call-config.js';
import { createWhatsApp, type WhatsAppSetup } from './providers/whatsapp/whatsapp.js';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './providers/rate-limiter.js';

// Clock and Logger live in their own files (server/clock.ts, server/logger.ts): providers receive them, and this
// file imports the providers, so keeping them here would make every provider part of an import cycle.

/** What the app is built from: tests pass their own database, clock and providers. */
export interface AppDeps {
  db: Kysely<Database>;
  env: Env;
  clock: Clock;
  log: Logger;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  assistant: Assistant;
  payments: PaymentProvider;
  /** Text messages to farmers; absent (tests) means the dev outbox only. */
  sms?: SmsSender;
  /** WhatsApp Cloud API or its dev outbox; absent (tests) means the dev outbox. */
  whatsapp?: WhatsAppSetup;
  /** The missed-call number's webhooks (MISSED_CALL_SECRET); absent: none, and /dev/missed-call in development. */
  missedCalls?: MissedCallConfig;
}

export interface SessionUser {
  id: string;
  /** Null for an account by mobile number only. */
  email: string | null;
  /** E.164, when the account has a mobile number. */
  phone?: string | null;
  /** From the users row, read with the session on every request; never from the browser. */
  role: UserRole;
}

/** Cookies a procedure wants to set; over HTTP they become Set-Cookie headers, in tests they are recorded. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAge?: number; expires?: Date }): void;
  clear(name: string): void;
}

export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    clear: (name) => void values.delete(name),
  };
}

export interface RequestInfo {
  ip: string;
  userAgent: string | undefined;
}

/**
 * The inner context: everything a procedure or service may use for one request, with no knowledge of HTTP or
 * tRPC (server/trpc/context.ts builds it from a Fastify request).
 */
export interface Context extends AppDeps {
  user: SessionUser | null;
  request: RequestInfo;
  cookies: CookieJar;
}

/**
 * Builds the app's dependencies from configuration: one place for the server, the CLI and the benchmarks to
 * choose real or offline providers. Throws a one-line error when the configuration is unusable.
 */
export function createAppDeps(env: Env, database: DatabaseHandle, log: Logger): AppDeps & { close(): Promise<void> } {
  const clock = env.TEST_CLOCK ? new MovableClock() : systemClock;
  const mailer = createMailer(env, { clock, log });
  // Shared counters when several processes serve the shop; a slow or absent Redis fails a check within a second,
  // and the limiter then lets the request through (see checkLimit in server/providers/rate-limiter.ts).
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
    sms: createSmsSender(process.env),
    missedCalls: missedCallConfig(process.env),
    whatsapp: createWhatsApp(process.env),
    /** Closes the connections the providers opened (the database stays the caller's). */
    async close() {
      if (mailer instanceof SmtpMailer) mailer.close();
      redis?.disconnect();
    },
  };
}
