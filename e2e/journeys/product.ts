import type { Page } from 'playwright-core';
import { assertThat, expectAttribute, expectText, expectVisible } from '../lib/expect';
import { type Journey, journey } from '../lib/journey';

type Item = {
  id: number;
  name: string;
  isAvailableForSale: boolean;
  isAvailableForRent: boolean;
  rentalPricePerDay: number | null;
  stockQuantity: number;
};

/** The whole seeded catalogue, read through the public API as the page itself does. */
async function catalogue(page: Page): Promise<Item[]> {
  const input = encodeURIComponent(JSON.stringify({ json: { pageSize: 60 } }));
  const response = await page.request.get(`/trpc/catalogue.list?input=${input}`);
  assertThat(response.ok(), `catalogue.list answered ${response.status()}`);
  const body = (await response.json()) as { result: { data: { json: { items: Item[] } } } };
  return body.result.data.json.items;
}

export const journeys: Journey[] = [
  journey('product page: Buy is the default tab and shows the price', async ({ page }) => {
    const item = (await catalogue(page)).find((i) => i.isAvailableForSale && i.isAvailableForRent);
    assertThat(item, 'the seed has an item for sale and for rent');
    await page.goto(`/products/${item.id}`);
    await expectText(page.getByRole('heading', { level: 1 }), item.name);
    const buy = page.getByRole('tab', { name: 'Buy' });
    await expectAttribute(buy, 'aria-selected', 'true');
    await expectText(page.getByRole('tabpanel'), /Purchase price\s*₹[\d,]+/);

    await page.getByRole('tab', { name: 'Rent' }).click();
    await expectAttribute(page.getByRole('tab', { name: 'Rent' }), 'aria-selected', 'true');
    await expectText(page.getByRole('tabpanel'), /₹[\d,]+ per day/);
  }),

  journey('product page: an item only for rent opens on Rent, with Buy disabled', async ({ page }) => {
    const item = (await catalogue(page)).find((i) => !i.isAvailableForSale && i.isAvailableForRent);
    assertThat(item, 'the seed has an item only for rent');
    await page.goto(`/products/${item.id}`);
    await expectAttribute(page.getByRole('tab', { name: 'Rent' }), 'aria-selected', 'true');
    await expectAttribute(page.getByRole('tab', { name: 'Buy' }), 'disabled', '');
    await expectVisible(page.getByText('This item is for rent only.'));
    await expectText(page.getByRole('tabpanel'), /₹[\d,]+ per day/);
  }),

  journey('product page: stock shows as In Stock (N available) or Out of Stock', async ({ page }) => {
    const items = await catalogue(page);
    const inStock = items.find((i) => i.stockQuantity > 0);
    const outOfStock = items.find((i) => i.stockQuantity === 0);
    assertThat(inStock && outOfStock, 'the seed has items in and out of stock');
    await page.goto(`/products/${inStock.id}`);
    await expectVisible(page.getByText(`In Stock (${inStock.stockQuantity} available)`));
    await page.goto(`/products/${outOfStock.id}`);
    await expectVisible(page.getByText('Out of Stock', { exact: true }));
  }),
];
