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
