import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import type { Inbound } from './conversation-state.js';
import { takeTurn } from './conversations.service.js';

/**
 * Two server processes may get one farmer's messages at once: the platform redelivers a message to another process,
 * or the farmer taps the offer's button twice. Here the turns run side by side as two processes would run them (not
 * through one process's queue). On real Postgres (TEST_DATABASE_URL) each runs on its own connections, so the message
 * id's primary key and the booking's locks decide; on PGlite the calls interleave on one connection.
 */
let database: TestDatabase;
let deps: AppDeps;
let n = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock: fixedClock('2026-11-22T06:00:00Z') });
});
afterAll(() => database.close());

const message = (phone: string, text: string, id = `SM-race-${n++}`): Inbound => ({
  channel: 'sms',
  phone,
  messageId: id,
  text,
  location: null,
  choiceId: null,
});

async function toOffers(phone: string, pin = '571401') {
  for (const text of ['HIRE', '6', pin, '3', '3']) await takeTurn(deps, message(phone, text), deps.clock.now());
  const offered = await database.db.selectFrom('smsOutbox').select('kind').where('toPhone', '=', phone).execute();
  expect(offered.map((m) => m.kind).at(-1)).toBe('offers');
}

async function bookingsOf(phone: string) {
  const jobs = await database.db
    .selectFrom('hireJobs')
    .innerJoin('users', 'users.id', 'hireJobs.userId')
    .select(['hireJobs.id', 'hireJobs.advancePaymentId'])
    .where('users.phone', '=', phone)
    .execute();
  const paymentIds = jobs.flatMap((j) => (j.advancePaymentId ? [j.advancePaymentId] : []));
  const payments =
    paymentIds.length === 0
      ? []
      : await database.db.selectFrom('testPayments').select('id').where('id', 'in', paymentIds).execute();
  const links = await database.db
    .selectFrom('smsOutbox')
    .select('id')
    .where('toPhone', '=', phone)
    .where('kind', '=', 'payLink')
    .execute();
  const accounts = await database.db.selectFrom('users').select('id').where('phone', '=', phone).execute();
  return { jobs: jobs.length, payments: payments.length, links: links.length, accounts: accounts.length };
}

it('one message delivered to five processes at once is answered once: one job, one payment, one link', async () => {
  const phone = '+919845011111';
  await toOffers(phone);
  const choice = message(phone, '1', 'SM-same-id');
  await Promise.all([1, 2, 3, 4, 5].map(() => takeTurn(deps, choice, deps.clock.now())));
  expect(await bookingsOf(phone)).toEqual({ jobs: 1, payments: 1, links: 1, accounts: 1 });
});

it('two taps of the same offer (two message ids) at once book one job with one advance payment', async () => {
  const phone = '+919845022222';
  await toOffers(phone);
  await Promise.all([message(phone, '1'), message(phone, '1')].map((m) => takeTurn(deps, m, deps.clock.now())));
  const booked = await bookingsOf(phone);
  expect(booked).toMatchObject({ jobs: 1, payments: 1, accounts: 1 });
});

it('a crew taken by another farmer meanwhile: the farmer hears so and gets the offers as they stand now', async () => {
  // Maddur's paddy harvesting has one crew: both farmers are offered its first free day, the first one takes it.
  const first = '+919845033333';
  const second = '+919845044444';
  await toOffers(first, '571428');
  await toOffers(second, '571428');
  await takeTurn(deps, message(first, '1'), deps.clock.now());
  await takeTurn(deps, message(second, '1'), deps.clock.now());
  const kinds = async (phone: string) =>
    (await database.db.selectFrom('smsOutbox').select('kind').where('toPhone', '=', phone).orderBy('id').execute()).map(
      (m) => m.kind,
    );
  expect((await kinds(first)).at(-1)).toBe('payLink');
  expect((await kinds(second)).slice(-2)).toEqual(['taken', 'offers']);
  expect(await bookingsOf(second)).toMatchObject({ jobs: 0, links: 0 });
  // Choosing again books what is offered now.
  await takeTurn(deps, message(second, '1'), deps.clock.now());
  expect(await bookingsOf(second)).toMatchObject({ jobs: 1, payments: 1, links: 1 });
});
