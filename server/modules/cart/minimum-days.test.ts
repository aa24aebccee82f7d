import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, testDeps } from '../../test/harness.js';
import { refusalOf } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { insertProduct } from '../../test/fixtures.js';
import { newBuyer, ordersOf, shipping } from '../../test/checkout-fixtures.js';

/**
 * A machine's minimum rental days, enforced where a rental is held and where it is paid for: cart.add,
 * cart.setRentalDates, the guest cart's merge at sign-in, and checkout.start (the minimum may have been raised
 * after the rental went into the cart). Each refusal is RENTAL_TOO_SHORT naming the machine and its minimum.
 */
const NOW = '2026-11-22T06:00:00Z';
const twoDays = { start: '2026-12-01', end: '2026-12-03' };
const threeDays = { start: '2026-12-01', end: '2026-12-04' };

let database: TestDatabase;
let rotavator: number;

beforeAll(async () => {
  database = await createTestDatabase();
  rotavator = await insertProduct(database.db, { name: 'Rotavator 48', rentalPricePerDay: 150_000, stockQuantity: 2 });
  await database.db.updateTable('equipment').set({ minimumRentalDays: 3 }).where('id', '=', rotavator).execute();
});
afterAll(() => database.close());

const deps = () => testDeps(database, { clock: fixedClock(NOW) });

const tooShort = {
  code: 'BAD_REQUEST',
  reason: 'RENTAL_TOO_SHORT',
  params: { product: { name: 'Rotavator 48', nameKn: 'Rotavator 48 (ಕನ್ನಡ)' }, minimumDays: 3 },
  message: 'Rotavator 48 is rented for at least 3 days',
};

describe('minimum rental days', () => {
  it('cart.add refuses a rental shorter than the minimum and holds nothing; the minimum itself is fine', async () => {
    const { caller } = await newBuyer(deps(), database.db);
    expect(await refusalOf(caller.cart.add({ productId: rotavator, rental: true, ...twoDays }))).toEqual(tooShort);
    expect((await caller.cart.get()).lines).toEqual([]);
    const { cart } = await caller.cart.add({ productId: rotavator, rental: true, ...threeDays });
    expect(cart.lines.map((l) => [l.productId, l.start, l.end])).toEqual([[rotavator, threeDays.start, threeDays.end]]);
  });

  it('cart.setRentalDates refuses shorter dates and keeps the line as it was', async () => {
    const { caller } = await newBuyer(deps(), database.db);
    await caller.cart.add({ productId: rotavator, rental: true, ...threeDays });
    expect(await refusalOf(caller.cart.setRentalDates({ productId: rotavator, ...twoDays }))).toEqual(tooShort);
    expect((await caller.cart.get()).lines.map((l) => [l.start, l.end])).toEqual([[threeDays.start, threeDays.end]]);
  });

  it("the guest cart's merge drops a rental shorter than the minimum and says so", async () => {
    const { caller } = await newBuyer(deps(), database.db);
    const merged = await caller.cart.merge({
      lines: [{ productId: rotavator, rental: true, quantity: 1, ...twoDays }],
    });
    expect(merged.cart.lines).toEqual([]);
    expect(merged.adjusted).toEqual([
      expect.objectContaining({ productId: rotavator, rental: true, requested: 1, quantity: 0 }),
    ]);
  });

  it(
    'checkout.start refuses a rental that became too short after the minimum was ' + 'raised, and orders nothing',
    async () => {
      const { user, caller } = await newBuyer(deps(), database.db);
      await caller.cart.add({ productId: rotavator, rental: true, ...threeDays });
      await database.db.updateTable('equipment').set({ minimumRentalDays: 4 }).where('id', '=', rotavator).execute();
      try {
        expect(await refusalOf(caller.checkout.start(shipping))).toEqual({
          ...tooShort,
          params: { ...tooShort.params, minimumDays: 4 },
          message: 'Rotavator 48 is rented for at least 4 days',
        });
        expect(await ordersOf(database.db, user.id)).toEqual([]);
        expect((await caller.cart.get()).lines).toHaveLength(1);
      } finally {
        await database.db.updateTable('equipment').set({ minimumRentalDays: 3 }).where('id', '=', rotavator).execute();
      }
    },
  );

  it('availability tells the calendar the minimum', async () => {
    const { caller } = await newBuyer(deps(), database.db);
    const answer = await caller.rentals.availability({ productId: rotavator, from: '2026-12-01', to: '2026-12-05' });
    expect(answer.minimumRentalDays).toBe(3);
  });
});
