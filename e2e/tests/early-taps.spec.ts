import type { Page, Route } from '@playwright/test';
import { assertThat, expectPath } from '../support/expect';
import { catalogue, registerAndSignIn, waitForHydration, waitForIslands } from '../support/shop';
import { expect, test } from '../support/test';
import { toast } from '../support/toasts';

/**
 * A rendered page starts its code after its first paint; on a slow phone that is seconds later. A tap before then
 * must not be lost: tabs and the /hire tiles are links to their own address (rendered with the choice made), the
 * phone menu is answered by the page's inline script. Each test holds back the page's code (every script under
 * /assets/) until after the tap, then lets it run and checks the page's code agrees with what the farmer chose.
 */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Opens a page without waiting for its code (the spec's page.goto waits for hydration), nor for 'load', which a held
 * script started before it would hold back.
 */
async function openBeforeCode(page: Page, baseURL: string | undefined, path: string): Promise<void> {
  await page.mainFrame().goto(new URL(path, baseURL).href, { waitUntil: 'domcontentloaded' });
}

const notHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated !== 'true');

test('auth: the Register tab tapped before the code starts is the tab open once it runs', async ({ page, baseURL }) => {
  const scripts = await holdScripts(page);
  await openBeforeCode(page, baseURL, '/auth?next=%2Forders');
  await page.getByRole('tab', { name: 'Register' }).click();
  await expectPath(page, '/auth?next=/orders&tab=register');
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  expect(await notHydrated(page), 'the tap came before the code ran').toBe(true);

  await scripts.release();
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Confirm Password')).toBeVisible();
  // Once the code runs, a tap switches at once and the address follows, keeping where to go after login.
  await page.getByRole('tab', { name: 'Login' }).click();
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expectPath(page, '/auth?next=/orders&tab=login');
});

test('product: the Rent tab tapped before the code starts is the tab open once it runs', async ({ page, baseURL }) => {
  const item = (await catalogue(page)).find((i) => i.isAvailableForSale && i.isAvailableForRent && i.stockQuantity > 0);
  assertThat(item, 'the seed has an item for sale and for rent');
  const scripts = await holdScripts(page);
  await openBeforeCode(page, baseURL, `/kn/products/${item.id}`);
  await page.getByRole('tab', { name: 'ಬಾಡಿಗೆಗೆ' }).click();
  await expectPath(page, `/kn/products/${item.id}?tab=rent`);
  expect(await notHydrated(page), 'the tap came before the code ran').toBe(true);

  await scripts.release();
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'ಬಾಡಿಗೆಗೆ' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('ದಿನಕ್ಕೆ');
  await page.getByRole('tab', { name: 'ಕೊಳ್ಳಿ' }).click();
  await expect(page.getByRole('tab', { name: 'ಕೊಳ್ಳಿ' })).toHaveAttribute('aria-selected', 'true');
  await expectPath(page, `/kn/products/${item.id}?tab=buy`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the menu opened before the code starts stays open; the code answers the next tap', async ({
    page,
    baseURL,
  }) => {
    const scripts = await holdScripts(page);
    await openBeforeCode(page, baseURL, '/products');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await notHydrated(page), 'the tap came before the code ran').toBe(true);

    await scripts.release();
    await waitForHydration(page);
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await menu.getByRole('link', { name: 'Hire with driver' }).click();
    await expectPath(page, '/hire');
    await expect(menu).toBeHidden();
  });
});

test('hire: a work tile tapped before the code starts is the work chosen once it runs', async ({ page, baseURL }) => {
  const scripts = await holdScripts(page);
  await openBeforeCode(page, baseURL, '/hire');
  await page.getByRole('radio', { name: 'Ploughing' }).click();
  await expectPath(page, /^\/hire\?op=ploughing&day=\d{4}-\d\d-\d\d$/);
  expect(await notHydrated(page), 'the tap came before the code ran').toBe(true);

  await scripts.release();
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: 'Ploughing' })).toHaveAttribute('aria-checked', 'true');
  // With the code running (the focus starts it), the space bar chooses a tile too, as it does any radio button.
  await page.getByRole('radio', { name: 'Sowing' }).focus();
  await waitForIslands(page);
  await page.keyboard.press(' ');
  await expect(page.getByRole('radio', { name: 'Sowing' })).toHaveAttribute('aria-checked', 'true');
  await expectPath(page, /^\/hire\?op=sowing&day=/);
});

test.describe('typed into /auth twice', () => {
  // The second page must fetch its code again to be held back: no service worker answers from its cache.
  test.use({ serviceWorkers: 'block' });

  test('auth: an e-mail and password typed before the code starts are the ones sent once it runs', async ({
    page,
    baseURL,
  }) => {
    const email = `early-${Date.now()}@example.in`;
    await page.goto('/');
    await registerAndSignIn(page, email, 'ragi-mudde-2026');
    await page.context().clearCookies();

    const scripts = await holdScripts(page);
    await openBeforeCode(page, baseURL, '/auth?next=%2Forders');
    const form = page.getByRole('tabpanel', { name: 'Login' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('wrong-password');
    expect(await notHydrated(page), 'the typing came before the code ran').toBe(true);

    await scripts.release();
    await waitForHydration(page);
    await expect(form.getByLabel('Email')).toHaveValue(email);
    // The server is asked (not "enter your e-mail" from an empty state): the wrong password is told as such.
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Login failed').first()).toContainText('Invalid login credentials');
    await expectPath(page, '/auth?next=/orders');

    await page.context().clearCookies();
    const again = await holdScripts(page);
    await openBeforeCode(page, baseURL, '/auth?next=%2Forders');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('ragi-mudde-2026');
    expect(await notHydrated(page), 'the typing came before the code ran').toBe(true);
    await again.release();
    await waitForHydration(page);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Login successful').first()).toBeVisible();
    await expectPath(page, '/orders');
  });
});

test('hire: a PIN code and area typed before the code starts are the search once it runs', async ({
  page,
  baseURL,
}) => {
  const scripts = await holdScripts(page);
  await openBeforeCode(page, baseURL, '/hire?op=ploughing');
  await page.getByLabel('PIN code or village').fill('571401');
  await page.getByLabel('Area', { exact: true }).fill('3');
  expect(await notHydrated(page), 'the typing came before the code ran').toBe(true);

  await scripts.release();
  await waitForHydration(page);
  await expectPath(page, /^\/hire\?op=ploughing&.*area=3/);
  await expect(page.getByLabel('Area', { exact: true })).toHaveValue('3');
  await expect(page.getByLabel('PIN code or village')).toHaveValue('571401');
  await expect(page.getByRole('list', { name: 'Places found' })).toBeVisible();
});
