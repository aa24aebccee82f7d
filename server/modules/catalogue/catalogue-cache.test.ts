/** Cache-Control, ETag and 304 on the public catalogue reads, for visitors with and without a session. */
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { seedCatalogue } from '../../db/seed.js';
import { memoryCookieJar, type AppDeps } from '../../deps.js';
import { insertUser } from '../../test/fixtures.js';
import { testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { sessionCookieName, startSession } from '../auth/session.js';
import { PUBLIC_READ_CACHE, SESSION_READ_CACHE } from './catalogue-cache.js';

let database: TestDatabase;
let deps: AppDeps;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database);
  app = await buildApp({ deps });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const read = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;

async function sessionCookie(): Promise<string> {
  const user = await insertUser(database.db);
  const cookies = memoryCookieJar();
  await startSession({ ...deps, cookies }, user.id);
  const name = sessionCookieName(deps.env);
  return `${name}=${cookies.values.get(name)}`;
}

describe('public catalogue reads', () => {
  it(
    'answer a revalidation with 304, no body and the same Cache-Control, so the copy ' +
      'stays fresh for another while',
    async () => {
      const url = read('catalogue.byId', { id: 2 });
      const first = await app.inject(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(PUBLIC_READ_CACHE);
      expect(PUBLIC_READ_CACHE).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
      const again = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe(PUBLIC_READ_CACHE);
      expect(again.headers.etag).toBe(first.headers.etag);
    },
  );

  it('change their ETag when the data changes (a new price is not answered with 304)', async () => {
    const url = read('catalogue.byId', { id: 3 });
    const before = await app.inject(url);
    await database.db.updateTable('equipment').set({ price: 99_000_00 }).where('id', '=', 3).execute();
    const after = await app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(
      superjson.deserialize<{ price: number }>((after.json() as { result: { data: never } }).result.data).price,
    ).toBe(99_000_00);
  });

  it('stay in the browser of a signed-in visitor (private), still with ETag and 304', async () => {
    const cookie = await sessionCookie();
    const url = read('catalogue.list', { page: 1, pageSize: 24 });
    const first = await app.inject({ url, headers: { cookie } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(SESSION_READ_CACHE);
    expect(first.headers['set-cookie']).toBeUndefined();
    const again = await app.inject({ url, headers: { cookie, 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(SESSION_READ_CACHE);
  });

  it('are never public when the batch holds a read of the session, or the request is not a GET', async () => {
    const mixed = await app.inject(`/trpc/catalogue.categories,cart.get?batch=1&input=${encodeURIComponent('{}')}`);
    expect(mixed.headers['cache-control'] ?? '').not.toContain('public');
    expect(mixed.headers.etag).toBeUndefined();
    const posted = await app.inject({
      method: 'POST',
      url: '/trpc/catalogue.categories',
      headers: { origin: deps.env.APP_ORIGIN, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(posted.headers['cache-control'] ?? '').not.toContain('public');
  });
});
