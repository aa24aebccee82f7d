import { AxeBuilder } from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';
import { TOASTS } from './toasts';

/**
 * Runs axe over the page as it is now; the failure lists each rule and its first few elements.
 *
 * Toasts keep their own clock: one that times out while axe reads the page (a pass took up to 30 s under load) is
 * measured mid-fade, as grey text (2.2:1 seen). So the page is judged once its toasts have gone, unless the caller
 * holds
 * them on screen (the pointer on a toast's close button pauses them: ./toasts.ts) and passes `toasts: 'held'`, which
 * judges the toasts too.
 */
export async function expectNoAxeViolations(
  page: Page,
  what: string,
  options: { toasts?: 'held' } = {},
): Promise<void> {
  if (options.toasts !== 'held') {
    await expect(page.locator(TOASTS), `the toasts over ${what} have gone`).toHaveCount(0, { timeout: 30_000 });
  }
  // Colours are judged as they settle: a toast fading in measures as grey text mid-transition (3.27:1 seen).
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 5_000))]);
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const report = violations.map((v) => {
    const targets = v.nodes
      .slice(0, 5)
      .map((node) => `      ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
      .join('\n');
    return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} elements)\n${targets}`;
  });
  expect(violations.length, `axe found ${violations.length} violations on ${what}:\n${report.join('\n')}`).toBe(0);
}
