import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import superjson from 'superjson';
import { createBenchDatabase } from './lib/databases.js';
import { machine, type BenchResult, type Cell, type Target } from './lib/report.js';
import { percentile, round } from './lib/stats.js';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const SECONDS = 3;
/** The targets take turns, ROUNDS times each: a burst of other work on the machine then hits all of them alike. */
const ROUNDS = 3;

/** Goals set for this project (there are none in the spec); see README, Benchmarks. */
export const API_TARGETS = {
  /**
   * A public read that runs its procedure (nothing kept for it yet) costs at most a fifth more than a plain route
   * with the same SQL (issue 22).
   */
  minUncachedRatio: 0.8,
  /** A catalogue page must answer well within a human's notice (100 ms) even at the 99th percentile. */
  maxListP99Ms: 50,
};

interface Procedure {
  name: string;
  input: Record<string, unknown>;
  plainPath: string;
}

const procedures: Procedure[] = [
  { name: 'catalogue.list', input: {}, plainPath: '/catalogue/list' },
  { name: 'catalogue.byId', input: { id: 1 }, plainPath: '/catalogue/byId?id=1' },
];

/** The product app keeping no answer: every read runs its procedure. */
const UNCACHED = 'product, uncached (runs the procedure)' as const;
/** The product app answering from the answer it keeps, for a browser without a copy. */
const HIT = 'product, in-process hit' as const;
/** The product app answering a browser that already holds the answer: If-None-Match with its ETag, 304, no body. */
const REVALIDATED = 'product, 304 (If-None-Match)' as const;
const BARE = 'tRPC (bare Fastify)' as const;
const PLAIN = 'plain Fastify' as const;
type TargetName = typeof UNCACHED | typeof HIT | typeof REVALIDATED | typeof BARE | typeof PLAIN;
type Ports = { product: number; uncached: number; plain: number };

interface Summary {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  rounds: { requestsPerSecond: number; p50: number; p99: number }[];
}

function median(values: number[]): number {
  return percentile(values, 50);
}

function urlsFor(
  p: Procedure,
  ports: Ports,
): Record<typeof UNCACHED | typeof HIT | typeof BARE | typeof PLAIN, string> {
  const path = `/trpc/${p.name}?input=${encodeURIComponent(superjson.stringify(p.input))}`;
  return {
    [UNCACHED]: `http://127.0.0.1:${ports.uncached}${path}`,
    [HIT]: `http://127.0.0.1:${ports.product}${path}`,
    [BARE]: `http://127.0.0.1:${ports.plain}${path}`,
    [PLAIN]: `http://127.0.0.1:${ports.plain}${p.plainPath}`,
  };
}

/** The ratio means something only if every server answers with the same data. */
async function assertSameData(urls: Record<string, string>): Promise<number> {
  const answers = await Promise.all(
    Object.values(urls).map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
      return { url, text: await response.clone().text(), body: (await response.json()) as unknown };
    }),
  );
  const plain = answers.find((a) => a.url === urls[PLAIN])!;
  // Plain JSON carries a date as its ISO string (createdAt, for 'newest'); superjson carries a Date: compare the
  // tRPC answer as plain JSON would have sent it.
  const fromTrpc = (body: unknown) =>
    JSON.parse(JSON.stringify(superjson.deserialize((body as { result: { data: never } }).result.data))) as unknown;
  for (const answer of answers) {
    if (answer !== plain && !isDeepStrictEqual(fromTrpc(answer.body), plain.body)) {
      throw new Error(`${answer.url} and the plain route disagree`);
    }
  }
  return Buffer.byteLength(plain.text);
}

async function startServers(databaseUrl: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./api-overhead-server.ts', import.meta.url))],
    { env: { ...process.env, BENCH_SERVER_DATABASE_URL: databaseUrl }, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`benchmark server exited with ${code}`);
  });
  const [first] = (await Promise.race([once(lines, 'line'), exited])) as [string];
  return {
    ports: JSON.parse(first) as Ports,
    async stop() {
      child.stdin!.end();
      await once(child, 'exit');
    },
  };
}

export async function apiOverhead(): Promise<BenchResult> {
  const started = performance.now();
  const env = machine();
  const database = await createBenchDatabase('postgres');
  const rows: Cell[][] = [];
  const measured: Record<string, unknown>[] = [];
  const targets: Target[] = [];
  let servers: Awaited<ReturnType<typeof startServers>> | undefined;
  try {
    servers = await startServers(database.url!);
    for (const procedure of procedures) {
      const urls = urlsFor(procedure, servers.ports);
      const bytes = await assertSameData(urls);
      const etag = (await fetch(urls[HIT])).headers.get('etag');
      if (!etag) throw new Error(`${procedure.name} answered without an ETag`);
      const revalidated = await fetch(urls[HIT], { headers: { 'if-none-match': etag } });
      if (revalidated.status !== 304) throw new Error(`${procedure.name} revalidated with ${revalidated.status}`);
      const targetsOf: [TargetName, string, Record<string, string>][] = [
        [PLAIN, urls[PLAIN], {}],
        [BARE, urls[BARE], {}],
        [UNCACHED, urls[UNCACHED], {}],
        [HIT, urls[HIT], {}],
        [REVALIDATED, urls[HIT], { 'if-none-match': etag }],
      ];
      for (const [, url, headers] of targetsOf)
        await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_SECONDS });
      const runs = Object.fromEntries(targetsOf.map(([server]) => [server, [] as Result[]])) as Record<
        TargetName,
        Result[]
      >;
      for (let i = 0; i < ROUNDS; i++) {
        for (const [server, url, headers] of targetsOf) {
          runs[server].push(await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS }));
        }
      }
      // For the revalidation target a 304 is the expected answer, not a failure.
      const notModified = (x: Result) =>
        (x as Result & { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats?.['304']?.count ?? 0;
      const results = Object.fromEntries(
        targetsOf.map(([server]) => {
          const r = runs[server];
          return [
            server,
            {
              requestsPerSecond: median(r.map((x) => x.requests.average)),
              p50: median(r.map((x) => x.latency.p50)),
              p99: median(r.map((x) => x.latency.p99)),
              failed: r.reduce(
                (sum, x) => sum + x.errors + x.timeouts + x.non2xx - (server === REVALIDATED ? notModified(x) : 0),
                0,
              ),
              rounds: r.map((x) => ({ requestsPerSecond: x.requests.average, p50: x.latency.p50, p99: x.latency.p99 })),
            },
          ];
        }),
      ) as Record<TargetName, Summary>;
      const plainRate = results[PLAIN].requestsPerSecond;
      for (const [server, url] of targetsOf) {
        const r = results[server];
        const ratio = round(r.requestsPerSecond / plainRate, 2);
        rows.push([procedure.name, server, Math.round(r.requestsPerSecond), r.p50, r.p99, r.failed, ratio]);
        measured.push({
          procedure: procedure.name,
          server,
          url,
          responseBytes: server === REVALIDATED ? 0 : bytes,
          ...r,
          ratioToPlain: ratio,
        });
      }
      const ratioOf = (target: TargetName) => round(results[target].requestsPerSecond / plainRate, 2);
      targets.push({
        what: `${procedure.name}: product uncached (procedure runs) / plain req/s`,
        goal: `>= ${API_TARGETS.minUncachedRatio}`,
        measured: String(ratioOf(UNCACHED)),
        met: ratioOf(UNCACHED) >= API_TARGETS.minUncachedRatio,
      });
      targets.push({
        what: `${procedure.name}: product in-process hit / 304 vs plain req/s (no goal)`,
        goal: '-',
        measured: `${ratioOf(HIT)} / ${ratioOf(REVALIDATED)}`,
        met: true,
      });
      if (procedure.name === 'catalogue.list') {
        const p99 = results[UNCACHED].p99;
        targets.push({
          what: `catalogue.list uncached p99 at ${CONNECTIONS} connections`,
          goal: `< ${API_TARGETS.maxListP99Ms} ms`,
          measured: `${p99} ms`,
          met: p99 < API_TARGETS.maxListP99Ms,
        });
      }
    }
  } finally {
    await servers?.stop();
    await database.close();
  }
  return {
    name: 'api-overhead',
    machine: env,
    durationMs: Math.round(performance.now() - started),
    tables: [
      {
        title:
          `API overhead: autocannon -c ${CONNECTIONS}, ${ROUNDS} alternating ` +
          `runs of ${SECONDS} s per target after ${WARMUP_SECONDS} s warm-up ` +
          `(medians), real Postgres, seeded catalogue (38 items; list = first ` +
          `page of 24)`,
        headers: ['procedure', 'server', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'x plain'],
        rows,
        notes: [
          'plain Fastify: a bare Fastify route, the same zod schema, service and SQL, plain JSON.',
          'tRPC (bare Fastify): the same router and superjson in a bare Fastify app ' +
            "(tRPC's HTTP layer, no product hooks).",
          'product, uncached: buildApp with its real dependencies (security headers, cookies, CSRF hook) keeping ' +
            'no answer: each request takes the versions (read at most every 0.1 s while nothing is written, ' +
            "public-read-versions.ts), runs the procedure (its own parser and resolver, without tRPC's middleware " +
            "chain) and sends tRPC's wire format (superjson).",
          'product, in-process hit: the same request to an app that keeps answers: the versions, no procedure.',
          'product, 304: the same request with If-None-Match (its ETag): the versions, no procedure, no body.',
          "Measured on a shared machine (other engineers' builds and tests run meanwhile): compare the ratios, " +
            'which are measured in one run with the targets taking turns, not the absolute numbers.',
        ],
      },
    ],
    targets,
    data: {
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      warmupSeconds: WARMUP_SECONDS,
      results: measured,
    },
  };
}
