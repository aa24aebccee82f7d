import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { Env } from '../env.js';
import { authenticate } from '../modules/auth/session.js';
import { unavailableWhenDatabaseDown } from './init.js';
import type { Mailer } from '../providers/mail.js';
import type { Assistant } from '../providers/assistant/assistant.js';
import type { RateLimiter } from '../providers/rate-limiter.js';
import type { PaymentProvider } from '../providers/payments/types.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

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
}

export interface SessionUser {
  id: string;
  email: string;
}

/** Cookies a procedure wants to set; over HTTP they become Set-Cookie headers, in tests they are recorded. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAge?: number; expires?: Date }): void;
  clear(name: string): void;
}

export interface RequestInfo {
  ip: string;
  userAgent: string | undefined;
}

/** The inner context: everything a procedure may use, with no knowledge of HTTP. */
export interface Context extends AppDeps {
  user: SessionUser | null;
  request: RequestInfo;
  cookies: CookieJar;
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

export function createInnerContext(
  deps: AppDeps,
  extra: Partial<Pick<Context, 'user' | 'request' | 'cookies'>> = {},
): Context {
  return {
    ...deps,
    user: extra.user ?? null,
    request: extra.request ?? { ip: '127.0.0.1', userAgent: undefined },
    cookies: extra.cookies ?? memoryCookieJar(),
  };
}

/** The outer context: reads the Fastify request, then builds the inner one. */
export function createHttpContextFactory(deps: AppDeps) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => {
    // Secure whenever the shop is served over https (and required there by the __Host- session cookie).
    const attributes = { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.env.APP_ORIGIN.startsWith('https:') } as const;
    const cookies: CookieJar = {
      get: (name) => req.cookies[name],
      // An answer that sets or clears a cookie belongs to one browser: no shared cache may keep it.
      set: (name, value, options) =>
        void res.header('cache-control', 'private, no-store').setCookie(name, value, { ...attributes, ...options }),
      clear: (name) => void res.header('cache-control', 'private, no-store').clearCookie(name, attributes),
    };
    return createInnerContext(deps, {
      // The session lookup runs before any procedure: a database outage here must also answer 503.
      user: await authenticate(deps, cookies).catch((error: unknown) => {
        throw unavailableWhenDatabaseDown(error);
      }),
      request: { ip: req.ip, userAgent: req.headers['user-agent'] },
      cookies,
    });
  };
}
