import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed.js';
import { seedEquipment } from '../../db/seed-data.js';
import { callerFor, testDeps } from '../../test/harness.js';
import { refusalOf } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';

let database: TestDatabase;
let caller: ReturnType<typeof callerFor>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  caller = callerFor(testDeps(database));
});
afterAll(() => database.close());

// The seed data's one word that appears only in a description (see seed-data.ts).
const descriptionOnlyWord = 'sugarcane';

describe('catalogue.featured', () => {
  it('returns the first three equipment records with prices in paise', async () => {
    const featured = await caller.catalogue.featured();
    expect(featured.map((e) => e.name)).toEqual(seedEquipment.slice(0, 3).map((e) => e.name));
    expect(featured[0]!.price).toBe(seedEquipment[0]!.pricePaise);
    expect(Object.keys(featured[0]!).sort()).toEqual(
      [
        'categoryId',
        'description',
        'descriptionKn',
        'id',
        'imageUrl',
        'isAvailableForRent',
        'isAvailableForSale',
        'name',
        'nameKn',
        'price',
        'rentalPricePerDay',
        'stockQuantity',
        // Specifications and rental terms shown on the product page (issue 12); no archived flag, no audit fields.
        'brand',
        'model',
        'modelYear',
        'horsepower',
        'condition',
        'hoursUsed',
        'warrantyMonths',
        'features',
        'featuresKn',
        'minimumRentalDays',
        'bufferDays',
        'securityDeposit',
        'createdAt',
        // The main uploaded photo (null for the seed's drawings), for srcset (shared/photos.ts).
        'photo',
      ].sort(),
    );
    expect(featured[0]!.photo).toBeNull();
  });
});

describe('catalogue.categories', () => {
  it('lists the seven categories in English and Kannada', async () => {
    const categories = await caller.catalogue.categories();
    expect(categories.map((c) => c.name)).toEqual([
      'Tractors',
      'Harvesters',
      'Plows',
      'Seeders',
      'Irrigation Equipment',
      'Sprayers',
      'Other Equipment',
    ]);
    for (const c of categories) expect(c.nameKn).toMatch(/[\u0C80-\u0CFF]/);
  });
});

describe('catalogue.list', () => {
  it('pages through the whole catalogue with a total count', async () => {
    const first = await caller.catalogue.list({ pageSize: 10 });
    expect(first.total).toBe(seedEquipment.length);
    expect(first.items).toHaveLength(10);
    expect(first.pageCount).toBe(Math.ceil(seedEquipment.length / 10));
    const last = await caller.catalogue.list({ pageSize: 10, page: first.pageCount });
    expect(last.items.length).toBe(seedEquipment.length - 10 * (first.pageCount - 1));
    const ids = new Set<number>();
    for (let page = 1; page <= first.pageCount; page++) {
      for (const item of (await caller.catalogue.list({ pageSize: 10, page })).items) ids.add(item.id);
    }
    expect(ids.size).toBe(seedEquipment.length);
  });

  it('defaults to the first page of 24 without input', async () => {
    const result = await caller.catalogue.list();
    expect(result.page).toBe(1);
    expect(result.pageSize).toBe(24);
    expect(result.items).toHaveLength(Math.min(24, seedEquipment.length));
  });

  it('finds tractors by an English search, case-insensitively', async () => {
    const expected = seedEquipment.filter((e) =>
      /tractor/i.test(`${e.name} ${e.description} ${e.nameKn} ${e.descriptionKn}`),
    );
    const result = await caller.catalogue.list({ search: 'TrAcToR', pageSize: 60 });
    expect(result.total).toBe(expected.length);
    expect(result.items.map((e) => e.name).sort()).toEqual(expected.map((e) => e.name).sort());
    expect(result.items.some((e) => /tractor/i.test(e.name))).toBe(true);
  });

  it('finds tractors by a Kannada search', async () => {
    const expected = seedEquipment.filter((e) =>
      `${e.name} ${e.description} ${e.nameKn} ${e.descriptionKn}`.includes('ಟ್ರ್ಯಾಕ್ಟರ್'),
    );
    const result = await caller.catalogue.list({ search: 'ಟ್ರ್ಯಾಕ್ಟರ್', pageSize: 60 });
    expect(expected.length).toBeGreaterThan(0);
    expect(result.items.map((e) => e.id).length).toBe(expected.length);
    expect(
      result.items.every((e) => `${e.nameKn} ${e.descriptionKn} ${e.name} ${e.description}`.includes('ಟ್ರ್ಯಾಕ್ಟರ್')),
    ).toBe(true);
  });

  it('finds an item by a word that appears only in its description', async () => {
    expect(seedEquipment.some((e) => e.name.toLowerCase().includes(descriptionOnlyWord))).toBe(false);
    const result = await caller.catalogue.list({ search: descriptionOnlyWord });
    expect(result.total).toBeGreaterThan(0);
    for (const item of result.items)
      expect(`${item.description} ${item.name}`.toLowerCase()).toContain(descriptionOnlyWord);
  });

  it('combines a category filter with a search', async () => {
    const categories = await caller.catalogue.categories();
    const tractors = categories.find((c) => c.name === 'Tractors')!;
    const all = await caller.catalogue.list({ search: 'tractor', pageSize: 60 });
    const combined = await caller.catalogue.list({ search: 'tractor', categoryId: tractors.id, pageSize: 60 });
    expect(combined.total).toBeGreaterThan(0);
    expect(combined.total).toBeLessThan(all.total);
    expect(combined.items.every((e) => e.categoryId === tractors.id)).toBe(true);
  });

  it('matches LIKE wildcards literally', async () => {
    expect((await caller.catalogue.list({ search: '%' })).total).toBe(0);
    expect((await caller.catalogue.list({ search: '_' })).total).toBe(0);
    expect((await caller.catalogue.list({ search: '\\' })).total).toBe(0);
  });

  it('treats a blank search as no search and finds nothing for an unknown word', async () => {
    expect((await caller.catalogue.list({ search: '   ' })).total).toBe(seedEquipment.length);
    const none = await caller.catalogue.list({ search: 'zzzz-no-such-machine' });
    expect(none).toMatchObject({ total: 0, items: [], pageCount: 0, hasNextPage: false, totalIsCapped: false });
  });

  it.each([
    [{ page: -1 }, 'Page must be 1 or more'],
    [{ page: 0 }, 'Page must be 1 or more'],
    [{ page: 1.5 }, 'Page must be a whole number'],
    [{ pageSize: 1000 }, 'Page size must be at most 60'],
    [{ search: 'x'.repeat(101) }, 'Search text must be at most 100 characters'],
    [{ search: 42 }, 'Search text must be text'],
    [{ categoryId: 'tractors' }, 'Category ID must be a number'],
    [{ unknown: true }, 'Unrecognized key: "unknown"'],
  ])('refuses %j with BAD_REQUEST', async (input, message) => {
    const error = await refusalOf(caller.catalogue.list(input as never));
    expect([error.code, error.reason]).toEqual(['BAD_REQUEST', 'INVALID_INPUT']);
    expect(error.message).toContain(message);
  });
});

describe('catalogue.byId', () => {
  it('returns one product with its photos instead of the main one', async () => {
    const [{ photo, ...first }] = (await caller.catalogue.featured()) as [
      Awaited<ReturnType<typeof caller.catalogue.featured>>[number],
    ];
    expect(photo).toBeNull();
    const product = await caller.catalogue.byId({ id: first.id });
    expect(product).toEqual({ ...first, photos: [] });
  });

  it("answers NOT_FOUND 'Product not found' for an unknown id", async () => {
    const error = await refusalOf(caller.catalogue.byId({ id: 999_999 }));
    expect([error.code, error.reason]).toEqual(['NOT_FOUND', 'PRODUCT_NOT_FOUND']);
    expect(error.message).toBe('Product not found');
  });

  it("answers BAD_REQUEST 'Product ID is required' when the id is missing", async () => {
    for (const input of [undefined, {}]) {
      const error = await refusalOf(caller.catalogue.byId(input as never));
      expect([error.code, error.reason]).toEqual(['BAD_REQUEST', 'INVALID_INPUT']);
      expect(error.message).toBe('Product ID is required');
    }
  });

  it('refuses ids of the wrong type or range', async () => {
    for (const [input, message] of [
      [{ id: 'abc' }, 'Product ID must be a number'],
      [{ id: -3 }, 'Product ID must be positive'],
      [{ id: 2 ** 40 }, 'Product ID is too large'],
    ] as const) {
      const error = await refusalOf(caller.catalogue.byId(input as never));
      expect([error.code, error.reason]).toEqual(['BAD_REQUEST', 'INVALID_INPUT']);
      expect(error.message).toBe(message);
    }
  });
});

describe('catalogue.list at scale', () => {
  it('caps the count on very common words and still pages on', async () => {
    const scaled = await createTestDatabase();
    try {
      await seedCatalogue(scaled.db);
      const { generateCatalogue } = await import('../../../scripts/bench/generate-catalogue.js');
      await generateCatalogue(scaled.db, 2_500);
      const scaledCaller = callerFor(testDeps(scaled));
      const common = await scaledCaller.catalogue.list({ search: 'tractor', pageSize: 24 });
      expect(common).toMatchObject({ total: 1000, totalIsCapped: true, hasNextPage: true });
      const deep = await scaledCaller.catalogue.list({ search: 'tractor', pageSize: 24, page: 45 });
      expect(deep.items.length).toBeGreaterThan(0);
      expect(deep.pageCount).toBeGreaterThanOrEqual(45);
      const exact = await scaledCaller.catalogue.list({ pageSize: 60 });
      expect(exact.totalIsCapped).toBe(true);
      const rare = await scaledCaller.catalogue.list({ search: 'zzz-none' });
      expect(rare).toMatchObject({ total: 0, totalIsCapped: false, hasNextPage: false, pageCount: 0 });
    } finally {
      await scaled.close();
    }
    // Generating 2,500 machines on a fresh embedded database takes ~10 s alone, 35 s on a loaded machine.
  }, 180_000);
});

describe('text the database cannot store', () => {
  it('refuses a NUL character with BAD_REQUEST instead of a database error', async () => {
    const error = await refusalOf(caller.catalogue.list({ search: 'trac\u0000tor' }));
    expect([error.code, error.reason]).toEqual(['BAD_REQUEST', 'INVALID_INPUT']);
    expect(error.message).toBe('Text must not contain control characters');
  });
});
