import type { Page } from '@playwright/test';
import { addDays, kolkataDay } from '../../shared/rental';
import { expectNoAxeViolations } from '../support/axe';
import { assertThat } from '../support/expect';
import { call, confirmationToken, live, rupees, waitForHydration } from '../support/shop';
import { expect, test } from '../support/test';

/**
 * Accounts by mobile number (issue 24): a farmer with a phone and no e-mail, on a small phone (360 px) in Kannada,
 * finds a paddy harvester on /kn/hire, registers on the way with their mobile number and the code the SMS brings
 * (read here from the dev outbox), books, pays the advance in the test UPI app, and sees the job booked.
 */
const SMALL_PHONE = { width: 360, height: 740 } as const;
const DAY = addDays(kolkataDay(new Date()), 8);

/** A number of its own per run, so a rerun on the same server is a new farmer. */
function newMobile(): { typed: string; e164: string } {
  const tail = String(Date.now() % 100_000).padStart(5, '0');
  return { typed: `97400 ${tail}`, e164: `+9197400${tail}` };
}

/** The code of the newest SMS to `e164` in the dev outbox, from its WebOTP line (`@host #123456`). */
async function codeFromOutbox(page: Page, e164: string): Promise<{ code: string; sms: string }> {
  let found = { code: '', sms: '' };
  await expect(async () => {
    const mailbox = await page.evaluate(async () => (await fetch('/dev/mailbox')).text());
    const sms = mailbox.split('<article>').find((m) => m.includes(`SMS to ${e164} · code-sign-in`));
    const match = sms && /\n@[^\s]+ #(\d{6})<\/pre>/.exec(sms);
    assertThat(match, `a code SMS reached ${e164}`);
    found = { code: match[1]!, sms };
  }).toPass();
  return found;
}

test.use({ viewport: SMALL_PHONE });

test('ಕನ್ನಡದಲ್ಲಿ: a farmer registers with a mobile number and its SMS code, books, pays and sees the job', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const mobile = newMobile();

  // Finding: paddy harvesting near Mandya, 3 acres, a day next week.
  await page.goto('/kn/hire');
  await live(page.getByRole('radio', { name: 'ಭತ್ತ ಕಟಾವು' }));
  await page.getByRole('radio', { name: 'ಭತ್ತ ಕಟಾವು' }).click();
  await page.getByLabel('ಪಿನ್ ಕೋಡ್ ಅಥವಾ ಊರು').fill('571401');
  await page
    .getByRole('button', { name: /571401/ })
    .first()
    .click();
  await page.getByLabel('ಹೊಲದ ಅಳತೆ', { exact: true }).fill('3');
  await page.getByLabel('ದಿನಾಂಕ').fill(DAY);
  const mandya = page.getByRole('article', { name: 'ರೈತ ಯಂತ್ರ ಬಾಡಿಗೆ ಕೇಂದ್ರ, ಮಂಡ್ಯ' });
  await expect(mandya.getByTestId('hire-price')).toHaveText(rupees(720_000));
  await mandya.getByRole('button', { name: 'ಈ ಕೇಂದ್ರ ಬುಕ್ ಮಾಡಿ' }).click();
  await mandya.getByRole('button', { name: 'ಬುಕ್ ಮಾಡೋಕೆ ಲಾಗಿನ್ ಅಥವಾ ಸೈನ್ ಅಪ್ ಮಾಡಿ' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=phone&next=/);
  const back = new URL(page.url()).searchParams.get('next')!;

  // Registering with the mobile number: no e-mail, no password.
  await waitForHydration(page);
  // It opens on the mobile-number tab.
  await expect(page.getByRole('tab', { name: 'ಮೊಬೈಲ್ ನಂಬರ್' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'ಮೊಬೈಲ್ ನಂಬರ್' });
  await expect(panel.getByLabel('ಮೊಬೈಲ್ ನಂಬರ್')).toHaveAttribute('type', 'tel');
  await expectNoAxeViolations(page, 'the mobile number sign-in, in Kannada at 360 px');
  await panel.getByLabel('ಮೊಬೈಲ್ ನಂಬರ್').fill(mobile.typed);
  await panel.getByRole('button', { name: 'SMS ನಲ್ಲಿ ಕೋಡ್ ಕಳಿಸಿ' }).click();
  await expect(panel.getByRole('status')).toContainText('97400');

  const codeField = panel.getByLabel('SMS ನಲ್ಲಿ ಬಂದ ಕೋಡ್ (OTP)');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  const { code, sms } = await codeFromOutbox(page, mobile.e164);
  // In Kannada, in one SMS segment, its last line for WebOTP.
  expect(sms).toContain('ಕೋಡ್ (OTP)');
  expect(sms).toContain('· 1 segment(s)');
  await expectNoAxeViolations(page, 'the code step, in Kannada at 360 px');

  // A wrong code first: said beside the field, in Kannada, with the tries left.
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await panel.getByRole('button', { name: 'ಮುಂದುವರಿಸಿ' }).click();
  await expect(panel.getByText('ಕೋಡ್ ಸರಿ ಇಲ್ಲ. ಇನ್ನು 2 ಸಲ ಹಾಕಬಹುದು.')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await codeField.fill(code);
  await panel.getByRole('button', { name: 'ಮುಂದುವರಿಸಿ' }).click();

  // Signed in, the farmer is back on the same choice, with the page's width still the phone's.
  await expect(page).toHaveURL((url) => {
    const choice = new URL(back, url);
    return url.pathname.endsWith(choice.pathname) && url.searchParams.toString() === choice.searchParams.toString();
  });
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);

  // Booking and paying the advance with the test UPI app.
  const chosen = page.getByRole('article', { name: 'ರೈತ ಯಂತ್ರ ಬಾಡಿಗೆ ಕೇಂದ್ರ, ಮಂಡ್ಯ' });
  await live(chosen.getByLabel('ಹೊಲದ ಹತ್ರದ ಗುರುತು'));
  await chosen.getByLabel('ಹೊಲದ ಹತ್ರದ ಗುರುತು').fill('ಹನುಮಂತನ ಗುಡಿ ಹಿಂದೆ');
  // The account's own number is already there.
  await expect(chosen.getByLabel('ನಿಮ್ಮ ಮೊಬೈಲ್ ನಂಬರ್ (SMSಗೆ)')).toHaveValue(mobile.typed);
  await chosen.getByRole('button', { name: `ಬುಕ್ ಮಾಡಿ, ಮುಂಗಡ ${rupees(180_000)} ಕಟ್ಟಿ` }).click();
  await expect(page.getByRole('radio', { name: /^ಯುಪಿಐ/ })).toBeChecked();
  const [app] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'ಟೆಸ್ಟ್ ಯುಪಿಐ ಆ್ಯಪ್ ತೆರೆಯಿರಿ' }).click(),
  ]);
  await waitForHydration(app);
  await app.getByLabel('ನಿಮ್ಮ ಯುಪಿಐ ಪಿನ್ ಹಾಕಿ').fill('2580');
  await app.getByRole('button', { name: `${rupees(180_000)} ಪಾವತಿಸಿ` }).click();
  await app.close();

  // The job, booked, on the farmer's orders.
  await expect(page).toHaveURL(/\/orders$/, { timeout: 20_000 });
  const job = page.getByTestId('hire-job').first();
  await expect(job.getByTestId('hire-job-status')).toHaveText('ಬುಕ್ ಆಗಿದೆ', { timeout: 20_000 });
  await expect(job).toContainText('ಭತ್ತ ಕಟಾವು');

  // The account (the header's greeting opens it): the number, and an e-mail added and confirmed by its link.
  await page.goto('/kn/auth?tab=account');
  await expect(page.getByRole('heading', { level: 1, name: 'ನಿಮ್ಮ ಖಾತೆ' })).toBeVisible();
  await expect(page.locator('main dd').first()).toHaveText(mobile.typed);
  await expectNoAxeViolations(page, 'the account, in Kannada at 360 px');
  const email = `phone-${mobile.e164.slice(-5)}-${Date.now()}@example.in`;
  const addEmail = page.getByRole('form', { name: 'ಇಮೇಲ್ ಸೇರಿಸಿ' });
  await addEmail.getByLabel('ಇಮೇಲ್').fill(email);
  await addEmail.getByRole('button', { name: 'ಇಮೇಲ್ ಸೇರಿಸಿ' }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  const token = await confirmationToken(page, email);
  const confirmed = await call<{ email: string; phone: string }>(page, 'auth.confirmEmail', { token });
  expect(confirmed.data).toMatchObject({ email, phone: mobile.e164 });
});
