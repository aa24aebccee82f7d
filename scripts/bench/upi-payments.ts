import { TRPCError } from '@trpc/server';
import { createAppDeps, type AppDeps } from '../../server/deps.js';
import { isDomainError } from '../../server/errors.js';
import { shipping } from '../../server/test/checkout-fixtures.js';
import { insertProduct, insertUser } from '../../server/test/fixtures.js';
import { silentLogger } from '../../server/logger.js';
import type { MailMessage } from '../../server/providers/mail.js';
import { createInnerContext } from '../../server/trpc/context.js';
import { createCaller } from '../../server/trpc/router.js';
import { benchEnv, createBenchDatabase } from './lib/databases.js';
import { latencyRow, machine, type BenchResult, type Cell, type Target } from './lib/report.js';
import { percentile, round } from './lib/stats.js';

/**
 * 50 farmers paying by UPI at once through the built-in test provider: each starts checkout and a UPI request, then
 * the simulated UPI app approves (which delivers the provider's news from the server, as a webhook would: it books
 * the order itself) while the farmer's browser, as its waiting screen does, asks to complete the same order, over
 * and over until it is paid. Whoever comes first, every payment must end in exactly one paid order (or, had its
 * units gone, one refund), with one confirmation e-mail.
 */
const FARMERS = Number(process.env.BENCH_UPI_FARMERS ?? 50);
const ROUNDS = 3;
/** The browser asks this often until the order is paid (the real waiting screen asks every 2.5 s). */
const BROWSER_POLL_MS = 250;

export const UPI_PAYMENT_TARGETS = {
  /** From the app's approval (the "webhook") to the order being paid, with 50 farmers approving at once. */
  p95Ms: 1_000,
};

interface Farmer {
  email: string;
  userId: string;
  caller: ReturnType<typeof createCaller>;
  orderId: string;
  clientSecret: string;
}

interface Payment {
  /** From the approval's start to the order first seen paid (by the approval's answer or the browser's). */
  toPaidMs: number;
  /** The approval with the delivery of its news, as the app waits for it. */
  webhookMs: number;
  /** Who saw the order paid first. */
  first: 'webhook' | 'browser';
  /** Calls answered 503 (the database pool busy) or 502 (the provider busy) and tried again. */
  retries: number;
  error?: string;
}

interface Round {
  wallMs: number;
  payments: Payment[];
  /** Payments that did not end in exactly one paid order (or one refund), with what they ended in. */
  wrong: string[];
  paidOrders: number;
  refunded: number;
  mails: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function reasonOf(error: unknown): string | null {
  return error instanceof TRPCError && isDomainError(error.cause) ? error.cause.reason : null;
}

/** The shop (its database pool) or the provider too busy to answer now: a browser or a provider asks again. */
function busy(error: unknown): boolean {
  return (
    (error instanceof TRPCError && error.code === 'SERVICE_UNAVAILABLE') ||
    reasonOf(error) === 'PAYMENT_SERVICE_UNAVAILABLE'
  );
}

function codeOf(error: unknown): string {
  return error instanceof TRPCError ? `${error.code}: ${error.message}` : String((error as Error).message);
}

async function pay(deps: AppDeps, farmer: Farmer): Promise<Payment> {
  const app = createCaller(createInnerContext(deps));
  const started = performance.now();
  let paidAt: number | null = null;
  let first: Payment['first'] = 'webhook';
  let retries = 0;
  const seenPaid = (by: Payment['first']) => {
    if (paidAt !== null) return;
    paidAt = performance.now();
    first = by;
  };
  const webhook = (async () => {
    // The app tries again when the shop is too busy to answer, as a provider redelivers a webhook.
    for (;;) {
      try {
        const view = await app.payments.testUpi.approve({ clientSecret: farmer.clientSecret, pin: '2580' });
        const order = await deps.db
          .selectFrom('orders')
          .select('status')
          .where('id', '=', farmer.orderId)
          .executeTakeFirstOrThrow();
        if (view.state === 'paid' && order.status === 'paid') seenPaid('webhook');
        return performance.now() - started;
      } catch (error) {
        if (!busy(error)) throw error;
        retries++;
      }
    }
  })();
  const browser = (async () => {
    // The waiting screen: asks where the payment stands, and once it is paid asks to complete the order itself,
    // racing the webhook's own completion.
    for (;;) {
      try {
        const { state } = await farmer.caller.payments.testUpi.status({ clientSecret: farmer.clientSecret });
        if (state === 'paid') {
          const order = await farmer.caller.checkout.complete({ orderId: farmer.orderId });
          if (order.status === 'paid') {
            seenPaid('browser');
            return;
          }
        } else if (state !== 'waiting') {
          throw new Error(`the payment ended ${state}`);
        }
      } catch (error) {
        if (!busy(error)) throw error;
        retries++;
      }
      if (paidAt !== null) return;
      await sleep(BROWSER_POLL_MS);
    }
  })();
  const [webhookResult, browserResult] = await Promise.allSettled([webhook, browser]);
  const errors = [webhookResult, browserResult]
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => codeOf(r.reason));
  return {
    toPaidMs: paidAt === null ? Number.NaN : paidAt - started,
    webhookMs: webhookResult.status === 'fulfilled' ? webhookResult.value : Number.NaN,
    first,
    retries,
    ...(errors.length > 0 ? { error: errors.join(' | ') } : {}),
  };
}

/**
 * 'one machine': all buy units of one product, so their completions queue on its row lock (as checkout's bench);
 * 'own machines': each buys a product of their own, the usual day of a shop with many machines.
 */
type Spread = 'one machine' | 'own machines';
const SPREADS: Spread[] = ['one machine', 'own machines'];

async function product(deps: AppDeps, stock: number): Promise<number> {
  const name = `Bench UPI Sprayer ${Date.now()} ${Math.random()}`;
  return insertProduct(deps.db, { name, stockQuantity: stock, price: 450_000, isAvailableForRent: false });
}

async function runRound(deps: AppDeps, mails: MailMessage[], spread: Spread): Promise<Round> {
  const db = deps.db;
  const shared = spread === 'one machine' ? await product(deps, FARMERS) : null;
  const farmers: Farmer[] = [];
  for (let i = 0; i < FARMERS; i++) {
    const user = await insertUser(db);
    const caller = createCaller(createInnerContext(deps, { user }));
    await caller.cart.add({ productId: shared ?? (await product(deps, 1)), rental: false });
    farmers.push({ email: user.email, userId: user.id, caller, orderId: '', clientSecret: '' });
  }
  // Everyone reaches the waiting screen: an order holding its unit and a UPI request waiting for the app.
  // (Not measured; a few at a time, so the setup itself does not exhaust the connection pool.)
  for (let i = 0; i < farmers.length; i += 5) {
    await Promise.all(
      farmers.slice(i, i + 5).map(async (farmer) => {
        const { order, payment } = await farmer.caller.checkout.start(shipping);
        await farmer.caller.payments.testUpi.start({ clientSecret: payment.clientSecret });
        farmer.orderId = order.id;
        farmer.clientSecret = payment.clientSecret;
      }),
    );
  }
  mails.length = 0;

  const started = performance.now();
  const payments = await Promise.all(farmers.map((farmer) => pay(deps, farmer)));
  const wallMs = performance.now() - started;

  const wrong: string[] = [];
  let paidOrders = 0;
  let refunded = 0;
  for (const farmer of farmers) {
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'status', 'total', 'paymentIntentId'])
      .where('userId', '=', farmer.userId)
      .execute();
    const payment = await deps.payments.retrieve(farmer.clientSecret.split('_secret_')[0]!);
    const settled = orders.filter((o) => o.status === 'paid' || o.status === 'refunded');
    const mailed = mails.filter((m) => m.to === farmer.email).length;
    const order = settled[0];
    const paid = order?.status === 'paid' && payment.amountRefunded === 0 && mailed === 1;
    const refund = order?.status === 'refunded' && payment.amountRefunded === payment.amount && mailed === 0;
    const one =
      settled.length === 1 &&
      order!.paymentIntentId === payment.id &&
      payment.status === 'succeeded' &&
      payment.method === 'upi';
    if (one && paid) paidOrders++;
    else if (one && refund) refunded++;
    else {
      const seen = orders.map((o) => o.status).join(',');
      wrong.push(`${seen} / payment ${payment.status} refunded ${payment.amountRefunded} / ${mailed} mails`);
    }
  }
  return { wallMs, payments, wrong, paidOrders, refunded, mails: mails.length };
}

async function measure(kind: 'postgres' | 'pglite') {
  const database = await createBenchDatabase(kind);
  try {
    const mails: MailMessage[] = [];
    const base = createAppDeps(benchEnv(database.url), database, silentLogger);
    // Counts the confirmation e-mails: a second one for an order would mean it was booked twice.
    const deps: AppDeps = { ...base, mailer: { send: async (message) => void mails.push(message) } };
    const runs: { kind: string; rounds: Round[] }[] = [];
    for (const spread of SPREADS) {
      const rounds: Round[] = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await runRound(deps, mails, spread));
      runs.push({ kind: `${kind}, ${spread}`, rounds });
    }
    await base.close();
    return runs;
  } finally {
    await database.close();
  }
}

export async function upiPayments(): Promise<BenchResult> {
  const started = performance.now();
  const env = machine();
  const kinds = (process.env.BENCH_UPI_DATABASES ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
  const runs = [];
  for (const kind of kinds) runs.push(...(await measure(kind)));
  const perf: Cell[][] = [];
  const correctness: Cell[][] = [];
  const targets: Target[] = [];
  const notes: string[] = [];
  for (const run of runs) {
    const payments = run.rounds.flatMap((r) => r.payments);
    const toPaid = payments.map((p) => p.toPaidMs).filter((ms) => Number.isFinite(ms));
    perf.push(latencyRow('approval ("webhook") -> order paid', run.kind, toPaid));
    perf.push(
      latencyRow(
        'approval with delivery (the app waits)',
        run.kind,
        payments.map((p) => p.webhookMs).filter((ms) => Number.isFinite(ms)),
      ),
    );
    run.rounds.forEach((r, i) => {
      const browserFirst = r.payments.filter((p) => p.first === 'browser').length;
      const errors = r.payments.filter((p) => p.error).map((p) => p.error!);
      if (errors.length > 0) notes.push(`${run.kind} round ${i + 1} errors: ${[...new Set(errors)].join(' | ')}`);
      if (r.wrong.length > 0) notes.push(`${run.kind} round ${i + 1} wrong: ${[...new Set(r.wrong)].join(' | ')}`);
      correctness.push([
        run.kind,
        i + 1,
        FARMERS,
        r.paidOrders,
        r.refunded,
        r.wrong.length,
        browserFirst,
        FARMERS - browserFirst,
        r.payments.reduce((sum, p) => sum + p.retries, 0),
        r.mails,
        round(r.wallMs),
        r.wrong.length === 0 && r.paidOrders + r.refunded === FARMERS ? 'yes' : 'NO',
      ]);
    });
    const correct = run.rounds.every((r) => r.wrong.length === 0 && r.paidOrders + r.refunded === FARMERS);
    targets.push({
      what: `${run.kind}: every payment ends in exactly one paid order (one e-mail) or one refund, every round`,
      goal: `${FARMERS} of ${FARMERS}`,
      measured: run.rounds
        .map((r) => `${r.paidOrders} paid + ${r.refunded} refunded, ${r.wrong.length} wrong`)
        .join('; '),
      met: correct,
    });
    const p95 = round(percentile(toPaid, 95));
    targets.push({
      what: `${run.kind}: p95 from the approval ("webhook") to paid, ${FARMERS} farmers at once`,
      goal: `< ${UPI_PAYMENT_TARGETS.p95Ms} ms`,
      measured: `${p95} ms`,
      met: toPaid.length === payments.length && p95 < UPI_PAYMENT_TARGETS.p95Ms,
    });
  }
  return {
    name: 'upi-payments',
    machine: env,
    durationMs: Math.round(performance.now() - started),
    tables: [
      {
        title:
          `UPI under load: ${FARMERS} farmers at once (in process, createCaller), each at the waiting screen; the ` +
          `simulated app approves while the browser polls and completes every ${BROWSER_POLL_MS} ms; ${ROUNDS} rounds`,
        headers: ['measure', 'database, products', 'samples', 'p50 ms', 'p95 ms', 'p99 ms'],
        rows: perf,
        notes: [
          'to paid: from the approval request to the first sight of the order paid, by the approval (whose ' +
            'delivery books it) or by the browser completing it, whichever answered first.',
        ],
      },
      {
        title: 'UPI correctness per round',
        headers: [
          'database, products',
          'round',
          'payments',
          'paid orders',
          'refunded',
          'wrong',
          'browser first',
          'webhook first',
          'busy retries',
          'e-mails',
          'wall ms',
          'correct',
        ],
        rows: correctness,
        notes: [
          'A payment is right when its farmer has exactly one settled order, paid by that very payment (succeeded, ' +
            'method upi) with one confirmation e-mail and nothing refunded, or refunded in full with no e-mail.',
          ...notes,
        ],
      },
    ],
    targets,
    data: { farmers: FARMERS, rounds: ROUNDS, runs },
  };
}
