/**
 * The back office's daily settlement: takings by method, fees, refunds by where they stand, and anything unmatched,
 * for a day in Karnataka; staff and owners only. PGlite by default, Postgres with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.js';
import { TestPaymentProvider } from '../../providers/payments/test-provider.js';
import { cards, newBuyer, providerWith, shipping } from '../../test/checkout-fixtures.js';
import { insertProduct } from '../../test/fixtures.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { expectRefusal } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { sweepOnce } from '../payments/payment-sweep.js';
import { refundEvents } from '../payments/refund-events.js';
import { insertMachine, paidOrder, staffCaller } from './admin.fixtures.js';

// 23:00 in Kolkata on 22 November 2026: still the 22nd there, already late on the 22nd in UTC.
const NOW = '2026-11-22T17:30:00Z';

let database: TestDatabase;
let clock: ReturnType<typeof fixedClock>;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => {
  clock = fixedClock(NOW);
  deps = testDeps(database, { clock });
});

describe('admin.settlement', () => {
  it('adds up a day: takings by method, refunds by state, a capture given back and a failed refund', async () => {
    const staff = await staffCaller(deps);
    const empty = await staff.caller.admin.settlement({});
    expect(empty).toMatchObject({ day: '2026-11-22', total: 0, unmatched: [] });

    // A purchase paid by card.
    const pump = await insertMachine(database.db, { isAvailableForRent: false, stockQuantity: 5, price: 1_000_000 });
    const bought = await paidOrder(deps, [{ productId: pump }]);
    // A rental paid, then cancelled; its refund fails at the provider.
    const machine = await insertMachine(database.db, { rentalPricePerDay: 150_000, securityDeposit: 500_000 });
    const rented = await paidOrder(deps, [{ productId: machine, rental: { start: '2026-12-01', end: '2026-12-03' } }]);
    const base = new TestPaymentProvider(database.db, clock);
    const pendingRefunds = providerWith(base, {
      refund: async (id, options) => ({ ...(await base.refund(id, options)), status: 'pending' }),
    });
    await callerFor({ ...deps, payments: pendingRefunds }, { user: rented.user }).cancellations.cancel({
      orderId: rented.order.id,
      reason: 'Rain',
    });
    const [refund] = await database.db
      .selectFrom('refunds')
      .select('providerRefundId')
      .where('orderId', '=', rented.order.id)
      .execute();
    await refundEvents.updated(deps, { refundId: refund!.providerRefundId!, status: 'failed' });

    // A payment that came after its unit was sold to someone else: refunded by the sweep.
    const drill = await insertProduct(database.db, { isAvailableForRent: false, stockQuantity: 1, price: 700_000 });
    const late = await newBuyer(deps, database.db);
    await late.caller.cart.add({ productId: drill, rental: false });
    const lateStart = await late.caller.checkout.start(shipping);
    clock.advance(16 * 60_000);
    const quick = await paidOrder(deps, [{ productId: drill }]);
    await base.confirmCard(lateStart.payment.clientSecret, { cardNumber: cards.good.cardNumber.replaceAll(' ', '') });
    await sweepOnce(deps);

    const day = await staff.caller.admin.settlement({ day: '2026-11-22' });
    const paidTotal = bought.order.total + rented.order.total + quick.order.total;
    expect(day.takings.card).toEqual({ count: 3, amount: paidTotal });
    expect(day.takings.upi).toEqual({ count: 0, amount: 0 });
    expect(day.takings.cash).toEqual({ count: 0, amount: 0 });
    expect(day.total).toBe(paidTotal);
    // The fees are what the provider says it kept.
    const paymentIds = await database.db
      .selectFrom('orders')
      .select('paymentIntentId')
      .where('id', 'in', [bought.order.id, rented.order.id, quick.order.id])
      .execute();
    const kept = await Promise.all(paymentIds.map(async (p) => (await base.retrieve(p.paymentIntentId!)).fee));
    const known = kept.filter((fee) => fee !== null);
    expect(day.fees).toEqual({
      amount: known.reduce((sum, fee) => sum + fee!, 0),
      known: known.length,
      unknown: 3 - known.length,
    });
    expect(day.refunds.failed).toEqual({ count: 1, amount: rented.order.total });
    expect(day.refunds.processed).toEqual({ count: 1, amount: lateStart.order.total });
    expect(day.unmatched).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: 'late_payment', targetId: lateStart.order.id, status: 'processed' }),
        expect.objectContaining({ reason: 'cancellation', targetId: rented.order.id, status: 'failed' }),
      ]),
    );

    // The next day in Karnataka starts at 18:30 UTC: nothing was taken on it yet, but the failed refund still shows.
    const next = await staff.caller.admin.settlement({ day: '2026-11-23' });
    expect(next.total).toBe(0);
    expect(next.unmatched.map((u) => u.reason)).toEqual(['cancellation']);
    // The method was asked once and recorded.
    expect(await database.db.selectFrom('paymentCaptures').select('method').execute()).toHaveLength(3);
  });

  it('is for staff and owners only', async () => {
    const farmer = await newBuyer(deps, database.db);
    await expect(farmer.caller.admin.settlement({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expectRefusal(callerFor(deps).admin.settlement({}), 'SIGN_IN_REQUIRED');
    const owner = await staffCaller(deps, 'owner');
    expect((await owner.caller.admin.settlement({})).day).toBe('2026-11-22');
  });

  it('refuses a day that is not a calendar day', async () => {
    const staff = await staffCaller(deps);
    await expectRefusal(staff.caller.admin.settlement({ day: '22-11-2026' }), 'INVALID_INPUT');
  });
});
