/**
 * Staff pressing at once. On real Postgres (TEST_DATABASE_URL) each call runs on its own connection, so these are
 * true races decided by the row locks; on PGlite they run interleaved on one connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { insertOrder, insertUser } from '../../test/fixtures.js';
import { insertMachine, paidOrder, staffCaller } from '../admin/admin.fixtures.js';
import { refusalOf } from '../../test/refusals.js';

let database: TestDatabase;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testDeps(database, { clock: fixedClock('2026-11-22T06:00:00Z') });
});
afterAll(() => database.close());

async function outcomes(calls: Promise<unknown>[]): Promise<string[]> {
  return Promise.all(
    calls.map((call) =>
      refusalOf(call).then(
        (refused) => refused.reason,
        () => 'ok',
      ),
    ),
  );
}

describe('at the same moment', () => {
  it('five staff cancelling one order make one cancellation and one refund', async () => {
    const pump = await insertMachine(database.db, { isAvailableForRent: false, stockQuantity: 5 });
    const { order } = await paidOrder(deps, [{ productId: pump, quantity: 2 }]);
    const staff = await Promise.all([1, 2, 3, 4, 5].map(() => staffCaller(deps)));
    const results = await outcomes(
      staff.map((s) => s.caller.admin.orders.cancel({ orderId: order.id, reason: 'Customer called' })),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 'ORDER_ALREADY_CANCELLED')).toHaveLength(4);

    const refunds = await database.db
      .selectFrom('testPaymentRefunds')
      .innerJoin('orders', 'orders.paymentIntentId', 'testPaymentRefunds.paymentId')
      .select('testPaymentRefunds.amount')
      .where('orders.id', '=', order.id)
      .execute();
    expect(refunds).toEqual([{ amount: order.total }]);
    const stock = await database.db
      .selectFrom('equipment')
      .select('stockQuantity')
      .where('id', '=', pump)
      .executeTakeFirstOrThrow();
    expect(stock.stockQuantity).toBe(5);
  });

  it('a farmer cancelling while staff cancel: one cancellation, one refund', async () => {
    const machine = await insertMachine(database.db, {
      rentalPricePerDay: 150_000,
      securityDeposit: 500_000,
      stockQuantity: 2,
    });
    const farmer = await paidOrder(deps, [{ productId: machine, rental: { start: '2026-11-28', end: '2026-11-30' } }]);
    const staff = await staffCaller(deps);
    const results = await outcomes([
      farmer.caller.cancellations.cancel({ orderId: farmer.order.id }),
      staff.caller.admin.orders.cancel({ orderId: farmer.order.id, reason: 'Machine broke down' }),
    ]);
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 'ORDER_ALREADY_CANCELLED')).toHaveLength(1);
    const refunds = await database.db
      .selectFrom('refunds')
      .select(['kind', 'status'])
      .where('orderId', '=', farmer.order.id)
      .execute();
    expect(refunds).toEqual([{ kind: 'cancellation', status: 'done' }]);
  });

  it('two hand-overs of the last unit in the shop: one goes out, the other is refused', async () => {
    const machine = await insertMachine(database.db, { rentalPricePerDay: 150_000, stockQuantity: 2 });
    const farmer = await insertUser(database.db);
    // One unit is out and overdue (due back on the 21st); two rentals for today were booked before it ran late.
    const overdue = await insertOrder(database.db, {
      userId: farmer.id,
      productId: machine,
      quantity: 1,
      start: '2026-11-19',
      end: '2026-11-21',
    });
    await database.db.updateTable('orders').set({ stage: 'handed_over' }).where('id', '=', overdue).execute();
    const today = await Promise.all(
      [1, 2].map(() =>
        insertOrder(database.db, {
          userId: farmer.id,
          productId: machine,
          quantity: 1,
          start: '2026-11-22',
          end: '2026-11-24',
        }),
      ),
    );
    await database.db.updateTable('orders').set({ stage: 'ready' }).where('id', 'in', today).execute();

    const [a, b] = await Promise.all([staffCaller(deps), staffCaller(deps)]);
    const results = await outcomes([
      a.caller.admin.orders.step({ orderId: today[0]!, step: 'handed_over', place: 'shop', condition: 'good' }),
      b.caller.admin.orders.step({ orderId: today[1]!, step: 'handed_over', place: 'shop', condition: 'good' }),
    ]);
    expect(results.sort()).toEqual(['NO_UNIT_FREE', 'ok']);
    const out = await database.db.selectFrom('orders').select('stage').where('id', 'in', today).execute();
    expect(out.map((o) => o.stage).sort()).toEqual(['handed_over', 'ready']);
  });

  it('two staff pressing the same step take it once', async () => {
    const pump = await insertMachine(database.db, { isAvailableForRent: false, stockQuantity: 5 });
    const { order } = await paidOrder(deps, [{ productId: pump }]);
    const [a, b] = await Promise.all([staffCaller(deps), staffCaller(deps)]);
    const results = await outcomes([
      a.caller.admin.orders.step({ orderId: order.id, step: 'packed' }),
      b.caller.admin.orders.step({ orderId: order.id, step: 'packed' }),
    ]);
    expect(results.sort()).toEqual(['ORDER_STEP_NOT_ALLOWED', 'ok']);
    const events = await database.db.selectFrom('orderEvents').select('step').where('orderId', '=', order.id).execute();
    expect(events).toEqual([{ step: 'packed' }]);
  });
});
