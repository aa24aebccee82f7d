/**
 * The database goes away while the shop is serving: a TCP proxy of the test's own sits between the app's pg pool
 * and Postgres and drops, refuses or swallows connections. Requests must fail fast with a clear 503, never leave
 * half an order behind, and work again by themselves once the database is back.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession, sessionCookieName } from '../../server/modules/auth/session.js';
import { cards, shipping, stockOf } from '../../server/test/checkout-fixtures.js';
import { insertProduct, insertUser } from '../../server/test/fixtures.js';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../server/db/errors.js';
import { callerFor } from '../../server/test/harness.js';
import { refusalOf } from '../../server/test/refusals.js';
import {
  eventually as eventuallyWithin,
  afterKeptVersions,
  catalogueListUrl as listUrl,
  expectUnavailable,
  startProxiedShop,
  timed,
  type ProxiedShop,
} from './lib/proxied-shop.js';

/** The pool gives up connecting after 2 s (server/db/connect.ts); a request may take that plus its own work. */
const FAIL_FAST_MS = 3_500;

let shop: ProxiedShop;
let database: ProxiedShop['database'];
let proxy: ProxiedShop['proxy'];
let deps: ProxiedShop['deps'];
let app: ProxiedShop['app'];

beforeAll(async () => {
  shop = await startProxiedShop();
  ({ database, proxy, deps, app } = shop);
});

afterAll(async () => {
  await shop?.close();
});

beforeEach(async () => {
  proxy.cutWhen(undefined);
  await proxy.setMode('pass');
});

const eventually = (check: () => Promise<boolean>) => eventuallyWithin(check, 10_000);

describe('the database becomes unreachable', () => {
  it(
    'answers 503 with a clear message within seconds when Postgres refuses ' + 'connections, and /readyz says so',
    async () => {
      expect((await app.inject(listUrl)).statusCode).toBe(200);
      await proxy.setMode('refuse');
      await afterKeptVersions();

      const { value: list, ms } = await timed(() => app.inject(listUrl));
      expectUnavailable(list);
      expect(ms).toBeLessThan(FAIL_FAST_MS);

      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', message: 'Database is not reachable' });
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    },
  );

  it('recovers by itself when the database returns: no restart, the next requests succeed', async () => {
    await proxy.setMode('refuse');
    await afterKeptVersions();
    expectUnavailable(await app.inject(listUrl));
    await proxy.setMode('pass');

    const list = await app.inject(listUrl);
    expect(list.statusCode).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });

  it(
    'answers 503 within the connect timeout when connections are swallowed (a ' + 'network partition), then recovers',
    async () => {
      await proxy.setMode('blackhole');
      proxy.dropConnections();
      // Let the pool notice that its idle connections are gone, so the request has to open a new one.
      await new Promise((r) => setTimeout(r, 200));

      const { value: list, ms } = await timed(() => app.inject(listUrl));
      expectUnavailable(list);
      expect(ms).toBeGreaterThan(1_500);
      expect(ms).toBeLessThan(FAIL_FAST_MS);

      await proxy.setMode('pass');
      await eventually(async () => (await app.inject(listUrl)).statusCode === 200);
    },
  );

  it('turns connections cut in the middle of queries into 503s, not 500s, and the pool replaces them', async () => {
    // Searches not read before: a kept answer (server/modules/public-reads) would be sent without a query to cut.
    const urls = Array.from(
      { length: 8 },
      (_, i) => `/trpc/catalogue.list?input=${encodeURIComponent(JSON.stringify({ json: { search: `cut ${i}` } }))}`,
    );
    proxy.cutWhen((chunk) => chunk.includes('from "equipment"'));
    const answers = await Promise.all(urls.map((url) => app.inject(url)));
    for (const answer of answers) expectUnavailable(answer);
    expect(proxy.cuts).toBeGreaterThan(0);

    proxy.cutWhen(undefined);
    const again = await Promise.all(urls.map((url) => app.inject(url)));
    expect(again.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
  });

  it('answers 503 to a signed-in visitor too: the session lookup before the procedure fails the same way', async () => {
    const user = await insertUser(database.db);
    const { token } = await createSession({ db: database.db, clock: deps.clock }, user.id);
    const cookie = `${sessionCookieName(deps.env)}=${token}`;
    expect((await app.inject({ url: '/trpc/auth.session', headers: { cookie } })).statusCode).toBe(200);

    await proxy.setMode('refuse');
    expectUnavailable(await app.inject({ url: '/trpc/auth.session', headers: { cookie } }));
  });
});

describe('a checkout when the connection is cut mid-transaction', () => {
  async function buyerWithCart(stock: number) {
    const productId = await insertProduct(database.db, { stockQuantity: stock, price: 2_500_000 });
    const user = await insertUser(database.db);
    const caller = callerFor(deps, { user });
    await caller.cart.add({ productId, rental: false });
    return { user, caller, productId };
  }

  async function ordersOf(userId: string) {
    return database.db
      .selectFrom('orders')
      .leftJoin('orderItems', 'orderItems.orderId', 'orders.id')
      .select(['orders.id', 'orders.status', (eb) => eb.fn.count<number>('orderItems.orderId').as('items')])
      .where('orders.userId', '=', userId)
      .groupBy(['orders.id', 'orders.status'])
      .execute();
  }

  it('writes no order at all when the order items never reach the database, and the retry succeeds', async () => {
    const { user, caller, productId } = await buyerWithCart(5);
    proxy.cutWhen((chunk) => chunk.includes('insert into "order_items"'));

    const error = await refusalOf(caller.checkout.start(shipping));
    expect([error.code, error.reason]).toEqual(['SERVICE_UNAVAILABLE', 'SERVICE_UNAVAILABLE']);
    expect(error.message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect(proxy.cuts).toBeGreaterThan(0);
    // Postgres rolled the transaction back: no order without its items, nothing held, the cart intact.
    expect(await ordersOf(user.id)).toEqual([]);
    expect(await stockOf(database.db, productId)).toBe(5);
    const lines = await database.db
      .selectFrom('cartLines')
      .select('equipmentId')
      .where('userId', '=', user.id)
      .execute();
    expect(lines).toEqual([{ equipmentId: productId }]);

    proxy.cutWhen(undefined);
    const started = await caller.checkout.start(shipping);
    await caller.checkout.confirmTestPayment({ clientSecret: started.payment.clientSecret, card: cards.good });
    const paid = await caller.checkout.complete({ orderId: started.order.id });
    expect(paid.status).toBe('paid');
    expect(await ordersOf(user.id)).toEqual([{ id: started.order.id, status: 'paid', items: 1 }]);
    expect(await stockOf(database.db, productId)).toBe(4);
  });

  it(
    'leaves a paid-for order pending, never paid without its stock taken, and ' + 'completes it once on retry',
    async () => {
      const { user, caller, productId } = await buyerWithCart(5);
      const started = await caller.checkout.start(shipping);
      // The completion's transaction marks the order paid, then takes the stock: cut it between the two.
      proxy.cutWhen((chunk) => chunk.includes('update "equipment"'));

      await caller.checkout.confirmTestPayment({ clientSecret: started.payment.clientSecret, card: cards.good });
      expect(proxy.cuts).toBeGreaterThan(0);
      expect(await ordersOf(user.id)).toEqual([{ id: started.order.id, status: 'pending', items: 1 }]);
      expect(await stockOf(database.db, productId)).toBe(5);

      proxy.cutWhen(undefined);
      const first = await caller.checkout.complete({ orderId: started.order.id });
      const again = await caller.checkout.complete({ orderId: started.order.id });
      expect([first.status, again.status]).toEqual(['paid', 'paid']);
      expect(await stockOf(database.db, productId)).toBe(4);
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from orders where user_id = ${user.id} and status = 'paid'`.execute(database.db);
      expect(rows[0]!.n).toBe(1);
    },
  );
});
