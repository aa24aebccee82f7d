/**
 * Hostile text over HTTP: half characters (lone surrogates) and direction overrides are refused with 400 before
 * anything is written; a database error never puts a customer's address, phone or e-mail into the log; and a
 * request the libraries cannot read is answered in our words, not theirs.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { seedCatalogue } from './db/seed.js';
import { JSON_TOO_DEEP_MESSAGE } from './json-limits.js';
import { logSerializers } from './log-safety.js';
import { createSession, sessionCookieName } from './modules/auth/session.js';
import { insertProduct, insertUser } from './test/fixtures.js';
import { testDeps } from './test/harness.js';
import { createTestDatabase, type TestDatabase } from './test/test-db.js';

const ORIGIN = 'http://localhost:3000';
const PHONE = '+91 98450 12345';
const STREET = 'Near the bus stand, Hosur Road';
const address = {
  fullName: 'Basavaraj Patil',
  phoneNumber: PHONE,
  addressLine1: STREET,
  city: 'Hubballi',
  state: 'Karnataka',
  postalCode: '580020',
  country: 'India',
};

let database: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  // The server's own logger (server/main.ts), writing into memory.
  const sink = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
  const logger = pino({ serializers: logSerializers }, sink);
  app = await buildApp({ deps: testDeps(database, { log: logger }), logger });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function buyerWithCart(): Promise<{ cookie: string; userId: string; email: string }> {
  const user = await insertUser(database.db);
  const { token } = await createSession({ db: database.db, clock: { now: () => new Date() } }, user.id);
  const cookie = `${sessionCookieName({ APP_ORIGIN: ORIGIN })}=${token}`;
  const productId = await insertProduct(database.db, { stockQuantity: 1 });
  const added = await post('cart.add', { productId, rental: false }, cookie);
  expect(added.statusCode).toBe(200);
  return { cookie, userId: user.id, email: user.email };
}

function post(path: string, input: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(superjson.serialize(input)),
  });
}

async function ordersOf(userId: string): Promise<number> {
  const rows = await database.db.selectFrom('orders').select('id').where('userId', '=', userId).execute();
  return rows.length;
}

describe('text the database cannot store', () => {
  it(
    'refuses a city with half a character (a lone surrogate) as bad input, writing ' + 'nothing and logging no address',
    async () => {
      const buyer = await buyerWithCart();
      lines.length = 0;
      for (const city of ['Hub\ud800balli', 'Hub\udc00balli', 'Hubballi\ud83c']) {
        const res = await post('checkout.start', { ...address, city }, buyer.cookie);
        expect(res.statusCode, JSON.stringify(city)).toBe(400);
        const error = res.json().error.json;
        expect(error.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'INVALID_INPUT', params: { field: 'city' } });
      }
      expect(await ordersOf(buyer.userId)).toBe(0);
      const profile = await database.db
        .selectFrom('profiles')
        .select('id')
        .where('id', '=', buyer.userId)
        .executeTakeFirst();
      expect(profile).toBeUndefined();
      expect(lines.join('')).not.toContain('Hosur Road');
    },
  );

  it('still takes whole characters beyond the first plane, such as emoji', async () => {
    const buyer = await buyerWithCart();
    const res = await post('checkout.start', { ...address, addressLine2: 'Beside the 🌾 godown' }, buyer.cookie);
    expect(res.statusCode).toBe(200);
  });
});

describe('direction controls in names and addresses', () => {
  it('refuses overrides and isolates in the name and every address line', async () => {
    const buyer = await buyerWithCart();
    const cases: [keyof typeof address | 'addressLine2', string][] = [
      ['fullName', 'Basava\u202eraj Patil'],
      ['fullName', '\u2066Basavaraj\u2069'],
      ['addressLine1', 'Near \u202dthe bus stand'],
      ['addressLine2', 'Opposite \u202a temple'],
      ['city', 'Hub\u2067balli'],
      ['state', 'Karna\u202btaka'],
    ];
    for (const [field, value] of cases) {
      const res = await post('checkout.start', { ...address, [field]: value }, buyer.cookie);
      expect(res.statusCode, `${field} ${JSON.stringify(value)}`).toBe(400);
      expect(res.json().error.json.data).toMatchObject({ reason: 'INVALID_INPUT', params: { field } });
    }
    expect(await ordersOf(buyer.userId)).toBe(0);
  });

  it('keeps taking Kannada names, whose spelling needs the zero-width joiners', async () => {
    const buyer = await buyerWithCart();
    const res = await post(
      'checkout.start',
      { ...address, fullName: 'ಬಸವರಾಜ\u200cಪಾಟೀಲ', city: 'ಹುಬ್ಬಳ್ಳಿ' },
      buyer.cookie,
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('database errors in the log', () => {
  it('carry no address, phone or e-mail, but still say what failed', async () => {
    const buyer = await buyerWithCart();
    // Makes the database refuse this buyer's address, as any constraint or data error might.
    await sql`alter table profiles add constraint test_refuses_hubballi check (address->>'city' <> 'Dharwad')`.execute(
      database.db,
    );
    await sql`alter table orders add constraint test_refuses_hubballi check (shipping_address->>'city' <>
      'Dharwad')`.execute(database.db);
    try {
      lines.length = 0;
      const res = await post('checkout.start', { ...address, city: 'Dharwad' }, buyer.cookie);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('Dharwad');
    } finally {
      await sql`alter table profiles drop constraint test_refuses_hubballi`.execute(database.db);
      await sql`alter table orders drop constraint test_refuses_hubballi`.execute(database.db);
    }
    const log = lines.join('');
    expect(log).toContain('test_refuses_hubballi');
    for (const personal of ['Dharwad', PHONE, '98450', STREET, 'Basavaraj', buyer.email]) {
      expect(log, `${personal} in the log`).not.toContain(personal);
    }
  });
});

describe('requests the libraries cannot read', () => {
  function get(input: string) {
    return app.inject({ method: 'GET', url: `/trpc/catalogue.list?input=${encodeURIComponent(input)}` });
  }

  it(
    'answer in our words: input nested too deep, an unknown superjson class, a ' + 'broken reference, broken JSON',
    async () => {
      const deep = '['.repeat(20_000) + '1' + ']'.repeat(20_000);
      const inputs = [
        `{"json":{"page":1},"meta":{"values":{"page":${deep}}}}`,
        JSON.stringify({ json: { page: 1 }, meta: { values: { page: [['class', 'Evil']] } } }),
        `{"json":{"page":1},"meta":{"values":{"page":["Date"]},"referentialEqualities":{"page":${deep}}}}`,
        '{"json":',
      ];
      for (const input of inputs) {
        const res = await get(input);
        expect(res.statusCode, input.slice(0, 60)).toBe(400);
        const error = res.json().error.json;
        // Too deep input is refused before any parser runs (json-limits.ts), with its own message.
        const unreadable = 'The request could not be read. Please reload the page and try again.';
        expect(error.message).toBe(input.includes(deep) ? JSON_TOO_DEEP_MESSAGE : unreadable);
        expect(error.data.reason).toBe('MALFORMED_REQUEST');
        expect(res.body).not.toMatch(/call stack|deserialize|superjson|is not a function|JSON/);
      }
    },
  );

  it('keeps the schema’s own message for input that is readable but wrong', async () => {
    const res = await get(JSON.stringify({ json: { page: -2 } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.json.message).toBe('Page must be 1 or more');
  });
});
