/**
 * Full-page screenshots of the main screens, in English and Kannada, on a desktop and a phone,
 * for looking at the design: `npx tsx e2e/screenshots.ts [path ...]` -> test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './support/browser';
import { buildClientIfMissing, resultsDir, startServer } from './support/server';

const defaultPaths = ['/', '/products', '/products/1', '/about', '/no-such-page'];
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const locales = ['en', 'kn'] as const;

function fileName(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
}

async function main() {
  if (!buildClientIfMissing()) process.exit(1);
  const paths = process.argv.length > 2 ? process.argv.slice(2) : defaultPaths;
  const outDir = join(resultsDir, 'screenshots');
  mkdirSync(outDir, { recursive: true });
  const server = await startServer();
  const browser = await launchChromium();
  try {
    for (const locale of locales) {
      for (const viewport of viewports) {
        const context = await browser.newContext({
          baseURL: server.url,
          viewport: { width: viewport.width, height: viewport.height },
        });
        await context.addInitScript((value) => window.localStorage.setItem('ry.locale', value), locale);
        const page = await context.newPage();
        for (const path of paths) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          // Scroll through once so lazy images below the fold load before the full-page shot.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          const base = join(outDir, `${fileName(path)}-${locale}-${viewport.name}`);
          await page.screenshot({ path: `${base}.png`, fullPage: true });
          console.log(`${base}.png`);
          // Tall pages also in slices, readable without shrinking.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const slice = viewport.height * 1.5;
          if (height > slice * 1.5) {
            for (let i = 0; i * slice < height; i++) {
              const clip = { x: 0, y: i * slice, width: viewport.width, height: Math.min(slice, height - i * slice) };
              await page.screenshot({ path: `${base}-part${i + 1}.png`, fullPage: true, clip });
            }
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
