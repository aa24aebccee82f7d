import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../../../shared/roles.js';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { expectRefusal } from '../../test/refusals.js';
import { insertUser } from '../../test/fixtures.js';

const good = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
// 2026-11-22 11:30 in Kolkata; the job day is a week ahead.
const clock = fixedClock('2026-11-22T06:00:00Z');
const DAY = '2026-11-29';
// A field near Mandya (PIN 571401), and a village 6 km away where a farmer-owner keeps a tractor.
const field = { lat: 12.52216, lon: 76.90092 };
const hosaholalu = { lat: 12.5665, lon: 76.8756 };

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

const owner = async () => (await person('owner')).caller;

async function roleOf(userId: string) {
  const row = await database.db.selectFrom('users').select(['role']).where('id', '=', userId).executeTakeFirstOrThrow();
  return row.role;
}

/** The caller as the session would read the account after a role change (the role comes from the users row). */
async function reread(user: { id: string; email: string }) {
  return callerFor(deps, { user: { ...user, role: await roleOf(user.id) } });
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Shivanna',
    village: 'Hosaholalu',
    district: 'Mandya',
    phone: '98450 11111',
    payout: { method: 'bank' as const, ifsc: 'sbin0040123', accountNumber: '3012 4567 8901' },
    ...overrides,
  };
}

function centreInput(overrides: Record<string, unknown> = {}) {
  return {
    name: "Shivanna's tractor",
    nameKn: 'ಶಿವಣ್ಣನ ಟ್ರ್ಯಾಕ್ಟರ್',
    address: 'Near the dairy, Hosaholalu',
    village: 'Hosaholalu',
    taluk: 'Mandya',
    district: 'Mandya',
    pinCode: '571401',
    ...hosaholalu,
    serviceRadiusKm: 15,
    ...overrides,
  };
}

function ploughing(centreId: number, overrides: Record<string, unknown> = {}) {
  return {
    centreId,
    operation: 'ploughing' as const,
    machineName: 'Tractor 45 HP with plough',
    machineNameKn: '45 ಎಚ್‌ಪಿ ಟ್ರ್ಯಾಕ್ಟರ್ ಮತ್ತು ನೇಗಿಲು',
    unit: 'hour' as const,
    rate: 110_000,
    minimumCharge: 0,
    travelPerKm: 0,
    freeKm: 0,
    acresPerHourMilli: 1000,
    crews: 1,
    capacityPerCrewDayMilli: 8000,
    ...overrides,
  };
}

/** A farmer-owner registered, approved at 12 % and with a centre of their own near Mandya. */
async function approvedProvider(name = 'Shivanna', phone = '98450 11111') {
  const { user, caller } = await person();
  const registered = await caller.providers.register(registration({ name, phone }));
  await (await owner()).providers.admin.approve({ providerId: registered.id, commissionPercentBp: 1200 });
  const provider = await reread(user);
  const centre = await provider.providers.saveCentre(centreInput({ name: `${name}'s tractor` }));
  return { user, provider, providerId: registered.id, centreId: centre.id };
}

async function search(operation = 'ploughing' as const) {
  return callerFor(deps).hiring.search({ operation, ...field, areaMilliAcres: 2000, day: DAY });
}

async function bookAndPay(serviceId: number) {
  const { caller } = await person();
  const started = await caller.hiring.book({
    serviceId,
    day: DAY,
    slot: 'morning',
    areaMilliAcres: 2000,
    ...field,
    place: 'Mandya 571401',
    landmark: 'Behind the Hanuman temple, second field on the left',
    phone: '98450 12345',
  });
  await caller.hiring.confirmTestPayment({ clientSecret: started.payment!.clientSecret, card: good });
  return started.jobId;
}

describe('registering as a provider', () => {
  it('keeps a registration pending with the payout masked, and lets it be corrected while pending', async () => {
    const { caller } = await person();
    expect(await caller.providers.me()).toBeNull();
    const first = await caller.providers.register(registration());
    expect(first).toMatchObject({
      status: 'pending',
      name: 'Shivanna',
      phone: '••••1111',
      commissionPercentBp: null,
      payout: { method: 'bank', ifsc: 'SBIN0040123', account: '••••8901' },
      verifiedAt: null,
    });
    // The full number is stored for payouts but never shown.
    expect(JSON.stringify(first)).not.toContain('301245678901');
    const corrected = await caller.providers.register(
      registration({ payout: { method: 'upi', upiId: 'shivanna@okaxis' } }),
    );
    expect(corrected.id).toBe(first.id);
    expect(corrected.payout).toEqual({ method: 'upi', upiId: 'sh••••@okaxis' });
    const row = await database.db
      .selectFrom('providers')
      .select(['payoutMethod', 'upiId', 'bankIfsc', 'bankAccountNumber'])
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ payoutMethod: 'upi', upiId: 'shivanna@okaxis', bankIfsc: null, bankAccountNumber: null });
  });

  it('refuses a wrong IFSC, account number, UPI ID or mobile number', async () => {
    const { caller } = await person();
    const bad = [
      { payout: { method: 'bank', ifsc: 'SBIN1040123', accountNumber: '301245678901' } },
      { payout: { method: 'bank', ifsc: 'SBIN0040123', accountNumber: '1234' } },
      { payout: { method: 'upi', upiId: 'shivanna' } },
      { phone: '12345' },
    ];
    for (const overrides of bad) {
      await expectRefusal(caller.providers.register(registration(overrides) as never), 'INVALID_INPUT');
    }
    expect(await caller.providers.me()).toBeNull();
  });

  it('lets only the shop owner approve, and a pending provider manage nothing', async () => {
    const { caller } = await person();
    const registered = await caller.providers.register(registration());
    await expectRefusal(caller.providers.services(), 'FORBIDDEN');
    await expectRefusal(caller.providers.saveCentre(centreInput()), 'FORBIDDEN');
    await expectRefusal(
      caller.providers.admin.approve({ providerId: registered.id, commissionPercentBp: 0 }),
      'FORBIDDEN',
    );
    const staff = (await person('staff')).caller;
    await expectRefusal(
      staff.providers.admin.approve({ providerId: registered.id, commissionPercentBp: 0 }),
      'FORBIDDEN',
    );
    expect((await caller.providers.me())!.status).toBe('pending');
  });

  it('approval sets the commission, the role and the time checked; details are then the shop’s to change', async () => {
    const { user, caller } = await person();
    const registered = await caller.providers.register(registration());
    const approved = await (
      await owner()
    ).providers.admin.approve({
      providerId: registered.id,
      commissionPercentBp: 1250,
    });
    expect(approved).toMatchObject({ status: 'approved', commissionPercentBp: 1250 });
    expect(approved.verifiedAt).toEqual(clock.now());
    const provider = await reread(user);
    expect(await roleOf(user.id)).toBe('provider');
    await expectRefusal(provider.providers.register(registration({ name: 'Someone else' })), 'FORBIDDEN');
    const listed = await (await owner()).providers.admin.list();
    expect(listed.find((p) => p.id === registered.id)).toMatchObject({ status: 'approved', centres: 0 });
  });
});

describe("a provider's services on /hire", () => {
  it('lists ploughing at ₹1,100 an hour within 15 km at once, beside the shop’s centres, verified', async () => {
    const { provider, centreId } = await approvedProvider('Mahadeva', '98450 22222');
    const saved = await provider.providers.saveService(ploughing(centreId));
    expect(saved).toMatchObject({ rate: 'listed', band: { low: 80_000, high: 140_000 } });
    const offers = await search();
    const mine = offers.find((o) => o.serviceId === saved.id);
    expect(mine).toMatchObject({
      rate: 110_000,
      unit: 'hour',
      mark: { listedBy: 'provider', verified: true },
      rating: { average: null, count: 0 },
    });
    // 2 acres at an acre an hour: 2 hours at ₹1,100.
    expect(mine!.quote.total).toBe(220_000);
    expect(offers.some((o) => o.mark.listedBy === 'shop')).toBe(true);
    expect(await provider.providers.services()).toEqual([
      expect.objectContaining({ id: saved.id, rate: 110_000, isActive: true, pendingRate: null }),
    ]);
  });

  it('holds a rate outside the band for the owner: a new service unlisted, a changed one at its old rate', async () => {
    const { provider, centreId } = await approvedProvider('Ningegowda', '98450 33333');
    const dear = await provider.providers.saveService(ploughing(centreId, { rate: 200_000 }));
    expect(dear.rate).toBe('waiting');
    expect((await search()).some((o) => o.serviceId === dear.id)).toBe(false);

    const fair = await provider.providers.saveService(
      ploughing(centreId, { operation: 'rotavating', machineName: 'Rotavator', rate: 120_000 }),
    );
    const raised = await provider.providers.saveService(
      ploughing(centreId, { id: fair.id, operation: 'rotavating', machineName: 'Rotavator', rate: 300_000 }),
    );
    expect(raised.rate).toBe('waiting');
    const services = await provider.providers.services();
    expect(services.find((s) => s.id === fair.id)).toMatchObject({
      rate: 120_000,
      pendingRate: { rate: 300_000, unit: 'hour' },
    });

    const shop = await owner();
    const requests = await shop.providers.admin.rateRequests();
    const forDear = requests.find((r) => r.serviceId === dear.id)!;
    const forFair = requests.find((r) => r.serviceId === fair.id)!;
    expect(forDear).toMatchObject({ rate: 200_000, bandHigh: 140_000, providerName: 'Ningegowda' });
    await shop.providers.admin.decideRate({ requestId: forDear.id, approve: true });
    await shop.providers.admin.decideRate({ requestId: forFair.id, approve: false });
    await expectRefusal(shop.providers.admin.decideRate({ requestId: forDear.id, approve: false }), 'NOT_FOUND');

    expect((await search()).find((o) => o.serviceId === dear.id)).toMatchObject({ rate: 200_000 });
    // A refused new service is never listed, however often it is saved at a rate outside the band.
    const refused = await provider.providers.saveService(
      ploughing(centreId, { operation: 'puddling', machineName: 'Cage wheels', rate: 250_000 }),
    );
    const refusal = (await shop.providers.admin.rateRequests()).find((r) => r.serviceId === refused.id)!;
    await shop.providers.admin.decideRate({ requestId: refusal.id, approve: false });
    const again = await provider.providers.saveService(
      ploughing(centreId, { id: refused.id, operation: 'puddling', machineName: 'Cage wheels', rate: 240_000 }),
    );
    expect(again.rate).toBe('waiting');
    const puddling = (await provider.providers.services()).find((s) => s.id === refused.id);
    expect(puddling).toMatchObject({ isActive: false, pendingRate: { rate: 240_000 } });
    // Inside the band it is listed at once.
    await provider.providers.saveService(
      ploughing(centreId, { id: refused.id, operation: 'puddling', machineName: 'Cage wheels', rate: 120_000 }),
    );
    const listed = (await provider.providers.services()).find((s) => s.id === refused.id);
    expect(listed).toMatchObject({ isActive: true, rate: 120_000, pendingRate: null });
    const after = await provider.providers.services();
    expect(after.find((s) => s.id === fair.id)).toMatchObject({ rate: 120_000, pendingRate: null });
  });

  it('unlists a suspended provider and takes the role back', async () => {
    const { user, provider, providerId, centreId } = await approvedProvider('Kalegowda', '98450 44444');
    const saved = await provider.providers.saveService(ploughing(centreId));
    expect((await search()).some((o) => o.serviceId === saved.id)).toBe(true);
    await (await owner()).providers.admin.suspend({ providerId });
    expect((await search()).some((o) => o.serviceId === saved.id)).toBe(false);
    const suspended = await reread(user);
    expect(await roleOf(user.id)).toBe('customer');
    await expectRefusal(suspended.providers.services(), 'FORBIDDEN');
    // Even a session still holding the old role cannot manage while suspended.
    await expectRefusal(provider.providers.services(), 'FORBIDDEN');
  });
});

describe('one provider cannot reach another’s', () => {
  it('machines, services, jobs or ratings, nor the staff’s procedures, and nothing changes when they try', async () => {
    const a = await approvedProvider('Basavaraju', '98450 55555');
    const b = await approvedProvider('Channegowda', '98450 66666');
    const aService = await a.provider.providers.saveService(ploughing(a.centreId, { capacityPerCrewDayMilli: 6000 }));
    const jobId = await bookAndPay(aService.id);

    // Reading: each sees only their own.
    expect((await b.provider.providers.centres()).map((c) => c.id)).toEqual([b.centreId]);
    expect((await b.provider.providers.services()).some((s) => s.id === aService.id)).toBe(false);
    expect(await b.provider.providers.jobs({ from: DAY, to: DAY })).toEqual([]);
    expect((await a.provider.providers.jobs({ from: DAY, to: DAY })).map((j) => j.id)).toEqual([jobId]);
    expect(await b.provider.providers.ratings()).toEqual([]);

    // Changing: another's centre, service or job answers as if it did not exist.
    await expectRefusal(b.provider.providers.saveCentre(centreInput({ id: a.centreId, name: 'Taken' })), 'NOT_FOUND');
    await expectRefusal(b.provider.providers.saveService(ploughing(a.centreId)), 'NOT_FOUND');
    await expectRefusal(
      b.provider.providers.saveService(ploughing(b.centreId, { id: aService.id, rate: 90_000 })),
      'NOT_FOUND',
    );
    await expectRefusal(b.provider.providers.jobStep({ jobId, to: 'on_the_way' }), 'NOT_FOUND');
    await expectRefusal(
      b.provider.providers.jobStep({
        jobId,
        to: 'crew_assigned',
        operatorName: 'Raju',
        operatorPhone: '98450 77777',
        machine: 'Tractor',
      }),
      'NOT_FOUND',
    );

    // The shop's staff procedures and the owner's are closed to a provider.
    await expectRefusal(b.provider.hiring.admin.board({ centreId: a.centreId, day: DAY }), 'FORBIDDEN');
    await expectRefusal(b.provider.hiring.admin.working({ jobId }), 'FORBIDDEN');
    await expectRefusal(b.provider.providers.admin.list(), 'FORBIDDEN');
    await expectRefusal(
      b.provider.providers.admin.approve({ providerId: b.providerId, commissionPercentBp: 0 }),
      'FORBIDDEN',
    );

    const centre = await database.db
      .selectFrom('hireCentres')
      .select(['name'])
      .where('id', '=', a.centreId)
      .executeTakeFirstOrThrow();
    expect(centre.name).toBe("Basavaraju's tractor");
    const service = await database.db
      .selectFrom('hireServices')
      .select(['rate', 'centreId'])
      .where('id', '=', aService.id)
      .executeTakeFirstOrThrow();
    expect(service).toEqual({ rate: 110_000, centreId: a.centreId });
    const job = await database.db
      .selectFrom('hireJobs')
      .select(['status'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('booked');

    // The owner's own crew runs the job through to the bill.
    await a.provider.providers.jobStep({
      jobId,
      to: 'crew_assigned',
      operatorName: 'Basavaraju',
      operatorPhone: '98450 55555',
      machine: 'Tractor 45 HP',
    });
    await a.provider.providers.jobStep({ jobId, to: 'on_the_way' });
    await a.provider.providers.jobStep({ jobId, to: 'working' });
    const done = await a.provider.providers.jobStep({ jobId, to: 'done', measured: 2.5 });
    expect(done).toMatchObject({ status: 'done' });
    expect((await a.provider.providers.jobs({ from: DAY, to: DAY }))[0]).toMatchObject({
      status: 'done',
      measuredMilli: 2500,
      billTotal: 275_000,
    });
  });

  it('refuses a calendar longer than two months or backwards', async () => {
    const a = await approvedProvider('Puttaswamy', '98450 88888');
    await expectRefusal(a.provider.providers.jobs({ from: '2026-12-01', to: '2026-11-01' }), 'INVALID_INPUT');
    await expectRefusal(a.provider.providers.jobs({ from: '2026-01-01', to: '2026-12-01' }), 'INVALID_INPUT');
  });
});
