import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { seedCatalogue } from './db/seed.js';
import { testDeps } from './test/harness.js';
import { createTestDatabase, type TestDatabase } from './test/test-db.js';

let database: TestDatabase;
let app: FastifyInstance;
const clientDir = mkdtempSync(join(tmpdir(), 'ry-client-'));

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  // A client built without its server half (no ../server/entry-server.js): pages are the shell the browser renders.
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><title>Raitha Yantra</title><div ' +
      'id="root"><!--ry-root--></div><!--ry-state--></html>',
  );
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  app = await buildApp({ deps: testDeps(database), clientDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function trpcGet(path: string, input?: unknown) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  return app.inject({ method: 'GET', url: `/trpc/${path}${query}` });
}

describe('HTTP', () => {
  it('answers health and readiness checks', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('serves catalogue queries through tRPC with superjson', async () => {
    const res = await trpcGet('catalogue.featured');
    expect(res.statusCode).toBe(200);
    const data = superjson.deserialize<{ id: number; name: string }[]>(res.json().result.data);
    expect(data).toHaveLength(3);
  });

  it('answers an unknown product with 404 and the spec message, without a stack trace', async () => {
    const res = await trpcGet('catalogue.byId', { id: 999999 });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body.error.json.message).toBe('Product not found');
    expect(res.body).not.toMatch(/stack|at .*\.ts:\d+/);
  });

  it('answers bad input with 400 and a clear message per field', async () => {
    const res = await trpcGet('catalogue.list', { page: -2 });
    expect(res.statusCode).toBe(400);
    const error = res.json().error.json;
    expect(error.message).toBe('Page must be 1 or more');
    expect(error.data.fieldErrors).toEqual({ page: 'Page must be 1 or more' });
    expect(res.body).not.toContain('stack');
  });

  it('answers malformed input JSON with 400, not 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/trpc/catalogue.list?input=%7Bnot-json' });
    expect(res.statusCode).toBe(400);
  });

  it('lets tRPC answer unknown procedures', async () => {
    const res = await trpcGet('catalogue.nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.json.data.code).toBe('NOT_FOUND');
  });

  it('refuses cross-site state-changing requests and accepts same-origin ones', async () => {
    const body = JSON.stringify({});
    const crossSite = await app.inject({
      method: 'POST',
      url: '/trpc/catalogue.featured',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body,
    });
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await app.inject({ method: 'POST', url: '/trpc/catalogue.featured', payload: {} });
    expect(noOrigin.statusCode).toBe(403);
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/trpc/catalogue.featured',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body,
    });
    // Past the CSRF guard: tRPC itself refuses a mutation-style call to a query.
    expect(sameOrigin.statusCode).not.toBe(403);
    const fetchMetadata = await app.inject({
      method: 'POST',
      url: '/trpc/catalogue.featured',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body,
    });
    expect(fetchMetadata.statusCode).not.toBe(403);
  });

  it('serves the client shell when the build has no server half, and long-cached hashed assets', async () => {
    const page = await app.inject('/products?q=tractor');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');

    const asset = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');

    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
    expect((await app.inject('/trpc')).statusCode).toBe(404);
  });
});
