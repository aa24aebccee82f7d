/**
 * Uploaded photos as the shop shows them: the catalogue reads carry each machine's photo variants, the
 * server-rendered pages already hold srcset, sizes, width and height, and the files and reads are cacheable.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS, photoSrcSet, type PhotoRef } from '../../../shared/photos.js';
import { buildApp } from '../../app.js';
import type { AppDeps } from '../../deps.js';
import { seedCatalogue } from '../../db/seed.js';
import { photoStorage } from '../../providers/storage/storage.js';
import { callerFor, testDeps, testEnv } from '../../test/harness.js';
import { insertUser } from '../../test/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { photosService } from '../admin/photos.service.js';
import { PUBLIC_READ_CACHE } from './catalogue-cache.js';

let database: TestDatabase;
let deps: AppDeps;
let app: FastifyInstance;
/** Machine 1 (featured, first in the catalogue): a large JPEG, then a small PNG. Machine 5: one large photo. */
const keys = { first: '', second: '', fifth: '' };

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

async function upload(machineId: number, bytes: Buffer): Promise<string> {
  const staff = await insertUser(database.db, undefined, 'staff');
  const saved = await photosService.upload(
    { db: deps.db, clock: deps.clock, storage: photoStorage(deps.env) },
    staff,
    machineId,
    bytes,
  );
  return saved.storageKey;
}

const byIdUrl = (id: number) =>
  `/trpc/catalogue.byId?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ id })))}`;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { env: testEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'ry-catalogue-photos-')) }) });
  // Pages come through Vite (as in `npm run dev`): no build needed, and the test sees the current sources.
  app = await buildApp({ deps, pages: { kind: 'vite' } });
  await app.inject('/products');
}, 600_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The <img> tags of a page, with their attributes. */
function images(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name!.toLowerCase(),
        value!.replaceAll('&amp;', '&'),
      ]),
    ),
  );
}

describe('catalogue photos', { timeout: 180_000 }, () => {
  it('a revalidating browser gets the new answer (a new ETag) once a machine gains a photo', async () => {
    const before = await app.inject(byIdUrl(1));
    expect(before.headers['cache-control']).toBe(PUBLIC_READ_CACHE);
    const etag = String(before.headers.etag);

    keys.first = await upload(1, await picture(2000, 1500));
    keys.second = await upload(
      1,
      await sharp(await picture(500, 375))
        .png()
        .toBuffer(),
    );
    keys.fifth = await upload(5, await picture(1600, 1200));

    const after = await app.inject({ url: byIdUrl(1), headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const again = await app.inject({ url: byIdUrl(1), headers: { 'if-none-match': String(after.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('reads carry the main photo in lists and every photo on the product, with real sizes', async () => {
    const caller = callerFor(deps);
    const [featured] = await caller.catalogue.featured();
    expect(featured!.photo).toEqual({ key: keys.first, widths: [...PHOTO_WIDTHS], width: 1024, height: 768 });
    const list = await caller.catalogue.list({ pageSize: 24 });
    expect(list.items.find((item) => item.id === 5)!.photo).toMatchObject({
      key: keys.fifth,
      width: 1024,
      height: 768,
    });
    expect(list.items.find((item) => item.id === 2)!.photo).toBeNull();
    const product = await caller.catalogue.byId({ id: 1 });
    expect(product.photos).toEqual([
      { key: keys.first, widths: [...PHOTO_WIDTHS], width: 1024, height: 768 },
      // Never enlarged: the 500 px original is its own 640 and 1024 variant.
      { key: keys.second, widths: [...PHOTO_WIDTHS], width: 500, height: 375 },
    ]);
  });

  it('every address in a srcset answers with the photo, cached for a year', async () => {
    const product = await callerFor(deps).catalogue.byId({ id: 1 });
    for (const photo of product.photos) {
      for (const candidate of photoSrcSet(photo).split(', ')) {
        const [url, descriptor] = candidate.split(' ');
        const served = await app.inject(url!);
        expect(served.statusCode).toBe(200);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(`${(await sharp(served.rawPayload).metadata()).width}w`).toBe(descriptor);
      }
    }
    const missing = await app.inject(
      `/media/photos/${keys.first.split('/')[0]}/00000000-0000-0000-0000-000000000000/640.webp`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  it.each(['/products/1', '/kn/products/1'])(
    '%s holds the main photo with srcset, size and high priority in its HTML',
    async (url) => {
      const page = await app.inject(url);
      expect(page.statusCode).toBe(200);
      const [main, ...thumbnails] = images(page.body).filter(
        (img) => img.srcset?.includes(keys.first) || img.srcset?.includes(keys.second),
      );
      expect(main).toMatchObject({
        srcset: photoSrcSet(featuredPhoto()),
        width: '1024',
        height: '768',
        fetchpriority: 'high',
      });
      expect(main!.sizes).toMatch(/^\(min-width: 1280px\) \d+px, /);
      expect(main!.loading).not.toBe('lazy');
      // Both photos as thumbnails, small and lazy.
      expect(thumbnails.map((img) => img.sizes)).toEqual(['80px', '80px']);
      expect(thumbnails.every((img) => img.loading === 'lazy')).toBe(true);
    },
  );

  it(
    '/products holds srcset on cards: the first card (the largest paint) first, its ' +
      'row at once, the rest lazily; drawings keep their size',
    async () => {
      const page = await app.inject('/products');
      const all = images(page.body);
      const first = all.find((img) => img.srcset?.includes(keys.first));
      const fifth = all.find((img) => img.srcset?.includes(keys.fifth));
      // Cards stop at 640 px (sharp enough at 2x for a card of at most 390 CSS px; 1024 would cost a phone 1.7x).
      expect(first).toMatchObject({ width: '1024', height: '768', srcset: photoSrcSet(featuredPhoto(), 640) });
      expect(first!.srcset).not.toContain('1024w');
      expect(first!.sizes).toMatch(/^\(min-width: 1280px\) \d+px, /);
      expect(first).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
      expect(fifth).toMatchObject({ loading: 'lazy', width: '1024', height: '768' });
      expect(fifth!.fetchpriority).toBeUndefined();
      const drawings = all.filter((img) => img.src?.startsWith('/images/equipment/'));
      expect(drawings.length).toBeGreaterThan(0);
      for (const img of drawings) expect(img).toMatchObject({ width: '400', height: '300' });
    },
  );
});

function featuredPhoto(): PhotoRef {
  return { key: keys.first, widths: [...PHOTO_WIDTHS], width: 1024, height: 768 };
}
