import {
  assertThat,
  expectAttribute,
  expectCount,
  expectHidden,
  expectPath,
  expectText,
  expectTitle,
  expectValue,
  expectVisible,
} from '../lib/expect';
import { type Journey, MOBILE, journey } from '../lib/journey';

const productCount = /^\d+ products? found$/;

export const journeys: Journey[] = [
  journey('home: a featured card leads to its detail page', async ({ page }) => {
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await expectVisible(page.getByRole('link', { name: 'Browse Products' }));
    await expectVisible(page.getByRole('link', { name: 'Learn More' }));
    await expectVisible(page.getByRole('heading', { name: 'Why Choose Raitha Yantra' }));

    const featured = page.locator('section[aria-labelledby="featured-heading"]');
    await expectVisible(featured.getByRole('heading', { name: 'Featured Equipment' }));
    const cards = featured.getByRole('listitem').getByRole('link');
    await expectCount(cards, 3);
    await expectText(featured.getByRole('listitem').first(), '₹');

    const first = cards.first();
    const name = (await first.innerText()).trim();
    await first.click();
    await expectPath(page, /^\/products\/\d+$/);
    await expectText(page.getByRole('heading', { level: 1 }), name);
    await expectTitle(page, `${name} · Raitha Yantra`);
    await expectVisible(page.getByText(/^(In Stock \(\d+ available\)|Out of Stock)$/));
    await expectVisible(page.getByRole('tab', { name: 'Buy' }));
    await expectVisible(page.getByRole('tab', { name: 'Rent' }));
  }),

  journey('catalogue: search, category filter and clear filters', async ({ page }) => {
    await page.goto('/products');
    await expectTitle(page, 'Products · Raitha Yantra');
    const count = page.getByText(productCount);
    await expectVisible(count);
    const everything = (await count.innerText()).trim();
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await expectAttribute(search, 'placeholder', 'Search products...');

    await search.fill('tractor');
    await expectPath(page, '/products?q=tractor');
    const names = page.getByRole('main').getByRole('listitem').locator('h2');
    await expectText(names.first(), /tractor/i);
    await expectText(count, productCount);

    const tractors = page.getByRole('button', { name: 'Tractors', exact: true });
    await tractors.click();
    await expectAttribute(tractors, 'aria-pressed', 'true');
    await expectAttribute(page.getByRole('button', { name: 'All Categories' }), 'aria-pressed', 'false');
    await expectPath(page, /^\/products\?q=tractor&category=\d+$/);
    await expectText(names.first(), /tractor/i);

    // The filters live in the address: they survive a reload, and Back undoes the category.
    await page.reload();
    await expectValue(search, 'tractor');
    await expectAttribute(tractors, 'aria-pressed', 'true');
    await page.goBack();
    await expectPath(page, '/products?q=tractor');
    await expectAttribute(tractors, 'aria-pressed', 'false');

    await search.fill('no such machine anywhere');
    await expectVisible(page.getByText('No products found matching your criteria.'));
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expectPath(page, '/products');
    await expectValue(search, '');
    await expectAttribute(page.getByRole('button', { name: 'All Categories' }), 'aria-pressed', 'true');
    await expectText(count, everything);
  }),

  journey('catalogue: pages through the results', async ({ page }) => {
    await page.goto('/products');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expectText(pagination, 'Page 1 of 2');
    await expectAttribute(pagination.getByRole('button', { name: 'Previous' }), 'disabled', '');
    await pagination.getByRole('button', { name: 'Next' }).click();
    await expectPath(page, '/products?page=2');
    await expectText(pagination, 'Page 2 of 2');
    await expectAttribute(pagination.getByRole('button', { name: 'Next' }), 'disabled', '');
    await page.goBack();
    await expectText(pagination, 'Page 1 of 2');
  }),

  journey('product page: an unknown id says Product not found', async ({ page }) => {
    await page.goto('/products/999999');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Product not found' }));
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await expectPath(page, '/products');
    await expectVisible(page.getByText(productCount));
  }),

  journey('not found: an unknown address shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectVisible(page.getByText('404', { exact: true }));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }));
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expectPath(page, '/');
  }),

  journey('language: Kannada throughout, and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    const kannada = page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'ಕನ್ನಡ' });
    await kannada.click();
    await expectAttribute(page.locator('html'), 'lang', 'kn');
    await expectAttribute(page.getByRole('button', { name: 'ಕನ್ನಡ' }), 'aria-pressed', 'true');

    const nav = page.getByRole('navigation', { name: 'ಮುಖ್ಯ' });
    for (const name of ['ಮುಖಪುಟ', 'ಉತ್ಪನ್ನಗಳು', 'ನಮ್ಮ ಬಗ್ಗೆ']) await expectVisible(nav.getByRole('link', { name }));
    await expectVisible(page.getByRole('link', { name: 'ಲಾಗಿನ್' }));
    await expectVisible(page.getByRole('link', { name: 'ಉತ್ಪನ್ನಗಳನ್ನು ನೋಡಿ' }));
    await expectVisible(page.getByRole('heading', { name: 'ವಿಶೇಷ ಯಂತ್ರಗಳು' }));
    await expectTitle(page, 'ರೈತ ಯಂತ್ರ');
    // Product names come from the Kannada fields; prices keep the rupee sign and Indian grouping.
    const firstCard = page.locator('section[aria-labelledby="featured-heading"] li').first();
    await expectText(firstCard.getByRole('link'), /[\u0C80-\u0CFF]/);
    await expectText(firstCard, /₹\d{1,2}(,\d\d)*,\d{3}/);

    await page.reload();
    await expectAttribute(page.locator('html'), 'lang', 'kn');
    await expectVisible(page.getByRole('link', { name: 'ಉತ್ಪನ್ನಗಳನ್ನು ನೋಡಿ' }));

    await nav.getByRole('link', { name: 'ಉತ್ಪನ್ನಗಳು' }).click();
    await expectVisible(page.getByText(/^\d+ ಉತ್ಪನ್ನಗಳು ಸಿಕ್ಕಿವೆ$/));
    await expectAttribute(page.getByRole('searchbox'), 'placeholder', 'ಉತ್ಪನ್ನಗಳನ್ನು ಹುಡುಕಿ...');
    await expectVisible(page.getByRole('button', { name: 'ಎಲ್ಲಾ ವರ್ಗಗಳು' }));
    await expectVisible(page.getByText('ವಿವರಗಳನ್ನು ನೋಡಿ').first());
    await expectTitle(page, 'ಉತ್ಪನ್ನಗಳು · ರೈತ ಯಂತ್ರ');

    await page.getByRole('button', { name: 'English' }).click();
    await expectAttribute(page.locator('html'), 'lang', 'en');
    await expectVisible(page.getByText(productCount));
  }),

  journey(
    'mobile: the menu toggle opens the site links',
    async ({ page }) => {
      await page.goto('/');
      await expectHidden(page.getByRole('navigation', { name: 'Main' }));
      const toggle = page.getByRole('button', { name: 'Menu' });
      await expectAttribute(toggle, 'aria-expanded', 'false');
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expectHidden(menu);

      await toggle.click();
      await expectAttribute(toggle, 'aria-expanded', 'true');
      for (const name of ['Home', 'Products', 'About']) await expectVisible(menu.getByRole('link', { name }));
      await expectVisible(menu.getByRole('button', { name: 'ಕನ್ನಡ' }));

      await menu.getByRole('link', { name: 'Products' }).click();
      await expectPath(page, '/products');
      await expectAttribute(toggle, 'aria-expanded', 'false');
      await expectHidden(menu);
    },
    { viewport: MOBILE },
  ),

  journey(
    'mobile: pages fit a 360 px wide phone without sideways scrolling',
    async ({ page, context }) => {
      for (const locale of ['en', 'kn']) {
        await context.addInitScript((value) => window.localStorage.setItem('ry.locale', value), locale);
        for (const path of ['/', '/products', '/products/1', '/about']) {
          await page.goto(path);
          await expectVisible(page.getByRole('heading', { level: 1 }));
          await page.waitForLoadState('networkidle');
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          assertThat(overflow <= 0, `${path} in ${locale} is ${overflow} px wider than the screen`);
        }
      }
    },
    { viewport: { width: 360, height: 740 } },
  ),

  journey('keyboard: the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expectVisible(skip);
    await page.keyboard.press('Enter');
    const focusedId = await page.evaluate(() => document.activeElement?.id);
    assertThat(focusedId === 'main-content', `Expected focus on the main content, got #${focusedId}`);
  }),
];
