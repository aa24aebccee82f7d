import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryCookieJar, type AppDeps } from '../../deps.js';
import { DevOutbox } from '../../providers/mail.js';
import { TwilioSmsSender } from '../../providers/sms/sms.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { expectRefusal, invalidInput } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { CODE_LIFETIME_MS } from './one-time-codes.js';
import { peopleRepository } from './people.repository.js';

/** Accounts by mobile number (issue 24, item 1): each rule of codes, limits and answers, through the router. */
let database: TestDatabase;
let clock: ReturnType<typeof fixedClock>;
let deps: AppDeps;
let ipCounter = 0;
let phoneCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

beforeEach(() => {
  clock = fixedClock('2026-11-30T06:00:00Z');
  deps = testDeps(database, { clock });
});

/** A fresh number per test: as typed by a farmer, and as stored. */
function newPhone(): { typed: string; e164: string } {
  const n = String(++phoneCounter).padStart(5, '0');
  return { typed: `98860 ${n}`, e164: `+9198860${n}` };
}

function visitor(ip = `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) {
  const cookies = memoryCookieJar();
  const caller = callerFor(deps, { cookies, request: { ip, userAgent: 'vitest' } });
  return { caller, cookies, auth: caller.auth };
}

async function smsTo(e164: string) {
  return database.db
    .selectFrom('smsOutbox')
    .select(['body', 'kind', 'locale', 'segments', 'status', 'provider'])
    .where('toPhone', '=', e164)
    .orderBy('id', 'desc')
    .execute();
}

async function lastCodeTo(e164: string): Promise<string> {
  const [sms] = await smsTo(e164);
  const match = sms && /#(\d{6})$/.exec(sms.body);
  if (!match) throw new Error(`no code SMS to ${e164}`);
  return match[1]!;
}

async function usersWith(e164: string) {
  return database.db.selectFrom('users').selectAll().where('phone', '=', e164).execute();
}

describe('registering and signing in with a mobile number', () => {
  it('sends a 6-digit code in the WebOTP format, in Kannada within one SMS segment', async () => {
    const phone = newPhone();
    expect(await visitor().auth.requestPhoneCode({ phone: phone.typed, locale: 'kn' })).toEqual({ ok: true });
    const [sms] = await smsTo(phone.e164);
    expect(sms).toMatchObject({ kind: 'code-sign-in', locale: 'kn', segments: 1, status: 'dev', provider: 'dev' });
    const lines = sms!.body.split('\n');
    expect(lines.at(-1)).toMatch(/^@localhost:3000 #\d{6}$/);
    expect(lines[0]).toContain('ಕೋಡ್ (OTP)');
    expect(sms!.body.length).toBeLessThanOrEqual(70);
  });

  it('registers a new number with the code: a customer with only the number, confirmed, and signed in', async () => {
    const phone = newPhone();
    const { auth, cookies } = visitor();
    await auth.requestPhoneCode({ phone: phone.typed, locale: 'kn' });
    const user = await auth.signInWithPhoneCode({
      phone: phone.typed,
      code: await lastCodeTo(phone.e164),
      locale: 'kn',
    });
    expect(user).toMatchObject({ email: null, phone: phone.e164, role: 'customer' });
    const [row] = await usersWith(phone.e164);
    expect(row).toMatchObject({
      id: user.id,
      email: null,
      passwordHash: null,
      locale: 'kn',
      phoneConfirmedAt: clock.now(),
    });
    expect(cookies.get('ry_session')).toBeDefined();
    expect(cookies.get('ry_device')).toBeDefined();
    const session = await callerFor(deps, { user }).auth.session();
    expect(session).toEqual(user);
  });

  it('signs in to the existing account with a later code, never making a second one', async () => {
    const phone = newPhone();
    const first = visitor();
    await first.auth.requestPhoneCode({ phone: phone.typed, locale: 'en' });
    const user = await first.auth.signInWithPhoneCode({ phone: phone.e164, code: await lastCodeTo(phone.e164) });
    clock.advance(60_000);
    const second = visitor();
    await second.auth.requestPhoneCode({ phone: `+91-${phone.typed}`, locale: 'en' });
    const again = await second.auth.signInWithPhoneCode({
      phone: `0${phone.typed}`,
      code: await lastCodeTo(phone.e164),
    });
    expect(again.id).toBe(user.id);
    expect(await usersWith(phone.e164)).toHaveLength(1);
  });

  it('answers asking for a code the same whether or not the number has an account', async () => {
    const known = newPhone();
    const unknown = newPhone();
    const { auth } = visitor();
    await auth.requestPhoneCode({ phone: known.typed, locale: 'en' });
    await auth.signInWithPhoneCode({ phone: known.typed, code: await lastCodeTo(known.e164) });
    clock.advance(60_000);
    const answers = [
      await visitor().auth.requestPhoneCode({ phone: known.typed, locale: 'en' }),
      await visitor().auth.requestPhoneCode({ phone: unknown.typed, locale: 'en' }),
    ];
    expect(answers[0]).toEqual(answers[1]);
    const [a] = await smsTo(known.e164);
    const [b] = await smsTo(unknown.e164);
    expect(a!.body.replace(/\d{6}/g, 'CODE')).toBe(b!.body.replace(/\d{6}/g, 'CODE'));
    // A wrong code is refused alike for both, and no account is made for the unknown number.
    const wrong = async (e164: string) => {
      const right = await lastCodeTo(e164);
      return expectRefusal(
        visitor().auth.signInWithPhoneCode({ phone: e164, code: right === '000000' ? '111111' : '000000' }),
        'CODE_WRONG',
        { triesLeft: 2 },
      );
    };
    expect((await wrong(known.e164)).message).toBe((await wrong(unknown.e164)).message);
    expect(await usersWith(unknown.e164)).toHaveLength(0);
  });

  it('refuses a code after 5 minutes', async () => {
    const phone = newPhone();
    const { auth } = visitor();
    await auth.requestPhoneCode({ phone: phone.typed, locale: 'en' });
    const code = await lastCodeTo(phone.e164);
    clock.advance(CODE_LIFETIME_MS);
    await expectRefusal(auth.signInWithPhoneCode({ phone: phone.typed, code }), 'CODE_EXPIRED');
    expect(await usersWith(phone.e164)).toHaveLength(0);
  });

  it('allows 3 tries of a code: after the third wrong one even the right code is refused', async () => {
    const phone = newPhone();
    const { auth } = visitor();
    await auth.requestPhoneCode({ phone: phone.typed, locale: 'en' });
    const code = await lastCodeTo(phone.e164);
    const wrong = code === '123456' ? '654321' : '123456';
    await expectRefusal(auth.signInWithPhoneCode({ phone: phone.typed, code: wrong }), 'CODE_WRONG', { triesLeft: 2 });
    await expectRefusal(auth.signInWithPhoneCode({ phone: phone.typed, code: wrong }), 'CODE_WRONG', { triesLeft: 1 });
    await expectRefusal(auth.signInWithPhoneCode({ phone: phone.typed, code: wrong }), 'CODE_EXPIRED');
    await expectRefusal(auth.signInWithPhoneCode({ phone: phone.typed, code }), 'CODE_EXPIRED');
    expect(await usersWith(phone.e164)).toHaveLength(0);
  });

  it('sends at most 3 codes to a number in 15 minutes, from any address, and 10 in a day', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++) await visitor().auth.requestPhoneCode({ phone: phone.typed, locale: 'en' });
    const refused = await expectRefusal(
      visitor().auth.requestPhoneCode({ phone: phone.typed, locale: 'en' }),
      'RATE_LIMITED',
    );
    expect(refused.params.retryAfterSeconds).toBeGreaterThan(0);
    expect(await smsTo(phone.e164)).toHaveLength(3);
    // Another number is not held up by it.
    const other = newPhone();
    expect(await visitor().auth.requestPhoneCode({ phone: other.typed, locale: 'en' })).toEqual({ ok: true });
    for (let window = 1; window < 4; window++) {
      clock.advance(15 * 60_000);
      for (let i = 0; i < 3; i++)
        await visitor()
          .auth.requestPhoneCode({ phone: phone.typed, locale: 'en' })
          .catch(() => {});
    }
    expect(await smsTo(phone.e164)).toHaveLength(10);
  });

  it('sends at most 30 codes an hour from one address', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 30; i++) await visitor(ip).auth.requestPhoneCode({ phone: newPhone().typed, locale: 'en' });
    const phone = newPhone();
    await expectRefusal(visitor(ip).auth.requestPhoneCode({ phone: phone.typed, locale: 'en' }), 'RATE_LIMITED');
    expect(await smsTo(phone.e164)).toHaveLength(0);
  });

  it('refuses a number that is not an Indian mobile number, sending nothing', async () => {
    for (const phone of ['12345', '+1 415 555 2671', '080 2222 3333', 'ninety-eight'])
      await expectRefusal(
        visitor().auth.requestPhoneCode({ phone, locale: 'en' }),
        'INVALID_INPUT',
        invalidInput('phone', 'PHONE_INVALID'),
      );
  });

  it('keeps a password given when registering, and the number and password then sign in', async () => {
    const phone = newPhone();
    const { auth } = visitor();
    await auth.requestPhoneCode({ phone: phone.typed, locale: 'en' });
    const user = await auth.signInWithPhoneCode({
      phone: phone.typed,
      code: await lastCodeTo(phone.e164),
      password: 'ragi-field-26',
    });
    const [row] = await usersWith(phone.e164);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await visitor().auth.loginWithPhone({ phone: phone.typed, password: 'ragi-field-26' })).toEqual(user);
    await expectRefusal(
      visitor().auth.loginWithPhone({ phone: phone.typed, password: 'wrong-pass' }),
      'INVALID_CREDENTIALS',
    );
    // A later code with another password does not overwrite it.
    clock.advance(60_000);
    await auth.requestPhoneCode({ phone: phone.typed, locale: 'en' });
    await auth.signInWithPhoneCode({
      phone: phone.typed,
      code: await lastCodeTo(phone.e164),
      password: 'another-pass',
    });
    expect(await visitor().auth.loginWithPhone({ phone: phone.typed, password: 'ragi-field-26' })).toEqual(user);
  });

  it('answers a password login the same for an unknown number and for an account without a password', async () => {
    const withoutPassword = newPhone();
    const { auth } = visitor();
    await auth.requestPhoneCode({ phone: withoutPassword.typed, locale: 'en' });
    await auth.signInWithPhoneCode({ phone: withoutPassword.typed, code: await lastCodeTo(withoutPassword.e164) });
    const a = await expectRefusal(
      visitor().auth.loginWithPhone({ phone: withoutPassword.typed, password: 'anything-1' }),
      'INVALID_CREDENTIALS',
    );
    const b = await expectRefusal(
      visitor().auth.loginWithPhone({ phone: newPhone().typed, password: 'anything-1' }),
      'INVALID_CREDENTIALS',
    );
    expect(a.message).toBe(b.message);
  });

  it('sends the code by the real SMS provider when set; refuses with SMS_NOT_SENT when it fails', async () => {
    const received: URLSearchParams[] = [];
    let fail = false;
    const server: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push(new URLSearchParams(body));
        res.writeHead(fail ? 500 : 201, { 'content-type': 'application/json' });
        res.end(JSON.stringify(fail ? { message: 'down' } : { sid: `SM${received.length}` }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as { port: number }).port;
      const sms = new TwilioSmsSender({
        accountSid: 'AC1',
        authToken: 'secret',
        from: '+15005550006',
        apiBase: `http://127.0.0.1:${port}`,
      });
      deps = testDeps(database, { clock, sms });
      const phone = newPhone();
      await visitor().auth.requestPhoneCode({ phone: phone.typed, locale: 'kn' });
      expect(received[0]!.get('To')).toBe(phone.e164);
      expect(received[0]!.get('Body')).toMatch(/#\d{6}$/);
      expect((await smsTo(phone.e164))[0]).toMatchObject({ status: 'sent', provider: 'twilio' });
      fail = true;
      await expectRefusal(visitor().auth.requestPhoneCode({ phone: phone.typed, locale: 'kn' }), 'SMS_NOT_SENT');
      expect((await smsTo(phone.e164))[0]).toMatchObject({ status: 'failed' });
    } finally {
      server.close();
    }
  });
});

describe('an e-mail account adds a number; a number account adds an e-mail', () => {
  it('adds a number to an e-mail account once its code is typed back', async () => {
    const { insertUser } = await import('../../test/fixtures.js');
    const user = await insertUser(database.db);
    const caller = callerFor(deps, { user, cookies: memoryCookieJar(), request: { ip: '10.2.0.1', userAgent: 't' } });
    const phone = newPhone();
    await caller.auth.requestAddPhoneCode({ phone: phone.typed, locale: 'en' });
    const [sms] = await smsTo(phone.e164);
    expect(sms!.kind).toBe('code-add-phone');
    // The sign-in form cannot use an add-phone code.
    await expectRefusal(
      visitor().auth.signInWithPhoneCode({ phone: phone.typed, code: await lastCodeTo(phone.e164) }),
      'CODE_EXPIRED',
    );
    const updated = await caller.auth.addPhone({ phone: phone.typed, code: await lastCodeTo(phone.e164) });
    expect(updated).toMatchObject({ id: user.id, email: user.email, phone: phone.e164 });
    // Now the number signs in to the same account.
    const { auth } = visitor();
    await auth.requestPhoneCode({ phone: phone.typed, locale: 'en' });
    expect((await auth.signInWithPhoneCode({ phone: phone.typed, code: await lastCodeTo(phone.e164) })).id).toBe(
      user.id,
    );
  });

  it('refuses a number that another account has (PHONE_TAKEN), changing nothing', async () => {
    const { insertUser } = await import('../../test/fixtures.js');
    const phone = newPhone();
    const owner = visitor();
    await owner.auth.requestPhoneCode({ phone: phone.typed, locale: 'en' });
    await owner.auth.signInWithPhoneCode({ phone: phone.typed, code: await lastCodeTo(phone.e164) });
    clock.advance(60_000);
    const user = await insertUser(database.db);
    const caller = callerFor(deps, { user, cookies: memoryCookieJar(), request: { ip: '10.2.0.2', userAgent: 't' } });
    await caller.auth.requestAddPhoneCode({ phone: phone.typed, locale: 'en' });
    await expectRefusal(
      caller.auth.addPhone({ phone: phone.typed, code: await lastCodeTo(phone.e164) }),
      'PHONE_TAKEN',
    );
    const row = await database.db
      .selectFrom('users')
      .select('phone')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBeNull();
  });

  it('adds an e-mail to a number account, confirmed by the link; a taken address gets the notice instead', async () => {
    const phone = newPhone();
    const { auth, cookies } = visitor();
    await auth.requestPhoneCode({ phone: phone.typed, locale: 'en' });
    const user = await auth.signInWithPhoneCode({ phone: phone.typed, code: await lastCodeTo(phone.e164) });
    const caller = callerFor(deps, { user, cookies, request: { ip: '10.2.0.3', userAgent: 't' } });
    const email = `phone${phoneCounter}@example.in`;
    expect(await caller.auth.addEmail({ email, locale: 'en' })).toEqual({ ok: true });
    const outbox = deps.mailer as DevOutbox;
    const mail = outbox.list().find((m) => m.to === email)!;
    const token = /token=([a-z2-7]{32})/.exec(mail.text)![1]!;
    expect(await visitor().auth.confirmEmail({ token })).toMatchObject({ id: user.id, email, phone: phone.e164 });
    await expectRefusal(caller.auth.addEmail({ email: 'other@example.in', locale: 'en' }), 'EMAIL_ALREADY_SET');

    // Another number account naming the same address: the same answer, and the address's owner is told.
    const second = newPhone();
    const other = visitor();
    await other.auth.requestPhoneCode({ phone: second.typed, locale: 'en' });
    const otherUser = await other.auth.signInWithPhoneCode({
      phone: second.typed,
      code: await lastCodeTo(second.e164),
    });
    const otherCaller = callerFor(deps, {
      user: otherUser,
      cookies: other.cookies,
      request: { ip: '10.2.0.4', userAgent: 't' },
    });
    expect(await otherCaller.auth.addEmail({ email: email.toUpperCase(), locale: 'en' })).toEqual({ ok: true });
    expect(outbox.list()[0]!.subject).toMatch(/already have/);
    const row = await database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', otherUser.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBeNull();
  });

  it('lets a number account without a password choose one, once', async () => {
    const phone = newPhone();
    const { auth, cookies } = visitor();
    await auth.requestPhoneCode({ phone: phone.typed, locale: 'en' });
    const user = await auth.signInWithPhoneCode({ phone: phone.typed, code: await lastCodeTo(phone.e164) });
    const caller = callerFor(deps, { user, cookies, request: { ip: '10.2.0.5', userAgent: 't' } });
    expect(await caller.auth.setPassword({ password: 'jowar-field-9' })).toEqual({ ok: true });
    await expectRefusal(caller.auth.setPassword({ password: 'another-one' }), 'PASSWORD_ALREADY_SET');
    expect((await visitor().auth.loginWithPhone({ phone: phone.typed, password: 'jowar-field-9' })).id).toBe(user.id);
  });
});

describe('the back office', () => {
  it('finds a number account by part of its number, with its number and no e-mail', async () => {
    const phone = newPhone();
    const { auth } = visitor();
    await auth.requestPhoneCode({ phone: phone.typed, locale: 'kn' });
    const code = await lastCodeTo(phone.e164);
    const user = await auth.signInWithPhoneCode({ phone: phone.typed, code, locale: 'kn' });
    const found = await peopleRepository.search(database.db, phone.e164.slice(-7), { limit: 10, offset: 0 });
    expect(found).toEqual([expect.objectContaining({ id: user.id, email: null, phone: phone.e164, locale: 'kn' })]);
  });
});
