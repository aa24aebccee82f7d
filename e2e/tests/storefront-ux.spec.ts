/**
 * The storefront on a farmer's phone: pages seen once open offline with a warning, voice where the browser has
 * it (tested with a stand-in speech API), and the assistant's button clear of the checkout form at 360 px.
 */
import type { Page } from '@playwright/test';
import { call, catalogue, registerAndSignIn, gotoLive } from '../support/shop';
import { expect, test } from '../support/test';

const OFFLINE_BANNER = 'You are offline. Prices and stock may have changed.';
const PHONE = { width: 360, height: 740 } as const;

/** Waits until the service worker controls the page, as it does from the second page a visitor opens. */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

test.describe('offline', () => {
  test(
    'a page seen once opens offline with a warning; an unseen page does not; adding ' +
      'to the cart says it needs the internet',
    async ({ page, context }) => {
      const item = (await catalogue(page)).find((i) => i.isAvailableForSale && i.stockQuantity > 0);
      expect(item, 'a product for sale').toBeTruthy();
      await page.goto('/about');
      await serviceWorkerInControl(page);
      await page.goto('/products');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto(`/products/${item!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: item!.name })).toBeVisible();
      await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
      // Kept by the service worker, not only by the browser's short-lived HTTP cache.
      const kept = await page.evaluate(async (id) => {
        const pages = await caches.open('pages');
        return [Boolean(await pages.match('/products')), Boolean(await pages.match(`/products/${id}`))];
      }, item!.id);
      expect(kept).toEqual([true, true]);

      await context.setOffline(true);
      await page.goto('/products');
      await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
      await expect(page.locator('main article').first()).toBeVisible();

      await page.goto(`/products/${item!.id}`);
      await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: item!.name })).toBeVisible();
      await expect(page.getByText('Adding to the cart needs the internet.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeDisabled();

      // Never opened, so not kept: offline it cannot open (the browser's error page).
      await expect(page.goto('/terms')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);

      await context.setOffline(false);
      await page.goto('/products');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
    },
  );
});

/** A stand-in for the Web Speech API: recognition that hears what the test says, synthesis that records. */
function installFakeSpeech() {
  type Handler = ((event: unknown) => void) | null;
  class FakeRecognition {
    lang = '';
    interimResults = false;
    maxAlternatives = 1;
    continuous = false;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: (() => void) | null = null;
    start() {
      const w = window as unknown as { __recognition: unknown; __recognitionLangs: string[] };
      w.__recognition = this;
      w.__recognitionLangs.push(this.lang);
    }
    say(text: string) {
      this.onresult?.({ results: [[{ transcript: text }]] });
      this.onend?.();
    }
    stop() {
      this.onend?.();
    }
    abort() {}
  }
  const spoken: { text: string; lang: string; rate: number; voice: string | null }[] = [];
  const voices = [
    { name: 'English (India)', lang: 'en-IN' },
    { name: 'Kannada', lang: 'kn-IN' },
  ];
  class FakeUtterance {
    lang = '';
    rate = 1;
    voice: { name: string } | null = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public text: string) {}
  }
  Object.assign(window, { __recognitionLangs: [], __spoken: spoken });
  Object.defineProperty(window, 'SpeechRecognition', { value: FakeRecognition, configurable: true });
  Object.defineProperty(window, 'webkitSpeechRecognition', { value: undefined, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      getVoices: () => voices,
      cancel: () => {},
      speak: (u: FakeUtterance) =>
        spoken.push({ text: u.text, lang: u.lang, rate: u.rate, voice: u.voice?.name ?? null }),
    },
  });
}

function removeSpeech() {
  for (const name of ['SpeechRecognition', 'webkitSpeechRecognition', 'speechSynthesis', 'SpeechSynthesisUtterance']) {
    Object.defineProperty(window, name, { value: undefined, configurable: true });
  }
}

async function say(page: Page, text: string): Promise<void> {
  await page.evaluate(
    (words) => (window as unknown as { __recognition: { say(t: string): void } }).__recognition.say(words),
    text,
  );
}

const recognitionLangs = (page: Page) =>
  page.evaluate(() => (window as unknown as { __recognitionLangs: string[] }).__recognitionLangs);
const spoken = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __spoken: { text: string; lang: string; rate: number; voice: string | null }[] })
        .__spoken,
  );

test.describe('voice', () => {
  test('with speech in the browser: speak a search, speak a question, hear the answer, in English and Kannada', async ({
    page,
  }) => {
    await page.addInitScript(installFakeSpeech);
    await page.goto('/products');
    // The microphone comes with the search box's code, which starts on the first touch (client/entry-islands.ts).
    await page.getByRole('searchbox').hover();
    const mic = page.getByRole('button', { name: 'Speak your search' });
    await expect(mic).toBeVisible();
    await mic.click();
    await expect(page.getByRole('button', { name: 'Stop listening' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Listening… speak now.' })).toHaveCount(1);
    expect(await recognitionLangs(page)).toEqual(['en-IN']);
    // What was heard is searched at once: the catalogue's next page, with the words in its box.
    await say(page, 'tractor');
    await expect(page).toHaveURL(/[?&]q=tractor/);
    await expect(page.getByRole('searchbox')).toHaveValue('tractor');

    await page.getByRole('button', { name: 'AI Farming Assistant' }).click();
    const card = page.getByRole('dialog', { name: 'AI Farming Assistant' });
    await card.getByRole('button', { name: 'Speak your question' }).click();
    await say(page, 'Which tractor for paddy?');
    await expect(card.getByRole('textbox', { name: 'Your question' })).toHaveValue('Which tractor for paddy?');
    await card.getByRole('button', { name: 'Read aloud' }).first().click();
    const [greeting] = await spoken(page);
    expect(greeting).toMatchObject({ lang: 'en-IN', rate: 0.9, voice: 'English (India)' });
    expect(greeting!.text).toMatch(/^Namaskara! I am your AI farming assistant/);

    await page.goto('/kn/products');
    await page.getByRole('searchbox').hover();
    const kannadaMic = page.getByRole('button', { name: 'ಮಾತನಾಡಿ ಹುಡುಕಿ' });
    await expect(kannadaMic).toBeVisible();
    await kannadaMic.click();
    expect(await recognitionLangs(page)).toEqual(['kn-IN']);
    await page.getByRole('button', { name: 'ಎಐ ಕೃಷಿ ಸಹಾಯಕ' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ಓದಿ ಕೇಳಿಸಿ' }).first().click();
    expect(await spoken(page)).toEqual([expect.objectContaining({ lang: 'kn-IN', rate: 0.9, voice: 'Kannada' })]);
  });

  test('without speech in the browser there is no microphone and no read-aloud', async ({ page }) => {
    await page.addInitScript(removeSpeech);
    await gotoLive(page, '/products');
    await expect(page.getByRole('searchbox')).toBeVisible();
    await page.getByRole('button', { name: 'AI Farming Assistant' }).click();
    const card = page.getByRole('dialog', { name: 'AI Farming Assistant' });
    await expect(card.getByRole('textbox', { name: 'Your question' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Speak your search' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Speak your question' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Read aloud' })).toHaveCount(0);
  });
});

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('phone layout', () => {
  test.use({ viewport: PHONE });

  test(
    'at 360 px the assistant button never covers the checkout City field; the chat ' +
      'opens full screen without a full-screen toggle',
    async ({ page }) => {
      await page.goto('/about');
      await registerAndSignIn(page, `ux-${Date.now()}@example.in`, 'ragi-and-jowar-2026');
      const item = (await catalogue(page)).find((i) => i.isAvailableForSale && i.stockQuantity > 0);
      expect(item, 'a product for sale').toBeTruthy();
      const added = await call(page, 'cart.add', { productId: item!.id, rental: false });
      expect(added.status, added.message).toBe(200);

      await page.goto('/checkout');
      const city = page.getByLabel('City');
      const launcher = page.getByRole('button', { name: 'AI Farming Assistant' });
      await expect(city).toBeVisible();
      // At every scroll position of the form, including City at the bottom of the screen and just under the header.
      for (const position of ['end', 'center', 'start'] as const) {
        await city.evaluate((el, block) => el.scrollIntoView({ block }), position);
        const cityBox = await city.boundingBox();
        const launcherBox = await launcher.boundingBox();
        expect(cityBox && launcherBox, 'both on screen').toBeTruthy();
        if (cityBox!.y + cityBox!.height <= 0) continue;
        expect(
          overlaps(cityBox!, launcherBox!),
          `City ${JSON.stringify(cityBox)} vs button ${JSON.stringify(launcherBox)} (${position})`,
        ).toBe(false);
      }

      await launcher.click();
      const card = page.getByRole('dialog', { name: 'AI Farming Assistant' });
      const box = await card.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
      await expect(card.getByRole('button', { name: 'Close chat' })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Full screen' })).toBeHidden();
    },
  );

  test('signed in, the brand stays on one line at 360, 768, 1024 and 1280 px', async ({ page }) => {
    await page.goto('/about');
    await registerAndSignIn(page, `brand-${Date.now()}@example.in`, 'ragi-and-jowar-2026');
    for (const width of [360, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/products');
      const brand = page.getByRole('banner').getByText('Raitha Yantra', { exact: true });
      const box = await brand.boundingBox();
      expect(box!.height, `brand height at ${width} px`).toBeLessThan(32);
      const header = await page.getByRole('banner').boundingBox();
      expect(header!.height, `header height at ${width} px`).toBeLessThanOrEqual(65);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
});
