import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { expectNoAxeViolations } from '../support/axe';
import { serverOnOwnDatabase, setRole } from '../support/own-database';
import { gotoLive, registerAndSignIn, rupees } from '../support/shop';
import { expect, test } from '../support/test';

/**
 * The provider's statement (/provider/statement) and the shop owner's commission report (/admin/commission), at
 * 360 px, in English and Kannada, with axe. The ledger's money paths are proven by the server's tests
 * (server/modules/ledger); here a provider's paid and paid-out job is written to the ledger as those paths write it
 * (balanced transactions), and the pages read it back.
 */
const own = serverOnOwnDatabase('he_e2e_statement');
test.describe.configure({ mode: 'serial' });

const PHONE_360 = { width: 360, height: 780 };
const PASSWORD = 'ragi-harvest-2026';
const GROSS = 550_000;
const COMMISSION = 66_000; // 12 %
const SHARE = GROSS - COMMISSION;

async function onDatabase(run: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: own.databaseUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** An approved provider at 12 %, with one job earned (₹5,500) and its share paid out. */
async function providerWithAPaidOutJob(email: string): Promise<void> {
  await setRole(own.databaseUrl, email, 'provider');
  await onDatabase(async (db) => {
    await db.query('BEGIN');
    const [provider] = (
      await db.query(
        `INSERT INTO providers (user_id, name, village, district, phone, status, commission_percent_bp, payout_method,
           bank_ifsc, bank_account_number, verified_at)
         SELECT id, 'Manjunatha Gowda', 'Keragodu', 'Mandya', '+919845012345', 'approved', 1200, 'bank',
           'SBIN0040123', '30211234567', now() FROM users WHERE email = $1 RETURNING id`,
        [email],
      )
    ).rows as { id: number }[];
    const jobId = randomUUID();
    const post = async (key: string, kind: string, lines: [string, string, number][]) => {
      const [t] = (
        await db.query(
          `INSERT INTO ledger_transactions (key, kind, job_id, created_at) VALUES ($1, $2, $3, now()) RETURNING id`,
          [key, kind, jobId],
        )
      ).rows as { id: number }[];
      for (const [account, party, amount] of lines) {
        await db.query('INSERT INTO ledger_entries (transaction_id, account, party, amount) VALUES ($1, $2, $3, $4)', [
          t!.id,
          account,
          party,
          amount,
        ]);
      }
    };
    const farmer = randomUUID();
    const providerId = String(provider!.id);
    await post(`hire:${jobId}:balance`, 'received', [
      ['clearing', '', GROSS],
      ['farmer', farmer, -GROSS],
    ]);
    await post(`hire:${jobId}:earned`, 'earned', [
      ['farmer', farmer, GROSS],
      ['provider_payable', providerId, -SHARE],
      ['platform_commission', '', -COMMISSION],
    ]);
    await post(`payout:${jobId}`, 'payout', [
      ['provider_payable', providerId, SHARE],
      ['payouts', '', -SHARE],
    ]);
    await db.query(
      `INSERT INTO ledger_payouts (job_id, provider_id, amount, status, due_at, transfer_id, created_at, sent_at)
       VALUES ($1, $2, $3, 'sent', now(), 'trf_test_e2e', now(), now())`,
      [jobId, providerId, SHARE],
    );
    await db.query('COMMIT');
  });
}

test('a provider reads their statement, and the shop owner the commission report, in English and Kannada', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: own.url, viewport: PHONE_360 });
  const page = await context.newPage();
  const email = `provider-${Date.now()}@example.in`;
  await page.goto('/about');
  await registerAndSignIn(page, email, PASSWORD);
  await providerWithAPaidOutJob(email);

  await gotoLive(page, '/provider/statement');
  await expect(page.getByRole('heading', { level: 1, name: 'Your statement' })).toBeVisible();
  await expect(page.getByText('The shop’s commission on your jobs: 12 %')).toBeVisible();
  const totals = page.locator('dl');
  await expect(totals).toContainText(`Gross (1 job)${rupees(GROSS)}`);
  await expect(totals).toContainText(`Commission${rupees(COMMISSION)}`);
  await expect(totals).toContainText(`Paid to you${rupees(SHARE)}`);
  await expect(totals).toContainText(`Balance to be paid${rupees(0)}`);
  await expect(page.getByRole('table', { name: 'Jobs and payouts' })).toContainText('Sent on');
  await expectNoAxeViolations(page, 'the provider statement at 360 px');

  await gotoLive(page, '/kn/provider/statement');
  await expect(page.getByRole('heading', { level: 1, name: 'ನಿಮ್ಮ ಲೆಕ್ಕದ ವಿವರ' })).toBeVisible();
  await expect(page.locator('dl')).toContainText('ಇನ್ನೂ ಬರಬೇಕಾದ ಬಾಕಿ');
  await expectNoAxeViolations(page, 'the provider statement in Kannada at 360 px');

  // The shop's owner: the commission report, and the provider's statement from it.
  const ownerContext = await browser.newContext({ baseURL: own.url, viewport: PHONE_360 });
  const owner = await ownerContext.newPage();
  const ownerEmail = `owner-${Date.now()}@example.in`;
  await owner.goto('/about');
  await registerAndSignIn(owner, ownerEmail, PASSWORD);
  await setRole(own.databaseUrl, ownerEmail, 'owner');
  await gotoLive(owner, '/admin/commission');
  const report = owner.getByRole('table', { name: 'Commission by provider' });
  const row = report.getByRole('row', { name: /Manjunatha Gowda/ });
  await expect(row).toContainText(rupees(COMMISSION));
  await expect(row).toContainText('Commission 12 %');
  await row.getByRole('button', { name: 'Statement' }).click();
  await expect(owner.getByRole('region', { name: 'Provider statement' })).toContainText(rupees(SHARE));
  await expectNoAxeViolations(owner, 'the commission report at 360 px');
  await gotoLive(owner, '/kn/admin/commission');
  await expect(owner.getByRole('table', { name: 'ಯಂತ್ರ ಮಾಲೀಕರ ಪ್ರಕಾರ ಕಮಿಷನ್' })).toBeVisible();
  await expectNoAxeViolations(owner, 'the commission report in Kannada at 360 px');

  await ownerContext.close();
  await context.close();
});
