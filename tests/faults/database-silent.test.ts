/**
 * The link to the database goes silent while the pool holds open connections (a network partition: no reset, no
 * refusal, just no answer). A request on a pooled connection must answer 503 within 10 s instead of hanging, and
 * the shop must work again by itself once the link is back.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { connectPostgres, type DatabaseHandle } from '../../server/db/connect.js';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../server/db/errors.js';
import { seedCatalogue } from '../../server/db/seed.js';
import { createSession, sessionCookieName } from '../../server/modules/auth/session.js';
import { insertUser } from '../../server/test/fixtures.js';
import { TestPaymentProvider } from '../../server/providers/payments/test-provider.js';
import { testDeps } from '../../server/test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../server/test/test-db.js';
import { TcpProxy } from './lib/tcp-proxy.js';

/** The bound for an answer while the database is silent. */
const ANSWER_WITHIN_MS = 10_000;

let database: TestDatabase;
let proxy: TcpProxy;
let appDatabase: DatabaseHandle;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  const direct = new URL(database.url!);
  proxy = await new TcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) }).start();
  const proxied = new URL(direct);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  appDatabase = connectPostgres(proxied.toString(), { max: 4 });
  const base = testDeps(database);
  const deps = { ...base, db: appDatabase.db, payments: new TestPaymentProvider(appDatabase.db, base.clock) };
  app = await buildApp({ deps });
  const user = await insertUser(database.db);
  const { token } = await createSession({ db: database.db, clock: base.clock }, user.id);
  cookie = `${sessionCookieName(deps.env)}=${token}`;
});

afterAll(async () => {
  await app?.close();
  await appDatabase?.close();
  await proxy?.stop();
  await database?.close();
});

const listUrl = `/trpc/catalogue.list?input=${encodeURIComponent(JSON.stringify({ json: { search: 'tractor' } }))}`;

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

function expectUnavailable(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(503);
  const body = response.json() as { error: { json: { message: string; data: { reason: string } } } };
  expect(body.error.json.message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
  expect(body.error.json.data.reason).toBe('SERVICE_UNAVAILABLE');
}

async function eventually(check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the database stops answering on open connections', () => {
  it('answers 503 within 10 s on a pooled connection, to visitors and signed-in buyers, then recovers', async () => {
    // Four requests at once leave four open connections idle in the pool.
    const warm = await Promise.all(Array.from({ length: 4 }, () => app.inject(listUrl)));
    expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(proxy.openConnections).toBeGreaterThan(0);

    await proxy.setMode('freeze');
    const { value: list, ms } = await timed(() => app.inject(listUrl));
    expectUnavailable(list);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);

    const { value: signedIn, ms: signedInMs } = await timed(() => app.inject({ url: '/trpc/auth.session', headers: { cookie } }));
    expectUnavailable(signedIn);
    expect(signedInMs).toBeLessThan(ANSWER_WITHIN_MS);

    await proxy.setMode('pass');
    await eventually(async () => (await app.inject(listUrl)).statusCode === 200);
    const after = await Promise.all(Array.from({ length: 4 }, () => app.inject(listUrl)));
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  }, 120_000);
});
