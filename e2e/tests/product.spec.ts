import { assertThat } from '../support/expect';
import { catalogue } from '../support/shop';
import { expect, test } from '../support/test';

test('product page: Buy is the default tab and shows the price', async ({ page }) => {
  const item = (await catalogue(page)).find((i) => i.isAvailableForSale && i.isAvailableForRent);
  assertThat(item, 'the seed has an item for sale and for rent');
  await page.goto(`/products/${item.id}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(item.name);
  const buy = page.getByRole('tab', { name: 'Buy' });
  await expect(buy.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').first()).toContainText(/Purchase price\s*₹[\d,]+/);

  await page.getByRole('tab', { name: 'Rent' }).click();
  await expect(page.getByRole('tab', { name: 'Rent' }).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').first()).toContainText(/₹[\d,]+ per day/);
});

test('product page: an item only for rent opens on Rent, with Buy disabled', async ({ page }) => {
  const item = (await catalogue(page)).find((i) => !i.isAvailableForSale && i.isAvailableForRent);
  assertThat(item, 'the seed has an item only for rent');
  await page.goto(`/products/${item.id}`);
  await expect(page.getByRole('tab', { name: 'Rent' }).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Buy' }).first()).toHaveAttribute('disabled', '');
  await expect(page.getByText('This item is for rent only.').first()).toBeVisible();
  await expect(page.getByRole('tabpanel').first()).toContainText(/₹[\d,]+ per day/);
});

test('product page: stock shows as In Stock (N available) or Out of Stock', async ({ page }) => {
  const items = await catalogue(page);
  const inStock = items.find((i) => i.stockQuantity > 0);
  const outOfStock = items.find((i) => i.stockQuantity === 0);
  assertThat(inStock && outOfStock, 'the seed has items in and out of stock');
  await page.goto(`/products/${inStock.id}`);
  await expect(page.getByText(`In Stock (${inStock.stockQuantity} available)`).first()).toBeVisible();
  await page.goto(`/products/${outOfStock.id}`);
  await expect(page.getByText('Out of Stock', { exact: true }).first()).toBeVisible();
});

test(
  'product page: the main picture has its size before it loads and is fetched ' +
    'first; catalogue cards below the fold wait',
  async ({ page }) => {
    const [first] = await catalogue(page);
    assertThat(first, 'the seed has a product');
    await page.goto(`/products/${first.id}`);
    const main = page.getByRole('img', { name: first.name, exact: true });
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('width', /^\d+$/);
    await expect(main).toHaveAttribute('height', /^\d+$/);
    expect(await main.getAttribute('loading')).not.toBe('lazy');
    // The box is 4:3 whatever the file (a drawing here; srcset photos are checked in catalogue-photos.test.ts).
    const box = await main.boundingBox();
    assertThat(box, 'the main picture is shown');
    expect(Math.round((box.width / box.height) * 3)).toBe(4);

    await page.goto('/products');
    const cards = page.locator('main ul > li img');
    await expect(cards.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(cards.nth(3)).toHaveAttribute('loading', 'lazy');
    expect(await cards.nth(3).getAttribute('fetchpriority')).toBeNull();
  },
);
