import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { addDays, kolkataDay } from '../../shared/rental';
import { expectNoAxeViolations } from '../support/axe';
import { call, callOk, registerAndSignIn, rupees } from '../support/shop';
import { serverOnOwnDatabase, setRole } from '../support/own-database';
import { expect, test } from '../support/test';

/**
 * Paying a hire balance after the work (issue 21): staff show the balance's UPI QR on the job board, on a phone
 * 360 px wide, and the farmer's UPI app (the test provider's simulated app, opened from the QR screen's test link)
 * pays it with a PIN; the board hears it, the job is paid, and the farmer's own page says how. Staff need a role,
 * which only the database gives: this journey's server runs on a Postgres database of its own.
 */
const PASSWORD = 'paddy-balance-2026';
const DAY = addDays(kolkataDay(new Date()), 9);
const BALANCE = 588_000;
const PHONE = { width: 360, height: 740 } as const;

const own = serverOnOwnDatabase('ry_e2e_balance');

/** Waits until React has hydrated `control`, so a click on it is not lost (React keeps its props on the node). */
async function live(control: Locator): Promise<void> {
  await expect
    .poll(() => control.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

interface Setup {
  staff: Page;
  farmer: Page;
  centreId: number;
  close: () => Promise<void>;
}

/**
 * A staff member (on a phone 360 px wide) and a farmer whose job of 3 acres of paddy harvesting on `day` has its
 * ₹1,800 advance paid and was billed for 3.2 acres: a balance of ₹5,880.
 */
async function billedJob(browser: Browser, day: string): Promise<Setup> {
  const staffContext = await browser.newContext({ baseURL: own.url, viewport: PHONE });
  const staff = await staffContext.newPage();
  await staff.goto('/');
  const staffEmail = `staff-${randomBytes(4).toString('hex')}@example.com`;
  await registerAndSignIn(staff, staffEmail, PASSWORD);
  await setRole(own.databaseUrl, staffEmail, 'staff');
  const centres = (await call<{ id: number; name: string }[]>(staff, 'hiring.admin.centres', undefined, 'GET')).data!;
  const centre = centres.find((c) => c.name === 'Raitha Yantra Hiring Centre, Mandya')!;
  const services = (
    await call<{ id: number; operation: string }[]>(staff, 'hiring.admin.services', { centreId: centre.id }, 'GET')
  ).data!;
  const service = services.find((s) => s.operation === 'paddy_harvesting')!;

  const farmerContext = await browser.newContext({ baseURL: own.url });
  const farmer = await farmerContext.newPage();
  await farmer.goto('/');
  await registerAndSignIn(farmer, `farmer-${randomBytes(4).toString('hex')}@example.com`, PASSWORD);
  const booked = await callOk<{ jobId: string; payment: { clientSecret: string } }>(farmer, 'hiring.book', {
    serviceId: service.id,
    day,
    slot: 'whole_day',
    areaMilliAcres: 3000,
    lat: 12.52216,
    lon: 76.90092,
    place: 'Mandya 571401',
    landmark: 'Behind the Hanuman temple',
    phone: '98450 12345',
  });
  const card = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' };
  await callOk(farmer, 'hiring.confirmTestPayment', { clientSecret: booked.payment.clientSecret, card });
  const jobId = booked.jobId;
  const crew = { operatorName: 'Ravi Kumar', operatorPhone: '99000 11122', machine: 'Track harvester KA-11' };
  await callOk(staff, 'hiring.admin.assignCrew', { jobId, ...crew });
  await callOk(staff, 'hiring.admin.onTheWay', { jobId });
  await callOk(staff, 'hiring.admin.done', { jobId, measured: 3.2 });
  const close = async () => {
    await staffContext.close();
    await farmerContext.close();
  };
  return { staff, farmer, centreId: centre.id, close };
}

test('staff show the balance QR on the job board and the simulated UPI app pays it', async ({ browser }) => {
  test.setTimeout(300_000);
  const { staff, farmer, centreId, close } = await billedJob(browser, DAY);

  // The job board: the job is done and its balance can be collected three ways.
  await staff.goto(`/admin/hire?centre=${centreId}&day=${DAY}`);
  const job = staff.getByRole('region', { name: /^Paddy harvesting · / }).filter({ hasText: 'Behind the Hanuman' });
  await expect(job.getByRole('status').first()).toHaveText('Status: Done');
  const collect = job.getByRole('region', { name: `Collect balance ${rupees(BALANCE)}` });
  await expect(collect.getByRole('button', { name: 'Send payment link by SMS' })).toBeVisible();
  await expect(collect.getByRole('button', { name: 'Record cash' })).toBeVisible();
  const showQr = collect.getByRole('button', { name: 'Show UPI QR' });
  await live(showQr);
  await showQr.click();

  // The QR for exactly the balance, its amount in large figures, and the board waiting for the payment.
  const qr = collect.getByRole('img', { name: `UPI QR code to pay the balance of ${rupees(BALANCE)} for this job` });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\//);
  await expect(collect.getByTestId('balance-qr-amount')).toHaveText(rupees(BALANCE));
  await expect(collect.getByTestId('balance-wait')).toHaveText('Waiting for the payment…');
  await expect(collect.getByText('PhonePe, Google Pay, Paytm or BHIM')).toBeVisible();
  // It fits the phone: nothing is wider than the screen.
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(staff, 'the job board showing a balance QR');

  // The farmer scans it: the simulated UPI app opens from the QR screen's test link and pays with a PIN.
  const [app] = await Promise.all([staff.waitForEvent('popup'), collect.getByTestId('upi-test-app-link').click()]);
  const pin = app.getByLabel('Enter your UPI PIN');
  await live(pin);
  await pin.fill('1234');
  await app.getByRole('button', { name: `Pay ${rupees(BALANCE)}` }).click();
  await expect(app.getByText('Payment successful')).toBeVisible();
  await app.close();

  // The board hears it without a reload, and the job is paid.
  await expect(collect.getByTestId('balance-wait')).toHaveText('Paid. The balance is settled.');
  await expect(job.getByRole('status').first()).toHaveText('Status: Paid');
  await expect(job.getByTestId('balance-settled')).toContainText('Balance paid by UPI QR code on');

  // The farmer's own page says how and when the balance was paid, and the SMS said so too.
  await farmer.goto('/orders');
  const mine = farmer.getByTestId('hire-job').first();
  await expect(mine.getByTestId('hire-job-status')).toHaveText('Paid');
  await expect(mine.getByTestId('hire-balance-paid')).toContainText('Balance paid by UPI on');
  const mailbox = await farmer.evaluate(async () => (await fetch('/dev/mailbox')).text());
  expect(mailbox).toContain('SMS to +919845012345 · paid');

  await close();
});

test('ಕನ್ನಡದಲ್ಲಿ: staff record the balance received in cash, exactly the balance, and the farmer gets a receipt', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const day = addDays(DAY, 1);
  const { staff, farmer, centreId, close } = await billedJob(browser, day);
  await staff.goto(`/kn/admin/hire?centre=${centreId}&day=${day}`);
  const job = staff.getByRole('region', { name: /^ಭತ್ತ ಕಟಾವು · / }).filter({ hasText: 'Behind the Hanuman' });
  const collect = job.getByRole('region', { name: `ಬಾಕಿ ಹಣ ${rupees(BALANCE)} ಪಡೆಯಿರಿ` });
  await expect(collect.getByRole('button', { name: 'ಕ್ಯೂಆರ್ ಕೋಡ್ ತೋರಿಸಿ' })).toBeVisible();
  await expect(collect.getByRole('button', { name: 'ಪಾವತಿ ಲಿಂಕ್ SMS ಮಾಡಿ' })).toBeVisible();
  const cash = collect.getByRole('button', { name: 'ನಗದು ಬಂತು', exact: true });
  await live(cash);
  await cash.click();

  // Not the balance: said at once, and nothing is recorded.
  const received = collect.getByLabel('ಬಂದ ನಗದು (₹)');
  await received.fill('5000');
  await collect.getByRole('button', { name: 'ನಗದು ಬಂತು ಅಂತ ದಾಖಲಿಸಿ' }).click();
  await expect(collect.getByRole('alert')).toHaveText(`ಬಾಕಿ ${rupees(BALANCE)}. ಬಂದ ನಗದು ಎಷ್ಟು ಅಂತ ಸರಿಯಾಗಿ ಬರೆಯಿರಿ.`);
  await expect(received).toHaveAttribute('aria-invalid', 'true');
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(staff, 'the Kannada job board recording cash');

  await received.fill('5880');
  await collect.getByRole('button', { name: 'ನಗದು ಬಂತು ಅಂತ ದಾಖಲಿಸಿ' }).click();
  await expect(job.getByTestId('balance-settled')).toContainText('ಬಾಕಿ ಹಣ ನಗದಾಗಿ ಬಂತು');
  await expect(job.getByTestId('balance-settled')).toContainText('ದಾಖಲಿಸಿದ್ದಾರೆ');

  await farmer.goto('/orders');
  const mine = farmer.getByTestId('hire-job').first();
  await expect(mine.getByTestId('hire-balance-paid')).toContainText('Balance paid in cash on');
  const mailbox = await farmer.evaluate(async () => (await fetch('/dev/mailbox')).text());
  expect(mailbox).toContain('cashReceipt');
  await close();
});
