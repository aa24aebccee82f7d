import { sql } from 'kysely';
import { createAppDeps } from '../../server/deps.js';
import { insertProduct, insertUser } from '../../server/test/fixtures.js';
import { silentLogger } from '../../server/logger.js';
import { createInnerContext } from '../../server/trpc/context.js';
import { createCaller } from '../../server/trpc/router.js';
import { addDays, kolkataDay } from '../../shared/rental.js';
import { benchEnv, createBenchDatabase } from './lib/databases.js';
import { latencyRow as row, machine, type BenchResult, type Target } from './lib/report.js';
import { percentile, round, sample } from './lib/stats.js';

const PRODUCTS = 200;
const RENTALS = 20_000;
const CART_RENTAL_LINES = 25;
const CART_PURCHASE_LINES = 25;

/** Goals set for this project: the date picker and the cart page must answer at once. */
export const RENTALS_TARGETS = {
  availabilityP95Ms: 50,
  fullCartP95Ms: 50,
};

interface Figures {
  kind: 'postgres' | 'pglite';
  availability: number[];
  fullCartGet: number[];
  cartAdd: number[];
}

/**
 * A year of paid rentals (RENTALS over PRODUCTS products, 1 to 5 days each, a tenth of them pending and still
 * reserved) written in one statement, as checkout would have left them.
 */
async function seedRentals(db: Parameters<typeof insertUser>[0], products: number[], userId: string, today: string) {
  await sql`
    with o as (
      insert into orders (user_id, status, reserved_until, subtotal, tax, total, shipping_address, payment_provider,
                          payment_intent_id, is_rental, paid_at)
      select ${userId}::uuid,
             case when g % 10 = 0 then 'pending' else 'paid' end,
             case when g % 10 = 0 then now() + interval '1 day' end,
             100000 * (1 + g % 5), 0, 100000 * (1 + g % 5), '{}'::jsonb, 'test',
             case when g % 10 = 0 then null else 'pi_bench_' || g end, true,
             case when g % 10 = 0 then null else now() end
      from generate_series(1, ${RENTALS}) g
      returning id, subtotal
    ), numbered as (select id, row_number() over () as n from o)
    insert into order_items (order_id, equipment_id, quantity, unit_price, is_rental, rental_start_date,
                             rental_end_date, rental_days, line_total)
    select id, (${sql.val(products)}::int[])[1 + n % ${PRODUCTS}], 1, 100000, true,
           ${today}::date + (n % 365)::int, ${today}::date + (n % 365)::int + 1 + (n % 5)::int, 1 + (n % 5)::int,
           100000 * (1 + n % 5)
    from numbered`.execute(db);
  await sql`analyze`.execute(db);
}

async function measure(kind: 'postgres' | 'pglite'): Promise<Figures> {
  const database = await createBenchDatabase(kind);
  try {
    const deps = createAppDeps(benchEnv(database.url), database, silentLogger);
    const today = kolkataDay(deps.clock.now());
    const user = await insertUser(database.db);
    const products: number[] = [];
    for (let i = 0; i < PRODUCTS; i++) products.push(await insertProduct(database.db, { stockQuantity: 200 }));
    await seedRentals(database.db, products, user.id, today);
    const caller = createCaller(createInnerContext(deps, { user }));

    let i = 0;
    const availability = await sample(
      () => {
        const from = addDays(today, (i * 7) % 300);
        const productId = products[i++ % PRODUCTS]!;
        return caller.rentals.availability({ productId, from, to: addDays(from, 61) });
      },
      { iterations: 300 },
    );

    // A full cart: 25 rentals over busy products and 25 purchases.
    for (let n = 0; n < CART_RENTAL_LINES; n++) {
      const start = addDays(today, 10 + n);
      await caller.cart.add({ productId: products[n]!, rental: true, start, end: addDays(start, 7) });
    }
    const purchases: number[] = [];
    for (let n = 0; n < CART_PURCHASE_LINES; n++)
      purchases.push(await insertProduct(database.db, { stockQuantity: 1_000 }));
    for (const productId of purchases) await caller.cart.add({ productId, rental: false });
    const fullCartGet = await sample(() => caller.cart.get(), { iterations: 100 });
    let k = 0;
    const cartAdd = await sample(
      () => caller.cart.add({ productId: purchases[k++ % purchases.length]!, rental: false }),
      {
        iterations: 100,
      },
    );
    await deps.close();
    return { kind, availability, fullCartGet, cartAdd };
  } finally {
    await database.close();
  }
}

export async function rentals(): Promise<BenchResult> {
  const started = performance.now();
  const env = machine();
  const runs = [await measure('postgres'), await measure('pglite')];
  const rows = runs.flatMap((r) => [
    row('rentals.availability, 62 days', r.kind, r.availability),
    row(`cart.get, ${CART_RENTAL_LINES + CART_PURCHASE_LINES} lines`, r.kind, r.fullCartGet),
    row(`cart.add to a ${CART_RENTAL_LINES + CART_PURCHASE_LINES}-line cart`, r.kind, r.cartAdd),
  ]);
  const targets: Target[] = runs.flatMap((r) => [
    {
      what: `availability p95 (${r.kind})`,
      goal: `< ${RENTALS_TARGETS.availabilityP95Ms} ms`,
      measured: `${round(percentile(r.availability, 95))} ms`,
      met: percentile(r.availability, 95) < RENTALS_TARGETS.availabilityP95Ms,
    },
    {
      what: `full cart.get p95 (${r.kind})`,
      goal: `< ${RENTALS_TARGETS.fullCartP95Ms} ms`,
      measured: `${round(percentile(r.fullCartGet, 95))} ms`,
      met: percentile(r.fullCartGet, 95) < RENTALS_TARGETS.fullCartP95Ms,
    },
  ]);
  return {
    name: 'rentals',
    machine: env,
    durationMs: performance.now() - started,
    tables: [
      {
        title:
          `Free units and the cart, over ${RENTALS.toLocaleString('en')} rentals ` +
          `of ${PRODUCTS} products (in process, ms)`,
        headers: ['call', 'database', 'n', 'p50', 'p95', 'p99'],
        rows,
        notes: [
          'cart.get prices every line from the database and reads the rentals overlapping ' +
            'all its rental lines in one query.',
        ],
      },
    ],
    targets,
    data: runs,
  };
}
