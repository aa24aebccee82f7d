import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../../../shared/roles.js';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { expectRefusal } from '../../test/refusals.js';
import { insertUser } from '../../test/fixtures.js';

const good = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
// 2026-11-22 11:30 in Kolkata.
const clock = fixedClock('2026-11-22T06:00:00Z');
const raichur = { lat: 16.2351, lon: 77.34393, place: 'Raichur 584101' };
/** About 30 km north of Raichur, within the centre's 50 km. */
const farVillage = { lat: 16.5, lon: 77.35, place: 'Kallur 584123' };

let database: TestDatabase;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock });
});
afterAll(() => database.close());

async function person(role: UserRole = 'customer') {
  const user = await insertUser(database.db, undefined, role);
  return { user, caller: callerFor(deps, { user }) };
}

async function raichurService(operation: 'paddy_harvesting' | 'transplanting') {
  return database.db
    .selectFrom('hireServices')
    .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
    .select(['hireServices.id', 'hireServices.crews', 'hireServices.centreId'])
    .where('hireCentres.pinCode', '=', '584101')
    .where('hireServices.operation', '=', operation)
    .executeTakeFirstOrThrow();
}

function booking(serviceId: number, day: string, slot: 'morning' | 'afternoon' | 'whole_day', at = raichur) {
  return {
    serviceId,
    day,
    slot,
    areaMilliAcres: 1000,
    lat: at.lat,
    lon: at.lon,
    place: at.place,
    landmark: 'Next to the canal gate',
    phone: '98450 12345',
  };
}

async function bookAndPay(caller: ReturnType<typeof callerFor>, input: ReturnType<typeof booking>) {
  const started = await caller.hiring.book(input);
  await caller.hiring.confirmTestPayment({ clientSecret: started.payment!.clientSecret, card: good });
  return started.jobId;
}

describe('the hire queue a farmer sees', () => {
  it('gives each farmer waiting their place and the day the planner expects a crew', async () => {
    const service = await raichurService('paddy_harvesting'); // one crew
    expect(service.crews).toBe(1);
    const day = '2026-12-10';
    await bookAndPay((await person()).caller, booking(service.id, day, 'whole_day'));
    // The next day's morning is taken too: one half day is left that day.
    await bookAndPay((await person()).caller, booking(service.id, '2026-12-11', 'morning'));

    const a = await person();
    const b = await person();
    expect(await a.caller.hiring.joinWaitlist(booking(service.id, day, 'morning'))).toEqual({ position: 1 });
    expect(await b.caller.hiring.joinWaitlist(booking(service.id, day, 'whole_day'))).toEqual({ position: 2 });

    // A's half day fits the 11th's free afternoon; B's whole day waits for the 12th.
    expect(await a.caller.hireQueue.myPlaces()).toEqual([
      expect.objectContaining({ day, slot: 'morning', place: 1, expectedDay: '2026-12-11', windowEnd: '2026-12-12' }),
    ]);
    expect(await b.caller.hireQueue.myPlaces()).toEqual([
      expect.objectContaining({ day, slot: 'whole_day', place: 2, expectedDay: '2026-12-12' }),
    ]);
    // A farmer who waits nowhere has no places.
    expect(await (await person()).caller.hireQueue.myPlaces()).toEqual([]);
  });
});

describe('freed crew time, village by village', () => {
  it("offers it to the field near the crew's work that day, and records why the first waiting is skipped", async () => {
    const service = await raichurService('transplanting'); // one crew
    expect(service.crews).toBe(1);
    const day = '2026-12-15';
    // The crew's morning is in Raichur; its afternoon is booked too, then cancelled.
    await bookAndPay((await person()).caller, booking(service.id, day, 'morning'));
    const afternoon = await person();
    const afternoonJob = await bookAndPay(afternoon.caller, booking(service.id, day, 'afternoon'));

    const far = await person();
    const near = await person();
    expect(await far.caller.hiring.joinWaitlist(booking(service.id, day, 'afternoon', farVillage))).toEqual({
      position: 1,
    });
    expect(await near.caller.hiring.joinWaitlist(booking(service.id, day, 'afternoon'))).toEqual({ position: 2 });

    await afternoon.caller.hiring.cancel({ jobId: afternoonJob });

    // The afternoon goes to the field in Raichur, where the crew works that morning.
    expect((await near.caller.hiring.myJobs()).jobs[0]).toMatchObject({ status: 'pending', fromWaitlist: true });
    expect((await far.caller.hiring.myJobs()).jobs).toEqual([]);
    expect(await far.caller.hireQueue.myPlaces()).toEqual([expect.objectContaining({ day, place: 1 })]);

    const staff = await person('staff');
    const skips = await staff.caller.hireQueue.skips({ centreId: service.centreId, day });
    expect(skips).toEqual([
      expect.objectContaining({
        reason: 'village_route',
        skippedPlace: 'Kallur 584123',
        skippedTicket: 1,
        servedPlace: 'Raichur 584101',
        servedTicket: 2,
        passedForDetourKm: 0,
      }),
    ]);
    expect(skips[0]!.detourKm).toBeGreaterThan(25);
    // The skip is for staff only.
    await expectRefusal(far.caller.hireQueue.skips({ centreId: service.centreId, day }), 'FORBIDDEN');
  });

  it('offers it first to a farmer waiting since an earlier day, and records that', async () => {
    const service = await raichurService('paddy_harvesting');
    const [before, day] = ['2026-12-20', '2026-12-21'];
    await bookAndPay((await person()).caller, booking(service.id, before, 'whole_day'));
    await bookAndPay((await person()).caller, booking(service.id, day, 'morning'));
    const afternoon = await person();
    const afternoonJob = await bookAndPay(afternoon.caller, booking(service.id, day, 'afternoon'));

    // The farmer nearer the crew's work on the 21st joins first, for the 21st; the other waits for the 20th.
    const near = await person();
    await near.caller.hiring.joinWaitlist(booking(service.id, day, 'afternoon'));
    const earlier = await person();
    await earlier.caller.hiring.joinWaitlist(booking(service.id, before, 'afternoon', farVillage));
    expect(await earlier.caller.hireQueue.myPlaces()).toEqual([expect.objectContaining({ day: before, place: 1 })]);

    await afternoon.caller.hiring.cancel({ jobId: afternoonJob });
    // The farmer waiting since the 20th is offered the 21st's afternoon; the nearer one keeps their place.
    expect((await earlier.caller.hiring.myJobs()).jobs[0]).toMatchObject({ day, slot: 'afternoon', status: 'pending' });
    expect((await near.caller.hiring.myJobs()).jobs).toEqual([]);
    const skips = await (await person('staff')).caller.hireQueue.skips({ centreId: service.centreId, day });
    expect(skips.map((s) => s.reason)).toEqual(['overdue_first']);
  });
});

describe('a skip for want of crew time', () => {
  it('records it when the first waiting asks for more than the crew time that came free', async () => {
    const service = await raichurService('transplanting');
    const day = '2026-12-24';
    await bookAndPay((await person()).caller, booking(service.id, day, 'morning'));
    const afternoon = await person();
    const afternoonJob = await bookAndPay(afternoon.caller, booking(service.id, day, 'afternoon'));
    const wholeDay = await person();
    await wholeDay.caller.hiring.joinWaitlist(booking(service.id, day, 'whole_day'));
    const half = await person();
    await half.caller.hiring.joinWaitlist(booking(service.id, day, 'afternoon'));

    await afternoon.caller.hiring.cancel({ jobId: afternoonJob });
    expect((await half.caller.hiring.myJobs()).jobs[0]).toMatchObject({ slot: 'afternoon', status: 'pending' });
    const skips = await (await person('staff')).caller.hireQueue.skips({ centreId: service.centreId, day });
    expect(skips).toEqual([expect.objectContaining({ reason: 'no_crew_time', skippedTicket: expect.any(Number) })]);
  });
});

describe('which crew takes a job', () => {
  it('gives an afternoon to the crew working that morning in the same village, not the first free crew', async () => {
    const service = await database.db
      .selectFrom('hireServices')
      .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
      .select(['hireServices.id', 'hireServices.crews'])
      .where('hireCentres.pinCode', '=', '571401')
      .where('hireServices.operation', '=', 'paddy_harvesting')
      .executeTakeFirstOrThrow();
    expect(service.crews).toBe(2);
    const day = '2026-12-18';
    const east = { lat: 12.52, lon: 77.15, place: 'Besagarahalli 571422' };
    const west = { lat: 12.52, lon: 76.7, place: 'Keragodu 571426' };
    const crewOf = async (jobId: string) =>
      (await database.db.selectFrom('hireJobs').select('crewNo').where('id', '=', jobId).executeTakeFirstOrThrow())
        .crewNo;
    expect(await crewOf(await bookAndPay((await person()).caller, booking(service.id, day, 'morning', east)))).toBe(1);
    expect(await crewOf(await bookAndPay((await person()).caller, booking(service.id, day, 'morning', west)))).toBe(2);
    // Both crews have the afternoon free: the one in the west takes the western field.
    const westAfternoon = { ...west, lat: west.lat + 0.01 };
    const jobId = await bookAndPay((await person()).caller, booking(service.id, day, 'afternoon', westAfternoon));
    expect(await crewOf(jobId)).toBe(2);
  });
});
