import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, testDeps } from './harness.js';
import { insertProduct, insertUser } from './fixtures.js';
import { expectRefusal, refusalOf } from './refusals.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';

let database: TestDatabase;
let pump: number;
const dec1 = { start: '2026-12-01', end: '2026-12-04' };

beforeAll(async () => {
  database = await createTestDatabase();
  pump = await insertProduct(database.db, { name: 'Water Pump', isAvailableForRent: false, stockQuantity: 5 });
});
afterAll(() => database.close());

async function buyer() {
  const user = await insertUser(database.db);
  return callerFor(testDeps(database), { user });
}

describe('the refusal helper', () => {
  it('reads a service refusal as the browser gets it: reason, params, code and message', async () => {
    const caller = await buyer();
    const seen = await expectRefusal(caller.cart.add({ productId: pump, rental: true, ...dec1 }), 'NOT_FOR_RENT', {
      product: { name: 'Water Pump', nameKn: 'Water Pump (ಕನ್ನಡ)' },
    });
    expect(seen.code).toBe('BAD_REQUEST');
    expect(seen.message).toBe('This item is not available for rent');
  });

  it('reads refusals made before any service ran: sign-in and the input schema', async () => {
    await expectRefusal(callerFor(testDeps(database)).cart.get(), 'SIGN_IN_REQUIRED', {});
    const caller = await buyer();
    const seen = await refusalOf(caller.cart.add({ productId: -1, rental: false }));
    expect([seen.code, seen.reason]).toEqual(['BAD_REQUEST', 'INVALID_INPUT']);
    expect(seen.reason === 'INVALID_INPUT' && seen.params.field).toBe('productId');
  });

  it('fails the test on another reason, other params, or a call that goes through', async () => {
    const caller = await buyer();
    const rent = () => caller.cart.add({ productId: pump, rental: true, ...dec1 });
    await expect(expectRefusal(rent(), 'OUT_OF_STOCK')).rejects.toThrow(/to deeply equal/);
    await expect(
      expectRefusal(rent(), 'NOT_FOR_RENT', {
        product: { name: 'Seed Drill', nameKn: 'Seed Drill (ಕನ್ನಡ)' },
      }),
    ).rejects.toThrow(/to deeply equal/);
    await expect(refusalOf(caller.cart.get())).rejects.toThrow('expected the call to be refused');
  });
});
