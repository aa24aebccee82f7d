import { formatKolkataDate } from '../../shared/format-date';
import { formatRupees } from '../../shared/money';
import { addDays, kolkataDay } from '../../shared/rental';
import { expectNoAxeViolations } from '../support/axe';
import { assertThat, expectPath } from '../support/expect';
import { testOnOwnDatabase, userRoleCommand } from '../support/own-database';
import { call, catalogue, registerAndSignIn, rupees } from '../support/shop';
import { expect } from '../support/test';

/**
 * Refunds that reach the farmer (issue 21): a farmer cancels a rental on a 360 px phone and follows the refund on
 * /orders, in English and in Kannada. The built-in test provider settles a refund at once, so it shows as refunded
 * with its day. Then an owner reads the day's settlement in /admin on the same phone.
 *
 * The owner is made by the real command (`npm run user:role`), which cannot open the embedded database the running
 * server holds, so this file's server runs on a Postgres database of its own, as backoffice.spec.ts does.
 */
const PASSWORD = 'ragi-harvest-2026';
const stamp = Date.now();
let paidTotal = 0;

const test = testOnOwnDatabase('ry_e2e_refunds');

test.describe.configure({ mode: 'serial' });

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('a farmer cancels a rental and sees the refund as processed, in English and Kannada', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/about');
    await registerAndSignIn(page, `farmer-${stamp}@refunds.example`, PASSWORD);
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
    paidTotal = total;
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

  test('an owner reads the settlement of the day: takings by method, the refund, in English and Kannada', async ({
    page,
    databaseUrl,
  }) => {
    test.setTimeout(240_000);
    assertThat(paidTotal > 0, 'the farmer paid and was refunded first');
    const owner = `owner-${stamp}@refunds.example`;
    await page.goto('/about');
    await registerAndSignIn(page, owner, PASSWORD);
    const made = userRoleCommand(databaseUrl, owner, 'owner');
    expect(made.status, made.out).toBe(0);

    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Settlement' }).click();
    await expectPath(page, '/admin/settlement');
    const takings = page.getByRole('region', { name: 'Takings by method' });
    await expect(takings.getByRole('row', { name: /^Card/ })).toContainText(rupees(paidTotal));
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await expect(refunds.getByRole('row', { name: /^Processed/ })).toContainText(rupees(paidTotal));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, '/admin/settlement is wider than the screen').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '/admin/settlement');

    await page.goto('/kn/admin/settlement');
    const takingsKn = page.getByRole('region', { name: 'ಪಾವತಿ ರೀತಿ ಪ್ರಕಾರ ಬಂದ ಹಣ' });
    await expect(takingsKn.getByRole('row', { name: /^ಕಾರ್ಡ್/ })).toContainText(formatRupees(paidTotal, 'kn'));
    const overflowKn = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflowKn, '/kn/admin/settlement is wider than the screen').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '/kn/admin/settlement');
  });
});
