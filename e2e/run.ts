/**
 * Browser journeys against a real server and Debian's Chromium.
 *
 *   npm run test:e2e                 all journeys
 *   npm run test:e2e -- kannada      only journeys whose name contains "kannada"
 *
 * Journeys live in e2e/journeys/*.ts, each file exporting `journeys: Journey[]`.
 * A failed journey leaves a screenshot in test-results/.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { CHROMIUM, launchChromium } from './lib/browser';
import type { Journey } from './lib/journey';
import { type Server, buildClientIfMissing, resultsDir, rootDir, startServer } from './lib/server';

const JOURNEY_TIMEOUT_MS = 90_000;

async function loadJourneys(filters: string[]): Promise<Journey[]> {
  const dir = join(rootDir, 'e2e', 'journeys');
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .sort();
  const all: Journey[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as { journeys?: Journey[] };
    if (!Array.isArray(module.journeys)) throw new Error(`e2e/journeys/${file} must export "journeys"`);
    all.push(...module.journeys);
  }
  const names = new Set<string>();
  for (const { name } of all) {
    if (names.has(name)) throw new Error(`Two journeys are named "${name}"`);
    names.add(name);
  }
  const wanted = filters.map((f) => f.toLowerCase());
  return wanted.length === 0 ? all : all.filter((j) => wanted.some((f) => j.name.toLowerCase().includes(f)));
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function runJourney(browser: Browser, baseURL: string, journey: Journey): Promise<Error | undefined> {
  const context = await browser.newContext({
    baseURL,
    viewport: journey.viewport ?? { width: 1280, height: 800 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    await withTimeout(journey.run({ page, context, baseURL }), JOURNEY_TIMEOUT_MS, `"${journey.name}"`);
    if (pageErrors.length > 0) throw new Error(`Uncaught errors in the page:\n${pageErrors.join('\n')}`);
    return undefined;
  } catch (error) {
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, `${slug(journey.name)}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    const failure = error instanceof Error ? error : new Error(String(error));
    failure.message += `\n   screenshot: ${file} (at ${page.url()})`;
    return failure;
  } finally {
    await context.close().catch(() => undefined);
  }
}

async function main(): Promise<number> {
  if (!existsSync(CHROMIUM)) {
    console.error('Chromium not found: install it with `apt-get install -y chromium fonts-noto-core`');
    return 1;
  }
  const journeys = await loadJourneys(process.argv.slice(2));
  if (journeys.length === 0) {
    console.error('No journey matches the given names.');
    return 1;
  }

  if (!buildClientIfMissing()) return 1;

  let server: Server | undefined;
  let browser: Browser | undefined;
  const cleanUp = () => server?.stop();
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  process.once('exit', cleanUp);

  let passed = 0;
  let failed = 0;
  try {
    server = await startServer();
    browser = await launchChromium();
    console.log(`Running ${journeys.length} journeys against ${server.url}\n`);
    for (const journey of journeys) {
      const started = Date.now();
      const failure = await runJourney(browser, server.url, journey);
      const ms = Date.now() - started;
      if (failure) {
        failed++;
        console.log(`✗ ${journey.name} (${ms} ms)\n   ${failure.message.replace(/\n/g, '\n   ')}`);
      } else {
        passed++;
        console.log(`✓ ${journey.name} (${ms} ms)`);
      }
    }
    if (failed > 0) {
      const log = server.output().trim();
      if (log) console.log(`\nServer output:\n${log}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    failed = Math.max(failed, 1);
  } finally {
    await browser?.close().catch(() => undefined);
    cleanUp();
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
