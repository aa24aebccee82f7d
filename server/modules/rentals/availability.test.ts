import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { refusalOf } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { addDays } from '../../../shared/rental.js';
import { freeUnitsByDay, freeUnitsForPeriod, freeUnitsForPeriods, lockProductsForBooking } from './availability.js';
import { insertOrder, insertProduct, insertUser } from '../../test/fixtures.js';
import { newBuyer, shipping } from '../../test/checkout-fixtures.js';
import { expectRefusal } from '../../test/refusals.js';

let database: TestDatabase;
let userId: string;
const now = new Date('2026-11-22T06:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await insertUser(database.db)).id;
});
afterAll(() => database.close());

function freeMap(days: { date: string; free: number }[]): Record<string, number> {
  return Object.fromEntries(days.map((d) => [d.date, d.free]));
}

describe('freeUnitsByDay', () => {
  it('is the whole stock on every day when nothing is booked', async () => {
    const productId = await insertProduct(database.db, { stockQuantity: 4 });
    const days = await freeUnitsByDay(database.db, productId, '2026-12-30', '2027-01-02', { now });
    expect(days).toEqual([
      { date: '2026-12-30', free: 4 },
      { date: '2026-12-31', free: 4 },
      { date: '2027-01-01', free: 4 },
      { date: '2027-01-02', free: 4 },
    ]);
  });

  it('subtracts overlapping rentals day by day and frees each return day', async () => {
    const productId = await insertProduct(database.db, { stockQuantity: 3 });
    await insertOrder(database.db, { userId, productId, quantity: 1, start: '2026-12-01', end: '2026-12-04' });
    await insertOrder(database.db, { userId, productId, quantity: 2, start: '2026-12-03', end: '2026-12-06' });
    const free = freeMap(await freeUnitsByDay(database.db, productId, '2026-11-30', '2026-12-06', { now }));
    expect(free).toEqual({
      '2026-11-30': 3,
      '2026-12-01': 2,
      '2026-12-02': 2,
      '2026-12-03': 0, // both rentals
      '2026-12-04': 1, // the first is returned: only the second holds units
      '2026-12-05': 1,
      '2026-12-06': 3, // the second's return day
    });
    expect(await freeUnitsForPeriod(database.db, productId, { start: '2026-12-01', end: '2026-12-03' }, { now })).toBe(
      2,
    );
    expect(await freeUnitsForPeriod(database.db, productId, { start: '2026-12-01', end: '2026-12-04' }, { now })).toBe(
      0,
    );
    expect(await freeUnitsForPeriod(database.db, productId, { start: '2026-12-04', end: '2026-12-06' }, { now })).toBe(
      1,
    );
    expect(await freeUnitsForPeriod(database.db, productId, { start: '2026-12-06', end: '2026-12-07' }, { now })).toBe(
      3,
    );
  });

  it(
    'counts paid orders and pending checkouts still reserved; not failed, expired, ' + 'refunded or lapsed ones',
    async () => {
      const productId = await insertProduct(database.db, { stockQuantity: 10 });
      const day = { start: '2026-12-10', end: '2026-12-11' };
      await insertOrder(database.db, { userId, productId, quantity: 1, ...day, status: 'paid' });
      await insertOrder(database.db, {
        userId,
        productId,
        quantity: 2,
        ...day,
        status: 'pending',
        reservedUntil: new Date(now.getTime() + 60_000),
      });
      await insertOrder(database.db, {
        userId,
        productId,
        quantity: 1,
        ...day,
        status: 'pending',
        reservedUntil: new Date(now.getTime() - 1),
      });
      await insertOrder(database.db, { userId, productId, quantity: 1, ...day, status: 'failed' });
      await insertOrder(database.db, { userId, productId, quantity: 1, ...day, status: 'expired' });
      await insertOrder(database.db, { userId, productId, quantity: 1, ...day, status: 'refunded' });
      await insertOrder(database.db, { userId, productId, quantity: 1, ...day, status: 'paid', isRental: false });
      const [today] = await freeUnitsByDay(database.db, productId, day.start, day.start, { now });
      expect(today).toEqual({ date: day.start, free: 7 });
      // When the reservation runs out, its units are free again.
      const later = new Date(now.getTime() + 60_001);
      expect((await freeUnitsByDay(database.db, productId, day.start, day.start, { now: later }))[0]!.free).toBe(9);
    },
  );

  it('leaves out the order being checked, so a checkout can re-check the units it holds', async () => {
    const productId = await insertProduct(database.db, { stockQuantity: 1 });
    const orderId = await insertOrder(database.db, {
      userId,
      productId,
      quantity: 1,
      start: '2026-12-20',
      end: '2026-12-22',
      status: 'pending',
      reservedUntil: new Date(now.getTime() + 600_000),
    });
    const period = { start: '2026-12-20', end: '2026-12-22' };
    expect(await freeUnitsForPeriod(database.db, productId, period, { now })).toBe(0);
    expect(await freeUnitsForPeriod(database.db, productId, period, { now, excludeOrderId: orderId })).toBe(1);
  });

  it('never reports fewer than 0 free units, and nothing for an unknown product', async () => {
    const productId = await insertProduct(database.db, { stockQuantity: 2 });
    await insertOrder(database.db, { userId, productId, quantity: 2, start: '2026-12-01', end: '2026-12-02' });
    await database.db.updateTable('equipment').set({ stockQuantity: 1 }).where('id', '=', productId).execute();
    expect((await freeUnitsByDay(database.db, productId, '2026-12-01', '2026-12-01', { now }))[0]!.free).toBe(0);
    expect(await freeUnitsByDay(database.db, 999_999, '2026-12-01', '2026-12-03', { now })).toEqual([]);
    expect(await freeUnitsForPeriod(database.db, 999_999, { start: '2026-12-01', end: '2026-12-03' }, { now })).toBe(0);
  });
});

describe('freeUnitsForPeriods', () => {
  it('answers several products at once exactly as one by one', async () => {
    const products = [
      await insertProduct(database.db, { stockQuantity: 3 }),
      await insertProduct(database.db, { stockQuantity: 2 }),
    ];
    await insertOrder(database.db, {
      userId,
      productId: products[0]!,
      quantity: 2,
      start: '2026-12-02',
      end: '2026-12-05',
    });
    await insertOrder(database.db, {
      userId,
      productId: products[0]!,
      quantity: 1,
      start: '2026-12-04',
      end: '2026-12-06',
    });
    await insertOrder(database.db, {
      userId,
      productId: products[1]!,
      quantity: 1,
      start: '2026-12-01',
      end: '2026-12-02',
    });
    const starts = ['2026-11-30', '2026-12-01', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
    for (const start of starts) {
      for (const length of [1, 2, 4]) {
        const end = addDays(start, length);
        const batch = await freeUnitsForPeriods(
          database.db,
          products.map((productId) => ({ productId, start, end })),
          { now },
        );
        for (const productId of products) {
          expect(batch.get(productId)).toBe(await freeUnitsForPeriod(database.db, productId, { start, end }, { now }));
        }
      }
    }
    expect(await freeUnitsForPeriods(database.db, [], { now })).toEqual(new Map());
  });
});

describe('lockProductsForBooking', () => {
  it('lets only one of three simultaneous bookings take the last free unit', async () => {
    const productId = await insertProduct(database.db, { stockQuantity: 1 });
    const period = { start: '2027-01-05', end: '2027-01-08' };
    // What a checkout does: lock, check, write the pending order, in one transaction.
    const book = () =>
      database.db.transaction().execute(async (trx) => {
        await lockProductsForBooking(trx, [productId]);
        const free = await freeUnitsForPeriod(trx, productId, period, { now });
        if (free < 1) return 'refused' as const;
        await insertOrder(trx, {
          userId,
          productId,
          quantity: 1,
          ...period,
          status: 'pending',
          reservedUntil: new Date(now.getTime() + 900_000),
        });
        return 'booked' as const;
      });
    const outcomes = await Promise.all([book(), book(), book()]);
    expect(outcomes.filter((o) => o === 'booked')).toHaveLength(1);
    expect(await freeUnitsForPeriod(database.db, productId, period, { now })).toBe(0);
  });
});

describe('rentals.availability', () => {
  const deps = () => testDeps(database, { clock: fixedClock(now.toISOString()) });

  it('answers free units per day to anyone, for the picker', async () => {
    const productId = await insertProduct(database.db, { stockQuantity: 2 });
    await insertOrder(database.db, { userId, productId, quantity: 2, start: '2026-12-02', end: '2026-12-03' });
    const result = await callerFor(deps()).rentals.availability({ productId, from: '2026-12-01', to: '2026-12-03' });
    expect(result).toEqual({
      productId,
      stockQuantity: 2,
      minimumRentalDays: 1,
      days: [
        { date: '2026-12-01', free: 2 },
        { date: '2026-12-02', free: 0 },
        { date: '2026-12-03', free: 2 },
      ],
    });
  });

  it('answers two months and more, up to 92 days', async () => {
    const productId = await insertProduct(database.db);
    const result = await callerFor(deps()).rentals.availability({ productId, from: '2026-12-01', to: '2027-03-02' });
    expect(result.days).toHaveLength(92);
  });

  it('refuses unknown products, items not for rent and bad ranges', async () => {
    const saleOnly = await insertProduct(database.db, { isAvailableForRent: false });
    const productId = await insertProduct(database.db);
    const caller = callerFor(deps());
    const cases: [() => Promise<unknown>, string, string][] = [
      [
        () => caller.rentals.availability({ productId: 999_999, from: '2026-12-01', to: '2026-12-02' }),
        'NOT_FOUND',
        'Product not found',
      ],
      [
        () => caller.rentals.availability({ productId: saleOnly, from: '2026-12-01', to: '2026-12-02' }),
        'BAD_REQUEST',
        'This item is not available for rent',
      ],
      [
        () => caller.rentals.availability({ productId, from: '2026-12-01', to: '2027-03-03' }),
        'BAD_REQUEST',
        'Ask for at most 92 days at once',
      ],
      [
        () => caller.rentals.availability({ productId, from: '2026-12-02', to: '2026-12-01' }),
        'BAD_REQUEST',
        'The last day must not be before the first day',
      ],
      [
        () => caller.rentals.availability({ productId, from: '2026-02-30', to: '2026-03-01' }),
        'BAD_REQUEST',
        'Dates must be real days written as YYYY-MM-DD',
      ],
      [
        () => caller.rentals.availability({ productId, from: '2026-12-01' } as never),
        'BAD_REQUEST',
        'Please select rental dates',
      ],
    ];
    for (const [call, code, message] of cases) {
      const error = await refusalOf(call());
      expect([error.code, error.message]).toEqual([code, message]);
    }
  });
});

describe('one owner of free units: the picker, the cart and checkout agree', () => {
  const deps = () => testDeps(database, { clock: fixedClock(now.toISOString()) });

  it('a unit held by a pending purchase is not free in the picker', async () => {
    const productId = await insertProduct(database.db, { stockQuantity: 1 });
    await insertOrder(database.db, {
      userId,
      productId,
      quantity: 1,
      start: '2026-12-01',
      end: '2026-12-02',
      isRental: false,
      status: 'pending',
      reservedUntil: new Date(now.getTime() + 600_000),
    });
    const { days } = await callerFor(deps()).rentals.availability({ productId, from: '2026-11-22', to: '2026-11-23' });
    expect(days.map((d) => d.free)).toEqual([0, 0]);
    // Once the checkout's hold runs out, the unit is free again.
    expect(
      (
        await freeUnitsByDay(database.db, productId, '2026-11-23', '2026-11-23', {
          now: new Date(now.getTime() + 600_000),
        })
      )[0]!.free,
    ).toBe(1);
  });

  it('the cart does not sell the only unit while it is rented out ahead (checkout would refuse it)', async () => {
    const productId = await insertProduct(database.db, { stockQuantity: 1 });
    await insertOrder(database.db, { userId, productId, quantity: 1, start: '2026-12-10', end: '2026-12-12' });
    const buyer = await newBuyer(deps(), database.db);
    await expectRefusal(buyer.caller.cart.add({ productId, rental: false }), 'OUT_OF_STOCK', {
      product: expect.objectContaining({ name: expect.any(String) }),
      available: 0,
    });
  });

  it(
    'the cart keeps rental days held by an unpaid checkout in reach, so checkout can ' + 'put the renter in line',
    async () => {
      const productId = await insertProduct(database.db, { stockQuantity: 1 });
      const period = { start: '2026-12-15', end: '2026-12-17' };
      await insertOrder(database.db, {
        userId,
        productId,
        quantity: 1,
        ...period,
        status: 'pending',
        reservedUntil: new Date(now.getTime() + 600_000),
      });
      const renter = await newBuyer(deps(), database.db);
      const { cart } = await renter.caller.cart.add({ productId, rental: true, ...period });
      expect(cart.lines).toEqual([expect.objectContaining({ productId, maxQuantity: 1, problem: null })]);
      await expectRefusal(renter.caller.checkout.start(shipping), 'HELD_BY_ANOTHER_BUYER', {
        product: expect.objectContaining({ name: expect.any(String) }),
        freeAt: new Date(now.getTime() + 600_000).toISOString(),
        place: 1,
        keptMinutes: 10,
      });
    },
  );
});
