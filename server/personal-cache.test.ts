/**
 * Answers that depend on who asks (orders, cart, session, the back office's customer search) carry
 * `Cache-Control: private, no-store`, so neither a shared cache nor the browser's disk keeps them; the public
 * catalogue reads keep their own caching.
 */
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { seedCatalogue } from './db/seed.js';
import { createSession, sessionCookieName } from './modules/auth/session.js';
import { PUBLIC_READ_CACHE, SESSION_READ_CACHE } from './modules/catalogue/catalogue-cache.js';
import { insertProduct, insertUser } from './test/fixtures.js';
import { testDeps } from './test/harness.js';
import { createTestDatabase, type TestDatabase } from './test/test-db.js';

const ORIGIN = 'http://localhost:3000';

let database: TestDatabase;
let app: FastifyInstance;
let farmer: string;
let staff: string;
let productId: number;

async function cookieOf(role: 'customer' | 'staff'): Promise<string> {
  const user = await insertUser(database.db, undefined, role);
  const { token } = await createSession({ db: database.db, clock: { now: () => new Date() } }, user.id);
  return `${sessionCookieName({ APP_ORIGIN: ORIGIN })}=${token}`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  app = await buildApp({ deps: testDeps(database) });
  farmer = await cookieOf('customer');
  staff = await cookieOf('staff');
  productId = await insertProduct(database.db, { stockQuantity: 3 });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function query(paths: string, inputs: Record<number, unknown> | null, cookie?: string) {
  const search = inputs
    ? `?batch=1&input=${encodeURIComponent(
        JSON.stringify(Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, superjson.serialize(v)]))),
      )}`
    : '';
  return app.inject({ method: 'GET', url: `/trpc/${paths}${search}`, headers: cookie ? { cookie } : {} });
}

describe('personal answers', () => {
  it.each([
    ['auth.session', () => farmer],
    ['cart.get', () => farmer],
    ['orders.list', () => farmer],
    ['checkout.shippingDefaults', () => farmer],
    ['hiring.myJobs', () => farmer],
    ['admin.customers.search', () => staff],
    ['admin.today', () => staff],
  ] as const)('%s with a session is private, no-store', async (path, cookie) => {
    const res = await query(path, { 0: undefined }, cookie());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('auth.session without a session is private, no-store too (it says who is signed in)', async () => {
    const res = await query('auth.session', { 0: undefined });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a refusal is private, no-store', async () => {
    const res = await query('orders.list', { 0: undefined });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a mutation answer is private, no-store', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/cart.add',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: farmer },
      payload: JSON.stringify(superjson.serialize({ productId, rental: false })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a batch mixing a catalogue read with the cart is private, no-store', async () => {
    const res = await query('catalogue.categories,cart.get', { 0: undefined, 1: undefined }, farmer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('public catalogue reads keep their caching', () => {
  it('for a visitor: shared caches may keep them', async () => {
    const res = await query('catalogue.list', { 0: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_READ_CACHE);
  });

  it('with a session: only that browser, briefly', async () => {
    const res = await query('catalogue.byId', { 0: { id: productId } }, farmer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(SESSION_READ_CACHE);
  });
});
