/**
 * A tRPC batch names at most MAX_BATCH_PROCEDURES procedures: a larger one is refused whole with 400 before any
 * of it runs, with one log line; the browser's client splits its batches to stay within the limit.
 */
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BATCH_PROCEDURES } from '../../shared/batch.js';
import { createTrpcClient } from '../../client/trpc.js';
import { buildApp } from '../app.js';
import { seedCatalogue } from '../db/seed.js';
import type { DevOutbox } from '../providers/mail.js';
import { testDeps } from '../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../test/test-db.js';

let database: TestDatabase;
let app: FastifyInstance;
let outbox: DevOutbox;
const logged: { level: string; obj: object; msg: string | undefined }[] = [];
const record = (level: string) => (obj: object, msg?: string) => void logged.push({ level, obj, msg });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  const deps = testDeps(database, { log: { info: record('info'), warn: record('warn'), error: record('error') } });
  outbox = deps.mailer as DevOutbox;
  app = await buildApp({ deps });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function batchGet(paths: string[], input: unknown, separator = ',') {
  const inputs = Object.fromEntries(paths.map((_, i) => [i, superjson.serialize(input)]));
  return app.inject({
    method: 'GET',
    url: `/trpc/${paths.join(separator)}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`,
  });
}

function registrations(count: number) {
  const inputs = Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      i,
      superjson.serialize({
        email: `batch${i}@example.in`,
        password: 'ragi-harvest-7',
        confirmPassword: 'ragi-harvest-7',
        locale: 'en',
      }),
    ]),
  );
  return app.inject({
    method: 'POST',
    url: `/trpc/${Array(count).fill('auth.register').join(',')}?batch=1`,
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify(inputs),
  });
}

describe('batch limit', () => {
  it('answers a batch of the limit in full', async () => {
    const res = await batchGet(Array(MAX_BATCH_PROCEDURES).fill('catalogue.list'), { page: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(MAX_BATCH_PROCEDURES);
  });

  it('refuses one more (GET) with 400 and our own message, running none of it, logging one line', async () => {
    logged.length = 0;
    const res = await batchGet(Array(330).fill('catalogue.list'), { page: 1 });
    expect(res.statusCode).toBe(400);
    const error = res.json().error.json;
    expect(error.message).toBe(`Too many calls in one request: send at most ${MAX_BATCH_PROCEDURES} at a time.`);
    expect(error.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      reason: 'BATCH_TOO_LARGE',
      params: { max: MAX_BATCH_PROCEDURES },
    });
    expect(res.body.length).toBeLessThan(1_000);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 'warn', obj: { procedures: 330, max: MAX_BATCH_PROCEDURES } });
    expect(JSON.stringify(logged[0])).not.toMatch(/stack|\.ts:\d+/);
  });

  it('counts commas written as %2C', async () => {
    const res = await batchGet(Array(MAX_BATCH_PROCEDURES + 1).fill('catalogue.list'), { page: 1 }, '%2C');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.json.data.reason).toBe('BATCH_TOO_LARGE');
  });

  it('refuses a POST batch over the limit before any mutation runs', async () => {
    const before = outbox.list().length;
    const res = await registrations(MAX_BATCH_PROCEDURES + 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.json.data.reason).toBe('BATCH_TOO_LARGE');
    expect(outbox.list()).toHaveLength(before);
  });

  it('runs a POST batch within the limit', async () => {
    const before = outbox.list().length;
    const res = await registrations(2);
    expect(res.statusCode).toBe(200);
    expect(outbox.list()).toHaveLength(before + 2);
  });
});

describe("the browser's client", () => {
  it('splits 25 calls made at once into batches within the limit', async () => {
    const sizes: number[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      const procedures = decodeURIComponent(new URL(url, 'http://shop').pathname.slice('/trpc/'.length)).split(',');
      sizes.push(procedures.length);
      const body = procedures.map(() => ({ result: { data: superjson.serialize(null) } }));
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    try {
      const client = createTrpcClient();
      await Promise.all(Array.from({ length: 25 }, (_, i) => client.catalogue.byId.query({ id: i + 1 })));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(25);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_BATCH_PROCEDURES);
  });
});
