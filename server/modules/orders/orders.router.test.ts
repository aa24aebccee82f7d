import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import type { AppDeps } from '../../deps.js';
import { cards, newBuyer, shipping, type Caller } from '../../test/checkout-fixtures.js';
import { expectRefusal, invalidInput } from '../../test/refusals.js';
import { insertProduct } from '../../test/fixtures.js';

let database: TestDatabase;
let deps: AppDeps;
const clock = fixedClock('2026-11-22T06:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testDeps(database, { clock });
});
afterAll(() => database.close());

async function buy(
  caller: Caller,
  productId: number,
  options: { rental?: { start: string; end: string }; pay?: boolean } = {},
) {
  await caller.cart.add(options.rental ? { productId, rental: true, ...options.rental } : { productId, rental: false });
  const { order, payment } = await caller.checkout.start(shipping);
  if (options.pay === false) return order;
  await caller.checkout.confirmTestPayment({ clientSecret: payment.clientSecret, card: cards.good });
  return caller.checkout.complete({ orderId: order.id });
}

describe('orders', () => {
  it('lists only the paid orders of the user, newest first, with their items, and pages through them', async () => {
    const pump = await insertProduct(database.db, {
      name: 'Orders Pump',
      price: 2_000_000,
      isAvailableForRent: false,
      stockQuantity: 50,
    });
    const tiller = await insertProduct(database.db, {
      name: 'Orders Tiller',
      rentalPricePerDay: 90_000,
      stockQuantity: 5,
    });
    const { caller } = await newBuyer(deps, database.db);
    const paid = [];
    for (let i = 0; i < 4; i++) {
      paid.push(await buy(caller, pump));
      clock.advance(60_000);
    }
    paid.push(await buy(caller, tiller, { rental: { start: '2026-12-01', end: '2026-12-03' } }));
    clock.advance(60_000);
    await buy(caller, pump, { pay: false });

    const first = await caller.orders.list({ limit: 3 });
    expect(first.orders.map((o) => o.id)).toEqual([paid[4]!.id, paid[3]!.id, paid[2]!.id]);
    expect(first.nextCursor).not.toBeNull();
    const second = await caller.orders.list({ limit: 3, cursor: first.nextCursor, direction: 'forward' });
    expect(second.orders.map((o) => o.id)).toEqual([paid[1]!.id, paid[0]!.id]);
    expect(second.nextCursor).toBeNull();

    expect(first.orders[0]).toMatchObject({
      status: 'paid',
      isRental: true,
      subtotal: 180_000,
      tax: 32_400,
      total: 212_400,
      shippingAddress: { fullName: shipping.fullName, city: shipping.city },
      items: [
        {
          productId: tiller,
          name: 'Orders Tiller',
          rental: true,
          quantity: 1,
          unitPrice: 90_000,
          start: '2026-12-01',
          end: '2026-12-03',
          rentalDays: 2,
          lineTotal: 180_000,
        },
      ],
    });
    expect(Object.keys(first.orders[0]!)).not.toContain('userId');
    expect(Object.keys(first.orders[0]!)).not.toContain('paymentIntentId');
  });

  it('answers NOT_FOUND for an order of someone else, a checkout never paid, and visitors', async () => {
    const drill = await insertProduct(database.db, {
      name: 'Orders Drill',
      isAvailableForRent: false,
      stockQuantity: 5,
    });
    const owner = await newBuyer(deps, database.db);
    const other = await newBuyer(deps, database.db);
    const paid = await buy(owner.caller, drill);
    const pending = await buy(owner.caller, drill, { pay: false });

    expect((await owner.caller.orders.byId({ id: paid.id })).id).toBe(paid.id);
    await expectRefusal(other.caller.orders.byId({ id: paid.id }), 'ORDER_NOT_FOUND', {});
    await expectRefusal(owner.caller.orders.byId({ id: pending.id }), 'ORDER_NOT_FOUND', {});
    const malformed = await expectRefusal(
      owner.caller.orders.byId({ id: 'not-a-uuid' }),
      'INVALID_INPUT',
      invalidInput('id', 'INVALID'),
    );
    expect(malformed.message).toBe('Order not found');
    await expect(callerFor(deps).orders.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await other.caller.orders.list()).orders).toEqual([]);
  });
});
