/** Machine photos: upload over HTTP (multipart), the WebP widths stored under DATA_DIR, serving with long caching. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { memoryCookieJar, type AppDeps } from '../../deps.js';
import { callerFor, testDeps, testEnv } from '../../test/harness.js';
import { insertUser } from '../../test/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { sessionCookieName, startSession } from '../auth/session.js';
import { insertMachine } from './admin.fixtures.js';

const ORIGIN = 'http://localhost:3000';
let database: TestDatabase;
let deps: AppDeps;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testDeps(database, { env: testEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'ry-photos-')) }) });
  app = await buildApp({ deps });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function cookieFor(role: 'customer' | 'staff'): Promise<string> {
  const user = await insertUser(database.db, undefined, role);
  const cookies = memoryCookieJar();
  await startSession({ ...deps, cookies }, user.id);
  const name = sessionCookieName(deps.env);
  return `${name}=${cookies.values.get(name)}`;
}

function upload(machineId: number, file: { name: string; type: string; data: Buffer }, cookie?: string) {
  const boundary = '----ry-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const body = Buffer.concat([head, file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return app.inject({
    method: 'POST',
    url: `/admin/machines/${machineId}/photos`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

const photo = () => sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 30, g: 120, b: 40 } } }).jpeg().toBuffer();

describe('machine photos', () => {
  it('stores a JPEG as WebP at 320, 640 and 1024 wide, makes the first one the main image, and serves them cached for a year', async () => {
    const machine = await insertMachine(database.db);
    const staff = await cookieFor('staff');
    const first = await upload(machine, { name: 'tractor.jpg', type: 'image/jpeg', data: await photo() }, staff);
    expect(first.statusCode).toBe(201);
    const { photo: saved } = first.json() as { photo: { storageKey: string; position: number; url: string } };
    expect(saved.position).toBe(0);
    for (const width of [320, 640, 1024]) {
      const served = await app.inject({ method: 'GET', url: `/media/photos/${saved.storageKey}/${width}.webp` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
    expect((await callerFor(deps).catalogue.byId({ id: machine })).imageUrl).toBe(saved.url);

    const second = (await upload(machine, { name: 'side.png', type: 'image/png', data: await sharp(await photo()).png().toBuffer() }, staff)).json() as {
      photo: { id: string; position: number; url: string };
    };
    expect(second.photo.position).toBe(1);
    const owner = callerFor(deps, { user: await insertUser(database.db, undefined, 'staff') });
    await owner.admin.catalogue.movePhoto({ photoId: second.photo.id, position: 0 });
    expect((await callerFor(deps).catalogue.byId({ id: machine })).imageUrl).toBe(second.photo.url);
    expect((await owner.admin.catalogue.byId({ id: machine })).photos.map((p) => p.id)[0]).toBe(second.photo.id);
  });

  it('refuses what is not a JPEG, PNG or WebP, and anything over 10 MB, with a clear reason', async () => {
    const machine = await insertMachine(database.db);
    const staff = await cookieFor('staff');
    const text = await upload(machine, { name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('not an image at all') }, staff);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ error: { reason: 'PHOTO_WRONG_TYPE' } });
    const gif = await upload(machine, { name: 'a.gif', type: 'image/gif', data: await sharp(await photo()).gif().toBuffer() }, staff);
    expect(gif.json()).toMatchObject({ error: { reason: 'PHOTO_WRONG_TYPE' } });
    const huge = await upload(machine, { name: 'big.jpg', type: 'image/jpeg', data: Buffer.alloc(11 * 1024 * 1024, 1) }, staff);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: { reason: 'PHOTO_TOO_LARGE', params: { maxMegabytes: 10 } } });
    expect(await database.db.selectFrom('equipmentPhotos').select('id').where('equipmentId', '=', machine).execute()).toEqual([]);
  });

  it('is for staff only', async () => {
    const machine = await insertMachine(database.db);
    const data = await photo();
    expect((await upload(machine, { name: 'a.jpg', type: 'image/jpeg', data })).json()).toMatchObject({ error: { reason: 'SIGN_IN_REQUIRED' } });
    const customer = await upload(machine, { name: 'a.jpg', type: 'image/jpeg', data }, await cookieFor('customer'));
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ error: { reason: 'FORBIDDEN' } });
  });
});
