import { AxeBuilder } from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** Runs axe over the page as it is now; the failure lists each rule and its first few elements. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
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
