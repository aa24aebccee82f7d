import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import pino from 'pino';
import superjson from 'superjson';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { DevOutbox, type Mailer } from '../../providers/mail.js';
import { RedisRateLimiter } from '../../providers/rate-limiter.js';
import { sonnerStyleHash } from '../../security-headers.js';
import type { AppDeps } from '../../deps.js';
import { fixedClock, testDeps, testEnv } from '../../test/harness.js';
import { httpRefusalOf } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { connectTestRedis, skipWithoutRedis } from '../../test/redis.js';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'ragi-harvest-7';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let database: TestDatabase;
const apps: FastifyInstance[] = [];
let emailCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

function newEmail(): string {
  return `kisan${++emailCounter}@example.in`;
}

async function appWith(overrides: Partial<AppDeps> = {}): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  const deps = testDeps(database, overrides);
  const app = await buildApp({ deps });
  apps.push(app);
  return { app, deps };
}

interface CallOptions {
  cookie?: string | undefined;
  origin?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/** A browser's POST of a tRPC mutation: same-origin unless told otherwise. */
function mutate(app: FastifyInstance, path: string, input: unknown, options: CallOptions = {}) {
  return app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      'content-type': 'application/json',
      origin: options.origin ?? ORIGIN,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: JSON.stringify(superjson.serialize(input)),
  });
}

function query(app: FastifyInstance, path: string, options: CallOptions = {}) {
  return app.inject({
    method: 'GET',
    url: `/trpc/${path}`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

function data<T>(res: LightMyRequestResponse): T {
  return superjson.deserialize<T>(res.json().result.data);
}

function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** The session's Set-Cookie of a response as name, value and its attributes (lower-cased names). */
function sessionCookieOf(res: LightMyRequestResponse) {
  // A login also sets the device cookie (devices.ts).
  const cookies = setCookies(res).filter((c) => /^(__Host-)?ry_session=/.test(c));
  expect(cookies).toHaveLength(1);
  const [pair, ...rest] = cookies[0]!.split('; ');
  const [name, value] = pair!.split(/=(.*)/s) as [string, string];
  const attributes = new Map(
    rest.map((part) => {
      const [key, val] = part.split(/=(.*)/s);
      return [key!.toLowerCase(), val ?? true] as const;
    }),
  );
  return { name, value, attributes, header: cookies[0]!, cacheControl: res.headers['cache-control'] };
}

function lastLink(outbox: DevOutbox, email: string, kind: 'confirm' | 'reset', origin = ORIGIN): string {
  const mail = outbox.list().find((m) => m.to === email);
  const token = new RegExp(`${origin.replace(/[.]/g, '\\.')}/auth/${kind}\\?token=([a-z2-7]{32})`).exec(
    mail?.text ?? '',
  )?.[1];
  if (!token) throw new Error(`no ${kind} link for ${email}`);
  return token;
}

/** Registers and confirms over HTTP; returns the session cookie the confirmation set. */
async function signUp(app: FastifyInstance, deps: AppDeps, email = newEmail(), origin = ORIGIN) {
  const registered = await mutate(
    app,
    'auth.register',
    { email, password: PASSWORD, confirmPassword: PASSWORD },
    { origin },
  );
  expect(registered.statusCode).toBe(200);
  const token = lastLink(deps.mailer as DevOutbox, email, 'confirm', origin);
  const confirmed = await mutate(app, 'auth.confirmEmail', { token }, { origin });
  expect(confirmed.statusCode).toBe(200);
  const cookie = sessionCookieOf(confirmed);
  return { email, cookie: `${cookie.name}=${cookie.value}`, setCookie: cookie };
}

async function sessionRow(cookie: string) {
  const id = cookie.split('=')[1]!.split('.')[0]!;
  return database.db
    .selectFrom('sessions')
    .select(['id', 'lastUsedAt', 'expiresAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and not Secure over http, and the session query reads it', async () => {
    const { app, deps } = await appWith();
    const { email, setCookie, cookie } = await signUp(app, deps);
    expect(setCookie.name).toBe('ry_session');
    expect(setCookie.value).toMatch(/^[a-z2-7]{24}\.[a-z2-7]{32}$/);
    expect(setCookie.cacheControl).toBe('private, no-store');
    expect([...setCookie.attributes.keys()].sort()).toEqual(['expires', 'httponly', 'path', 'samesite']);
    expect(setCookie.attributes.get('path')).toBe('/');
    expect(setCookie.attributes.get('samesite')).toBe('Lax');
    expect(new Date(setCookie.attributes.get('expires') as string)).toEqual(
      new Date(deps.clock.now().getTime() + 30 * DAY),
    );

    const session = await query(app, 'auth.session', { cookie });
    expect(data(session)).toMatchObject({ email });
    expect(setCookies(session)).toEqual([]);
    expect(data(await query(app, 'auth.session'))).toBeNull();
  });

  it('is __Host-ry_session and Secure when the shop is served over https', async () => {
    const origin = 'https://shop.example.in';
    const { app, deps } = await appWith({ env: testEnv({ APP_ORIGIN: origin }) });
    const { setCookie, cookie } = await signUp(app, deps, newEmail(), origin);
    expect(setCookie.name).toBe('__Host-ry_session');
    expect(setCookie.attributes.get('secure')).toBe(true);
    expect(setCookie.attributes.get('path')).toBe('/');
    expect(setCookie.attributes.has('domain')).toBe(false);
    expect(setCookie.attributes.get('httponly')).toBe(true);

    // A cookie of the plain name is not read there.
    const plain = cookie.replace('__Host-ry_session', 'ry_session');
    expect(data(await query(app, 'auth.session', { cookie: plain }))).toBeNull();

    const logout = await mutate(app, 'auth.logout', {}, { cookie, origin });
    const cleared = sessionCookieOf(logout);
    expect(cleared.name).toBe('__Host-ry_session');
    expect(cleared.value).toBe('');
    expect(cleared.attributes.get('secure')).toBe(true);
    expect(new Date(cleared.attributes.get('expires') as string).getTime()).toBe(0);
  });

  it('is replaced by a new session on every login', async () => {
    const { app, deps } = await appWith();
    const { email, cookie } = await signUp(app, deps);
    const login = await mutate(app, 'auth.login', { email, password: PASSWORD }, { cookie });
    expect(login.statusCode).toBe(200);
    const fresh = sessionCookieOf(login);
    expect(`${fresh.name}=${fresh.value}`).not.toBe(cookie);
    expect(await sessionRow(cookie)).toBeUndefined();
    expect(data(await query(app, 'auth.session', { cookie }))).toBeNull();
  });
});

describe('cross-site request protection', () => {
  it('refuses a login posted from another site before any work, and sets no cookie', async () => {
    const { app, deps } = await appWith();
    const { email } = await signUp(app, deps);
    const attempts: ({ origin: string } & Record<string, string>)[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3000.evil.example' },
      { origin: 'null' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://shop.localhost:3000', 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of attempts) {
      const res = await mutate(app, 'auth.login', { email, password: PASSWORD }, { origin: headers.origin, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(setCookies(res)).toEqual([]);
    }
    const noOrigin = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(superjson.serialize({ email, password: PASSWORD })),
    });
    expect(noOrigin.statusCode).toBe(403);
  });

  it('refuses a cross-site logout, so another site cannot sign the user out', async () => {
    const { app, deps } = await appWith();
    const { cookie } = await signUp(app, deps);
    const res = await mutate(app, 'auth.logout', {}, { cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(await sessionRow(cookie)).toBeDefined();
  });

  it('accepts a same-origin request identified by Fetch Metadata alone', async () => {
    const { app, deps } = await appWith();
    const { email } = await signUp(app, deps);
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify(superjson.serialize({ email, password: PASSWORD })),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('rate limiting over HTTP', () => {
  it('answers the 11th login of a minute from one address with 429, Retry-After and the seconds to wait', async () => {
    const { app, deps } = await appWith();
    const { email } = await signUp(app, deps);
    for (let i = 0; i < 10; i++) {
      const res = await mutate(app, 'auth.login', { email, password: 'wrong-password' }, { ip: '203.0.113.5' });
      expect(res.statusCode).toBe(401);
    }
    const limited = await mutate(app, 'auth.login', { email, password: PASSWORD }, { ip: '203.0.113.5' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(httpRefusalOf(limited)).toMatchObject({
      message: 'Too many attempts. Please try again in about a minute.',
      data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, retryAfterSeconds: 60 },
    });
    expect(setCookies(limited)).toEqual([]);
    expect((await mutate(app, 'auth.login', { email, password: PASSWORD }, { ip: '203.0.113.6' })).statusCode).toBe(
      200,
    );
  });

  it('answers the 11th registration of a minute from one address with 429', async () => {
    const { app } = await appWith();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const email = newEmail();
      const res = await mutate(
        app,
        'auth.register',
        { email, password: PASSWORD, confirmPassword: PASSWORD },
        { ip: '203.0.113.9' },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('session lifetime', () => {
  it('writes the last use at most hourly and then sends the cookie again with the later expiry', async () => {
    const clock = fixedClock('2026-11-22T06:00:00Z');
    const { app, deps } = await appWith({ clock });
    const { cookie } = await signUp(app, deps);
    const start = clock.now().getTime();

    clock.advance(59 * 60_000);
    const early = await query(app, 'auth.session', { cookie });
    expect(data(early)).not.toBeNull();
    expect(setCookies(early)).toEqual([]);
    expect((await sessionRow(cookie))!.lastUsedAt).toEqual(new Date(start));

    clock.advance(2 * 60_000);
    const renewed = await query(app, 'auth.session', { cookie });
    expect(data(renewed)).not.toBeNull();
    const again = sessionCookieOf(renewed);
    expect(`${again.name}=${again.value}`).toBe(cookie);
    expect(again.cacheControl).toBe('private, no-store');
    expect(new Date(again.attributes.get('expires') as string)).toEqual(new Date(clock.now().getTime() + 30 * DAY));
    expect((await sessionRow(cookie))!.lastUsedAt).toEqual(clock.now());
  });

  it('ends a session unused for 30 days, clears its cookie and deletes its row', async () => {
    const clock = fixedClock('2026-11-22T06:00:00Z');
    const { app, deps } = await appWith({ clock });
    const { cookie } = await signUp(app, deps);

    clock.advance(30 * DAY - 1000);
    expect(data(await query(app, 'auth.session', { cookie }))).not.toBeNull();
    clock.advance(30 * DAY);
    const expired = await query(app, 'auth.session', { cookie });
    expect(data(expired)).toBeNull();
    const cleared = sessionCookieOf(expired);
    expect(cleared.value).toBe('');
    expect(new Date(cleared.attributes.get('expires') as string).getTime()).toBe(0);
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it('ends even a busy session 90 days after sign-in, and never sets its cookie beyond that', async () => {
    const clock = fixedClock('2026-11-22T06:00:00Z');
    const { app, deps } = await appWith({ clock });
    const { cookie } = await signUp(app, deps);
    const end = clock.now().getTime() + 90 * DAY;

    for (let day = 20; day < 90; day += 20) {
      clock.advance(20 * DAY);
      const res = await query(app, 'auth.session', { cookie });
      expect(data(res), `day ${day}`).not.toBeNull();
      const expires = new Date(sessionCookieOf(res).attributes.get('expires') as string).getTime();
      expect(expires).toBe(Math.min(clock.now().getTime() + 30 * DAY, end));
    }
    clock.set(new Date(end).toISOString());
    expect(data(await query(app, 'auth.session', { cookie }))).toBeNull();
  });

  it('ignores a malformed or forged cookie and clears it', async () => {
    const { app, deps } = await appWith();
    const { cookie } = await signUp(app, deps);
    const [name, token] = cookie.split('=') as [string, string];
    const forged = `${name}=${token.split('.')[0]}.${'b'.repeat(32)}`;
    for (const bad of [forged, `${name}=garbage`, `${name}=${token}x`]) {
      const res = await query(app, 'auth.session', { cookie: bad });
      expect(data(res)).toBeNull();
      expect(sessionCookieOf(res).value).toBe('');
    }
    expect(await sessionRow(cookie)).toBeDefined();
  });
});

describe('logout', () => {
  it('deletes the session row and the cookie; the old cookie no longer signs anyone in', async () => {
    const { app, deps } = await appWith();
    const { cookie } = await signUp(app, deps);
    const res = await mutate(app, 'auth.logout', {}, { cookie });
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res).value).toBe('');
    expect(sessionCookieOf(res).cacheControl).toBe('private, no-store');
    expect(await sessionRow(cookie)).toBeUndefined();
    const replay = await query(app, 'auth.session', { cookie });
    expect(data(replay)).toBeNull();
    expect(sessionCookieOf(replay).value).toBe('');
  });
});

describe('password reset over HTTP', () => {
  it('accepts a reset link once; the second use is a 400 with the clear message', async () => {
    const { app, deps } = await appWith();
    const { email } = await signUp(app, deps);
    expect((await mutate(app, 'auth.requestPasswordReset', { email })).statusCode).toBe(200);
    const token = lastLink(deps.mailer as DevOutbox, email, 'reset');
    const input = { token, password: 'new-password', confirmPassword: 'new-password' };
    const first = await mutate(app, 'auth.resetPassword', input);
    expect(first.statusCode).toBe(200);
    expect(sessionCookieOf(first).value).toMatch(/^[a-z2-7]{24}\.[a-z2-7]{32}$/);
    const second = await mutate(app, 'auth.resetPassword', input);
    expect(second.statusCode).toBe(400);
    expect(httpRefusalOf(second).message).toBe('This link is invalid or has expired. Please ask for a new one.');
    expect(setCookies(second)).toEqual([]);
  });
});

describe('validation over HTTP', () => {
  it('names every field that is wrong', async () => {
    const { app } = await appWith();
    const res = await mutate(app, 'auth.register', { email: 'nope', password: 'secret1', confirmPassword: 'secret2' });
    expect(res.statusCode).toBe(400);
    expect(httpRefusalOf(res)).toMatchObject({
      message: 'Invalid email address',
      data: { fieldErrors: { email: 'Invalid email address', confirmPassword: 'Passwords do not match' } },
    });
  });

  it('puts the missing-credentials message on each missing field', async () => {
    const { app } = await appWith();
    const res = await mutate(app, 'auth.login', { email: '', password: '' });
    const missing = 'You must provide either an email or phone number and a password';
    expect(httpRefusalOf(res)).toMatchObject({
      message: missing,
      data: { fieldErrors: { email: missing, password: missing } },
    });
  });
});

describe('secrets', () => {
  it('never puts a session token, a password or a hash in a response body or a log line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ level: 'trace' }, stream);
    const clock = fixedClock('2026-11-22T06:00:00Z');
    const deps = testDeps(database, { clock, log: logger, mailer: new DevOutbox({ clock, log: logger }) });
    const { log: _appLogsThroughFastify, ...withoutLog } = deps;
    const app = await buildApp({ deps: withoutLog, logger });
    apps.push(app);

    const responses: LightMyRequestResponse[] = [];
    const record = async (res: Promise<LightMyRequestResponse>) => {
      const r = await res;
      responses.push(r);
      return r;
    };
    const email = newEmail();
    await record(mutate(app, 'auth.register', { email, password: PASSWORD, confirmPassword: PASSWORD }));
    await record(mutate(app, 'auth.register', { email, password: 'other-pass', confirmPassword: 'other-pass' }));
    await record(mutate(app, 'auth.login', { email, password: PASSWORD }));
    const confirmed = await record(
      mutate(app, 'auth.confirmEmail', { token: lastLink(deps.mailer as DevOutbox, email, 'confirm') }),
    );
    const cookie = `${sessionCookieOf(confirmed).name}=${sessionCookieOf(confirmed).value}`;
    clock.advance(2 * HOUR);
    await record(query(app, 'auth.session', { cookie }));
    const login = await record(mutate(app, 'auth.login', { email, password: PASSWORD }, { cookie }));
    const second = `ry_session=${sessionCookieOf(login).value}`;
    await record(mutate(app, 'auth.login', { email, password: 'wrong-password' }));
    await record(mutate(app, 'auth.login', { email: newEmail(), password: PASSWORD }));
    await record(mutate(app, 'auth.requestPasswordReset', { email }));
    await record(
      mutate(app, 'auth.resetPassword', {
        token: lastLink(deps.mailer as DevOutbox, email, 'reset'),
        password: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      }),
    );
    await record(mutate(app, 'auth.logout', {}, { cookie: second }));
    await record(app.inject('/dev/mailbox'));

    const tokens = responses
      .flatMap((r) => setCookies(r))
      .map((c) => c.split(';')[0]!.split('=')[1]!)
      .filter(Boolean);
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    const users = await database.db.selectFrom('users').select('passwordHash').execute();
    const sessions = await database.db.selectFrom('sessions').select('secretHash').execute();
    const secrets = [
      ...tokens,
      ...tokens.map((t) => t.split('.')[1]!),
      PASSWORD,
      'brand-new-pass',
      ...users.flatMap((u) => (u.passwordHash ? [u.passwordHash, u.passwordHash.split('$').pop()!] : [])),
      ...sessions.map((s) => Buffer.from(s.secretHash).toString('hex')),
      ...sessions.map((s) => Buffer.from(s.secretHash).toString('base64')),
    ];
    const visible = [
      ...responses.map((r) => r.body),
      ...responses.map((r) => JSON.stringify({ ...r.headers, 'set-cookie': undefined })),
      ...lines,
    ];
    expect(lines.some((line) => line.includes('dev outbox'))).toBe(true);
    for (const text of visible) {
      for (const secret of secrets)
        expect(text.includes(secret), `${secret} leaked into ${text.slice(0, 200)}`).toBe(false);
      expect(text).not.toContain('$argon2');
    }
  });
});

describe('/dev/mailbox', () => {
  it('lists the outbox newest first, escaped, with clickable links', async () => {
    const { app, deps } = await appWith({ env: testEnv({ NODE_ENV: 'development' }) });
    await deps.mailer.send({
      to: 'first@example.in',
      subject: 'First',
      text: 'Open http://localhost:3000/a?x=1&y=2 now',
    });
    await deps.mailer.send({ to: 'second@example.in', subject: '<b>Second</b>', text: 'Nothing to click' });
    const res = await app.inject('/dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.indexOf('&#60;b&#62;Second')).toBeLessThan(res.body.indexOf('First'));
    expect(res.body).not.toContain('<b>Second</b>');
    expect(res.body).toContain('<a href="http://localhost:3000/a?x=1&#38;y=2">');
  });

  it('does not exist when mail really goes out', async () => {
    const mailer: Mailer = { send: async () => {} };
    const { app } = await appWith({ mailer });
    expect((await app.inject('/dev/mailbox')).statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it('send a content security policy for the app and Stripe.js only, and the usual hardening', async () => {
    const { app } = await appWith();
    const res = await app.inject('/healthz');
    const sonner = sonnerStyleHash();
    expect(sonner).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(res.headers['content-security-policy']).toBe(
      [
        "default-src 'self'",
        "script-src 'self' https://js.stripe.com",
        "script-src-attr 'none'",
        `style-src 'self' ${sonner} 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='`,
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self' https://api.stripe.com",
        'frame-src https://js.stripe.com https://hooks.stripe.com',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join(';'),
    );
    expect(res.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('send the API its own short set on /trpc and /api: a policy that loads nothing, the same hardening', async () => {
    const { app } = await appWith({ env: testEnv({ APP_ORIGIN: 'https://shop.example.in' }) });
    for (const url of ['/trpc/catalogue.categories', '/trpc/auth.session', '/api/public/catalogue.categories']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      // What only a document uses stays on pages.
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    const page = await app.inject('/healthz');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('add HSTS and upgrade-insecure-requests when the shop is served over https', async () => {
    const { app } = await appWith({ env: testEnv({ APP_ORIGIN: 'https://shop.example.in' }) });
    const res = await app.inject('/healthz');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('rate limits shared through Redis', () => {
  let redis: Redis | undefined;
  let unreachable: string | undefined;
  const connections: Redis[] = [];
  const prefix = `ry:test:${process.pid}:${Date.now()}:`;

  beforeAll(async () => {
    ({ redis, unreachable } = await connectTestRedis());
  });
  afterAll(async () => {
    if (!redis) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    for (const connection of [redis, ...connections]) connection.disconnect();
  });
  beforeEach((ctx) => skipWithoutRedis(ctx, unreachable));

  it('counts logins of two server processes together', async () => {
    const rateLimiter = () => {
      const connection = redis!.duplicate();
      connections.push(connection);
      return new RedisRateLimiter({ redis: connection, prefix });
    };
    const one = await appWith({ rateLimiter: rateLimiter() });
    const two = await appWith({ rateLimiter: rateLimiter() });
    const { email } = await signUp(one.app, one.deps);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const { app } = i % 2 ? two : one;
      statuses.push(
        (await mutate(app, 'auth.login', { email, password: 'wrong-password' }, { ip: '198.51.100.77' })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});
