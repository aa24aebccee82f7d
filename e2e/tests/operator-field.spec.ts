import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import pg from 'pg';
import { rectangleField } from '../../scripts/bench/field-area';
import { addDays, kolkataDay } from '../../shared/rental';
import { expectNoAxeViolations } from '../support/axe';
import { jpeg, walkBoundary } from '../support/field';
import { serverOnOwnDatabase, setRole } from '../support/own-database';
import { call, callOk, registerAndSignIn } from '../support/shop';
import { expect, test } from '../support/test';

/**
 * The operator's phone at the field (issue 25, items 3 and 4), 360 px wide: the operator opens /operator with a
 * network, loses it at the field, starts, walks the boundary of a 2.9-acre field (the browser's geolocation moved
 * along it step by step, the page's clock moved 2 s a step), takes two photos and stops, all queued on the phone;
 * the network returns and the readings go to the shop once; the job is billed for the measured acres and the
 * farmer confirms it on their job page with the code from the SMS. In Kannada: hourly ploughing timed from start
 * to stop, the farmer disputes, and the shop's staff see the dispute with the photos on the job board.
 * Staff need a role, which only the database gives: this journey's server runs on a Postgres database of its own.
 */
const PASSWORD = 'field-walk-2026';
const PHONE = { width: 360, height: 740 } as const;
const TOMORROW = addDays(kolkataDay(new Date()), 1);
const FIELD = { lat: 12.52216, lon: 76.90092 };

const own = serverOnOwnDatabase('hf_e2e_operator');

async function sql(query: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: own.databaseUrl });
  await client.connect();
  try {
    await client.query(query, values);
  } finally {
    await client.end();
  }
}

async function person(browser: Browser, who: string, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ baseURL: own.url, ...options });
  const page = await context.newPage();
  await page.goto('/');
  const email = `${who}-${randomBytes(4).toString('hex')}@example.com`;
  await registerAndSignIn(page, email, PASSWORD);
  return { context, page, email };
}

/** A farmer's job of `operation` tomorrow with its advance paid, its crew the operator's mobile number. */
async function crewJob(staff: Page, farmer: Page, operation: string, operatorMobile: string): Promise<string> {
  const centres = (await call<{ id: number; name: string }[]>(staff, 'hiring.admin.centres', undefined, 'GET')).data!;
  const centre = centres.find((c) => c.name === 'Raitha Yantra Hiring Centre, Mandya')!;
  const services = (
    await call<{ id: number; operation: string }[]>(staff, 'hiring.admin.services', { centreId: centre.id }, 'GET')
  ).data!;
  const service = services.find((s) => s.operation === operation)!;
  const booked = await callOk<{ jobId: string; payment: { clientSecret: string } }>(farmer, 'hiring.book', {
    serviceId: service.id,
    day: TOMORROW,
    slot: 'whole_day',
    areaMilliAcres: 3000,
    ...FIELD,
    place: 'Mandya 571401',
    landmark: 'Behind the Hanuman temple',
    phone: '98450 12345',
  });
  const card = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' };
  await callOk(farmer, 'hiring.confirmTestPayment', { clientSecret: booked.payment.clientSecret, card });
  const crew = { operatorName: 'Ravi Kumar', operatorPhone: operatorMobile, machine: 'Tractor KA-11 1234' };
  await callOk(staff, 'hiring.admin.assignCrew', { jobId: booked.jobId, ...crew });
  return booked.jobId;
}

/** An operator on a phone whose account has the mobile number staff give the crew, with the location allowed. */
async function operatorPhone(browser: Browser, mobile: string) {
  const operator = await person(browser, 'operator', {
    viewport: PHONE,
    permissions: ['geolocation'],
    geolocation: { latitude: FIELD.lat, longitude: FIELD.lon, accuracy: 5 },
  });
  await sql('UPDATE users SET phone = $2, phone_confirmed_at = now() WHERE email = $1', [
    operator.email,
    `+91${mobile}`,
  ]);
  return operator;
}

async function codeFromSms(page: Page): Promise<string> {
  const mailbox = await page.evaluate(async () => (await fetch('/dev/mailbox')).text());
  const last = [...mailbox.matchAll(/fieldMeasured[\s\S]*?<pre[^>]*>([\s\S]*?)<\/pre>/g)].at(-1)?.[1] ?? '';
  const code = /(\d{6})/.exec(last)?.[1];
  expect(code, 'the measurement SMS carries a 6-digit code').toBeTruthy();
  return code!;
}

test('the operator measures 2.9 acres offline, syncs, and the farmer confirms with the code', async ({ browser }) => {
  test.setTimeout(400_000);
  const staff = await person(browser, 'staff');
  await setRole(own.databaseUrl, staff.email, 'staff');
  const farmer = await person(browser, 'farmer', { viewport: PHONE });
  const mobile = '99000 11122'.replace(' ', '');
  const operator = await operatorPhone(browser, mobile);
  await crewJob(staff.page, farmer.page, 'paddy_harvesting', mobile);

  const { page, context } = operator;
  await page.clock.install();
  await page.goto('/operator');
  const job = page.getByTestId('operator-job');
  await expect(job.getByRole('heading', { level: 2 })).toContainText('Paddy harvesting');
  await expect(job.getByRole('link', { name: 'Call the farmer 98450 12345' })).toHaveAttribute(
    'href',
    'tel:+919845012345',
  );
  await expect(job.getByRole('link', { name: 'Way to the field' })).toHaveAttribute('href', /^geo:12\.52216,76\.90092/);
  await expectNoAxeViolations(page, 'the operator page with the day’s job');

  // At the field there is no network: everything is kept on the phone.
  await context.setOffline(true);
  await expect(page.getByTestId('sync-status')).toContainText('Offline.');
  await job.getByRole('button', { name: 'Start work' }).click();
  await expect(job.getByTestId('started')).toBeVisible();
  // The operator stands at a corner of the field, and walks its edge back to that corner.
  const corners = rectangleField(FIELD.lat + 0.001, FIELD.lon + 0.001, 2.9);
  await context.setGeolocation({ latitude: corners[0]![0], longitude: corners[0]![1], accuracy: 5 });
  await job.getByRole('button', { name: 'Walk the boundary' }).click();
  const fixes = await walkBoundary(context, page, corners);
  await expect(job.getByTestId('walk-status')).toContainText('GPS accurate to 5 m');
  await job.getByRole('button', { name: 'Finish the walk' }).click();
  const result = job.getByTestId('walk-result');
  await expect(result).toContainText(/^Measured 2\.\d+ acres ± 0\.\d+ acres from \d+ points\.$/);
  const measured = Number(/Measured ([\d.]+) acres/.exec((await result.textContent())!)![1]);
  expect(Math.abs(measured - 2.9) / 2.9).toBeLessThan(0.03);
  expect(fixes).toBeGreaterThan(80);
  await job.getByLabel('Take photo 1 of 2').setInputFiles(await jpeg('green'));
  await expect(job.getByTestId('photo-count')).toHaveText('Photos taken: 1 of 2');
  await job.getByLabel('Take photo 2 of 2').setInputFiles(await jpeg('brown'));
  await expect(job.getByTestId('photo-count')).toHaveText('Photos taken: 2 of 2');
  await job.getByRole('button', { name: 'Stop work' }).click();
  await expect(job.getByTestId('stopped')).toContainText('when the phone has a network');
  await expect(page.getByTestId('sync-status')).toHaveText('Offline. 5 readings wait on this phone.');
  // It fits the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page, 'the operator page offline with readings waiting');

  // The network returns: the readings go to the shop by themselves, once, and the job is billed.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveText('Every reading is with the shop.');
  await expect(job.getByTestId('job-status')).toHaveText('Done');
  await expect(job.getByTestId('outcome')).toHaveText(
    `Billed for ${measured} acres. Waiting for the farmer to confirm.`,
  );

  // The farmer sees the measurement and its map on their job, and confirms with the code from the SMS.
  await farmer.page.goto('/orders');
  const mine = farmer.page.getByTestId('hire-measurement');
  await expect(mine).toContainText(`Field measured with the operator's phone: ${measured} acres (±`);
  await expect(mine.getByRole('img', { name: "Map of the field's boundary as walked, north up" })).toBeVisible();
  await expectNoAxeViolations(farmer.page, 'the farmer’s job with the measurement to confirm');
  await mine.getByLabel('Code from the SMS').fill(await codeFromSms(farmer.page));
  await mine.getByRole('button', { name: 'Confirm the measurement' }).click();
  await expect(mine.getByTestId('hire-measurement-state')).toHaveText('You confirmed the measurement.');
  await expect(farmer.page.getByTestId('hire-bill')).toContainText(`Bill: ${measured} acres`);

  await page.reload();
  await expect(page.getByTestId('operator-job').getByTestId('outcome')).toHaveText(
    `The farmer confirmed ${measured} acres.`,
  );
  for (const who of [staff, farmer, operator]) await who.context.close();
});

test('ಕನ್ನಡದಲ್ಲಿ: hourly ploughing timed offline, the farmer disputes, staff see the photos', async ({ browser }) => {
  test.setTimeout(300_000);
  const staff = await person(browser, 'staff-kn');
  await setRole(own.databaseUrl, staff.email, 'staff');
  const farmer = await person(browser, 'farmer-kn', { viewport: PHONE });
  const mobile = '9900022233';
  const operator = await operatorPhone(browser, mobile);
  await crewJob(staff.page, farmer.page, 'ploughing', mobile);

  const { page, context } = operator;
  await page.clock.install();
  await page.goto('/kn/operator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ಇವತ್ತಿನ ಕೆಲಸ');
  const job = page.getByTestId('operator-job');
  await context.setOffline(true);
  await job.getByRole('button', { name: 'ಕೆಲಸ ಶುರು ಮಾಡಿ' }).click();
  await job.getByLabel('ಫೋಟೋ 1 (2 ರಲ್ಲಿ) ತೆಗೆಯಿರಿ').setInputFiles(await jpeg('green'));
  await expect(job.getByTestId('photo-count')).toHaveText('ತೆಗೆದ ಫೋಟೋಗಳು: 2 ರಲ್ಲಿ 1');
  await page.clock.fastForward('02:30:00');
  await job.getByRole('button', { name: 'ಕೆಲಸ ನಿಲ್ಲಿಸಿ' }).click();
  await expect(page.getByTestId('sync-status')).toHaveText('ನೆಟ್‌ವರ್ಕ್ ಇಲ್ಲ. 3 ಅಳತೆಗಳು ಈ ಫೋನ್‌ನಲ್ಲೇ ಕಾಯುತ್ತಿವೆ.');
  await expectNoAxeViolations(page, 'the operator page in Kannada, offline');
  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveText('ಎಲ್ಲಾ ಅಳತೆಗಳು ಅಂಗಡಿಗೆ ತಲುಪಿವೆ.');
  await expect(job.getByTestId('outcome')).toContainText('2.5');

  // The farmer, in Kannada, disputes the time.
  await farmer.page.goto('/kn/orders');
  const mine = farmer.page.getByTestId('hire-measurement');
  await expect(mine).toContainText('ಶುರುವಿನಿಂದ ನಿಲ್ಲಿಸುವವರೆಗಿನ ಕೆಲಸದ ಸಮಯ: 2.5');
  await mine.getByRole('button', { name: 'ಅಳತೆ ತಪ್ಪಾಗಿದೆ' }).click();
  await mine.getByLabel(/^ಏನು ತಪ್ಪು\?/).fill('ಟ್ರ್ಯಾಕ್ಟರ್ ಎರಡು ಗಂಟೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡಿತು');
  await mine.getByRole('button', { name: 'ತಕರಾರು ಕಳಿಸಿ' }).click();
  await expect(mine.getByTestId('hire-measurement-state')).toHaveText(
    'ನೀವು ಅಳತೆಗೆ ತಕರಾರು ಹೇಳಿದ್ದೀರಿ. ಅಂಗಡಿಯವರು ಫೋನ್ ಮಾಡುತ್ತಾರೆ.',
  );
  await expectNoAxeViolations(farmer.page, 'the farmer’s disputed job in Kannada');

  // The shop's staff see it on the job board with the photo, and settle it.
  await staff.page.goto(`/kn/admin/hire?day=${TOMORROW}`);
  const dispute = staff.page.getByTestId('field-dispute');
  await expect(dispute).toContainText('ಟ್ರ್ಯಾಕ್ಟರ್ ಎರಡು ಗಂಟೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡಿತು');
  await expect(dispute.getByRole('img', { name: /^ಹೊಲದ ಫೋಟೋ 1,/ })).toBeVisible();
  await expectNoAxeViolations(staff.page, 'the job board with a disputed measurement, in Kannada');
  await dispute.getByLabel('ರೈತರ ಜೊತೆ ಹೇಗೆ ಬಗೆಹರಿಸಲಾಯಿತು').fill('ರೈತರ ಜೊತೆ ಮಾತಾಡಿ 2 ಗಂಟೆಗೆ ಒಪ್ಪಿದೆವು');
  await dispute.getByRole('button', { name: 'ಬಗೆಹರಿದಿದೆ ಎಂದು ಗುರುತಿಸಿ' }).click();
  await expect(dispute).toHaveCount(0);
  for (const who of [staff, farmer, operator]) await who.context.close();
});
