import type { Locator, Page } from '@playwright/test';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../support/axe';
import { assertThat } from '../support/expect';
import { gotoLive } from '../support/shop';
import { expect, test } from '../support/test';

/** The narrowest phone the shop is built for. */
const PHONE = { width: 360, height: 780 } as const;

const cases = [
  {
    language: 'en',
    path: '/products',
    open: 'AI Farming Assistant',
    box: 'Your question',
    send: 'Send',
    question: 'I have 3 acres of paddy to harvest near Maddur next week',
    cards: 'Centres that can do this work',
    book: /^Book /,
    href: /^\/hire\?op=paddy_harvesting&place=Maddur%2C\+Mandya\+571428&.*&area=3&day=\d{4}-\d\d-\d\d&service=\d+/,
  },
  {
    language: 'kn',
    path: '/kn/products',
    open: 'ಎಐ ಕೃಷಿ ಸಹಾಯಕ',
    box: 'ನಿಮ್ಮ ಪ್ರಶ್ನೆ',
    send: 'ಕಳಿಸಿ',
    question: 'ಮದ್ದೂರು ಹತ್ರ ೩ ಎಕರೆ ಭತ್ತ ಕಟಾವಿಗೆ ಎಷ್ಟು?',
    cards: 'ಈ ಕೆಲಸ ಮಾಡುವ ಕೇಂದ್ರಗಳು',
    book: /ಬುಕ್ ಮಾಡಿ/,
    href: /^\/kn\/hire\?op=paddy_harvesting&place=Maddur%2C\+Mandya\+571428&.*&area=3&/,
  },
] as const;

async function noSidewaysScroll(page: Page, scope: Locator): Promise<void> {
  const widths = await scope.evaluate((el) => {
    const log = el.querySelector('[role="log"]')!;
    return { page: document.documentElement.scrollWidth, log: log.scrollWidth, logClient: log.clientWidth };
  });
  assertThat(widths.page <= PHONE.width, `The page scrolls sideways: ${widths.page} px`);
  assertThat(widths.log <= widths.logClient, `The conversation scrolls sideways: ${widths.log} > ${widths.logClient}`);
}

test.describe(() => {
  test.use({ viewport: PHONE });

  for (const c of cases) {
    test(`chat (${c.language}): a hiring question gets offer cards with a Book link, at 360 px`, async ({ page }) => {
      await gotoLive(page, c.path);
      await page.getByRole('button', { name: c.open }).click();
      const card = page.getByRole('dialog', { name: c.open });
      await card.getByRole('textbox', { name: c.box }).fill(c.question);
      await card.getByRole('button', { name: c.send }).click();
      const offers = card.getByRole('list', { name: c.cards });
      await expect(offers.getByRole('listitem').first()).toBeVisible();
      const book = offers.getByRole('link', { name: c.book }).first();
      await expect(book).toHaveAttribute('href', c.href);
      // The answer's text names the price but no address and no link.
      const answer = card.getByRole('log').locator(':scope > ul > li').nth(2);
      await expect(answer).toContainText('₹');
      expect(await answer.locator('.whitespace-pre-line').innerText()).not.toMatch(/\/hire|https?:|\d{6}/);
      await noSidewaysScroll(page, card);
      for (const item of await offers.getByRole('listitem').all()) {
        const at = await item.boundingBox();
        assertThat(
          at !== null && at.x >= 0 && at.x + at.width <= PHONE.width,
          `A card is cut off: ${JSON.stringify(at)}`,
        );
      }
      await offers.getByRole('listitem').first().scrollIntoViewIfNeeded();
      const shots = process.env.CHAT_SHOTS_DIR;
      await page.screenshot({
        path: shots ? join(shots, `chat-offers-${c.language}-360.png`) : test.info().outputPath('offers.png'),
      });
      await expectNoAxeViolations(page, `the chat's offer cards (${c.language})`);
      await book.click();
      await expect(page).toHaveURL(/\/hire\?op=paddy_harvesting/);
    });
  }
});
