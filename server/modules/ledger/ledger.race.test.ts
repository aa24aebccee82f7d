import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/rental.js';
import { OfflineRouteProvider, type TransferInput } from '../../providers/payments/razorpay-route.js';
import { approveInUpiApp, billedJob, newsOf, person } from '../hiring/hire-balance.fixtures.js';
import { ledgerTestbed } from './ledger.fixtures.js';
import { ledgerRepository } from './ledger.repository.js';
import { ledger } from './ledger.service.js';

/**
 * Money posted while requests race. On real Postgres (TEST_DATABASE_URL) each runs on its own connection, a true race
 * decided by the unique key of the business event and the payout's row; on PGlite they interleave on one connection.
 * After each try: one transaction per event, one transfer per payout, and the ledger balances.
 */
const TRIES = 8;
const bed = ledgerTestbed();
const { clock } = bed;
let dayNo = 0;

async function billed() {
  const day = addDays('2026-11-24', dayNo++);
  const farmer = await person(bed.database, bed.deps);
  const jobId = await billedJob(bed.deps, bed.serviceId, farmer.caller, bed.staff.caller, { day });
  const { balance } = await bed.database.db
    .selectFrom('hireJobs')
    .select('balance')
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  return { jobId, balance: balance! };
}

const keysOf = (jobId: string) =>
  bed.database.db.selectFrom('ledgerTransactions').select('key').where('jobId', '=', jobId).orderBy('key').execute();

describe('racing money movements', () => {
  it('posts one business event once, however many post it at the same moment', async () => {
    const at = clock.now();
    for (let i = 0; i < TRIES; i++) {
      const key = `race:${i}`;
      const lines = [
        { account: 'cash' as const, amount: 1000 + i },
        { account: 'platform_commission' as const, amount: -(1000 + i) },
      ];
      const posted = await Promise.all(
        Array.from({ length: 6 }, () =>
          bed.database.db
            .transaction()
            .execute((trx) => ledger.post(trx, { key, kind: 'adjustment', jobId: null, at }, lines)),
        ),
      );
      expect(posted.filter(Boolean)).toHaveLength(1);
    }
    expect(await ledgerRepository.balance(bed.database.db, 'cash')).toBe(
      Array.from({ length: TRIES }, (_, i) => 1000 + i).reduce((a, b) => a + b),
    );
    expect(await ledgerRepository.trialBalance(bed.database.db)).toEqual({ total: 0, unbalanced: 0 });
  });

  it("posts a UPI balance racing staff's cash once: one receipt, one earned, the other's refund", async () => {
    for (let i = 0; i < TRIES; i++) {
      const { jobId, balance } = await billed();
      const qr = await bed.staff.caller.hiring.admin.balanceQr({ jobId });
      await approveInUpiApp(bed.deps, qr.paymentId);
      await Promise.allSettled([
        newsOf(bed.deps, qr.paymentId),
        bed.staff.caller.hiring.admin.recordCash({ jobId, amount: balance }),
      ]);
      await newsOf(bed.deps, qr.paymentId).catch(() => undefined);
      const keys = (await keysOf(jobId)).map((k) => k.key.replace(jobId, 'J').replace(qr.paymentId, 'P'));
      expect(keys.filter((k) => k === 'hire:J:balance' || k === 'hire:J:earned')).toHaveLength(2);
      const farmer = await bed.database.db
        .selectFrom('hireJobs')
        .select('userId')
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      expect(await ledgerRepository.balance(bed.database.db, 'farmer', farmer.userId)).toBe(0);
    }
    expect(await ledgerRepository.trialBalance(bed.database.db)).toEqual({ total: 0, unbalanced: 0 });
  });

  it('sends a payout once when the farmer confirms while the sweep runs', async () => {
    const sent: TransferInput[] = [];
    const route = new OfflineRouteProvider();
    const recording = Object.assign(Object.create(route) as OfflineRouteProvider, {
      transfer: async (input: TransferInput) => {
        sent.push(input);
        return route.transfer(input);
      },
    });
    const payoutDeps = { ...bed.deps, payouts: recording };
    for (let i = 0; i < TRIES; i++) {
      clock.set('2026-11-22T06:00:00Z');
      const { jobId, balance } = await billed();
      await bed.staff.caller.hiring.admin.recordCash({ jobId, amount: balance });
      clock.advance(49 * 60 * 60_000);
      await Promise.all([
        ledger.releasePayout(payoutDeps, jobId),
        ledger.sweepPayouts(payoutDeps),
        ledger.sendPayout(payoutDeps, jobId),
      ]);
      expect(sent.filter((t) => t.idempotencyKey === `payout_${jobId}`)).toHaveLength(1);
      expect((await keysOf(jobId)).filter((k) => k.key.startsWith('payout:'))).toHaveLength(1);
    }
    expect(await ledgerRepository.balance(bed.database.db, 'provider_payable', bed.providerId)).toBe(0);
    expect(await ledgerRepository.trialBalance(bed.database.db)).toEqual({ total: 0, unbalanced: 0 });
  });
});
