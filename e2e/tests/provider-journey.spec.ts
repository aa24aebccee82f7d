import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import pg from 'pg';
import { rectangleField } from '../../scripts/bench/field-area';
import { FakeRazorpayServer } from '../../server/test/fake-razorpay-server';
import { splitJob } from '../../shared/ledger-split';
import { addDays, kolkataDay } from '../../shared/rental';
import { expectNoAxeViolations } from '../support/axe';
import { jpeg, walkBoundary } from '../support/field';
import { call, gotoLive, live, registerAndSignIn, rupees, waitForHydration } from '../support/shop';
import { serverOnOwnDatabase, setRole } from '../support/own-database';
import { expect, test } from '../support/test';

/**
 * Issue 25's whole journey, at 360 px, with axe: a farmer who owns a tractor signs in with their mobile number and the
 * code from the SMS, registers as a provider (village, bank account for payouts), is approved by the shop's owner
 * with a 12 % commission, lists tractor ploughing at ₹1,100 an hour within 15 km; a farmer finds it on /hire with the
 * "Verified owner" mark, books 3 acres and pays the advance by UPI (the test UPI app); the owner, on the operator
 * page with the browser's geolocation emulated, goes offline at the field, starts, walks the field's 2.9-acre boundary,
 * takes two photos and stops 2.9 hours later, and the readings sync when the network returns; the farmer sees the
 * measurement with its map and confirms it with the code from their SMS; the farmer pays the balance by UPI; the
 * provider's share is transferred at once to their Route linked account at the loopback server that speaks
 * Razorpay's API, and their statement shows the share less commission and the transfer.
 *
 * The server runs on a Postgres database of its own (hd_e2e_provider_*), its payouts through Razorpay Route at the
 * loopback server (RAZORPAY_ROUTE_KEY_ID and RAZORPAY_API_URL; payments stay the built-in test provider's): the
 * journey makes the shop's owner with one UPDATE and reads the farmer's codes from the SMS outbox, as their phone
 * would receive them.
 */
const razorpay = new FakeRazorpayServer();
const routeEnv: Record<string, string> = {};
test.beforeAll(async () => {
  await razorpay.start();
  Object.assign(routeEnv, {
    RAZORPAY_ROUTE_KEY_ID: razorpay.keyId,
    RAZORPAY_ROUTE_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_API_URL: razorpay.baseUrl,
  });
});
test.afterAll(() => razorpay.stop());
const own = serverOnOwnDatabase('hd_e2e_provider', routeEnv);
test.describe.configure({ mode: 'serial' });

const PHONE_360 = { width: 360, height: 780 };
const PASSWORD = 'ragi-harvest-2026';
// Tomorrow: the operator's page lists the jobs of today and tomorrow.
const DAY = addDays(kolkataDay(new Date()), 1);
const stamp = randomBytes(3).toString('hex');
// A mobile number of this run's own (the journey may run again on a kept database).
const OWNER_MOBILE = `9${String(Date.now()).slice(-9)}`;
const FARMER_MOBILE = '9845012345';
const CENTRE = `Shivanna's tractor ${stamp}`;
const ACCOUNT_NUMBER = '30211234567';
/** Where the owner's tractor works: a field near Hosaholalu, Mandya. */
const FIELD = { lat: 12.52216, lon: 76.90092 };

async function query<T>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: own.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The 6-digit code of the last SMS of this kind sent to this number, as the phone shows it. */
async function codeSentTo(mobile: string, like: RegExp): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const texts = await query<{ body: string }>(
        'SELECT body FROM sms_outbox WHERE to_phone = $1 ORDER BY id DESC LIMIT 5',
        [`+91${mobile}`],
      );
      code = /\b(\d{6})\b/.exec(texts.find((t) => like.test(t.body))?.body ?? '')?.[1];
      return code;
    }, `an SMS to ${mobile} matching ${like} with a 6-digit code`)
    .toBeDefined();
  return code!;
}

/** Signs the page in on /auth's mobile-number tab with the code the SMS brought: the account is made on the way. */
async function signInWithMobile(page: Page, mobile: string): Promise<void> {
  await page.goto('/auth?tab=phone');
  await waitForHydration(page);
  const panel = page.getByRole('tabpanel', { name: 'Mobile number' });
  await panel.getByLabel('Mobile number').fill(mobile);
  await panel.getByRole('button', { name: 'Send code by SMS' }).click();
  await panel.getByLabel('Code (OTP) from the SMS').fill(await codeSentTo(mobile, /OTP|code/i));
  await panel.getByRole('button', { name: 'Continue' }).click();
  // Signed in, the page leaves /auth for the home page.
  await page.waitForURL((url) => url.pathname === '/');
}

/** Pays on the test UPI app the payment step opened, with the PIN. */
async function payByUpi(page: Page, from: Locator, amount: number): Promise<void> {
  const [app] = await Promise.all([
    page.waitForEvent('popup'),
    from.getByRole('link', { name: 'Open the test UPI app' }).click(),
  ]);
  await waitForHydration(app);
  await app.getByLabel('Enter your UPI PIN').fill('258046');
  await app.getByRole('button', { name: `Pay ${rupees(amount)}` }).click();
  await expect(app.getByText('Payment successful')).toBeVisible();
  await app.close();
}

test('a farmer-owner registers, is approved, lists ploughing at ₹1,100/h, measures offline, is paid out', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const providerContext = await browser.newContext({
    baseURL: own.url,
    viewport: PHONE_360,
    permissions: ['geolocation'],
    geolocation: { latitude: FIELD.lat, longitude: FIELD.lon, accuracy: 5 },
  });
  const provider = await providerContext.newPage();

  // 1. The owner of a tractor signs in with their mobile number and registers, paid into their bank account.
  await signInWithMobile(provider, OWNER_MOBILE);
  await gotoLive(provider, '/provider');
  await expect(provider.getByRole('heading', { name: 'Your machines on Raitha Yantra', level: 1 })).toBeVisible();
  const form = provider.getByRole('form', { name: 'Provider registration' });
  await form.getByLabel('Your name').fill('Shivanna');
  await form.getByLabel('Mobile number').fill(OWNER_MOBILE);
  await form.getByLabel('Village').fill('Hosaholalu');
  await form.getByLabel('District').fill('Mandya');
  await form.getByRole('radio', { name: 'My UPI ID' }).check();
  await form.getByRole('textbox', { name: 'UPI ID' }).fill('shivanna');
  await form.getByRole('button', { name: 'Register my machines' }).click();
  // Checked before anything is sent, said in words.
  await expect(form.getByRole('alert')).toHaveText('A UPI ID looks like name@bank.');
  // Razorpay Route pays into a bank account: the owner gives theirs.
  await form.getByRole('radio', { name: 'My bank account' }).check();
  await form.getByLabel('IFSC code').fill('SBIN0040123');
  await form.getByLabel('Account number').fill(ACCOUNT_NUMBER);
  await form.getByRole('button', { name: 'Register my machines' }).click();
  await expect(provider.getByText('Waiting for the shop’s check')).toBeVisible();
  // The account and the number are shown masked.
  await expect(provider.getByText('Bank account ••••4567 (IFSC SBIN0040123)')).toBeVisible();
  await expect(provider.getByText(`••••${OWNER_MOBILE.slice(-4)}`)).toBeVisible();
  await expectNoAxeViolations(provider, 'the provider waiting for the check, at 360 px');
  // Not approved yet: the provider's own procedures refuse.
  expect((await call(provider, 'providers.services', undefined, 'GET')).status).toBe(403);

  // 2. The shop's owner approves them at 12 % in the back office.
  const ownerContext = await browser.newContext({ baseURL: own.url, viewport: PHONE_360 });
  const owner = await ownerContext.newPage();
  await owner.goto('/about');
  const ownerEmail = `owner-${stamp}@provider-journey.example`;
  await registerAndSignIn(owner, ownerEmail, PASSWORD);
  await setRole(own.databaseUrl, ownerEmail, 'owner');
  await gotoLive(owner, '/admin/providers');
  // The back office's code comes in parts (the section's own after the shell's): slower on a loaded machine.
  await expect(owner.getByRole('heading', { name: 'Providers' })).toBeVisible({ timeout: 30_000 });
  const row = owner.getByRole('article', { name: 'Shivanna' }).filter({ hasText: `••••${OWNER_MOBILE.slice(-4)}` });
  await expect(row).toContainText('Waiting for the check');
  await expect(row).toContainText('Bank account ••••4567 (IFSC SBIN0040123)');
  await expectNoAxeViolations(owner, "the owner's providers, at 360 px");
  await row.getByLabel('Commission (%)').fill('12');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Approved');
  await ownerContext.close();

  // 3. Approved: they add where the tractor stands (found by PIN code) and list ploughing at ₹1,100 an hour.
  await gotoLive(provider, '/provider');
  await expect(provider.getByText('Verified', { exact: true })).toBeVisible();
  await expect(provider.getByText('12 % of each job')).toBeVisible();
  await provider.getByRole('button', { name: 'Add a place' }).click();
  const place = provider.getByRole('form', { name: 'New place' });
  await place.getByLabel('Village or PIN code').fill('571401');
  await place.getByRole('button', { name: 'Find' }).click();
  await place.getByLabel('Choose your place').selectOption({ index: 1 });
  await expect(place.getByText(/^Chosen: .*571401/)).toBeVisible();
  await place.getByLabel('Name farmers will see').fill(CENTRE);
  await place.getByLabel('Where the machines stand').fill('Beside the dairy, Hosaholalu');
  await place.getByLabel('Machines go up to (km)').fill('15');
  await place.getByRole('button', { name: 'Save place' }).click();
  await expect(provider.getByText(CENTRE)).toBeVisible();
  await expect(provider.getByText('reaches 15 km')).toBeVisible();

  await provider.getByRole('button', { name: 'Add work' }).click();
  const work = provider.getByRole('form', { name: 'New work' });
  await work.getByLabel('Work', { exact: true }).selectOption('ploughing');
  await work.getByLabel('Charged by').selectOption('hour');
  await work.getByLabel('Machine in English').fill('Tractor 45 HP with plough');
  await work.getByLabel('Price per hour (₹)').fill('1100');
  await work.getByLabel('Acres a crew works in an hour').fill('1');
  await work.getByLabel('Hours a crew works in a day').fill('8');
  await work.getByRole('button', { name: 'Save work' }).click();
  // ₹1,100 an hour is inside Mandya's usual band for ploughing: listed at once.
  await expect(provider.getByText('Saved. Farmers nearby see it on the hire page.')).toBeVisible();
  await expect(provider.getByText(`${rupees(110_000)} per hour`).first()).toBeVisible();
  await expectNoAxeViolations(provider, "the approved provider's page, at 360 px");

  // The same page in Kannada.
  await gotoLive(provider, '/kn/provider');
  await expect(provider.getByRole('heading', { name: 'ರೈತ ಯಂತ್ರದಲ್ಲಿ ನಿಮ್ಮ ಯಂತ್ರಗಳು', level: 1 })).toBeVisible();
  await expect(provider.getByText('ಪರಿಶೀಲಿಸಲಾಗಿದೆ', { exact: true })).toBeVisible();
  await expectNoAxeViolations(provider, "the provider's page in Kannada, at 360 px");

  // 4. A farmer finds it on /hire, beside the shop's own centres, with the verified mark, books 3 acres and pays the
  // advance by UPI.
  const farmerContext = await browser.newContext({ baseURL: own.url, viewport: PHONE_360 });
  const farmer = await farmerContext.newPage();
  await farmer.goto('/about');
  await registerAndSignIn(farmer, `farmer-${stamp}@provider-journey.example`, PASSWORD);
  await farmer.goto('/hire');
  await live(farmer.getByRole('radio', { name: 'Ploughing' }));
  await farmer.getByRole('radio', { name: 'Ploughing' }).click();
  await farmer.getByLabel('PIN code or village').fill('571401');
  await farmer.getByRole('button', { name: /^Mandya 571401$/ }).click();
  await farmer.getByLabel('Area').fill('3');
  await farmer.getByLabel('Date').fill(DAY);
  const offer = farmer.getByRole('article', { name: CENTRE });
  // 3 acres at an acre an hour: 3 hours at ₹1,100; a quarter now.
  await expect(offer.getByTestId('hire-price')).toHaveText(rupees(330_000));
  await expect(offer.getByText('Verified owner')).toBeVisible();
  await expect(offer.getByText('No ratings yet')).toBeVisible();
  await expect(farmer.getByText('The shop’s own centre').first()).toBeVisible();
  await expectNoAxeViolations(farmer, "/hire with a verified owner's offer, at 360 px");

  await offer.getByRole('button', { name: /^Book/ }).click();
  await live(offer.getByLabel('Landmark near the field'));
  await offer.getByLabel('Landmark near the field').fill('Behind the Hanuman temple');
  await offer.getByLabel('Your mobile number (for SMS)').fill('98450 12345');
  await offer.getByRole('button', { name: `Book and pay advance ${rupees(82_500)}` }).click();
  await expect(farmer.getByRole('heading', { name: 'Open your UPI app' })).toBeVisible();
  await payByUpi(farmer, farmer.locator('body'), 82_500);
  await expect(farmer.getByTestId('hire-job-status').first()).toHaveText('Booked', { timeout: 15_000 });

  // 5. The job is on the provider's own calendar, with the farmer's landmark and number. The owner drives it
  // themself: the crew's phone is their own mobile number, so the job is on their operator page.
  await gotoLive(provider, '/provider');
  const job = provider.getByRole('article', { name: /^Ploughing · Tractor 45 HP with plough/ });
  await expect(job).toContainText('Behind the Hanuman temple');
  await expect(job.getByRole('link', { name: 'Call the farmer: 98450 12345' })).toBeVisible();
  await expect(job).toContainText('Booked');
  await job.getByRole('button', { name: 'Send the driver' }).click();
  await expect(job).toContainText('Crew assigned');

  // 6. At the field, on the operator page at 360 px: the network is gone; the owner starts, walks the field's edge
  // (the browser's position moved along it, the page's clock 2 s a step), takes two photos and stops 2.9 hours after
  // the start. Everything waits on the phone, then goes to the shop once when the network returns.
  const phone = await providerContext.newPage();
  await phone.clock.install();
  await phone.goto('/operator');
  const field = phone.getByTestId('operator-job');
  await expect(field.getByRole('heading', { level: 2 })).toContainText('Ploughing');
  await expect(field.getByRole('link', { name: 'Call the farmer 98450 12345' })).toHaveAttribute(
    'href',
    'tel:+919845012345',
  );
  await expectNoAxeViolations(phone, 'the operator page with the day’s job, at 360 px');
  await providerContext.setOffline(true);
  await expect(phone.getByTestId('sync-status')).toContainText('Offline.');
  await field.getByRole('button', { name: 'Start work' }).click();
  await expect(field.getByTestId('started')).toBeVisible();
  const corners = rectangleField(FIELD.lat + 0.001, FIELD.lon + 0.001, 2.9);
  await providerContext.setGeolocation({ latitude: corners[0]![0], longitude: corners[0]![1], accuracy: 5 });
  await field.getByRole('button', { name: 'Walk the boundary' }).click();
  const fixes = await walkBoundary(providerContext, phone, corners);
  await field.getByRole('button', { name: 'Finish the walk' }).click();
  const walked = field.getByTestId('walk-result');
  await expect(walked).toContainText(/^Measured 2\.\d+ acres ± 0\.\d+ acres from \d+ points\.$/);
  const acres = Number(/Measured ([\d.]+) acres/.exec((await walked.textContent())!)![1]);
  expect(Math.abs(acres - 2.9) / 2.9, `${acres} acres walked for 2.9`).toBeLessThan(0.03);
  await field.getByLabel('Take photo 1 of 2').setInputFiles(await jpeg('green'));
  await field.getByLabel('Take photo 2 of 2').setInputFiles(await jpeg('brown'));
  await expect(field.getByTestId('photo-count')).toHaveText('Photos taken: 2 of 2');
  await phone.clock.fastForward(2.9 * 3600_000 - fixes * 2000);
  await field.getByRole('button', { name: 'Stop work' }).click();
  await expect(phone.getByTestId('sync-status')).toHaveText('Offline. 5 readings wait on this phone.');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_360.width);
  await expectNoAxeViolations(phone, 'the operator page offline with readings waiting, at 360 px');
  await providerContext.setOffline(false);
  await expect(phone.getByTestId('sync-status')).toHaveText('Every reading is with the shop.');
  await expect(field.getByTestId('job-status')).toHaveText('Done');
  // Hourly work is billed by the time from start to stop (the phone's clock ran on a few seconds meanwhile).
  const outcome = field.getByTestId('outcome');
  await expect(outcome).toHaveText(/^Billed for 2\.9\d* hours\. Waiting for the farmer to confirm\.$/);
  const hours = Number(/Billed for ([\d.]+) hours/.exec((await outcome.textContent())!)![1]);
  const bill = Math.round(hours * 1000) * 110; // ₹1,100 an hour is 110 paise a thousandth of an hour
  const balance = bill - 82_500;

  // 7. The farmer sees the measurement on their job, the time and the field with its map, and confirms with the code
  // from the SMS; then pays the balance by UPI.
  await gotoLive(farmer, '/orders');
  const booked = farmer.getByTestId('hire-job').first();
  const measured = booked.getByTestId('hire-measurement');
  await expect(measured).toContainText(`Work timed from start to stop: ${hours} hours`);
  await expect(measured.getByTestId('hire-measurement-area')).toHaveText(
    new RegExp(`^Field measured with the operator's phone: ${acres} acres \\(± 0\\.\\d+ acres\\)$`),
  );
  await expect(measured.getByRole('img', { name: "Map of the field's boundary as walked, north up" })).toBeVisible();
  await expectNoAxeViolations(farmer, 'the farmer’s job with the measurement to confirm, at 360 px');
  await measured.getByLabel('Code from the SMS').fill(await codeSentTo(FARMER_MOBILE, /2\.9/));
  await measured.getByRole('button', { name: 'Confirm the measurement' }).click();
  await expect(measured.getByTestId('hire-measurement-state')).toHaveText('You confirmed the measurement.');
  await booked.getByRole('button', { name: `Pay the balance ${rupees(balance)}` }).click();
  await payByUpi(farmer, booked, balance);
  await expect(booked.getByTestId('hire-job-status')).toHaveText('Paid', { timeout: 15_000 });

  // 8. Paid after the farmer confirmed: the provider's share went at once, as a Route transfer to the linked account
  // made for their bank account at the loopback Razorpay; the statement shows the share less the shop's 12 %.
  const split = splitJob({ gross: bill, commissionBps: 1200, agent: false });
  const transfers = [...razorpay.transfers.values()];
  expect(transfers.map((t) => t.amount)).toEqual([split.providerShare]);
  expect(razorpay.accounts.get(transfers[0]!.recipient)).toBeDefined();
  await gotoLive(provider, '/provider');
  await provider.getByRole('link', { name: 'Your statement' }).click();
  const statement = provider.getByRole('table', { name: 'Jobs and payouts' });
  await expect(statement).toContainText(rupees(split.providerShare), { timeout: 30_000 });
  await expect(statement).toContainText(rupees(split.platformCommission));
  await expect(statement).toContainText(rupees(bill));
  await expect(statement).toContainText(`(reference number ${transfers[0]!.id})`);
  await expectNoAxeViolations(provider, "the provider's statement, at 360 px");

  await farmerContext.close();
  await providerContext.close();
});
