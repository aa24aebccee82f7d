import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READS } from '../modules/public-reads/public-reads.js';
import { seedCatalogue } from '../db/seed.js';
import { callerFor, testDeps } from '../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../test/test-db.js';
import { createInnerContext } from './context.js';
import { directQueries, directQuery } from './direct-query.js';
import { appRouter } from './router.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
});
afterAll(() => database.close());

/** The caller's answer or its error, and the direct run's, for one call. */
async function both(path: string, input: unknown) {
  const deps = testDeps(database);
  const caller = callerFor(deps) as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
  const [namespace, name] = path.split('.') as [string, string];
  const direct = directQueries(appRouter, [path]).get(path)!;
  const settle = (run: () => Promise<unknown>): Promise<{ value?: unknown; error?: unknown }> =>
    run().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
  return {
    viaCaller: await settle(() => caller[namespace]![name]!(input)),
    direct: await settle(() => direct(createInnerContext(deps), input, path)),
  };
}

describe('public reads run directly (without the middleware chain)', () => {
  it('every public read can: each is publicProcedure(.input).query, nothing more', () => {
    expect([...directQueries(appRouter, Object.keys(PUBLIC_READS)).keys()].sort()).toEqual(
      Object.keys(PUBLIC_READS).sort(),
    );
  });

  it('a procedure with a middleware of its own, or a mutation, is left to the caller', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, never>;
    expect(directQuery(procedures['cart.get'])).toBeNull();
    expect(directQuery(procedures['cart.add'])).toBeNull();
    expect(directQuery(procedures['auth.session'])).toBeTypeOf('function');
  });

  const calls: [string, unknown][] = [
    ['catalogue.byId', { id: 1 }],
    ['catalogue.list', {}],
    ['catalogue.list', { search: 'tractor', sort: 'price_desc', page: 1, pageSize: 5 }],
    ['catalogue.featured', undefined],
    ['catalogue.categories', undefined],
    ['hiring.forProduct', { id: 1 }],
  ];
  it.each(calls)('%s answers what the caller answers', async (path, input) => {
    const { viaCaller, direct } = await both(path, input);
    expect(viaCaller).toHaveProperty('value');
    expect(direct).toEqual(viaCaller);
  });

  const refused: [string, unknown][] = [
    ['catalogue.byId', { id: 999_999 }],
    ['catalogue.byId', { id: 'one' }],
    ['catalogue.byId', { id: 'a\u0000b' }],
    ['catalogue.list', { page: -1 }],
  ];
  it.each(refused)('%s %j is refused as the caller refuses it', async (path, input) => {
    const { viaCaller, direct } = await both(path, input);
    expect(viaCaller).toHaveProperty('error');
    const shape = (outcome: { error?: unknown }) => {
      const error = outcome.error as { code: string; message: string; cause?: { constructor: { name: string } } };
      return { code: error.code, message: error.message, cause: error.cause?.constructor.name };
    };
    expect(shape(direct)).toEqual(shape(viaCaller));
  });
});
