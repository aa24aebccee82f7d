import type { Browser, Page } from '@playwright/test';
import { addDays, kolkataDay } from '../../shared/rental';
import { expectNoAxeViolations } from '../support/axe';
import { assertThat } from '../support/expect';
import {
  type Item,
  call,
  findItem,
  bookEveryUnit,
  pickDay,
  registerAndSignIn,
  rupees,
  submitRegisterForm,
  gotoLive,
} from '../support/shop';
import { expect, test } from '../support/test';
import { expectTapsPassThrough, toast } from '../support/toasts';

const PASSWORD = 'ploughing-season-2026';

/** Registers on the /auth page and follows the link of the confirmation e-mail, which signs the browser in. */
async function signUpInBrowser(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  await submitRegisterForm(page, email, PASSWORD);
  await expect(page.getByText('Sign up successful').first()).toBeVisible();
  await page.goto('/dev/mailbox');
  const mail = page
    .locator('article')
    .filter({ hasText: `To: ${email}` })
    .first();
  await expect(mail.first()).toBeVisible();
  const href = await mail.getByRole('link').first().getAttribute('href');
  assertThat(href, `a confirmation link reached ${email}`);
  // Links carry APP_ORIGIN (localhost); the browser's cookies belong to 127.0.0.1: follow the path here.
  const link = new URL(href);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Login successful').first()).toBeVisible();
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

type SavedCart = {
  lines: { productId: number; rental: boolean; quantity: number; start: string | null; end: string | null }[];
};

test('cart: a guest buys and rents, signs in, and the saved cart follows every change', async ({ page }) => {
  const today = kolkataDay(new Date());
  await page.goto('/');
  const tiller = await findItem(page, 'Power Tiller 13 HP Diesel');
  const rotavator = await findItem(page, 'Rotavator 6 ft (42 Blades)');

  // A purchase, as a guest.
  await gotoLive(page, `/products/${tiller.id}`);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Successfully added to cart').first()).toBeVisible();
  await expect(page.getByText(`Added to cart: ${tiller.name}`).first()).toBeVisible();
  await expect(cartLink(page).first()).toHaveAttribute('aria-label', 'Cart, 1 item');

  // A rental: without dates the button asks for them; then three days [start, return).
  await gotoLive(page, `/products/${rotavator.id}`);
  await page.getByRole('tab', { name: 'Rent' }).click();
  const rentPanel = page.getByRole('tabpanel');
  const addRental = rentPanel.getByRole('button', { name: 'Add to Cart' });
  await expect(addRental.first()).toHaveAttribute('aria-disabled', 'true');
  // Dimmed but still clickable, so it can say what is missing. Forced past Playwright's checks, so first the
  // calendar, which loads on the first Rent and then pushes the button down: a forced click while it was loading
  // landed where the button had been (one run of ten).
  await expect(rentPanel.locator('td[data-day] button').first()).toBeVisible();
  await expect(addRental.first()).toBeVisible();
  await addRental.click({ force: true });
  await expect(page.getByText('Please select rental dates').first()).toBeVisible();
  const start = addDays(today, 3);
  const end = addDays(today, 6);
  await pickDay(page, start);
  await pickDay(page, end);
  const daily = rotavator.rentalPricePerDay!;
  await expect(rentPanel.first()).toContainText(`Total for 3 days: ${rupees(daily * 3)}`);
  await expect(addRental.first()).not.toHaveAttribute('aria-disabled');
  await addRental.click();
  await expect(page.getByText(`Added to cart: ${rotavator.name}`).first()).toBeVisible();
  await expect(cartLink(page).first()).toHaveAttribute('aria-label', 'Cart, 2 items');

  // The cart shows both, priced by the server.
  await cartLink(page).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' }).first()).toBeVisible();
  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).first()).toContainText(tiller.name);
  await expect(lines.nth(0).first()).toContainText('Purchase');
  await expect(lines.nth(1).first()).toContainText('Rental');
  await expect(lines.nth(1).first()).toContainText(`${rupees(daily)} per day × 3 days`);
  await expect(lines.nth(1).first()).toContainText(rupees(daily * 3));
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.first()).toContainText(rupees(tiller.price + daily * 3));
  await expect(summary.first()).toContainText('Calculated at checkout');

  // Signing up and in keeps the cart and saves it on the server.
  await signUpInBrowser(page, `farmer-${Date.now()}@example.com`);
  await expect(cartLink(page).first()).toHaveAttribute('aria-label', 'Cart, 2 items');
  await cartLink(page).click();
  await expect(lines).toHaveCount(2);
  await expect(summary.first()).toContainText(rupees(tiller.price + daily * 3));
  await expect(async () => {
    const saved = await call<SavedCart>(page, 'cart.get', undefined, 'GET');
    assertThat(saved.data?.lines.length === 2, `the saved cart holds ${saved.data?.lines.length} lines`);
  }).toPass();
  assertThat(
    (await page.evaluate(() => localStorage.getItem('ry.cart'))) === null,
    'the guest cart is emptied once merged',
  );

  // Quantity: plus, then a typed number.
  await lines
    .nth(0)
    .getByRole('button', { name: `Increase quantity of ${tiller.name}` })
    .click();
  const quantity = lines.nth(0).getByRole('textbox', { name: `Quantity of ${tiller.name}` });
  await expect(quantity).toHaveValue('2');
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(summary.first()).toContainText(rupees(tiller.price * 3 + daily * 3));
  await expect(
    lines
      .nth(0)
      .getByRole('button', { name: `Decrease quantity of ${tiller.name}` })
      .first(),
  ).not.toHaveAttribute('disabled');

  // New rental dates from the cart: two days.
  await lines.nth(1).getByRole('button', { name: 'Change dates' }).click();
  const newStart = addDays(today, 10);
  const newEnd = addDays(today, 12);
  await pickDay(page, newStart);
  await pickDay(page, newEnd);
  await lines.nth(1).getByRole('button', { name: 'Save dates' }).click();
  await expect(lines.nth(1).first()).toContainText(`${rupees(daily)} per day × 2 days`);
  await expect(async () => {
    const saved = await call<SavedCart>(page, 'cart.get', undefined, 'GET');
    const rental = saved.data?.lines.find((l) => l.rental);
    assertThat(rental?.start === newStart && rental.end === newEnd, 'the new dates are saved');
    assertThat(saved.data?.lines.find((l) => !l.rental)?.quantity === 3, 'the new quantity is saved');
  }).toPass();

  // Remove one line, then clear the cart. The toasts lie over the cart's first rows (at 1280 px the stack covered
  // 'Yes, clear cart'), and the buttons beneath still answer.
  await lines
    .nth(0)
    .getByRole('button', { name: `Remove ${tiller.name}` })
    .click();
  await expectTapsPassThrough(toast(page, `${tiller.name} removed from your cart`).first());
  await expect(lines).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await page.getByRole('button', { name: 'Yes, clear cart' }).click();
  const clearedToast = toast(page, 'All items have been removed from your cart').first();
  await expect(clearedToast).toBeVisible();
  // Its close button takes it away at once.
  await clearedToast.getByRole('button', { name: 'Close notification' }).click();
  await expect(clearedToast).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' }).first()).toBeVisible();
  await expect(cartLink(page).first()).toHaveAttribute('aria-label', 'Cart');
  const cleared = await call<SavedCart>(page, 'cart.get', undefined, 'GET');
  assertThat(cleared.data?.lines.length === 0, 'the empty cart is saved');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' }).first()).toBeVisible();

  // Logging out leaves nothing of the saved cart in this browser.
  await gotoLive(page, `/products/${tiller.id}`);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink(page).first()).toHaveAttribute('aria-label', 'Cart, 1 item');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).first().click();
  // Logging out goes home, a page load of its own from this server-rendered page: read the browser once it is there.
  await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'load' });
  await expect(cartLink(page).first()).toHaveAttribute('aria-label', 'Cart');
  assertThat((await page.evaluate(() => localStorage.getItem('ry.cart'))) === null, 'no cart is left in this browser');
  await cartLink(page).click();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' }).first()).toBeVisible();
});

test('cart: in Kannada, a guest rents for two days and sees the cart in Kannada', async ({ page }) => {
  const today = kolkataDay(new Date());
  await page.goto('/');
  const sprayer = await findItem(page, 'Knapsack Power Sprayer 25 L');
  await gotoLive(page, `/kn/products/${sprayer.id}`);
  await expect(page.locator('html').first()).toHaveAttribute('lang', 'kn');
  await page.getByRole('tab', { name: 'ಬಾಡಿಗೆ' }).click();
  await pickDay(page, addDays(today, 2));
  await pickDay(page, addDays(today, 4));
  const panel = page.getByRole('tabpanel');
  await expect(panel.first()).toContainText(`2 ದಿನಕ್ಕೆ ಒಟ್ಟು: ${rupees(sprayer.rentalPricePerDay! * 2)}`);
  await panel.getByRole('button', { name: 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ' }).click();
  await expect(page.getByText('ಕಾರ್ಟ್‌ಗೆ ಸೇರಿತು').first()).toBeVisible();
  await page.goto('/kn/cart');
  await expect(page.getByRole('heading', { name: 'ನಿಮ್ಮ ಕಾರ್ಟ್' }).first()).toBeVisible();
  await expect(page.getByRole('main').first()).toContainText(`ದಿನಕ್ಕೆ ${rupees(sprayer.rentalPricePerDay!)} × 2 ದಿನ`);
  await expect(page.getByText('ಚೆಕ್‌ಔಟ್‌ನಲ್ಲಿ ಲೆಕ್ಕ ಹಾಕುತ್ತೇವೆ').first()).toBeVisible();
  await page.getByRole('button', { name: 'ಕಾರ್ಟ್ ಖಾಲಿ ಮಾಡಿ' }).click();
  await page.getByRole('button', { name: 'ಹೌದು, ಕಾರ್ಟ್ ಖಾಲಿ ಮಾಡಿ' }).click();
  await expect(page.getByRole('heading', { name: 'ನಿಮ್ಮ ಕಾರ್ಟ್ ಖಾಲಿ ಇದೆ' }).first()).toBeVisible();
});

test('cart: axe finds no violations in the rental calendar and on the cart page', async ({ page }) => {
  const today = kolkataDay(new Date());
  await page.goto('/');
  const tiller = await findItem(page, 'Power Tiller 13 HP Diesel');
  await gotoLive(page, `/products/${tiller.id}`);
  await page.getByRole('tab', { name: 'Rent' }).click();
  await pickDay(page, addDays(today, 1));
  await pickDay(page, addDays(today, 3));
  await expect(page.getByRole('tabpanel').first()).toContainText('Total for 2 days');
  await expectNoAxeViolations(page, 'the Rent tab with dates chosen');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`Added to cart: ${tiller.name}`).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Buy' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink(page).first()).toHaveAttribute('aria-label', 'Cart, 2 items');
  await cartLink(page).click();
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page, 'the cart page');
  await page.getByRole('button', { name: 'Change dates' }).click();
  await expect(page.getByText('Crossed-out days are fully booked.').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the cart page changing dates');
  // A toast, held on screen, is judged with the page.
  await pickDay(page, addDays(today, 10));
  await pickDay(page, addDays(today, 12));
  await page.getByRole('button', { name: 'Save dates' }).click();
  const saved = toast(page, `New rental dates for ${tiller.name}`).first();
  await expectTapsPassThrough(saved);
  await expectNoAxeViolations(page, 'the cart page with a toast', { toasts: 'held' });
  await expect(saved).toBeVisible();
});

test('cart: a fully booked day cannot be picked, but can be the return day', async ({ page, browser, server }) => {
  const today = kolkataDay(new Date());
  await page.goto('/');
  const mulcher = await findItem(page, 'Trash Mulcher 6 ft');
  const booked = addDays(today, 8);
  await bookEveryUnit(browser, server.url, mulcher, booked, addDays(booked, 1));

  await gotoLive(page, `/products/${mulcher.id}`);
  await page.getByRole('tab', { name: 'Rent' }).click();
  const bookedDay = page.locator(`td[data-day="${booked}"] button`);
  await expect(bookedDay.first()).toHaveAttribute('disabled', '');
  await expect(page.locator(`td[data-day="${addDays(booked, 1)}"] button`).first()).not.toHaveAttribute('disabled');
  await expect(page.locator(`td[data-day="${addDays(today, -1)}"] button`).first()).toHaveAttribute('disabled', '');

  // Picked up the day before, the machine can come back on the booked day: it is the return day.
  await pickDay(page, addDays(booked, -1));
  await expect(bookedDay.first()).not.toHaveAttribute('disabled');
  await bookedDay.click();
  await expect(page.getByRole('tabpanel').first()).toContainText('Total for 1 day');
});
