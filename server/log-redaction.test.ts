/**
 * Request logs keep the path and the query's keys, never its values: the e-mail a staff member searches for (inside
 * tRPC's `input`), a farmer's field coordinates, a reset token.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { logSerializers, redactUrl } from './log-safety.js';
import { createSession, sessionCookieName } from './modules/auth/session.js';
import { insertUser } from './test/fixtures.js';
import { testDeps } from './test/harness.js';
import { createTestDatabase, type TestDatabase } from './test/test-db.js';

const ORIGIN = 'http://localhost:3000';
const SEARCHED = 'ravi.kumar@example.in';

let database: TestDatabase;
let app: FastifyInstance;
let staff: string;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // The server's own logger (server/main.ts), writing into memory.
  const sink = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
  const logger = pino({ serializers: logSerializers }, sink);
  app = await buildApp({ deps: testDeps(database, { log: logger }), logger });
  app.get('/fails', async () => {
    throw new Error('a fault of ours');
  });
  const user = await insertUser(database.db, undefined, 'staff');
  const { token } = await createSession({ db: database.db, clock: { now: () => new Date() } }, user.id);
  staff = `${sessionCookieName({ APP_ORIGIN: ORIGIN })}=${token}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function logged(): Array<Record<string, unknown>> {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('request logs', () => {
  it('keep the query keys of a staff search, not the e-mail searched for', async () => {
    lines.length = 0;
    const input = encodeURIComponent(JSON.stringify({ 0: superjson.serialize({ query: SEARCHED }) }));
    const res = await app.inject({
      url: `/trpc/admin.customers.search?batch=1&input=${input}`,
      headers: { cookie: staff },
    });
    expect(res.statusCode).toBe(200);
    const all = lines.join('');
    expect(all).not.toContain('ravi.kumar');
    expect(all).not.toContain('example.in');
    const incoming = logged().find((line) => line.msg === 'incoming request') as { req: { url: string } };
    expect(incoming.req.url).toBe('/trpc/admin.customers.search?batch=…&input=…');
  });

  it('keep no field coordinates or tokens of a page address, found or not', async () => {
    lines.length = 0;
    await app.inject({ url: '/hire?lat=15.3647&lon=75.1240&day=2026-12-01' });
    await app.inject({ url: '/auth/reset?token=s3cr3t-t0k3n' });
    const all = lines.join('');
    for (const secret of ['15.3647', '75.1240', 's3cr3t-t0k3n']) expect(all).not.toContain(secret);
    const urls = logged().flatMap((line) =>
      (line.req as { url?: string } | undefined)?.url ? [(line.req as { url: string }).url] : [],
    );
    expect(urls).toEqual(['/hire?lat=…&lon=…&day=…', '/auth/reset?token=…']);
  });

  it('keep no query values when a request fails on our side', async () => {
    lines.length = 0;
    const res = await app.inject({ url: `/fails?email=${encodeURIComponent(SEARCHED)}&lat=15.3647` });
    expect(res.statusCode).toBe(500);
    const failed = logged().find((line) => line.msg === 'request failed');
    expect(failed?.url).toBe('/fails?email=…&lat=…');
    expect(lines.join('')).not.toContain('ravi.kumar');
    expect(lines.join('')).not.toContain('15.3647');
  });
});

describe('redactUrl', () => {
  it.each([
    ['/products', '/products'],
    ['/products?', '/products?'],
    ['/products?q=tractor&page=2', '/products?q=…&page=…'],
    ['/x?flag&a=1=2', '/x?flag=…&a=…'],
    ['/x?ravi%40example.in=1', '/x?…=…'],
    ['/x?%E0%A4=1', '/x?…=…'],
    ['/x?a[0]=1&&b=', '/x?a[0]=…&b=…'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
