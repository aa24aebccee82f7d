import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { insertUser } from '../../test/fixtures.js';
import { expectRefusal } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { BOOKING_HOLD_MS } from './hiring.service.js';

/**
 * Finding 2 of issue 20: one account held every crew of a service for a week of days without paying (a different
 * area counted as a new booking) and took each back the moment its 15-minute hold ran out.
 */
const good = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const clock = fixedClock('2026-11-22T06:00:00Z');
const raichur = { lat: 16.2351, lon: 77.34393 };

let database: TestDatabase;
let deps: AppDeps;
let serviceId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock });
  // Raichur's paddy harvesting: one crew.
  const service = await database.db
    .selectFrom('hireServices')
    .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
    .select(['hireServices.id', 'hireServices.crews'])
    .where('hireCentres.pinCode', '=', '584101')
    .where('hireServices.operation', '=', 'paddy_harvesting')
    .executeTakeFirstOrThrow();
  expect(service.crews).toBe(1);
  serviceId = service.id;
});
beforeEach(() => clock.set('2026-11-22T06:00:00Z'));
afterAll(() => database.close());

function booking(day: string, overrides: Record<string, unknown> = {}) {
  const place = { place: 'Raichur 584101', landmark: 'By the water tank', phone: '98450 12345' };
  return { serviceId, day, slot: 'whole_day' as const, areaMilliAcres: 3000, ...raichur, ...place, ...overrides };
}

async function farmer() {
  const user = await insertUser(database.db);
  return { user, caller: callerFor(deps, { user }) };
}

describe('unpaid holds of one farmer', () => {
  it('are one per service and day: another area or slot is refused, the same booking is the same job', async () => {
    const { caller } = await farmer();
    const first = await caller.hiring.book(booking('2026-12-01'));
    expect((await caller.hiring.book(booking('2026-12-01'))).jobId).toBe(first.jobId);
    await expectRefusal(caller.hiring.book(booking('2026-12-01', { areaMilliAcres: 2000 })), 'HIRE_HOLD_EXISTS', {
      day: '2026-12-01',
    });
    const morning = booking('2026-12-01', { slot: 'morning', areaMilliAcres: 1000 });
    await expectRefusal(caller.hiring.book(morning), 'HIRE_HOLD_EXISTS');
  });

  it('are at most 2 at once; paying for one lets the farmer hold another', async () => {
    const { caller } = await farmer();
    const first = await caller.hiring.book(booking('2026-12-02'));
    await caller.hiring.book(booking('2026-12-03'));
    await expectRefusal(caller.hiring.book(booking('2026-12-04')), 'HIRE_TOO_MANY_HOLDS', { max: 2 });
    await caller.hiring.confirmTestPayment({ clientSecret: first.payment!.clientSecret, card: good });
    expect((await caller.hiring.book(booking('2026-12-04'))).amount).toBeGreaterThan(0);
  });
});

describe('a crew held unpaid', () => {
  it('queues the farmer refused, who gets the crew when the hold ends, not the holder again', async () => {
    const holder = await farmer();
    const waiting = await farmer();
    const day = '2026-12-10';
    await holder.caller.hiring.book(booking(day));
    await expectRefusal(waiting.caller.hiring.book(booking(day)), 'HIRE_CREW_HELD', { position: 1, minutes: 15 });
    expect((await waiting.caller.hiring.myJobs()).waiting).toMatchObject([{ day, status: 'waiting' }]);

    // The hold runs out unpaid; the holder asks again at once, as the attack did.
    clock.advance(BOOKING_HOLD_MS + 1);
    await expectRefusal(holder.caller.hiring.book(booking(day)), 'HIRE_HOLD_PAUSED', { minutes: 30 });
    const offered = (await waiting.caller.hiring.myJobs()).jobs;
    expect(offered).toMatchObject([{ day, status: 'pending', fromWaitlist: true }]);
    const paying = await waiting.caller.hiring.pay({ jobId: offered[0]!.id });
    await waiting.caller.hiring.confirmTestPayment({ clientSecret: paying.payment.clientSecret, card: good });
    expect((await waiting.caller.hiring.job({ jobId: offered[0]!.id })).status).toBe('booked');
  });

  it('lets a farmer whose hold ran out hold the day again when nobody else waits for it', async () => {
    const { caller } = await farmer();
    const day = '2026-12-11';
    const first = await caller.hiring.book(booking(day));
    clock.advance(BOOKING_HOLD_MS + 1);
    const again = await caller.hiring.book(booking(day));
    expect(again.jobId).not.toBe(first.jobId);
  });

  it('says the day is full, without a waiting place, when paid bookings fill it', async () => {
    const payer = await farmer();
    const late = await farmer();
    const day = '2026-12-12';
    const paid = await payer.caller.hiring.book(booking(day));
    await payer.caller.hiring.confirmTestPayment({ clientSecret: paid.payment!.clientSecret, card: good });
    await expectRefusal(late.caller.hiring.book(booking(day)), 'HIRE_DAY_FULL');
    expect((await late.caller.hiring.myJobs()).waiting).toEqual([]);
  });
});
