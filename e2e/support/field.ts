import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { walkField } from '../../scripts/bench/field-area';

/**
 * The operator's phone at the field, for the journeys: walking the browser's emulated position around a field, and
 * photos as a phone's camera gives them.
 */

/** Walks the browser's position around `corners`, 5 m every 2 s of the page's clock; returns the fixes walked. */
export async function walkBoundary(
  context: BrowserContext,
  page: Page,
  corners: Array<[number, number]>,
): Promise<number> {
  const fixes = walkField(corners, { speed: 2.5, intervalMs: 2000, accuracyM: 5 });
  for (const fix of fixes) {
    await context.setGeolocation({ latitude: fix.lat, longitude: fix.lon, accuracy: 5 });
    await page.clock.fastForward(2000);
  }
  return fixes.length;
}

/** A plain 800 x 600 JPEG of one colour, as a file input takes it. */
export async function jpeg(colour: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name: `${colour}.jpg`, mimeType: 'image/jpeg', buffer };
}
