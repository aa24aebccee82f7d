import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { AppDeps } from './deps.js';
import { insertOrder, insertProduct, insertUser } from './test/fixtures.js';
import type { RateLimiter } from './providers/rate-limiter.js';
import { callerFor, fixedClock, testDeps } from './test/harness.js';
import { httpRefusalOf, refusalOf } from './test/refusals.js';
import { createTestDatabase, type TestDatabase } from './test/test-db.js';

// The refusal contract end to end: a service refuses with a reason and its parameters; a caller in process finds
// them on the error's cause, and a browser finds them in error.data next to the tRPC code of the reason.

const ORIGIN = 'http://localhost:3000';

let database: TestDatabase;
let deps: AppDeps;
let app: FastifyInstance;
/** Two units, for sale and for rent. */
let tractor: number;
/** For sale only. */
let pump: number;

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testDeps(database, { clock: fixedClock('2026-11-22T06:00:00Z') });
  app = await buildApp({ deps });
  tractor = await insertProduct(database.db, { name: 'Tractor 45 HP', stockQuantity: 2 });
  pump = await insertProduct(database.db, { name: 'Water Pump', isAvailableForRent: false, stockQuantity: 5 });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function get(path: string, input: unknown) {
  const encoded = encodeURIComponent(JSON.stringify(superjson.serialize(input)));
  return app.inject({ method: 'GET', url: `/trpc/${path}?input=${encoded}` });
}

function post(path: string, input: unknown, target = app) {
  return target.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: JSON.stringify(superjson.serialize(input)),
  });
}

const tractorName = { name: 'Tractor 45 HP', nameKn: 'Tractor 45 HP (ಕನ್ನಡ)' };

describe('refusals through createCaller', () => {
  it('names the product in both languages and how many are left when the stock runs out', async () => {
    const user = await insertUser(database.db);
    const { cart } = callerFor(deps, { user });
    await cart.add({ productId: tractor, rental: false });
    await cart.add({ productId: tractor, rental: false });
    expect(await refusalOf(cart.add({ productId: tractor, rental: false }))).toEqual({
      code: 'CONFLICT',
      message: 'Only 2 in stock',
      reason: 'OUT_OF_STOCK',
      params: { product: tractorName, available: 2 },
    });
  });

  it('gives the rental days that are taken as calendar days', async () => {
    const other = await insertUser(database.db);
    await insertOrder(database.db, {
      userId: other.id,
      productId: tractor,
      quantity: 2,
      start: '2026-12-01',
      end: '2026-12-04',
    });
    const user = await insertUser(database.db);
    const { cart } = callerFor(deps, { user });
    expect(
      await refusalOf(cart.add({ productId: tractor, rental: true, start: '2026-12-02', end: '2026-12-05' })),
    ).toEqual({
      code: 'CONFLICT',
      message: 'No unit is free on the chosen dates',
      reason: 'RENTAL_DAYS_TAKEN',
      params: { product: tractorName, from: '2026-12-02', to: '2026-12-05', available: 0 },
    });
  });

  it('says which rule rental days break, with the limits', async () => {
    const { cart } = callerFor(deps, { user: await insertUser(database.db) });
    expect(
      await refusalOf(cart.add({ productId: tractor, rental: true, start: '2026-11-20', end: '2026-11-23' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: 'Rental dates cannot be in the past',
      reason: 'RENTAL_DATES_INVALID',
      params: { problem: 'past', maxDays: 92, horizonDays: 365 },
    });
  });

  it('refuses a wrong password and an unknown order with reasons of their own', async () => {
    expect(
      await refusalOf(callerFor(deps).auth.login({ email: 'nobody@example.in', password: 'not-the-one' })),
    ).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Invalid login credentials',
      reason: 'INVALID_CREDENTIALS',
      params: {},
    });
    const { orders } = callerFor(deps, { user: await insertUser(database.db) });
    expect(await refusalOf(orders.byId({ id: '00000000-0000-4000-8000-000000000000' }))).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'ORDER_NOT_FOUND',
      params: {},
    });
  });
});

describe('refusals over HTTP', () => {
  it('puts the reason and its parameters in error.data', async () => {
    const res = await get('rentals.availability', { productId: pump, from: '2026-12-01', to: '2026-12-31' });
    expect(res.statusCode).toBe(400);
    expect(httpRefusalOf(res)).toMatchObject({
      message: 'This item is not available for rent',
      data: {
        code: 'BAD_REQUEST',
        reason: 'NOT_FOR_RENT',
        params: { product: { name: 'Water Pump', nameKn: 'Water Pump (ಕನ್ನಡ)' } },
      },
    });

    const missing = await get('catalogue.byId', { id: 2_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(httpRefusalOf(missing).data).toMatchObject({ reason: 'PRODUCT_NOT_FOUND', params: {} });
  });

  it('gives each field of bad input a stable issue code instead of only an English message', async () => {
    const res = await post('auth.register', { email: 'not an address', password: 'ragi-7', confirmPassword: 'ragi-8' });
    expect(res.statusCode).toBe(400);
    expect(httpRefusalOf(res)).toMatchObject({
      message: 'Invalid email address',
      data: {
        reason: 'INVALID_INPUT',
        params: {
          field: 'email',
          issue: { code: 'EMAIL_INVALID', values: {} },
          fieldIssues: {
            email: { code: 'EMAIL_INVALID', values: {} },
            confirmPassword: { code: 'PASSWORDS_DO_NOT_MATCH', values: {} },
          },
        },
      },
    });
    const short = await post('auth.register', { email: 'a@example.in', password: 'ragi', confirmPassword: 'ragi' });
    expect(httpRefusalOf(short).data.params).toMatchObject({
      issue: { code: 'PASSWORD_TOO_SHORT', values: { min: 6 } },
    });
  });

  it("says the chat's limit with the seconds to wait, in error.data and in Retry-After", async () => {
    const overLimit: RateLimiter = {
      hit: async () => ({ count: 21, allowed: false, retryAfterMs: 46_200 }),
      peek: async () => ({ count: 21, allowed: false, retryAfterMs: 46_200 }),
    };
    const limited = await buildApp({ deps: { ...deps, rateLimiter: overLimit } });
    try {
      const res = await post(
        'chat.send',
        { messages: [{ role: 'user', content: 'Which tractor for 5 acres?' }], language: 'kn' },
        limited,
      );
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('47');
      expect(httpRefusalOf(res)).toMatchObject({
        message: 'Too many messages. Please wait 47 seconds.',
        data: { code: 'TOO_MANY_REQUESTS', reason: 'CHAT_RATE_LIMITED', params: { retryAfterSeconds: 47 } },
      });

      const login = await post('auth.login', { email: 'a@example.in', password: 'ragi-harvest-7' }, limited);
      expect(login.statusCode).toBe(429);
      expect(httpRefusalOf(login).data).toMatchObject({ reason: 'RATE_LIMITED', params: { retryAfterSeconds: 47 } });
    } finally {
      await limited.close();
    }
  });
});
