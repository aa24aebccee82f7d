import { afterAll, beforeAll, expect, it } from 'vitest';
import { memoryCookieJar, type AppDeps } from '../../deps.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { refusalOf } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';

/**
 * Two browsers typing one code at the same moment (a farmer's code read aloud to a neighbour, say). On real Postgres
 * (TEST_DATABASE_URL) each sign-in runs on its own connection, so this is a true race decided by the one statement
 * that spends the code; on PGlite the calls interleave on one connection.
 */
let database: TestDatabase;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testDeps(database, { clock: fixedClock('2026-11-30T06:00:00Z') });
});
afterAll(() => database.close());

const visitor = (i: number) =>
  callerFor(deps, { cookies: memoryCookieJar(), request: { ip: `10.3.0.${i}`, userAgent: 'vitest' } }).auth;

async function codeTo(e164: string): Promise<string> {
  const sms = await database.db
    .selectFrom('smsOutbox')
    .select('body')
    .where('toPhone', '=', e164)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /#(\d{6})$/.exec(sms.body)![1]!;
}

it('lets one of two sign-ins with the same code in, and makes one account', async () => {
  for (let round = 0; round < 5; round++) {
    const e164 = `+91944800000${round}`;
    await visitor(1).requestPhoneCode({ phone: e164, locale: 'kn' });
    const code = await codeTo(e164);
    const results = await Promise.allSettled([
      visitor(2).signInWithPhoneCode({ phone: e164, code, locale: 'kn' }),
      visitor(3).signInWithPhoneCode({ phone: e164, code, locale: 'kn' }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(await refusalOf(Promise.reject(lost[0]!.reason))).toMatchObject({ reason: 'CODE_EXPIRED' });
    const users = await database.db.selectFrom('users').select('id').where('phone', '=', e164).execute();
    expect(users).toHaveLength(1);
    const sessions = await database.db.selectFrom('sessions').select('id').where('userId', '=', users[0]!.id).execute();
    expect(sessions).toHaveLength(1);
  }
});

it('gives two sign-ins of a new number with two codes (asked one after the other) one account', async () => {
  // The second code replaces the first; each browser types the code it saw: only the newer one can win.
  const e164 = '+919448000100';
  await visitor(4).requestPhoneCode({ phone: e164, locale: 'en' });
  const first = await codeTo(e164);
  await visitor(5).requestPhoneCode({ phone: e164, locale: 'en' });
  const second = await codeTo(e164);
  const results = await Promise.allSettled([
    visitor(4).signInWithPhoneCode({ phone: e164, code: first }),
    visitor(5).signInWithPhoneCode({ phone: e164, code: second }),
  ]);
  expect(results[1]!.status).toBe('fulfilled');
  expect(await database.db.selectFrom('users').select('id').where('phone', '=', e164).execute()).toHaveLength(1);
});
