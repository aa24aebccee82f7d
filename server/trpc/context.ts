import type { FastifyReply, FastifyRequest } from 'fastify';
import { unavailableWhenDatabaseDown } from '../db/errors.js';
import { memoryCookieJar, type AppDeps, type Context, type CookieJar } from '../deps.js';
import { authenticate } from '../modules/auth/session.js';

export type { Context };

/** An answer for one browser only: no shared cache may keep it, and the browser does not store it either. */
export const PERSONAL_ANSWER_CACHE = 'private, no-store';

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
    const attributes = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.env.APP_ORIGIN.startsWith('https:'),
    } as const;
    const cookies: CookieJar = {
      get: (name) => req.cookies[name],
      // An answer that sets or clears a cookie belongs to one browser: no shared cache may keep it.
      set: (name, value, options) =>
        void res.header('cache-control', PERSONAL_ANSWER_CACHE).setCookie(name, value, { ...attributes, ...options }),
      clear: (name) => void res.header('cache-control', PERSONAL_ANSWER_CACHE).clearCookie(name, attributes),
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
