import { AssertionError } from 'node:assert';
import type { Locator, Page } from 'playwright-core';

const DEFAULT_TIMEOUT_MS = 10_000;

/** Retries an assertion until it passes or the time runs out, then throws its last error. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let delay = 50;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 500);
    }
  }
}

function fail(message: string): never {
  throw new AssertionError({ message });
}

function matches(actual: string, expected: string | RegExp): boolean {
  return typeof expected === 'string' ? actual.includes(expected) : expected.test(actual);
}

export async function expectVisible(locator: Locator, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout: timeoutMs });
  } catch {
    fail(`Expected to see ${locator}`);
  }
}

export async function expectHidden(locator: Locator, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
  await eventually(async () => {
    if (await locator.first().isVisible()) fail(`Expected not to see ${locator}`);
  }, timeoutMs);
}

export async function expectText(locator: Locator, expected: string | RegExp): Promise<void> {
  await eventually(async () => {
    const text = (await locator.first().innerText({ timeout: 1_000 }).catch(() => '')).trim();
    if (!matches(text, expected)) fail(`Expected ${locator} to contain ${expected}, got "${text}"`);
  });
}

export async function expectCount(locator: Locator, expected: number): Promise<void> {
  await eventually(async () => {
    const count = await locator.count();
    if (count !== expected) fail(`Expected ${expected} of ${locator}, found ${count}`);
  });
}

export async function expectAttribute(locator: Locator, name: string, expected: string | null): Promise<void> {
  await eventually(async () => {
    const value = await locator.first().getAttribute(name, { timeout: 1_000 });
    if (value !== expected) fail(`Expected ${locator} to have ${name}="${expected}", got "${value}"`);
  });
}

export async function expectValue(locator: Locator, expected: string): Promise<void> {
  await eventually(async () => {
    const value = await locator.first().inputValue({ timeout: 1_000 });
    if (value !== expected) fail(`Expected ${locator} to have the value "${expected}", got "${value}"`);
  });
}

/** Path and query of the current address, e.g. "/products?q=tractor". */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
}

export async function expectPath(page: Page, expected: string | RegExp): Promise<void> {
  await eventually(() => {
    const path = currentPath(page);
    const ok = typeof expected === 'string' ? path === expected : expected.test(path);
    if (!ok) fail(`Expected the address ${expected}, got "${path}"`);
  });
}

export async function expectTitle(page: Page, expected: string | RegExp): Promise<void> {
  await eventually(async () => {
    const title = await page.title();
    if (!matches(title, expected)) fail(`Expected the title to contain ${expected}, got "${title}"`);
  });
}

export function assertThat(condition: unknown, message: string): asserts condition {
  if (!condition) fail(message);
}
