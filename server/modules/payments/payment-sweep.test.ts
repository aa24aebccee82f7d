/**
 * Nothing lost and refunds that reach the farmer: the sweep (payment-sweep.ts) finds captured payments whose
 * confirmation never came and books them, refunds captures with nothing left to give them and records them, and
 * refreshes pending refunds; refundEvents.updated settles a refund once and tells staff when one fails. The test
 * provider with a fixed clock; PGlite by default, Postgres with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.js';
import type { DevOutbox } from '../../providers/mail.js';
import { TestPaymentProvider } from '../../providers/payments/test-provider.js';
import type { RefundResult, RefundStatus } from '../../providers/payments/types.js';
import { cards, newBuyer, ordersOf, providerWith, shipping } from '../../test/checkout-fixtures.js';
import { insertProduct } from '../../test/fixtures.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { insertMachine, paidOrder, staffCaller } from '../admin/admin.fixtures.js';
import { sweepOnce, sweepPayments } from './payment-sweep.js';
import { refundEvents } from './refund-events.js';

// 11:30 in Kolkata on Sunday 22 November 2026.
const NOW = '2026-11-22T06:00:00Z';
const MINUTE = 60_000;

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

const outbox = () => (deps.mailer as DevOutbox).list();
const provider = () => deps.payments as TestPaymentProvider;

async function buyerOf(productId: number, locale?: 'en' | 'kn') {
  const buyer = await newBuyer(deps, database.db, locale ? { locale } : {});
  await buyer.caller.cart.add({ productId, rental: false });
  return buyer;
}

/** The farmer's UPI app pays, and the browser never comes back to the shop. */
async function payAtProviderOnly(clientSecret: string) {
  await provider().confirmCard(clientSecret, { cardNumber: cards.good.cardNumber.replaceAll(' ', '') });
}

async function refundsAtProvider(paymentId: string) {
  return database.db
    .selectFrom('testPaymentRefunds')
    .select(['id', 'amount'])
    .where('paymentId', '=', paymentId)
    .execute();
}

async function ledgerOf(paymentId: string) {
  return database.db
    .selectFrom('paymentRefunds')
    .select(['reason', 'amount', 'status', 'providerRefundId', 'targetKind', 'targetId', 'arrivesBy'])
    .where('paymentId', '=', paymentId)
    .execute();
}

/** A provider whose refunds stay pending until the test says where they went. */
function slowRefunds() {
  const base = new TestPaymentProvider(database.db, clock);
  const outcome = new Map<string, RefundStatus>();
  const payments = providerWith(base, {
    refund: async (id, options): Promise<RefundResult> => ({ ...(await base.refund(id, options)), status: 'pending' }),
    retrieveRefund: async (refundId) => ({
      ...(await base.retrieveRefund(refundId)),
      status: outcome.get(refundId) ?? 'pending',
    }),
  });
  return { payments, settle: (refundId: string, status: RefundStatus) => outcome.set(refundId, status) };
}

describe('a payment whose confirmation never came back', () => {
  it('is found by the sweep and its order paid, with the confirmation e-mail', async () => {
    const pump = await insertProduct(database.db, { name: 'Mono Pump', isAvailableForRent: false, stockQuantity: 2 });
    const buyer = await buyerOf(pump);
    const { order, payment } = await buyer.caller.checkout.start(shipping);
    await payAtProviderOnly(payment.clientSecret);
    clock.advance(3 * MINUTE);

    const report = await sweepPayments(deps);

    expect(report).toMatchObject({ confirmed: 1, refunded: 0 });
    expect((await ordersOf(database.db, buyer.user.id)).map((o) => o.status)).toEqual(['paid']);
    expect(outbox().filter((m) => m.to === buyer.user.email)).toHaveLength(1);
    expect((await buyer.caller.orders.list()).orders.map((o) => o.id)).toEqual([order.id]);
    // A second sweep finds nothing more to do.
    expect(await sweepPayments(deps)).toMatchObject({ confirmed: 0, refunded: 0 });
  });

  it('leaves a payment the farmer never made alone', async () => {
    const pump = await insertProduct(database.db, { isAvailableForRent: false, stockQuantity: 2 });
    const buyer = await buyerOf(pump);
    await buyer.caller.checkout.start(shipping);
    expect(await sweepPayments(deps)).toMatchObject({ confirmed: 0, refunded: 0 });
    expect((await ordersOf(database.db, buyer.user.id)).map((o) => o.status)).toEqual(['pending']);
  });
});

describe('a capture with nothing to give it', () => {
  async function lateCapture(locale?: 'en' | 'kn') {
    const cultivator = await insertProduct(database.db, {
      name: 'Cultivator',
      price: 3_200_000,
      isAvailableForRent: false,
      stockQuantity: 1,
    });
    const late = await buyerOf(cultivator, locale);
    const lateStart = await late.caller.checkout.start(shipping);
    clock.advance(16 * MINUTE);
    const quick = await buyerOf(cultivator);
    const quickStart = await quick.caller.checkout.start(shipping);
    await quick.caller.checkout.confirmTestPayment({ clientSecret: quickStart.payment.clientSecret, card: cards.good });
    await quick.caller.checkout.complete({ orderId: quickStart.order.id });
    // The late farmer's UPI app pays now; the browser is gone.
    await payAtProviderOnly(lateStart.payment.clientSecret);
    const [row] = await ordersOf(database.db, late.user.id);
    return { late, order: row! };
  }

  it('is refunded in full by the sweep, recorded with its provider id and arrival day, the farmer told', async () => {
    const { late, order } = await lateCapture('kn');

    const report = await sweepPayments(deps);

    expect(report).toMatchObject({ confirmed: 1 });
    expect((await ordersOf(database.db, late.user.id)).map((o) => o.status)).toEqual(['refunded']);
    const atProvider = await refundsAtProvider(order.paymentIntentId!);
    expect(atProvider).toEqual([{ id: expect.any(String), amount: order.total }]);
    expect(await ledgerOf(order.paymentIntentId!)).toEqual([
      {
        reason: 'late_payment',
        amount: order.total,
        status: 'processed',
        providerRefundId: atProvider[0]!.id,
        targetKind: 'order',
        targetId: order.id,
        // A card payment: 7 working days from Sunday 22 November.
        arrivesBy: '2026-12-01',
      },
    ]);
    const mails = outbox().filter((m) => m.to === late.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('ರೀಫಂಡ್');
    expect(mails[0]!.text).toContain('1 ಡಿಸೆಂಬರ್ 2026 ರೊಳಗೆ ಬರುತ್ತೆ');

    // /orders shows the refunded order with its refund.
    const [shown] = (await late.caller.orders.list()).orders;
    expect(shown!.refunds).toEqual([
      expect.objectContaining({ kind: 'payment', amount: order.total, state: 'processed', method: 'card' }),
    ]);

    // Sweeping again sends nothing more and tells nobody twice.
    await sweepPayments(deps);
    expect(await refundsAtProvider(order.paymentIntentId!)).toHaveLength(1);
    expect(await ledgerOf(order.paymentIntentId!)).toHaveLength(1);
    expect(outbox().filter((m) => m.to === late.user.email)).toHaveLength(1);
  });

  it('is refunded once when two sweeps run at once, with or without the lease', async () => {
    const { order } = await lateCapture();
    const reports = await Promise.all([sweepPayments(deps), sweepPayments(deps)]);
    expect(reports.filter((r) => r === null).length).toBeLessThanOrEqual(1);
    await Promise.all([sweepOnce(deps), sweepOnce(deps)]);
    expect(await refundsAtProvider(order.paymentIntentId!)).toHaveLength(1);
    expect(await ledgerOf(order.paymentIntentId!)).toHaveLength(1);
  });
});

describe('the lease', () => {
  it('lets one sweep run at a time, and the next one after it', async () => {
    const { payments } = slowRefunds();
    let entered!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    // A provider that stops the first sweep half-way, while it holds the lease.
    const pump = await insertProduct(database.db, { isAvailableForRent: false, stockQuantity: 2 });
    const buyer = await buyerOf(pump);
    await buyer.caller.checkout.start(shipping);
    const blocking = providerWith(payments, {
      retrieve: async (id) => {
        entered();
        await held;
        return payments.retrieve(id);
      },
    });
    const first = sweepPayments({ ...deps, payments: blocking });
    await inside;
    expect(await sweepPayments(deps)).toBeNull();
    release();
    expect(await first).not.toBeNull();
    expect(await sweepPayments(deps)).not.toBeNull();
  });
});

describe('refund tracking', () => {
  async function cancelledRental(payments: AppDeps['payments']) {
    const machine = await insertMachine(database.db, { rentalPricePerDay: 150_000, securityDeposit: 500_000 });
    const rental = { start: '2026-12-01', end: '2026-12-03' };
    const { order, user } = await paidOrder(deps, [{ productId: machine, rental }]);
    // The test card was paid through the test provider; the refund goes through the provider under test.
    deps = { ...deps, payments };
    const caller = callerFor(deps, { user });
    await caller.cancellations.cancel({ orderId: order.id, reason: 'Rain' });
    return { order, caller, user };
  }

  it('keeps a pending refund on its way until the sweep hears it was processed', async () => {
    const slow = slowRefunds();
    const { order, caller } = await cancelledRental(slow.payments);
    const [pending] = (await caller.orders.list()).orders[0]!.refunds;
    expect(pending).toMatchObject({ kind: 'cancellation', amount: order.total, state: 'on_its_way', method: 'card' });
    // Card: 7 working days from Sunday 22 November.
    expect(pending!.arrivesBy).toBe('2026-12-01');

    expect(await sweepOnce(deps)).toMatchObject({ settled: 0 });
    const [row] = await database.db
      .selectFrom('refunds')
      .select('providerRefundId')
      .where('orderId', '=', order.id)
      .execute();
    slow.settle(row!.providerRefundId!, 'processed');
    clock.advance(24 * 60 * MINUTE);
    expect(await sweepOnce(deps)).toMatchObject({ settled: 1 });

    const [done] = (await caller.orders.list()).orders[0]!.refunds;
    expect(done).toMatchObject({ state: 'processed', settledAt: new Date('2026-11-23T06:00:00Z') });
    expect(await sweepOnce(deps)).toMatchObject({ settled: 0 });
  });

  it('settles a refund once from the provider news, and tells staff once when it failed', async () => {
    const slow = slowRefunds();
    const staff = await staffCaller(deps);
    const { order, caller } = await cancelledRental(slow.payments);
    const [row] = await database.db
      .selectFrom('refunds')
      .select('providerRefundId')
      .where('orderId', '=', order.id)
      .execute();
    const refundId = row!.providerRefundId!;

    expect(await refundEvents.updated(deps, { refundId, status: 'pending' })).toBe('unchanged');
    expect(await refundEvents.updated(deps, { refundId, status: 'failed' })).toBe('order');
    expect(await refundEvents.updated(deps, { refundId, status: 'failed' })).toBe('unchanged');
    expect(await refundEvents.updated(deps, { refundId, status: 'processed' })).toBe('unchanged');
    expect(await refundEvents.updated(deps, { refundId: 'rfnd_nobody', status: 'processed' })).toBe('unknown');

    expect((await caller.orders.list()).orders[0]!.refunds[0]).toMatchObject({ state: 'failed' });
    const staffMails = outbox().filter((m) => m.to === staff.user.email);
    expect(staffMails).toHaveLength(1);
    expect(staffMails[0]!.text).toContain('failed');
    expect(staffMails[0]!.text).toContain('ರೀಫಂಡ್');
    const audit = await database.db
      .selectFrom('auditLog')
      .select(['action', 'entityId'])
      .where('action', '=', 'refund.failed')
      .where('entityId', '=', order.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('sends a refund the provider could not take when the sweep runs, once', async () => {
    const base = new TestPaymentProvider(database.db, clock);
    let down = true;
    const flaky = providerWith(base, {
      refund: async (id, options) => {
        if (down) throw new Error('provider down');
        return base.refund(id, options);
      },
    });
    const { order, caller, user } = await cancelledRental(flaky);
    expect((await caller.orders.list()).orders[0]!.refunds[0]).toMatchObject({
      status: 'pending',
      state: 'on_its_way',
    });
    down = false;
    await sweepOnce(deps);
    await sweepOnce(deps);
    const paymentId = (await ordersOf(database.db, user.id)).find((o) => o.id === order.id)!.paymentIntentId!;
    expect(await refundsAtProvider(paymentId)).toHaveLength(1);
    expect((await caller.orders.list()).orders[0]!.refunds[0]).toMatchObject({ status: 'done', state: 'processed' });
  });
});
