import type { Browser, Page } from '@playwright/test';
import { addDays, kolkataDay } from '../../shared/rental';
import { assertThat } from '../support/expect';
import { type Item, call, catalogue, findItem, bookEveryUnit, pickDay, registerAndSignIn } from '../support/shop';
import { expect, test } from '../support/test';
import { toast } from '../support/toasts';

// With the shop in Kannada, every refusal reads in Kannada: the server sends a reason and its parameters, and the
// page words them (client/refusals.ts). Each test triggers one refusal a farmer can meet and reads the toast.

const PASSWORD = 'ragi-field-2026';
const LATIN = /[A-Za-z]/;
const KANNADA = /[\u0C80-\u0CFF]/;

type ItemKn = Item & { nameKn: string };

/** Opens `path` at its Kannada address (/kn/...), where the whole shop speaks Kannada. */
async function openInKannada(page: Page, path: string): Promise<void> {
  await page.goto(path === '/' ? '/kn/' : `/kn${path}`);
  await expect(page.locator('html').first()).toHaveAttribute('lang', 'kn');
  // Forms are typed into once the page is live (a run that typed into the server's HTML first lost the e-mail).
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** The toast whose text matches, and its text once it is shown. */
async function toastText(page: Page, text: RegExp | string): Promise<string> {
  const shown = toast(page, text).first();
  await expect(shown).toBeVisible();
  return (await shown.textContent()) ?? '';
}

test('refusals in Kannada: adding more than the stock names the machine and what is left', async ({ page }) => {
  await page.goto('/about');
  const forSale = (await catalogue(page))
    .filter((item) => item.isAvailableForSale && item.stockQuantity >= 1 && item.stockQuantity <= 4)
    .sort((a, b) => a.stockQuantity - b.stockQuantity)[0] as ItemKn | undefined;
  assertThat(forSale, 'the seed has a machine for sale with a few units');

  await openInKannada(page, `/products/${forSale.id}`);
  const panel = page.getByRole('tabpanel');
  for (let added = 1; added <= forSale.stockQuantity; added++) {
    await panel.getByRole('button', { name: 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ' }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ry.cart') ?? ''))
      .toContain(`"quantity":${added}`);
  }
  await panel.getByRole('button', { name: 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ' }).click();

  const text = await toastText(page, 'ಮಾತ್ರ ಉಳಿದಿದೆ');
  expect(text).toContain(`${forSale.nameKn} ಇನ್ನು ${forSale.stockQuantity} ಮಾತ್ರ ಉಳಿದಿದೆ`);
  expect(text).not.toContain(forSale.name);
  expect(text).not.toMatch(/in stock|left/i);
});

test('refusals in Kannada: rental days taken meanwhile are named, with the days in Kannada', async ({
  page,
  browser,
  server,
}) => {
  const today = kolkataDay(new Date());
  const start = addDays(today, 20);
  const end = addDays(today, 23);
  await page.goto('/about');
  const forRent = (await catalogue(page))
    .filter(
      (item) =>
        item.isAvailableForRent &&
        item.rentalPricePerDay !== null &&
        item.stockQuantity >= 1 &&
        item.stockQuantity <= 3,
    )
    .sort((a, b) => a.stockQuantity - b.stockQuantity)[0] as ItemKn | undefined;
  assertThat(forRent, 'the seed has a machine for rent with a few units');

  // The calendar is read while the days are still free...
  await openInKannada(page, `/products/${forRent.id}`);
  await page.getByRole('tab', { name: 'ಬಾಡಿಗೆ' }).click();
  await expect(page.locator(`td[data-day="${start}"] button`).first()).toBeEnabled();
  // ...then another farmer books and pays for every unit on those days before this one adds them.
  await bookEveryUnit(browser, server.url, await findItem(page, forRent.name), start, end);
  await pickDay(page, start);
  await pickDay(page, end);
  await page.getByRole('tabpanel').getByRole('button', { name: 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ' }).click();

  const text = await toastText(page, 'ಖಾಲಿ ಇಲ್ಲ');
  expect(text).toContain(`${forRent.nameKn} ಖಾಲಿ ಇಲ್ಲ. ಬೇರೆ ದಿನ ಆರಿಸಿ.`);
  expect(text).toContain('ರಿಂದ');
  expect(text).not.toContain(forRent.name);
  // The days are written in Kannada too (month names, not 'Dec').
  expect(text).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
});

test('refusals in Kannada: a wrong password, then the login limit with the seconds to wait', async ({ page }) => {
  const email = `farmer-${Date.now()}@example.com`;
  await openInKannada(page, '/auth');
  const form = page
    .locator('form')
    .filter({ has: page.locator('input[type="password"]') })
    .first();
  await form.locator('input[type="email"]').fill(email);
  await form.locator('input[type="password"]').first().fill('not-the-password');
  await form.locator('input[type="password"]').first().press('Enter');
  const wrong = await toastText(page, 'ಇಮೇಲ್ ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ');
  expect(wrong).not.toContain('Invalid login credentials');

  // Ten sign-ins a minute from one address: the rest of the allowance goes at once.
  for (let i = 0; i < 10; i++) await call(page, 'auth.login', { email, password: 'not-the-password' });
  await form.locator('input[type="password"]').first().press('Enter');
  const limited = await toastText(page, 'ತುಂಬಾ ಸಲ ಪ್ರಯತ್ನಿಸಿದ್ದೀರಿ');
  expect(limited).toMatch(/\d+ ಸೆಕೆಂಡ್ ಬಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ/);
  expect(limited).not.toMatch(/Too many|seconds/);
});

test("refusals in Kannada: the assistant's message limit reads in Kannada", async ({ page }) => {
  await openInKannada(page, '/');
  // Twenty messages a minute per visitor; these use it up without waiting for answers.
  for (let i = 0; i < 20; i++) {
    await call(page, 'chat.send', { messages: [{ role: 'user', content: 'ಟ್ರ್ಯಾಕ್ಟರ್ ಬಾಡಿಗೆ ಎಷ್ಟು?' }], language: 'kn' });
  }
  await page
    .getByRole('button', { name: /ಕೃಷಿ ಸಹಾಯಕ/ })
    .first()
    .click();
  const card = page.getByRole('dialog', { name: /ಕೃಷಿ ಸಹಾಯಕ/ });
  const question = card.getByRole('textbox', { name: 'ನಿಮ್ಮ ಪ್ರಶ್ನೆ' });
  await question.fill('5 ಎಕರೆ ಭತ್ತಕ್ಕೆ ಯಾವ ಟ್ರ್ಯಾಕ್ಟರ್ ಒಳ್ಳೆಯದು?');
  await question.press('Enter');

  const text = await toastText(page, 'ತುಂಬಾ ಮೆಸೇಜ್');
  expect(text).toMatch(/ತೊಂದರೆ: ತುಂಬಾ ಮೆಸೇಜ್ ಕಳಿಸಿದ್ದೀರಿ\. \d+ ಸೆಕೆಂಡ್ ತಡೆದು ಮತ್ತೆ ಕೇಳಿ\./);
  expect(text).toMatch(KANNADA);
  expect(text).not.toMatch(LATIN);
});
