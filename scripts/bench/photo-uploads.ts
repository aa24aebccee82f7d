/**
 * Photo uploads through the whole app on PGlite, all at once: wall time, peak RSS above the start, the answers.
 * Not part of `npm run bench`; run `npx tsx scripts/bench/photo-uploads.ts <mode>` with a mode of
 *   huge       12 PNGs of 268 million pixels (0.8 MB each) from one staff member
 *   huge-each  the same from 12 staff members
 *   one        one 40-megapixel JPEG (3 MB)
 *   many       12 of those from 12 staff members
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../../server/app.js';
import { memoryCookieJar } from '../../server/deps.js';
import { testDeps, testEnv } from '../../server/test/harness.js';
import { insertUser } from '../../server/test/fixtures.js';
import { createTestDatabase } from '../../server/test/test-db.js';
import { sessionCookieName, startSession } from '../../server/modules/auth/session.js';
import { insertMachine } from '../../server/modules/admin/admin.fixtures.js';

const mode = process.argv[2] ?? 'huge';
const database = await createTestDatabase();
const deps = testDeps(database, { env: testEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'ry-bench-photos-')) }) });
const app = await buildApp({ deps });

async function staffCookie(): Promise<string> {
  const user = await insertUser(database.db, undefined, 'staff');
  const cookies = memoryCookieJar();
  await startSession({ ...deps, cookies }, user.id);
  const name = sessionCookieName(deps.env);
  return `${name}=${cookies.values.get(name)}`;
}

function upload(machineId: number, data: Buffer, type: string, cookie: string) {
  const boundary = '----ry-bench';
  const disposition = 'Content-Disposition: form-data; name="photo"; filename="p"';
  const head = Buffer.from(`--${boundary}\r\n${disposition}\r\nContent-Type: ${type}\r\n\r\n`);
  return app.inject({
    method: 'POST',
    url: `/admin/machines/${machineId}/photos`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: 'http://localhost:3000', cookie },
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

const huge = mode === 'huge' || mode === 'huge-each';
// 16383 x 16383 is sharp's own default limit (268,402,689 pixels); one colour makes a small PNG. The 40-megapixel
// photo is 7300 x 5470 of noise, a JPEG the size a phone's is.
const file = huge
  ? await sharp({ create: { width: 16383, height: 16383, channels: 3, background: { r: 30, g: 120, b: 40 } } })
      .png({ compressionLevel: 9 })
      .toBuffer()
  : await sharp({
      create: {
        width: 7300,
        height: 5470,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 12 },
      },
    })
      .jpeg({ quality: 60 })
      .toBuffer();
const type = huge ? 'image/png' : 'image/jpeg';
const count = mode === 'one' ? 1 : 12;
const oneStaff = mode === 'huge';
const who = oneStaff ? 'one staff member' : 'each its own';
console.log(`${mode}: ${(file.length / 1024 / 1024).toFixed(2)} MB x ${count}, ${who}`);

const machine = await insertMachine(database.db);
const cookies = oneStaff
  ? Array<string>(count).fill(await staffCookie())
  : await Promise.all(Array.from({ length: count }, staffCookie));
await new Promise((resolve) => setTimeout(resolve, 500));
const base = process.memoryUsage().rss;
let peak = base;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
const started = performance.now();
const answers = await Promise.all(cookies.map((cookie) => upload(machine, file, type, cookie)));
const wall = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);

const tally = new Map<string, number>();
for (const answer of answers) {
  const reason = answer.statusCode === 201 ? '' : ` ${(answer.json() as { error: { reason: string } }).error.reason}`;
  tally.set(`${answer.statusCode}${reason}`, (tally.get(`${answer.statusCode}${reason}`) ?? 0) + 1);
}
const megabytes = ((peak - base) / 1024 / 1024).toFixed(0);
const tallied = JSON.stringify(Object.fromEntries(tally));
console.log(`wall ${(wall / 1000).toFixed(2)} s, peak RSS +${megabytes} MB, answers ${tallied}`);
await app.close();
await database.close();
