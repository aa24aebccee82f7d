import type { Page } from '@playwright/test';
import pg from 'pg';
import { expectNoAxeViolations } from '../support/axe';
import { registerAndSignIn } from '../support/shop';
import { setRole, testOnOwnDatabase } from '../support/own-database';
import { expect } from '../support/test';

/**
 * Missed calls and village agents (issue 24, items 4 and 5) in the browser, at 360 px, in English and Kannada,
 * with axe: a missed call through Exotel's webhook reaches the back office's queue and staff book for the caller; a
 * village agent books for a neighbour, who confirms with the code sent to their phone (read from the SMS outbox).
 * The server runs on a Postgres database of its own, so the journey can give the staff and agent roles.
 */
const SECRET = 'e2e-missed-call-secret-2026';
const test = testOnOwnDatabase('hc_e2e_callbacks', { MISSED_CALL_SECRET: SECRET });
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 780 } });

const PASSWORD = 'ragi-harvest-2026';
const stamp = Date.now();

async function query<T>(databaseUrl: string, text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Fills the booking form: paddy harvesting at Mandya 571401, 2 acres, the first free slot, a landmark. */
async function bookPaddy(page: Page, button: string) {
  await page.getByLabel('Work').selectOption('paddy_harvesting');
  await page.getByLabel('PIN code or village').fill('571401');
  await page.getByRole('list', { name: 'Places found' }).getByRole('button').first().click();
  await page.getByLabel('Area (acres)').fill('2');
  await page.getByRole('button', { name: 'Find machines' }).click();
  await page.getByRole('group', { name: 'Choose an offer' }).getByRole('radio').first().check();
  await page.getByLabel('How the crew finds the field').fill('Behind the Hanuman temple');
  await page.getByRole('button', { name: button }).click();
}

test('a missed call reaches the queue and staff book for the caller', async ({ page, databaseUrl }) => {
  test.setTimeout(180_000);
  const email = `staff-${stamp}@callbacks.example`;
  await page.goto('/about');
  await registerAndSignIn(page, email, PASSWORD);
  await setRole(databaseUrl, email, 'staff');

  const forged = await page.request.get('/webhooks/missed-call/exotel?CallFrom=09845012398&CallSid=forged');
  expect(forged.status()).toBe(401);
  const call = new URLSearchParams({ token: SECRET, CallSid: `e2e-${stamp}`, CallFrom: '09845012399' });
  expect((await page.request.get(`/webhooks/missed-call/exotel?${call}`)).status()).toBe(200);

  await page.goto('/admin/callbacks');
  await expect(page.getByRole('heading', { name: 'Missed calls to call back' })).toBeVisible();
  const caller = page.getByRole('listitem').filter({ hasText: '98450 12399' });
  await expect(caller).toContainText('ಕನ್ನಡ');
  await expect(caller).toContainText('No past jobs.');
  await expect(page.getByText('98450 12398')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the missed-call queue at 360 px');

  await caller.getByRole('button', { name: 'Book for this caller' }).click();
  await bookPaddy(page, 'Book for the farmer');
  await expect(page.getByRole('status')).toContainText('The farmer got the price and a link to pay the advance');
  const [quote] = await query<{ body: string }>(
    databaseUrl,
    "SELECT body FROM sms_outbox WHERE to_phone = $1 AND kind = 'assistedQuote'",
    ['+919845012399'],
  );
  expect(quote!.body).toMatch(/^ರೈತ ಯಂತ್ರ: .*ಮುಂಗಡ ₹\d+ ಕಟ್ಟಿ ಬುಕ್ ಮಾಡಿ: http/);

  await page.goto('/kn/admin/callbacks');
  await expect(page.getByRole('heading', { name: 'ಮತ್ತೆ ಕಾಲ್ ಮಾಡಬೇಕಾದ ಮಿಸ್ಡ್ ಕಾಲ್‌ಗಳು' })).toBeVisible();
  await expectNoAxeViolations(page, 'the missed-call queue in Kannada');
});

test('a village agent books for a neighbour who confirms with the code from their phone', async ({
  page,
  databaseUrl,
}) => {
  test.setTimeout(180_000);
  const email = `agent-${stamp}@agents.example`;
  await page.goto('/about');
  await registerAndSignIn(page, email, PASSWORD);
  await setRole(databaseUrl, email, 'agent');

  await page.goto('/agent');
  await expect(page.getByRole('heading', { name: 'Village agent', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'the agent page at 360 px');
  await page.getByLabel("Farmer's mobile number").fill('98450 12377');
  await bookPaddy(page, 'Book for the farmer');
  await expect(page.getByRole('status')).toContainText('••••2377');
  await expectNoAxeViolations(page, 'the agent page waiting for the code');

  const [sms] = await query<{ body: string }>(
    databaseUrl,
    "SELECT body FROM sms_outbox WHERE to_phone = $1 AND kind = 'agentCode' ORDER BY id DESC LIMIT 1",
    ['+919845012377'],
  );
  const code = /(\d{6})$/.exec(sms!.body)![1]!;
  await page.getByLabel("Code from the farmer's SMS").fill(code);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('status')).toContainText('The farmer got the price');
  const jobs = page.getByRole('region', { name: 'Jobs you booked' });
  await expect(jobs.getByRole('listitem').first()).toContainText('Farmer ••••2377');

  await page.goto('/kn/agent');
  await expect(page.getByRole('heading', { name: 'ಊರಿನ ಏಜೆಂಟ್', level: 1 })).toBeVisible();
  await expect(page.getByText('ರೈತ ••••2377').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the agent page in Kannada');
});
