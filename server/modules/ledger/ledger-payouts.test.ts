import { describe, expect, it } from 'vitest';
import { splitJob } from '../../../shared/ledger-split.js';
import { addDays } from '../../../shared/rental.js';
import { OfflineRouteProvider, RazorpayRouteProvider } from '../../providers/payments/razorpay-route.js';
import { FakeRazorpayServer } from '../../test/fake-razorpay-server.js';
import { billedJob, person } from '../hiring/hire-balance.fixtures.js';
import { jobPaidInCash, ledgerTestbed } from './ledger.fixtures.js';
import { ledgerRepository } from './ledger.repository.js';
import { ledger, PAYOUT_DELAY_MS } from './ledger.service.js';

/**
 * A provider's job: the bill split into their share and the platform's commission; the share paid out to their
 * linked account when the farmer confirms the work or 48 hours after it was done, never while it is disputed; money
 * given back after the work comes out of the shares before the payout.
 */
const bed = ledgerTestbed({ commissionBps: 1500 });
const { clock } = bed;
let dayNo = 0;
let offline: OfflineRouteProvider;

/** A provider's job worked, billed and paid in cash: what it earned and when its payout is due. */
async function paidJob() {
  clock.set('2026-11-22T06:00:00Z');
  return jobPaidInCash(bed, addDays('2026-11-24', dayNo++));
}

const owed = () => ledgerRepository.balance(bed.database.db, 'provider_payable', bed.providerId).then((b) => -b);

describe("a provider's job", () => {
  it("splits the bill into the provider's share and the platform's 15 %, and waits 48 h to pay it out", async () => {
    const before = await owed();
    offline = new OfflineRouteProvider();
    const { jobId, gross } = await paidJob();
    const split = splitJob({ gross, commissionBps: 1500, agent: false });
    expect(await owed()).toBe(before + split.providerShare);
    expect(await ledgerRepository.balance(bed.database.db, 'platform_commission', '', jobId)).toBe(
      -split.platformCommission,
    );
    const payout = await ledgerRepository.payout(bed.database.db, jobId);
    expect(payout).toMatchObject({
      providerId: bed.providerId,
      amount: split.providerShare,
      status: 'waiting',
      held: null,
    });
    expect(payout!.dueAt.getTime()).toBe(clock.now().getTime() + PAYOUT_DELAY_MS);

    const payoutDeps = { ...bed.deps, payouts: offline };
    expect((await ledger.sweepPayouts(payoutDeps)).sent).toBe(0);
    clock.advance(PAYOUT_DELAY_MS);
    expect((await ledger.sweepPayouts(payoutDeps)).sent).toBe(1);
    expect(await ledgerRepository.payout(bed.database.db, jobId)).toMatchObject({ status: 'sent' });
    expect([...offline.transfers.values()]).toMatchObject([
      { amount: split.providerShare, idempotencyKey: `payout_${jobId}` },
    ]);
    expect(await owed()).toBe(before);
    // Nothing is sent twice.
    expect((await ledger.sweepPayouts(payoutDeps)).sent).toBe(0);
    expect(await ledger.releasePayout(payoutDeps, jobId)).toBe('not_due');
    expect(offline.transfers.size).toBe(1);
    expect(await ledgerRepository.trialBalance(bed.database.db)).toEqual({ total: 0, unbalanced: 0 });
  });

  it('is paid out at once when the farmer confirms the work', async () => {
    offline = new OfflineRouteProvider();
    const { jobId } = await paidJob();
    expect(await ledger.releasePayout({ ...bed.deps, payouts: offline }, jobId)).toBe('sent');
    expect(offline.transfers.size).toBe(1);
  });

  it('is not paid out while disputed; money given back comes out of the shares; then the rest is paid', async () => {
    offline = new OfflineRouteProvider();
    const before = await owed();
    const { jobId, gross, farmer } = await paidJob();
    await bed.database.db.transaction().execute((trx) => ledger.holdPayout(trx, jobId));
    clock.advance(PAYOUT_DELAY_MS + 60_000);
    const payoutDeps = { ...bed.deps, payouts: offline };
    expect((await ledger.sweepPayouts(payoutDeps)).sent).toBe(0);
    // Settled: ₹500 back to the farmer.
    await bed.database.db.transaction().execute(async (trx) => {
      await ledger.refundAfterWork(trx, { jobId, amount: 50_000, key: `dispute:${jobId}`, at: clock.now() });
      await ledger.refundAfterWork(trx, { jobId, amount: 50_000, key: `dispute:${jobId}`, at: clock.now() });
      await ledger.unholdPayout(trx, jobId);
    });
    const share = splitJob({ gross, commissionBps: 1500, agent: false }).providerShare;
    const back = splitJob({ gross: 50_000, commissionBps: 1500, agent: false }).providerShare;
    expect(await owed()).toBe(before + share - back);
    expect(await ledgerRepository.balance(bed.database.db, 'farmer', farmer.user.id)).toBe(0);
    expect((await ledger.sweepPayouts(payoutDeps)).sent).toBe(1);
    expect([...offline.transfers.values()][0]!.amount).toBe(share - back);
    expect(await owed()).toBe(before);
    expect(await ledgerRepository.trialBalance(bed.database.db)).toEqual({ total: 0, unbalanced: 0 });
  });

  it('is transferred through Razorpay Route to the linked account made for the provider', async () => {
    const fake = await new FakeRazorpayServer().start();
    try {
      const route = new RazorpayRouteProvider({ keyId: fake.keyId, keySecret: fake.keySecret, baseUrl: fake.baseUrl });
      const { jobId, gross } = await paidJob();
      await bed.database.db.deleteFrom('ledgerLinkedAccounts').where('providerId', '=', bed.providerId).execute();
      expect(await ledger.releasePayout({ ...bed.deps, payouts: route }, jobId)).toBe('sent');
      const [account] = [...fake.accounts.values()];
      expect(account).toMatchObject({
        reference_id: `provider_${bed.providerId}`,
        legal_business_name: 'Manjunatha Gowda',
      });
      const [transfer] = [...fake.transfers.values()];
      expect(transfer).toMatchObject({
        recipient: account!.id,
        amount: splitJob({ gross, commissionBps: 1500, agent: false }).providerShare,
        notes: { job_id: jobId, idempotency_key: `payout_${jobId}` },
      });
      const payout = await ledgerRepository.payout(bed.database.db, jobId);
      expect(payout).toMatchObject({ status: 'sent', transferId: transfer!.id });
    } finally {
      await fake.stop();
    }
  });

  it('fails and is tried again while the linked account is not activated', async () => {
    const fake = await new FakeRazorpayServer().start();
    try {
      fake.activateRouteProducts = false;
      const route = new RazorpayRouteProvider({ keyId: fake.keyId, keySecret: fake.keySecret, baseUrl: fake.baseUrl });
      const { jobId } = await paidJob();
      await bed.database.db.deleteFrom('ledgerLinkedAccounts').where('providerId', '=', bed.providerId).execute();
      const payoutDeps = { ...bed.deps, payouts: route };
      expect(await ledger.releasePayout(payoutDeps, jobId)).toBe('failed');
      expect(await ledgerRepository.payout(bed.database.db, jobId)).toMatchObject({ status: 'failed' });
      fake.activateRoute([...fake.accounts.keys()][0]!);
      expect((await ledger.sweepPayouts(payoutDeps)).sent).toBe(1);
      expect(fake.transfers.size).toBe(1);
    } finally {
      await fake.stop();
    }
  });

  it('keeps a confirmation or a dispute made before the job was paid, for its payout', async () => {
    offline = new OfflineRouteProvider();
    const payoutDeps = { ...bed.deps, payouts: offline };
    clock.set('2026-11-22T06:00:00Z');
    const farmer = await person(bed.database, bed.deps);
    const confirmed = await billedJob(bed.deps, bed.serviceId, farmer.caller, bed.staff.caller, {
      day: addDays('2026-11-24', dayNo++),
    });
    const disputed = await billedJob(bed.deps, bed.serviceId, farmer.caller, bed.staff.caller, {
      day: addDays('2026-11-24', dayNo++),
    });
    expect(await ledger.releasePayout(payoutDeps, confirmed)).toBe('not_due');
    await bed.database.db.transaction().execute((trx) => ledger.holdPayout(trx, disputed, clock.now()));
    for (const jobId of [confirmed, disputed]) {
      const { balance } = await bed.database.db
        .selectFrom('hireJobs')
        .select('balance')
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      await bed.staff.caller.hiring.admin.recordCash({ jobId, amount: balance! });
    }
    // The confirmed one went as soon as it was paid (its transfer made with the job's key); the disputed one does not
    // go, not even after 48 hours.
    const sent = await ledgerRepository.payout(bed.database.db, confirmed);
    expect(sent).toMatchObject({ held: null, status: 'sent' });
    expect(sent!.transferId).toMatch(/^trf_test_/);
    expect(await ledgerRepository.payout(bed.database.db, disputed)).toMatchObject({ held: 'dispute' });
    expect((await ledger.sweepPayouts(payoutDeps)).sent).toBe(0);
    clock.advance(PAYOUT_DELAY_MS + 60_000);
    expect((await ledger.sweepPayouts(payoutDeps)).sent).toBe(0);
    expect(await ledgerRepository.payout(bed.database.db, disputed)).toMatchObject({ status: 'waiting' });
  });
});
