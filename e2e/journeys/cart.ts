import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDays, kolkataDay } from '../../shared/rental';
import { assertThat, eventually, expectAttribute, expectCount, expectText, expectVisible } from '../lib/expect';
import { type Journey, journey } from '../lib/journey';

type Item = {
  id: number;
  name: string;
  price: number;
  rentalPricePerDay: number | null;
  stockQuantity: number;
};

type TrpcAnswer<T> = { status: number; data?: T; message?: string };

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
      const body = (await response.json()) as { result?: { data?: { json?: unknown } }; error?: { json?: { message?: string } } };
      return { status: response.status, data: body.result?.data?.json as never, message: body.error?.json?.message };
    },
    { path, input, method },
  );
}

async function findItem(page: Page, name: string): Promise<Item> {
  const answer = await call<{ items: Item[] }>(page, 'catalogue.list', { search: name, pageSize: 10 }, 'GET');
  const item = answer.data?.items.find((i) => i.name === name);
  assertThat(item, `the seed has "${name}"`);
  return item;
}

/** Registers on the /auth page and follows the link of the confirmation e-mail, which signs the browser in. */
async function signUpInBrowser(page: Page, email: string): Promise<void> {
  const password = 'ploughing-season-2026';
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expectVisible(page.getByText('Sign up successful'));
  await page.goto('/dev/mailbox');
  const mail = page.locator('article').filter({ hasText: `To: ${email}` }).first();
  await expectVisible(mail);
  const href = await mail.getByRole('link').first().getAttribute('href');
  assertThat(href, `a confirmation link reached ${email}`);
  // Links carry APP_ORIGIN (localhost); the browser's cookies belong to 127.0.0.1: follow the path here.
  const link = new URL(href);
  await page.goto(`${link.pathname}${link.search}`);
  await expectVisible(page.getByText('Login successful'));
}

/** Registers through the API and confirms through the dev mailbox; confirming signs the browser in. */
async function registerAndSignIn(page: Page, email: string): Promise<void> {
  const password = 'ploughing-season-2026';
  const registered = await call(page, 'auth.register', { email, password, confirmPassword: password, locale: 'en' });
  assertThat(registered.status === 200, `auth.register answered ${registered.status}: ${registered.message}`);
  const token = await eventually(async () => {
    const mailbox = await page.evaluate(async () => (await fetch('/dev/mailbox')).text());
    const mail = mailbox.split('<article>').find((m) => m.includes(`To: ${email}`));
    const match = mail && /\/auth\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail);
    assertThat(match, `a confirmation e-mail reached ${email}`);
    return match[1];
  });
  const confirmed = await call(page, 'auth.confirmEmail', { token });
  assertThat(confirmed.status === 200, `auth.confirmEmail answered ${confirmed.status}: ${confirmed.message}`);
}

function rupees(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(paise / 100);
}

/** Clicks a day of the open rental calendar. */
async function pickDay(page: Page, day: string) {
  await page.locator(`td[data-day="${day}"] button`).first().click();
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

type SavedCart = { lines: { productId: number; rental: boolean; quantity: number; start: string | null; end: string | null }[] };

/** Another farmer, in a browser of their own, takes every unit of `item` on [start, end) by starting a checkout. */
async function bookEveryUnit(browser: Browser, baseURL: string, item: Item, start: string, end: string) {
  const context: BrowserContext = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/about');
    await registerAndSignIn(page, `other-farmer-${Date.now()}@example.com`);
    await call(page, 'cart.add', { productId: item.id, rental: true, start, end });
    if (item.stockQuantity > 1) {
      await call(page, 'cart.updateQuantity', { productId: item.id, rental: true, quantity: item.stockQuantity });
    }
    const started = await call(page, 'checkout.start', {
      fullName: 'Manjunath Gowda',
      phoneNumber: '9845012345',
      addressLine1: 'Survey No. 12, Hosahalli',
      city: 'Mandya',
      state: 'Karnataka',
      postalCode: '571401',
      country: 'India',
    });
    assertThat(started.status === 200, `checkout.start answered ${started.status}: ${started.message}`);
  } finally {
    await context.close();
  }
}

async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const report = violations
    .map((v) => `  [${v.impact}] ${v.id}: ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)
    .join('\n');
  assertThat(violations.length === 0, `axe found ${violations.length} violations on ${what}:\n${report}`);
}

export const journeys: Journey[] = [
  journey('cart: a guest buys and rents, signs in, and the saved cart follows every change', async ({ page }) => {
    const today = kolkataDay(new Date());
    await page.goto('/');
    const tiller = await findItem(page, 'Power Tiller 13 HP Diesel');
    const rotavator = await findItem(page, 'Rotavator 6 ft (42 Blades)');

    // A purchase, as a guest.
    await page.goto(`/products/${tiller.id}`);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Add to Cart' }).click();
    await expectVisible(page.getByText('Successfully added to cart'));
    await expectVisible(page.getByText(`Added to cart: ${tiller.name}`));
    await expectAttribute(cartLink(page), 'aria-label', 'Cart, 1 item');

    // A rental: without dates the button asks for them; then three days [start, return).
    await page.goto(`/products/${rotavator.id}`);
    await page.getByRole('tab', { name: 'Rent' }).click();
    const rentPanel = page.getByRole('tabpanel');
    const addRental = rentPanel.getByRole('button', { name: 'Add to Cart' });
    await expectAttribute(addRental, 'aria-disabled', 'true');
    // Dimmed but still clickable, so it can say what is missing.
    await addRental.click({ force: true });
    await expectVisible(page.getByText('Please select rental dates'));
    const start = addDays(today, 3);
    const end = addDays(today, 6);
    await pickDay(page, start);
    await pickDay(page, end);
    const daily = rotavator.rentalPricePerDay!;
    await expectText(rentPanel, `Total for 3 days: ${rupees(daily * 3)}`);
    await expectAttribute(addRental, 'aria-disabled', null);
    await addRental.click();
    await expectVisible(page.getByText(`Added to cart: ${rotavator.name}`));
    await expectAttribute(cartLink(page), 'aria-label', 'Cart, 2 items');

    // The cart shows both, priced by the server.
    await cartLink(page).click();
    await expectVisible(page.getByRole('heading', { name: 'Shopping Cart' }));
    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expectCount(lines, 2);
    await expectText(lines.nth(0), tiller.name);
    await expectText(lines.nth(0), 'Purchase');
    await expectText(lines.nth(1), 'Rental');
    await expectText(lines.nth(1), `${rupees(daily)} per day × 3 days`);
    await expectText(lines.nth(1), rupees(daily * 3));
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expectText(summary, rupees(tiller.price + daily * 3));
    await expectText(summary, 'Calculated at checkout');

    // Signing up and in keeps the cart and saves it on the server.
    await signUpInBrowser(page, `farmer-${Date.now()}@example.com`);
    await expectAttribute(cartLink(page), 'aria-label', 'Cart, 2 items');
    await cartLink(page).click();
    await expectCount(lines, 2);
    await expectText(summary, rupees(tiller.price + daily * 3));
    await eventually(async () => {
      const saved = await call<SavedCart>(page, 'cart.get', undefined, 'GET');
      assertThat(saved.data?.lines.length === 2, `the saved cart holds ${saved.data?.lines.length} lines`);
    });
    assertThat((await page.evaluate(() => localStorage.getItem('ry.cart'))) === null, 'the guest cart is emptied once merged');

    // Quantity: plus, then a typed number.
    await lines.nth(0).getByRole('button', { name: `Increase quantity of ${tiller.name}` }).click();
    const quantity = lines.nth(0).getByRole('textbox', { name: `Quantity of ${tiller.name}` });
    await eventually(async () => assertThat((await quantity.inputValue()) === '2', 'the quantity went up to 2'));
    await quantity.fill('3');
    await quantity.press('Enter');
    await expectText(summary, rupees(tiller.price * 3 + daily * 3));
    await expectAttribute(lines.nth(0).getByRole('button', { name: `Decrease quantity of ${tiller.name}` }), 'disabled', null);

    // New rental dates from the cart: two days.
    await lines.nth(1).getByRole('button', { name: 'Change dates' }).click();
    const newStart = addDays(today, 10);
    const newEnd = addDays(today, 12);
    await pickDay(page, newStart);
    await pickDay(page, newEnd);
    await lines.nth(1).getByRole('button', { name: 'Save dates' }).click();
    await expectText(lines.nth(1), `${rupees(daily)} per day × 2 days`);
    await eventually(async () => {
      const saved = await call<SavedCart>(page, 'cart.get', undefined, 'GET');
      const rental = saved.data?.lines.find((l) => l.rental);
      assertThat(rental?.start === newStart && rental.end === newEnd, 'the new dates are saved');
      assertThat(saved.data?.lines.find((l) => !l.rental)?.quantity === 3, 'the new quantity is saved');
    });

    // Remove one line, then clear the cart.
    await lines.nth(0).getByRole('button', { name: `Remove ${tiller.name}` }).click();
    await expectVisible(page.getByText(`${tiller.name} removed from your cart`));
    await expectCount(lines, 1);
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await page.getByRole('button', { name: 'Yes, clear cart' }).click();
    await expectVisible(page.getByText('All items have been removed from your cart'));
    await expectVisible(page.getByRole('heading', { name: 'Your Cart is Empty' }));
    await expectVisible(page.getByRole('link', { name: 'Browse Products' }));
    await expectAttribute(cartLink(page), 'aria-label', 'Cart');
    const cleared = await call<SavedCart>(page, 'cart.get', undefined, 'GET');
    assertThat(cleared.data?.lines.length === 0, 'the empty cart is saved');
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Your Cart is Empty' }));

    // Logging out leaves nothing of the saved cart in this browser.
    await page.goto(`/products/${tiller.id}`);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Add to Cart' }).click();
    await expectAttribute(cartLink(page), 'aria-label', 'Cart, 1 item');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).first().click();
    await expectAttribute(cartLink(page), 'aria-label', 'Cart');
    assertThat((await page.evaluate(() => localStorage.getItem('ry.cart'))) === null, 'no cart is left in this browser');
    await cartLink(page).click();
    await expectVisible(page.getByRole('heading', { name: 'Your Cart is Empty' }));
  }),

  journey('cart: in Kannada, a guest rents for two days and sees the cart in Kannada', async ({ page }) => {
    const today = kolkataDay(new Date());
    await page.goto('/');
    const sprayer = await findItem(page, 'Knapsack Power Sprayer 25 L');
    await page.getByRole('button', { name: 'ಕನ್ನಡ' }).first().click();
    await expectAttribute(page.locator('html'), 'lang', 'kn');
    await page.goto(`/products/${sprayer.id}`);
    await page.getByRole('tab', { name: 'ಬಾಡಿಗೆ' }).click();
    await pickDay(page, addDays(today, 2));
    await pickDay(page, addDays(today, 4));
    const panel = page.getByRole('tabpanel');
    await expectText(panel, `2 ದಿನಗಳಿಗೆ ಒಟ್ಟು: ${rupees(sprayer.rentalPricePerDay! * 2)}`);
    await panel.getByRole('button', { name: 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ' }).click();
    await expectVisible(page.getByText('ಕಾರ್ಟ್‌ಗೆ ಯಶಸ್ವಿಯಾಗಿ ಸೇರಿಸಲಾಗಿದೆ'));
    await page.goto('/cart');
    await expectVisible(page.getByRole('heading', { name: 'ಶಾಪಿಂಗ್ ಕಾರ್ಟ್' }));
    await expectText(page.getByRole('main'), `ದಿನಕ್ಕೆ ${rupees(sprayer.rentalPricePerDay!)} × 2 ದಿನಗಳು`);
    await expectVisible(page.getByText('ಚೆಕ್‌ಔಟ್‌ನಲ್ಲಿ ಲೆಕ್ಕ ಹಾಕಲಾಗುತ್ತದೆ').first());
    await page.getByRole('button', { name: 'ಕಾರ್ಟ್ ಖಾಲಿ ಮಾಡಿ' }).click();
    await page.getByRole('button', { name: 'ಹೌದು, ಕಾರ್ಟ್ ಖಾಲಿ ಮಾಡಿ' }).click();
    await expectVisible(page.getByRole('heading', { name: 'ನಿಮ್ಮ ಕಾರ್ಟ್ ಖಾಲಿಯಾಗಿದೆ' }));
  }),

  journey('cart: axe finds no violations in the rental calendar and on the cart page', async ({ page }) => {
    const today = kolkataDay(new Date());
    await page.goto('/');
    const tiller = await findItem(page, 'Power Tiller 13 HP Diesel');
    await page.goto(`/products/${tiller.id}`);
    await page.getByRole('tab', { name: 'Rent' }).click();
    await pickDay(page, addDays(today, 1));
    await pickDay(page, addDays(today, 3));
    await expectText(page.getByRole('tabpanel'), 'Total for 2 days');
    await expectNoAxeViolations(page, 'the Rent tab with dates chosen');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Add to Cart' }).click();
    await expectVisible(page.getByText(`Added to cart: ${tiller.name}`));
    await page.getByRole('tab', { name: 'Buy' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Add to Cart' }).click();
    await expectAttribute(cartLink(page), 'aria-label', 'Cart, 2 items');
    await cartLink(page).click();
    await expectCount(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem'), 2);
    await expectNoAxeViolations(page, 'the cart page');
    await page.getByRole('button', { name: 'Change dates' }).click();
    await expectVisible(page.getByText('Crossed-out days are fully booked.'));
    await expectNoAxeViolations(page, 'the cart page changing dates');
  }),

  journey('cart: a fully booked day cannot be picked, but can be the return day', async ({ page, context, baseURL }) => {
    const today = kolkataDay(new Date());
    await page.goto('/');
    const mulcher = await findItem(page, 'Trash Mulcher 6 ft');
    const booked = addDays(today, 8);
    const browser = context.browser();
    assertThat(browser, 'the journey runs in a browser');
    await bookEveryUnit(browser, baseURL, mulcher, booked, addDays(booked, 1));

    await page.goto(`/products/${mulcher.id}`);
    await page.getByRole('tab', { name: 'Rent' }).click();
    const bookedDay = page.locator(`td[data-day="${booked}"] button`);
    await expectAttribute(bookedDay, 'disabled', '');
    await expectAttribute(page.locator(`td[data-day="${addDays(booked, 1)}"] button`), 'disabled', null);
    await expectAttribute(page.locator(`td[data-day="${addDays(today, -1)}"] button`), 'disabled', '');

    // Picked up the day before, the machine can come back on the booked day: it is the return day.
    await pickDay(page, addDays(booked, -1));
    await expectAttribute(bookedDay, 'disabled', null);
    await bookedDay.click();
    await expectText(page.getByRole('tabpanel'), 'Total for 1 day');
  }),
];
