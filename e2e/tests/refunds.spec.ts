import { formatKolkataDate } from '../../shared/format-date';
import { formatRupees } from '../../shared/money';
import { addDays, kolkataDay } from '../../shared/rental';
import { expectNoAxeViolations } from '../support/axe';
import { assertThat, expectPath } from '../support/expect';
import { call, catalogue, registerAndSignIn, rupees } from '../support/shop';
import { expect, test } from '../support/test';

/**
 * Refunds that reach the farmer (issue 21): a farmer cancels a rental on a 360 px phone and follows the refund on
 * /orders, in English and in Kannada. The built-in test provider settles a refund at once, so it shows as refunded
 * with its day.
 */
const PASSWORD = 'ragi-harvest-2026';

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('a farmer cancels a rental and sees the refund as processed, in English and Kannada', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/about');
    await registerAndSignIn(page, `refunds-${Date.now()}@refunds.example`, PASSWORD);
    const machine = (await catalogue(page)).find((item) => item.isAvailableForRent && item.stockQuantity > 0);
    assertThat(machine, 'the seeded catalogue has a machine for rent');
    const start = addDays(kolkataDay(new Date()), 25);
    const added = await call(page, 'cart.add', { productId: machine.id, rental: true, start, end: addDays(start, 2) });
    assertThat(added.status === 200, `cart.add answered ${added.status}: ${added.message}`);

    await page.goto('/checkout');
    await page.getByLabel('Full Name').fill('Siddalingaiah');
    await page.getByLabel('Phone Number').fill('98450 12345');
    await page.getByLabel('Address Line 1').fill('Survey No. 48, Kirugavalu');
    await page.getByLabel('City').fill('Malavalli');
    await page.getByLabel('State').fill('Karnataka');
    await page.getByLabel('Postal Code').fill('571430');
    await page.getByLabel('Country').fill('India');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('radio', { name: /^Card/ }).check();
    await page.getByLabel('Name on Card').fill('Siddalingaiah');
    await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry Date (MM/YY)').fill('12/35');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByText('Payment successful').first()).toBeVisible();
    await expectPath(page, '/orders');

    const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
    await order.getByRole('button', { name: 'Cancel this rental' }).click();
    await order.getByRole('button', { name: 'Yes, cancel and refund' }).click();
    await expect(order).toContainText('Cancelled');
    const listed = await call<{ orders: { total: number }[] }>(page, 'orders.list', { limit: 1 }, 'GET');
    const total = listed.data!.orders[0]!.total;
    const today = new Date();
    await expect(order).toContainText(
      `Refund of ${rupees(total)}: refunded on ${formatKolkataDate(today, 'en', 'long')}`,
    );
    await expectNoAxeViolations(page, '/orders with a refund');

    await page.goto('/kn/orders');
    const refund = page.locator('[data-refund-state="processed"]').first();
    await expect(refund).toContainText(
      `${formatRupees(total, 'kn')} ರೀಫಂಡ್ ${formatKolkataDate(today, 'kn', 'long')} ರಂದು ಆಗಿದೆ`,
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, '/kn/orders is wider than the screen').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '/kn/orders with a refund');
  });
});
