import { expectPath } from '../support/expect';
import { expect, test } from '../support/test';

// The outage is simulated in the page (page.route); the service worker's own fetches pass it by, and once it
// controls the page (it may, by the time a lazily loaded page has hydrated) it would answer the catalogue reads.
test.use({ serviceWorkers: 'block' });

test('resilience: a failed load shows an error with a retry that recovers', async ({ page }) => {
  // Public pages arrive rendered with their data, so the failure is met on a page the app opens in the browser:
  // from the cart (the app, not a public page's islands), the catalogue; the API is unreachable until the visitor
  // presses "Try again".
  let apiDown = false;
  await page.route('**/trpc/**', (route) => (apiDown ? route.abort('connectionrefused') : route.fallback()));

  await page.goto('/cart');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  apiDown = true;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  // The client retries network failures twice (about 3 s) before it gives up.
  await expect(alert.first()).toBeVisible({ timeout: 15_000 });
  apiDown = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();

  // Once the shop answers again, the pages go on working: a product opens from the recovered list.
  await page.getByRole('main').getByRole('listitem').getByRole('link').first().click();
  await expect(page.getByRole('tablist').first()).toBeVisible();
  await expectPath(page, /^\/products\/\d+$/);
});
