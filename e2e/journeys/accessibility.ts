import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expectVisible } from '../lib/expect';
import { type Journey, MOBILE, journey } from '../lib/journey';

async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  if (results.violations.length === 0) return;
  const report = results.violations
    .map((v) => {
      const targets = v.nodes
        .slice(0, 5)
        .map((node) => `      ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n');
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} elements)\n${targets}`;
    })
    .join('\n');
  throw new Error(`axe found ${results.violations.length} violations on ${what}:\n${report}`);
}

async function checkPages(page: Page): Promise<void> {
  await page.goto('/');
  await expectVisible(page.locator('section[aria-labelledby="featured-heading"] li'));
  await expectNoAxeViolations(page, 'the home page');

  await page.goto('/products');
  await expectVisible(page.getByRole('main').getByRole('listitem'));
  await expectVisible(page.getByRole('group', { name: /Categories|ವರ್ಗಗಳು/ }).getByRole('button').nth(1));
  await expectNoAxeViolations(page, 'the products page');

  await page.getByRole('main').getByRole('listitem').getByRole('link').first().click();
  await expectVisible(page.getByRole('tablist'));
  await expectNoAxeViolations(page, 'a product page');
}

async function checkOtherPages(page: Page): Promise<void> {
  await page.goto('/about');
  await expectVisible(page.getByRole('heading', { level: 2 }));
  await expectNoAxeViolations(page, 'the about page');

  await page.goto('/no-such-page');
  await expectVisible(page.getByRole('heading', { level: 1 }));
  await expectNoAxeViolations(page, 'the 404 page');
}

export const journeys: Journey[] = [
  journey('accessibility: axe finds no violations on home, products and a product page', ({ page }) =>
    checkPages(page),
  ),
  journey('accessibility: axe finds no violations on the about and 404 pages', ({ page }) => checkOtherPages(page)),
  journey('accessibility: axe finds no violations in Kannada', async ({ page, context }) => {
    await context.addInitScript(() => window.localStorage.setItem('ry.locale', 'kn'));
    await checkPages(page);
    await checkOtherPages(page);
  }),
  journey(
    'accessibility: axe finds no violations on a phone, menu open',
    async ({ page }) => {
      await checkPages(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expectVisible(page.getByRole('navigation', { name: 'Mobile' }));
      await expectNoAxeViolations(page, 'a product page with the menu open');
    },
    { viewport: MOBILE },
  ),
];
