/**
 * The sweep and hire jobs: an advance paid in the farmer's UPI app whose confirmation never came books the job; an
 * advance given back (a cancelled job) is recorded with where it stands and shown on /orders, without a second
 * refund. PGlite by default, Postgres with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import type { TestPaymentProvider } from '../../providers/payments/test-provider.js';
import { insertUser } from '../../test/fixtures.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { approveInUpiApp, billedJob, jobRow, paddyService, person } from '../hiring/hire-balance.fixtures.js';
import { sweepOnce } from './payment-sweep.js';

const clock = fixedClock('2026-11-22T06:00:00Z');
const good = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

let database: TestDatabase;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock });
});
afterAll(() => database.close());

async function farmer() {
  const user = await insertUser(database.db);
  return { user, caller: callerFor(deps, { user }) };
}

async function transplanting(): Promise<number> {
  const row = await database.db
    .selectFrom('hireServices')
    .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
    .select('hireServices.id')
    .where('hireCentres.pinCode', '=', '571401')
    .where('hireServices.operation', '=', 'transplanting')
    .executeTakeFirstOrThrow();
  return row.id;
}

function booking(serviceId: number, day: string) {
  return {
    serviceId,
    day,
    slot: 'morning' as const,
    areaMilliAcres: 1000,
    lat: 12.52216,
    lon: 76.90092,
    place: 'Mandya 571401',
    landmark: 'Behind the Hanuman temple',
    phone: '98450 12345',
  };
}

async function job(jobId: string) {
  return database.db
    .selectFrom('hireJobs')
    .select(['status', 'advancePaymentId', 'advancePaidAt', 'refund'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
}

describe('hire advances', () => {
  it('an advance paid whose confirmation never came back books the job at the next sweep', async () => {
    const { caller } = await farmer();
    const started = await caller.hiring.book(booking(await transplanting(), '2026-11-30'));
    const provider = deps.payments as TestPaymentProvider;
    await provider.confirmCard(started.payment!.clientSecret, { cardNumber: '4242424242424242' });
    expect((await job(started.jobId)).advancePaidAt).toBeNull();

    expect(await sweepOnce(deps)).toMatchObject({ confirmed: 1 });

    expect(await job(started.jobId)).toMatchObject({ status: 'booked', advancePaidAt: expect.any(Date) });
    expect(await sweepOnce(deps)).toMatchObject({ confirmed: 0 });
  });

  it('an advance given back for a cancelled job is recorded once and shown on /orders', async () => {
    const { caller } = await farmer();
    const started = await caller.hiring.book(booking(await transplanting(), '2026-12-01'));
    await caller.hiring.confirmTestPayment({ clientSecret: started.payment!.clientSecret, card: good });
    const cancelled = await caller.hiring.cancel({ jobId: started.jobId });
    expect(cancelled.refund).toBeGreaterThan(0);
    const { advancePaymentId } = await job(started.jobId);

    await sweepOnce(deps);
    await sweepOnce(deps);

    const atProvider = await database.db
      .selectFrom('testPaymentRefunds')
      .select(['id', 'amount'])
      .where('paymentId', '=', advancePaymentId!)
      .execute();
    expect(atProvider).toHaveLength(1);
    const recorded = await database.db
      .selectFrom('paymentRefunds')
      .select(['reason', 'status', 'providerRefundId', 'targetId', 'amount'])
      .where('paymentId', '=', advancePaymentId!)
      .execute();
    expect(recorded).toEqual([
      {
        reason: 'hire_refund',
        status: 'processed',
        providerRefundId: atProvider[0]!.id,
        targetId: started.jobId,
        amount: atProvider[0]!.amount,
      },
    ]);
    const page = await caller.orders.list();
    expect(page.hireRefunds).toEqual([
      expect.objectContaining({ kind: 'payment', amount: atProvider[0]!.amount, state: 'processed', method: 'card' }),
    ]);
  });
});

describe('hire balances', () => {
  it('a balance paid at the field by UPI QR whose news never came closes the job at the next sweep, once', async () => {
    const staff = await person(database, deps, 'staff');
    const owner = await person(database, deps);
    const jobId = await billedJob(deps, await paddyService(database), owner.caller, staff.caller, {
      day: '2026-12-02',
    });
    const qr = await staff.caller.hiring.admin.balanceQr({ jobId });
    // The farmer's app pays; the provider's news of it is lost (no webhook, the board closed).
    await approveInUpiApp(deps, qr.paymentId);
    expect((await jobRow(database, jobId)).status).toBe('done');

    expect(await sweepOnce(deps)).toMatchObject({ confirmed: 1 });

    expect(await jobRow(database, jobId)).toMatchObject({
      status: 'paid',
      balanceMethod: 'upi_qr',
      balanceSettledPaymentId: qr.paymentId,
    });
    expect(await sweepOnce(deps)).toMatchObject({ confirmed: 0, refunded: 0 });
  });
});
