import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays, kolkataDay } from '../../shared/rental';
import { call, confirmationToken, live, registerAndSignIn, rupees, submitRegisterForm } from '../support/shop';
import { serverOnOwnDatabase, setRole } from '../support/own-database';
import { expect, test } from '../support/test';

/**
 * Hiring a machine with its operator, as a guest who signs up on the way: find, book, pay the advance, follow the
 * job, pay the balance, rate. Staff need a role, which only the database gives: this journey's server runs on a
 * Postgres database of its own, so the test can make its staff member with one UPDATE.
 */
const PASSWORD = 'paddy-harvest-2026';
const DAY = addDays(kolkataDay(new Date()), 7);

const own = serverOnOwnDatabase('ry_e2e_hire');

async function payWithTestCard(page: Page, amount: number): Promise<void> {
  await page.getByRole('radio', { name: /^Card/ }).check(); // UPI is offered first; these journeys pay by card.
  await expect(page.getByText('Test mode — no real money is charged')).toBeVisible();
  await page.getByLabel('Name on Card').fill('Kempegowda');
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry Date (MM/YY)').fill('12/35');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${rupees(amount)}` }).click();
}

test(
  'a guest finds a paddy harvester near Mandya, books it, pays, follows the job, ' + 'pays the balance and rates it',
  async ({ browser }) => {
    // Two servers, two browsers and two card payments: the longest journey of the shop.
    test.setTimeout(300_000);
    const farmerContext = await browser.newContext({ baseURL: own.url });
    const page = await farmerContext.newPage();

    // Finding: paddy harvesting, PIN 571401, 3 acres, a date a week ahead.
    await page.goto('/hire');
    await live(page.getByRole('radio', { name: 'Paddy harvesting' }));
    await page.getByRole('radio', { name: 'Paddy harvesting' }).click();
    await page.getByLabel('PIN code or village').fill('571401');
    await page.getByRole('button', { name: /^Mandya 571401$/ }).click();
    await page.getByLabel('Area').fill('3');
    await expect(page.getByText('3 acres (120 guntas)')).toBeVisible();
    await page.getByLabel('Date').fill(DAY);
    const mandya = page.getByRole('article', { name: 'Raitha Yantra Hiring Centre, Mandya' });
    // 3 acres x ₹2,400, within the free 10 km; 25 % now.
    await expect(mandya.getByTestId('hire-price')).toHaveText(rupees(720_000));
    await expect(mandya.getByText(`Advance now: ${rupees(180_000)}`)).toBeVisible();
    await expect(mandya.getByText('No ratings yet')).toBeVisible();

    // Booking as a guest: signing up on the way comes back to the same choice (it lives in the address).
    await mandya.getByRole('button', { name: 'Book this centre' }).click();
    await mandya.getByRole('button', { name: 'Log in or sign up to book' }).click();
    // The sign-in page opens on the mobile-number tab, the way most farmers sign in.
    await expect(page).toHaveURL(/\/auth\?tab=phone&next=/);
    const authUrl = page.url();
    const back = new URL(authUrl).searchParams.get('next')!;
    expect(back).toMatch(/^\/hire\?.*service=\d+/);
    // The farmer signs up on that page, confirms the address from the e-mail (its link signs this browser in), and
    // comes back to the tab: the sign-in page, now signed in, sends them on to `next`, the same search, centre and
    // slot.
    const email = `hire-${randomBytes(4).toString('hex')}@example.com`;
    await live(page.getByRole('tab', { name: 'Register' }));
    await submitRegisterForm(page, email, PASSWORD);
    await expect(page.getByText('Please check your email to confirm your account.').first()).toBeVisible();
    const confirmed = await call(page, 'auth.confirmEmail', { token: await confirmationToken(page, email) });
    expect(confirmed.status, `auth.confirmEmail: ${confirmed.message}`).toBe(200);
    await page.reload();
    await expect(page).toHaveURL((url) => {
      const choice = new URL(back, url);
      return url.pathname === choice.pathname && url.searchParams.toString() === choice.searchParams.toString();
    });
    const chosen = page.getByRole('article', { name: 'Raitha Yantra Hiring Centre, Mandya' });
    await live(chosen.getByLabel('Landmark near the field'));
    await chosen.getByLabel('Landmark near the field').fill('Behind the Hanuman temple');
    await chosen.getByLabel('Your mobile number (for SMS)').fill('98450 12345');
    await chosen.getByRole('button', { name: `Book and pay advance ${rupees(180_000)}` }).click();
    await payWithTestCard(page, 180_000);

    // The job is booked in /orders, and its SMS sits in the dev outbox.
    await expect(page).toHaveURL(/\/orders$/);
    const job = page.getByTestId('hire-job').first();
    await expect(job.getByTestId('hire-job-status')).toHaveText('Booked');
    const mailbox = await page.evaluate(async () => (await fetch('/dev/mailbox')).text());
    expect(mailbox).toContain('SMS to +919845012345 · booked');
    expect(mailbox).toContain('Paddy harvesting booked for');

    // Staff assign a crew and mark the work done with 3.2 acres, on the back office's job board, by the names a screen
    // reader gives its controls; each step's new status is read out, and focus moves on to the next step.
    const staffContext = await browser.newContext({ baseURL: own.url });
    const staff = await staffContext.newPage();
    await staff.goto('/');
    const staffEmail = `staff-${randomBytes(4).toString('hex')}@example.com`;
    await registerAndSignIn(staff, staffEmail, PASSWORD);
    await setRole(own.databaseUrl, staffEmail, 'staff');
    await staff.goto('/admin');
    const hireJobs = staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Hire jobs' });
    await live(hireJobs);
    await hireJobs.click();
    await expect(staff).toHaveURL(/\/admin\/hire$/);
    await expect(staff.getByRole('heading', { name: 'Hire job board' })).toBeVisible();
    await staff
      .getByLabel('Centre', { exact: true })
      .selectOption({ label: 'Raitha Yantra Hiring Centre, Mandya · Mandya' });
    await staff.getByLabel('Day', { exact: true }).fill(DAY);
    const card = staff
      .getByRole('region', { name: /^Paddy harvesting · / })
      .filter({ hasText: 'Behind the Hanuman temple' });
    const status = card.getByRole('status');
    await expect(status).toHaveText('Status: Booked');
    await expect(card.getByRole('link', { name: '+919845012345' })).toBeVisible();
    // The centre and day are in the address: a reload opens the same board.
    await expect(staff).toHaveURL(new RegExp(`/admin/hire\\?centre=\\d+&day=${DAY}$`));
    await staff.reload();
    await expect(staff.getByLabel('Day', { exact: true })).toHaveValue(DAY);
    await expect(status).toHaveText('Status: Booked');
    await live(card.getByLabel('Operator', { exact: true }));

    await card.getByLabel('Operator', { exact: true }).fill('Ravi Kumar');
    await card.getByLabel("Operator's phone").fill('99000 11122');
    await card.getByLabel('Machine').fill('Track harvester KA-11');
    await card.getByRole('button', { name: 'Assign crew' }).click();
    await expect(status).toHaveText('Status: Crew assigned');
    await expect(card.getByRole('button', { name: 'On the way' })).toBeFocused();

    await card.getByRole('button', { name: 'On the way' }).click();
    await expect(status).toHaveText('Status: On the way');
    await expect(card.getByRole('button', { name: 'Working' })).toBeFocused();

    await card.getByRole('button', { name: 'Working' }).click();
    await expect(status).toHaveText('Status: Working');
    const measured = card.getByLabel('Measured acres');
    await expect(measured).toBeFocused();
    // Not a measure: said on the board, and nothing is sent.
    await measured.fill('three');
    await card.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(
      card.getByRole('alert').filter({ hasText: 'Write the measured acres as a number, like 3.2.' }),
    ).toBeVisible();
    await expect(measured).toHaveAttribute('aria-invalid', 'true');
    await expect(status).toHaveText('Status: Working');
    await measured.fill('3.2');
    await card.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(status).toHaveText('Status: Done');
    await expect(card).toContainText(`Bill ${rupees(768_000)}, balance ${rupees(588_000)}`);
    await expect(card.getByRole('button', { name: 'Show UPI QR' })).toBeFocused();

    // The farmer sees the crew, the operator's phone and the bill, and pays the balance.
    await page.reload();
    await expect(job.getByTestId('hire-job-status')).toHaveText('Done');
    await expect(job.getByText('+919900011122')).toBeVisible();
    await expect(job.getByTestId('hire-bill')).toContainText(
      `3.2 acres = ${rupees(768_000)}; balance ${rupees(588_000)}`,
    );
    const payBalance = job.getByRole('button', { name: `Pay the balance ${rupees(588_000)}` });
    await live(payBalance);
    await payBalance.click();
    await payWithTestCard(page, 588_000);
    await expect(job.getByTestId('hire-job-status')).toHaveText('Paid');

    // Five stars for the service and the operator; the rating shows on the service in the search.
    const rate = job.getByRole('group', { name: 'The service' });
    await rate.getByLabel('5 stars').check({ force: true });
    await job.getByRole('group', { name: 'The operator' }).getByLabel('5 stars').check({ force: true });
    await job.getByLabel('A short comment (optional)').fill('Came on time, clean cut');
    await job.getByRole('button', { name: 'Send rating' }).click();
    await expect(job.getByText('You rated this job 5 out of 5.')).toBeVisible();
    await page.goto(new URL(authUrl).searchParams.get('next')!);
    await expect(
      page.getByRole('article', { name: 'Raitha Yantra Hiring Centre, Mandya' }).getByText('5 out of 5 (1 ratings)'),
    ).toBeVisible();

    await staffContext.close();
    await farmerContext.close();
  },
);

test(
  'ಕನ್ನಡದಲ್ಲಿ: a farmer finds a paddy harvester near Mandya on /kn/hire, and the ' + 'address alone brings the prices',
  async ({ browser }) => {
    const context = await browser.newContext({ baseURL: own.url });
    const page = await context.newPage();
    await page.goto('/kn/hire');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ಡ್ರೈವರ್ ಸಮೇತ ಯಂತ್ರ ಬಾಡಿಗೆಗೆ');
    await live(page.getByRole('radio', { name: 'ಭತ್ತ ಕಟಾವು' }));
    await page.getByRole('radio', { name: 'ಭತ್ತ ಕಟಾವು' }).click();
    await page.getByLabel('ಪಿನ್ ಕೋಡ್ ಅಥವಾ ಊರು').fill('571401');
    await page
      .getByRole('button', { name: /571401/ })
      .first()
      .click();
    await page.getByLabel('ಹೊಲದ ಅಳತೆ', { exact: true }).fill('3');
    await expect(page.getByText('3 ಎಕರೆ (120 ಗುಂಟೆ)')).toBeVisible();
    await page.getByLabel('ದಿನಾಂಕ').fill(DAY);
    await expect(page.getByRole('heading', { name: 'ನಿಮ್ಮ ಹೊಲಕ್ಕೆ ಬರೋ ಕೇಂದ್ರಗಳು' })).toBeVisible();
    const mandya = page.getByRole('article', { name: 'ರೈತ ಯಂತ್ರ ಬಾಡಿಗೆ ಕೇಂದ್ರ, ಮಂಡ್ಯ' });
    await expect(mandya.getByTestId('hire-price')).toHaveText(rupees(720_000));
    await expect(mandya.getByText(`ಈಗ ಮುಂಗಡ: ${rupees(180_000)}`)).toBeVisible();
    await expect(mandya.getByRole('button', { name: 'ಈ ಕೇಂದ್ರ ಬುಕ್ ಮಾಡಿ' })).toBeVisible();

    // The address is the search: shared, it opens with the centres and prices rendered by the server.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('ರೈತ ಯಂತ್ರ ಬಾಡಿಗೆ ಕೇಂದ್ರ, ಮಂಡ್ಯ');
    expect(html).toContain(rupees(720_000));
    expect(html).toContain('ನಿಮ್ಮ ಹೊಲಕ್ಕೆ ಬರೋ ಕೇಂದ್ರಗಳು');
    await context.close();
  },
);
