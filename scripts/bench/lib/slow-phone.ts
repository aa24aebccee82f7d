/**
 * The slow phone of issue 22: Chromium's CPU slowed 6x (CDP Emulation.setCPUThrottlingRate), a farmer opens the
 * catalogue, taps a machine offered for rent, picks rental dates and adds it to the cart. One flow, used by the
 * client bench (scripts/bench/client.ts, timed) and the browser journey (e2e/tests/slow-phone.spec.ts, not timed).
 * Selectors are the visible controls (roles, names, the cards' "Buy or rent" badge), not the page's markup, so the
 * flow holds whether a control is server HTML, an island or the whole app.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DateLib } from 'react-day-picker';
import { enIN, kn } from 'react-day-picker/locale';
import { addDays, kolkataDay, type CalendarDay } from '../../../shared/rental.js';

/** How much slower than this machine's CPU the slow phone is: Chromium's throttling factor. */
export const SLOW_PHONE_CPU_RATE = 6;
/** A phone's screen (e2e/support/test.ts MOBILE). */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
/** The browser context of a phone: its screen, a touch screen, a mobile browser (taps are touches). */
export const PHONE = { viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true } as const;

export type ShopLocale = 'en' | 'kn';

/** What the farmer sees, in each language (client/locales/<locale>/*.po). */
export const SHOP_WORDS = {
  en: {
    /** The badge of a card offered for rent (client/components/product-card.tsx). */
    rentBadge: /^(Buy or rent|For rent)$/,
    rentTab: 'Rent',
    addToCart: 'Add to Cart',
    cartWithOneItem: 'Cart, 1 item',
    /** The calendar's word for a chosen day, after the date in its button's name. */
    selected: 'selected',
  },
  kn: {
    rentBadge: /^(ಕೊಳ್ಳಿ ಅಥವಾ ಬಾಡಿಗೆಗೆ|ಬಾಡಿಗೆಗೆ)$/,
    rentTab: 'ಬಾಡಿಗೆಗೆ',
    addToCart: 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ',
    cartWithOneItem: 'ಕಾರ್ಟ್, 1 ವಸ್ತು',
    selected: 'ಆರಿಸಿದ್ದೀರಿ',
  },
} as const;

/**
 * Slows the page's CPU by `rate` and keeps it slowed across navigations (set again on each new document, in case a
 * navigation brought a new renderer).
 */
export async function throttleCpu(context: BrowserContext, page: Page, rate = SLOW_PHONE_CPU_RATE): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) cdp.send('Emulation.setCPUThrottlingRate', { rate }).catch(() => undefined);
  });
}

/**
 * Milliseconds a fixed loop takes in the page, the fastest of three (other work on the machine only slows it): the
 * slowdown a page feels is the ratio of two such figures.
 */
export async function loopMs(page: Page): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    times.push(
      await page.evaluate(() => {
        const started = performance.now();
        let x = 0;
        for (let i = 0; i < 20_000_000; i++) x = (x + i * 7) % 1_000_003;
        return performance.now() - started + (x < 0 ? 1 : 0);
      }),
    );
  }
  return Math.min(...times);
}

/** The accessible name react-day-picker gives a day's button (client/features/cart/rental-date-picker.tsx). */
export function dayButtonName(day: CalendarDay, locale: ShopLocale): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new DateLib({ locale: locale === 'kn' ? kn : enIN }).format(new Date(year, month - 1, date), 'PPPP');
}

/** Epoch milliseconds of a moment in the page (performance.timeOrigin is per document; this is comparable). */
export interface RentalTimes {
  /** The machine chosen: the first card of /products with the rent badge. */
  product: string;
  start: CalendarDay;
  end: CalendarDay;
  /** /products' first contentful paint (or first paint). */
  firstPaintAt: number;
  /** The machine's page shows its Rent tab. */
  productShownAt: number;
  /** The Rent tab is the one open. */
  rentTabOpenAt: number;
  /** The calendar shows the pick-up day. */
  calendarShownAt: number;
  /** Add to Cart can be tapped (both days chosen). */
  datesChosenAt: number;
  /** The header's cart says it holds one item. */
  cartShownAt: number;
  /** Taps repeated because the first had shown no effect after `retapAfterMs` (lost taps). */
  retaps: string[];
}

export interface RentOptions {
  locale?: ShopLocale;
  /** How long each step may take, in ms. */
  timeout?: number;
  /**
   * Without it, every control is tapped once and a lost tap fails the flow (the journey's check). With it, a tap on
   * the Rent tab or a day whose effect has not shown after this many ms is made again, as a farmer would, and named
   * in `retaps` (the bench's timing, which then includes the time lost).
   */
  retapAfterMs?: number;
  /**
   * How the flow finds the controls. 'roles' (the journey's): by role and accessible name, as assistive technology
   * does, which also checks those names. 'markup' (the bench's): by the same controls' attributes (the card's
   * article, the tab's address ?tab=rent, the day button's aria-label, the panel's button), because Playwright's role
   * engine runs in the page and its polling shares the slowed main thread with the shop: in a traced run it took
   * about 1.8 s of the phone's 12.8 s (scripts/bench/slow-phone-trace.ts), time no farmer's tap costs. Both find the
   * same controls and make the same taps.
   */
  find?: 'roles' | 'markup';
}

/** A value for a CSS attribute selector in double quotes. */
const CSS_ESCAPE = (value: string) => value.replace(/["\\]/g, '\\$&');

const pageNow = (page: Page) => page.evaluate(() => performance.timeOrigin + performance.now());

/**
 * From a fresh page: opens <base>[/kn]/products, taps the first machine offered for rent, opens Rent, picks a pick-up
 * day two days on and a return day two days after it, taps Add to Cart and waits for the header's cart count. Each
 * step waits up to `timeout` ms. Every tap (a touch: the page's context must be PHONE's) is made as soon as its control
 * is there, as a farmer in a hurry would.
 */
export async function rentFromCatalogue(
  page: Page,
  base: string,
  { locale = 'en', timeout = 60_000, retapAfterMs, find = 'roles' }: RentOptions = {},
): Promise<RentalTimes> {
  const byRoles = find === 'roles';
  const words = SHOP_WORDS[locale];
  const today = kolkataDay(new Date());
  const start = addDays(today, 2);
  const end = addDays(today, 4);
  const retaps: string[] = [];
  /** Taps `control` until `effect` is visible (once, without retapAfterMs). */
  const tap = async (what: string, control: Locator, effect: Locator) => {
    const deadline = Date.now() + timeout;
    await control.tap({ timeout });
    if (retapAfterMs === undefined) return effect.waitFor({ timeout });
    for (;;) {
      const left = deadline - Date.now();
      const shown = await effect.waitFor({ timeout: Math.max(1, Math.min(retapAfterMs, left)) }).then(
        () => true,
        () => false,
      );
      if (shown) return;
      if (Date.now() >= deadline) return effect.waitFor({ timeout: 1 });
      retaps.push(what);
      await control.tap({ timeout: Math.max(1, deadline - Date.now()) });
    }
  };

  // The frame's own goto: e2e/support/test.ts's page.goto also waits for the whole page's code.
  await page.mainFrame().goto(`${base}${locale === 'kn' ? '/kn' : ''}/products`, { waitUntil: 'commit', timeout });
  const firstPaint = await page.waitForFunction(
    () => {
      const entry =
        performance.getEntriesByName('first-contentful-paint')[0] ?? performance.getEntriesByName('first-paint')[0];
      return entry ? performance.timeOrigin + entry.startTime : null;
    },
    undefined,
    { timeout, polling: 50 },
  );
  const firstPaintAt = (await firstPaint.jsonValue()) as number;

  const card = byRoles
    ? page
        .getByRole('article')
        .filter({ has: page.getByText(words.rentBadge) })
        .first()
    : page
        .locator('article')
        .filter({ has: page.locator('span', { hasText: words.rentBadge }) })
        .first();
  const link = byRoles ? card.getByRole('link').first() : card.locator('a[href]').first();
  const product = ((await link.textContent({ timeout })) ?? '').trim();
  await link.tap({ timeout });

  const rentTab = byRoles
    ? page.getByRole('tab', { name: words.rentTab, exact: true })
    : page.locator('[role="tab"][href$="tab=rent"]');
  await rentTab.waitFor({ timeout });
  const productShownAt = await pageNow(page);
  // Before the page's code runs the tab is a link to ?tab=rent; after, it switches in place. Both end selected.
  const rentTabOpen = byRoles
    ? page.getByRole('tab', { name: words.rentTab, exact: true, selected: true })
    : page.locator('[role="tab"][href$="tab=rent"][aria-selected="true"]');
  await tap('Rent tab', rentTab, rentTabOpen);
  const rentTabOpenAt = await pageNow(page);

  const day = (d: CalendarDay, chosen = false) => {
    const name = chosen ? `${dayButtonName(d, locale)}, ${words.selected}` : dayButtonName(d, locale);
    return (
      byRoles ? page.getByRole('button', { name }) : page.locator(`button[aria-label="${CSS_ESCAPE(name)}"]`)
    ).first();
  };
  await day(start).waitFor({ timeout });
  const calendarShownAt = await pageNow(page);
  const add = (
    byRoles
      ? page.getByRole('tabpanel').getByRole('button', { name: words.addToCart, disabled: false })
      : page.locator('[role="tabpanel"] button:not([disabled]):not([aria-disabled="true"])', {
          hasText: words.addToCart,
        })
  ).first();
  await tap('pick-up day', day(start), day(start, true));
  await tap('return day', day(end), add);
  const datesChosenAt = await pageNow(page);
  // Never tapped twice: a second tap could add a second unit.
  await add.tap({ timeout });
  const cartShown = await page.waitForFunction(
    (label) => (document.querySelector(`[aria-label="${label}"]`) ? performance.timeOrigin + performance.now() : null),
    words.cartWithOneItem,
    { timeout, polling: 'raf' },
  );
  const cartShownAt = (await cartShown.jsonValue()) as number;
  return {
    product,
    start,
    end,
    firstPaintAt,
    productShownAt,
    rentTabOpenAt,
    calendarShownAt,
    datesChosenAt,
    cartShownAt,
    retaps,
  };
}
