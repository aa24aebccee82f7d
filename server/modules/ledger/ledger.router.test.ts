import { beforeAll, describe, expect, it } from 'vitest';
import { splitJob } from '../../../shared/ledger-split.js';
import { OfflineRouteProvider } from '../../providers/payments/razorpay-route.js';
import { callerFor } from '../../test/harness.js';
import { expectRefusal } from '../../test/refusals.js';
import { person } from '../hiring/hire-balance.fixtures.js';
import { jobPaidInCash, ledgerTestbed, moveCentre, providerOwning } from './ledger.fixtures.js';
import { ledger } from './ledger.service.js';

/** The provider's statement (their own only) and the shop owner's commission report. */
const bed = ledgerTestbed({ commissionBps: 1000 });
let gross = 0;

beforeAll(async () => {
  for (const day of ['2026-11-25', '2026-11-26']) {
    const job = await jobPaidInCash(bed, day);
    gross += job.gross;
    const payouts = new OfflineRouteProvider();
    if (day === '2026-11-25') await ledger.releasePayout({ ...bed.deps, payouts }, job.jobId);
  }
});

const providerCaller = (userId: string) =>
  callerFor(bed.deps, { user: { id: userId, email: 'p@example.com', role: 'provider' } });

describe("a provider's statement", () => {
  it('shows their jobs, gross, commission, payouts and balance', async () => {
    const statement = await providerCaller(bed.providerUserId).ledger.myStatement();
    expect(statement.provider).toMatchObject({
      id: bed.providerId,
      name: 'Manjunatha Gowda',
      commissionBps: 1000,
    });
    expect(statement.jobs).toHaveLength(2);
    const shares = statement.jobs.map((j) => j.share);
    expect(statement.totals.gross).toBe(gross);
    expect(statement.totals.commission + statement.totals.share).toBe(gross);
    for (const job of statement.jobs) {
      expect(job.share).toBe(splitJob({ gross: job.gross, commissionBps: 1000, agent: false }).providerShare);
    }
    const sent = statement.jobs.filter((j) => j.payout?.status === 'sent');
    expect(sent).toHaveLength(1);
    expect(statement.totals.payouts).toBe(sent[0]!.share);
    expect(statement.totals.balance).toBe(shares.reduce((a, b) => a + b) - sent[0]!.share);
  });

  it("is the caller's own: another provider sees none of it and may not ask for it by id", async () => {
    const other = await providerOwning(bed.database, bed.serviceId, { commissionBps: 500 });
    // providerOwning moved the centre to the other provider; move it back for the tests after this one.
    await moveCentre(bed.database, bed.serviceId, Number(bed.providerId));
    const theirs = await providerCaller(other.userId).ledger.myStatement();
    expect(theirs.jobs).toEqual([]);
    expect(theirs.totals).toMatchObject({ gross: 0, balance: 0 });
    await expectRefusal(
      providerCaller(other.userId).ledger.statement({ providerId: Number(bed.providerId) }),
      'FORBIDDEN',
    );
  });

  it('is refused to an account that is not an approved provider', async () => {
    const farmer = await person(bed.database, bed.deps);
    await expectRefusal(farmer.caller.ledger.myStatement(), 'FORBIDDEN');
  });
});

describe("the shop owner's commission report", () => {
  it('adds up the commission by provider, and only the owner may read it', async () => {
    const owner = await person(bed.database, bed.deps, 'owner');
    bed.clock.advance(60_000);
    const report = await owner.caller.ledger.commissionReport({ days: 30 });
    const row = report.rows.find((r) => r.providerId === bed.providerId)!;
    expect(row).toMatchObject({ name: 'Manjunatha Gowda', commissionBps: 1000, jobs: 2, gross });
    expect(row.platformCommission).toBe(gross - row.providerShare);
    expect(report.totals.gross).toBe(report.rows.reduce((s, r) => s + r.gross, 0));
    const statement = await owner.caller.ledger.statement({ providerId: Number(bed.providerId) });
    expect(statement.totals.gross).toBe(gross);
    await expectRefusal(bed.staff.caller.ledger.commissionReport({ days: 30 }), 'FORBIDDEN');
  });
});
