/**
 * An order's life after payment, through the procedures staff and farmers call: every step, every refusal,
 * deposits, late fees, cancellations and refunds through the payment provider. PGlite by default; real Postgres
 * with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderTotals } from '../../../shared/deposit.js';
import type { AppDeps } from '../../deps.js';
import type { DevOutbox } from '../../providers/mail.js';
import type { TestPaymentProvider } from '../../providers/payments/test-provider.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { providerWith, stockOf } from '../../test/checkout-fixtures.js';
import { freeUnitsByDay } from '../rentals/availability.js';
import { insertMachine, paidOrder, staffCaller } from '../admin/admin.fixtures.js';
import { expectRefusal } from '../../test/refusals.js';

// 11:30 in Kolkata on 22 November 2026.
const NOW = '2026-11-22T06:00:00Z';
const DEPOSIT = 500_000;
const DAILY = 150_000;

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
const payments = () => deps.payments as TestPaymentProvider;

async function rentalOrder(
  start: string,
  end: string,
  options: { quantity?: number; locale?: 'en' | 'kn'; stock?: number } = {},
) {
  const machine = await insertMachine(database.db, {
    rentalPricePerDay: DAILY,
    securityDeposit: DEPOSIT,
    stockQuantity: options.stock ?? 3,
  });
  const paid = await paidOrder(
    deps,
    [{ productId: machine, quantity: options.quantity ?? 1, rental: { start, end } }],
    options,
  );
  return { machine, ...paid };
}

describe('deposits', () => {
  it(
    'are charged with the rental: total = rent + GST + refundable deposit, and the ' + 'card is charged exactly that',
    async () => {
      const { order } = await rentalOrder('2026-12-01', '2026-12-04', { quantity: 2 });
      const rent = DAILY * 3 * 2;
      expect(order).toMatchObject({
        subtotal: rent,
        deposit: 2 * DEPOSIT,
        total: orderTotals([{ lineTotal: rent, deposit: 2 * DEPOSIT }]).total,
      });
      expect(order.total).toBe(rent + Math.floor((rent * 18 + 50) / 100) + 2 * DEPOSIT);
      const row = await database.db
        .selectFrom('orders')
        .select('paymentIntentId')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect((await payments().retrieve(row.paymentIntentId!)).amount).toBe(order.total);
    },
  );
});

describe('a purchase', () => {
  it('goes paid -> packed -> dispatched (with a note) -> delivered, each step recorded with who and when', async () => {
    const tiller = await insertMachine(database.db, { isAvailableForRent: false, stockQuantity: 5 });
    const { order, caller: farmer } = await paidOrder(deps, [{ productId: tiller }], { locale: 'kn' });
    const staff = await staffCaller(deps);

    expect((await staff.caller.admin.orders.byId({ orderId: order.id })).nextStep).toBe('packed');
    await staff.caller.admin.orders.step({ orderId: order.id, step: 'packed' });
    clock.advance(3_600_000);
    await staff.caller.admin.orders.step({ orderId: order.id, step: 'dispatched', note: 'KA-05 tempo, driver Ramesh' });
    await staff.caller.admin.orders.step({ orderId: order.id, step: 'delivered' });

    const page = await staff.caller.admin.orders.byId({ orderId: order.id });
    expect(page.stage).toBe('delivered');
    expect(page.nextStep).toBeNull();
    expect(page.timeline.map((e) => [e.step, e.actorEmail])).toEqual([
      ['packed', staff.user.email],
      ['dispatched', staff.user.email],
      ['delivered', staff.user.email],
    ]);
    expect(page.timeline[1]).toMatchObject({
      note: 'KA-05 tempo, driver Ramesh',
      at: new Date(Date.parse(NOW) + 3_600_000),
    });

    // The farmer sees the same timeline on /orders, without the staff member's address.
    const mine = await farmer.orders.byId({ id: order.id });
    expect(mine.timeline.map((e) => e.step)).toEqual(['packed', 'dispatched', 'delivered']);
    expect(JSON.stringify(mine.timeline)).not.toContain(staff.user.email);
    // And an e-mail in their language when it left the shop.
    const dispatched = outbox().find((m) => m.subject.includes('ಕಳಿಸಿದ್ದೇವೆ'));
    expect(dispatched?.text).toContain('KA-05 tempo, driver Ramesh');
  });

  it('refuses any step but the next one, and rental steps, changing nothing', async () => {
    const pump = await insertMachine(database.db, { isAvailableForRent: false, stockQuantity: 5 });
    const { order } = await paidOrder(deps, [{ productId: pump }]);
    const staff = await staffCaller(deps);
    await expectRefusal(
      staff.caller.admin.orders.step({ orderId: order.id, step: 'dispatched', note: 'van' }),
      'ORDER_STEP_NOT_ALLOWED',
    );
    await expectRefusal(staff.caller.admin.orders.step({ orderId: order.id, step: 'ready' }), 'ORDER_STEP_NOT_ALLOWED');
    await expectRefusal(
      staff.caller.admin.orders.step({ orderId: order.id, step: 'delivered' }),
      'ORDER_STEP_NOT_ALLOWED',
    );
    await staff.caller.admin.orders.step({ orderId: order.id, step: 'packed' });
    await expectRefusal(
      staff.caller.admin.orders.step({ orderId: order.id, step: 'packed' }),
      'ORDER_STEP_NOT_ALLOWED',
    );
    expect((await staff.caller.admin.orders.byId({ orderId: order.id })).timeline).toHaveLength(1);
    // A dispatch needs its note.
    await expectRefusal(
      staff.caller.admin.orders.step({ orderId: order.id, step: 'dispatched', note: '' }),
      'INVALID_INPUT',
    );
  });

  it('is refused to a customer and to a visitor', async () => {
    const pump = await insertMachine(database.db, { isAvailableForRent: false, stockQuantity: 5 });
    const { order, caller: farmer } = await paidOrder(deps, [{ productId: pump }]);
    await expectRefusal(farmer.admin.orders.step({ orderId: order.id, step: 'packed' }), 'FORBIDDEN');
    await expectRefusal(farmer.admin.orders.list({}), 'FORBIDDEN');
    await expectRefusal(callerFor(deps).admin.orders.cancel({ orderId: order.id, reason: 'x' }), 'SIGN_IN_REQUIRED');
  });
});

describe('a rental', () => {
  it(
    'goes paid -> ready -> handed over -> returned on time -> closed, refunding the ' +
      'whole deposit through the provider',
    async () => {
      const { order, caller: farmer } = await rentalOrder('2026-11-23', '2026-11-25');
      const staff = await staffCaller(deps);
      await staff.caller.admin.orders.step({ orderId: order.id, step: 'ready' });
      clock.set('2026-11-23T04:00:00Z');
      await staff.caller.admin.orders.step({
        orderId: order.id,
        step: 'handed_over',
        place: 'shop',
        condition: 'good',
      });
      clock.set('2026-11-25T10:00:00Z');
      await staff.caller.admin.orders.step({ orderId: order.id, step: 'returned', condition: 'good' });
      const closed = await staff.caller.admin.orders.step({ orderId: order.id, step: 'closed' });
      expect(closed.refundStatus).toBe('done');

      const mine = await farmer.orders.byId({ id: order.id });
      expect(mine).toMatchObject({ stage: 'closed', lateDays: 0, lateFee: 0, damageCharge: 0 });
      expect(mine.refunds).toEqual([expect.objectContaining({ kind: 'deposit', amount: DEPOSIT, status: 'done' })]);
      expect(mine.timeline.map((e) => e.step)).toEqual(['ready', 'handed_over', 'returned', 'closed', 'refunded']);
      expect(mine.timeline[1]?.details).toMatchObject({ place: 'shop', condition: 'good' });
      const row = await database.db
        .selectFrom('orders')
        .select('paymentIntentId')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect((await payments().retrieve(row.paymentIntentId!)).amountRefunded).toBe(DEPOSIT);
    },
  );

  it(
    'returned a day late: the daily rent for the late day comes out of the deposit, ' +
      'then agreed damage, the rest is refunded',
    async () => {
      const { order, caller: farmer } = await rentalOrder('2026-11-23', '2026-11-25', { quantity: 2 });
      const staff = await staffCaller(deps);
      await staff.caller.admin.orders.step({ orderId: order.id, step: 'ready' });
      await staff.caller.admin.orders.step({
        orderId: order.id,
        step: 'handed_over',
        place: 'delivered',
        condition: 'good',
      });
      clock.set('2026-11-26T05:00:00Z');
      await staff.caller.admin.orders.step({ orderId: order.id, step: 'returned', condition: 'minor_wear' });
      expect(await farmer.orders.byId({ id: order.id })).toMatchObject({
        lateDays: 1,
        lateFee: 2 * DAILY,
        returnedOn: '2026-11-26',
      });
      await staff.caller.admin.orders.step({ orderId: order.id, step: 'closed', damage: 100_000 });

      const refund = 2 * DEPOSIT - 2 * DAILY - 100_000;
      const mine = await farmer.orders.byId({ id: order.id });
      expect(mine.refunds).toEqual([expect.objectContaining({ kind: 'deposit', amount: refund, status: 'done' })]);
      expect(outbox().some((m) => m.text.includes('1 day late'))).toBe(true);
    },
  );

  it('cannot be handed over before it is ready, nor closed before it is back', async () => {
    const { order } = await rentalOrder('2026-11-23', '2026-11-25');
    const staff = await staffCaller(deps);
    await expectRefusal(
      staff.caller.admin.orders.step({ orderId: order.id, step: 'handed_over', place: 'shop', condition: 'good' }),
      'ORDER_STEP_NOT_ALLOWED',
    );
    await expectRefusal(
      staff.caller.admin.orders.step({ orderId: order.id, step: 'closed' }),
      'ORDER_STEP_NOT_ALLOWED',
    );
    await expectRefusal(
      staff.caller.admin.orders.step({ orderId: order.id, step: 'packed' }),
      'ORDER_STEP_NOT_ALLOWED',
    );
  });

  it('cannot be handed over when no unit is in the shop (the other is out and overdue)', async () => {
    const machine = await insertMachine(database.db, {
      rentalPricePerDay: DAILY,
      securityDeposit: DEPOSIT,
      stockQuantity: 1,
    });
    const first = await paidOrder(deps, [{ productId: machine, rental: { start: '2026-11-22', end: '2026-11-23' } }]);
    const staff = await staffCaller(deps);
    await staff.caller.admin.orders.step({ orderId: first.order.id, step: 'ready' });
    await staff.caller.admin.orders.step({
      orderId: first.order.id,
      step: 'handed_over',
      place: 'shop',
      condition: 'good',
    });
    clock.set('2026-11-24T04:00:00Z');
    // Booked before the first one ran late: the calendar had the unit free from the 23rd.
    await database.db.transaction().execute(async (trx) => {
      const { insertOrder } = await import('../../test/fixtures.js');
      const userId = first.user.id;
      const id = await insertOrder(trx, {
        userId,
        productId: machine,
        quantity: 1,
        start: '2026-11-24',
        end: '2026-11-25',
      });
      await trx.updateTable('orders').set({ stage: 'ready' }).where('id', '=', id).execute();
      first.order = { ...first.order, id } as typeof first.order;
    });
    await expectRefusal(
      staff.caller.admin.orders.step({
        orderId: first.order.id,
        step: 'handed_over',
        place: 'shop',
        condition: 'good',
      }),
      'NO_UNIT_FREE',
    );
  });

  it('keeps its unit out for the buffer days after return and while blocked for maintenance', async () => {
    const machine = await insertMachine(database.db, { rentalPricePerDay: DAILY, stockQuantity: 1, bufferDays: 2 });
    await paidOrder(deps, [{ productId: machine, rental: { start: '2026-11-30', end: '2026-12-02' } }]);
    await database.db
      .insertInto('maintenanceBlocks')
      .values({ equipmentId: machine, quantity: 1, startDate: '2026-12-06', endDate: '2026-12-08', reason: 'repair' })
      .execute();
    const days = await freeUnitsByDay(database.db, machine, '2026-11-29', '2026-12-08', { now: clock.now() });
    expect(days.map((d) => `${d.date.slice(8)}:${d.free}`)).toEqual([
      '29:1',
      '30:0',
      '01:0',
      '02:0',
      '03:0',
      '04:1',
      '05:1',
      '06:0',
      '07:0',
      '08:1',
    ]);
    const farmer = await paidOrder(deps, [{ productId: machine, rental: { start: '2026-12-04', end: '2026-12-06' } }]);
    expect(farmer.order.status).toBe('paid');
  });

  it('e-mails the farmer the day before it is due back, once', async () => {
    const { order } = await rentalOrder('2026-11-22', '2026-11-24', { locale: 'kn' });
    const staff = await staffCaller(deps);
    await staff.caller.admin.orders.step({ orderId: order.id, step: 'ready' });
    await staff.caller.admin.orders.step({ orderId: order.id, step: 'handed_over', place: 'shop', condition: 'good' });
    clock.set('2026-11-23T03:00:00Z');
    const first = await staff.caller.admin.orders.sendDueReminders();
    expect(first.sent).toBeGreaterThanOrEqual(1);
    expect((await staff.caller.admin.orders.sendDueReminders()).sent).toBe(0);
    expect(outbox().filter((m) => m.subject.includes('ನಾಳೆ ವಾಪಸ್'))).toHaveLength(first.sent);
  });
});

describe('cancelling', () => {
  it(
    'a farmer sees the refund first: full 2 or more days before pick-up, then ' + 'cancels and gets exactly that',
    async () => {
      const { order, machine, caller: farmer, user } = await rentalOrder('2026-11-25', '2026-11-27');
      const quote = await farmer.cancellations.quote({ orderId: order.id });
      expect(quote).toMatchObject({ kind: 'allowed', percent: 100, refund: order.total, depositRefund: DEPOSIT });
      const done = await farmer.cancellations.cancel({ orderId: order.id, reason: 'Rain' });
      expect(done).toEqual({ refund: order.total, refundStatus: 'done' });

      const mine = await farmer.orders.byId({ id: order.id });
      expect(mine.status).toBe('cancelled');
      expect(mine.timeline.map((e) => e.step)).toEqual(['cancelled', 'refunded']);
      expect(mine.refunds).toEqual([
        expect.objectContaining({ kind: 'cancellation', amount: order.total, status: 'done' }),
      ]);
      const free = await freeUnitsByDay(database.db, machine, '2026-11-25', '2026-11-26', { now: clock.now() });
      expect(free.map((d) => d.free)).toEqual([3, 3]);
      expect(
        outbox()
          .filter((m) => m.to === user.email)
          .map((m) => m.subject),
      ).toEqual(
        expect.arrayContaining([expect.stringContaining('is cancelled'), expect.stringContaining('Your refund')]),
      );
    },
  );

  it(
    'the day before pick-up refunds half the rent and GST and the whole deposit; on ' + 'pick-up day it is refused',
    async () => {
      const late = await rentalOrder('2026-11-23', '2026-11-25');
      const rentPaid = late.order.total - DEPOSIT;
      expect(await late.caller.cancellations.quote({ orderId: late.order.id })).toMatchObject({
        kind: 'allowed',
        percent: 50,
        refund: Math.floor(rentPaid / 2) + DEPOSIT,
      });
      expect((await late.caller.cancellations.cancel({ orderId: late.order.id })).refund).toBe(
        Math.floor(rentPaid / 2) + DEPOSIT,
      );

      const today = await rentalOrder('2026-11-22', '2026-11-24');
      expect(await today.caller.cancellations.quote({ orderId: today.order.id })).toEqual({
        kind: 'too_late',
        pickUp: '2026-11-22',
      });
      await expectRefusal(today.caller.cancellations.cancel({ orderId: today.order.id }), 'CANCEL_TOO_LATE');
      expect((await today.caller.orders.byId({ id: today.order.id })).status).toBe('paid');
    },
  );

  it("a farmer cannot cancel a purchase, a handed-over rental, or someone else's order", async () => {
    const pump = await insertMachine(database.db, { isAvailableForRent: false, stockQuantity: 5 });
    const bought = await paidOrder(deps, [{ productId: pump }]);
    await expectRefusal(bought.caller.cancellations.cancel({ orderId: bought.order.id }), 'ORDER_NOT_CANCELLABLE');

    const rented = await rentalOrder('2026-11-28', '2026-11-30');
    await expectRefusal(bought.caller.cancellations.cancel({ orderId: rented.order.id }), 'NOT_FOUND');
    await expectRefusal(bought.caller.cancellations.quote({ orderId: rented.order.id }), 'NOT_FOUND');
    const staff = await staffCaller(deps);
    await staff.caller.admin.orders.step({ orderId: rented.order.id, step: 'ready' });
    await staff.caller.admin.orders.step({
      orderId: rented.order.id,
      step: 'handed_over',
      place: 'shop',
      condition: 'good',
    });
    await expectRefusal(rented.caller.cancellations.cancel({ orderId: rented.order.id }), 'ORDER_NOT_CANCELLABLE');
  });

  it(
    'staff cancel a purchase with a reason: everything paid is refunded once and the ' + 'units go back on the shelf',
    async () => {
      const pump = await insertMachine(database.db, { isAvailableForRent: false, stockQuantity: 5 });
      const { order, caller: farmer } = await paidOrder(deps, [{ productId: pump, quantity: 2 }]);
      expect(await stockOf(database.db, pump)).toBe(3);
      const staff = await staffCaller(deps);
      await staff.caller.admin.orders.step({ orderId: order.id, step: 'packed' });
      await expectRefusal(staff.caller.admin.orders.cancel({ orderId: order.id, reason: '' }), 'INVALID_INPUT');
      expect(await staff.caller.admin.orders.cancel({ orderId: order.id, reason: 'Out of this model' })).toEqual({
        refund: order.total,
        refundStatus: 'done',
      });
      expect(await stockOf(database.db, pump)).toBe(5);
      await expectRefusal(
        staff.caller.admin.orders.cancel({ orderId: order.id, reason: 'again' }),
        'ORDER_ALREADY_CANCELLED',
      );
      await expectRefusal(
        staff.caller.admin.orders.step({ orderId: order.id, step: 'dispatched', note: 'van' }),
        'ORDER_STEP_NOT_ALLOWED',
      );
      expect((await farmer.orders.byId({ id: order.id })).cancelReason).toBe('Out of this model');
      const refunds = await database.db
        .selectFrom('testPaymentRefunds')
        .innerJoin('orders', 'orders.paymentIntentId', 'testPaymentRefunds.paymentId')
        .select('amount')
        .where('orders.id', '=', order.id)
        .execute();
      expect(refunds).toEqual([{ amount: order.total }]);
      const audit = await staff.caller.admin.orders.byId({ orderId: order.id });
      expect(audit.timeline.at(-2)).toMatchObject({
        step: 'cancelled',
        note: 'Out of this model',
        actorEmail: staff.user.email,
      });
    },
  );

  it('is refused once the goods have left the shop', async () => {
    const pump = await insertMachine(database.db, { isAvailableForRent: false, stockQuantity: 5 });
    const { order } = await paidOrder(deps, [{ productId: pump }]);
    const staff = await staffCaller(deps);
    await staff.caller.admin.orders.step({ orderId: order.id, step: 'packed' });
    await staff.caller.admin.orders.step({ orderId: order.id, step: 'dispatched', note: 'van' });
    await expectRefusal(
      staff.caller.admin.orders.cancel({ orderId: order.id, reason: 'late' }),
      'ORDER_NOT_CANCELLABLE',
    );
  });

  it('keeps the refund pending through a provider outage and sends it once when retried', async () => {
    const pump = await insertMachine(database.db, { isAvailableForRent: false, stockQuantity: 5 });
    const { order } = await paidOrder(deps, [{ productId: pump }]);
    const down = testDeps(database, {
      clock,
      payments: providerWith(deps.payments, { refund: () => Promise.reject(new Error('connection reset')) }),
    });
    const staff = await staffCaller(down);
    expect(await staff.caller.admin.orders.cancel({ orderId: order.id, reason: 'Customer asked' })).toEqual({
      refund: order.total,
      refundStatus: 'pending',
    });
    const again = callerFor(deps, { user: staff.user });
    expect(await again.admin.orders.retryRefunds({ orderId: order.id })).toEqual({ pending: 0 });
    expect(await again.admin.orders.retryRefunds({ orderId: order.id })).toEqual({ pending: 0 });
    const page = await again.admin.orders.byId({ orderId: order.id });
    expect(page.refunds).toEqual([expect.objectContaining({ status: 'done', amount: order.total })]);
    expect(page.timeline.filter((e) => e.step === 'refunded')).toHaveLength(1);
  });
});
