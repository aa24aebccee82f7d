import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addDays, kolkataDay } from '../../shared/rental';
import { callOk, registerAndSignIn } from '../support/shop';
import { serverOnOwnDatabase, setRole } from '../support/own-database';
import { expect, test } from '../support/test';

/**
 * A Kannada reader's walk through the shop on a 360 px phone: home, a product, /kn/hire with a search, /kn/orders
 * with a hire job and the back office's job board. No page may show an ISO date (2026-11-30), a Latin AM/PM
 * ("3:05 PM") or an English place name ("Maddur S.O (Mandya)", "Mandya, Mandya 571401"). Every page is checked and
 * all findings are listed together (soft assertions), so one run names every string still wrong. Staff need a role,
 * which only the database gives: this journey's server runs on a Postgres database of its own.
 */
const PASSWORD = 'ragi-field-2026';
const DAY = addDays(kolkataDay(new Date()), 9);
const SHOTS = process.env.KN_SHOTS_DIR ?? '/work/notes/shots';
const PHONE = { width: 360, height: 780 } as const;

/** English names of places the seeded centres and a Mandya field show; any of them on a Kannada page is a miss. */
const PLACES = [
  'Mandya',
  'Maddur',
  'Malavalli',
  'Hassan',
  'Tumkur',
  'Tumakuru',
  'Dharwad',
  'Hubli',
  'Raichur',
  'Sindhnur',
  'Belgaum',
  'Belagavi',
  'Mysore',
  'Mysuru',
  'Bangalore',
  'Bengaluru',
  'Shimoga',
  'Shivamogga',
  'Davangere',
  'Gangavathi',
  'Karnataka',
];
const ENGLISH_PLACES = new RegExp(`\\b(?:${PLACES.join('|')})\\b|\\b[SBH]\\.O\\b`);
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;
const LATIN_AM_PM = /\d\s?(?:AM|PM|am|pm|a\.m\.|p\.m\.)(?![a-z])/;

const own = serverOnOwnDatabase('ry_e2e_kn_pages');

/** Lines of the page's visible text that a Kannada reader should not meet, each with what is wrong in it. */
async function misses(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .flatMap((line) => {
      const found = [
        ISO_DAY.exec(line) && `ISO date "${ISO_DAY.exec(line)![0]}"`,
        LATIN_AM_PM.exec(line) && `Latin AM/PM "${LATIN_AM_PM.exec(line)![0]}"`,
        ENGLISH_PLACES.exec(line) && `English place "${ENGLISH_PLACES.exec(line)![0]}"`,
      ].filter(Boolean);
      return found.length > 0 ? [`${found.join(', ')} in: ${line.slice(0, 160)}`] : [];
    });
}

async function check(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/kn-${name}-360.png`, fullPage: true });
  const found = await misses(page);
  expect.soft(found, `${page.url()} (${name}) shows a Kannada reader:\n${found.join('\n')}`).toEqual([]);
}

test('a Kannada reader meets no ISO date, no AM/PM and no English place name', async ({ browser }) => {
  test.setTimeout(300_000);

  // The staff member who runs the job board, and a farmer with a hire job booked, paid and given a crew.
  const staffContext = await browser.newContext({ baseURL: own.url, viewport: PHONE });
  const staff = await staffContext.newPage();
  await staff.goto('/');
  const staffEmail = `staff-${randomBytes(4).toString('hex')}@example.com`;
  await registerAndSignIn(staff, staffEmail, PASSWORD);
  await setRole(own.databaseUrl, staffEmail, 'staff');
  const centres = await callOk<{ id: number; name: string }[]>(staff, 'hiring.admin.centres', undefined, 'GET');
  const centre = centres.find((c) => c.name === 'Raitha Yantra Hiring Centre, Mandya')!;
  const services = await callOk<{ id: number; operation: string }[]>(
    staff,
    'hiring.admin.services',
    { centreId: centre.id },
    'GET',
  );
  const service = services.find((s) => s.operation === 'paddy_harvesting')!;

  const farmerContext = await browser.newContext({ baseURL: own.url, viewport: PHONE });
  const page = await farmerContext.newPage();
  await page.goto('/');
  await registerAndSignIn(page, `kannada-${randomBytes(4).toString('hex')}@example.com`, PASSWORD);
  // The field's place as /hire writes it from the gazetteer: an English label.
  const booked = await callOk<{ jobId: string; payment: { clientSecret: string } }>(page, 'hiring.book', {
    serviceId: service.id,
    day: DAY,
    slot: 'afternoon',
    areaMilliAcres: 3000,
    lat: 12.52216,
    lon: 76.90092,
    place: 'Maddur S.O (Mandya), Mandya 571401',
    landmark: 'ಹನುಮಂತನ ಗುಡಿ ಹಿಂದೆ',
    phone: '98450 12345',
  });
  const card = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' };
  await callOk(page, 'hiring.confirmTestPayment', { clientSecret: booked.payment.clientSecret, card });
  const crew = { operatorName: 'ಲಕ್ಷ್ಮೀನಾರಾಯಣ', operatorPhone: '99000 11122', machine: 'ಟ್ರ್ಯಾಕ್ ಹಾರ್ವೆಸ್ಟರ್' };
  await callOk(staff, 'hiring.admin.assignCrew', { jobId: booked.jobId, ...crew });

  // Home and a product.
  await page.goto('/kn/');
  await check(page, 'home');
  await page.goto('/kn/products/1');
  await check(page, 'product');

  // /kn/hire: a search by a Kannada town name, as the page's own example says it.
  await page.goto(`/kn/hire?op=paddy_harvesting&area=3&day=${DAY}`);
  const placeBox = page.getByLabel('ಪಿನ್ ಕೋಡ್ ಅಥವಾ ಊರು');
  await placeBox.fill('ಮದ್ದೂರು');
  const found = page.getByRole('list', { name: 'ಸಿಕ್ಕ ಊರುಗಳು' });
  await expect(found.getByRole('button').first()).toBeVisible();
  await check(page, 'hire-places');
  await found.getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: 'ನಿಮ್ಮ ಹೊಲಕ್ಕೆ ಬರೋ ಕೇಂದ್ರಗಳು' })).toBeVisible();
  await check(page, 'hire-results');

  // /kn/orders: the hire job above the shop's orders, and no "no orders" under it.
  await page.goto('/kn/orders');
  const job = page.getByTestId('hire-job').first();
  await expect(job).toBeVisible();
  await expect(page.getByText('ಇನ್ನೂ ಯಾವ ಆರ್ಡರ್ ಇಲ್ಲ')).toHaveCount(0);
  await expect(job).toContainText('ಮದ್ದೂರು, ಮಂಡ್ಯ 571401');
  await check(page, 'orders');

  // The back office's job board for that centre and day.
  await staff.goto(`/kn/admin/hire?centre=${centre.id}&day=${DAY}`);
  await expect(staff.getByText('ಹನುಮಂತನ ಗುಡಿ ಹಿಂದೆ').first()).toBeVisible();
  await check(staff, 'admin-hire');

  await staffContext.close();
  await farmerContext.close();
});
