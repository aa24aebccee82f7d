import { parseEnv, type Env } from '../env.js';
import { OfflineAssistant } from '../providers/assistant/offline.js';
import { DevOutbox } from '../providers/mail.js';
import { TestPaymentProvider } from '../providers/payments/test-provider.js';
import { MemoryRateLimiter } from '../providers/rate-limiter.js';
import type { Clock } from '../clock.js';
import type { AppDeps } from '../deps.js';
import { silentLogger } from '../logger.js';
import { createInnerContext, type Context } from '../trpc/context.js';
import { createCaller } from '../trpc/router.js';
import type { TestDatabase } from './test-db.js';

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({ NODE_ENV: 'test', APP_ORIGIN: 'http://localhost:3000', ...overrides });
}

export function fixedClock(iso: string): Clock & { set(iso: string): void; advance(ms: number): void } {
  let now = new Date(iso);
  return {
    now: () => new Date(now),
    set: (next) => void (now = new Date(next)),
    advance: (ms) => void (now = new Date(now.getTime() + ms)),
  };
}

/** Mail goes to a DevOutbox (read it with `(deps.mailer as DevOutbox).list()`); limits count in memory on the clock. */
export function testDeps(database: TestDatabase, overrides: Partial<AppDeps> = {}): AppDeps {
  const clock = overrides.clock ?? fixedClock('2026-11-22T06:00:00Z');
  const log = overrides.log ?? silentLogger;
  return {
    db: database.db,
    env: testEnv(),
    clock,
    log,
    mailer: new DevOutbox({ clock, log }),
    rateLimiter: new MemoryRateLimiter({ clock }),
    assistant: new OfflineAssistant(),
    payments: new TestPaymentProvider(database.db, clock),
    ...overrides,
  };
}

/** A caller of the whole router, in process, as a visitor or as the given user. */
export function callerFor(deps: AppDeps, extra: Partial<Pick<Context, 'user' | 'request' | 'cookies'>> = {}) {
  return createCaller(createInnerContext(deps, extra));
}
