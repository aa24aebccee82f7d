/**
 * Holds at checkout are fair: a buyer restarting checkout every few minutes holds the last unit for at most 30
 * minutes in a row, and the buyer who is refused meanwhile is told when it may free up. Driven by the injected
 * clock.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RefusalParams } from '../../../shared/refusals.js';
import type { AppDeps } from '../../deps.js';
import { DomainError } from '../../errors.js';
import { newBuyer, shipping } from '../../test/checkout-fixtures.js';
import { insertProduct } from '../../test/fixtures.js';
import { errorOf, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';

const MINUTE = 60_000;
const T0 = '2026-11-22T06:00:00Z';

let database: TestDatabase;
let deps: AppDeps;
let clock: ReturnType<typeof fixedClock>;

beforeAll(async () => {
  database = await createTestDatabase();
  clock = fixedClock(T0);
  deps = testDeps(database, { clock });
});
afterAll(async () => {
  await database.close();
});
beforeEach(() => clock.set(T0));

async function buyerOf(productId: number) {
  const buyer = await newBuyer(deps, database.db);
  await buyer.caller.cart.add({ productId, rental: false });
  return buyer;
}

async function refusalOf(call: Promise<unknown>) {
  const error = await errorOf(call);
  expect(error.cause).toBeInstanceOf(DomainError);
  const cause = error.cause as DomainError;
  return { code: error.code, reason: cause.reason, params: cause.params as Record<string, unknown>, message: error.message };
}

function at(minutes: number): string {
  return new Date(new Date(T0).getTime() + minutes * MINUTE).toISOString();
}

describe('a buyer restarting checkout to keep the last unit', () => {
  it('holds it at most 30 minutes from the first hold; then the other buyer gets it', async () => {
    const productId = await insertProduct(database.db, { stockQuantity: 1, isAvailableForRent: false });
    const hoarder = await buyerOf(productId);
    const other = await buyerOf(productId);

    const first = await hoarder.caller.checkout.start(shipping);
    expect(first.order.reservedUntil).toEqual(new Date(at(15)));

    // Restarting with under five minutes left replaces the hold, but never past 30 minutes from the first.
    clock.set(at(11));
    const second = await hoarder.caller.checkout.start(shipping);
    expect(second.order.id).not.toBe(first.order.id);
    expect(second.order.reservedUntil).toEqual(new Date(at(26)));
    clock.set(at(22));
    const third = await hoarder.caller.checkout.start(shipping);
    expect(third.order.reservedUntil).toEqual(new Date(at(30)));

    // Meanwhile the other buyer hears when the unit may free up.
    clock.set(at(23));
    const refused = await refusalOf(other.caller.checkout.start(shipping));
    expect(refused).toMatchObject({ code: 'CONFLICT', reason: 'HELD_BY_ANOTHER_BUYER' });
    expect(refused.params).toEqual({ product: expect.objectContaining({ name: expect.any(String) }), freeAt: at(30) } satisfies Record<keyof RefusalParams<'HELD_BY_ANOTHER_BUYER'>, unknown>);
    expect(refused.message).toMatch(/is held by another buyer who is paying now\. It may be free again at 12:00\spm\.$/i);

    // At the 30th minute the hoarder cannot hold it again for another half hour...
    clock.set(at(29.5));
    const usedUp = await refusalOf(hoarder.caller.checkout.start(shipping));
    expect(usedUp).toMatchObject({ code: 'CONFLICT', reason: 'HOLD_TIME_USED_UP' });
    expect(usedUp.params.retryAt).toBe(at(60));

    // ...and the other buyer gets the unit.
    clock.set(at(30));
    const got = await other.caller.checkout.start(shipping);
    expect(got.order.reservedUntil).toEqual(new Date(at(45)));
    clock.set(at(31));
    expect((await refusalOf(hoarder.caller.checkout.start(shipping))).reason).toBe('HELD_BY_ANOTHER_BUYER');
  });

  it('may hold it afresh after letting go for half an hour', async () => {
    const productId = await insertProduct(database.db, { stockQuantity: 1, isAvailableForRent: false });
    const buyer = await buyerOf(productId);
    await buyer.caller.checkout.start(shipping);
    // The hold lapses at 15; half an hour later a new run of holds starts.
    clock.set(at(46));
    const again = await buyer.caller.checkout.start(shipping);
    expect(again.order.reservedUntil).toEqual(new Date(at(61)));
  });

  it('gets the same order on a double click, without spending hold time', async () => {
    const productId = await insertProduct(database.db, { stockQuantity: 1, isAvailableForRent: false });
    const buyer = await buyerOf(productId);
    const first = await buyer.caller.checkout.start(shipping);
    clock.set(at(1));
    const again = await buyer.caller.checkout.start(shipping);
    expect(again.order.id).toBe(first.order.id);
    expect(again.order.reservedUntil).toEqual(new Date(at(15)));
  });

  it('still hears the usual refusal when the unit is gone for good, not held', async () => {
    const productId = await insertProduct(database.db, { stockQuantity: 1, isAvailableForRent: false });
    const buyer = await buyerOf(productId);
    await database.db.updateTable('equipment').set({ stockQuantity: 0 }).where('id', '=', productId).execute();
    const error = await errorOf(buyer.caller.checkout.start(shipping));
    expect(error.code).toBe('CONFLICT');
    expect((error.cause as DomainError | undefined)?.reason).not.toBe('HELD_BY_ANOTHER_BUYER');
  });
});

describe('pending checkouts per buyer', () => {
  it('stay at one: a new checkout replaces the buyer’s older pending one', async () => {
    const productId = await insertProduct(database.db, { stockQuantity: 5, isAvailableForRent: false });
    const buyer = await buyerOf(productId);
    await buyer.caller.checkout.start(shipping);
    await buyer.caller.cart.updateQuantity({ productId, rental: false, quantity: 2 });
    await buyer.caller.checkout.start(shipping);
    await buyer.caller.cart.updateQuantity({ productId, rental: false, quantity: 3 });
    await buyer.caller.checkout.start(shipping);
    const pending = await database.db
      .selectFrom('orders')
      .select('id')
      .where('userId', '=', buyer.user.id)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(1);
  });
});
