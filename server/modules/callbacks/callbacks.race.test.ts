import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { insertUser } from '../../test/fixtures.js';
import { callbacksService } from './callbacks.service.js';

/**
 * Races of the missed-call queue. On real Postgres (TEST_DATABASE_URL) each call runs on its own connection: a
 * caller ringing several times at once (and the provider redelivering) makes one waiting request and one SMS (the
 * partial unique index decides); two staff members booking the same caller at once book once and text one quote.
 */
let database: TestDatabase;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock: fixedClock('2026-11-22T06:00:00Z') });
});
afterAll(() => database.close());

async function sms(phone: string, kind: string) {
  return database.db
    .selectFrom('smsOutbox')
    .select('id')
    .where('toPhone', '=', phone)
    .where('kind', '=', kind)
    .execute();
}

it('queues a caller once when their calls and redeliveries arrive at the same moment', async () => {
  const calls = Array.from({ length: 8 }, (_, i) => ({
    from: '09845088001',
    calledAt: null,
    provider: 'exotel',
    callId: `race-${i % 4}`,
  }));
  await Promise.all(calls.map((call) => callbacksService.missedCall(deps, call)));
  const rows = await database.db
    .selectFrom('callbackRequests')
    .select(['calls'])
    .where('phone', '=', '+919845088001')
    .execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]!.calls).toBeGreaterThanOrEqual(4);
  expect(rows[0]!.calls).toBeLessThanOrEqual(8);
  expect(await sms('+919845088001', 'callbackExpected')).toHaveLength(1);
});

it('books a caller once when two staff members book them at the same moment', async () => {
  await callbacksService.missedCall(deps, { from: '9845088002', calledAt: null, provider: 'exotel', callId: 'c-1' });
  const request = await database.db
    .selectFrom('callbackRequests')
    .select('id')
    .where('phone', '=', '+919845088002')
    .executeTakeFirstOrThrow();
  const service = await database.db
    .selectFrom('hireServices')
    .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
    .select(['hireServices.id'])
    .where('hireCentres.pinCode', '=', '571401')
    .where('hireServices.operation', '=', 'paddy_harvesting')
    .executeTakeFirstOrThrow();
  const booking = {
    requestId: request.id,
    serviceId: service.id,
    day: '2026-12-02',
    slot: 'morning' as const,
    areaMilliAcres: 2000,
    lat: 12.52216,
    lon: 76.90092,
    place: 'Mandya 571401',
    landmark: 'Near the school',
  };
  const desks = await Promise.all(
    [1, 2].map(async () => callerFor(deps, { user: await insertUser(database.db, undefined, 'staff') })),
  );
  const results = await Promise.allSettled(desks.map((desk) => desk.callbacks.book(booking)));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  const jobs = await database.db.selectFrom('hireJobs').select('id').where('phone', '=', '+919845088002').execute();
  expect(jobs).toHaveLength(1);
  expect(await sms('+919845088002', 'assistedQuote')).toHaveLength(1);
});
