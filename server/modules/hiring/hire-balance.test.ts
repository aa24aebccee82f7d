import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/rental.js';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { expectRefusal, invalidInput } from '../../test/refusals.js';
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
import { LINK_VALID_DAYS, QR_VALID_MS } from './hire-balance.js';

/**
 * Paying a hire balance after the work (issue 21, build item 3): a UPI QR at the field, a payment link by SMS, cash
 * recorded by staff; what is refused; and two payments of one balance (the second is refunded in full).
 */
const clock = fixedClock('2026-11-22T06:00:00Z');
const BALANCE = 588_000;

let database: TestDatabase;
let deps: AppDeps;
let serviceId: number;
let staff: { user: { id: string }; caller: Caller };
let dayNo = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock });
  serviceId = await paddyService(database);
  staff = await person(database, deps, 'staff');
});
afterAll(() => database.close());

/** A farmer (English unless told) with a billed job on a day of its own. */
async function billed(locale = 'en', options: { measured?: number } = {}) {
  const farmer = await person(database, deps, 'customer', locale);
  const day = addDays('2026-11-24', dayNo++);
  const jobId = await billedJob(deps, serviceId, farmer.caller, staff.caller, { day, ...options });
  return { farmer, jobId };
}

describe('a UPI QR shown at the field', () => {
  it('is a QR for exactly the balance, the same one when shown again, and the job closes when it is paid', async () => {
    const { farmer, jobId } = await billed();
    const qr = await staff.caller.hiring.admin.balanceQr({ jobId });
    expect(qr.amount).toBe(BALANCE);
    expect(qr.qrImageUrl).toMatch(/^data:image\//);
    expect(qr.upiUri).toMatch(/^upi:\/\/pay\?.*am=5880\.00/);
    expect(qr.expiresAt).toEqual(new Date(clock.now().getTime() + QR_VALID_MS));
    expect(qr.testAppPath).toContain(qr.paymentId);
    expect(await testPayment(database, qr.paymentId)).toMatchObject({ channel: 'upi_qr', amount: BALANCE });
    // A second tap (or the operator's phone) shows the same single-use QR.
    expect((await staff.caller.hiring.admin.balanceQr({ jobId })).paymentId).toBe(qr.paymentId);

    const waiting = await staff.caller.hiring.balance({ jobId });
    expect(waiting).toMatchObject({ status: 'done', owed: true, balance: BALANCE, method: null });

    await approveInUpiApp(deps, qr.paymentId);
    expect(await newsOf(deps, qr.paymentId)).toEqual({ handled: 'hireJob', hireJobId: jobId });
    expect(await jobRow(database, jobId)).toMatchObject({
      status: 'paid',
      balanceMethod: 'upi_qr',
      balanceSettledPaymentId: qr.paymentId,
      paidAt: clock.now(),
    });
    // The news again (a redelivered webhook) changes nothing and refunds nothing.
    await newsOf(deps, qr.paymentId);
    expect(await testPayment(database, qr.paymentId)).toMatchObject({ status: 'succeeded', amountRefunded: 0 });
    expect((await smsOf(database, jobId)).filter((s) => s.kind === 'paid')).toHaveLength(1);

    const seen = await farmer.caller.hiring.balance({ jobId });
    expect(seen).toMatchObject({ status: 'paid', owed: false, method: 'upi_qr', paidAt: clock.now() });
    await expectRefusal(staff.caller.hiring.admin.balanceQr({ jobId }), 'HIRE_JOB_STATE', { status: 'paid' });
  });

  it('closes the job from the board poll even when the provider news never came', async () => {
    const { jobId } = await billed();
    const qr = await staff.caller.hiring.admin.balanceQr({ jobId });
    await approveInUpiApp(deps, qr.paymentId);
    expect(await staff.caller.hiring.balance({ jobId })).toMatchObject({ status: 'paid', method: 'upi_qr' });
  });

  it('is replaced by a new QR once it ran out', async () => {
    const { jobId } = await billed();
    const first = await staff.caller.hiring.admin.balanceQr({ jobId });
    clock.advance(QR_VALID_MS);
    try {
      const second = await staff.caller.hiring.admin.balanceQr({ jobId });
      expect(second.paymentId).not.toBe(first.paymentId);
      expect((await balanceRows(database, jobId)).map((r) => r.channel)).toEqual(['upi_qr', 'upi_qr']);
    } finally {
      clock.advance(-QR_VALID_MS);
    }
  });
});

describe('a payment link sent by SMS', () => {
  it("texts the farmer's phone a link for the balance, valid 3 days, and the job closes when it is paid", async () => {
    const { jobId } = await billed();
    const sent = await staff.caller.hiring.admin.balanceLink({ jobId });
    expect(sent.amount).toBe(BALANCE);
    expect(sent.expiresAt).toEqual(new Date(clock.now().getTime() + LINK_VALID_DAYS * 86_400_000));
    const sms = (await smsOf(database, jobId)).filter((s) => s.kind === 'balanceLink');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ toPhone: '+919845012345', locale: 'en' });
    expect(sms[0]!.body).toContain('Rs 5880');
    expect(sms[0]!.body).toContain(sent.paymentId);
    expect(await testPayment(database, sent.paymentId)).toMatchObject({ channel: 'payment_link', amount: BALANCE });

    await approveInUpiApp(deps, sent.paymentId);
    await newsOf(deps, sent.paymentId);
    expect(await jobRow(database, jobId)).toMatchObject({ status: 'paid', balanceMethod: 'payment_link' });
  });

  it('is written in Kannada for a farmer who reads Kannada', async () => {
    const { jobId } = await billed('kn');
    await staff.caller.hiring.admin.balanceLink({ jobId });
    const sms = (await smsOf(database, jobId)).find((s) => s.kind === 'balanceLink')!;
    expect(sms.locale).toBe('kn');
    expect(sms.body).toContain('ಬಾಕಿ ಹಣ ₹5880');
    expect(sms.body).toContain('ಯುಪಿಐ');
  });
});

describe('cash recorded by staff', () => {
  it('refuses an amount that is not the balance, then records who took it and when, with an SMS receipt', async () => {
    const { farmer, jobId } = await billed('kn');
    const short = staff.caller.hiring.admin.recordCash({ jobId, amount: BALANCE - 100 });
    await expectRefusal(short, 'INVALID_INPUT', invalidInput('amount', 'INVALID'));
    expect(await jobRow(database, jobId)).toMatchObject({ status: 'done', balanceMethod: null, cashRecordedBy: null });

    const paid = await staff.caller.hiring.admin.recordCash({ jobId, amount: BALANCE });
    expect(paid).toMatchObject({ status: 'paid', paidBy: 'cash' });
    expect(await jobRow(database, jobId)).toMatchObject({
      balanceMethod: 'cash',
      cashRecordedBy: staff.user.id,
      cashRecordedAt: clock.now(),
    });
    const receipt = (await smsOf(database, jobId)).filter((s) => s.kind === 'cashReceipt');
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.body).toContain('₹5880 ನಗದು ಬಂತು');
    const board = await staff.caller.hiring.balance({ jobId });
    expect(board).toMatchObject({ method: 'cash', cashRecordedAt: clock.now() });
    expect(board.cashRecordedBy).toMatch(/@example\.com$/);
    // The farmer sees how and when, not who.
    expect(await farmer.caller.hiring.balance({ jobId })).toMatchObject({ method: 'cash', cashRecordedBy: null });

    await expectRefusal(staff.caller.hiring.admin.recordCash({ jobId, amount: BALANCE }), 'HIRE_JOB_STATE', {
      status: 'paid',
    });
  });
});

describe('what is refused', () => {
  it('collecting a balance before the job is billed', async () => {
    const farmer = await person(database, deps);
    const started = await farmer.caller.hiring.book({
      serviceId,
      day: addDays('2026-11-24', dayNo++),
      slot: 'whole_day',
      areaMilliAcres: 3000,
      lat: 12.52216,
      lon: 76.90092,
      place: 'Mandya 571401',
      landmark: 'Near the canal',
      phone: '98450 12345',
    });
    const jobId = started.jobId;
    const state = { status: 'pending' };
    await expectRefusal(staff.caller.hiring.admin.balanceQr({ jobId }), 'HIRE_JOB_STATE', state);
    await expectRefusal(staff.caller.hiring.admin.balanceLink({ jobId }), 'HIRE_JOB_STATE', state);
    await expectRefusal(staff.caller.hiring.admin.recordCash({ jobId, amount: BALANCE }), 'HIRE_JOB_STATE', state);
    expect(await balanceRows(database, jobId)).toEqual([]);
  });

  it('a bill over the quote that the farmer has not accepted', async () => {
    const { farmer, jobId } = await billed('en', { measured: 3.5 });
    await expectRefusal(staff.caller.hiring.admin.balanceQr({ jobId }), 'HIRE_BILL_NOT_ACCEPTED');
    await expectRefusal(staff.caller.hiring.admin.recordCash({ jobId, amount: 660_000 }), 'HIRE_BILL_NOT_ACCEPTED');
    await farmer.caller.hiring.acceptBill({ jobId });
    expect((await staff.caller.hiring.admin.balanceQr({ jobId })).amount).toBe(660_000);
  });

  it('a stranger: another farmer hears the job does not exist, and only staff record cash', async () => {
    const { farmer, jobId } = await billed();
    const stranger = await person(database, deps);
    await expectRefusal(stranger.caller.hiring.admin.balanceQr({ jobId }), 'NOT_FOUND');
    await expectRefusal(stranger.caller.hiring.admin.balanceLink({ jobId }), 'NOT_FOUND');
    await expectRefusal(stranger.caller.hiring.balance({ jobId }), 'NOT_FOUND');
    await expectRefusal(stranger.caller.hiring.admin.recordCash({ jobId, amount: BALANCE }), 'FORBIDDEN');
    await expectRefusal(farmer.caller.hiring.admin.recordCash({ jobId, amount: BALANCE }), 'FORBIDDEN');
    await expectRefusal(callerFor(deps).hiring.admin.balanceQr({ jobId }), 'SIGN_IN_REQUIRED');
    expect(await balanceRows(database, jobId)).toEqual([]);
    expect(await jobRow(database, jobId)).toMatchObject({ status: 'done' });
    // The job's own farmer may bring up the QR on their phone.
    expect((await farmer.caller.hiring.admin.balanceQr({ jobId })).amount).toBe(BALANCE);
  });
});

describe('two payments of one balance', () => {
  it('the QR and the link both paid: the first settles, the second is refunded in full and staff see it', async () => {
    const { farmer, jobId } = await billed();
    const qr = await staff.caller.hiring.admin.balanceQr({ jobId });
    const link = await staff.caller.hiring.admin.balanceLink({ jobId });
    await approveInUpiApp(deps, qr.paymentId);
    await approveInUpiApp(deps, link.paymentId);
    await newsOf(deps, link.paymentId);
    await newsOf(deps, qr.paymentId);
    const job = await jobRow(database, jobId);
    expect(job.status).toBe('paid');
    const winner = job.balanceSettledPaymentId;
    const loser = winner === qr.paymentId ? link.paymentId : qr.paymentId;
    expect([qr.paymentId, link.paymentId]).toContain(winner);
    expect(await testPayment(database, winner!)).toMatchObject({ amountRefunded: 0 });
    expect(await testPayment(database, loser)).toMatchObject({ amountRefunded: BALANCE });
    await newsOf(deps, loser);
    expect(await testPayment(database, loser)).toMatchObject({ amountRefunded: BALANCE });

    const board = await staff.caller.hiring.balance({ jobId });
    expect(board.payments.map((p) => p.outcome).sort()).toEqual(['refunded', 'settled']);
    expect(board.payments.find((p) => p.outcome === 'refunded')).toMatchObject({ refundedAmount: BALANCE });
    expect((await smsOf(database, jobId)).filter((s) => s.kind === 'balanceRefunded')).toHaveLength(1);
    expect((await farmer.caller.hiring.balance({ jobId })).status).toBe('paid');
  });

  it('cash after a UPI payment whose news was lost is refused; cash first closes the open QR and link', async () => {
    const { jobId } = await billed();
    const qr = await staff.caller.hiring.admin.balanceQr({ jobId });
    const link = await staff.caller.hiring.admin.balanceLink({ jobId });
    await approveInUpiApp(deps, qr.paymentId);
    // The QR's news is lost and the crew takes cash meanwhile: the provider is asked first, so the UPI payment wins.
    await expectRefusal(staff.caller.hiring.admin.recordCash({ jobId, amount: BALANCE }), 'HIRE_JOB_STATE', {
      status: 'paid',
    });
    expect(await jobRow(database, jobId)).toMatchObject({ balanceMethod: 'upi_qr', cashRecordedBy: null });
    expect(await testPayment(database, link.paymentId)).toMatchObject({ status: 'canceled' });

    const other = await billed();
    const late = await staff.caller.hiring.admin.balanceQr({ jobId: other.jobId });
    await staff.caller.hiring.admin.recordCash({ jobId: other.jobId, amount: BALANCE });
    expect(await testPayment(database, late.paymentId)).toMatchObject({ status: 'canceled' });
    expect(await jobRow(database, other.jobId)).toMatchObject({ status: 'paid', balanceMethod: 'cash' });
  });

  it("the farmer's own checkout and a QR: one settles, the other is refunded", async () => {
    const { farmer, jobId } = await billed();
    const qr = await staff.caller.hiring.admin.balanceQr({ jobId });
    await approveInUpiApp(deps, qr.paymentId);
    const own = await farmer.caller.hiring.pay({ jobId });
    const card = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    await farmer.caller.hiring.confirmTestPayment({ clientSecret: own.payment.clientSecret, card });
    const job = await jobRow(database, jobId);
    expect(job.status).toBe('paid');
    const rows = await balanceRows(database, jobId);
    expect(rows.map((r) => r.outcome).sort()).toEqual(['refunded', 'settled']);
    const refunded = rows.find((r) => r.outcome === 'refunded')!;
    expect(await testPayment(database, refunded.paymentId)).toMatchObject({ amountRefunded: BALANCE });
  });
});
