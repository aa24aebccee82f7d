import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../server/db/seed';
import { testDeps } from '../server/test/harness';
import { createTestDatabase, type TestDatabase } from '../server/test/test-db';
import { createInnerContext } from '../server/trpc/context';
import { appRouter } from '../server/trpc/router';
import { renderPage } from './entry-server';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
});
afterAll(async () => {
  await database?.close();
});

/** The procedures of the queries in a rendered page's state (#ry-state), with each one's status. */
async function stateOf(url: string, islands: boolean): Promise<string[]> {
  const [path = '/', search = ''] = url.split('?');
  const page = await renderPage({
    islands,
    url,
    locale: 'en',
    path,
    search,
    router: appRouter,
    ctx: createInnerContext(testDeps(database)),
    signedOut: true,
    nonce: 'test',
    onError: (error) => {
      throw error;
    },
  });
  const state = JSON.parse(page.state) as { queries: { queryKey: [string[]]; state: { status: string } }[] };
  return state.queries.map((query) => `${query.queryKey[0].join('.')} ${query.state.status}`).sort();
}

describe("a page's state (#ry-state)", { timeout: 120_000 }, () => {
  it("carries the whole query cache for the app's page", async () => {
    expect(await stateOf('/products', false)).toEqual([
      'auth.session success',
      'catalogue.categories success',
      'catalogue.list success',
    ]);
  });

  it('carries only what the islands read, and who is signed in, for a page of islands', async () => {
    // The catalogue's list and categories are the page's HTML; no island reads them.
    expect(await stateOf('/products', true)).toEqual(['auth.session success']);
    // The product travels in the buy and rent panel's props; the hire line is HTML.
    expect(await stateOf('/products/1', true)).toEqual(['auth.session success']);
    // /hire's island shows the centres it found: the search it read is kept, with its answer.
    const hire = '/hire?op=ploughing&place=Mandya&lat=12.52&lon=76.9&area=2';
    expect(await stateOf(hire, true)).toEqual(['auth.session success', 'hiring.search success']);
  });
});
