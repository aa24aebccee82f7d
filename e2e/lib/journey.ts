import type { BrowserContext, Page } from 'playwright-core';

export type JourneyContext = {
  page: Page;
  context: BrowserContext;
  /** The running server, e.g. http://127.0.0.1:41234 (page.goto also accepts paths). */
  baseURL: string;
};

export type Journey = {
  name: string;
  /** Defaults to a 1280x800 desktop window. */
  viewport?: { width: number; height: number };
  run: (ctx: JourneyContext) => Promise<void>;
};

/** Declares a browser journey; each runs in a fresh browser context (no cookies, no storage). */
export function journey(name: string, run: Journey['run'], options: Omit<Journey, 'name' | 'run'> = {}): Journey {
  return { name, run, ...options };
}

export const MOBILE = { width: 390, height: 844 } as const;
