import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestPaymentProvider } from '../../providers/payments/test-provider.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { refusalOf } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import type { AppDeps } from '../../deps.js';
import { freeUnitsByDay } from '../rentals/availability.js';
import { insertProduct } from '../../test/fixtures.js';
import { cards, newBuyer, shipping, stockOf, type Caller } from '../../test/checkout-fixtures.js';

/**
 * Many buyers at once. On real Postgres (TEST_DATABASE_URL) every checkout runs on its own connection, so these
 * are true races decided by the row locks; on PGlite they run interleaved on one connection.
 */
let database: TestDatabase;
let deps: AppDeps;
const T0 = '2026-11-22T06:00:00Z';
const clock = fixedClock(T0);

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testDeps(database, { clock });
});
afterAll(() => database.close());

interface Timed<T> {
  result: PromiseSettledResult<T>;
  ms: number;
}

async function race<T>(calls: (() => Promise<T>)[]): Promise<{ outcomes: Timed<T>[]; wallMs: number }> {
  const started = performance.now();
  const outcomes = await Promise.all(
    calls.map(async (call) => {
      const t0 = performance.now();
      const result = await call().then(
        (value): PromiseSettledResult<T> => ({ status: 'fulfilled', value }),
        (reason: unknown): PromiseSettledResult<T> => ({ status: 'rejected', reason }),
      );
      return { result, ms: performance.now() - t0 };
    }),
  );
  return { outcomes, wallMs: performance.now() - started };
}

function summary(label: string, outcomes: Timed<unknown>[], wallMs: number): string {
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0);
  const won = outcomes.filter((o) => o.result.status === 'fulfilled').length;
  return (
    `${label} on ${database.kind}: ${outcomes.length} tried, ${won} won, ` +
    `wall ${wallMs.toFixed(0)} ms, per call p50 ${pick(0.5)} / max ${pick(1)} ` +
    `ms`
  );
}

async function buyersWithCart(count: number, add: (caller: Caller) => Promise<unknown>) {
  const buyers = [];
  for (let i = 0; i < count; i++) {
    const buyer = await newBuyer(deps, database.db);
    await add(buyer.caller);
    buyers.push(buyer);
  }
  return buyers;
}

describe('racing checkouts', () => {
  it(
    '20 buyers for 3 units: exactly 3 reserve and pay, stock ends at 0, the rest are ' + 'told and charged nothing',
    async () => {
      const tractor = await insertProduct(database.db, {
        name: 'Last Tractors',
        price: 55_000_000,
        isAvailableForRent: false,
        stockQuantity: 3,
      });
      const buyers = await buyersWithCart(20, (caller) => caller.cart.add({ productId: tractor, rental: false }));

      const starts = await race(buyers.map((b) => () => b.caller.checkout.start(shipping)));
      console.log(summary('checkout.start, 20 buyers for 3 units', starts.outcomes, starts.wallMs));
      const winners = starts.outcomes.flatMap((o, i) =>
        o.result.status === 'fulfilled' ? [{ buyer: buyers[i]!, started: o.result.value }] : [],
      );
      const losers = starts.outcomes.filter((o) => o.result.status === 'rejected');
      expect(winners).toHaveLength(3);
      for (const loser of losers) {
        // The winners' checkouts hold the units: the losers hear when they may free up (holds.ts).
        expect((loser.result as PromiseRejectedResult).reason).toMatchObject({
          code: 'CONFLICT',
          message: expect.stringMatching(
            /^Last Tractors is held by another buyer who is paying now\. It may be free again at /,
          ),
        });
      }
      const payments = await database.db
        .selectFrom('testPayments')
        .select(sql<number>`count(*)`.as('n'))
        .where(
          sql<boolean>`metadata->>'orderId' in
            (select id::text from orders where user_id in (${sql.join(buyers.map((b) => b.user.id))}))`,
        )
        .executeTakeFirstOrThrow();
      expect(payments.n).toBe(3);

      const pays = await race(
        winners.map(({ buyer, started }) => async () => {
          await buyer.caller.checkout.confirmTestPayment({
            clientSecret: started.payment.clientSecret,
            card: cards.good,
          });
          return buyer.caller.checkout.complete({ orderId: started.order.id });
        }),
      );
      console.log(summary('confirm + complete, the 3 winners', pays.outcomes, pays.wallMs));
      const paid = pays.outcomes.map(
        (o) => (o.result as PromiseFulfilledResult<Awaited<ReturnType<Caller['checkout']['complete']>>>).value,
      );
      expect(paid.map((o) => o.status)).toEqual(['paid', 'paid', 'paid']);
      expect(await stockOf(database.db, tractor)).toBe(0);
      for (const order of paid) {
        const row = await database.db
          .selectFrom('orders')
          .select('paymentIntentId')
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow();
        const charged = await (deps.payments as TestPaymentProvider).retrieve(row.paymentIntentId!);
        expect([charged.amount, charged.currency]).toEqual([order.total, 'inr']);
        expect(order.total).toBe(55_000_000 + 9_900_000);
      }
      const orders = await database.db
        .selectFrom('orders')
        .select('status')
        .where(
          'userId',
          'in',
          buyers.map((b) => b.user.id),
        )
        .execute();
      expect(orders.map((o) => o.status).sort()).toEqual(['paid', 'paid', 'paid']);
    },
  );

  it('overlapping rentals of the one unit: one wins, a rental on other days still gets through', async () => {
    const harvester = await insertProduct(database.db, {
      name: 'Only Harvester',
      price: 250_000_000,
      rentalPricePerDay: 1_200_000,
      stockQuantity: 1,
    });
    // Every period covers 3 December; the last one is a week later and overlaps none of them.
    const periods = [
      { start: '2026-12-01', end: '2026-12-04' },
      { start: '2026-12-02', end: '2026-12-05' },
      { start: '2026-12-03', end: '2026-12-04' },
      { start: '2026-11-30', end: '2026-12-06' },
      { start: '2026-12-03', end: '2026-12-08' },
      { start: '2026-12-01', end: '2026-12-04' },
      { start: '2026-12-02', end: '2026-12-04' },
      { start: '2026-12-03', end: '2026-12-05' },
      { start: '2026-12-10', end: '2026-12-12' },
    ];
    const renters = [];
    for (const period of periods) {
      const buyer = await newBuyer(deps, database.db);
      await buyer.caller.cart.add({ productId: harvester, rental: true, ...period });
      renters.push(buyer);
    }
    const starts = await race(renters.map((r) => () => r.caller.checkout.start(shipping)));
    console.log(summary('checkout.start, 9 overlapping rentals of 1 unit', starts.outcomes, starts.wallMs));
    const won = starts.outcomes.map((o) => o.result.status === 'fulfilled');
    expect(won.slice(0, 8).filter(Boolean)).toHaveLength(1);
    expect(won[8]).toBe(true);
    for (const o of starts.outcomes.filter((x) => x.result.status === 'rejected')) {
      expect((o.result as PromiseRejectedResult).reason).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringMatching(
          /^Only Harvester is held by another buyer who is paying now\. It may be free again at /,
        ),
      });
    }
    const days = await freeUnitsByDay(database.db, harvester, '2026-11-30', '2026-12-12', { now: deps.clock.now() });
    expect(days.find((d) => d.date === '2026-12-03')!.free).toBe(0);
    expect(days.find((d) => d.date === '2026-12-11')!.free).toBe(0);
    expect(days.find((d) => d.date === '2026-12-09')!.free).toBe(1);
  });

  it('a buyer and a renter of the last unit: one wins', async () => {
    const pump = await insertProduct(database.db, { name: 'Last Pump', stockQuantity: 1 });
    const buyer = await newBuyer(deps, database.db);
    await buyer.caller.cart.add({ productId: pump, rental: false });
    const renter = await newBuyer(deps, database.db);
    await renter.caller.cart.add({ productId: pump, rental: true, start: '2026-12-20', end: '2026-12-22' });
    const { outcomes } = await race([
      () => buyer.caller.checkout.start(shipping),
      () => renter.caller.checkout.start(shipping),
    ]);
    expect(outcomes.filter((o) => o.result.status === 'fulfilled')).toHaveLength(1);
  });
});

/** Where a refused checkout put the buyer in line (HELD_BY_ANOTHER_BUYER's place), or null for another outcome. */
async function placeOf(outcome: PromiseSettledResult<unknown>): Promise<number | null> {
  if (outcome.status === 'fulfilled') return null;
  const refusal = await refusalOf(Promise.reject(outcome.reason));
  return refusal.reason === 'HELD_BY_ANOTHER_BUYER' ? refusal.params.place : null;
}

function minutesAfterT0(minutes: number): string {
  return new Date(new Date(T0).getTime() + minutes * 60_000).toISOString();
}

describe('the hold queue under races', () => {
  afterEach(() => clock.set(T0));

  it(
    '12 buyers at once for the last unit: exactly one holds it, the other 11 take ' + 'places 1 to 11 in line',
    async () => {
      const sprayer = await insertProduct(database.db, {
        name: 'Last Sprayer',
        stockQuantity: 1,
        isAvailableForRent: false,
      });
      const buyers = await buyersWithCart(12, (caller) => caller.cart.add({ productId: sprayer, rental: false }));
      const starts = await race(buyers.map((b) => () => b.caller.checkout.start(shipping)));
      console.log(summary('checkout.start, 12 buyers for the last unit', starts.outcomes, starts.wallMs));
      const places = await Promise.all(starts.outcomes.map((o) => placeOf(o.result)));
      expect(starts.outcomes.filter((o) => o.result.status === 'fulfilled')).toHaveLength(1);
      expect(places.filter((p) => p !== null).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      // Each buyer's place as the checkout page shows it is the place their refusal named.
      for (const [i, buyer] of buyers.entries()) {
        const line = await buyer.caller.checkout.queue();
        expect(line.map((p) => p.place)).toEqual(places[i] === null ? [] : [places[i]]);
      }
    },
  );

  it(
    'accounts taking turns at holding the last unit never keep it from a buyer in ' +
      'line (5 rounds, buying and renting)',
    async () => {
      for (let round = 0; round < 5; round++) {
        clock.set(T0);
        const renting = round % 2 === 1;
        const productId = await insertProduct(database.db, { name: `Contested ${round}`, stockQuantity: 1 });
        const line = renting
          ? { productId, rental: true as const, start: '2026-12-10', end: '2026-12-13' }
          : { productId, rental: false as const };
        const hoarders = await buyersWithCart(4, (caller) => caller.cart.add(line));
        const [buyer] = await buyersWithCart(1, (caller) => caller.cart.add(line));
        // One hoarder holds the unit; the buyer is refused and waits in line.
        await hoarders[round % 4]!.caller.checkout.start(shipping);
        clock.set(minutesAfterT0(1));
        expect(await placeOf((await race([() => buyer!.caller.checkout.start(shipping)])).outcomes[0]!.result)).toBe(1);

        // The hold runs out unpaid; every hoarder asks at that instant, on connections of their own.
        clock.set(minutesAfterT0(15));
        const grabs = await race(hoarders.map((h) => () => h.caller.checkout.start(shipping)));
        const grabbed = grabs.outcomes.filter((o) => o.result.status === 'fulfilled');
        expect(grabbed, `round ${round}: a hoarder took the unit kept for the buyer in line`).toHaveLength(0);
        const hoarderPlaces = await Promise.all(grabs.outcomes.map((o) => placeOf(o.result)));
        expect(hoarderPlaces.sort((a, b) => a! - b!)).toEqual([2, 3, 4, 5]);

        // The buyer comes back within the 10 minutes and gets it.
        clock.set(minutesAfterT0(24));
        const got = await buyer!.caller.checkout.start(shipping);
        expect(got.order.reservedUntil).toEqual(new Date(minutesAfterT0(39)));
      }
    },
  );
});
