import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertUser } from '../../test/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { cartRepository } from './cart.repository.js';

let database: TestDatabase;
let tractor: number;
let pump: number;

beforeAll(async () => {
  database = await createTestDatabase();
  tractor = await insertProduct(database.db, { name: 'Tractor', rentalPricePerDay: 200_000, stockQuantity: 2 });
  pump = await insertProduct(database.db, { name: 'Pump', isAvailableForRent: false, stockQuantity: 5 });
});

afterAll(async () => {
  await database.close();
});

async function cartRow(userId: string) {
  return database.db.selectFrom('carts').select('userId').where('userId', '=', userId).executeTakeFirst();
}

describe('cartRepository.lockedLines', () => {
  it('reads what lines reads, in the cart order, in one statement with the cart row', async () => {
    const user = await insertUser(database.db);
    await database.db.insertInto('carts').values({ userId: user.id }).execute();
    // Added in this order: the pump first, then the tractor's rental, then the tractor bought.
    await database.db
      .insertInto('cartLines')
      .values([
        {
          userId: user.id,
          equipmentId: pump,
          isRental: false,
          quantity: 3,
          rentalStartDate: null,
          rentalEndDate: null,
        },
        {
          userId: user.id,
          equipmentId: tractor,
          isRental: true,
          quantity: 1,
          rentalStartDate: '2026-12-01',
          rentalEndDate: '2026-12-04',
        },
        {
          userId: user.id,
          equipmentId: tractor,
          isRental: false,
          quantity: 1,
          rentalStartDate: null,
          rentalEndDate: null,
        },
      ])
      .execute();
    const locked = await database.db.transaction().execute((trx) => cartRepository.lockedLines(trx, user.id));
    expect(locked).toEqual([
      { productId: pump, rental: false, quantity: 3 },
      { productId: tractor, rental: true, quantity: 1, start: '2026-12-01', end: '2026-12-04' },
      { productId: tractor, rental: false, quantity: 1 },
    ]);
    expect(locked).toEqual(await cartRepository.lines(database.db, user.id));
  });

  it('answers no lines for a cart emptied, and makes the cart of a user who had none', async () => {
    const emptied = await insertUser(database.db);
    await database.db.insertInto('carts').values({ userId: emptied.id }).execute();
    expect(await database.db.transaction().execute((trx) => cartRepository.lockedLines(trx, emptied.id))).toEqual([]);

    const newcomer = await insertUser(database.db);
    expect(await cartRow(newcomer.id)).toBeUndefined();
    expect(await database.db.transaction().execute((trx) => cartRepository.lockedLines(trx, newcomer.id))).toEqual([]);
    expect(await cartRow(newcomer.id)).toEqual({ userId: newcomer.id });
  });

  it.runIf(process.env.TEST_DATABASE_URL)('keeps the cart row locked until the transaction ends', async () => {
    const user = await insertUser(database.db);
    await database.db.insertInto('carts').values({ userId: user.id }).execute();
    await database.db.transaction().execute(async (trx) => {
      await cartRepository.lockedLines(trx, user.id);
      // Another connection cannot take the row meanwhile (NOWAIT: refused at once instead of waiting).
      await expect(
        sql`select user_id from carts where user_id = ${user.id} for update nowait`.execute(database.db),
      ).rejects.toMatchObject({ code: '55P03' });
    });
    await expect(
      sql`select user_id from carts where user_id = ${user.id} for update nowait`.execute(database.db),
    ).resolves.toBeTruthy();
  });
});
