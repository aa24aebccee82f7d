import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  INVALID_CREDENTIALS,
  INVALID_EMAIL,
  INVALID_LINK,
  MAIL_NOT_SENT,
  MISSING_CREDENTIALS,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from '../../../shared/schemas/auth.js';
import { DevOutbox, SmtpMailer, type Mailer } from '../../providers/mail.js';
import type { RateLimiter } from '../../providers/rate-limiter.js';
import { memoryCookieJar, type AppDeps } from '../../deps.js';
import type { Logger } from '../../logger.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { expectRefusal, invalidInput } from '../../test/refusals.js';
import { LoopbackSmtp, parseMessage } from '../../test/loopback-smtp.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';

const HOUR = 3_600_000;
const PASSWORD = 'paddy-field-42';

let database: TestDatabase;
let clock: ReturnType<typeof fixedClock>;
let deps: AppDeps;
let outbox: DevOutbox;
let ipCounter = 0;
let emailCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

beforeEach(() => {
  clock = fixedClock('2026-11-22T06:00:00Z');
  deps = testDeps(database, { clock });
  outbox = deps.mailer as DevOutbox;
});

/** A fresh address per test, so tests share the database without meeting. */
function newEmail(name = 'farmer'): string {
  return `${name}${++emailCounter}@example.in`;
}

/** A visitor's browser: its own cookie jar and, unless given, its own address (per-IP limits stay out of the way). */
function visitor(ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) {
  const cookies = memoryCookieJar();
  const caller = callerFor(deps, { cookies, request: { ip, userAgent: 'vitest' } });
  return { caller, cookies, auth: caller.auth };
}

function mailsTo(email: string) {
  return outbox.list().filter((m) => m.to.toLowerCase() === email.toLowerCase());
}

function lastMailTo(email: string) {
  const mail = mailsTo(email)[0];
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

function tokenIn(mail: { text: string }, kind: 'confirm' | 'reset'): string {
  const match = new RegExp(`http://localhost:3000(?:/kn)?/auth/${kind}\\?token=([a-z2-7]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${kind} link in:\n${mail.text}`);
  return match[1]!;
}

async function registered(email = newEmail(), password = PASSWORD) {
  await visitor().auth.register({ email, password, confirmPassword: password });
  return { email, password, token: tokenIn(lastMailTo(email), 'confirm') };
}

async function confirmedUser(email = newEmail(), password = PASSWORD) {
  const { token } = await registered(email, password);
  const user = await visitor().auth.confirmEmail({ token });
  return { email, password, user };
}

async function storedUser(email: string) {
  return database.db
    .selectFrom('users')
    .select(['id', 'email', 'passwordHash', 'emailConfirmedAt', 'locale'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirstOrThrow();
}

async function sessionsOf(userId: string) {
  return database.db.selectFrom('sessions').selectAll().where('userId', '=', userId).execute();
}

describe('auth.register', () => {
  it('creates an unconfirmed account and mails a confirmation link built from APP_ORIGIN', async () => {
    const email = newEmail();
    const { auth, cookies } = visitor();
    expect(await auth.register({ email: ` ${email} `, password: PASSWORD, confirmPassword: PASSWORD })).toEqual({
      ok: true,
    });

    const user = await storedUser(email);
    expect(user).toMatchObject({ email, emailConfirmedAt: null, locale: 'en' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.passwordHash).not.toContain(PASSWORD);

    const mail = lastMailTo(email);
    expect(mail.subject).toBe('Confirm your Raitha Yantra account');
    expect(mail.text).toContain('expires in 24 hours');
    expect(mail.html).toContain(`href="http://localhost:3000/auth/confirm?token=${tokenIn(mail, 'confirm')}"`);
    expect(cookies.values.size).toBe(0);
  });

  it('writes the mail in Kannada for a Kannada interface and remembers the language', async () => {
    const email = newEmail();
    await visitor().auth.register({ email, password: PASSWORD, confirmPassword: PASSWORD, locale: 'kn' });
    const mail = lastMailTo(email);
    expect(mail.subject).toBe('ನಿಮ್ಮ ರೈತ ಯಂತ್ರ ಖಾತೆ ಕನ್ಫರ್ಮ್ ಮಾಡಿ');
    expect(mail.text).toContain('ನಮಸ್ಕಾರ');
    expect(tokenIn(mail, 'confirm')).toHaveLength(32);
    expect((await storedUser(email)).locale).toBe('kn');
  });

  it.each([
    [{ email: 'not-an-email', password: PASSWORD, confirmPassword: PASSWORD }, INVALID_EMAIL],
    [{ email: 'farmer@example.in', password: '12345', confirmPassword: '12345' }, PASSWORD_TOO_SHORT],
    [{ email: 'farmer@example.in', password: PASSWORD, confirmPassword: '12345' }, PASSWORD_TOO_SHORT],
    [{ email: 'farmer@example.in', password: PASSWORD, confirmPassword: `${PASSWORD}!` }, PASSWORDS_DO_NOT_MATCH],
    [{ email: 'farmer@example.in', password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, PASSWORD_TOO_LONG],
    [{ email: '', password: PASSWORD, confirmPassword: PASSWORD }, MISSING_CREDENTIALS],
    [{ email: 'farmer@example.in', password: '', confirmPassword: '' }, MISSING_CREDENTIALS],
    [{ password: PASSWORD, confirmPassword: PASSWORD }, MISSING_CREDENTIALS],
    [
      { email: 'farmer@example.in', password: PASSWORD, confirmPassword: PASSWORD, locale: 'fr' },
      'Language must be en or kn',
    ],
  ])('refuses %j with "%s"', async (input, message) => {
    expect((await expectRefusal(visitor().auth.register(input as never), 'INVALID_INPUT')).message).toBe(message);
  });

  it('accepts a 128-character password', async () => {
    const email = newEmail();
    const long = 'ಹ'.repeat(128);
    await visitor().auth.register({ email, password: long, confirmPassword: long });
    await visitor().auth.confirmEmail({ token: tokenIn(lastMailTo(email), 'confirm') });
    expect(await visitor().auth.login({ email, password: long })).toMatchObject({ email });
  });

  it('answers the same for a taken address, keeps its password and tells the owner instead', async () => {
    const { email, user } = await confirmedUser();
    const before = await storedUser(email);
    const { auth, cookies } = visitor();
    const answer = await auth.register({
      email: email.toUpperCase(),
      password: 'another-pass',
      confirmPassword: 'another-pass',
    });

    expect(answer).toEqual({ ok: true });
    expect(cookies.values.size).toBe(0);
    expect((await storedUser(email)).passwordHash).toBe(before.passwordHash);
    const notice = lastMailTo(email);
    expect(notice.to).toBe(email);
    expect(notice.subject).toBe('You already have a Raitha Yantra account');
    expect(notice.text).toContain('http://localhost:3000/auth/forgot');
    expect(notice.text).not.toMatch(/token=/);
    await expectRefusal(visitor().auth.login({ email, password: 'another-pass' }), 'INVALID_CREDENTIALS');
    expect(await visitor().auth.login({ email, password: PASSWORD })).toEqual(user);
  });

  it(
    'sends a fresh confirmation link when the taken address is not confirmed yet, ' + 'without changing the password',
    async () => {
      const { email, token: first } = await registered();
      await visitor().auth.register({ email, password: 'another-pass', confirmPassword: 'another-pass' });
      const second = tokenIn(lastMailTo(email), 'confirm');
      expect(second).not.toBe(first);
      await visitor().auth.confirmEmail({ token: second });
      await expectRefusal(visitor().auth.login({ email, password: 'another-pass' }), 'INVALID_CREDENTIALS');
      expect(await visitor().auth.login({ email, password: PASSWORD })).toMatchObject({ email });
    },
  );

  it('answers BAD_GATEWAY with a clear message when the mail cannot be sent, and logs why', async () => {
    const logged: unknown[] = [];
    const log: Logger = { info() {}, warn() {}, error: (obj) => void logged.push(obj) };
    const failing: Mailer = { send: () => Promise.reject(new Error('SMTP 421 try later')) };
    deps = testDeps(database, { clock, log, mailer: failing });
    const refused = await expectRefusal(
      visitor().auth.register({ email: newEmail(), password: PASSWORD, confirmPassword: PASSWORD }),
      'MAIL_NOT_SENT',
    );
    expect(refused.message).toBe(MAIL_NOT_SENT);
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0], (_k, v) => (v instanceof Error ? v.message : v))).toContain('SMTP 421');
  });
});

describe('auth.login', () => {
  it('signs a confirmed user in with a new session cookie whose secret is stored only as a SHA-256', async () => {
    const { email, user } = await confirmedUser();
    const { auth, cookies } = visitor();
    expect(await auth.login({ email, password: PASSWORD })).toEqual(user);

    const token = cookies.get('ry_session')!;
    expect(token).toMatch(/^[a-z2-7]{24}\.[a-z2-7]{32}$/);
    const [id, secret] = token.split('.') as [string, string];
    const rows = await database.db.selectFrom('sessions').selectAll().where('id', '=', id).execute();
    expect(rows).toHaveLength(1);
    const stored = Buffer.from(rows[0]!.secretHash);
    expect(stored.toString('hex')).toBe(
      (await import('node:crypto')).createHash('sha256').update(secret).digest('hex'),
    );
    expect(stored.toString()).not.toContain(secret);
    expect(rows[0]).toMatchObject({
      userId: user.id,
      createdAt: clock.now(),
      lastUsedAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 90 * 24 * HOUR),
    });
  });

  it('finds the account whatever the case of the address', async () => {
    const { email, user } = await confirmedUser(newEmail('Ravi'));
    expect(await visitor().auth.login({ email: ` ${email.toUpperCase()} `, password: PASSWORD })).toEqual(user);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const { email } = await confirmedUser();
    const wrongPassword = await expectRefusal(
      visitor().auth.login({ email, password: 'wrong-password' }),
      'INVALID_CREDENTIALS',
    );
    const unknown = await expectRefusal(
      visitor().auth.login({ email: newEmail('nobody'), password: PASSWORD }),
      'INVALID_CREDENTIALS',
    );
    expect([wrongPassword.message, unknown.message]).toEqual([INVALID_CREDENTIALS, INVALID_CREDENTIALS]);
  });

  it('says the address is not confirmed only to someone who knows the password', async () => {
    const { email } = await registered();
    const { auth, cookies } = visitor();
    await expectRefusal(auth.login({ email, password: PASSWORD }), 'EMAIL_NOT_CONFIRMED');
    await expectRefusal(auth.login({ email, password: 'wrong-password' }), 'INVALID_CREDENTIALS');
    expect(cookies.values.size).toBe(0);
  });

  it('starts a new session on every login and ends the one the browser had', async () => {
    const { email, user } = await confirmedUser();
    const { auth, cookies } = visitor();
    await auth.login({ email, password: PASSWORD });
    const first = cookies.get('ry_session')!;
    await auth.login({ email, password: PASSWORD });
    const second = cookies.get('ry_session')!;
    expect(second).not.toBe(first);
    const ids = (await sessionsOf(user.id)).map((s) => s.id);
    expect(ids).toContain(second.split('.')[0]);
    expect(ids).not.toContain(first.split('.')[0]);
  });

  it('upgrades a hash made with older parameters on the next successful login', async () => {
    const { email, user } = await confirmedUser();
    const weak = await hash(PASSWORD, { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await database.db.updateTable('users').set({ passwordHash: weak }).where('id', '=', user.id).execute();
    await visitor().auth.login({ email, password: PASSWORD });
    expect((await storedUser(email)).passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [{}, MISSING_CREDENTIALS],
    [{ email: '', password: '' }, MISSING_CREDENTIALS],
    [{ email: '   ', password: PASSWORD }, MISSING_CREDENTIALS],
    [{ email: 'farmer@example.in' }, MISSING_CREDENTIALS],
    [{ email: 'farmer@example', password: PASSWORD }, INVALID_EMAIL],
    [{ email: 'farmer@example.in', password: '12345' }, PASSWORD_TOO_SHORT],
    [{ email: 'farmer@example.in', password: 'x'.repeat(129) }, PASSWORD_TOO_LONG],
  ])('refuses %j with "%s"', async (input, message) => {
    expect((await expectRefusal(visitor().auth.login(input as never), 'INVALID_INPUT')).message).toBe(message);
  });
});

describe('auth.session and auth.logout', () => {
  it('returns null for a visitor and the user for a signed-in caller', async () => {
    expect(await visitor().auth.session()).toBeNull();
    const user = { id: '00000000-0000-4000-8000-000000000001', email: 'x@example.in', role: 'customer' as const };
    expect(await callerFor(deps, { user }).auth.session()).toEqual(user);
  });

  it('deletes the session and the cookie', async () => {
    const { email, user } = await confirmedUser();
    const { auth, cookies } = visitor();
    await auth.login({ email, password: PASSWORD });
    const token = cookies.get('ry_session')!;
    expect(await auth.logout()).toEqual({ ok: true });
    expect(cookies.get('ry_session')).toBeUndefined();
    expect((await sessionsOf(user.id)).map((s) => s.id)).not.toContain(token.split('.')[0]);
  });

  it('does not delete a session for a cookie whose secret is wrong', async () => {
    const { email, user } = await confirmedUser();
    const owner = visitor();
    await owner.auth.login({ email, password: PASSWORD });
    const [id] = owner.cookies.get('ry_session')!.split('.');
    const forger = visitor();
    forger.cookies.set('ry_session', `${id}.${'a'.repeat(32)}`, {});
    await forger.auth.logout();
    expect(forger.cookies.get('ry_session')).toBeUndefined();
    expect((await sessionsOf(user.id)).map((s) => s.id)).toContain(id);
  });

  it('lets a visitor without a session log out harmlessly', async () => {
    expect(await visitor().auth.logout()).toEqual({ ok: true });
  });
});

describe('auth.confirmEmail', () => {
  it('confirms the address, signs the user in and works only once', async () => {
    const { email, token } = await registered();
    const { auth, cookies } = visitor();
    const user = await auth.confirmEmail({ token });
    expect(user).toEqual({ id: (await storedUser(email)).id, email, phone: null, role: 'customer' });
    expect((await storedUser(email)).emailConfirmedAt).toEqual(clock.now());
    expect(cookies.get('ry_session')).toMatch(/^[a-z2-7]{24}\.[a-z2-7]{32}$/);
    await expectRefusal(visitor().auth.confirmEmail({ token }), 'LINK_INVALID');
  });

  it('refuses a link older than 24 hours', async () => {
    const { token } = await registered();
    clock.advance(24 * HOUR);
    await expectRefusal(visitor().auth.confirmEmail({ token }), 'LINK_INVALID');
  });

  it('accepts a link just before it expires', async () => {
    const { email, token } = await registered();
    clock.advance(24 * HOUR - 1000);
    expect(await visitor().auth.confirmEmail({ token })).toMatchObject({ email });
  });

  it('retires the other confirmation links of the account once one is used', async () => {
    const { email, token: first } = await registered();
    await visitor().auth.resendConfirmation({ email });
    const second = tokenIn(lastMailTo(email), 'confirm');
    await visitor().auth.confirmEmail({ token: second });
    await expectRefusal(visitor().auth.confirmEmail({ token: first }), 'LINK_INVALID');
  });

  it.each([
    ['not-a-token', 'INVALID_INPUT'],
    ['a'.repeat(32), 'LINK_INVALID'],
    ['A'.repeat(32), 'INVALID_INPUT'],
    ['', 'INVALID_INPUT'],
  ] as const)('refuses the token %j', async (token, reason) => {
    const refused = await expectRefusal(visitor().auth.confirmEmail({ token }), reason);
    if (reason === 'INVALID_INPUT') expect(refused.params).toEqual(invalidInput('token', 'LINK_INVALID'));
    expect(refused.message).toBe(INVALID_LINK);
  });

  it('does not accept a password-reset link', async () => {
    const { email } = await confirmedUser();
    await visitor().auth.requestPasswordReset({ email });
    const token = tokenIn(lastMailTo(email), 'reset');
    await expectRefusal(visitor().auth.confirmEmail({ token }), 'LINK_INVALID');
  });
});

describe('auth.resendConfirmation', () => {
  it('mails an unconfirmed account a new link that works', async () => {
    const { email } = await registered();
    expect(await visitor().auth.resendConfirmation({ email: email.toUpperCase(), locale: 'kn' })).toEqual({ ok: true });
    const mail = lastMailTo(email);
    expect(mail.subject).toBe('ನಿಮ್ಮ ರೈತ ಯಂತ್ರ ಖಾತೆ ಕನ್ಫರ್ಮ್ ಮಾಡಿ');
    expect(await visitor().auth.confirmEmail({ token: tokenIn(mail, 'confirm') })).toMatchObject({ email });
  });

  it('answers the same for a confirmed or unknown address and mails each a notice without a link', async () => {
    const { email: confirmed } = await confirmedUser();
    const unknown = newEmail('stranger');
    const before = outbox.list().length;
    expect(await visitor().auth.resendConfirmation({ email: confirmed })).toEqual({ ok: true });
    expect(await visitor().auth.resendConfirmation({ email: unknown })).toEqual({ ok: true });
    expect(outbox.list().length).toBe(before + 2);
    expect(lastMailTo(confirmed).subject).toBe('Your Raitha Yantra account is already confirmed');
    expect(lastMailTo(unknown).subject).toBe('There is no Raitha Yantra account for this address');
    for (const mail of [lastMailTo(confirmed), lastMailTo(unknown)]) expect(mail.text).not.toMatch(/token=/);
  });

  it.each([[''], ['nobody'], ['a@b']])('refuses the address %j with "Invalid email address"', async (email) => {
    await expectRefusal(
      visitor().auth.resendConfirmation({ email }),
      'INVALID_INPUT',
      invalidInput('email', 'EMAIL_INVALID'),
    );
  });
});

describe('auth.requestPasswordReset and auth.resetPassword', () => {
  async function resetLink(email: string, locale: 'en' | 'kn' = 'en') {
    await visitor().auth.requestPasswordReset({ email, locale });
    return tokenIn(lastMailTo(email), 'reset');
  }

  it('mails a reset link that expires in an hour, in the language asked for', async () => {
    const { email } = await confirmedUser();
    await visitor().auth.requestPasswordReset({ email, locale: 'kn' });
    const mail = lastMailTo(email);
    expect(mail.subject).toBe('ನಿಮ್ಮ ರೈತ ಯಂತ್ರ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ');
    expect(mail.text).toContain('1 ಗಂಟೆಯಲ್ಲಿ');
    const token = tokenIn(mail, 'reset');
    clock.advance(HOUR);
    await expectRefusal(
      visitor().auth.resetPassword({ token, password: 'new-password', confirmPassword: 'new-password' }),
      'LINK_INVALID',
    );
  });

  it('mails an unknown address a notice instead, with the same answer', async () => {
    const email = newEmail('stranger');
    expect(await visitor().auth.requestPasswordReset({ email })).toEqual({ ok: true });
    expect(lastMailTo(email).subject).toBe('There is no Raitha Yantra account for this address');
  });

  it('sets the new password, ends every other session, signs this browser in, and the link works once', async () => {
    const { email, user } = await confirmedUser();
    const elsewhere = visitor();
    await elsewhere.auth.login({ email, password: PASSWORD });
    const token = await resetLink(email);

    const { auth, cookies } = visitor();
    expect(await auth.resetPassword({ token, password: 'new-password', confirmPassword: 'new-password' })).toEqual(
      user,
    );
    const sessions = await sessionsOf(user.id);
    expect(sessions.map((s) => s.id)).toEqual([cookies.get('ry_session')!.split('.')[0]]);

    await expectRefusal(visitor().auth.login({ email, password: PASSWORD }), 'INVALID_CREDENTIALS');
    expect(await visitor().auth.login({ email, password: 'new-password' })).toEqual(user);
    await expectRefusal(
      visitor().auth.resetPassword({ token, password: 'third-password', confirmPassword: 'third-password' }),
      'LINK_INVALID',
    );
  });

  it('retires the other reset links once one is used', async () => {
    const { email } = await confirmedUser();
    const first = await resetLink(email);
    const second = await resetLink(email);
    await visitor().auth.resetPassword({ token: second, password: 'new-password', confirmPassword: 'new-password' });
    await expectRefusal(
      visitor().auth.resetPassword({ token: first, password: 'other-password', confirmPassword: 'other-password' }),
      'LINK_INVALID',
    );
  });

  it('confirms an account that was never confirmed: the link proves the address', async () => {
    const { email } = await registered();
    const token = await resetLink(email);
    await visitor().auth.resetPassword({ token, password: 'new-password', confirmPassword: 'new-password' });
    expect((await storedUser(email)).emailConfirmedAt).not.toBeNull();
    expect(await visitor().auth.login({ email, password: 'new-password' })).toMatchObject({ email });
  });

  it('does not accept a confirmation link', async () => {
    const { token } = await registered();
    await expectRefusal(
      visitor().auth.resetPassword({ token, password: 'new-password', confirmPassword: 'new-password' }),
      'LINK_INVALID',
    );
  });

  it.each([
    [{ password: 'new-password', confirmPassword: 'new-passw0rd' }, PASSWORDS_DO_NOT_MATCH],
    [{ password: '12345', confirmPassword: '12345' }, PASSWORD_TOO_SHORT],
    [{ password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, PASSWORD_TOO_LONG],
  ])('refuses %j with "%s" and leaves the link usable', async (passwords, message) => {
    const { email } = await confirmedUser();
    const token = await resetLink(email);
    const refused = await expectRefusal(visitor().auth.resetPassword({ token, ...passwords }), 'INVALID_INPUT');
    expect(refused.message).toBe(message);
    expect(
      await visitor().auth.resetPassword({ token, password: 'new-password', confirmPassword: 'new-password' }),
    ).toMatchObject({ email });
  });
});

describe('rate limits', () => {
  it('allows 10 logins a minute from one address, then says when to retry', async () => {
    const { email } = await confirmedUser();
    const ip = '192.0.2.10';
    for (let i = 0; i < 10; i++)
      await visitor(ip)
        .auth.login({ email, password: i % 2 ? PASSWORD : 'wrong-password' })
        .catch(() => {});
    clock.advance(15_000);
    const refused = await expectRefusal(visitor(ip).auth.login({ email, password: PASSWORD }), 'RATE_LIMITED', {
      retryAfterSeconds: 45,
    });
    expect(refused.message).toBe('Too many attempts. Please try again in 45 seconds.');
    expect(await visitor('192.0.2.11').auth.login({ email, password: PASSWORD })).toMatchObject({ email });
    clock.advance(45_000);
    expect(await visitor(ip).auth.login({ email, password: PASSWORD })).toMatchObject({ email });
  });

  it('allows 10 registrations a minute from one address', async () => {
    const ip = '192.0.2.20';
    for (let i = 0; i < 10; i++) {
      const email = newEmail();
      await visitor(ip).auth.register({ email, password: PASSWORD, confirmPassword: PASSWORD });
    }
    const email = newEmail();
    const refused = await expectRefusal(
      visitor(ip).auth.register({ email, password: PASSWORD, confirmPassword: PASSWORD }),
      'RATE_LIMITED',
      { retryAfterSeconds: 60 },
    );
    expect(refused.message).toBe('Too many attempts. Please try again in about a minute.');
    expect(mailsTo(email)).toEqual([]);
  });

  it(
    'refuses an account after 100 failed logins in an hour, from any address, even ' + 'with the right password',
    async () => {
      const { email } = await confirmedUser();
      const { email: neighbour } = await confirmedUser();
      for (let i = 0; i < 100; i++) {
        await expectRefusal(visitor().auth.login({ email, password: `guess-${i}` }), 'INVALID_CREDENTIALS');
      }
      clock.advance(10 * 60_000);
      const refused = await expectRefusal(
        visitor().auth.login({ email: email.toUpperCase(), password: PASSWORD }),
        'RATE_LIMITED',
        { retryAfterSeconds: 3000 },
      );
      expect(refused.message).toBe('Too many attempts. Please try again in about 50 minutes.');
      expect(await visitor().auth.login({ email: neighbour, password: PASSWORD })).toMatchObject({ email: neighbour });
      clock.advance(50 * 60_000);
      expect(await visitor().auth.login({ email, password: PASSWORD })).toMatchObject({ email });
    },
    60_000,
  );

  it('counts successful logins not as failures', async () => {
    const { email } = await confirmedUser();
    for (let i = 0; i < 105; i++) {
      await callerFor(deps, { request: { ip: `198.51.100.${i}`, userAgent: undefined } }).auth.login({
        email,
        password: PASSWORD,
      });
    }
  }, 60_000);

  it('sends at most 5 account e-mails an hour to one address', async () => {
    const { email } = await registered();
    for (let i = 0; i < 4; i++) await visitor().auth.resendConfirmation({ email });
    const refused = await expectRefusal(visitor().auth.requestPasswordReset({ email }), 'RATE_LIMITED', {
      retryAfterSeconds: 3600,
    });
    expect(refused.message).toBe('Too many attempts. Please try again in about an hour.');
    expect(mailsTo(email)).toHaveLength(5);
    clock.advance(HOUR);
    expect(await visitor().auth.requestPasswordReset({ email })).toEqual({ ok: true });
  });

  it('lets requests through and logs the failure when the limiter is unreachable', async () => {
    const logged: string[] = [];
    const log: Logger = { info() {}, warn() {}, error: (_obj, msg) => void logged.push(msg ?? '') };
    const down: RateLimiter = {
      hit: () => Promise.reject(new Error('ECONNREFUSED 127.0.0.1:6379')),
      peek: () => Promise.reject(new Error('ECONNREFUSED 127.0.0.1:6379')),
    };
    const { email } = await confirmedUser();
    deps = testDeps(database, { clock, log, rateLimiter: down });
    expect(await visitor().auth.login({ email, password: PASSWORD })).toMatchObject({ email });
    expect(logged).toContain('rate limiter unavailable; request allowed');
  });
});

describe('account e-mails over SMTP', () => {
  it('delivers the Kannada confirmation mail through an SMTP server, and its link signs the user in', async () => {
    const smtp = new LoopbackSmtp();
    const port = await smtp.listen();
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Raitha Yantra <no-reply@raitha.example>' });
    try {
      deps = testDeps(database, { clock, mailer });
      const email = newEmail();
      await visitor().auth.register({ email, password: PASSWORD, confirmPassword: PASSWORD, locale: 'kn' });

      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'no-reply@raitha.example', to: [email] });
      const message = parseMessage(smtp.received[0]!.raw);
      expect(message.subject).toBe('ನಿಮ್ಮ ರೈತ ಯಂತ್ರ ಖಾತೆ ಕನ್ಫರ್ಮ್ ಮಾಡಿ');
      const text = message.parts.find((p) => p.type === 'text/plain')!;
      const html = message.parts.find((p) => p.type === 'text/html')!;
      const token = tokenIn(text, 'confirm');
      expect(html.text).toContain(`href="http://localhost:3000/kn/auth/confirm?token=${token}"`);
      expect(await visitor().auth.confirmEmail({ token })).toMatchObject({ email });
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
