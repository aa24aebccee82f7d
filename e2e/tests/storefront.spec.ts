import { assertThat, expectPath, expectTitle } from '../support/expect';
import { MOBILE, expect, test } from '../support/test';

const productCount = /^\d+ products? found$/;

test('home: a featured card leads to its detail page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'About Raitha Yantra' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why Choose Raitha Yantra' }).first()).toBeVisible();

  const featured = page.locator('section[aria-labelledby="featured-heading"]');
  await expect(featured.getByRole('heading', { name: 'Featured Equipment' }).first()).toBeVisible();
  const cards = featured.getByRole('listitem').getByRole('link');
  await expect(cards).toHaveCount(3);
  await expect(featured.getByRole('listitem').first()).toContainText('₹');

  const first = cards.first();
  const name = (await first.innerText()).trim();
  await first.click();
  await expectPath(page, /^\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(name);
  await expectTitle(page, `${name} · Raitha Yantra`);
  await expect(page.getByText(/^(In Stock \(\d+ available\)|Out of Stock)$/).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Buy' }).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Rent' }).first()).toBeVisible();
});

test('catalogue: search, category filter and clear filters', async ({ page }) => {
  await page.goto('/products');
  await expectTitle(page, 'Products · Raitha Yantra');
  const count = page.getByText(productCount);
  await expect(count.first()).toBeVisible();
  const everything = (await count.innerText()).trim();
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await expect(search.first()).toHaveAttribute('placeholder', 'Search products...');

  // A search is a page load, on Enter (the catalogue is server HTML: client/islands/island.tsx).
  await search.fill('tractor');
  await search.press('Enter');
  await expectPath(page, '/products?q=tractor');
  const names = page.getByRole('main').getByRole('listitem').locator('h2');
  await expect(names.first()).toContainText(/tractor/i);
  await expect(count.first()).toContainText(productCount);

  const tractors = page.getByRole('button', { name: 'Tractors', exact: true });
  await tractors.click();
  await expect(tractors.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'All Categories' }).first()).toHaveAttribute('aria-pressed', 'false');
  await expectPath(page, /^\/products\?q=tractor&category=\d+$/);
  await expect(names.first()).toContainText(/tractor/i);

  // The filters live in the address: they survive a reload, and Back undoes the category.
  await page.reload();
  await expect(search.first()).toHaveValue('tractor');
  await expect(tractors.first()).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expectPath(page, '/products?q=tractor');
  await expect(tractors.first()).toHaveAttribute('aria-pressed', 'false');

  await search.fill('no such machine anywhere');
  await search.press('Enter');
  await expect(page.getByText('No products found matching your criteria.').first()).toBeVisible();
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expectPath(page, '/products');
  await expect(search.first()).toHaveValue('');
  await expect(page.getByRole('button', { name: 'All Categories' }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(count.first()).toContainText(everything);
});

test('catalogue: pages through the results', async ({ page }) => {
  await page.goto('/products');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.first()).toContainText('Page 1 of 2');
  await expect(pagination.getByRole('button', { name: 'Previous' }).first()).toHaveAttribute('disabled', '');
  // The neighbouring pages are links, so they work before the page's code.
  await pagination.getByRole('link', { name: 'Next' }).click();
  await expectPath(page, '/products?page=2');
  await expect(pagination.first()).toContainText('Page 2 of 2');
  await expect(pagination.getByRole('button', { name: 'Next' }).first()).toHaveAttribute('disabled', '');
  await page.goBack();
  await expect(pagination.first()).toContainText('Page 1 of 2');
});

test('product page: an unknown id says Product not found', async ({ page }) => {
  await page.goto('/products/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to Products' }).click();
  await expectPath(page, '/products');
  await expect(page.getByText(productCount).first()).toBeVisible();
});

test('not found: an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expectPath(page, '/');
});

test('language: Kannada throughout, and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const kannada = page.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'ಕನ್ನಡ' });
  await kannada.first().click();
  await expectPath(page, '/kn/');
  await expect(page.locator('html').first()).toHaveAttribute('lang', 'kn');
  await expect(page.getByRole('link', { name: 'ಕನ್ನಡ' }).first()).toHaveAttribute('aria-current', 'true');

  const nav = page.getByRole('navigation', { name: 'ಮುಖ್ಯ' });
  for (const name of ['ಮುಖಪುಟ', 'ಉತ್ಪನ್ನಗಳು', 'ನಮ್ಮ ಬಗ್ಗೆ'])
    await expect(nav.getByRole('link', { name }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'ಲಾಗಿನ್' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'ಉತ್ಪನ್ನಗಳನ್ನು ನೋಡಿ' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ವಿಶೇಷ ಯಂತ್ರಗಳು' }).first()).toBeVisible();
  await expectTitle(page, 'ರೈತ ಯಂತ್ರ');
  // Product names come from the Kannada fields; prices keep the rupee sign and Indian grouping.
  const firstCard = page.locator('section[aria-labelledby="featured-heading"] li').first();
  await expect(firstCard.getByRole('link').first()).toContainText(/[\u0C80-\u0CFF]/);
  await expect(firstCard.first()).toContainText(/₹\d{1,2}(,\d\d)*,\d{3}/);

  await page.reload();
  await expect(page.locator('html').first()).toHaveAttribute('lang', 'kn');
  await expect(page.getByRole('link', { name: 'ಉತ್ಪನ್ನಗಳನ್ನು ನೋಡಿ' }).first()).toBeVisible();

  await nav.getByRole('link', { name: 'ಉತ್ಪನ್ನಗಳು' }).click();
  await expect(page.getByText(/^\d+ ಉತ್ಪನ್ನ ಸಿಕ್ಕಿವೆ$/).first()).toBeVisible();
  await expect(page.getByRole('searchbox').first()).toHaveAttribute('placeholder', 'ಉತ್ಪನ್ನಗಳನ್ನು ಹುಡುಕಿ...');
  await expect(page.getByRole('button', { name: 'ಎಲ್ಲಾ ವರ್ಗಗಳು' }).first()).toBeVisible();
  await expect(page.getByText('ವಿವರ ನೋಡಿ').first()).toBeVisible();
  await expectTitle(page, 'ಉತ್ಪನ್ನಗಳು · ರೈತ ಯಂತ್ರ');

  await page.getByRole('link', { name: 'English' }).first().click();
  await expectPath(page, '/products');
  await expect(page.locator('html').first()).toHaveAttribute('lang', 'en');
  await expect(page.getByText(productCount).first()).toBeVisible();
});

test.describe(() => {
  test.use({ viewport: MOBILE });

  test('mobile: the other language is one tap from the header, without the menu, and back', async ({ page }) => {
    await page.goto('/products?q=tractor');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'ಕನ್ನಡ', exact: true }).first().click();
    await expect(page).toHaveURL(/\/kn\/products\?q=tractor$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ಉತ್ಪನ್ನಗಳು');
    await expect(page.getByRole('button', { name: 'ಮೆನು' }).first()).toHaveAttribute('aria-expanded', 'false');
    await header.getByRole('link', { name: 'English', exact: true }).first().click();
    await expect(page).toHaveURL(/\/products\?q=tractor$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
    // Brand, language, chat, cart and menu fit the narrowest phone.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });

  test('mobile: the menu toggle opens the site links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle.first()).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.first()).toBeHidden();

    await toggle.click();
    await expect(toggle.first()).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'Products', 'About'])
      await expect(menu.getByRole('link', { name }).first()).toBeVisible();
    await expect(menu.getByRole('link', { name: 'ಕನ್ನಡ' }).first()).toBeVisible();

    await menu.getByRole('link', { name: 'Products' }).click();
    await expectPath(page, '/products');
    await expect(toggle.first()).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.first()).toBeHidden();
  });
});

test.describe(() => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('mobile: pages fit a 360 px wide phone without sideways scrolling', async ({ page }) => {
    for (const locale of ['en', 'kn']) {
      for (const path of ['/', '/products', '/products/1', '/about']) {
        await page.goto(locale === 'kn' ? `/kn${path}` : path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assertThat(overflow <= 0, `${path} in ${locale} is ${overflow} px wider than the screen`);
      }
    }
  });
});

test('keyboard: the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip.first()).toBeVisible();
  await page.keyboard.press('Enter');
  const focusedId = await page.evaluate(() => document.activeElement?.id);
  assertThat(focusedId === 'main-content', `Expected focus on the main content, got #${focusedId}`);
});
