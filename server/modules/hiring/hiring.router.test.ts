import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../../../shared/roles.js';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { providerWith } from '../../test/checkout-fixtures.js';
import { expectRefusal } from '../../test/refusals.js';
import { insertUser } from '../../test/fixtures.js';
import { OFFER_HOLD_MS } from './hiring.service.js';

const good = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
// 2026-11-22 11:30 in Kolkata; the job day is a week ahead.
const clock = fixedClock('2026-11-22T06:00:00Z');
const DAY = '2026-11-29';
const mandya = { lat: 12.52216, lon: 76.90092 };

let database: TestDatabase;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock });
});
afterAll(() => database.close());

async function person(role: UserRole = 'customer', locale: 'en' | 'kn' = 'en') {
  const user = await insertUser(database.db, undefined, role);
  if (locale !== 'en') await database.db.updateTable('users').set({ locale }).where('id', '=', user.id).execute();
  return { user, caller: callerFor(deps, { user }) };
}

async function serviceAt(pinCentre: string, operation: string) {
  return database.db
    .selectFrom('hireServices')
    .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
    .select(['hireServices.id', 'hireServices.crews'])
    .where('hireCentres.pinCode', '=', pinCentre)
    .where('hireServices.operation', '=', operation as never)
    .executeTakeFirstOrThrow();
}

function booking(serviceId: number, overrides: Record<string, unknown> = {}) {
  return {
    serviceId,
    day: DAY,
    slot: 'morning' as const,
    areaMilliAcres: 3000,
    ...mandya,
    place: 'Mandya 571401',
    landmark: 'Behind the Hanuman temple, second field on the left',
    phone: '98450 12345',
    ...overrides,
  };
}

/** Books and pays the advance with the test card; returns the job id. */
async function bookAndPay(caller: ReturnType<typeof callerFor>, input: ReturnType<typeof booking>) {
  const started = await caller.hiring.book(input);
  await caller.hiring.confirmTestPayment({ clientSecret: started.payment!.clientSecret, card: good });
  return started.jobId;
}

async function smsTo(jobId: string) {
  return database.db
    .selectFrom('smsOutbox')
    .select(['kind', 'body', 'segments', 'toPhone', 'status'])
    .where('jobId', '=', jobId)
    .orderBy('id')
    .execute();
}

describe('finding a centre', () => {
  it(
    'finds the Mandya centres for 3 acres of paddy near PIN 571401 with the full ' + 'price, advance and rating',
    async () => {
      const [place] = await callerFor(deps).hiring.places({ q: '571401' });
      expect(place).toMatchObject({ pinCode: '571401', district: 'Mandya', districtKn: 'ಮಂಡ್ಯ' });
      const offers = await callerFor(deps).hiring.search({
        operation: 'paddy_harvesting',
        lat: place!.lat,
        lon: place!.lon,
        areaMilliAcres: 3000,
        day: DAY,
      });
      expect(offers.map((o) => o.centre.village)).toEqual(['Mandya', 'Maddur']);
      // The district reads in Kannada on /kn/hire.
      expect(offers.map((o) => [o.centre.district, o.centre.districtKn])).toEqual([
        ['Mandya', 'ಮಂಡ್ಯ'],
        ['Mandya', 'ಮಂಡ್ಯ'],
      ]);
      const [nearest, next] = offers;
      // Mandya: 3 acres x ₹2,400, no travel within 10 km; advance 25 %.
      expect(nearest!.quote).toMatchObject({ total: 720_000, advance: 180_000, travel: 0 });
      expect(nearest!.earliestDay).toBe(DAY);
      // Maddur: about 14 km away, 4 km beyond its free 10 at ₹40.
      expect(next!.quote.travel).toBe(next!.quote.chargeableKm * 4_000);
      expect(next!.quote.total).toBe(660_000 + next!.quote.travel);
      expect(nearest!.rating).toEqual({ average: null, count: 0 });
    },
  );

  it('finds places by village name, in English or Kannada', async () => {
    const byName = await callerFor(deps).hiring.places({ q: 'Srirangapatna' });
    expect(byName[0]).toMatchObject({ name: 'Srirangapatna', pinCode: '571438' });
    const kn = await callerFor(deps).hiring.places({ q: 'ಮಂಡ್ಯ' });
    expect(kn[0]).toMatchObject({ pinCode: '571401' });
  });

  it('gives the earliest day a crew is free for the slot the field needs, and the slots free that day', async () => {
    const service = await serviceAt('571401', 'paddy_harvesting');
    const search = (day: string) =>
      callerFor(deps)
        .hiring.search({ operation: 'paddy_harvesting', ...mandya, areaMilliAcres: 3000, day })
        .then((offers) => offers.find((o) => o.serviceId === service.id)!);
    // Every crew's morning taken on 3 December: the afternoon is still free that day.
    for (let i = 0; i < service.crews; i++) {
      const { caller } = await person();
      await bookAndPay(caller, booking(service.id, { day: '2026-12-03', slot: 'morning' }));
    }
    expect(await search('2026-12-03')).toMatchObject({ earliestDay: '2026-12-03', freeSlots: ['afternoon'] });
    // Every crew's whole day taken on 4 December: the search moves to the 5th, where all slots are free.
    for (let i = 0; i < service.crews; i++) {
      const { caller } = await person();
      await bookAndPay(caller, booking(service.id, { day: '2026-12-04', slot: 'whole_day' }));
    }
    expect(await search('2026-12-04')).toMatchObject({
      earliestDay: '2026-12-05',
      freeSlots: ['whole_day', 'morning', 'afternoon'],
    });
    // A field larger than half a crew's day needs a whole day: on the 3rd no crew has one.
    const large = await callerFor(deps).hiring.search({
      operation: 'paddy_harvesting',
      ...mandya,
      areaMilliAcres: 6000,
      day: '2026-12-03',
    });
    expect(large.find((o) => o.serviceId === service.id)).toMatchObject({
      earliestDay: '2026-12-05',
      freeSlots: ['whole_day'],
    });
  });

  it('follows a centre that closes, reopens or changes its reach, and a service added to it', async () => {
    const maddur = await database.db
      .selectFrom('hireCentres')
      .select(['id', 'serviceRadiusKm'])
      .where('village', '=', 'Maddur')
      .executeTakeFirstOrThrow();
    const villages = async (operation: 'paddy_harvesting' | 'baling' = 'paddy_harvesting') =>
      (await callerFor(deps).hiring.search({ operation, ...mandya, areaMilliAcres: 3000, day: DAY })).map(
        (o) => o.centre.village,
      );
    await database.db.updateTable('hireCentres').set({ isActive: false }).where('id', '=', maddur.id).execute();
    expect(await villages()).toEqual(['Mandya']);
    await database.db
      .updateTable('hireCentres')
      .set({ isActive: true, serviceRadiusKm: 5 })
      .where('id', '=', maddur.id)
      .execute();
    // Maddur is about 14 km from the field: a 5 km reach no longer covers it.
    expect(await villages()).toEqual(['Mandya']);
    await database.db
      .updateTable('hireCentres')
      .set({ serviceRadiusKm: maddur.serviceRadiusKm })
      .where('id', '=', maddur.id)
      .execute();
    expect(await villages()).toEqual(['Mandya', 'Maddur']);
    expect(await villages('baling')).not.toContain('Maddur');
    const { caller: owner } = await person('owner');
    await owner.hiring.admin.saveService({
      centreId: maddur.id,
      operation: 'baling',
      machineEquipmentId: null,
      implementEquipmentId: null,
      machineName: 'Square baler',
      machineNameKn: 'ಬೇಲರ್',
      unit: 'acre',
      rate: 150_000,
      minimumCharge: 0,
      travelPerKm: 0,
      freeKm: 0,
      acresPerHourMilli: null,
      crews: 1,
      capacityPerCrewDayMilli: 8000,
    });
    expect(await villages('baling')).toContain('Maddur');
  });

  it('lists no centre for a field out of every centre reach', async () => {
    // Bidar, far from every seeded centre.
    expect(
      await callerFor(deps).hiring.search({
        operation: 'paddy_harvesting',
        lat: 17.91,
        lon: 77.52,
        areaMilliAcres: 3000,
        day: DAY,
      }),
    ).toEqual([]);
  });
});

describe('a job from booking to rating', () => {
  it(
    'books, pays the advance, sends SMS at every step, bills the measured acres, ' + 'takes the balance and a rating',
    async () => {
      const farmer = await person('customer', 'kn');
      const staff = await person('staff');
      const service = await serviceAt('571401', 'paddy_harvesting');

      const started = await farmer.caller.hiring.book(booking(service.id));
      expect(started).toMatchObject({ purpose: 'advance', amount: 180_000, payment: { provider: 'test' } });
      expect((await farmer.caller.hiring.job({ jobId: started.jobId })).status).toBe('pending');
      await farmer.caller.hiring.confirmTestPayment({ clientSecret: started.payment!.clientSecret, card: good });

      const booked = await farmer.caller.hiring.job({ jobId: started.jobId });
      expect(booked).toMatchObject({
        status: 'booked',
        advancePaid: 180_000,
        quote: { total: 720_000 },
        cancellation: { free: true, refund: 180_000 },
      });
      const [bookedSms] = await smsTo(started.jobId);
      expect(bookedSms).toMatchObject({ kind: 'booked', toPhone: '+919845012345', status: 'dev' });
      expect(bookedSms!.body).toContain('ಬುಕ್ ಆಯ್ತು');
      expect(bookedSms!.segments).toBeLessThanOrEqual(2);

      await staff.caller.hiring.admin.assignCrew({
        jobId: started.jobId,
        operatorName: 'Ravi Kumar',
        operatorPhone: '9900011122',
        machine: 'KA-11 Kartar 4000',
      });
      await staff.caller.hiring.admin.onTheWay({ jobId: started.jobId });
      await staff.caller.hiring.admin.working({ jobId: started.jobId });
      const done = await staff.caller.hiring.admin.done({ jobId: started.jobId, measured: 3.2 });
      // 3.2 acres x ₹2,400 = ₹7,680, 6.7 % over the quote: no acceptance needed; balance ₹7,680 - ₹1,800.
      expect(done.bill).toEqual({
        measuredMilli: 3200,
        work: 768_000,
        travel: 0,
        total: 768_000,
        balance: 588_000,
        needsAcceptance: false,
        accepted: false,
      });
      expect((await smsTo(started.jobId)).map((s) => s.kind)).toEqual(['booked', 'crewAssigned', 'onTheWay', 'done']);

      const mine = await farmer.caller.hiring.myJobs();
      expect(mine.jobs[0]).toMatchObject({
        id: started.jobId,
        status: 'done',
        crew: { operatorName: 'Ravi Kumar', operatorPhone: '+919900011122' },
      });
      expect(mine.jobs[0]!.timeline.map((t) => t.status)).toEqual([
        'pending',
        'booked',
        'crew_assigned',
        'on_the_way',
        'working',
        'done',
      ]);

      const balance = await farmer.caller.hiring.pay({ jobId: started.jobId });
      expect(balance).toMatchObject({ purpose: 'balance', amount: 588_000 });
      await farmer.caller.hiring.confirmTestPayment({ clientSecret: balance.payment.clientSecret, card: good });
      expect(await farmer.caller.hiring.job({ jobId: started.jobId })).toMatchObject({
        status: 'paid',
        paidBy: 'card',
      });

      await farmer.caller.hiring.rate({
        jobId: started.jobId,
        serviceStars: 5,
        operatorStars: 5,
        comment: 'On time, clean cut',
      });
      await expectRefusal(
        farmer.caller.hiring.rate({ jobId: started.jobId, serviceStars: 1, operatorStars: 1, comment: '' }),
        'HIRE_ALREADY_RATED',
      );
      const page = await callerFor(deps).hiring.service({ serviceId: service.id });
      expect(page.rating).toEqual({ average: 5, count: 1 });
      expect(page.latest[0]).toMatchObject({ serviceStars: 5, comment: 'On time, clean cut' });
    },
  );

  it('asks the farmer to accept a bill more than 10 % over the quote before it is paid, cash or card', async () => {
    const farmer = await person();
    const staff = await person('staff');
    const service = await serviceAt('571401', 'paddy_harvesting');
    const jobId = await bookAndPay(farmer.caller, booking(service.id, { day: '2026-11-30' }));
    await staff.caller.hiring.admin.assignCrew({
      jobId,
      operatorName: 'Manju',
      operatorPhone: '9900011133',
      machine: 'Harvester 2',
    });
    await staff.caller.hiring.admin.onTheWay({ jobId });
    const done = await staff.caller.hiring.admin.done({ jobId, measured: 3.5 });
    expect(done.bill).toMatchObject({ total: 840_000, needsAcceptance: true, accepted: false });
    await expectRefusal(
      staff.caller.hiring.admin.recordCash({ jobId, amount: done.bill!.balance }),
      'HIRE_BILL_NOT_ACCEPTED',
    );
    await expectRefusal(farmer.caller.hiring.pay({ jobId }), 'HIRE_BILL_NOT_ACCEPTED');
    await farmer.caller.hiring.acceptBill({ jobId });
    const paid = await staff.caller.hiring.admin.recordCash({ jobId, amount: done.bill!.balance });
    expect(paid).toMatchObject({ status: 'paid', paidBy: 'cash' });
  });

  it('refuses steps out of order and a rating before the work is done', async () => {
    const farmer = await person();
    const staff = await person('staff');
    const service = await serviceAt('571401', 'rotavating');
    const jobId = await bookAndPay(farmer.caller, booking(service.id, { areaMilliAcres: 2000 }));
    await expectRefusal(staff.caller.hiring.admin.done({ jobId, measured: 2 }), 'HIRE_JOB_STATE');
    await expectRefusal(
      farmer.caller.hiring.rate({ jobId, serviceStars: 5, operatorStars: 5, comment: '' }),
      'HIRE_JOB_STATE',
    );
  });
});

describe('who may see which job', () => {
  it('shows a farmer only their own jobs, staff every job, and a farmer no staff action', async () => {
    const owner = await person();
    const other = await person();
    const staff = await person('staff');
    const service = await serviceAt('571401', 'ploughing');
    const jobId = await bookAndPay(owner.caller, booking(service.id, { areaMilliAcres: 1000 }));

    await expectRefusal(other.caller.hiring.job({ jobId }), 'NOT_FOUND');
    await expectRefusal(other.caller.hiring.cancel({ jobId }), 'NOT_FOUND');
    await expectRefusal(other.caller.hiring.pay({ jobId }), 'NOT_FOUND');
    expect((await other.caller.hiring.myJobs()).jobs.map((j) => j.id)).not.toContain(jobId);
    expect((await staff.caller.hiring.job({ jobId })).id).toBe(jobId);
    const centre = (
      await database.db.selectFrom('hireJobs').select('centreId').where('id', '=', jobId).executeTakeFirstOrThrow()
    ).centreId;
    expect((await staff.caller.hiring.admin.board({ centreId: centre, day: DAY })).map((j) => j.id)).toContain(jobId);

    await expectRefusal(owner.caller.hiring.admin.board({ centreId: centre, day: DAY }), 'FORBIDDEN');
    await expectRefusal(
      owner.caller.hiring.admin.assignCrew({ jobId, operatorName: 'Me', operatorPhone: '9900011122', machine: 'x' }),
      'FORBIDDEN',
    );
    await expectRefusal(callerFor(deps).hiring.job({ jobId }), 'SIGN_IN_REQUIRED');
    await expectRefusal(
      staff.caller.hiring.admin.saveCentre({
        name: 'x',
        nameKn: 'x',
        address: 'x',
        village: 'x',
        taluk: 'x',
        district: 'x',
        pinCode: '571401',
        ...mandya,
        serviceRadiusKm: 10,
        phone: '9000000000',
        isActive: true,
      }),
      'FORBIDDEN',
    );
  });
});

describe('cancelling', () => {
  it('is free up to 24 hours before the slot: the advance goes back to the card', async () => {
    const farmer = await person();
    const service = await serviceAt('571401', 'transplanting');
    const jobId = await bookAndPay(farmer.caller, booking(service.id, { areaMilliAcres: 1000 }));
    const cancelled = await farmer.caller.hiring.cancel({ jobId });
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 320_000 / 4 });
    const job = await database.db
      .selectFrom('hireJobs')
      .select('advancePaymentId')
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    const payment = await deps.payments.retrieve(job.advancePaymentId!);
    expect(payment.amountRefunded).toBe(payment.amount);
    expect((await smsTo(jobId)).at(-1)).toMatchObject({ kind: 'cancelled' });
    // The crew is free again: another farmer can book the same morning.
    const again = await person();
    await bookAndPay(again.caller, booking(service.id, { areaMilliAcres: 1000 }));
  });

  it('keeps the advance when cancelled less than 24 hours before the slot', async () => {
    const farmer = await person();
    const service = await serviceAt('571401', 'puddling');
    const jobId = await bookAndPay(farmer.caller, booking(service.id, { day: '2026-11-23', areaMilliAcres: 1000 }));
    // 2026-11-23 07:00 in Kolkata is less than 24 h after 2026-11-22 11:30.
    const view = await farmer.caller.hiring.job({ jobId });
    expect(view.cancellation).toEqual({ free: false, refund: 0 });
    const cancelled = await farmer.caller.hiring.cancel({ jobId });
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 0 });
    const job = await database.db
      .selectFrom('hireJobs')
      .select('advancePaymentId')
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect((await deps.payments.retrieve(job.advancePaymentId!)).amountRefunded).toBe(0);
  });

  it('cannot be cancelled once the crew is on the way', async () => {
    const farmer = await person();
    const staff = await person('staff');
    const service = await serviceAt('573201', 'sowing');
    const jobId = await bookAndPay(
      farmer.caller,
      booking(service.id, { lat: 13.01863, lon: 76.09498, areaMilliAcres: 2000 }),
    );
    await staff.caller.hiring.admin.assignCrew({
      jobId,
      operatorName: 'Shiva',
      operatorPhone: '9900011144',
      machine: 'Drill',
    });
    await staff.caller.hiring.admin.onTheWay({ jobId });
    await expectRefusal(farmer.caller.hiring.cancel({ jobId }), 'HIRE_JOB_STATE');
  });
});

describe('a full day and the waiting list', () => {
  it(
    'refuses a full day, then offers a freed crew to the first farmer waiting, and ' +
      'to the next when the offer lapses',
    async () => {
      const service = await serviceAt('584101', 'paddy_harvesting'); // Raichur: one crew
      const raichur = { lat: 16.2351, lon: 77.34393 };
      const day = '2026-12-05';
      const first = await person();
      const jobId = await bookAndPay(first.caller, booking(service.id, { ...raichur, day, slot: 'whole_day' }));

      const waiting1 = await person('customer', 'kn');
      const waiting2 = await person();
      await expectRefusal(
        waiting1.caller.hiring.book(booking(service.id, { ...raichur, day, slot: 'morning' })),
        'HIRE_DAY_FULL',
      );
      expect(
        await waiting1.caller.hiring.joinWaitlist(booking(service.id, { ...raichur, day, slot: 'morning' })),
      ).toEqual({ position: 1 });
      await expectRefusal(
        waiting1.caller.hiring.joinWaitlist(booking(service.id, { ...raichur, day, slot: 'morning' })),
        'HIRE_ALREADY_WAITING',
      );
      expect(
        await waiting2.caller.hiring.joinWaitlist(booking(service.id, { ...raichur, day, slot: 'whole_day' })),
      ).toEqual({ position: 2 });

      await first.caller.hiring.cancel({ jobId });
      // The morning goes to the first farmer waiting; the second wants the whole day, which is not free.
      const offered1 = (await waiting1.caller.hiring.myJobs()).jobs[0]!;
      expect(offered1).toMatchObject({ status: 'pending', fromWaitlist: true, slot: 'morning' });
      expect(offered1.reservedUntil!.getTime()).toBe(clock.now().getTime() + OFFER_HOLD_MS);
      expect((await smsTo(offered1.id))[0]).toMatchObject({ kind: 'offered' });
      expect((await smsTo(offered1.id))[0]!.body).toContain('ಯಂತ್ರ ಖಾಲಿ ಆಯ್ತು');
      expect((await waiting2.caller.hiring.myJobs()).jobs).toEqual([]);

      // The first farmer lets the offer lapse: the crew's day goes to the next farmer waiting.
      clock.advance(OFFER_HOLD_MS + 1);
      try {
        const offered2 = (await waiting2.caller.hiring.myJobs()).jobs[0]!;
        expect(offered2).toMatchObject({ status: 'pending', fromWaitlist: true, slot: 'whole_day' });
        expect((await waiting1.caller.hiring.myJobs()).jobs).toEqual([]);
        // The second farmer pays within the offer and is booked.
        const paying = await waiting2.caller.hiring.pay({ jobId: offered2.id });
        await waiting2.caller.hiring.confirmTestPayment({ clientSecret: paying.payment.clientSecret, card: good });
        expect((await waiting2.caller.hiring.job({ jobId: offered2.id })).status).toBe('booked');
      } finally {
        clock.set('2026-11-22T06:00:00Z');
      }
    },
  );

  it('refunds an advance paid after the hold ran out and the crew went to someone else', async () => {
    const service = await serviceAt('571428', 'paddy_harvesting'); // Maddur: one crew
    const day = '2026-12-06';
    // Cancelling the lapsed payment fails (the provider is unreachable then), so the farmer's card still goes through.
    const lateDeps = {
      ...deps,
      payments: providerWith(deps.payments, { cancel: () => Promise.reject(new Error('provider down')) }),
    };
    const lateUser = await insertUser(database.db);
    const late = { user: lateUser, caller: callerFor(lateDeps, { user: lateUser }) };
    const started = await late.caller.hiring.book(booking(service.id, { day, slot: 'whole_day' }));
    clock.advance(16 * 60_000);
    try {
      const otherUser = await insertUser(database.db);
      const other = await callerFor(lateDeps, { user: otherUser }).hiring.book(
        booking(service.id, { day, slot: 'whole_day' }),
      );
      await callerFor(deps, { user: otherUser }).hiring.confirmTestPayment({
        clientSecret: other.payment!.clientSecret,
        card: good,
      });
      await expectRefusal(
        callerFor(deps, { user: lateUser }).hiring.confirmTestPayment({
          clientSecret: started.payment!.clientSecret,
          card: good,
        }),
        'HIRE_PAYMENT_LATE',
      );
      const job = await database.db
        .selectFrom('hireJobs')
        .select(['status', 'advancePaymentId'])
        .where('id', '=', started.jobId)
        .executeTakeFirstOrThrow();
      expect(job.status).toBe('expired');
      const payment = await deps.payments.retrieve(job.advancePaymentId!);
      expect(payment.amountRefunded).toBe(payment.amount);
    } finally {
      clock.set('2026-11-22T06:00:00Z');
    }
  });
});

describe('bad input', () => {
  it(
    'refuses a day in the past, a field out of reach and a field too big for half a ' + 'day, and books nothing',
    async () => {
      const farmer = await person();
      const service = await serviceAt('571401', 'transplanting');
      const before = await database.db
        .selectFrom('hireJobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      await expectRefusal(farmer.caller.hiring.book(booking(service.id, { day: '2026-11-22' })), 'HIRE_DATE_INVALID');
      await expectRefusal(
        farmer.caller.hiring.book(booking(service.id, { lat: 15.46, lon: 75.02, day: '2026-12-01' })),
        'HIRE_OUT_OF_REACH',
      );
      await expectRefusal(
        farmer.caller.hiring.book(booking(service.id, { areaMilliAcres: 3000, day: '2026-12-01' })),
        'HIRE_AREA_TOO_LARGE',
      );
      await expectRefusal(farmer.caller.hiring.book(booking(service.id, { phone: '12345' })), 'INVALID_INPUT');
      const after = await database.db
        .selectFrom('hireJobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    },
  );

  it('looks up a place named like a property of every object as plain text (toString was a 500)', async () => {
    const farmer = await person();
    for (const q of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      expect(Array.isArray(await farmer.caller.hiring.places({ q })), q).toBe(true);
    }
    expect((await farmer.caller.hiring.places({ q: 'ಮಂಡ್ಯ' })).some((place) => place.pinCode === '571401')).toBe(true);
  });

  it(
    'refuses a day past the booking horizon in a search, a booking and the waiting ' +
      'list (a year like 9999 was a 500)',
    async () => {
      const farmer = await person();
      const service = await serviceAt('571401', 'transplanting');
      const search = { operation: 'transplanting' as const, lat: 12.52216, lon: 76.90092, areaMilliAcres: 1000 };
      // 11:30 in Kolkata on 22 November 2026: tomorrow is the 23rd, the last day 60 days on.
      await expectRefusal(farmer.caller.hiring.search({ ...search, day: '9999-12-31' }), 'HIRE_DATE_INVALID');
      await expectRefusal(farmer.caller.hiring.search({ ...search, day: '2027-01-23' }), 'HIRE_DATE_INVALID');
      expect((await farmer.caller.hiring.search({ ...search, day: '2027-01-22' })).length).toBeGreaterThan(0);
      await expectRefusal(farmer.caller.hiring.book(booking(service.id, { day: '9999-12-31' })), 'HIRE_DATE_INVALID');
      for (const day of ['2026-11-21', '9999-12-31']) {
        await expectRefusal(farmer.caller.hiring.joinWaitlist(booking(service.id, { day })), 'HIRE_DATE_INVALID');
      }
      const waiting = await database.db
        .selectFrom('hireWaitlist')
        .select('id')
        .where('userId', '=', farmer.user.id)
        .execute();
      expect(waiting).toEqual([]);
    },
  );
});
