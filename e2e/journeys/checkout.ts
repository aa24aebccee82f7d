import type { Page } from 'playwright-core';
import { totalWithTax } from '../../shared/money';
import { addDays, kolkataDay } from '../../shared/rental';
import { assertThat, eventually, expectPath, expectText, expectTitle, expectVisible } from '../lib/expect';
import { type Journey, journey } from '../lib/journey';
import { startServer } from '../lib/server';

type Item = {
  id: number;
  name: string;
  price: number;
  rentalPricePerDay: number | null;
  isAvailableForSale: boolean;
  isAvailableForRent: boolean;
  stockQuantity: number;
};

type TrpcAnswer<T> = { status: number; data?: T; message?: string; retryAfter?: number | null };

const PASSWORD = 'ragi-and-jowar-2026';

/** Calls a procedure from inside the page, as the app does: same origin, the browser's own cookies. */
async function call<T>(page: Page, path: string, input?: unknown, method: 'GET' | 'POST' = 'POST'): Promise<TrpcAnswer<T>> {
  return page.evaluate(
    async ({ path, input, method }) => {
      const query = method === 'GET' && input !== undefined ? `?input=${encodeURIComponent(JSON.stringify({ json: input }))}` : '';
      const response = await fetch(`/trpc/${path}${query}`, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? JSON.stringify({ json: input ?? null }) : undefined,
      });
      const body = (await response.json()) as {
        result?: { data?: { json?: unknown } };
        error?: { json?: { message?: string; data?: { retryAfterSeconds?: number | null } } };
      };
      return {
        status: response.status,
        data: body.result?.data?.json as never,
        message: body.error?.json?.message,
        retryAfter: body.error?.json?.data?.retryAfterSeconds ?? null,
      };
    },
    { path, input, method },
  );
}

/** Calls again once after the wait a rate limit asks for (other journeys register from the same address too). */
async function callPatiently<T>(page: Page, path: string, input: unknown): Promise<TrpcAnswer<T>> {
  const first = await call<T>(page, path, input);
  if (first.status !== 429) return first;
  await page.waitForTimeout(((first.retryAfter ?? 30) + 1) * 1000);
  return call<T>(page, path, input);
}

const registered = new Map<string, Set<string>>();

/**
 * Signs the page in as `email`: registers and confirms through the dev mailbox the first time on this server, logs
 * in after that. Few registrations keep the journeys clear of the per-address registration limit.
 */
async function signIn(page: Page, baseURL: string, email: string): Promise<void> {
  const known = registered.get(baseURL) ?? new Set<string>();
  registered.set(baseURL, known);
  if (known.has(email)) {
    const login = await callPatiently(page, 'auth.login', { email, password: PASSWORD });
    assertThat(login.status === 200, `auth.login answered ${login.status}: ${login.message}`);
    return;
  }
  const answer = await callPatiently(page, 'auth.register', { email, password: PASSWORD, confirmPassword: PASSWORD, locale: 'en' });
  assertThat(answer.status === 200, `auth.register answered ${answer.status}: ${answer.message}`);
  const token = await eventually(async () => {
    const mailbox = await page.evaluate(async () => (await fetch('/dev/mailbox')).text());
    const mail = mailbox.split('<article>').find((m) => m.includes(`To: ${email}`));
    const match = mail && /\/auth\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail);
    assertThat(match, `a confirmation e-mail reached ${email}`);
    return match[1];
  });
  const confirmed = await call(page, 'auth.confirmEmail', { token });
  assertThat(confirmed.status === 200, `auth.confirmEmail answered ${confirmed.status}: ${confirmed.message}`);
  known.add(email);
}

async function pickItem(page: Page, wanted: (item: Item) => boolean): Promise<Item> {
  const answer = await call<{ items: Item[] }>(page, 'catalogue.list', { pageSize: 48 }, 'GET');
  const item = answer.data?.items.find(wanted);
  assertThat(item, 'the seed catalogue has a suitable item');
  return item;
}

function rupees(paise: number): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: paise % 100 === 0 ? 0 : 2,
  }).format(paise / 100);
}

function readableDay(day: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(`${day}T12:00:00+05:30`),
  );
}

async function fillShipping(page: Page): Promise<void> {
  await page.getByLabel('Full Name').fill('Manjunath Gowda');
  await page.getByLabel('Phone Number').fill('98450 12345');
  await page.getByLabel('Address Line 1').fill('Survey No. 12, Hosahalli');
  await page.getByLabel('City').fill('Mandya');
  await page.getByLabel('State').fill('Karnataka');
  await page.getByLabel('Postal Code').fill('571401');
  await page.getByLabel('Country').fill('India');
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Name on Card').fill('Manjunath Gowda');
  await page.getByLabel('Card Number').fill(number);
  await page.getByLabel('Expiry Date (MM/YY)').fill('12/35');
  await page.getByLabel('CVC').fill('123');
}

const summaryOf = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

/** Shipping, then the card: the Pay button and the summary show the same total, which is subtotal + 18 %. */
async function checkoutUpToPay(page: Page, subtotal: number): Promise<number> {
  const { tax, total } = totalWithTax(subtotal);
  await page.goto('/checkout');
  await expectTitle(page, 'Checkout');
  await expectText(summaryOf(page), rupees(subtotal));
  await expectText(summaryOf(page), 'Tax (18%)');
  await expectText(summaryOf(page), rupees(tax));
  await expectText(summaryOf(page), 'Free');
  await expectText(page.getByTestId('checkout-total'), rupees(total));
  await fillShipping(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Payment Information' }));
  await expectVisible(page.getByText('Test mode — no real money is charged'));
  await expectVisible(page.getByRole('button', { name: `Pay ${rupees(total)}` }));
  await expectText(page.getByTestId('checkout-total'), rupees(total));
  return total;
}

export const journeys: Journey[] = [
  journey('checkout: buy with 4242 4242 4242 4242, see the toast and the order on /orders', async ({ page, baseURL }) => {
    await page.goto('/about');
    await signIn(page, baseURL, 'buyer@checkout.example');
    const item = await pickItem(page, (i) => i.isAvailableForSale && i.stockQuantity > 1 && i.price > 0);
    assertThat((await call(page, 'cart.add', { productId: item.id, rental: false })).status === 200, 'added to the cart');

    await page.goto('/checkout');
    // The spec's message for a field left empty, and the form keeps the farmer on step 1.
    await fillShipping(page);
    await page.getByLabel('Full Name').fill('');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expectVisible(page.getByText('Full name is required'));

    const total = await checkoutUpToPay(page, item.price);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: `Pay ${rupees(total)}` }).click();

    await expectVisible(page.getByText('Payment successful'));
    await expectVisible(page.getByText('Your order has been placed successfully!'));
    await expectPath(page, '/orders');
    const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
    await expectText(order, item.name);
    await expectText(order, 'Purchase × 1');
    await expectText(order, 'Paid');
    await expectText(order, rupees(total));
    const cart = await call<{ lines: unknown[] }>(page, 'cart.get', undefined, 'GET');
    assertThat(cart.data?.lines.length === 0, 'the cart was emptied');
  }),

  journey('checkout: a rental order shows its dates on /orders', async ({ page, baseURL }) => {
    await page.goto('/about');
    await signIn(page, baseURL, 'buyer@checkout.example');
    const item = await pickItem(page, (i) => i.isAvailableForRent && i.rentalPricePerDay !== null && i.stockQuantity > 0);
    // Well after the dates other journeys book, so the unit is free.
    const start = addDays(kolkataDay(new Date()), 40);
    const end = addDays(start, 3);
    const added = await call(page, 'cart.add', { productId: item.id, rental: true, start, end });
    assertThat(added.status === 200, `cart.add answered ${added.status}: ${added.message}`);

    const total = await checkoutUpToPay(page, item.rentalPricePerDay! * 3);
    await expectText(summaryOf(page), `${readableDay(start)} to ${readableDay(end)}`);
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: `Pay ${rupees(total)}` }).click();

    await expectPath(page, '/orders');
    const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
    await expectText(order, item.name);
    await expectText(order, 'Rental × 1');
    await expectText(order, `${readableDay(start)} to ${readableDay(end)}`);
    await expectText(order, '3 days');
    await expectText(order, rupees(total));
  }),

  journey('checkout: a declined card shows Payment Error and nothing is ordered', async ({ page, baseURL }) => {
    await page.goto('/about');
    await signIn(page, baseURL, 'declined@checkout.example');
    const item = await pickItem(page, (i) => i.isAvailableForSale && i.stockQuantity > 1);
    await call(page, 'cart.add', { productId: item.id, rental: false });

    const total = await checkoutUpToPay(page, item.price);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: `Pay ${rupees(total)}` }).click();
    await expectVisible(page.getByText('Payment Error'));
    await expectVisible(page.getByText('Your card was declined.'));
    await expectPath(page, '/checkout');
    await expectVisible(page.getByRole('button', { name: `Pay ${rupees(total)}` }));

    // A card that fails the Luhn check is refused before anything is sent.
    await page.getByLabel('Card Number').fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: `Pay ${rupees(total)}` }).click();
    await expectVisible(page.getByText('Your card number is invalid.'));

    await page.goto('/orders');
    await expectVisible(page.getByText('No orders found'));
    const stock = await call<Item>(page, 'catalogue.byId', { id: item.id }, 'GET');
    assertThat(stock.data?.stockQuantity === item.stockQuantity, 'the stock is untouched');
  }),

  journey('checkout: a visitor is sent to log in and comes back to an empty cart', async ({ page, baseURL }) => {
    await page.goto('/checkout');
    await expectPath(page, /^\/auth\?next=%2Fcheckout$|^\/auth\?next=\/checkout$/);
    await signIn(page, baseURL, 'visitor@checkout.example');
    await page.goto('/checkout');
    await expectVisible(page.getByRole('heading', { name: 'Your Cart is Empty' }));
    await page.getByRole('link', { name: 'Browse Products' }).click();
    await expectPath(page, '/products');
    await page.getByRole('banner').getByRole('link', { name: 'My Orders' }).click();
    await expectPath(page, '/orders');
    await expectVisible(page.getByText('No orders found'));
  }),

  journey('checkout: in Stripe mode without js.stripe.com the Payment System Error page shows', async ({ context }) => {
    // A second server with Stripe keys: nothing here can reach Stripe, which is exactly the case to show.
    const stripeServer = await startServer({
      STRIPE_SECRET_KEY: 'sk_test_e2eNoNetwork',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2eNoNetwork',
    });
    const stripeContext = await context.browser()!.newContext({ baseURL: stripeServer.url, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    try {
      const page = await stripeContext.newPage();
      await page.goto('/about');
      const config = await call<{ provider: string; publishableKey?: string }>(page, 'checkout.paymentConfig', undefined, 'GET');
      assertThat(config.data?.provider === 'stripe' && config.data.publishableKey === 'pk_test_e2eNoNetwork', 'the server is in Stripe mode');
      await signIn(page, stripeServer.url, 'stripe@checkout.example');
      const item = await pickItem(page, (i) => i.isAvailableForSale && i.stockQuantity > 0);
      await call(page, 'cart.add', { productId: item.id, rental: false });

      await page.goto('/checkout');
      await expectVisible(page.getByRole('heading', { name: 'Payment System Error' }), 20_000);
      await expectVisible(page.getByText('Unable to initialize payment system. Please try again later.'));
      await page.getByRole('link', { name: 'Return to Cart' }).click();
      await expectPath(page, '/cart');
    } finally {
      await stripeContext.close();
      stripeServer.stop();
    }
  }),
];
