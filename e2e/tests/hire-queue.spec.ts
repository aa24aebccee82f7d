import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { addDays, kolkataDay } from '../../shared/rental';
import { expectNoAxeViolations } from '../support/axe';
import { callOk, registerAndSignIn } from '../support/shop';
import { serverOnOwnDatabase, setRole } from '../support/own-database';
import { expect, test } from '../support/test';

/**
 * Fair at peak season (issue 25, item 5): a farmer waiting for a full day sees their place in the queue and the day
 * a crew is expected, on /orders at 360 px in English and Kannada; when crew time comes free it goes to the field
 * near the crew's other work that day, and staff see on the job board who was passed over and why. Staff need a
 * role, which only the database gives: this journey's server runs on a Postgres database of its own.
 */
const PASSWORD = 'paddy-queue-2026';
const DAY = addDays(kolkataDay(new Date()), 12);
const PHONE = { width: 360, height: 740 } as const;
const raichur = { lat: 16.2351, lon: 77.34393, place: 'Raichur 584101' };
/** About 30 km north of Raichur, within the centre's 50 km. */
const kallur = { lat: 16.5, lon: 77.35, place: 'Kallur 584123' };
const card = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' };

const own = serverOnOwnDatabase('hg_e2e_queue');

async function farmer(browser: Browser, viewport?: typeof PHONE): Promise<Page> {
  const context = await browser.newContext({ baseURL: own.url, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await page.goto('/');
  await registerAndSignIn(page, `farmer-${randomBytes(4).toString('hex')}@example.com`, PASSWORD);
  return page;
}

function asking(serviceId: number, slot: 'morning' | 'afternoon', at: typeof raichur) {
  return { serviceId, day: DAY, slot, areaMilliAcres: 1000, lat: at.lat, lon: at.lon, place: at.place } as const;
}

async function bookAndPay(page: Page, input: ReturnType<typeof asking>): Promise<string> {
  const booked = await callOk<{ jobId: string; payment: { clientSecret: string } }>(page, 'hiring.book', {
    ...input,
    landmark: 'Next to the canal gate',
    phone: '98450 12345',
  });
  await callOk(page, 'hiring.confirmTestPayment', { clientSecret: booked.payment.clientSecret, card });
  return booked.jobId;
}

test('a farmer sees their place and expected day; staff see who was passed over and why', async ({ browser }) => {
  const staffContext = await browser.newContext({ baseURL: own.url, viewport: PHONE });
  const staff = await staffContext.newPage();
  await staff.goto('/');
  const staffEmail = `staff-${randomBytes(4).toString('hex')}@example.com`;
  await registerAndSignIn(staff, staffEmail, PASSWORD);
  await setRole(own.databaseUrl, staffEmail, 'staff');
  const centres = await callOk<{ id: number; name: string }[]>(staff, 'hiring.admin.centres', undefined, 'GET');
  const centre = centres.find((c) => c.name === 'Raichur Paddy Machinery Centre')!;
  const services = await callOk<{ id: number; operation: string }[]>(
    staff,
    'hiring.admin.services',
    { centreId: centre.id },
    'GET',
  );
  const service = services.find((s) => s.operation === 'transplanting')!; // one crew

  // The crew's morning and afternoon are booked in Raichur.
  await bookAndPay(await farmer(browser), asking(service.id, 'morning', raichur));
  const afternoon = await farmer(browser);
  const afternoonJob = await bookAndPay(afternoon, asking(service.id, 'afternoon', raichur));

  // A farmer from Kallur joins the queue first, one from Raichur second.
  const far = await farmer(browser, PHONE);
  const waitFor = { ...asking(service.id, 'afternoon', kallur), landmark: 'By the school', phone: '98450 22345' };
  expect(await callOk(far, 'hiring.joinWaitlist', waitFor)).toEqual({ position: 1 });
  const near = await farmer(browser);
  const nearWait = { ...asking(service.id, 'afternoon', raichur), landmark: 'Temple road', phone: '98450 32345' };
  expect(await callOk(near, 'hiring.joinWaitlist', nearWait)).toEqual({ position: 2 });

  // The Kallur farmer's page on a phone: their place, and the next day, when the crew has time.
  await far.goto('/orders');
  const queue = far.getByTestId('hire-queue');
  await expect(queue.getByRole('heading', { name: 'Waiting for a crew' })).toBeVisible();
  await expect(queue).toContainText('Your place in the queue: 1');
  await expect(queue).toContainText('Expected day:');
  expect(await far.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(far, '/orders with a place in the hire queue');
  await far.goto('/kn/orders');
  await expect(far.getByTestId('hire-queue')).toContainText('ವೇಟಿಂಗ್ ಲಿಸ್ಟ್‌ನಲ್ಲಿ ನಿಮ್ಮ ಸ್ಥಾನ: 1');
  await expectNoAxeViolations(far, '/kn/orders with a place in the hire queue');

  // The afternoon comes free: it goes to the Raichur field, next to the crew's morning.
  await callOk(afternoon, 'hiring.cancel', { jobId: afternoonJob });
  const nearJobs = await callOk<{ jobs: { status: string }[] }>(near, 'hiring.myJobs', undefined, 'GET');
  expect(nearJobs.jobs.map((j) => j.status)).toEqual(['pending']);

  // Staff see the skip on the job board, on a phone, in both languages.
  await staff.goto(`/admin/hire?centre=${centre.id}&day=${DAY}`);
  const skips = staff.getByTestId('hire-queue-skips');
  await expect(skips).toContainText("The crews' day went to a field nearer their other work (village by village)");
  await expect(skips).toContainText('Ticket 1');
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(staff, 'the hire job board with a queue skip');
  await staff.goto(`/kn/admin/hire?centre=${centre.id}&day=${DAY}`);
  await expect(staff.getByTestId('hire-queue-skips')).toContainText('ಊರು ಊರಾಗಿ');
  await staffContext.close();
});
