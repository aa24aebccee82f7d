import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import {
  assertThat,
  eventually,
  expectAttribute,
  expectCount,
  expectHidden,
  expectPath,
  expectText,
  expectTitle,
  expectVisible,
} from '../lib/expect';
import { type Journey, MOBILE, journey } from '../lib/journey';

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

async function expectFocused(locator: Locator, what: string): Promise<void> {
  await eventually(async () => {
    assertThat(await locator.evaluate((el) => el === document.activeElement), `Expected ${what} to have focus`);
  });
}

async function box(locator: Locator): Promise<{ width: number; height: number; x: number; y: number }> {
  const found = await locator.boundingBox();
  assertThat(found, `Expected ${locator} to be on screen`);
  return found;
}

async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const report = results.violations.map((v) => `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  assertThat(report.length === 0, `axe found violations on ${what}:\n${report.join('\n')}`);
}

/** Holds chat requests back for a moment so the waiting state can be seen, then lets them through unchanged. */
async function slowChat(page: Page, ms: number): Promise<void> {
  await page.route('**/trpc/chat.send**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

export const journeys: Journey[] = [
  journey('chat: ask the floating assistant, follow a product link, reset, full screen, close', async ({ page }) => {
    await page.goto('/');
    const button = chatButton(page);
    await expectVisible(button);
    await expectAttribute(button, 'aria-expanded', 'false');
    await button.hover();
    const tooltip = page.locator('aside').getByText('AI Farming Assistant', { exact: true });
    await eventually(async () => {
      const opacity = await tooltip.evaluate((el) => getComputedStyle(el).opacity);
      assertThat(opacity === '1', `Expected the tooltip to show, opacity ${opacity}`);
    });

    await button.click();
    const card = chatCard(page);
    await expectVisible(card);
    await expectAttribute(button, 'aria-expanded', 'true');
    const size = await box(card);
    assertThat(Math.round(size.width) === 384 && Math.round(size.height) === 500, `Expected a 384x500 card, got ${size.width}x${size.height}`);
    const input = card.getByRole('textbox', { name: 'Your question' });
    await expectFocused(input, 'the message box');
    await expectAttribute(input, 'placeholder', 'Ask about crops, seasons or machines...');
    await expectText(messages(card).first(), GREETING);
    await expectCount(messages(card), 1);
    await expectAttribute(card.getByRole('log'), 'aria-live', 'polite');

    // Nothing to send: nothing happens.
    await input.fill('   ');
    await card.getByRole('button', { name: 'Send' }).click();
    await expectCount(messages(card), 1);

    await slowChat(page, 800);
    await input.fill(FIRST_QUESTION);
    await input.press('Enter');
    await expectText(messages(card).nth(1), FIRST_QUESTION);
    await expectVisible(card.getByText('Thinking...'));
    await expectAttribute(card.getByRole('button', { name: 'Send' }), 'disabled', '');
    await expectHidden(card.getByText('Thinking...'));

    const answer = messages(card).nth(2);
    await expectText(answer, /tractor/i);
    const links = card.getByRole('list', { name: 'Equipment in this answer' }).getByRole('link');
    await expectVisible(links.first());
    const productName = (await links.first().innerText()).trim();
    assertThat(/tractor/i.test(productName), `Expected a tractor to be linked, got "${productName}"`);
    await expectAttribute(card.getByRole('button', { name: 'Send' }), 'disabled', null);
    await expectNoAxeViolations(page, 'the open chat card');

    // The conversation survives a reload.
    await page.unroute('**/trpc/chat.send**');
    await page.reload();
    await chatButton(page).click();
    await expectText(messages(chatCard(page)).nth(1), FIRST_QUESTION);
    await expectText(messages(chatCard(page)).nth(2), /tractor/i);

    // A product link leads to the product; on a desktop the card stays open over the page.
    await chatCard(page).getByRole('list', { name: 'Equipment in this answer' }).getByRole('link').first().click();
    await expectPath(page, /^\/products\/\d+$/);
    await expectText(page.getByRole('heading', { level: 1 }), productName);
    await expectCount(messages(chatCard(page)), 3);

    await chatCard(page).getByRole('button', { name: 'Full screen' }).click();
    const viewport = page.viewportSize()!;
    await eventually(async () => {
      const full = await box(chatCard(page));
      assertThat(full.width === viewport.width && full.height === viewport.height, `Expected the card to fill the screen, got ${full.width}x${full.height}`);
    });
    await chatCard(page).getByRole('button', { name: 'Exit full screen' }).click();
    await eventually(async () => assertThat(Math.round((await box(chatCard(page))).width) === 384, 'Expected the card back to 384 px'));

    await chatCard(page).getByRole('button', { name: 'Reset conversation' }).click();
    await expectCount(messages(chatCard(page)), 1);
    await expectText(messages(chatCard(page)).first(), GREETING);

    await chatCard(page).getByRole('textbox', { name: 'Your question' }).press('Escape');
    await expectHidden(chatCard(page));
    await expectFocused(chatButton(page), 'the assistant button');

    await chatButton(page).click();
    await expectVisible(chatCard(page));
    await chatCard(page).getByRole('button', { name: 'Close chat' }).click();
    await expectHidden(chatCard(page));
    await expectFocused(chatButton(page), 'the assistant button');
  }),

  journey('chat: /chatbot shows a heading and the same conversation as the widget', async ({ page }) => {
    await page.goto('/chatbot');
    await expectTitle(page, 'AI Farming Assistant · Raitha Yantra');
    await expectText(page.getByRole('heading', { level: 1 }), 'AI Farming Assistant');
    const main = page.getByRole('main');
    await expectText(messages(main).first(), GREETING);

    const input = main.getByRole('textbox', { name: 'Your question' });
    await input.fill('When should I sow ragi?');
    await main.getByRole('button', { name: 'Send' }).click();
    await expectText(messages(main).nth(2), /ragi/i);
    await expectNoAxeViolations(page, 'the chatbot page');

    await chatButton(page).click();
    await expectText(messages(chatCard(page)).nth(1), 'When should I sow ragi?');
    await chatCard(page).getByRole('button', { name: 'Reset conversation' }).click();
    await expectCount(messages(main), 1);
  }),

  journey(
    'chat: on a phone the card fills the screen and a product link uncovers the page',
    async ({ page }) => {
      await page.goto('/products');
      await chatButton(page).click();
      const card = chatCard(page);
      const full = await box(card);
      assertThat(full.width === MOBILE.width && full.height === MOBILE.height, `Expected a full-screen card, got ${full.width}x${full.height}`);
      const input = card.getByRole('textbox', { name: 'Your question' });
      await input.fill(FIRST_QUESTION);
      await card.getByRole('button', { name: 'Send' }).click();
      const link = card.getByRole('list', { name: 'Equipment in this answer' }).getByRole('link').first();
      await expectVisible(link);
      await link.click();
      await expectHidden(card);
      await expectPath(page, /^\/products\/\d+$/);
      await expectVisible(page.getByRole('tab', { name: 'Buy' }));
    },
    { viewport: MOBILE },
  ),

  journey('chat: a failed reply says sorry and shows an error toast', async ({ page }) => {
    await page.route('**/trpc/chat.send**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await chatButton(page).click();
    const card = chatCard(page);
    await card.getByRole('textbox', { name: 'Your question' }).fill('Hello?');
    await card.getByRole('button', { name: 'Send' }).click();
    await expectText(messages(card).nth(2), 'Sorry, I encountered an error. Please try again later.');
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expectText(toast, 'Error');
    await expectText(toast, /Error: .+/);
  }),

  journey('chat: the assistant greets and answers in Kannada', async ({ page, context }) => {
    await context.addInitScript(() => window.localStorage.setItem('ry.locale', 'kn'));
    await page.goto('/');
    await page.getByRole('button', { name: 'AI ಕೃಷಿ ಸಹಾಯಕ' }).click();
    const card = page.getByRole('dialog', { name: 'AI ಕೃಷಿ ಸಹಾಯಕ' });
    await expectText(messages(card).first(), /ನಮಸ್ಕಾರ/);
    await card.getByRole('textbox', { name: 'ನಿಮ್ಮ ಪ್ರಶ್ನೆ' }).fill('5 ಎಕರೆ ಭತ್ತಕ್ಕೆ ಯಾವ ಟ್ರ್ಯಾಕ್ಟರ್ ಒಳ್ಳೆಯದು?');
    await card.getByRole('button', { name: 'ಕಳುಹಿಸಿ' }).click();
    await expectText(messages(card).nth(2), /ಟ್ರ್ಯಾಕ್ಟರ್/);
    await expectVisible(card.getByRole('list', { name: 'ಈ ಉತ್ತರದಲ್ಲಿರುವ ಉಪಕರಣಗಳು' }).getByRole('link').first());
  }),
];
