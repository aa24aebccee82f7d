/** Shopper filters of catalogue.list: price range, for sale / for rent / in stock, and the sorts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, testDeps } from '../../test/harness.js';
import { insertProduct } from '../../test/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';

let database: TestDatabase;
let ids: Record<string, number>;
const tag = 'Filtertest';

beforeAll(async () => {
  database = await createTestDatabase();
  ids = {
    cheap: await insertProduct(database.db, {
      name: `${tag} Sickle`,
      price: 50_000,
      isAvailableForRent: false,
      stockQuantity: 4,
    }),
    mid: await insertProduct(database.db, {
      name: `${tag} Cultivator`,
      price: 2_000_000,
      rentalPricePerDay: 80_000,
      stockQuantity: 0,
    }),
    dear: await insertProduct(database.db, {
      name: `${tag} Baler`,
      price: 90_000_000,
      rentalPricePerDay: 300_000,
      isAvailableForSale: false,
      stockQuantity: 2,
    }),
  };
}, 120_000);
afterAll(() => database?.close());

const list = (input: Parameters<ReturnType<typeof callerFor>['catalogue']['list']>[0]) =>
  callerFor(testDeps(database))
    .catalogue.list({ search: tag, ...input })
    .then((page) => page.items.map((m) => m.id));

describe('catalogue filters', () => {
  it('sort by price both ways, by name and newest', async () => {
    expect(await list({ sort: 'price_asc' })).toEqual([ids.cheap, ids.mid, ids.dear]);
    expect(await list({ sort: 'price_desc' })).toEqual([ids.dear, ids.mid, ids.cheap]);
    expect(await list({ sort: 'name' })).toEqual([ids.dear, ids.mid, ids.cheap]);
    expect(await list({ sort: 'newest' })).toEqual([ids.dear, ids.mid, ids.cheap]);
  });

  it('keep what is for sale, for rent, in stock, and within a price range (the daily rent when renting)', async () => {
    expect(await list({ offer: 'sale', sort: 'price_asc' })).toEqual([ids.cheap, ids.mid]);
    expect(await list({ offer: 'rent', sort: 'price_asc' })).toEqual([ids.mid, ids.dear]);
    expect(await list({ inStock: true, sort: 'price_asc' })).toEqual([ids.cheap, ids.dear]);
    expect(await list({ minPrice: 1_000_000, maxPrice: 3_000_000 })).toEqual([ids.mid]);
    expect(await list({ offer: 'rent', maxPrice: 100_000 })).toEqual([ids.mid]);
  });

  it('refuses a sort it does not know', async () => {
    await expect(list({ sort: 'cheapest' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
