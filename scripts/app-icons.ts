/**
 * Draws the installable shop's PNG icons from their SVGs with Debian's Chromium (already used by the browser
 * journeys, so no image library is added): `npx tsx scripts/app-icons.ts`. The PNGs are committed; run this
 * again after changing an SVG in client/public/icons/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const iconsDir = fileURLToPath(new URL('../client/public/icons', import.meta.url));

const icons = [
  { svg: 'app-icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'app-icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'app-icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
  { svg: 'app-icon.svg', png: 'apple-touch-icon-180.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { svg, png, size } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = readFileSync(join(iconsDir, svg), 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${markup}`,
    );
    await page.screenshot({ path: join(iconsDir, png), omitBackground: true });
    await page.close();
    console.log(`${png} (${size} px)`);
  }
} finally {
  await browser.close();
}
