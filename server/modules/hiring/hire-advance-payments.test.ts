import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.js';
import type { TestPaymentProvider } from '../../providers/payments/test-provider.js';
import { fixedClock } from '../../test/harness.js';
import { expectRefusal } from '../../test/refusals.js';
import { sweepOnce } from '../payments/payment-sweep.js';
import type { TestDatabase } from '../../test/test-db.js';
import {
  advanceRows,
  advanceStartedTwice,
  farmer,
  paddyWorld,
  jobState,
  keptOf,
  paidInUpiApp,
} from './hire-advance-payments.fixtures.js';
import { approveInUpiApp } from './hire-balance.fixtures.js';

// 2026-11-22 11:30 in Kolkata; the job days are a week ahead.
const clock = fixedClock('2026-11-22T06:00:00Z');
const good = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

let database: TestDatabase;
let deps: AppDeps;
let serviceId: number;

beforeAll(async () => {
  ({ database, deps, serviceId } = await paddyWorld(clock));
});
afterAll(() => database.close());

describe("a hire advance started by SMS link and at the farmer's checkout", () => {
  it('keeps both: the link stays the job’s until one is captured; a declined card leaves it payable', async () => {
    const who = await farmer(database, deps);
    const two = await advanceStartedTwice(deps, serviceId, who, '2026-11-29');
    expect(two.checkout).not.toBe(two.link);
    expect(await advanceRows(database, two.jobId)).toMatchObject([
      { channel: 'payment_link', amount: two.advance, outcome: 'open' },
      { channel: 'checkout', amount: two.advance, outcome: 'open' },
    ]);
    expect(await jobState(database, two.jobId)).toMatchObject({ status: 'pending', advancePaymentId: two.link });
    // Nothing paid yet: the farmer's browser hears why its own payment was not taken, as before.
    await expectRefusal(who.caller.hiring.completePayment({ jobId: two.jobId }), 'PAYMENT_NOT_COMPLETED');
    // Their card declined: they hear their own checkout's reason, and the SMS link still pays the advance.
    const declined = { ...good, cardNumber: '4000 0000 0000 0002' };
    const card = who.caller.hiring.confirmTestPayment({ clientSecret: two.clientSecret, card: declined });
    await expectRefusal(card, 'PAYMENT_DECLINED');
    await expectRefusal(who.caller.hiring.completePayment({ jobId: two.jobId }), 'PAYMENT_DECLINED');
    await paidInUpiApp(deps, two.link);
    expect(await jobState(database, two.jobId)).toMatchObject({ status: 'booked', advancePaymentId: two.link });
    expect(await keptOf(database, [two.link, two.checkout])).toBe(two.advance);
  });

  it('the link paid first books the job; the checkout paid after it is refunded in full, once', async () => {
    const who = await farmer(database, deps);
    const two = await advanceStartedTwice(deps, serviceId, who, '2026-11-30');
    await paidInUpiApp(deps, two.link);
    expect(await jobState(database, two.jobId)).toMatchObject({ status: 'booked', advancePaymentId: two.link });
    await paidInUpiApp(deps, two.checkout, two.clientSecret);
    await who.caller.hiring.completePayment({ jobId: two.jobId });
    const job = await jobState(database, two.jobId);
    expect(job).toMatchObject({ status: 'booked', advancePaymentId: two.link, refund: null, bookedSms: 1 });
    expect(await advanceRows(database, two.jobId)).toMatchObject([
      { paymentId: two.link, outcome: 'settled', refundedAmount: null },
      { paymentId: two.checkout, outcome: 'refunded', refundedAmount: two.advance },
    ]);
    expect(await keptOf(database, [two.link, two.checkout])).toBe(two.advance);
  });

  it('the checkout paid first (by card) takes the advance from the link; the link paid later is refunded', async () => {
    const who = await farmer(database, deps);
    const two = await advanceStartedTwice(deps, serviceId, who, '2026-12-01');
    await who.caller.hiring.confirmTestPayment({ clientSecret: two.clientSecret, card: good });
    expect(await jobState(database, two.jobId)).toMatchObject({ status: 'booked', advancePaymentId: two.checkout });
    await paidInUpiApp(deps, two.link);
    await paidInUpiApp(deps, two.link).catch(() => undefined);
    expect(await jobState(database, two.jobId)).toMatchObject({ status: 'booked', bookedSms: 1 });
    expect(await advanceRows(database, two.jobId)).toMatchObject([
      { paymentId: two.link, outcome: 'refunded', refundedAmount: two.advance },
      { paymentId: two.checkout, outcome: 'settled' },
    ]);
    expect(await keptOf(database, [two.link, two.checkout])).toBe(two.advance);
    // The ledger sees the second payment come in and go back (H-E's 'extra' posting, keyed by the payment).
    const extra = await database.db
      .selectFrom('ledgerTransactions')
      .select('key')
      .where('key', 'like', `hire:${two.jobId}:extra%`)
      .execute();
    expect(extra.map((t) => t.key).sort()).toEqual([
      `hire:${two.jobId}:extra:${two.link}`,
      `hire:${two.jobId}:extra_refund:${two.link}`,
    ]);
  });

  it('a second capture whose news never came is refunded by the payment sweep', async () => {
    const who = await farmer(database, deps);
    const two = await advanceStartedTwice(deps, serviceId, who, '2026-12-03');
    await paidInUpiApp(deps, two.link);
    // The farmer also pays at checkout, and the tab closes before anything reaches the shop.
    await (deps.payments as TestPaymentProvider).startUpi(two.clientSecret);
    await approveInUpiApp(deps, two.checkout);
    expect(await keptOf(database, [two.link, two.checkout])).toBe(2 * two.advance);
    await sweepOnce(deps);
    expect(await advanceRows(database, two.jobId)).toMatchObject([
      { paymentId: two.link, outcome: 'settled' },
      { paymentId: two.checkout, outcome: 'refunded', refundedAmount: two.advance },
    ]);
    expect(await keptOf(database, [two.link, two.checkout])).toBe(two.advance);
    expect(await jobState(database, two.jobId)).toMatchObject({ status: 'booked', bookedSms: 1 });
  });

  it('a job cancelled unpaid makes both payments unusable', async () => {
    const who = await farmer(database, deps);
    const two = await advanceStartedTwice(deps, serviceId, who, '2026-12-02');
    await who.caller.hiring.cancel({ jobId: two.jobId });
    await expect(approveInUpiApp(deps, two.link)).rejects.toThrow();
    await expect(approveInUpiApp(deps, two.checkout)).rejects.toThrow();
    expect(await keptOf(database, [two.link, two.checkout])).toBe(0);
  });
});
