import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './support/browser';
import { rootDir } from './support/server';

/**
 * Browser journeys on Debian's Chromium (never `playwright install`). Each worker starts its own server with a fresh
 * embedded database (e2e/support/test.ts), so workers share nothing but the built client.
 */
export default defineConfig({
  testDir: 'tests',
  globalSetup: './support/global-setup.ts',
  outputDir: join(rootDir, 'test-results', 'e2e'),
  // Two cores here: one browser and one server per worker.
  workers: 2,
  // Tests of one file run in order in one worker, like the journeys they came from.
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous: under a load of ~25 on these 2 cores one axe pass over a page took 30 s. Waits, never time limits.
  timeout: 180_000,
  expect: { timeout: 15_000, toPass: { timeout: 15_000 } },
  // The HTML report (traces, screenshots): npx playwright show-report playwright-report
  reporter: [['list'], ['html', { open: 'never', outputFolder: join(rootDir, 'playwright-report') }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
});
