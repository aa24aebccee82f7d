/**
 * Scale-out: 50 buyers sign in and check out through HAProxy in front of 3 server processes on one Postgres and one
 * Redis, and one process is killed with SIGKILL halfway through. Counted afterwards in the database: orders lost
 * or duplicated, units oversold; sessions checked on every surviving process; one address's failed logins spread
 * over the processes must meet one shared limit. Every request ends as a success, a refusal with its reason (sold
 * out), or a retryable error (502/503/504, 429, connection reset) that the buyer retries; anything else is counted.
 */
import { cards, shipping } from '../../server/test/checkout-fixtures.js';
import { insertProduct } from '../../server/test/fixtures.js';
import { startCluster, type Cluster } from '../cluster.js';
import { createBenchDatabase } from './lib/databases.js';
import { machine, type BenchResult, type Target } from './lib/report.js';
import { percentile, round } from './lib/stats.js';

const PROCESSES = 3;
const BUYERS = 50;
const STOCK = 30;
const PASSWORD = 'scale-out-ragi-2026';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

type Kind = 'ok' | 'refused' | 'retryable' | 'unclear';
interface Answer {
  kind: Kind;
  status: number;
  data?: unknown;
  reason?: string;
  retryAfterSeconds?: number;
}

const counts: Record<Kind, number> = { ok: 0, refused: 0, retryable: 0, unclear: 0 };
const retryableBy: Record<string, number> = {};
const unclear: string[] = [];
const latencies: number[] = [];
let requestsDone = 0;
let onRequestDone: () => void = () => {};

/** One browser: its own cookie and, behind the balancer, its own address (X-Forwarded-For). */
class Buyer {
  cookie = '';
  constructor(
    readonly email: string,
    readonly address: string,
  ) {}

  /** One tRPC call, classified; no retry here. */
  async call(base: string, path: string, input: unknown, method: 'GET' | 'POST' = 'POST'): Promise<Answer> {
    const query = method === 'GET' ? `?input=${encodeURIComponent(JSON.stringify({ json: input }))}` : '';
    const started = performance.now();
    let answer: Answer;
    try {
      const response = await fetch(`${base}/trpc/${path}${query}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': this.address,
          ...(this.cookie ? { cookie: this.cookie } : {}),
        },
        body: method === 'POST' ? JSON.stringify({ json: input ?? null }) : undefined,
        signal: AbortSignal.timeout(60_000),
      });
      const setCookie = response.headers.get('set-cookie');
      if (setCookie?.startsWith('ry_session=')) this.cookie = setCookie.split(';')[0]!;
      const body = (await response.json().catch(() => undefined)) as
        | { result?: { data?: { json?: unknown } }; error?: { json?: { data?: { reason?: string; code?: string } } } }
        | undefined;
      const reason = body?.error?.json?.data?.reason ?? body?.error?.json?.data?.code;
      if (response.ok) answer = { kind: 'ok', status: response.status, data: body?.result?.data?.json };
      else if ([502, 503, 504].includes(response.status)) {
        // HAProxy answers with an HTML page; a server with a tRPC error naming its reason.
        answer = {
          kind: 'retryable',
          status: response.status,
          reason: `HTTP ${response.status} from ${body ? `a server (${reason})` : 'the balancer'}`,
        };
      } else if (response.status === 429) {
        answer = {
          kind: 'retryable',
          status: 429,
          reason: 'HTTP 429',
          retryAfterSeconds: Number(response.headers.get('retry-after') ?? 1),
        };
      } else if (response.status < 500 && reason) answer = { kind: 'refused', status: response.status, reason };
      else answer = { kind: 'unclear', status: response.status, reason: `${response.status} ${reason ?? 'no reason'}` };
    } catch (error) {
      answer = {
        kind: 'retryable',
        status: 0,
        reason: `connection: ${(error as Error).cause ?? (error as Error).message}`,
      };
    }
    latencies.push(performance.now() - started);
    counts[answer.kind]++;
    if (answer.kind === 'retryable') retryableBy[answer.reason!] = (retryableBy[answer.reason!] ?? 0) + 1;
    if (answer.kind === 'unclear') unclear.push(`${path}: ${answer.reason}`);
    requestsDone++;
    onRequestDone();
    return answer;
  }

  /** Retries what the answer says may be retried, as the app's client does. */
  async patiently(base: string, path: string, input: unknown, method: 'GET' | 'POST' = 'POST'): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      const answer = await this.call(base, path, input, method);
      if (answer.kind !== 'retryable' || attempt === 8) return answer;
      await new Promise((r) =>
        setTimeout(r, answer.retryAfterSeconds ? answer.retryAfterSeconds * 1000 : 250 * attempt),
      );
    }
  }
}

async function confirmationToken(cluster: Cluster, email: string): Promise<string> {
  // The dev outbox lives in the process that handled the sign-up: look in each one's mailbox (loopback only).
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const backend of cluster.backends) {
      const html = await fetch(`${backend.url}/dev/mailbox`)
        .then((r) => r.text())
        .catch(() => '');
      const mail = html.split('<article>').find((m) => m.includes(`To: ${email}`));
      const token = mail && /\/auth\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
      if (token) return token;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation e-mail reached ${email}`);
}

type Outcome = 'paid' | 'sold out' | 'failed';

/** Sign in, put the sprayer in the cart, start checkout, pay with the test card, complete. */
async function buy(
  base: string,
  buyer: Buyer,
  productId: number,
): Promise<{ outcome: Outcome; orderId?: string; detail?: string }> {
  const login = await buyer.patiently(base, 'auth.login', { email: buyer.email, password: PASSWORD });
  if (login.kind !== 'ok') return { outcome: 'failed', detail: `login: ${login.reason}` };
  // A retried add could add a second unit if the first reached a process that died before answering: look first.
  for (let attempt = 1; attempt <= 8; attempt++) {
    const cart = await buyer.patiently(base, 'cart.get', undefined, 'GET');
    const lines = (cart.data as { lines?: { productId: number }[] } | undefined)?.lines ?? [];
    if (lines.some((l) => l.productId === productId)) break;
    const added = await buyer.call(base, 'cart.add', { productId, rental: false });
    if (added.kind === 'refused')
      return { outcome: added.reason === 'OUT_OF_STOCK' ? 'sold out' : 'failed', detail: `cart.add: ${added.reason}` };
  }
  const started = await buyer.patiently(base, 'checkout.start', shipping);
  if (started.kind !== 'ok') {
    const soldOut =
      started.reason === 'OUT_OF_STOCK' || started.reason === 'UNITS_HELD' || /STOCK|HELD/.test(started.reason ?? '');
    return { outcome: soldOut ? 'sold out' : 'failed', detail: `checkout.start: ${started.reason}` };
  }
  const { order, payment } = started.data as { order: { id: string }; payment: { clientSecret: string } };
  // The payment may have gone through on a process that died before answering: complete() below tells.
  await buyer.patiently(base, 'checkout.confirmTestPayment', { clientSecret: payment.clientSecret, card: cards.good });
  const completed = await buyer.patiently(base, 'checkout.complete', { orderId: order.id });
  if (completed.kind === 'ok' && (completed.data as { status?: string }).status === 'paid')
    return { outcome: 'paid', orderId: order.id };
  return {
    outcome: 'failed',
    orderId: order.id,
    detail: `checkout.complete: ${completed.reason ?? (completed.data as { status?: string })?.status}`,
  };
}

export async function scaleOut(): Promise<BenchResult> {
  const startedAt = performance.now();
  const database = await createBenchDatabase('postgres');
  let cluster: Cluster | undefined;
  try {
    cluster = await startCluster({ processes: PROCESSES, port: 0, databaseUrl: database.url!, redisUrl: REDIS_URL });
    const base = cluster.url;
    const productId = await insertProduct(database.db, {
      name: `Scale-out Sprayer ${Date.now()}`,
      stockQuantity: STOCK,
      price: 450_000,
      isAvailableForRent: false,
    });

    // Sign-ups first (each buyer from an address of their own, so per-address limits do not queue them).
    const buyers = Array.from(
      { length: BUYERS },
      (_, i) => new Buyer(`scale-out-${Date.now()}-${i}@example.in`, `10.20.${Math.floor(i / 200)}.${(i % 200) + 1}`),
    );
    for (const buyer of buyers) {
      const registered = await buyer.patiently(base, 'auth.register', {
        email: buyer.email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        locale: 'en',
      });
      if (registered.kind !== 'ok') throw new Error(`sign-up of ${buyer.email}: ${registered.reason}`);
      const confirmed = await buyer.patiently(base, 'auth.confirmEmail', {
        token: await confirmationToken(cluster, buyer.email),
      });
      if (confirmed.kind !== 'ok') throw new Error(`confirming ${buyer.email}: ${confirmed.reason}`);
      buyer.cookie = '';
    }
    for (const key of Object.keys(counts) as Kind[]) counts[key] = 0;
    for (const key of Object.keys(retryableBy)) delete retryableBy[key];
    latencies.length = 0;
    requestsDone = 0;

    // The measured part: all 50 at once; the first process dies when about half of the requests are answered.
    const victim = cluster.backends[0]!;
    const expectedRequests = BUYERS * 5;
    let killedAt: number | null = null;
    onRequestDone = () => {
      if (killedAt === null && requestsDone >= expectedRequests / 2) {
        killedAt = requestsDone;
        victim.process.kill('SIGKILL');
      }
    };
    const wallStarted = performance.now();
    const results = await Promise.all(buyers.map((buyer) => buy(base, buyer, productId)));
    const wallMs = performance.now() - wallStarted;
    onRequestDone = () => {};
    if (killedAt === null) {
      killedAt = requestsDone;
      victim.process.kill('SIGKILL');
    }

    // Sessions: every buyer's cookie is known to every surviving process (asked directly, past the balancer).
    const survivors = cluster.backends.filter((b) => b !== victim);
    let sessionChecks = 0;
    let sessionsHeld = 0;
    const signedIn = buyers.filter((_, i) => !results[i]!.detail?.startsWith('login:'));
    for (const buyer of signedIn) {
      for (const backend of survivors) {
        const session = await buyer.call(backend.url, 'auth.session', undefined, 'GET');
        sessionChecks++;
        if (session.kind === 'ok' && (session.data as { email?: string } | null)?.email === buyer.email) sessionsHeld++;
      }
    }

    // Rate limits: 12 wrong passwords from one address through the balancer, spread over the processes.
    const stranger = new Buyer(buyers[0]!.email, '10.99.0.1');
    const limitAnswers: number[] = [];
    for (let i = 0; i < 12; i++)
      limitAnswers.push(
        (await stranger.call(base, 'auth.login', { email: buyers[0]!.email, password: 'wrong-password-1' })).status,
      );
    const direct = await stranger.call(survivors[survivors.length - 1]!.url, 'auth.login', {
      email: buyers[0]!.email,
      password: 'wrong-password-1',
    });

    // The database's word: orders per buyer, units sold against the stock.
    const userIds = await database.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where(
        'email',
        'in',
        buyers.map((b) => b.email),
      )
      .execute();
    const idOf = new Map(userIds.map((u) => [u.email, u.id]));
    const paidRows = await database.db
      .selectFrom('orders')
      .innerJoin('orderItems', 'orderItems.orderId', 'orders.id')
      .select(['orders.id', 'orders.userId', 'orderItems.quantity'])
      .where('orders.status', '=', 'paid')
      .where('orderItems.equipmentId', '=', productId)
      .execute();
    const paidByUser = new Map<string, string[]>();
    for (const row of paidRows) paidByUser.set(row.userId, [...(paidByUser.get(row.userId) ?? []), row.id]);
    const stockLeft = (
      await database.db
        .selectFrom('equipment')
        .select('stockQuantity')
        .where('id', '=', productId)
        .executeTakeFirstOrThrow()
    ).stockQuantity;
    const unitsSold = paidRows.reduce((sum, row) => sum + row.quantity, 0);

    const toldPaid = results.filter((r) => r.outcome === 'paid');
    let lostOrders = 0;
    let duplicated = 0;
    results.forEach((result, i) => {
      const paid = paidByUser.get(idOf.get(buyers[i]!.email)!) ?? [];
      if (result.outcome === 'paid' && !paid.includes(result.orderId!)) lostOrders++;
      if (paid.length > 1) duplicated += paid.length - 1;
    });
    const quietlyPaid = results.filter(
      (r, i) => r.outcome !== 'paid' && (paidByUser.get(idOf.get(buyers[i]!.email)!) ?? []).length > 0,
    ).length;
    // Oversold: more paid units than there were, or a stock count that disagrees with the paid orders.
    const oversold = Math.max(0, unitsSold - STOCK, -stockLeft, STOCK - unitsSold - stockLeft);
    const soldOut = results.filter((r) => r.outcome === 'sold out').length;
    const failed = results.filter((r) => r.outcome === 'failed');
    const limited = limitAnswers.findIndex((s) => s === 429);

    const targets: Target[] = [
      {
        what: 'orders lost (told paid, not paid in the database)',
        goal: '0',
        measured: String(lostOrders),
        met: lostOrders === 0,
      },
      {
        what: 'orders duplicated (a buyer with two paid orders)',
        goal: '0',
        measured: String(duplicated),
        met: duplicated === 0,
      },
      {
        what: 'units oversold',
        goal: '0',
        measured: `${oversold} (sold ${unitsSold} of ${STOCK}, ${stockLeft} left)`,
        met: oversold === 0,
      },
      {
        what: 'requests with an unclear answer',
        goal: '0',
        measured: String(counts.unclear),
        met: counts.unclear === 0,
      },
      {
        what: 'sessions of signed-in buyers known to every surviving process',
        goal: `${sessionChecks}`,
        measured: `${sessionsHeld}`,
        met: sessionsHeld === sessionChecks,
      },
      {
        what: 'one address, 12 wrong passwords over 3 processes',
        goal: '429 from the 11th',
        measured: `first 429 at #${limited + 1}; direct to ${survivors[survivors.length - 1]!.name}: ${direct.status}`,
        met: limited === 10 && direct.status === 429,
      },
      {
        what: 'buyers who neither paid nor heard "sold out"',
        goal: '0',
        measured: String(failed.length),
        met: failed.length === 0,
      },
    ];
    return {
      name: 'scale-out',
      machine: machine(),
      durationMs: performance.now() - startedAt,
      tables: [
        {
          title:
            `${BUYERS} buyers, ${STOCK} sprayers in stock, ${PROCESSES} processes ` +
            `behind HAProxy; ${victim.name} killed (SIGKILL) after ${killedAt} of ~${expectedRequests} ` +
            `requests`,
          headers: [
            'paid',
            'units sold',
            'sold out',
            'failed',
            'paid without being told',
            'wall s',
            'p50 ms',
            'p95 ms',
            'p99 ms',
          ],
          rows: [
            [
              toldPaid.length,
              unitsSold,
              soldOut,
              failed.length,
              quietlyPaid,
              round(wallMs / 1000, 1),
              round(percentile(latencies, 50)),
              round(percentile(latencies, 95)),
              round(percentile(latencies, 99)),
            ],
          ],
          notes: failed.slice(0, 5).map((f) => `failed: ${f.detail}`),
        },
        {
          title: 'Requests during the checkouts (retries included)',
          headers: ['succeeded', 'refused with a reason', 'retryable errors', 'unclear'],
          rows: [[counts.ok, counts.refused, counts.retryable, counts.unclear]],
          notes: [
            ...Object.entries(retryableBy).map(([why, n]) => `retryable: ${why} × ${n}`),
            ...unclear.slice(0, 5).map((u) => `unclear: ${u}`),
          ],
        },
      ],
      targets,
      data: {
        results,
        counts,
        retryableBy,
        unclear,
        limitAnswers,
        direct: direct.status,
        sessionChecks,
        sessionsHeld,
        unitsSold,
        stockLeft,
        killedAt,
      },
    };
  } finally {
    await cluster?.stop();
    await database.close();
  }
}
