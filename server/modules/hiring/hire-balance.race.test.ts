import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/rental.js';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import {
  approveInUpiApp,
  balanceRows,
  billedJob,
  jobRow,
  newsOf,
  paddyService,
  person,
  smsOf,
  testPayment,
  type Caller,
} from './hire-balance.fixtures.js';

/**
 * Two ways of paying one balance at the same moment. On real Postgres (TEST_DATABASE_URL) each request runs on its
 * own connection, a true race decided by the job's row lock; on PGlite they interleave on one connection. After each
 * try: the job is paid exactly once, by exactly one way; every other payment that went through is refunded in full,
 * once; the farmer got one 'paid' message (or one cash receipt).
 */
const TRIES = 12;
const BALANCE = 588_000;
const clock = fixedClock('2026-11-22T06:00:00Z');

let database: TestDatabase;
let deps: AppDeps;
let serviceId: number;
let staff: Caller;
let farmer: Caller;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock });
  serviceId = await paddyService(database);
  staff = (await person(database, deps, 'staff')).caller;
  farmer = (await person(database, deps)).caller;
}, 60_000);
afterAll(() => database.close());

/** Starts the second request a little later each try, so the tries cover both orders and the overlaps between. */
function later(i: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, (i % 6) * 5));
}

let dayNo = 0;
async function billed(): Promise<string> {
  return billedJob(deps, serviceId, farmer, staff, { day: addDays('2026-12-01', dayNo++) });
}

function tally(seen: Record<string, number>, key: string) {
  seen[key] = (seen[key] ?? 0) + 1;
}

describe('a hire balance paid twice at once', () => {
  it(`a UPI QR paid while the crew records cash, ${TRIES} times: one wins, the other refused or refunded`, async () => {
    const seen: Record<string, number> = {};
    for (let i = 0; i < TRIES; i++) {
      const jobId = await billed();
      const qr = await staff.hiring.admin.balanceQr({ jobId });
      const [online, cash] = await Promise.allSettled([
        approveInUpiApp(deps, qr.paymentId).then(() => newsOf(deps, qr.paymentId)),
        later(i).then(() => staff.hiring.admin.recordCash({ jobId, amount: BALANCE })),
      ]);
      // Whatever news was lost in the race, a later delivery settles it.
      if (online.status === 'fulfilled' || (await testPayment(database, qr.paymentId)).status === 'succeeded') {
        await newsOf(deps, qr.paymentId);
      }
      const job = await jobRow(database, jobId);
      const payment = await testPayment(database, qr.paymentId);
      expect(job.status).toBe('paid');
      const sms = (await smsOf(database, jobId)).map((s) => s.kind);
      if (job.balanceMethod === 'cash') {
        expect(cash.status).toBe('fulfilled');
        // The QR was either closed before the farmer's app paid it, or paid and then refunded in full.
        if (payment.status === 'succeeded') expect(payment.amountRefunded).toBe(BALANCE);
        else expect(payment.status).toBe('canceled');
        expect(sms.filter((k) => k === 'cashReceipt')).toHaveLength(1);
        expect(sms.filter((k) => k === 'paid')).toHaveLength(0);
        tally(seen, payment.status === 'succeeded' ? 'cash, QR refunded' : 'cash, QR closed');
      } else {
        expect(job).toMatchObject({ balanceMethod: 'upi_qr', balanceSettledPaymentId: qr.paymentId });
        expect(cash.status).toBe('rejected');
        expect(payment).toMatchObject({ status: 'succeeded', amountRefunded: 0 });
        expect(job.cashRecordedBy).toBeNull();
        expect(sms.filter((k) => k === 'paid')).toHaveLength(1);
        expect(sms.filter((k) => k === 'cashReceipt')).toHaveLength(0);
        tally(seen, 'UPI, cash refused');
      }
    }
    console.info('QR vs cash outcomes', seen);
  }, 180_000);

  it(`two UPI payments (the QR and the SMS link) and their news delivered twice, ${TRIES} times`, async () => {
    const seen: Record<string, number> = {};
    for (let i = 0; i < TRIES; i++) {
      const jobId = await billed();
      const qr = await staff.hiring.admin.balanceQr({ jobId });
      const link = await staff.hiring.admin.balanceLink({ jobId });
      await Promise.all([approveInUpiApp(deps, qr.paymentId), approveInUpiApp(deps, link.paymentId)]);
      await Promise.allSettled([
        newsOf(deps, qr.paymentId),
        later(i).then(() => newsOf(deps, link.paymentId)),
        newsOf(deps, link.paymentId),
        later(i + 3).then(() => newsOf(deps, qr.paymentId)),
      ]);
      // A delivery that lost the race to the refund is delivered again, as a provider does.
      await newsOf(deps, qr.paymentId);
      const job = await jobRow(database, jobId);
      expect(job.status).toBe('paid');
      const rows = await balanceRows(database, jobId);
      expect(rows.map((r) => r.outcome).sort()).toEqual(['refunded', 'settled']);
      const settled = rows.find((r) => r.outcome === 'settled')!;
      const refunded = rows.find((r) => r.outcome === 'refunded')!;
      expect(job.balanceSettledPaymentId).toBe(settled.paymentId);
      expect(await testPayment(database, settled.paymentId)).toMatchObject({ amountRefunded: 0 });
      expect(await testPayment(database, refunded.paymentId)).toMatchObject({ amountRefunded: BALANCE });
      const sms = (await smsOf(database, jobId)).map((s) => s.kind);
      expect(sms.filter((k) => k === 'paid')).toHaveLength(1);
      expect(sms.filter((k) => k === 'balanceRefunded')).toHaveLength(1);
      tally(seen, `${settled.channel} settled, ${refunded.channel} refunded`);
    }
    console.info('QR vs link outcomes', seen);
  }, 180_000);

  it(`one QR's news delivered ${TRIES} times at once settles it once and refunds nothing`, async () => {
    const jobId = await billed();
    const qr = await staff.hiring.admin.balanceQr({ jobId });
    await approveInUpiApp(deps, qr.paymentId);
    const results = await Promise.allSettled(Array.from({ length: TRIES }, () => newsOf(deps, qr.paymentId)));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await jobRow(database, jobId)).toMatchObject({ status: 'paid', balanceMethod: 'upi_qr' });
    expect(await testPayment(database, qr.paymentId)).toMatchObject({ amountRefunded: 0 });
    expect((await smsOf(database, jobId)).filter((s) => s.kind === 'paid')).toHaveLength(1);
  }, 60_000);
});
