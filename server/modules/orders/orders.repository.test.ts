import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, insertProduct, insertUser } from '../../test/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { ordersRepository } from './orders.repository.js';

let database: TestDatabase;
let orderId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const tractor = await insertProduct(database.db, {
    name: 'Tractor',
    rentalPricePerDay: 200_000,
    stockQuantity: 2,
    imageUrl: '/images/equipment/tractor.svg',
  });
  const pump = await insertProduct(database.db, { name: 'Pump', isAvailableForRent: false, stockQuantity: 5 });
  const user = await insertUser(database.db);
  // A pending order renting the tractor, to which a bought pump and a bought tractor are added: three lines, two
  // products, both kinds.
  orderId = await insertOrder(database.db, {
    userId: user.id,
    productId: tractor,
    quantity: 1,
    start: '2026-12-01',
    end: '2026-12-04',
    status: 'pending',
  });
  await database.db
    .insertInto('orderItems')
    .values([
      { orderId, equipmentId: pump, quantity: 2, unitPrice: 1_850_000, isRental: false, lineTotal: 3_700_000 },
      { orderId, equipmentId: tractor, quantity: 1, unitPrice: 71_000_000, isRental: false, lineTotal: 71_000_000 },
    ])
    .execute();
});

afterAll(async () => {
  await database.close();
});

describe('ordersRepository.findWithItems', () => {
  it('reads the order as findById does and its lines as itemsOf does, in one statement', async () => {
    const found = await ordersRepository.findWithItems(database.db, orderId);
    expect(found).toBeDefined();
    expect(found!.order).toEqual(await ordersRepository.findById(database.db, orderId));
    expect(found!.items).toEqual((await ordersRepository.itemsOf(database.db, [orderId])).get(orderId));
    // By product, a purchase before a rental; dates as calendar days, amounts as numbers.
    expect(found!.items.map((item) => [item.name, item.rental, item.start, item.lineTotal])).toEqual([
      ['Tractor', false, null, 71_000_000],
      ['Tractor', true, '2026-12-01', 300_000],
      ['Pump', false, null, 3_700_000],
    ]);
  });

  it('answers nothing for an order that is not there', async () => {
    expect(await ordersRepository.findWithItems(database.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it.runIf(process.env.TEST_DATABASE_URL)('locks the order row until the transaction ends when asked', async () => {
    const lockedElsewhere = () =>
      sql`select id from orders where id = ${orderId} for update nowait`.execute(database.db);
    await database.db.transaction().execute(async (trx) => {
      await ordersRepository.findWithItems(trx, orderId, { forUpdate: true });
      await expect(lockedElsewhere()).rejects.toMatchObject({ code: '55P03' });
    });
    await database.db.transaction().execute(async (trx) => {
      await ordersRepository.findWithItems(trx, orderId);
      await expect(lockedElsewhere()).resolves.toBeTruthy();
    });
  });
});
