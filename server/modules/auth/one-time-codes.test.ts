import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { accountForPhone, phoneAccountRepository } from './phone-accounts.repository.js';
import { check, CODE_LIFETIME_MS, issue } from './one-time-codes.js';

let database: TestDatabase;
const T0 = new Date('2026-11-30T06:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
let n = 0;
const newPhone = () => `+9198450${String(++n).padStart(5, '0')}`;
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('one-time codes', () => {
  it('are 6 digits, stored only as a hash, and right once', async () => {
    const phone = newPhone();
    const { code, expiresAt } = await issue(database.db, { phone, purpose: 'sign-in' }, T0);
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresAt).toEqual(later(CODE_LIFETIME_MS));
    const stored = await database.db.selectFrom('oneTimeCodes').selectAll().where('phone', '=', phone).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(Buffer.from(stored[0]!.codeHash).toString('utf8')).not.toContain(code);

    expect(await check(database.db, { phone, purpose: 'sign-in', code }, later(1000))).toEqual({ ok: true });
    expect(await check(database.db, { phone, purpose: 'sign-in', code }, later(2000))).toEqual({
      ok: false,
      reason: 'used-up',
    });
  });

  it('expire after 5 minutes', async () => {
    const phone = newPhone();
    const { code } = await issue(database.db, { phone, purpose: 'sign-in' }, T0);
    expect(await check(database.db, { phone, purpose: 'sign-in', code }, later(CODE_LIFETIME_MS))).toEqual({
      ok: false,
      reason: 'expired',
    });
    const again = await issue(database.db, { phone, purpose: 'sign-in' }, T0);
    expect(
      await check(database.db, { phone, purpose: 'sign-in', code: again.code }, later(CODE_LIFETIME_MS - 1)),
    ).toEqual({ ok: true });
  });

  it('allow 3 tries: two wrong tries leave the third; a third wrong try spends the code', async () => {
    const phone = newPhone();
    const { code } = await issue(database.db, { phone, purpose: 'register' }, T0);
    const key = { phone, purpose: 'register' };
    expect(await check(database.db, { ...key, code: wrongOf(code) }, T0)).toEqual({
      ok: false,
      reason: 'wrong',
      triesLeft: 2,
    });
    expect(await check(database.db, { ...key, code: 'abc' }, T0)).toEqual({ ok: false, reason: 'wrong', triesLeft: 1 });
    expect(await check(database.db, { ...key, code }, T0)).toEqual({ ok: true });

    const second = await issue(database.db, key, T0);
    for (let i = 0; i < 2; i++) await check(database.db, { ...key, code: wrongOf(second.code) }, T0);
    expect(await check(database.db, { ...key, code: wrongOf(second.code) }, T0)).toEqual({
      ok: false,
      reason: 'used-up',
    });
    // The right code after three wrong tries is refused too.
    expect(await check(database.db, { ...key, code: second.code }, T0)).toEqual({ ok: false, reason: 'used-up' });
  });

  it('belong to one number, one purpose and one ref; a new code replaces the old', async () => {
    const phone = newPhone();
    const first = await issue(database.db, { phone, purpose: 'agent-booking', ref: 'job-1' }, T0);
    expect(await check(database.db, { phone, purpose: 'agent-booking', ref: 'job-2', code: first.code }, T0)).toEqual({
      ok: false,
      reason: 'none',
    });
    expect(await check(database.db, { phone, purpose: 'sign-in', code: first.code }, T0)).toMatchObject({ ok: false });
    expect(
      await check(database.db, { phone: newPhone(), purpose: 'agent-booking', ref: 'job-1', code: first.code }, T0),
    ).toMatchObject({ ok: false });
    const second = await issue(database.db, { phone, purpose: 'agent-booking', ref: 'job-1' }, later(1000));
    if (second.code !== first.code) {
      expect(
        await check(database.db, { phone, purpose: 'agent-booking', ref: 'job-1', code: first.code }, later(2000)),
      ).toMatchObject({ ok: false, reason: 'wrong' });
    }
    expect(
      await check(database.db, { phone, purpose: 'agent-booking', ref: 'job-1', code: second.code }, later(3000)),
    ).toEqual({ ok: true });
  });
});

describe('accountForPhone', () => {
  it('creates a phone-only customer once, with the number confirmed, and finds it after', async () => {
    const phone = newPhone();
    const id = await accountForPhone(database.db, phone, 'kn', T0);
    expect(await accountForPhone(database.db, phone, 'en', later(1000))).toBe(id);
    const row = await phoneAccountRepository.findByPhone(database.db, phone);
    expect(row).toMatchObject({
      id,
      email: null,
      passwordHash: null,
      phone,
      phoneConfirmedAt: T0,
      role: 'customer',
      locale: 'kn',
    });
  });

  it('gives ten callers at once the same account', async () => {
    const phone = newPhone();
    const ids = await Promise.all(Array.from({ length: 10 }, () => accountForPhone(database.db, phone, 'kn', T0)));
    expect(new Set(ids).size).toBe(1);
    const rows = await database.db.selectFrom('users').select('id').where('phone', '=', phone).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an account with neither an e-mail nor a number', async () => {
    await expect(
      database.db.insertInto('users').values({ email: null, phone: null, passwordHash: null }).execute(),
    ).rejects.toThrow(/users_email_or_phone/);
  });
});
