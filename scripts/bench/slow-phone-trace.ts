/**
 * A profile of the slow phone's flow (scripts/bench/lib/slow-phone.ts), for finding where its time goes: one run
 * with the CPU slowed 6x and Chromium's tracing on, against the built shop (npm run build first). Prints each step's
 * time since /products' first paint, the main thread's busiest tasks between steps with the scripts they ran, and
 * when each script was fetched; writes the whole trace (for chrome://tracing or DevTools) to TRACE_OUT.
 *   npx tsx scripts/bench/slow-phone-trace.ts   (SLOW_PHONE_LOCALE=kn for Kannada, TRACE_OUT=/tmp/x.json,
 *   SLOW_PHONE_FIND=roles to find the controls as the journey does rather than as the bench, TRACE_CPU=1 to add the
 *   functions the samples fell in most between steps, TRACE_INVALIDATION=1 to record in the trace what made each
 *   style recalculation and layout, e.g. "PlatformColorChange" for the whole page)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/support/browser.js';
import { freePort, startShop } from './lib/shop.js';
import { PHONE, rentFromCatalogue, throttleCpu, type ShopLocale } from './lib/slow-phone.js';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string; type?: string } };
}

const locale = (process.env.SLOW_PHONE_LOCALE ?? 'en') as ShopLocale;
/** As the bench finds the controls (by their markup), or SLOW_PHONE_FIND=roles as the journey does. */
const find = process.env.SLOW_PHONE_FIND === 'roles' ? 'roles' : 'markup';
const out = process.env.TRACE_OUT ?? join(tmpdir(), 'slow-phone-trace.json');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface ProfileChunk {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/** TRACE_CPU=1: the functions the renderer's samples fell in most (self time) between each two steps. */
function cpuProfile(events: TraceEvent[], steps: [string, number][], pid: number): void {
  const nodes = new Map<string, ProfileNode>();
  const samples: { ts: number; node: string }[] = [];
  for (const profile of events.filter((e) => e.name === 'Profile' && e.pid === pid)) {
    const start = (profile.args as { data?: { startTime?: number } } | undefined)?.data?.startTime ?? profile.ts;
    let ts = start;
    const id = (profile as unknown as { id: string }).id;
    for (const chunk of events.filter(
      (e) => e.name === 'ProfileChunk' && e.pid === profile.pid && (e as unknown as { id: string }).id === id,
    )) {
      const data = (chunk.args as { data?: ProfileChunk } | undefined)?.data;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(`${profile.pid}:${id}:${node.id}`, node);
      const deltas = data?.timeDeltas ?? [];
      (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
        ts += deltas[i] ?? 0;
        samples.push({ ts, node: `${profile.pid}:${id}:${node}` });
      });
    }
  }
  for (let i = 0; i < steps.length - 1; i++) {
    const [from, a] = steps[i]!;
    const [to, b] = steps[i + 1]!;
    const inWindow = samples.filter((s) => s.ts >= a && s.ts < b);
    const self = new Map<string, number>();
    let previous = a;
    for (const sample of inWindow) {
      const frame = nodes.get(sample.node)?.callFrame;
      const where = frame ? `${(frame.url ?? '').replace(/^https?:\/\/[^/]+/, '')}:${frame.lineNumber}` : '';
      const name = frame ? `${frame.functionName || '(anon)'} ${where}:${frame.columnNumber}` : '?';
      self.set(name, (self.get(name) ?? 0) + (sample.ts - previous));
      previous = sample.ts;
    }
    const top = [...self.entries()]
      .filter(([name]) => !/^\((idle|program|root)\)/.test(name))
      .sort((x, y) => y[1] - x[1]);
    console.log(`\n== cpu ${from} -> ${to}`);
    for (const [name, us] of top.slice(0, 15)) console.log(`  ${(us / 1000).toFixed(0).padStart(5)} ms  ${name}`);
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ry-trace-'));
  const port = await freePort();
  const shop = await startShop(port, dataDir);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const base = `http://127.0.0.1:${port}`;
    // Warm the server once at full speed.
    {
      const context = await browser.newContext({ ...PHONE, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
      await rentFromCatalogue(await context.newPage(), base, { locale, timeout: 120_000 });
      await context.close();
    }
    const context = await browser.newContext({ ...PHONE, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();
    await throttleCpu(context, page);
    const requests: { url: string; at: number; done?: number }[] = [];
    page.on('request', (r) => requests.push({ url: r.url(), at: Date.now() }));
    page.on('requestfinished', (r) => {
      const entry = requests.find((q) => q.url === r.url() && q.done === undefined);
      if (entry) entry.done = Date.now();
      if (r.resourceType() === 'document') {
        const t = r.timing();
        const since = (at: number) => (at < 0 ? '-' : `${Math.round(at - t.requestStart)}`);
        // The server's part: from the request sent to its first and last byte.
        console.log(`document ${r.url()}: first byte +${since(t.responseStart)} ms, last +${since(t.responseEnd)} ms`);
      }
    });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        ...(process.env.TRACE_CPU ? ['disabled-by-default-v8.cpu_profiler'] : []),
        ...(process.env.TRACE_INVALIDATION ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
      ],
    });
    // Clock of the trace (µs, monotonic) against the page's epoch ms: read both at once.
    const times = await rentFromCatalogue(page, base, { locale, timeout: 180_000, retapAfterMs: 5_000, find });
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    writeFileSync(out, JSON.stringify(trace));
    const events = trace.traceEvents;
    // The trace's clock against epoch: the first paint's mark.
    const paint = events.find((e) => e.name === 'firstContentfulPaint' || e.name === 'firstPaint');
    const tsOfEpoch = (epochMs: number) => (paint ? paint.ts + (epochMs - times.firstPaintAt) * 1000 : 0);
    const steps: [string, number][] = [
      ['first paint', times.firstPaintAt],
      ['machine page shown', times.productShownAt],
      ['Rent tab open', times.rentTabOpenAt],
      ['calendar shown', times.calendarShownAt],
      ['both days chosen', times.datesChosenAt],
      ['cart count', times.cartShownAt],
    ];
    console.log(`locale ${locale}; retaps: ${times.retaps.join(', ') || 'none'}`);
    for (const [name, at] of steps)
      console.log(`${name.padEnd(20)} ${((at - times.firstPaintAt) / 1000).toFixed(2)} s`);
    const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 30_000);
    const inside = (task: TraceEvent) =>
      events.filter(
        (e) =>
          e.pid === task.pid &&
          e.tid === task.tid &&
          e.ts >= task.ts &&
          e.ts < task.ts + (task.dur ?? 0) &&
          [
            'EvaluateScript',
            'FunctionCall',
            'v8.compileModule',
            'v8.evaluateModule',
            'EventDispatch',
            'TimerFire',
            'FireIdleCallback',
            'ParseHTML',
            'Layout',
            'UpdateLayoutTree',
            'Paint',
            'RunMicrotasks',
            'v8.compile',
            'CompileScript',
            'MajorGC',
            'MinorGC',
          ].includes(e.name) &&
          (e.dur ?? 0) > 10_000,
      );
    for (let i = 0; i < steps.length - 1; i++) {
      const [from, fromAt] = steps[i]!;
      const [to, toAt] = steps[i + 1]!;
      const a = tsOfEpoch(fromAt);
      const b = tsOfEpoch(toAt);
      const window = tasks.filter((t) => t.ts >= a && t.ts < b);
      const busy = window.reduce((sum, t) => sum + (t.dur ?? 0), 0);
      console.log(
        `\n== ${from} -> ${to}: ${((b - a) / 1e6).toFixed(2)} s, busy in tasks >30ms ${(busy / 1e6).toFixed(2)} s`,
      );
      for (const task of window) {
        const detail = inside(task)
          .map((e) => {
            const d = e.args?.data;
            const what = d?.url ? d.url.replace(/^https?:\/\/[^/]+/, '') : (d?.functionName ?? d?.type ?? '');
            return `${e.name}${what ? `(${what})` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`;
          })
          .slice(0, 8)
          .join('; ');
        console.log(`  +${((task.ts - a) / 1000).toFixed(0)}ms ${((task.dur ?? 0) / 1000).toFixed(0)}ms  ${detail}`);
      }
    }
    if (process.env.TRACE_CPU)
      cpuProfile(
        events,
        steps.map(([name, at]) => [name, tsOfEpoch(at)]),
        paint?.pid ?? 0,
      );
    console.log('\n== requests (ms since first paint, start..end)');
    for (const r of requests) {
      const rel = (t?: number) => (t === undefined ? '?' : String(t - Math.round(times.firstPaintAt)));
      console.log(`  ${rel(r.at)}..${rel(r.done)} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`);
    }
    console.log(`\ntrace: ${out}`);
    await context.close();
  } finally {
    await browser.close();
    shop.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
