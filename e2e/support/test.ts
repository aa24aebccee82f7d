/**
 * The `test` and `expect` every spec imports (instead of @playwright/test's own): each worker starts the real server
 * on a free port with a fresh embedded database, so specs in different workers never see each other's carts, stock or
 * rate limits, and a page that throws an uncaught error fails its test.
 */
import { test as base, expect } from '@playwright/test';
import { type Server, startServer } from './server';
import { waitForHydration } from './shop';

export { expect };

export const MOBILE = { width: 390, height: 844 } as const;

export const test = base.extend<{ pageErrors: void }, { server: Server }>({
  server: [
    async ({}, use) => {
      const server = await startServer();
      try {
        await use(server);
      } finally {
        server.stop();
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // page.goto returns once the page has hydrated, as a visitor waits for a page to be ready before tapping: a tap on
  // the server's HTML before then does nothing, and specs kept racing it. Not where JavaScript is off.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
