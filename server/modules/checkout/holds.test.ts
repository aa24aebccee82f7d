/**
 * Holds at checkout are fair: a buyer restarting checkout every few minutes holds the last unit for at most 30
 * minutes in a row; a buyer refused because the unit is held takes a place in line, and when the hold ends unpaid
 * the unit is kept for the first in line, so accounts taking turns at holding cannot keep it from a real buyer.
 * Driven by the injected clock.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.js';
import { newBuyer, shipping } from '../../test/checkout-fixtures.js';
import { insertProduct } from '../../test/fixtures.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { expectRefusal } from '../../test/refusals.js';
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

async function lastUnit(): Promise<number> {
  return insertProduct(database.db, { stockQuantity: 1, isAvailableForRent: false });
}

function at(minutes: number): string {
  return new Date(new Date(T0).getTime() + minutes * MINUTE).toISOString();
}

const product = expect.objectContaining({ name: expect.any(String), nameKn: expect.any(String) });

describe('a buyer restarting checkout to keep the last unit', () => {
  it('holds it at most 30 minutes from the first hold while nobody waits', async () => {
    const hoarder = await buyerOf(await lastUnit());
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

    clock.set(at(29.5));
    const usedUp = await expectRefusal(hoarder.caller.checkout.start(shipping), 'HOLD_TIME_USED_UP');
    expect(usedUp.params.retryAt).toBe(at(60));
  });

  it('cannot renew the hold while another buyer waits: the buyer in line gets the unit', async () => {
    const productId = await lastUnit();
    const hoarder = await buyerOf(productId);
    const other = await buyerOf(productId);
    await hoarder.caller.checkout.start(shipping);

    // The other buyer hears their place and when the unit may free up.
    clock.set(at(5));
    const refused = await expectRefusal(other.caller.checkout.start(shipping), 'HELD_BY_ANOTHER_BUYER', {
      product,
      freeAt: at(15),
      place: 1,
      keptMinutes: 10,
    });
    expect(refused.message).toMatch(
      new RegExp(
        /is held by another buyer who is paying now\. It may be free again at 11:45\sam\. /.source +
          /You are first in line: if it is not paid for by then, it is kept for you for 10 minutes\.$/.source,
        'i',
      ),
    );

    // Restarting lets the old hold go: the unit is kept for the buyer in line, and the hoarder goes behind them.
    clock.set(at(11));
    await expectRefusal(hoarder.caller.checkout.start(shipping), 'HELD_BY_ANOTHER_BUYER', {
      product,
      freeAt: at(21),
      place: 2,
      keptMinutes: 10,
    });
    clock.set(at(12));
    const got = await other.caller.checkout.start(shipping);
    expect(got.order.reservedUntil).toEqual(new Date(at(27)));
  });

  it('may hold it afresh after letting go for half an hour', async () => {
    const buyer = await buyerOf(await lastUnit());
    await buyer.caller.checkout.start(shipping);
    // The hold lapses at 15; half an hour later a new run of holds starts.
    clock.set(at(46));
    const again = await buyer.caller.checkout.start(shipping);
    expect(again.order.reservedUntil).toEqual(new Date(at(61)));
  });

  it('gets the same order on a double click, without spending hold time', async () => {
    const buyer = await buyerOf(await lastUnit());
    const first = await buyer.caller.checkout.start(shipping);
    clock.set(at(1));
    const again = await buyer.caller.checkout.start(shipping);
    expect(again.order.id).toBe(first.order.id);
    expect(again.order.reservedUntil).toEqual(new Date(at(15)));
  });

  it('still hears the usual refusal when the unit is gone for good, not held, and takes no place in line', async () => {
    const productId = await lastUnit();
    const buyer = await buyerOf(productId);
    await database.db.updateTable('equipment').set({ stockQuantity: 0 }).where('id', '=', productId).execute();
    await expectRefusal(buyer.caller.checkout.start(shipping), 'OUT_OF_STOCK');
    expect(await buyer.caller.checkout.queue()).toEqual([]);
  });
});

describe('two accounts taking turns at holding the last unit', () => {
  it(
    'cannot keep it from a buyer in line: the freed unit is kept for that buyer, not ' + 'for whoever asks first',
    async () => {
      const productId = await lastUnit();
      const [a, b, buyer] = [await buyerOf(productId), await buyerOf(productId), await buyerOf(productId)];
      await a.caller.checkout.start(shipping);
      clock.set(at(1));
      await expectRefusal(buyer.caller.checkout.start(shipping), 'HELD_BY_ANOTHER_BUYER');

      // A's 15 minutes end unpaid; B asks at that very instant, then A again: the unit is kept for the buyer.
      clock.set(at(15));
      await expectRefusal(b.caller.checkout.start(shipping), 'HELD_BY_ANOTHER_BUYER', {
        product,
        freeAt: at(25),
        place: 2,
        keptMinutes: 10,
      });
      await expectRefusal(a.caller.checkout.start(shipping), 'HELD_BY_ANOTHER_BUYER', {
        product,
        freeAt: at(25),
        place: 3,
        keptMinutes: 10,
      });
      expect(await buyer.caller.checkout.queue()).toEqual([
        expect.objectContaining({ productId, product, place: 1, keptUntil: new Date(at(25)) }),
      ]);

      // Within the 10 minutes the buyer comes back to checkout and gets it.
      clock.set(at(24));
      const got = await buyer.caller.checkout.start(shipping);
      expect(got.order.reservedUntil).toEqual(new Date(at(39)));
      expect(await buyer.caller.checkout.queue()).toEqual([]);
      expect(await b.caller.checkout.queue()).toEqual([
        expect.objectContaining({ productId, place: 1, keptUntil: null }),
      ]);
    },
  );

  it('a buyer who lets the kept time pass loses the place; the next in line gets the unit', async () => {
    const productId = await lastUnit();
    const [holder, first, second] = [await buyerOf(productId), await buyerOf(productId), await buyerOf(productId)];
    await holder.caller.checkout.start(shipping);
    clock.set(at(1));
    await expectRefusal(first.caller.checkout.start(shipping), 'HELD_BY_ANOTHER_BUYER');
    await expectRefusal(second.caller.checkout.start(shipping), 'HELD_BY_ANOTHER_BUYER');

    // The hold ends at 15; the first in line is told when they look (the checkout page asks), and never comes.
    clock.set(at(16));
    expect(await first.caller.checkout.queue()).toEqual([
      expect.objectContaining({ place: 1, keptUntil: new Date(at(26)) }),
    ]);
    clock.set(at(26));
    const got = await second.caller.checkout.start(shipping);
    expect(got.order.reservedUntil).toEqual(new Date(at(41)));
    // Coming back late, the first buyer is now behind the one who holds it.
    clock.set(at(27));
    await expectRefusal(first.caller.checkout.start(shipping), 'HELD_BY_ANOTHER_BUYER', {
      product,
      freeAt: at(41),
      place: 1,
      keptMinutes: 10,
    });
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
