import { type Page, expect } from '@playwright/test';

/** Path and query of the current address, decoded, e.g. "/products?q=tractor". */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
}

/** Waits for the address (path and query) to equal a string or match a pattern. */
export async function expectPath(page: Page, expected: string | RegExp): Promise<void> {
  const poll = expect.poll(() => currentPath(page), { message: `the address should be ${expected}` });
  await (typeof expected === 'string' ? poll.toBe(expected) : poll.toMatch(expected));
}

/** Waits for the document title to contain a string or match a pattern. */
export async function expectTitle(page: Page, expected: string | RegExp): Promise<void> {
  const poll = expect.poll(() => page.title(), { message: `the title should contain ${expected}` });
  await (typeof expected === 'string' ? poll.toContain(expected) : poll.toMatch(expected));
}

/** An assertion that also narrows the type for the code after it (Playwright's expect does not). */
export function assertThat(condition: unknown, message: string): asserts condition {
  expect(condition, message).toBeTruthy();
}
