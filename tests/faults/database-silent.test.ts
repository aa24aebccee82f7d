/**
 * The link to the database goes silent while the pool holds open connections (a network partition: no reset, no
 * refusal, just no answer). A request on a pooled connection must answer 503 within 10 s instead of hanging, and
 * the shop must work again by itself once the link is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, sessionCookieName } from '../../server/modules/auth/session.js';
import { insertUser } from '../../server/test/fixtures.js';
import {
  eventually as eventuallyWithin,
  afterKeptVersions,
  catalogueListUrl as listUrl,
  expectUnavailable,
  startProxiedShop,
  timed,
  type ProxiedShop,
} from './lib/proxied-shop.js';

/** The bound for an answer while the database is silent. */
const ANSWER_WITHIN_MS = 10_000;

let shop: ProxiedShop;
let proxy: ProxiedShop['proxy'];
let app: ProxiedShop['app'];
let cookie: string;

beforeAll(async () => {
  shop = await startProxiedShop({ max: 4 });
  ({ proxy, app } = shop);
  const user = await insertUser(shop.database.db);
  const { token } = await createSession({ db: shop.database.db, clock: shop.deps.clock }, user.id);
  cookie = `${sessionCookieName(shop.deps.env)}=${token}`;
});

afterAll(async () => {
  await shop?.close();
});

const eventually = (check: () => Promise<boolean>) => eventuallyWithin(check, 30_000);

describe('the database stops answering on open connections', () => {
  it('answers 503 within 10 s on a pooled connection, to visitors and signed-in buyers, then recovers', async () => {
    // Four requests at once leave four open connections idle in the pool.
    const warm = await Promise.all(Array.from({ length: 4 }, () => app.inject(listUrl)));
    expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(proxy.openConnections).toBeGreaterThan(0);

    await proxy.setMode('freeze');
    await afterKeptVersions();
    const { value: list, ms } = await timed(() => app.inject(listUrl));
    expectUnavailable(list);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);

    const { value: signedIn, ms: signedInMs } = await timed(() =>
      app.inject({ url: '/trpc/auth.session', headers: { cookie } }),
    );
    expectUnavailable(signedIn);
    expect(signedInMs).toBeLessThan(ANSWER_WITHIN_MS);

    await proxy.setMode('pass');
    await eventually(async () => (await app.inject(listUrl)).statusCode === 200);
    const after = await Promise.all(Array.from({ length: 4 }, () => app.inject(listUrl)));
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  }, 120_000);
});
