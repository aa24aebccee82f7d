import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RefusalParams, RefusalReason } from '../../../shared/refusals.js';
import { addDays, type RentalPeriodProblem } from '../../../shared/rental.js';
import type { AppDeps } from '../../deps.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { expectRefusal, invalidInput } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { insertOrder, insertProduct, insertUser } from '../../test/fixtures.js';

// 11:30 in Kolkata on 22 November 2026.
const NOW = '2026-11-22T06:00:00Z';
const TODAY = '2026-11-22';
const dec1 = { start: '2026-12-01', end: '2026-12-04' }; // 3 days
const dec10 = { start: '2026-12-10', end: '2026-12-11' }; // 1 day

let database: TestDatabase;
let clock: ReturnType<typeof fixedClock>;
let deps: AppDeps;
/** Buy ₹7,10,000 or rent ₹2,000 a day; 2 units. */
let tractor: number;
/** For sale only; 5 units. */
let pump: number;
/** For rent only; 1 unit. */
let harvester: number;
/** Offered both ways, no unit. */
let soldOut: number;

beforeAll(async () => {
  database = await createTestDatabase();
  tractor = await insertProduct(database.db, {
    name: 'Tractor 45 HP',
    price: 71_000_000,
    rentalPricePerDay: 200_000,
    stockQuantity: 2,
    imageUrl: '/images/equipment/tractor.svg',
  });
  pump = await insertProduct(database.db, {
    name: 'Water Pump',
    price: 1_850_000,
    isAvailableForRent: false,
    stockQuantity: 5,
  });
  harvester = await insertProduct(database.db, {
    name: 'Combine Harvester',
    price: 250_000_000,
    rentalPricePerDay: 1_200_000,
    isAvailableForSale: false,
    stockQuantity: 1,
  });
  soldOut = await insertProduct(database.db, { name: 'Seed Drill', stockQuantity: 0 });
});
afterAll(() => database.close());

beforeEach(() => {
  clock = fixedClock(NOW);
  deps = testDeps(database, { clock });
});

async function signedIn() {
  const user = await insertUser(database.db);
  return { user, cart: callerFor(deps, { user }).cart };
}

/** A table row of a refusal: the cases, then the reason, its params and, where the reason says less, the message. */
type RefusalRow<Case extends unknown[]> = [...Case, RefusalReason, RefusalParams, string?];

const named = (name: string) => ({ name, nameKn: `${name} (ಕನ್ನಡ)` });
/** Machines made for one test have generated names. */
const anyProduct = expect.objectContaining({ name: expect.any(String) });
const datesInvalid = (problem: RentalPeriodProblem) => ({ problem, maxDays: 92, horizonDays: 365 });

function keysOf(view: { lines: { productId: number; rental: boolean; quantity: number }[] }) {
  return view.lines.map((l) => [l.productId, l.rental, l.quantity]);
}

describe('signing in is required', () => {
  it.each(['get', 'add', 'updateQuantity', 'setRentalDates', 'remove', 'clear', 'merge'] as const)(
    'cart.%s answers UNAUTHORIZED to a visitor',
    async (procedure) => {
      const cart = callerFor(deps).cart as unknown as Record<string, (input?: unknown) => Promise<unknown>>;
      await expectRefusal(
        cart[procedure]!({ productId: tractor, rental: false, quantity: 1, lines: [], ...dec1 }),
        'SIGN_IN_REQUIRED',
        {},
      );
    },
  );
});

describe('cart.get', () => {
  it('is empty for a new user and was never saved', async () => {
    const { cart } = await signedIn();
    expect(await cart.get()).toEqual({ lines: [], totalItems: 0, subtotal: 0, deposit: 0, updatedAt: null });
  });

  it("shows only the user's own cart", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await a.cart.add({ productId: pump, rental: false });
    expect((await b.cart.get()).lines).toEqual([]);
    expect((await a.cart.get()).totalItems).toBe(1);
  });
});

describe('cart.add', () => {
  it('adds a purchase priced from the database', async () => {
    const { cart } = await signedIn();
    const { cart: view, added } = await cart.add({ productId: tractor, rental: false });
    expect(added).toEqual({ quantity: 1, increased: false });
    expect(view).toEqual({
      lines: [
        {
          productId: tractor,
          rental: false,
          name: 'Tractor 45 HP',
          nameKn: 'Tractor 45 HP (ಕನ್ನಡ)',
          imageUrl: '/images/equipment/tractor.svg',
          unitPrice: 71_000_000,
          quantity: 1,
          start: null,
          end: null,
          rentalDays: null,
          lineTotal: 71_000_000,
          deposit: 0,
          maxQuantity: 2,
          problem: null,
        },
      ],
      totalItems: 1,
      subtotal: 71_000_000,
      deposit: 0,
      updatedAt: new Date(NOW),
    });
  });

  it('adds a rental charged per day for [start, end), the return day free', async () => {
    const { cart } = await signedIn();
    const { cart: view } = await cart.add({ productId: tractor, rental: true, ...dec1 });
    expect(view.lines[0]).toMatchObject({
      rental: true,
      unitPrice: 200_000,
      start: dec1.start,
      end: dec1.end,
      rentalDays: 3,
      lineTotal: 600_000,
      maxQuantity: 2,
    });
    expect(view.subtotal).toBe(600_000);
  });

  it('raises the quantity of the same product and rental flag, and a rental takes the new dates', async () => {
    const { cart } = await signedIn();
    await cart.add({ productId: tractor, rental: true, ...dec1 });
    const { cart: view, added } = await cart.add({ productId: tractor, rental: true, ...dec10 });
    expect(added).toEqual({ quantity: 2, increased: true });
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]).toMatchObject({
      quantity: 2,
      start: dec10.start,
      end: dec10.end,
      rentalDays: 1,
      lineTotal: 400_000,
    });
  });

  it('keeps buying and renting one product as two lines, and totals them', async () => {
    const { cart } = await signedIn();
    await cart.add({ productId: tractor, rental: false });
    await cart.add({ productId: pump, rental: false });
    await cart.add({ productId: pump, rental: false });
    const { cart: view } = await cart.add({ productId: tractor, rental: true, ...dec1 });
    expect(keysOf(view)).toEqual([
      [tractor, false, 1],
      [pump, false, 2],
      [tractor, true, 1],
    ]);
    expect(view.totalItems).toBe(4);
    expect(view.subtotal).toBe(71_000_000 + 2 * 1_850_000 + 3 * 200_000);
  });

  it('prices from the database on every read, whatever the price was when added', async () => {
    const { cart } = await signedIn();
    const product = await insertProduct(database.db, { price: 500_000 });
    await cart.add({ productId: product, rental: false });
    await database.db.updateTable('equipment').set({ price: 650_000 }).where('id', '=', product).execute();
    expect((await cart.get()).subtotal).toBe(650_000);
    const refused = await expectRefusal(
      cart.add({ productId: product, rental: false, price: 1 } as never),
      'INVALID_INPUT',
    );
    expect(refused.message).toBe('Unrecognized key: "price"');
  });

  it('accepts a rental starting today', async () => {
    const { cart } = await signedIn();
    const { cart: view } = await cart.add({ productId: harvester, rental: true, start: TODAY, end: addDays(TODAY, 1) });
    expect(view.lines[0]).toMatchObject({ rentalDays: 1, lineTotal: 1_200_000 });
  });

  it.each([
    ['an unknown product', () => ({ productId: 999_999, rental: false }), 'PRODUCT_NOT_FOUND', {}],
    [
      'buying an item not for sale',
      () => ({ productId: harvester, rental: false }),
      'NOT_FOR_SALE',
      { product: named('Combine Harvester') },
    ],
    [
      'renting an item not for rent',
      () => ({ productId: pump, rental: true, ...dec1 }),
      'NOT_FOR_RENT',
      { product: named('Water Pump') },
    ],
    [
      'renting without dates',
      () => ({ productId: tractor, rental: true }),
      'INVALID_INPUT',
      invalidInput('start', 'SELECT_DATES'),
    ],
    [
      'renting with a start only',
      () => ({ productId: tractor, rental: true, start: dec1.start }),
      'INVALID_INPUT',
      invalidInput('end', 'SELECT_DATES'),
    ],
    [
      'dates on a purchase',
      () => ({ productId: tractor, rental: false, ...dec1 }),
      'INVALID_INPUT',
      invalidInput('start', 'INVALID'),
      'Only rentals have dates',
    ],
    [
      'a start in the past',
      () => ({ productId: tractor, rental: true, start: '2026-11-21', end: '2026-11-23' }),
      'RENTAL_DATES_INVALID',
      datesInvalid('past'),
    ],
    [
      'an end equal to the start',
      () => ({ productId: tractor, rental: true, start: dec1.start, end: dec1.start }),
      'RENTAL_DATES_INVALID',
      datesInvalid('end_not_after_start'),
    ],
    [
      'an end before the start',
      () => ({ productId: tractor, rental: true, start: dec1.end, end: dec1.start }),
      'RENTAL_DATES_INVALID',
      datesInvalid('end_not_after_start'),
    ],
    [
      'a rental over 92 days',
      () => ({ productId: tractor, rental: true, start: dec1.start, end: addDays(dec1.start, 93) }),
      'RENTAL_DATES_INVALID',
      datesInvalid('too_long'),
    ],
    [
      'a rental starting over a year ahead',
      () => ({ productId: tractor, rental: true, start: addDays(TODAY, 366), end: addDays(TODAY, 367) }),
      'RENTAL_DATES_INVALID',
      datesInvalid('too_far_ahead'),
    ],
    [
      'a day that does not exist',
      () => ({ productId: tractor, rental: true, start: '2026-11-31', end: '2026-12-02' }),
      'INVALID_INPUT',
      invalidInput('start', 'DATES_INVALID'),
    ],
    [
      'a date with a time',
      () => ({ productId: tractor, rental: true, start: '2026-12-01T00:00:00Z', end: '2026-12-02' }),
      'INVALID_INPUT',
      invalidInput('start', 'DATES_INVALID'),
    ],
    [
      'buying an item with no unit',
      () => ({ productId: soldOut, rental: false }),
      'OUT_OF_STOCK',
      { product: named('Seed Drill'), available: 0 },
    ],
    [
      'renting an item with no unit',
      () => ({ productId: soldOut, rental: true, ...dec1 }),
      'OUT_OF_STOCK',
      { product: named('Seed Drill'), available: 0 },
    ],
    [
      'a product id that is not a number',
      () => ({ productId: 'tractor', rental: false }),
      'INVALID_INPUT',
      invalidInput('productId', 'INVALID'),
      'Product ID must be a number',
    ],
    [
      'a missing rental flag',
      () => ({ productId: tractor }),
      'INVALID_INPUT',
      invalidInput('rental', 'INVALID'),
      'Rental must be true or false',
    ],
  ] as RefusalRow<[string, () => unknown]>[])('refuses %s', async (_what, input, reason, params, message) => {
    const { cart } = await signedIn();
    const refused = await expectRefusal(cart.add(input() as never), reason, params);
    if (message) expect(refused.message).toBe(message);
    expect((await cart.get()).lines).toEqual([]);
  });

  it('refuses more units than are in stock, and keeps the cart as it was', async () => {
    const { cart } = await signedIn();
    await cart.add({ productId: tractor, rental: false });
    await cart.add({ productId: tractor, rental: false });
    await expectRefusal(cart.add({ productId: tractor, rental: false }), 'OUT_OF_STOCK', {
      product: named('Tractor 45 HP'),
      available: 2,
    });
    expect(keysOf(await cart.get())).toEqual([[tractor, false, 2]]);
  });

  it('refuses a rental when no unit is free on some day of the period, and offers what is free', async () => {
    const { user, cart } = await signedIn();
    const product = await insertProduct(database.db, { stockQuantity: 2 });
    await insertOrder(database.db, {
      userId: user.id,
      productId: product,
      quantity: 2,
      start: '2026-12-03',
      end: '2026-12-04',
    });
    await insertOrder(database.db, {
      userId: user.id,
      productId: product,
      quantity: 1,
      start: '2026-12-10',
      end: '2026-12-12',
    });
    await expectRefusal(cart.add({ productId: product, rental: true, ...dec1 }), 'RENTAL_DAYS_TAKEN', {
      product: anyProduct,
      from: dec1.start,
      to: dec1.end,
      available: 0,
    });
    // The booked day is the other rental's return day: free again.
    await cart.add({ productId: product, rental: true, start: '2026-12-04', end: '2026-12-06' });
    await cart.add({ productId: product, rental: true, start: '2026-12-04', end: '2026-12-06' });
    await expectRefusal(
      cart.add({ productId: product, rental: true, start: '2026-12-09', end: '2026-12-11' }),
      'RENTAL_DAYS_TAKEN',
      {
        product: anyProduct,
        from: '2026-12-09',
        to: '2026-12-11',
        available: 1,
      },
    );
  });

  it('refuses a 51st different item', async () => {
    const { cart } = await signedIn();
    for (let i = 0; i < 50; i++) await cart.add({ productId: await insertProduct(database.db), rental: false });
    await expectRefusal(cart.add({ productId: pump, rental: false }), 'CART_FULL', { max: 50 });
    expect((await cart.get()).lines).toHaveLength(50);
  });
});

describe('cart.updateQuantity', () => {
  it('sets the quantity of one line and saves it', async () => {
    const { cart } = await signedIn();
    await cart.add({ productId: pump, rental: false });
    await cart.add({ productId: tractor, rental: true, ...dec1 });
    const view = await cart.updateQuantity({ productId: pump, rental: false, quantity: 4 });
    expect(keysOf(view)).toEqual([
      [pump, false, 4],
      [tractor, true, 1],
    ]);
    expect(view.subtotal).toBe(4 * 1_850_000 + 600_000);
    expect(keysOf(await cart.get())).toEqual(keysOf(view));
  });

  it('refuses more than the stock, or more than is free over the rental period', async () => {
    const { user, cart } = await signedIn();
    await cart.add({ productId: pump, rental: false });
    await expectRefusal(cart.updateQuantity({ productId: pump, rental: false, quantity: 6 }), 'OUT_OF_STOCK', {
      product: named('Water Pump'),
      available: 5,
    });
    const product = await insertProduct(database.db, { stockQuantity: 3 });
    await insertOrder(database.db, {
      userId: user.id,
      productId: product,
      quantity: 1,
      start: '2026-12-02',
      end: '2026-12-03',
    });
    await cart.add({ productId: product, rental: true, ...dec1 });
    expect((await cart.get()).lines.find((l) => l.productId === product)!.maxQuantity).toBe(2);
    await expectRefusal(cart.updateQuantity({ productId: product, rental: true, quantity: 3 }), 'RENTAL_DAYS_TAKEN', {
      product: anyProduct,
      from: dec1.start,
      to: dec1.end,
      available: 2,
    });
    expect((await cart.updateQuantity({ productId: product, rental: true, quantity: 2 })).lines[1]!.quantity).toBe(2);
  });

  it.each([
    [{ quantity: 0 }, 'INVALID_INPUT', invalidInput('quantity', 'QUANTITY_TOO_SMALL', { min: 1 })],
    [{ quantity: -2 }, 'INVALID_INPUT', invalidInput('quantity', 'QUANTITY_TOO_SMALL', { min: 1 })],
    [{ quantity: 1.5 }, 'INVALID_INPUT', invalidInput('quantity', 'INVALID'), 'Quantity must be a whole number'],
    [{ quantity: '2' }, 'INVALID_INPUT', invalidInput('quantity', 'INVALID'), 'Quantity must be a number'],
    [{ quantity: 1000 }, 'INVALID_INPUT', invalidInput('quantity', 'QUANTITY_TOO_LARGE', { max: 999 })],
    [{ quantity: 1, rental: true }, 'NOT_IN_CART', {}],
  ] as RefusalRow<[object]>[])('refuses %j', async (change, reason, params, message) => {
    const { cart } = await signedIn();
    await cart.add({ productId: pump, rental: false });
    const refused = await expectRefusal(
      cart.updateQuantity({ productId: pump, rental: false, ...change } as never),
      reason,
      params,
    );
    if (message) expect(refused.message).toBe(message);
    expect(keysOf(await cart.get())).toEqual([[pump, false, 1]]);
  });
});

describe('cart.setRentalDates', () => {
  it('moves a rental and re-prices it by its new day count', async () => {
    const { cart } = await signedIn();
    await cart.add({ productId: tractor, rental: false });
    await cart.add({ productId: tractor, rental: true, ...dec1 });
    const view = await cart.setRentalDates({ productId: tractor, start: '2026-12-05', end: '2026-12-12' });
    expect(view.lines[0]).toMatchObject({ rental: false, start: null, end: null });
    expect(view.lines[1]).toMatchObject({
      rental: true,
      start: '2026-12-05',
      end: '2026-12-12',
      rentalDays: 7,
      lineTotal: 1_400_000,
    });
    expect((await cart.get()).lines[1]).toMatchObject({ start: '2026-12-05', end: '2026-12-12' });
  });

  it('refuses new dates on which fewer units are free than the line holds', async () => {
    const { user, cart } = await signedIn();
    const product = await insertProduct(database.db, { stockQuantity: 2 });
    await cart.add({ productId: product, rental: true, ...dec1 });
    await cart.add({ productId: product, rental: true, ...dec1 });
    await insertOrder(database.db, {
      userId: user.id,
      productId: product,
      quantity: 1,
      start: '2026-12-15',
      end: '2026-12-16',
    });
    await expectRefusal(
      cart.setRentalDates({ productId: product, start: '2026-12-14', end: '2026-12-17' }),
      'RENTAL_DAYS_TAKEN',
      {
        product: anyProduct,
        from: '2026-12-14',
        to: '2026-12-17',
        available: 1,
      },
    );
    expect((await cart.get()).lines[0]).toMatchObject({ start: dec1.start, end: dec1.end, quantity: 2 });
  });

  it.each([
    ['a product that is only bought', () => ({ productId: pump, start: dec1.start, end: dec1.end }), 'NOT_IN_CART', {}],
    [
      'past dates',
      () => ({ productId: tractor, start: '2026-11-20', end: '2026-11-25' }),
      'RENTAL_DATES_INVALID',
      datesInvalid('past'),
    ],
    [
      'an end before the start',
      () => ({ productId: tractor, start: '2026-12-05', end: '2026-12-04' }),
      'RENTAL_DATES_INVALID',
      datesInvalid('end_not_after_start'),
    ],
    [
      'a missing end',
      () => ({ productId: tractor, start: '2026-12-05' }),
      'INVALID_INPUT',
      invalidInput('end', 'SELECT_DATES'),
    ],
  ] as RefusalRow<[string, () => unknown]>[])('refuses %s', async (_what, input, reason, params) => {
    const { cart } = await signedIn();
    await cart.add({ productId: pump, rental: false });
    await cart.add({ productId: tractor, rental: true, ...dec1 });
    await expectRefusal(cart.setRentalDates(input() as never), reason, params);
    expect((await cart.get()).lines[1]).toMatchObject({ start: dec1.start, end: dec1.end });
  });
});

describe('cart.remove and cart.clear', () => {
  it('removes one line, and removing it again changes nothing', async () => {
    const { cart } = await signedIn();
    await cart.add({ productId: pump, rental: false });
    await cart.add({ productId: tractor, rental: true, ...dec1 });
    expect(keysOf(await cart.remove({ productId: pump, rental: false }))).toEqual([[tractor, true, 1]]);
    expect(keysOf(await cart.remove({ productId: pump, rental: false }))).toEqual([[tractor, true, 1]]);
    expect(keysOf(await cart.get())).toEqual([[tractor, true, 1]]);
  });

  it('clears the cart and saves the empty cart', async () => {
    const { user, cart } = await signedIn();
    await cart.add({ productId: pump, rental: false });
    await cart.add({ productId: tractor, rental: true, ...dec1 });
    clock.advance(60_000);
    const view = await cart.clear();
    expect(view).toEqual({
      lines: [],
      totalItems: 0,
      subtotal: 0,
      deposit: 0,
      updatedAt: new Date(Date.parse(NOW) + 60_000),
    });
    expect(await cart.get()).toEqual(view);
    const stored = await database.db
      .selectFrom('cartLines')
      .select('equipmentId')
      .where('userId', '=', user.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses a remove without a product', async () => {
    const { cart } = await signedIn();
    const refused = await expectRefusal(
      cart.remove({ rental: false } as never),
      'INVALID_INPUT',
      invalidInput('productId', 'INVALID'),
    );
    expect(refused.message).toBe('Product ID is required');
  });
});

describe('cart.merge (a guest signs in)', () => {
  it('adds the guest lines to the saved cart; the same product and flag add up, the guest dates win', async () => {
    const { cart } = await signedIn();
    await cart.add({ productId: pump, rental: false });
    await cart.add({ productId: tractor, rental: true, ...dec1 });
    const { cart: view, adjusted } = await cart.merge({
      lines: [
        { productId: tractor, rental: true, quantity: 1, ...dec10 },
        { productId: pump, rental: false, quantity: 2 },
        { productId: tractor, rental: false, quantity: 1 },
      ],
    });
    expect(adjusted).toEqual([]);
    expect(keysOf(view)).toEqual([
      [pump, false, 3],
      [tractor, true, 2],
      [tractor, false, 1],
    ]);
    expect(view.lines[1]).toMatchObject({ start: dec10.start, end: dec10.end });
    expect(keysOf(await cart.get())).toEqual(keysOf(view));
  });

  it('caps merged lines by stock and free units, drops what cannot be held, and names each one', async () => {
    const { user, cart } = await signedIn();
    await cart.add({ productId: pump, rental: false });
    await cart.add({ productId: pump, rental: false });
    await cart.add({ productId: pump, rental: false });
    const booked = await insertProduct(database.db, { name: 'Paddy Transplanter', stockQuantity: 1 });
    await insertOrder(database.db, {
      userId: user.id,
      productId: booked,
      quantity: 1,
      start: dec1.start,
      end: dec1.end,
    });
    const { cart: view, adjusted } = await cart.merge({
      lines: [
        { productId: pump, rental: false, quantity: 4 },
        { productId: harvester, rental: true, quantity: 2, ...dec10 },
        { productId: booked, rental: true, quantity: 1, ...dec1 },
        { productId: tractor, rental: true, quantity: 1, start: '2026-11-01', end: '2026-11-03' },
        { productId: harvester, rental: false, quantity: 1 },
        { productId: 999_999, rental: false, quantity: 1 },
      ],
    });
    expect(adjusted).toEqual([
      { productId: pump, rental: false, name: 'Water Pump', nameKn: 'Water Pump (ಕನ್ನಡ)', requested: 7, quantity: 5 },
      {
        productId: harvester,
        rental: true,
        name: 'Combine Harvester',
        nameKn: 'Combine Harvester (ಕನ್ನಡ)',
        requested: 2,
        quantity: 1,
      },
      {
        productId: booked,
        rental: true,
        name: 'Paddy Transplanter',
        nameKn: 'Paddy Transplanter (ಕನ್ನಡ)',
        requested: 1,
        quantity: 0,
      },
      {
        productId: tractor,
        rental: true,
        name: 'Tractor 45 HP',
        nameKn: 'Tractor 45 HP (ಕನ್ನಡ)',
        requested: 1,
        quantity: 0,
      },
      {
        productId: harvester,
        rental: false,
        name: 'Combine Harvester',
        nameKn: 'Combine Harvester (ಕನ್ನಡ)',
        requested: 1,
        quantity: 0,
      },
      { productId: 999_999, rental: false, name: null, nameKn: null, requested: 1, quantity: 0 },
    ]);
    expect(keysOf(view)).toEqual([
      [pump, false, 5],
      [harvester, true, 1],
    ]);
    expect(view.lines.every((l) => l.problem === null)).toBe(true);
  });

  it('adds up duplicate guest lines and keeps an empty guest cart a no-op', async () => {
    const { cart } = await signedIn();
    await cart.add({ productId: tractor, rental: false });
    expect(keysOf((await cart.merge({ lines: [] })).cart)).toEqual([[tractor, false, 1]]);
    const { cart: view } = await cart.merge({
      lines: [
        { productId: pump, rental: false, quantity: 1 },
        { productId: pump, rental: false, quantity: 2 },
      ],
    });
    expect(keysOf(view)).toEqual([
      [tractor, false, 1],
      [pump, false, 3],
    ]);
  });

  it('refuses malformed guest lines', async () => {
    const { cart } = await signedIn();
    const backwards = { productId: tractor, rental: true, quantity: 1, start: dec1.end, end: dec1.start };
    await expectRefusal(
      cart.merge({ lines: [backwards] }),
      'INVALID_INPUT',
      invalidInput('lines.0.end', 'RETURN_NOT_AFTER_START'),
    );
    await expectRefusal(
      cart.merge({ lines: [{ productId: tractor, rental: false, quantity: 0 }] }),
      'INVALID_INPUT',
      invalidInput('lines.0.quantity', 'QUANTITY_TOO_SMALL', { min: 1 }),
    );
    const noFlag = await expectRefusal(
      cart.merge({ lines: [{ productId: tractor, quantity: 1 }] } as never),
      'INVALID_INPUT',
      invalidInput('lines.0.rental', 'INVALID'),
    );
    expect(noFlag.message).toBe('Each cart line must say whether it is a rental');
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, rental: false as const, quantity: 1 }));
    await expectRefusal(
      cart.merge({ lines: tooMany }),
      'INVALID_INPUT',
      invalidInput('lines', 'CART_FULL', { max: 50 }),
    );
  });
});

describe('cart.preview (a guest cart priced by the server)', () => {
  it('prices the lines a visitor sends without saving anything', async () => {
    const view = await callerFor(deps).cart.preview({
      lines: [
        { productId: tractor, rental: true, quantity: 2, ...dec1 },
        { productId: pump, rental: false, quantity: 1 },
        { productId: pump, rental: false, quantity: 1 },
        { productId: 999_999, rental: false, quantity: 1 },
      ],
    });
    expect(view.lines.map((l) => [l.productId, l.quantity, l.unitPrice, l.lineTotal, l.maxQuantity])).toEqual([
      [tractor, 2, 200_000, 1_200_000, 2],
      [pump, 2, 1_850_000, 3_700_000, 5],
    ]);
    expect(view).toMatchObject({ totalItems: 4, subtotal: 4_900_000, updatedAt: null });
  });
});

describe('lines that can no longer be checked out as they are', () => {
  it('say why: not offered any more, dates passed, or more than is free', async () => {
    const { user, cart } = await signedIn();
    const saleItem = await insertProduct(database.db);
    const rentItem = await insertProduct(database.db, { stockQuantity: 2 });
    await cart.add({ productId: saleItem, rental: false });
    await cart.add({ productId: rentItem, rental: true, ...dec1 });
    await cart.add({ productId: rentItem, rental: true, ...dec1 });
    await cart.add({ productId: tractor, rental: true, start: TODAY, end: addDays(TODAY, 2) });
    await database.db.updateTable('equipment').set({ isAvailableForSale: false }).where('id', '=', saleItem).execute();
    await insertOrder(database.db, {
      userId: user.id,
      productId: rentItem,
      quantity: 1,
      start: '2026-12-02',
      end: '2026-12-03',
    });
    clock.advance(24 * 3_600_000);
    const view = await cart.get();
    expect(view.lines.map((l) => [l.productId, l.problem, l.maxQuantity])).toEqual([
      [saleItem, 'unavailable', 0],
      [rentItem, 'exceeds_available', 1],
      [tractor, 'dates_passed', 0],
    ]);
  });
});

describe('concurrency: two tabs or two requests of one user', () => {
  it('loses no change when many adds arrive at once', async () => {
    const { cart } = await signedIn();
    const product = await insertProduct(database.db, { stockQuantity: 50 });
    const others = await Promise.all(Array.from({ length: 6 }, () => insertProduct(database.db)));
    await Promise.all([
      ...Array.from({ length: 12 }, () => cart.add({ productId: product, rental: false })),
      ...others.map((productId) => cart.add({ productId, rental: false })),
    ]);
    const view = await cart.get();
    expect(view.lines.find((l) => l.productId === product)!.quantity).toBe(12);
    expect(view.lines).toHaveLength(7);
    expect(view.totalItems).toBe(18);
  });

  it('never lets simultaneous adds pass the stock', async () => {
    const { cart } = await signedIn();
    const product = await insertProduct(database.db, { stockQuantity: 3 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => cart.add({ productId: product, rental: false })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    for (const o of outcomes) {
      if (o.status === 'rejected')
        await expectRefusal(Promise.reject(o.reason), 'OUT_OF_STOCK', { product: anyProduct, available: 3 });
    }
    expect(keysOf(await cart.get())).toEqual([[product, false, 3]]);
  });

  it('applies a remove and a quantity change from two tabs one after the other', async () => {
    const { cart } = await signedIn();
    await cart.add({ productId: pump, rental: false });
    await cart.add({ productId: tractor, rental: false });
    const [, updated] = await Promise.allSettled([
      cart.remove({ productId: pump, rental: false }),
      cart.updateQuantity({ productId: tractor, rental: false, quantity: 2 }),
    ]);
    expect(updated.status).toBe('fulfilled');
    expect(keysOf(await cart.get())).toEqual([[tractor, false, 2]]);
  });
});
