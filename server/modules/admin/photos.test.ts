/** Machine photos: upload over HTTP (multipart), the WebP widths stored under DATA_DIR, serving with long caching. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
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
import { photoJobs } from './photos.service.js';

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

async function signedIn(role: 'customer' | 'staff'): Promise<{ id: string; cookie: string }> {
  const user = await insertUser(database.db, undefined, role);
  const cookies = memoryCookieJar();
  await startSession({ ...deps, cookies }, user.id);
  const name = sessionCookieName(deps.env);
  return { id: user.id, cookie: `${name}=${cookies.values.get(name)}` };
}

async function cookieFor(role: 'customer' | 'staff'): Promise<string> {
  return (await signedIn(role)).cookie;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims width x height pixels and whose pixel data is empty (decoding it would fail). */
function pngHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const emptyDeflate = Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', emptyDeflate),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function upload(machineId: number, file: { name: string; type: string; data: Buffer }, cookie?: string) {
  const boundary = '----ry-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; ` +
      `filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const body = Buffer.concat([head, file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return app.inject({
    method: 'POST',
    url: `/admin/machines/${machineId}/photos`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
    },
    payload: body,
  });
}

const photo = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 30, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

describe('machine photos', () => {
  it(
    'stores a JPEG as WebP at 320, 640 and 1024 wide, makes the first one the main ' +
      'image, and serves them cached for a year',
    async () => {
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

      const second = (
        await upload(
          machine,
          {
            name: 'side.png',
            type: 'image/png',
            data: await sharp(await photo())
              .png()
              .toBuffer(),
          },
          staff,
        )
      ).json() as {
        photo: { id: string; position: number; url: string };
      };
      expect(second.photo.position).toBe(1);
      const owner = callerFor(deps, { user: await insertUser(database.db, undefined, 'staff') });
      await owner.admin.catalogue.movePhoto({ photoId: second.photo.id, position: 0 });
      expect((await callerFor(deps).catalogue.byId({ id: machine })).imageUrl).toBe(second.photo.url);
      expect((await owner.admin.catalogue.byId({ id: machine })).photos.map((p) => p.id)[0]).toBe(second.photo.id);
    },
  );

  it('refuses what is not a JPEG, PNG or WebP, and anything over 10 MB, with a clear reason', async () => {
    const machine = await insertMachine(database.db);
    const staff = await cookieFor('staff');
    const text = await upload(
      machine,
      { name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('not an image at all') },
      staff,
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ error: { reason: 'PHOTO_WRONG_TYPE' } });
    const gif = await upload(
      machine,
      {
        name: 'a.gif',
        type: 'image/gif',
        data: await sharp(await photo())
          .gif()
          .toBuffer(),
      },
      staff,
    );
    expect(gif.json()).toMatchObject({ error: { reason: 'PHOTO_WRONG_TYPE' } });
    const huge = await upload(
      machine,
      { name: 'big.jpg', type: 'image/jpeg', data: Buffer.alloc(11 * 1024 * 1024, 1) },
      staff,
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: { reason: 'PHOTO_TOO_LARGE', params: { maxMegabytes: 10 } } });
    expect(
      await database.db.selectFrom('equipmentPhotos').select('id').where('equipmentId', '=', machine).execute(),
    ).toEqual([]);
  });

  it('is for staff only', async () => {
    const machine = await insertMachine(database.db);
    const data = await photo();
    expect((await upload(machine, { name: 'a.jpg', type: 'image/jpeg', data })).json()).toMatchObject({
      error: { reason: 'SIGN_IN_REQUIRED' },
    });
    const customer = await upload(machine, { name: 'a.jpg', type: 'image/jpeg', data }, await cookieFor('customer'));
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ error: { reason: 'FORBIDDEN' } });
  });
});

describe('photo jobs', () => {
  const photosOf = (machine: number) =>
    database.db.selectFrom('equipmentPhotos').select('id').where('equipmentId', '=', machine).execute();
  const send = (machine: number, cookie: string, data: Buffer, type = 'image/jpeg') =>
    upload(machine, { name: type === 'image/png' ? 'photo.png' : 'photo.jpg', type, data }, cookie);

  it('refuses a photo of more than 40 megapixels from its header, before decoding it', async () => {
    const machine = await insertMachine(database.db);
    const staff = await cookieFor('staff');
    // 268 million pixels claimed (sharp's own limit is 268,402,689) and no pixel data: only the header is read.
    const bomb = await send(machine, staff, pngHeaderOnly(16383, 16383), 'image/png');
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toEqual({
      error: {
        reason: 'PHOTO_TOO_MANY_PIXELS',
        params: { maxMegapixels: 40 },
        message: 'Photos can be up to 40 megapixels',
      },
    });
    // Just over the limit (6500 x 6200 = 40.3 million pixels) is refused the same way...
    const over = await send(machine, staff, pngHeaderOnly(6500, 6200), 'image/png');
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ error: { reason: 'PHOTO_TOO_MANY_PIXELS', params: { maxMegapixels: 40 } } });
    // ...while 40 million pixels pass the header check, and this file then fails to decode: a refusal, not a 500.
    const limit = await send(machine, staff, pngHeaderOnly(8000, 5000), 'image/png');
    expect(limit.statusCode).toBe(400);
    expect(limit.json()).toMatchObject({ error: { reason: 'PHOTO_WRONG_TYPE' } });
    expect(await photosOf(machine)).toEqual([]);
  });

  it('runs one photo job at a time per staff member: a second is refused until the first ends', async () => {
    const machine = await insertMachine(database.db);
    const busy = await signedIn('staff');
    const other = await signedIn('staff');
    const data = await photo();

    // An upload of this staff member is being worked on (held here as the route holds it).
    const release = photoJobs.start(busy.id);
    const refused = await send(machine, busy.cookie, data);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { reason: 'PHOTO_UPLOAD_BUSY', params: {}, message: 'Please wait for your other photo to finish' },
    });
    // Another staff member is not held up by it.
    expect((await send(machine, other.cookie, data)).statusCode).toBe(201);

    release();
    expect((await send(machine, busy.cookie, data)).statusCode).toBe(201);
    // A refused upload ends its job too.
    const text = await send(machine, busy.cookie, Buffer.from('not an image'));
    expect(text.json()).toMatchObject({ error: { reason: 'PHOTO_WRONG_TYPE' } });
    expect((await send(machine, busy.cookie, data)).statusCode).toBe(201);
    expect(await photosOf(machine)).toHaveLength(3);
  });

  it('stores one and refuses the other of two uploads one staff member sends at once', async () => {
    const machine = await insertMachine(database.db);
    const staff = await signedIn('staff');
    const data = await photo();
    const answers = await Promise.all([1, 2].map(() => send(machine, staff.cookie, data)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await photosOf(machine)).toHaveLength(1);
  });
});
