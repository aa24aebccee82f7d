import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { FakeWhatsAppServer } from '../../server/test/fake-whatsapp-server.js';
import { createBenchDatabase } from './lib/databases.js';
import { latencyRow, machine, type BenchResult, type Cell, type Target } from './lib/report.js';
import { percentile, round } from './lib/stats.js';

/**
 * 200 farmers book a hire job over WhatsApp at once, through the shop's signed webhook as Meta posts it, against a
 * loopback Cloud API (server/test/fake-whatsapp-server.ts): each says the work, area and PIN code in one message,
 * takes the first free day, chooses the first offer (the choice posted twice with the same message id, as Meta
 * retries a slow answer) and is done at the advance's link; a crew taken meanwhile means the new offers and choosing
 * again. Measured: how long the webhook takes to answer (Meta retries after a slow one; the target is p95 under
 * 200 ms, the turn runs after the answer) and how long a farmer waits for each reply. Checked: every farmer who got a
 * link holds exactly one job, every other one was told no crew is free, and no message was answered twice.
 */
const FARMERS = Number(process.env.BENCH_CONVERSATIONS_FARMERS ?? 200);
const MAX_CHOICES = 8;

export const CONVERSATION_TARGETS = { webhookP95Ms: 200 };

interface Farmer {
  waId: string;
  text: string;
}

interface Outcome {
  webhookMs: number[];
  /** The same answers as the server timed them (Server-Timing): from the request's arrival to its answer. */
  serverMs: number[];
  /** The first message's answer: all the farmers' first messages arrive at the same moment. */
  firstWebhookMs: number;
  replyMs: number[];
  linked: boolean;
  noCrew: boolean;
  choices: number;
  error?: string;
}

function bodyText(body: Record<string, unknown>): string {
  const b = body as { text?: { body: string }; interactive?: { body: { text: string } } };
  return b.text?.body ?? b.interactive?.body.text ?? '';
}

async function converse(meta: FakeWhatsAppServer, webhook: string, farmer: Farmer): Promise<Outcome> {
  const outcome: Outcome = {
    webhookMs: [],
    serverMs: [],
    firstWebhookMs: Number.NaN,
    replyMs: [],
    linked: false,
    noCrew: false,
    choices: 0,
  };
  let seen = 0;
  let n = 0;
  /** Posts one message (twice when `retried`, the same id) and waits for the reply that ends with `until`. */
  const say = async (
    message: { text?: string; button?: string },
    until: (text: string) => boolean,
    retried = false,
  ) => {
    const body = meta.webhookBody({ from: farmer.waId, id: `wamid.bench.${farmer.waId}.${n++}`, ...message });
    const started = performance.now();
    const post = async () => {
      const t0 = performance.now();
      const response = await meta.postWebhook(webhook, body);
      outcome.webhookMs.push(performance.now() - t0);
      const timing = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
      if (timing) outcome.serverMs.push(Number(timing[1]));
      if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
    };
    await Promise.all(retried ? [post(), post()] : [post()]);
    for (;;) {
      await meta.waitForCount(farmer.waId, seen + 1, 300_000);
      seen = meta.sentTo(farmer.waId).length;
      const text = bodyText(meta.sentTo(farmer.waId).at(-1)!.body);
      if (until(text)) {
        outcome.replyMs.push(performance.now() - started);
        return text;
      }
    }
  };
  try {
    let reply = await say({ text: farmer.text }, (t) => t.includes('Which day'));
    outcome.firstWebhookMs = outcome.webhookMs[0]!;
    reply = await say({ button: '3' }, (t) => t.includes('full price') || t.includes('No crew'));
    while (!reply.includes('No crew') && outcome.choices < MAX_CHOICES) {
      outcome.choices++;
      reply = await say(
        { button: '1' },
        (t) => t.includes('Pay the advance') || t.includes('full price') || t.includes('No crew'),
        true,
      );
      if (reply.includes('Pay the advance')) {
        outcome.linked = true;
        break;
      }
    }
    outcome.noCrew = reply.includes('No crew');
  } catch (error) {
    const last = bodyText(meta.sentTo(farmer.waId).at(-1)?.body ?? {}).slice(0, 60);
    outcome.error = `${error instanceof Error ? error.message : String(error)} (last: ${last})`;
  }
  return outcome;
}

/** The shop in a child process (conversations-server.ts), talking to the loopback Cloud API. */
async function startServer(databaseUrl: string, metaUrl: string) {
  const env = {
    ...process.env,
    BENCH_SERVER_DATABASE_URL: databaseUrl,
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_ACCESS_TOKEN: 'bench',
    WHATSAPP_PHONE_NUMBER_ID: '100200',
    WHATSAPP_APP_SECRET: 'bench-secret',
    WHATSAPP_VERIFY_TOKEN: 'bench',
    WHATSAPP_API_BASE: metaUrl,
    SMS_PROVIDER: 'dev',
  };
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./conversations-server.ts', import.meta.url))],
    { env, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`benchmark server exited with ${code}`);
  });
  const [first] = (await Promise.race([once(lines, 'line'), exited])) as [string];
  return {
    port: (JSON.parse(first) as { port: number }).port,
    async stop() {
      child.stdin!.end();
      await once(child, 'exit');
    },
  };
}

async function measure(kind: 'postgres') {
  const database = await createBenchDatabase(kind);
  const meta = new FakeWhatsAppServer({ accessToken: 'bench', phoneNumberId: '100200', appSecret: 'bench-secret' });
  await meta.start();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer(database.url!, meta.url);
    const webhook = `http://127.0.0.1:${server.port}/webhooks/whatsapp`;
    // Farmers spread over the services the seed offers, each near its centre's PIN code.
    const services = await database.db
      .selectFrom('hireServices')
      .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
      .select(['hireServices.operation', 'hireCentres.pinCode'])
      .orderBy('hireServices.id')
      .execute();
    const words: Record<string, string> = { paddy_harvesting: 'paddy harvesting', other_harvesting: 'harvesting' };
    const farmers: Farmer[] = Array.from({ length: FARMERS }, (_, i) => {
      const s = services[i % services.length]!;
      const work = words[s.operation] ?? s.operation.replace('_', ' ');
      return { waId: `9198450${String(10_000 + i).padStart(5, '0')}`, text: `1 acre ${work} ${s.pinCode}` };
    });
    // A running server has answered before: one message, not counted, warms it (its first request compiles code).
    const warm = await meta.postWebhook(webhook, meta.webhookBody({ from: '919845099999', text: 'hi' }));
    if (warm.status !== 200) throw new Error(`the warm-up webhook answered ${warm.status}`);
    await meta.waitForCount('919845099999', 1, 60_000);
    // Meta keeps its connections to a webhook open: the farmers' connections are opened before the clock starts
    // (the verification handshake, answered without the database), so the figures are the answers, not TCP setup.
    const handshake = `${webhook}?hub.mode=subscribe&hub.verify_token=bench&hub.challenge=1`;
    await Promise.all(farmers.map(() => fetch(handshake).then((r) => r.text())));
    const started = performance.now();
    const outcomes = await Promise.all(farmers.map((f) => converse(meta, webhook, f)));
    const wallMs = performance.now() - started;
    // Every turn has ended: the server waits for them before it exits.
    await server.stop();
    server = undefined;

    const wrong: string[] = [];
    for (const [i, farmer] of farmers.entries()) {
      const jobs = await database.db
        .selectFrom('hireJobs')
        .innerJoin('users', 'users.id', 'hireJobs.userId')
        .select('hireJobs.id')
        .where('users.phone', '=', `+${farmer.waId}`)
        .execute();
      const links = meta.sentTo(farmer.waId).filter((m) => bodyText(m.body).includes('Pay the advance')).length;
      const o = outcomes[i]!;
      const ok = o.linked ? jobs.length === 1 && links === 1 : o.noCrew && jobs.length === 0 && links === 0;
      if (!ok) wrong.push(`${o.error ?? ''} linked=${o.linked} jobs=${jobs.length} links=${links}`.trim());
    }
    return { kind, wallMs, outcomes, wrong };
  } finally {
    await server?.stop();
    await meta.stop();
    await database.close();
  }
}

export async function conversationsBench(): Promise<BenchResult> {
  const started = performance.now();
  const env = machine();
  const runs = [await measure('postgres')];
  const perf: Cell[][] = [];
  const correctness: Cell[][] = [];
  const targets: Target[] = [];
  for (const run of runs) {
    const webhookMs = run.outcomes.flatMap((o) => o.webhookMs);
    perf.push(latencyRow('webhook answered (200)', run.kind, webhookMs));
    const first = run.outcomes.map((o) => o.firstWebhookMs).filter((ms) => Number.isFinite(ms));
    perf.push(latencyRow('  of it: the first messages, all at once', run.kind, first));
    const later = run.outcomes.flatMap((o) => o.webhookMs.slice(1));
    perf.push(latencyRow('  of it: the later ones', run.kind, later));
    perf.push(
      latencyRow(
        'webhook as the server timed it',
        run.kind,
        run.outcomes.flatMap((o) => o.serverMs),
      ),
    );
    perf.push(
      latencyRow(
        'farmer waits for the reply',
        run.kind,
        run.outcomes.flatMap((o) => o.replyMs),
      ),
    );
    correctness.push([
      run.kind,
      FARMERS,
      run.outcomes.filter((o) => o.linked).length,
      run.outcomes.filter((o) => o.noCrew).length,
      run.outcomes.reduce((sum, o) => sum + Math.max(0, o.choices - 1), 0),
      run.wrong.length,
      round(run.wallMs / 1000),
    ]);
    const p95 = percentile(webhookMs, 95);
    targets.push({
      what: `webhook answer p95, ${FARMERS} conversations at once (${run.kind})`,
      goal: `< ${CONVERSATION_TARGETS.webhookP95Ms} ms`,
      measured: `${round(p95)} ms`,
      met: p95 < CONVERSATION_TARGETS.webhookP95Ms,
    });
    targets.push({
      what: `every booking made once (${run.kind})`,
      goal: '0 wrong',
      measured: `${run.wrong.length} wrong`,
      met: run.wrong.length === 0,
    });
  }
  return {
    name: 'conversations',
    machine: env,
    durationMs: performance.now() - started,
    tables: [
      {
        title: `WhatsApp conversations: ${FARMERS} farmers at once through the signed webhook (ms)`,
        headers: ['what', 'database', 'samples', 'p50', 'p95', 'p99'],
        rows: perf,
        notes: ['Each choice of an offer is posted twice with the same message id, as Meta retries a slow answer.'],
      },
      {
        title: 'Bookings',
        headers: ['database', 'farmers', 'got a link', 'told no crew', 'chose again', 'wrong', 'wall s'],
        rows: correctness,
        notes: runs.flatMap((r) => [...new Set(r.wrong)].slice(0, 5).map((w) => `${r.kind} wrong: ${w}`)),
      },
    ],
    targets,
    data: runs.map((r) => ({ kind: r.kind, wallMs: r.wallMs, wrong: r.wrong })),
  };
}
