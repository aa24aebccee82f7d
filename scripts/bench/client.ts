import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/support/browser.js';
import { buildClient, builtClientDir, clientBuildIsStale } from '../client-build.js';
import { freePort, startShop } from './lighthouse.js';
import { machine, type BenchResult, type Cell, type Target } from './lib/report.js';
import { round } from './lib/stats.js';

/** Goals set for this project; see README, Benchmarks. */
export const CLIENT_TARGETS = {
  /**
   * Issue 11's budget for the home page's first load: the page is server-rendered, so this is what must arrive
   * before it responds to a tap on a cheap phone over slow 4G.
   */
  initialJsGzipKb: 90,
  initialCssGzipKb: 20,
};

interface Asset {
  file: string;
  bytes: number;
  gzipBytes: number;
}

function measureAsset(file: string): Asset {
  const content = readFileSync(join(builtClientDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
}

/** What index.html makes the browser fetch before the first render: the entry, its preloads, the style sheets. */
export function initialAssets(indexHtml: string): { js: string[]; css: string[] } {
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const js: string[] = [];
  const css: string[] = [];
  for (const [tag] of indexHtml.matchAll(/<(script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script') && /type="module"/.test(tag)) {
      const src = attribute(tag, 'src');
      if (src) js.push(src);
    } else if (/rel="modulepreload"/.test(tag)) {
      const href = attribute(tag, 'href');
      if (href) js.push(href);
    } else if (/rel="stylesheet"/.test(tag)) {
      const href = attribute(tag, 'href');
      if (href) css.push(href);
    }
  }
  const local = (url: string) => url.replace(/^\//, '');
  return {
    js: js.filter((u) => !/^https?:/.test(u)).map(local),
    css: css.filter((u) => !/^https?:/.test(u)).map(local),
  };
}

/** The pages whose first load the browser measures: the budget's page, and the two a shared link opens most. */
const MEASURED_PAGES = ['/', '/products', '/kn/'];

/**
 * What the browser actually fetches for a page of the server-rendered shop before anyone touches it: every script
 * (index.html's, the server's preloads, anything imported at start-up, the service worker's helper) until the page
 * is hydrated and the network has been idle for half a second. A fresh browser each time (nothing cached).
 */
async function scriptsFetched(base: string, pages: string[]): Promise<Record<string, string[]>> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const fetched: Record<string, string[]> = {};
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const scripts = new Set<string>();
      tab.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname.replace(/^\//, ''));
      });
      await tab.goto(`${base}${page}`, { waitUntil: 'load' });
      await tab.waitForSelector('html[data-hydrated="true"]');
      await tab.waitForLoadState('networkidle');
      fetched[page] = [...scripts].sort();
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return fetched;
}

async function measuredInBrowser(): Promise<Record<string, Asset[]>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ry-client-bench-'));
  const port = await freePort();
  const shop = await startShop(port, dataDir);
  try {
    const fetched = await scriptsFetched(`http://127.0.0.1:${port}`, MEASURED_PAGES);
    // The service worker file itself (sw.js) runs beside the page, not in it: not part of its JavaScript.
    return Object.fromEntries(
      Object.entries(fetched).map(([page, files]) => [page, files.filter((f) => f !== 'sw.js').map(measureAsset)]),
    );
  } finally {
    shop.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => round(bytes / 1024, 1);
const sum = (assets: Asset[], key: 'bytes' | 'gzipBytes') => assets.reduce((total, a) => total + a[key], 0);

export async function clientBundle(): Promise<BenchResult> {
  const started = performance.now();
  const env = machine();
  let buildSeconds: number | null = null;
  if (clientBuildIsStale()) {
    const buildStarted = performance.now();
    const { status, output } = buildClient('pipe');
    if (status !== 0) throw new Error(`npm run build failed:\n${output.slice(-3000)}`);
    buildSeconds = round((performance.now() - buildStarted) / 1000);
  }
  const initial = initialAssets(readFileSync(join(builtClientDir, 'index.html'), 'utf8'));
  const initialJs = initial.js.map(measureAsset);
  const initialCss = initial.css.map(measureAsset);
  const loaded = new Set([...initial.js, ...initial.css]);
  const chunks = readdirSync(join(builtClientDir, 'assets'))
    .filter((f) => f.endsWith('.js') && !loaded.has(`assets/${f}`))
    .sort()
    .map((f) => measureAsset(`assets/${f}`));

  const browser = await measuredInBrowser();
  const homeFetched = browser['/'] ?? [];
  const rows: Cell[][] = [
    ...initialJs.map((a) => ['initial JS', a.file, kb(a.bytes), kb(a.gzipBytes)]),
    ...initialCss.map((a) => ['initial CSS', a.file, kb(a.bytes), kb(a.gzipBytes)]),
    ['initial JS total', '', kb(sum(initialJs, 'bytes')), kb(sum(initialJs, 'gzipBytes'))],
    ['initial CSS total', '', kb(sum(initialCss, 'bytes')), kb(sum(initialCss, 'gzipBytes'))],
    ...Object.entries(browser).map(([page, assets]) => [
      `JS fetched for ${page}`,
      `${assets.length} scripts`,
      kb(sum(assets, 'bytes')),
      kb(sum(assets, 'gzipBytes')),
    ]),
    ...chunks.map((a) => ['lazy chunk', a.file, kb(a.bytes), kb(a.gzipBytes)]),
  ];
  // The budget holds for what the browser fetched, which includes index.html's list and anything loaded at start.
  const jsGz = Math.max(kb(sum(initialJs, 'gzipBytes')), kb(sum(homeFetched, 'gzipBytes')));
  const cssGz = kb(sum(initialCss, 'gzipBytes'));
  const targets: Target[] = [
    {
      what: 'home page initial JS, gzipped',
      goal: `<= ${CLIENT_TARGETS.initialJsGzipKb} KB`,
      measured: `${jsGz} KB`,
      met: jsGz <= CLIENT_TARGETS.initialJsGzipKb,
    },
    {
      what: 'home page initial CSS, gzipped',
      goal: `<= ${CLIENT_TARGETS.initialCssGzipKb} KB`,
      measured: `${cssGz} KB`,
      met: cssGz <= CLIENT_TARGETS.initialCssGzipKb,
    },
  ];
  return {
    name: 'client',
    machine: env,
    durationMs: Math.round(performance.now() - started),
    tables: [
      {
        title:
          'Client: production build (dist/client), sizes in KB (1024 bytes), gzip by node:zlib at its default level',
        headers: ['kind', 'file', 'KB', 'KB gzip'],
        rows,
        notes: [
          buildSeconds === null ? 'The build was up to date.' : `npm run build took ${buildSeconds} s.`,
          'Initial = what index.html loads (module entry, modulepreload links, style ' +
            'sheets); lazy chunks load on their route or on a language switch. Fonts are not ' +
            'counted.',
          `JS fetched for a page = every script Chromium fetched from the ` +
            `production server for it, in a fresh profile, until hydrated and the ` +
            `network idle (gzip of the built files); the JS goal is checked ` +
            `against the larger of this (for /) and the initial total.`,
        ],
      },
    ],
    targets,
    data: { buildSeconds, initialJs, initialCss, fetchedInBrowser: browser, chunks },
  };
}
