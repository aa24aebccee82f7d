/**
 * The `test` and `expect` every spec imports (instead of @playwright/test's own): each worker starts the real server
 * on a free port with a fresh embedded database, so specs in different workers never see each other's carts, stock or
 * rate limits, and a page that throws an uncaught error fails its test.
 */
import { test as base, expect } from '@playwright/test';
import { type Server, startServer } from './server';

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
