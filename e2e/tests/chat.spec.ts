import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { assertThat, expectPath, expectTitle } from '../support/expect';
import { gotoLive } from '../support/shop';
import { MOBILE, expect, test } from '../support/test';

const FIRST_QUESTION = 'Which tractor is good for 5 acres of paddy?';
const GREETING = /Namaskara! I am your AI farming assistant/;

function chatButton(page: Page): Locator {
  return page.getByRole('button', { name: 'AI Farming Assistant' });
}

function chatCard(page: Page): Locator {
  return page.getByRole('dialog', { name: 'AI Farming Assistant' });
}

/** The lines of the conversation, greeting included. */
function messages(scope: Locator): Locator {
  return scope.getByRole('log').locator(':scope > ul > li');
}

async function box(locator: Locator): Promise<{ width: number; height: number; x: number; y: number }> {
  const found = await locator.boundingBox();
  assertThat(found, `Expected ${locator} to be on screen`);
  return found;
}

/** Holds chat requests back for a moment so the waiting state can be seen, then lets them through unchanged. */
/**
 * Holds the chat's requests until the returned function is called, so the test sees the waiting state for as long
 * as it needs (a fixed delay ran out before a loaded machine had checked it).
 */
async function holdChat(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/trpc/chat.send**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('chat: ask the floating assistant, follow a product link, reset, full screen, close', async ({ page }) => {
  await page.goto('/');
  const button = chatButton(page);
  await expect(button.first()).toBeVisible();
  await expect(button.first()).toHaveAttribute('aria-expanded', 'false');
  await button.hover();
  const tooltip = page.locator('header').getByText('AI Farming Assistant', { exact: true });
  await expect(async () => {
    const opacity = await tooltip.evaluate((el) => getComputedStyle(el).opacity);
    assertThat(opacity === '1', `Expected the tooltip to show, opacity ${opacity}`);
  }).toPass();

  await button.click();
  const card = chatCard(page);
  await expect(card.first()).toBeVisible();
  await expect(button.first()).toHaveAttribute('aria-expanded', 'true');
  const size = await box(card);
  assertThat(
    Math.round(size.width) === 384 && Math.round(size.height) === 500,
    `Expected a 384x500 card, got ${size.width}x${size.height}`,
  );
  const input = card.getByRole('textbox', { name: 'Your question' });
  await expect(input).toBeFocused();
  await expect(input.first()).toHaveAttribute('placeholder', 'Ask about crops, seasons or machines...');
  await expect(messages(card).first()).toContainText(GREETING);
  await expect(messages(card)).toHaveCount(1);
  await expect(card.getByRole('log').first()).toHaveAttribute('aria-live', 'polite');

  // Nothing to send: nothing happens.
  await input.fill('   ');
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(messages(card)).toHaveCount(1);

  const releaseChat = await holdChat(page);
  await input.fill(FIRST_QUESTION);
  await input.press('Enter');
  await expect(messages(card).nth(1).first()).toContainText(FIRST_QUESTION);
  await expect(card.getByText('Thinking...').first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send' }).first()).toHaveAttribute('disabled', '');
  releaseChat();
  // A wait, not a time limit: the offline assistant's first answer took over 15 s on this 2-core machine under load.
  await expect(card.getByText('Thinking...').first()).toBeHidden({ timeout: 60_000 });

  const answer = messages(card).nth(2);
  await expect(answer.first()).toContainText(/tractor/i);
  const links = card.getByRole('list', { name: 'Equipment in this answer' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const productName = (await links.first().innerText()).trim();
  assertThat(/tractor/i.test(productName), `Expected a tractor to be linked, got "${productName}"`);
  await expect(card.getByRole('button', { name: 'Send' }).first()).not.toHaveAttribute('disabled');
  await expectNoAxeViolations(page, 'the open chat card');

  // The conversation survives a reload.
  await page.unroute('**/trpc/chat.send**');
  await page.reload();
  await chatButton(page).click();
  await expect(messages(chatCard(page)).nth(1).first()).toContainText(FIRST_QUESTION);
  await expect(messages(chatCard(page)).nth(2).first()).toContainText(/tractor/i);

  // A product link leads to the product; on a desktop the card stays open over the page.
  await chatCard(page).getByRole('list', { name: 'Equipment in this answer' }).getByRole('link').first().click();
  await expectPath(page, /^\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(productName);
  await expect(messages(chatCard(page))).toHaveCount(3);

  await chatCard(page).getByRole('button', { name: 'Full screen' }).click();
  const viewport = page.viewportSize()!;
  await expect(async () => {
    const full = await box(chatCard(page));
    assertThat(
      full.width === viewport.width && full.height === viewport.height,
      `Expected the card to fill the screen, got ${full.width}x${full.height}`,
    );
  }).toPass();
  await chatCard(page).getByRole('button', { name: 'Exit full screen' }).click();
  await expect(async () =>
    assertThat(Math.round((await box(chatCard(page))).width) === 384, 'Expected the card back to 384 px'),
  ).toPass();

  await chatCard(page).getByRole('button', { name: 'Reset conversation' }).click();
  await expect(messages(chatCard(page))).toHaveCount(1);
  await expect(messages(chatCard(page)).first()).toContainText(GREETING);

  await chatCard(page).getByRole('textbox', { name: 'Your question' }).press('Escape');
  await expect(chatCard(page).first()).toBeHidden();
  await expect(chatButton(page)).toBeFocused();

  await chatButton(page).click();
  await expect(chatCard(page).first()).toBeVisible();
  await chatCard(page).getByRole('button', { name: 'Close chat' }).click();
  await expect(chatCard(page).first()).toBeHidden();
  await expect(chatButton(page)).toBeFocused();
});

test('chat: /chatbot shows a heading and the same conversation as the widget', async ({ page }) => {
  await page.goto('/chatbot');
  await expectTitle(page, 'AI Farming Assistant · Raitha Yantra');
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('AI Farming Assistant');
  const main = page.getByRole('main');
  await expect(messages(main).first()).toContainText(GREETING);

  const input = main.getByRole('textbox', { name: 'Your question' });
  // Typed into the server's HTML before hydration, the question would be lost.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await input.fill('When should I sow ragi?');
  await main.getByRole('button', { name: 'Send' }).click();
  await expect(messages(main).nth(2).first()).toContainText(/ragi/i);
  await expectNoAxeViolations(page, 'the chatbot page');

  await chatButton(page).click();
  await expect(messages(chatCard(page)).nth(1).first()).toContainText('When should I sow ragi?');
  await chatCard(page).getByRole('button', { name: 'Reset conversation' }).click();
  await expect(messages(main)).toHaveCount(1);
});

test.describe(() => {
  test.use({ viewport: MOBILE });

  test('chat: on a phone the card fills the screen and a product link uncovers the page', async ({ page }) => {
    await gotoLive(page, '/products');
    await chatButton(page).click();
    const card = chatCard(page);
    const full = await box(card);
    assertThat(
      full.width === MOBILE.width && full.height === MOBILE.height,
      `Expected a full-screen card, got ${full.width}x${full.height}`,
    );
    const input = card.getByRole('textbox', { name: 'Your question' });
    await input.fill(FIRST_QUESTION);
    await card.getByRole('button', { name: 'Send' }).click();
    const link = card.getByRole('list', { name: 'Equipment in this answer' }).getByRole('link').first();
    await expect(link.first()).toBeVisible();
    await link.click();
    await expect(card.first()).toBeHidden();
    await expectPath(page, /^\/products\/\d+$/);
    await expect(page.getByRole('tab', { name: 'Buy' }).first()).toBeVisible();
  });
});

test('chat: a failed reply says sorry and shows an error toast', async ({ page }) => {
  await page.route('**/trpc/chat.send**', (route) => route.abort('connectionrefused'));
  await gotoLive(page, '/');
  await chatButton(page).click();
  const card = chatCard(page);
  await card.getByRole('textbox', { name: 'Your question' }).fill('Hello?');
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(messages(card).nth(2).first()).toContainText('Sorry, I encountered an error. Please try again later.');
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast.first()).toContainText('Error');
  await expect(toast.first()).toContainText(/Error: .+/);
});

test('chat: the assistant greets and answers in Kannada', async ({ page }) => {
  await gotoLive(page, '/kn/');
  await page.getByRole('button', { name: 'ಎಐ ಕೃಷಿ ಸಹಾಯಕ' }).click();
  const card = page.getByRole('dialog', { name: 'ಎಐ ಕೃಷಿ ಸಹಾಯಕ' });
  await expect(messages(card).first()).toContainText(/ನಮಸ್ಕಾರ/);
  await card.getByRole('textbox', { name: 'ನಿಮ್ಮ ಪ್ರಶ್ನೆ' }).fill('5 ಎಕರೆ ಭತ್ತಕ್ಕೆ ಯಾವ ಟ್ರ್ಯಾಕ್ಟರ್ ಒಳ್ಳೆಯದು?');
  await card.getByRole('button', { name: 'ಕಳಿಸಿ' }).click();
  await expect(messages(card).nth(2).first()).toContainText(/ಟ್ರ್ಯಾಕ್ಟರ್/);
  await expect(card.getByRole('list', { name: 'ಈ ಉತ್ತರದಲ್ಲಿರುವ ಯಂತ್ರಗಳು' }).getByRole('link').first()).toBeVisible();
});
