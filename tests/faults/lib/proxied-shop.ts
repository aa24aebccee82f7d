/**
 * The shop with a TCP proxy of the test's own between its pg pool and Postgres, so a fault test can drop, refuse or
 * swallow the database's connections while the shop serves. Setup data goes to the database directly.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { connectPostgres, type DatabaseHandle } from '../../../server/db/connect.js';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../../server/db/errors.js';
import { seedCatalogue } from '../../../server/db/seed.js';
import type { AppDeps } from '../../../server/deps.js';
import { KEPT_VERSIONS_MS } from '../../../server/modules/public-reads/public-read-versions.js';
import { TestPaymentProvider } from '../../../server/providers/payments/test-provider.js';
import { testDeps } from '../../../server/test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../../server/test/test-db.js';
import { TcpProxy } from './tcp-proxy.js';

export interface ProxiedShop {
  /** Straight to Postgres, for the test's own setup and checks. */
  database: TestDatabase;
  proxy: TcpProxy;
  /** The app's pool, through the proxy. */
  appDatabase: DatabaseHandle;
  deps: AppDeps;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startProxiedShop(pool: { max?: number } = {}): Promise<ProxiedShop> {
  const database = await createTestDatabase();
  await seedCatalogue(database.db);
  const direct = new URL(database.url!);
  const proxy = await new TcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) }).start();
  const proxied = new URL(direct);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const appDatabase = connectPostgres(proxied.toString(), pool);
  const base = testDeps(database);
  const deps = { ...base, db: appDatabase.db, payments: new TestPaymentProvider(appDatabase.db, base.clock) };
  const app = await buildApp({ deps });
  return {
    database,
    proxy,
    appDatabase,
    deps,
    app,
    async close() {
      await app.close();
      await appDatabase.close();
      await proxy.stop();
      await database.close();
    },
  };
}

const catalogueListInput = JSON.stringify({ json: { search: 'tractor' } });
export const catalogueListUrl = `/trpc/catalogue.list?input=${encodeURIComponent(catalogueListInput)}`;

/**
 * Waits until the versions a public read keeps (KEPT_VERSIONS_MS) have expired: the next read must ask the database,
 * as every read did before they were kept. Within that time a kept answer is served without the database.
 */
export function afterKeptVersions(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, KEPT_VERSIONS_MS + 10));
}

export async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

/** The answer the shop gives while its database cannot be reached: 503 with the refusal SERVICE_UNAVAILABLE. */
export function expectUnavailable(response: { statusCode: number; json(): unknown }): void {
  expect(response.statusCode).toBe(503);
  const body = response.json() as { error: { json: { message: string; data: { code: string; reason: string } } } };
  expect(body.error.json.message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
  expect(body.error.json.data.code).toBe('SERVICE_UNAVAILABLE');
  expect(body.error.json.data.reason).toBe('SERVICE_UNAVAILABLE');
}

export async function eventually(check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
