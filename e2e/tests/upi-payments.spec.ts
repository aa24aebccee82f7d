import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays, kolkataDay } from '../../shared/rental';
import { expectNoAxeViolations } from '../support/axe';
import { assertThat, expectPath } from '../support/expect';
import { type Item, call, catalogue, registerAndSignIn, rupees, waitForHydration } from '../support/shop';
import { startServer } from '../support/server';
import { MOBILE, expect, test } from '../support/test';

/**
 * Paying by UPI with the built-in test provider, on a phone-sized screen: UPI is offered first, the shop shows
 * "Open your UPI app" (the QR code of the upi:// address, and the simulated UPI app in test mode) and waits; the
 * simulated app approves with a UPI PIN. The approval books the order on the server, so a farmer who closed the
 * shop's tab before its confirmation appeared has a paid order all the same.
 */
const PASSWORD = 'ragi-and-jowar-2026';
const MANDYA = { lat: 12.52216, lon: 76.90092 };
const SHIPPING = {
  fullName: 'Manjunath Gowda',
  phoneNumber: '9845012345',
  addressLine1: 'Survey No. 12, Hosahalli',
  city: 'Mandya',
  state: 'Karnataka',
  postalCode: '571401',
  country: 'India',
};

test.use({ viewport: MOBILE });

const newFarmer = (what: string) => `upi-${what}-${randomBytes(4).toString('hex')}@example.in`;

async function rentableItem(page: Page): Promise<Item> {
  const item = (await catalogue(page)).find(
    (i) => i.isAvailableForRent && i.rentalPricePerDay !== null && i.stockQuantity > 0,
  );
  assertThat(item, 'the seed catalogue has a machine to rent');
  return item;
}

/** Puts a rental in the cart, well after the days other journeys book, so its unit is free. */
async function rentInCart(page: Page, item: Item, daysAhead: number): Promise<void> {
  const start = addDays(kolkataDay(new Date()), daysAhead);
  const added = await call(page, 'cart.add', { productId: item.id, rental: true, start, end: addDays(start, 2) });
  assertThat(added.status === 200, `cart.add answered ${added.status}: ${added.message}`);
}

/** The simulated UPI app, opened from the shop's payment step (`scope`) in a tab of its own. */
async function openTestApp(
  page: Page,
  scope: Pick<Page, 'getByRole'> = page,
  linkName = 'Open the test UPI app',
): Promise<Page> {
  const [app] = await Promise.all([page.waitForEvent('popup'), scope.getByRole('link', { name: linkName }).click()]);
  await waitForHydration(app);
  return app;
}

test('upi: a farmer rents a machine, closes the shop before its confirmation, and the order is paid', async ({
  page,
}) => {
  await page.goto('/about');
  await registerAndSignIn(page, newFarmer('rent'), PASSWORD);
  const item = await rentableItem(page);
  await rentInCart(page, item, 50);

  await page.goto('/checkout');
  await page.getByLabel('Full Name').fill(SHIPPING.fullName);
  await page.getByLabel('Phone Number').fill('98450 12345');
  await page.getByLabel('Address Line 1').fill(SHIPPING.addressLine1);
  await page.getByLabel('City').fill(SHIPPING.city);
  await page.getByLabel('State').fill(SHIPPING.state);
  await page.getByLabel('Postal Code').fill(SHIPPING.postalCode);
  await page.getByLabel('Country').fill(SHIPPING.country);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  // UPI first, and chosen already; the QR code of the upi:// address and the test app's link.
  await expect(page.getByRole('radio', { name: /^UPI/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Open your UPI app' })).toBeVisible();
  await expect(page.getByText('PhonePe, Google Pay, Paytm, BHIM', { exact: false }).first()).toBeVisible();
  const qr = page.getByRole('img', { name: /QR code to pay .* to Raitha Yantra by UPI/ });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  const waiting = page.getByRole('status').filter({ hasText: 'Waiting for you to approve' });
  await expect(waiting).toBeVisible();
  const total = (await waiting.textContent())!.match(/approve (₹[\d,.]+)/)![1]!;
  await expectNoAxeViolations(page, 'the UPI payment step');

  const app = await openTestApp(page);
  await expect(app.getByRole('heading', { name: 'Test UPI app' })).toBeVisible();
  await expect(app.locator('#main-content').getByText('Raitha Yantra', { exact: true })).toBeVisible();
  await expect(app.getByTestId('upi-amount')).toHaveText(total);
  await expectNoAxeViolations(app, 'the simulated UPI app');

  // The farmer leaves the shop's tab before it shows anything, and approves in the app.
  await page.close();
  await app.getByLabel('Enter your UPI PIN').fill('2580');
  await app.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(app.getByText('Payment successful')).toBeVisible();
  await expect(app.getByText(/UPI reference number: \d{12}/)).toBeVisible();
  await expectNoAxeViolations(app, 'the simulated UPI app after paying');

  await app.goto('/orders');
  const order = app.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
  await expect(order).toContainText(item.name);
  await expect(order).toContainText('Paid');
  await expect(order).toContainText(total);
});

test('upi: a wrong PIN is declined on the waiting screen, then the hire advance is paid by UPI', async ({ page }) => {
  await page.goto('/about');
  await registerAndSignIn(page, newFarmer('hire'), PASSWORD);
  const day = addDays(kolkataDay(new Date()), 7);
  const search = { operation: 'ploughing', ...MANDYA, areaMilliAcres: 2000, day };
  const offers = await call<{ serviceId: number; quote: { advance: number } }[]>(page, 'hiring.search', search, 'GET');
  const offer = offers.data![0]!;
  const booked = await call(page, 'hiring.book', {
    serviceId: offer.serviceId,
    day,
    slot: 'afternoon',
    areaMilliAcres: 2000,
    ...MANDYA,
    place: 'Mandya 571401',
    landmark: 'Behind the milk dairy',
    phone: '98450 12345',
  });
  expect(booked.status, `hiring.book: ${booked.message}`).toBe(200);

  await page.goto('/orders');
  const job = page.getByTestId('hire-job').first();
  const advance = rupees(offer.quote.advance);
  await expect(async () => {
    await job.getByRole('button', { name: `Pay the advance ${advance}` }).click();
    await expect(job.getByRole('heading', { name: 'Open your UPI app' })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(job.getByRole('radio', { name: /^UPI/ })).toBeChecked();

  // A wrong PIN: the app says so, and the shop's waiting screen tells the decline.
  const app = await openTestApp(page, job);
  await app.getByLabel('Enter your UPI PIN').fill('0000');
  await app.getByRole('button', { name: `Pay ${advance}` }).click();
  await expect(app.getByText('Payment declined')).toBeVisible();
  await expect(app.getByText('UPI error code: ZM')).toBeVisible();
  await expect(job.getByRole('alert')).toContainText('Wrong UPI PIN', { timeout: 15_000 });
  await expectNoAxeViolations(page, 'the waiting screen after a decline');

  // Trying again asks the app again; the right PIN pays, and the job is booked while the shop's page waits.
  await job.getByRole('button', { name: 'Try UPI again' }).click();
  await expect(job.getByRole('status').filter({ hasText: 'Waiting for you to approve' })).toBeVisible();
  await app.reload();
  await app.getByLabel('Enter your UPI PIN').fill('258046');
  await app.getByRole('button', { name: `Pay ${advance}` }).click();
  await expect(app.getByText('Payment successful')).toBeVisible();
  await expect(job.getByTestId('hire-job-status')).toHaveText('Booked', { timeout: 15_000 });
});

test('upi: the payment step in Kannada offers UPI and "Open your UPI app"', async ({ page }) => {
  await page.goto('/about');
  await registerAndSignIn(page, newFarmer('kn'), PASSWORD);
  // A checkout started once saves the address, so the Kannada form starts filled in.
  await rentInCart(page, await rentableItem(page), 60);
  const started = await call(page, 'checkout.start', SHIPPING);
  assertThat(started.status === 200, `checkout.start answered ${started.status}: ${started.message}`);

  await page.goto('/kn/checkout');
  await expect(page.getByLabel('ಪೂರ್ತಿ ಹೆಸರು')).toHaveValue(SHIPPING.fullName);
  await page.getByRole('button', { name: 'ಪಾವತಿಗೆ ಮುಂದೆ ಹೋಗಿ' }).click();
  await expect(page.getByRole('radio', { name: /^ಯುಪಿಐ/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^ಕಾರ್ಡ್/ })).not.toBeChecked();
  await expect(page.getByRole('heading', { name: 'ನಿಮ್ಮ ಯುಪಿಐ ಆ್ಯಪ್ ತೆರೆಯಿರಿ' })).toBeVisible();
  const testApp = page.getByRole('link', { name: 'ಟೆಸ್ಟ್ ಯುಪಿಐ ಆ್ಯಪ್ ತೆರೆಯಿರಿ' });
  await expect(testApp).toHaveAttribute('href', /^\/kn\/upi-test\//);
  await expect(page.getByRole('status').filter({ hasText: 'ಒಪ್ಪಿಗೆ ಕೊಡೋದನ್ನ ಕಾಯ್ತಾ ಇದ್ದೀವಿ' })).toBeVisible();
  await expectNoAxeViolations(page, 'the Kannada UPI payment step');

  const app = await openTestApp(page, page, 'ಟೆಸ್ಟ್ ಯುಪಿಐ ಆ್ಯಪ್ ತೆರೆಯಿರಿ');
  await expectPath(app, /\/kn\/upi-test\//);
  await expect(app.getByRole('heading', { name: 'ಟೆಸ್ಟ್ ಯುಪಿಐ ಆ್ಯಪ್' })).toBeVisible();
  await expect(app.getByLabel('ನಿಮ್ಮ ಯುಪಿಐ ಪಿನ್ ಹಾಕಿ')).toBeVisible();
  await expectNoAxeViolations(app, 'the simulated UPI app in Kannada');
});

test.describe('on a phone with a touch screen', () => {
  test.use({ isMobile: true, hasTouch: true });

  test('upi: the payment step opens the UPI app by its upi:// address', async ({ page }) => {
    await page.goto('/about');
    await registerAndSignIn(page, newFarmer('phone'), PASSWORD);
    await rentInCart(page, await rentableItem(page), 80);
    const started = await call(page, 'checkout.start', SHIPPING);
    assertThat(started.status === 200, `checkout.start answered ${started.status}: ${started.message}`);
    await page.goto('/checkout');
    await expect(page.getByLabel('Full Name')).toHaveValue(SHIPPING.fullName);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    await expect(page.getByRole('heading', { name: 'Open your UPI app' })).toBeVisible();
    const intent = page.getByRole('link', { name: /^Pay .* in your UPI app$/ });
    await expect(intent).toHaveAttribute(
      'href',
      /^upi:\/\/pay\?pa=raithayantra@testupi&pn=Raitha%20Yantra&am=\d+\.\d{2}&cu=INR&tr=tpi_\w+&tn=/,
    );
    await expect(page.getByText('Works with PhonePe, Google Pay, Paytm, BHIM and every other UPI app.')).toBeVisible();
    // A phone shows no QR code to scan with itself.
    await expect(page.getByRole('img', { name: /QR code to pay/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Open the test UPI app' })).toBeVisible();
  });
});

test('upi: a farmer who walks away from the UPI app lets the request expire', async ({ browser }) => {
  // A server of its own whose clock the test may move (TEST_CLOCK, POST /dev/clock), so no other journey's time moves.
  const server = await startServer({ TEST_CLOCK: 'true' });
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: MOBILE,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  try {
    const page = await context.newPage();
    await page.goto('/about');
    await registerAndSignIn(page, newFarmer('away'), PASSWORD);
    await rentInCart(page, await rentableItem(page), 70);
    const started = await call(page, 'checkout.start', SHIPPING);
    assertThat(started.status === 200, `checkout.start answered ${started.status}: ${started.message}`);
    await page.goto('/checkout');
    await expect(page.getByLabel('Full Name')).toHaveValue(SHIPPING.fullName);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for you to approve' })).toBeVisible();
    const app = await openTestApp(page);
    await expect(app.getByLabel('Enter your UPI PIN')).toBeVisible();
    await expect(app.getByText(/If you leave without paying, the request expires at/)).toBeVisible();

    // The farmer leaves the app; time passes.
    const moved = await page.evaluate(
      async () =>
        (
          await fetch('/dev/clock', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ days: 1 }),
          })
        ).status,
    );
    expect(moved).toBe(200);
    await expect(page.getByRole('alert')).toContainText('The UPI request ran out of time before it was approved.', {
      timeout: 15_000,
    });
    await app.reload();
    await expect(app.getByText('This payment request has expired')).toBeVisible();
    await expect(app.getByLabel('Enter your UPI PIN')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the waiting screen after the request expired');
  } finally {
    await context.close();
    server.stop();
  }
});
