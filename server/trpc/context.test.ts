import { describe, expect, it } from 'vitest';
import { fixedClock } from '../test/harness.js';
import { memoryCookieJar, type AppDeps, type Context } from '../deps.js';
import { silentLogger } from '../logger.js';
import { createInnerContext } from './context.js';

/** Dependencies that are only markers: the context must carry each of them as it is. */
const deps = {
  db: { marker: 'db' },
  env: { marker: 'env' },
  clock: fixedClock('2026-11-22T06:00:00Z'),
  log: silentLogger,
  mailer: { marker: 'mailer' },
  rateLimiter: { marker: 'rateLimiter' },
  assistant: { marker: 'assistant' },
  payments: { marker: 'payments' },
} as unknown as AppDeps;

describe('createInnerContext', () => {
  it('carries every dependency, and a visitor with no session, a local request and its own cookie jar', () => {
    const ctx = createInnerContext(deps);
    for (const [key, value] of Object.entries(deps)) expect(ctx[key as keyof Context]).toBe(value);
    expect(ctx.user).toBeNull();
    expect(ctx.request).toEqual({ ip: '127.0.0.1', userAgent: undefined });
    ctx.cookies.set('a', '1', {});
    expect(ctx.cookies.get('a')).toBe('1');
    expect(createInnerContext(deps).cookies.get('a')).toBeUndefined();
  });

  it('takes the user, request and cookies it is given', () => {
    const user = { id: 'u1', email: null, phone: '+919876543210', role: 'customer' as const };
    const request = { ip: '10.0.0.7', userAgent: 'phone' };
    const cookies = memoryCookieJar({ s: 'x' });
    const ctx = createInnerContext(deps, { user, request, cookies });
    expect([ctx.user, ctx.request, ctx.cookies]).toEqual([user, request, cookies]);
  });

  it('never lets what it is built from choose the user, the request or the cookies', () => {
    const someoneElse = { id: 'admin', email: 'a@example.com', role: 'admin' as const };
    const built = { ...deps, user: someoneElse, request: { ip: '1.2.3.4' }, cookies: memoryCookieJar({ s: 'y' }) };
    const ctx = createInnerContext(built);
    expect(ctx.user).toBeNull();
    expect(ctx.request).toEqual({ ip: '127.0.0.1', userAgent: undefined });
    expect(ctx.cookies.get('s')).toBeUndefined();
  });
});
