/**
 * A stranger failing logins on someone's address must not lock the owner out (OWASP's device cookies): the
 * browser the owner signed in with before keeps its own allowance, while unknown browsers hit the account's limit.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { AppDeps } from '../../deps.js';
import type { DevOutbox } from '../../providers/mail.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { insertUser } from '../../test/fixtures.js';
import { hashPassword } from './password.js';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'ragi-harvest-7';

let database: TestDatabase;
let app: FastifyInstance;
let deps: AppDeps;
const clock = fixedClock('2026-11-22T06:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testDeps(database, { clock });
  app = await buildApp({ deps });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function owner(email: string): Promise<void> {
  const user = await insertUser(database.db, email);
  await database.db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where('id', '=', user.id)
    .execute();
}

/** A browser: keeps the cookies it is given, as a real one would. */
function browser(ip: string) {
  const jar = new Map<string, string>();
  const browser = {
    jar,
    login: (email: string, password: string) => browser.call('auth.login', { email, password }),
    async call(procedure: string, input: unknown): Promise<LightMyRequestResponse> {
      const res = await app.inject({
        method: 'POST',
        url: `/trpc/${procedure}`,
        remoteAddress: ip,
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        payload: JSON.stringify(superjson.serialize(input)),
      });
      for (const c of res.cookies) {
        if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) jar.delete(c.name);
        else jar.set(c.name, c.value);
      }
      return res;
    },
  };
  return browser;
}

/** The token of the newest link of that kind mailed to `email` (the dev outbox keeps the newest first). */
function linkToken(email: string, kind: 'confirm' | 'reset'): string {
  const mail = (deps.mailer as DevOutbox).list().find((m) => m.to === email && m.text.includes(`/auth/${kind}?token=`));
  const token = new RegExp(`/auth/${kind}\\?token=([a-z2-7]{32})`).exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no ${kind} link for ${email}`);
  return token;
}

let strangers = 0;

async function strangerFails(email: string, times: number): Promise<void> {
  const network = ++strangers;
  for (let i = 0; i < times; i++) {
    // Twelve addresses of their own, each under its per-address limit.
    const res = await browser(`10.${network}.${i % 12}.1`).login(email, `guess-${i}`);
    expect(res.statusCode).toBe(401);
  }
}

describe('failed logins by a stranger', () => {
  it(
    'leave the owner signing in from the browser that signed in before; an unknown ' + 'browser hears the limit',
    async () => {
      const email = 'gowramma@example.in';
      await owner(email);
      const phone = browser('127.0.0.1');
      expect((await phone.login(email, PASSWORD)).statusCode).toBe(200);

      await strangerFails(email, 100);

      const again = await phone.login(email, PASSWORD);
      expect(again.statusCode).toBe(200);
      expect(superjson.deserialize<{ email: string }>(again.json().result.data).email).toBe(email);

      const newLaptop = await browser('192.168.1.20').login(email, PASSWORD);
      expect(newLaptop.statusCode).toBe(429);
      const refusal = newLaptop.json().error.json;
      expect(refusal.message).toBe('Too many attempts. Please try again in about an hour.');
      expect(refusal.data.reason).toBe('RATE_LIMITED');
      expect(refusal.data.params.retryAfterSeconds).toBeGreaterThan(0);
    },
    180_000,
  );

  it(
    'leave the owner signing in from the browser that followed the confirmation ' + 'link, never typing a password',
    async () => {
      const email = 'savitha@example.in';
      const phone = browser('127.0.0.4');
      const registered = await phone.call('auth.register', { email, password: PASSWORD, confirmPassword: PASSWORD });
      expect(registered.statusCode).toBe(200);
      expect((await phone.call('auth.confirmEmail', { token: linkToken(email, 'confirm') })).statusCode).toBe(200);

      await strangerFails(email, 100);

      expect((await phone.login(email, PASSWORD)).statusCode).toBe(200);
      expect((await browser('192.168.1.21').login(email, PASSWORD)).statusCode).toBe(429);
    },
    180_000,
  );

  it('leave the owner signing in from the browser that followed a password reset link', async () => {
    const email = 'ramesh@example.in';
    await owner(email);
    const phone = browser('127.0.0.5');
    expect((await phone.call('auth.requestPasswordReset', { email })).statusCode).toBe(200);
    const reset = await phone.call('auth.resetPassword', {
      token: linkToken(email, 'reset'),
      password: 'new-jowar-pass',
      confirmPassword: 'new-jowar-pass',
    });
    expect(reset.statusCode).toBe(200);

    await strangerFails(email, 100);

    expect((await phone.login(email, 'new-jowar-pass')).statusCode).toBe(200);
    expect((await browser('192.168.1.22').login(email, 'new-jowar-pass')).statusCode).toBe(429);
  }, 180_000);

  it('do not let a browser known to another account past the limit', async () => {
    const victim = 'shivanna@example.in';
    const attacker = 'attacker@example.in';
    await owner(victim);
    await owner(attacker);
    const attackers = browser('127.0.0.2');
    expect((await attackers.login(attacker, PASSWORD)).statusCode).toBe(200);

    await strangerFails(victim, 100);

    // Known to the attacker's account only: for the victim's it is a stranger, so the account's limit holds.
    expect((await attackers.login(victim, PASSWORD)).statusCode).toBe(429);
    expect((await attackers.login(victim, 'another-guess')).statusCode).toBe(429);
  }, 180_000);

  it('give a known browser its own allowance, after which it is a stranger too', async () => {
    const email = 'manjunath@example.in';
    await owner(email);
    const phone = browser('127.0.0.3');
    expect((await phone.login(email, PASSWORD)).statusCode).toBe(200);
    await strangerFails(email, 100);

    // Ten of its own mistakes are allowed and answered as wrong passwords (minutes apart: each address may try
    // ten times a minute)...
    clock.advance(2 * 60_000);
    for (let i = 0; i < 10; i++) expect((await phone.login(email, `typo-${i}`)).statusCode).toBe(401);
    clock.advance(2 * 60_000);
    // ...then it is one more unknown browser, and the account's limit holds for it.
    expect((await phone.login(email, PASSWORD)).statusCode).toBe(429);

    // An hour later both limits have passed.
    clock.advance(61 * 60_000);
    expect((await phone.login(email, PASSWORD)).statusCode).toBe(200);
  }, 180_000);

  it('are still limited per account for unknown browsers (guessing stays slow)', async () => {
    const email = 'lakshmi@example.in';
    await owner(email);
    await strangerFails(email, 100);
    expect((await browser('10.200.0.1').login(email, 'guess-101')).statusCode).toBe(429);
  }, 180_000);
});
