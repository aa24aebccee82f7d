/**
 * Public reads answered before tRPC (issue 22): the same bytes as tRPC, 304 and kept answers without running the
 * procedure, and never a stale answer after a write, from this process or another one on the same database.
 * Runs on PGlite, and on Postgres with TEST_DATABASE_URL.
 */
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { seedCatalogue } from '../../db/seed.js';
import { memoryCookieJar, type AppDeps } from '../../deps.js';
import { insertUser } from '../../test/fixtures.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createInnerContext } from '../../trpc/context.js';
import { appRouter } from '../../trpc/router.js';
import { sessionCookieName, startSession } from '../auth/session.js';
import { catalogueService } from '../catalogue/catalogue.service.js';
import { readPublicReadVersions } from './public-read-versions.repository.js';
import { KEPT_VERSIONS_MS, PublicReadVersionReader } from './public-read-versions.js';
import { writesFinished } from '../../db/write-observer.js';
import {
  PUBLIC_HIRE_READ_CACHE,
  PUBLIC_READ_CACHE,
  SESSION_READ_CACHE,
  encodingFor,
  matchesEtag,
  publicReadOf,
} from './public-reads.js';

const clock = fixedClock('2026-11-22T06:00:00Z');
const DAY = '2026-11-29';
const mandya = { lat: 12.52216, lon: 76.90092 };
const good = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

let database: TestDatabase;
let deps: AppDeps;
/** Two server processes of the cluster, as far as the cache goes: two apps on one database. */
let app: FastifyInstance;
let other: FastifyInstance;
/** tRPC's own answers: the router in a bare Fastify app, without the public-read path. */
let bare: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock });
  app = await buildApp({ deps });
  other = await buildApp({ deps });
  bare = Fastify({ logger: false });
  await bare.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: { router: appRouter, createContext: () => createInnerContext(deps) },
  });
}, 180_000);
afterAll(async () => {
  await Promise.all([app?.close(), other?.close(), bare?.close()]);
  await database?.close();
});
afterEach(() => vi.restoreAllMocks());

const one = (procedure: string, input?: unknown) =>
  input === undefined
    ? `/trpc/${procedure}`
    : `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
/** As the client's httpBatchLink sends it. */
const batch = (calls: [string, unknown][]) => {
  const input = Object.fromEntries(
    calls.map(([, value], i) => [i, value === undefined ? undefined : superjson.serialize(value)]),
  );
  return `/trpc/${calls.map(([p]) => p).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
};
const dataOf = <T>(body: string) =>
  superjson.deserialize<T>((JSON.parse(body) as { result: { data: never } }).result.data);

async function sessionCookie(): Promise<string> {
  const user = await insertUser(database.db);
  const cookies = memoryCookieJar();
  await startSession({ ...deps, cookies }, user.id);
  const name = sessionCookieName(deps.env);
  return `${name}=${cookies.values.get(name)}`;
}

describe('the wire format', () => {
  it('is byte for byte what tRPC sends, one call or a batch, null answers included', async () => {
    const search = { operation: 'paddy_harvesting', ...mandya, areaMilliAcres: 3000, day: DAY };
    const urls = [
      one('catalogue.list', { page: 1, pageSize: 24 }),
      one('catalogue.list', { sort: 'newest', offer: 'rent', page: 1, pageSize: 5 }),
      one('catalogue.byId', { id: 2 }),
      one('catalogue.categories'),
      one('catalogue.featured'),
      one('hiring.search', search),
      one('hiring.forProduct', { id: 999_999 }),
      batch([
        ['catalogue.categories', undefined],
        ['catalogue.list', { search: 'tractor', page: 1, pageSize: 24 }],
        ['hiring.forProduct', { id: 1 }],
        ['hiring.search', search],
      ]),
    ];
    for (const url of urls) {
      const ran = app.publicReads.ran;
      const ours = await app.inject(url);
      const theirs = await bare.inject(url);
      expect(app.publicReads.ran, url).toBeGreaterThan(ran);
      expect(ours.statusCode, url).toBe(200);
      expect(ours.body, url).toBe(theirs.body);
      expect(ours.headers['content-type'], url).toMatch(/^application\/json/);
      // The answer may be compressed (by this path or @fastify/compress): it varies by Accept-Encoding too.
      expect(String(ours.headers.vary).replace(', accept-encoding', ''), url).toBe(theirs.headers.vary);
    }
  });

  it('leaves a failing call to tRPC: the same refusal, and no ETag or public caching', async () => {
    for (const url of [
      one('catalogue.byId', { id: 999_999 }),
      one('catalogue.list', { page: 0 }),
      `/trpc/catalogue.list?input=${encodeURIComponent('{"json":')}`,
      batch([
        ['catalogue.categories', undefined],
        ['catalogue.byId', { id: 999_999 }],
      ]),
    ]) {
      const ours = await app.inject(url);
      const theirs = await bare.inject(url);
      expect(ours.statusCode, url).toBe(theirs.statusCode);
      expect(ours.statusCode, url).not.toBe(200);
      expect(JSON.parse(ours.body), url).toEqual(JSON.parse(theirs.body));
      expect(ours.headers.etag, url).toBeUndefined();
      expect(ours.headers['cache-control'] ?? '', url).not.toContain('public');
    }
  });

  it('leaves a streaming request (trpc-accept: application/jsonl) to tRPC, whose format it is', async () => {
    const url = batch([['catalogue.categories', undefined]]);
    const ran = app.publicReads.ran;
    const streamed = await app.inject({ url, headers: { 'trpc-accept': 'application/jsonl' } });
    expect(streamed.statusCode).toBe(200);
    expect(app.publicReads.ran).toBe(ran);
    expect(streamed.headers.etag).toBeUndefined();
  });

  it('knows which requests are public reads', () => {
    expect(publicReadOf('GET', '/trpc/catalogue.list?input=%7B%7D')?.paths).toEqual(['catalogue.list']);
    expect(publicReadOf('GET', '/trpc/catalogue.list,hiring.search?batch=1&input=%7B%7D')?.kinds).toEqual(
      new Set(['catalogue', 'hire']),
    );
    expect(publicReadOf('POST', '/trpc/catalogue.list')).toBeNull();
    expect(publicReadOf('GET', '/trpc/catalogue.list,cart.get?batch=1')).toBeNull();
    expect(publicReadOf('GET', '/trpc/hiring.places?input=%7B%7D')).toBeNull();
    expect(publicReadOf('GET', '/trpc/catalogue.list,catalogue.byId')).toBeNull();
    expect(publicReadOf('GET', '/trpc/%E0%A4%A')).toBeNull();
    expect(matchesEtag('W/"c1-x"', 'W/"c1-x"')).toBe(true);
    expect(matchesEtag('"a", "c1-x"', 'W/"c1-x"')).toBe(true);
    expect(matchesEtag('W/"c2-x"', 'W/"c1-x"')).toBe(false);
  });
});

describe('an answer asked for again', () => {
  it('is 304 from If-None-Match without running the procedure', async () => {
    const list = vi.spyOn(catalogueService, 'list');
    const url = one('catalogue.list', { page: 1, pageSize: 12 });
    const first = await app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_READ_CACHE);
    expect(list).toHaveBeenCalledTimes(1);
    const ran = app.publicReads.ran;
    for (let i = 0; i < 3; i++) {
      const again = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['cache-control']).toBe(PUBLIC_READ_CACHE);
    }
    expect(list).toHaveBeenCalledTimes(1);
    expect(app.publicReads.ran).toBe(ran);
  });

  it('is the kept answer, without running the procedure, for a browser that has none', async () => {
    const byId = vi.spyOn(catalogueService, 'byId');
    const url = one('catalogue.byId', { id: 4 });
    const first = await app.inject(url);
    const second = await app.inject(url);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(byId).toHaveBeenCalledTimes(1);
  });

  it('keeps a bounded number of answers, the least recently used going first', async () => {
    const small = await buildApp({ deps, publicReadEntries: 2 });
    try {
      const byId = vi.spyOn(catalogueService, 'byId');
      for (const id of [6, 7, 6, 8, 6, 7]) await small.inject(one('catalogue.byId', { id }));
      // 6, 7 run; 6 kept; 8 runs and pushes out 7 (6 was used since); 6 kept; 7 runs again.
      expect(byId.mock.calls.map(([, id]) => id)).toEqual([6, 7, 8, 7]);
      expect(small.publicReads.cache.size).toBe(2);
    } finally {
      await small.close();
    }
  });

  it('is the same for a signed-in visitor, kept in their browser only, and no session is looked up', async () => {
    const cookie = await sessionCookie();
    const url = one('catalogue.categories');
    const visitor = await app.inject(url);
    const signedIn = await app.inject({ url, headers: { cookie } });
    expect(signedIn.body).toBe(visitor.body);
    expect(signedIn.headers['cache-control']).toBe(SESSION_READ_CACHE);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    const again = await app.inject({ url, headers: { cookie, 'if-none-match': String(visitor.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('compression', () => {
  it('compresses a kept answer once per encoding, and a browser without compression gets the text', async () => {
    const url = one('catalogue.list', { page: 1, pageSize: 20 });
    const text = await app.inject(url);
    expect(text.headers['content-encoding']).toBeUndefined();
    const compressedBefore = app.publicReads.compressed;
    for (const [encoding, inflate] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 3; i++) {
        const answer = await app.inject({ url, headers: { 'accept-encoding': `gzip, deflate, ${encoding}` } });
        expect(answer.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : 'gzip');
        expect(answer.headers.vary).toContain('accept-encoding');
        expect(inflate(answer.rawPayload).toString()).toBe(text.body);
      }
    }
    expect(app.publicReads.compressed - compressedBefore).toBe(2);
    expect(encodingFor('gzip;q=1, br;q=0')).toBe('gzip');
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
  });
});

describe('a write', () => {
  it('changes the price and stock seen at once, in this process and in another, and old ETags get 200', async () => {
    const url = one('catalogue.byId', { id: 3 });
    const list = one('catalogue.list', { page: 1, pageSize: 24 });
    const before = await app.inject(url);
    const listBefore = await app.inject(list);
    await other.inject(url);
    await database.db
      .updateTable('equipment')
      .set({ price: 77_000_00, stockQuantity: 9 })
      .where('id', '=', 3)
      .execute();
    for (const server of [app, other]) {
      const after = await server.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(dataOf<{ price: number; stockQuantity: number }>(after.body)).toMatchObject({
        price: 77_000_00,
        stockQuantity: 9,
      });
      const listAfter = await server.inject({
        url: list,
        headers: { 'if-none-match': String(listBefore.headers.etag) },
      });
      expect(listAfter.statusCode).toBe(200);
      const item = dataOf<{ items: { id: number; price: number }[] }>(listAfter.body).items.find((i) => i.id === 3);
      expect(item?.price).toBe(77_000_00);
    }
  });

  it('made in a transaction with many rows bumps the version once, and only at its commit', async () => {
    const start = await readPublicReadVersions(database.db);
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable('equipment').set({ stockQuantity: 5 }).where('id', '<=', 10).execute();
      await trx.updateTable('categories').set({ name: 'Tractors' }).where('id', '=', 1).execute();
      // Inside the writing transaction nothing is bumped yet: the bump is deferred to the commit.
      expect((await readPublicReadVersions(trx)).catalogue).toBe(start.catalogue);
    });
    const end = await readPublicReadVersions(database.db);
    expect(BigInt(end.catalogue) - BigInt(start.catalogue)).toBe(1n);
    expect(end.hire).toBe(start.hire);
    // A write the catalogue does not show (a user) bumps nothing.
    await insertUser(database.db);
    expect(await readPublicReadVersions(database.db)).toEqual(end);
  });

  it('in several transactions at once raises the version by one for each (they bump different stripes)', async () => {
    const start = await readPublicReadVersions(database.db);
    await Promise.all(
      [11, 12, 13, 14, 15].map((id) =>
        database.db.transaction().execute(async (trx) => {
          await trx.updateTable('equipment').set({ stockQuantity: 4 }).where('id', '=', id).execute();
        }),
      ),
    );
    const end = await readPublicReadVersions(database.db);
    expect(BigInt(end.catalogue) - BigInt(start.catalogue)).toBe(5n);
  });

  it('of a category, a photo or an archived machine changes the catalogue answers', async () => {
    const categories = one('catalogue.categories');
    const before = await app.inject(categories);
    await database.db.updateTable('categories').set({ nameKn: 'ಹೊಸ ಹೆಸರು' }).where('id', '=', 2).execute();
    const after = await app.inject({ url: categories, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(dataOf<{ id: number; nameKn: string }[]>(after.body).find((c) => c.id === 2)?.nameKn).toBe('ಹೊಸ ಹೆಸರು');

    const product = one('catalogue.byId', { id: 5 });
    const withoutPhoto = await app.inject(product);
    await database.db
      .insertInto('equipmentPhotos')
      .values({ equipmentId: 5, storageKey: 'test/p5', widths: [320], width: 320, height: 240, position: 0 })
      .execute();
    const withPhoto = await app.inject({
      url: product,
      headers: { 'if-none-match': String(withoutPhoto.headers.etag) },
    });
    expect(withPhoto.statusCode).toBe(200);
    expect(dataOf<{ photos: { key: string }[] }>(withPhoto.body).photos.map((p) => p.key)).toEqual(['test/p5']);

    const featured = one('catalogue.featured');
    const shown = dataOf<{ id: number }[]>((await app.inject(featured)).body).map((e) => e.id);
    await database.db.updateTable('equipment').set({ archivedAt: new Date() }).where('id', '=', shown[0]!).execute();
    const now = dataOf<{ id: number }[]>((await app.inject(featured)).body).map((e) => e.id);
    expect(now).not.toContain(shown[0]);
  });

  it('of the hire calendar (a booking) changes the hire search, and leaves catalogue ETags alone', async () => {
    const service = await database.db
      .selectFrom('hireServices')
      .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
      .select(['hireServices.id', 'hireServices.crews'])
      .where('hireCentres.pinCode', '=', '571401')
      .where('hireServices.operation', '=', 'paddy_harvesting')
      .executeTakeFirstOrThrow();
    const day = '2026-12-08';
    const url = one('hiring.search', { operation: 'paddy_harvesting', ...mandya, areaMilliAcres: 3000, day });
    const offerOf = (body: string) =>
      dataOf<{ serviceId: number; earliestDay: string; freeSlots: string[] }[]>(body).find(
        (o) => o.serviceId === service.id,
      );
    const before = await app.inject(url);
    expect(before.headers['cache-control']).toBe(PUBLIC_HIRE_READ_CACHE);
    expect(offerOf(before.body)).toMatchObject({ earliestDay: day });
    const catalogue = await app.inject(one('catalogue.categories'));
    for (let i = 0; i < service.crews; i++) {
      const user = await insertUser(database.db);
      const caller = callerFor(deps, { user });
      const started = await caller.hiring.book({
        serviceId: service.id,
        day,
        slot: 'whole_day',
        areaMilliAcres: 3000,
        ...mandya,
        place: 'Mandya 571401',
        landmark: 'Behind the Hanuman temple, second field on the left',
        phone: '98450 12345',
      });
      await caller.hiring.confirmTestPayment({ clientSecret: started.payment!.clientSecret, card: good });
    }
    for (const server of [app, other]) {
      const after = await server.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
      expect(after.statusCode).toBe(200);
      expect(offerOf(after.body)?.earliestDay).not.toBe(day);
    }
    const sameCatalogue = await app.inject({
      url: one('catalogue.categories'),
      headers: { 'if-none-match': String(catalogue.headers.etag) },
    });
    expect(sameCatalogue.statusCode).toBe(304);
  });

  it('the hire search moves on with the day even without a write', async () => {
    const url = one('hiring.search', { operation: 'paddy_harvesting', ...mandya, areaMilliAcres: 3000, day: DAY });
    const today = await app.inject(url);
    clock.advance(24 * 60 * 60 * 1000);
    try {
      const tomorrow = await app.inject({ url, headers: { 'if-none-match': String(today.headers.etag) } });
      expect(tomorrow.statusCode).toBe(200);
      expect(tomorrow.headers.etag).not.toBe(today.headers.etag);
    } finally {
      clock.advance(-24 * 60 * 60 * 1000);
    }
  });
});

describe('the plain-JSON public read URL', () => {
  const plain = (procedure: string, input?: unknown) =>
    `/api/public/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

  it('answers the same data as plain JSON, with an ETag and 304 that run nothing', async () => {
    const url = plain('catalogue.list', { sort: 'newest', page: 1, pageSize: 6 });
    const first = await app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_READ_CACHE);
    const viaTrpc = dataOf<unknown>(
      (await app.inject(one('catalogue.list', { sort: 'newest', page: 1, pageSize: 6 }))).body,
    );
    // Dates travel as their ISO text.
    expect(first.json()).toEqual(JSON.parse(JSON.stringify(viaTrpc)));
    expect(first.headers.etag).not.toBe(undefined);
    const list = vi.spyOn(catalogueService, 'list');
    const again = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const kept = await app.inject(url);
    expect(kept.body).toBe(first.body);
    expect(list).not.toHaveBeenCalled();
  });

  it('refuses in the router error shape, and knows only the public reads', async () => {
    const missing = await app.inject(plain('catalogue.byId', { id: 999_999 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { data: { reason: 'PRODUCT_NOT_FOUND' } } });
    expect(missing.headers['cache-control']).toBe('private, no-store');
    const bad = await app.inject(plain('catalogue.list', { page: 0 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { data: { reason: 'INVALID_INPUT' } } });
    expect((await app.inject(plain('cart.get'))).statusCode).toBe(404);
    expect((await app.inject(`/api/public/catalogue.list?input=${encodeURIComponent('{')}`)).statusCode).toBe(400);
  });
});

describe('the version reader', () => {
  it('shares one read among requests that arrive together, and a request after a write sees it', async () => {
    const reader = new PublicReadVersionReader(database.db, { keptMs: 0 });
    const all = await Promise.all(Array.from({ length: 50 }, () => reader.versions()));
    expect(new Set(all.map((v) => v.catalogue)).size).toBe(1);
    expect(reader.reads).toBeLessThanOrEqual(2);
    const pending = reader.versions();
    await database.db.updateTable('equipment').set({ stockQuantity: 3 }).where('id', '=', 1).execute();
    // Asked after the write committed, while a read that started before it may still be on its way.
    const after = reader.versions();
    const committed = await readPublicReadVersions(database.db);
    expect(await after).toEqual(committed);
    expect(BigInt(committed.catalogue)).toBeGreaterThan(BigInt(all[0]!.catalogue));
    await pending;
  });
});

describe('kept versions', () => {
  /** A clock the test moves, in milliseconds. */
  function movable() {
    let ms = 1_000;
    return { now: () => ms, advance: (by: number) => void (ms += by) };
  }

  it('answer without a query while this process wrote nothing, for at most KEPT_VERSIONS_MS', async () => {
    const clock = movable();
    const reader = new PublicReadVersionReader(database.db, { now: clock.now });
    const first = await reader.versions();
    expect(reader.reads).toBe(1);
    clock.advance(KEPT_VERSIONS_MS - 1);
    expect(await reader.versions()).toEqual(first);
    expect(reader.reads).toBe(1);
    clock.advance(1);
    await reader.versions();
    expect(reader.reads).toBe(2);
  });

  it('are read again after any write this process finished, through any handle, in a transaction or not', async () => {
    const clock = movable();
    const reader = new PublicReadVersionReader(database.db, { now: clock.now });
    const before = await reader.versions();
    await database.db.updateTable('equipment').set({ stockQuantity: 6 }).where('id', '=', 2).execute();
    const afterUpdate = await reader.versions();
    expect(reader.reads).toBe(2);
    expect(BigInt(afterUpdate.catalogue)).toBeGreaterThan(BigInt(before.catalogue));
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable('equipment').set({ stockQuantity: 7 }).where('id', '=', 2).execute();
    });
    const afterCommit = await reader.versions();
    expect(reader.reads).toBe(3);
    expect(afterCommit).toEqual(await readPublicReadVersions(database.db));
    expect(BigInt(afterCommit.catalogue)).toBeGreaterThan(BigInt(afterUpdate.catalogue));
    // Reads are not writes: the versions stay kept.
    await database.db.selectFrom('equipment').select('id').execute();
    await reader.versions();
    expect(reader.reads).toBe(3);
  });

  it("see another process's write (one this process did not count) once the kept read expires", async () => {
    const clock = movable();
    // Stands for a process that never sees the write: its count of writes does not move.
    const reader = new PublicReadVersionReader(database.db, { now: clock.now, writes: () => 0 });
    const before = await reader.versions();
    await database.db.updateTable('equipment').set({ stockQuantity: 8 }).where('id', '=', 2).execute();
    expect(await reader.versions()).toEqual(before);
    clock.advance(KEPT_VERSIONS_MS);
    const after = await reader.versions();
    expect(BigInt(after.catalogue)).toBeGreaterThan(BigInt(before.catalogue));
  });

  it('pass a failed read on to its request (no older versions instead), and the next request reads again', async () => {
    const clock = movable();
    let refuse = false;
    // The same database, whose executor refuses while `refuse` is set (a database out of reach).
    const executor = database.db.getExecutor();
    const refusing = new Proxy(executor, {
      get(target, property) {
        if (property === 'executeQuery' && refuse) return () => Promise.reject(new Error('connection refused'));
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const db = new Proxy(database.db, {
      get: (target, property) =>
        property === 'getExecutor' ? () => refusing : (Reflect.get(target, property, target) as unknown),
    });
    const reader = new PublicReadVersionReader(db, { now: clock.now });
    await reader.versions();
    clock.advance(KEPT_VERSIONS_MS);
    refuse = true;
    await expect(reader.versions()).rejects.toThrow('connection refused');
    refuse = false;
    await reader.versions();
    expect(reader.reads).toBe(3);
  });
});

describe('counted writes', () => {
  it('count finished inserts, updates, deletes and commits, and no plain select', async () => {
    const start = writesFinished();
    await database.db.selectFrom('categories').select('id').execute();
    expect(writesFinished()).toBe(start);
    await database.db.updateTable('categories').set({ name: 'Tractors' }).where('id', '=', 1).execute();
    expect(writesFinished()).toBe(start + 1);
    await database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('categories').select('id').execute();
    });
    // The transaction's commit counts (a BEGIN may too): never fewer, so a reader never keeps too long.
    expect(writesFinished()).toBeGreaterThan(start + 1);
  });
});
