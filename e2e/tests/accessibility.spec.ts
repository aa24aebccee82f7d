import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { MOBILE, expect, test } from '../support/test';

async function checkPages(page: Page, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/`);
  await expect(page.locator('section[aria-labelledby="featured-heading"] li').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the home page');

  await page.goto(`${prefix}/products`);
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: /Categories|ವರ್ಗಗಳು/ })
      .getByRole('button')
      .nth(1)
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the products page');

  await page.getByRole('main').getByRole('listitem').getByRole('link').first().click();
  await expect(page.getByRole('tablist').first()).toBeVisible();
  await expectNoAxeViolations(page, 'a product page');
}

async function checkOtherPages(page: Page, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/about`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the about page');

  await page.goto(`${prefix}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the 404 page');
}

test('accessibility: axe finds no violations on home, products and a product page', ({ page }) => checkPages(page));

test('accessibility: axe finds no violations on the about and 404 pages', ({ page }) => checkOtherPages(page));

test('accessibility: axe finds no violations in Kannada', async ({ page }) => {
  await checkPages(page, '/kn');
  await expect(page.locator('html').first()).toHaveAttribute('lang', 'kn');
  await checkOtherPages(page, '/kn');
});

test.describe(() => {
  test.use({ viewport: MOBILE });

  test('accessibility: axe finds no violations on a phone, menu open', async ({ page }) => {
    await checkPages(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'a product page with the menu open');
  });
});
