import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitJob } from '../../../shared/ledger-split.js';
import { addDays } from '../../../shared/rental.js';
import { OfflineRouteProvider } from '../../providers/payments/razorpay-route.js';
import { approveInUpiApp, newsOf, person, type Caller } from '../hiring/hire-balance.fixtures.js';
import { ledgerTestbed } from './ledger.fixtures.js';
import { ledgerRepository } from './ledger.repository.js';
import { ledger, PAYOUT_DELAY_MS } from './ledger.service.js';

/**
 * The ledger over random sequences of what happens to a provider's jobs: book, pay (the advance; or the work done and
 * its balance paid by cash or UPI), cancel (by the farmer or the centre, early or late), refund after the work,
 * dispute (and its end), payout (the farmer's confirmation, or 48 hours passing and the sweep). After every step every
 * transaction balances, the whole ledger adds up to zero, the farmer owes nothing they did not pay for, and the
 * provider's balance equals their shares (as splitJob gives them) less the transfers made to them.
 */
const card = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const field = {
  lat: 12.52216,
  lon: 76.90092,
  place: 'Mandya 571401',
  landmark: 'Near the canal',
  phone: '98450 12345',
};
const RATE_BPS = 1250;

const bed = ledgerTestbed({ commissionBps: RATE_BPS });
const { clock } = bed;
let dayNo = 0;
/** What the random sequences did, counted, so the test shows that each kind of step really ran. */
const happened: Record<string, number> = {};
const count = (what: string) => void (happened[what] = (happened[what] ?? 0) + 1);

const actions = ['book', 'pay', 'cancel', 'refund', 'dispute', 'payout'] as const;
type Step = { action: (typeof actions)[number]; pick: number; amount: number; flag: boolean };
const step = fc.record({
  // Weighted so that sequences reach paid jobs and what follows them.
  action: fc.constantFrom(...actions, 'book', 'pay', 'pay', 'pay', 'dispute', 'payout'),
  pick: fc.nat(1000),
  amount: fc.integer({ min: 100, max: 200_000 }),
  flag: fc.boolean(),
});

interface Job {
  id: string;
  farmer: Caller;
  farmerId: string;
  disputed: boolean;
}

const status = async (id: string) =>
  bed.database.db
    .selectFrom('hireJobs')
    .select(['status', 'advance', 'advancePaidAt', 'refund', 'balance', 'billTotal', 'billNeedsAcceptance'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function run(steps: Step[]) {
  const jobs: Job[] = [];
  const share = (gross: number) => splitJob({ gross, commissionBps: RATE_BPS, agent: false }).providerShare;
  const payouts = new OfflineRouteProvider();
  const payoutDeps = { ...bed.deps, payouts };
  const owedBefore = -(await ledgerRepository.balance(bed.database.db, 'provider_payable', bed.providerId));
  const transfersBefore = -(await ledgerRepository.balance(bed.database.db, 'payouts'));
  let shares = 0;
  const refunded = new Set<string>();
  const among = async (pick: number, statuses: string[]) => {
    const found: Job[] = [];
    for (const job of jobs) if (statuses.includes((await status(job.id)).status)) found.push(job);
    return found.length ? found[pick % found.length]! : null;
  };

  for (const s of steps) {
    if (s.action === 'book') {
      const farmer = await person(bed.database, bed.deps);
      const today = clock.now().toISOString().slice(0, 10);
      // Tomorrow now and then, so a cancellation may be late (the advance kept and shared).
      const day = addDays(today, s.flag ? 1 : 2 + (dayNo++ % 40));
      const started = await farmer.caller.hiring
        .book({ serviceId: bed.serviceId, day, slot: 'whole_day', areaMilliAcres: 3000, ...field })
        .catch(() => null);
      if (started) count('book');
      if (started) jobs.push({ id: started.jobId, farmer: farmer.caller, farmerId: farmer.user.id, disputed: false });
    } else if (s.action === 'pay') {
      const job = await among(s.pick, ['pending', 'booked', 'crew_assigned']);
      if (!job) continue;
      const row = await status(job.id);
      if (row.status === 'pending') {
        const started = await job.farmer.hiring.pay({ jobId: job.id });
        await job.farmer.hiring.confirmTestPayment({ clientSecret: started.payment.clientSecret, card });
        count('pay advance');
        continue;
      }
      if (row.status === 'booked') {
        const crew = { jobId: job.id, operatorName: 'Ravi', operatorPhone: '9900011122', machine: 'Kartar' };
        await bed.staff.caller.hiring.admin.assignCrew(crew);
      }
      await bed.staff.caller.hiring.admin.onTheWay({ jobId: job.id });
      await bed.staff.caller.hiring.admin.done({ jobId: job.id, measured: 2 + (s.amount % 1300) / 1000 });
      const done = await status(job.id);
      if (done.status === 'paid') {
        count('advance covered the bill');
        shares += share(done.billTotal!);
        continue;
      }
      if (s.flag) {
        await bed.staff.caller.hiring.admin.recordCash({ jobId: job.id, amount: done.balance! });
        count('pay balance in cash');
      } else {
        const qr = await bed.staff.caller.hiring.admin.balanceQr({ jobId: job.id });
        await approveInUpiApp(bed.deps, qr.paymentId);
        await newsOf(bed.deps, qr.paymentId);
        count('pay balance by UPI');
      }
      expect((await status(job.id)).status).toBe('paid');
      shares += share(done.billTotal!);
    } else if (s.action === 'cancel') {
      const job = await among(s.pick, ['pending', 'booked', 'crew_assigned']);
      if (!job) continue;
      await (s.flag
        ? bed.staff.caller.hiring.admin.cancel({ jobId: job.id })
        : job.farmer.hiring.cancel({ jobId: job.id }));
      const row = await status(job.id);
      const paid = row.advancePaidAt ? row.advance : 0;
      shares += share(paid - Math.min(paid, row.refund ?? 0));
      count(paid === 0 ? 'cancel unpaid' : row.refund === paid ? 'cancel refunded' : 'cancel late (advance kept)');
    } else if (s.action === 'refund') {
      const job = await among(s.pick, ['paid']);
      if (!job || refunded.has(job.id)) continue;
      const { billTotal } = await status(job.id);
      const amount = Math.min(s.amount, billTotal!);
      await bed.database.db.transaction().execute(async (trx) => {
        await ledger.refundAfterWork(trx, { jobId: job.id, amount, key: `adjust:${job.id}`, at: clock.now() });
        if (job.disputed) await ledger.unholdPayout(trx, job.id);
      });
      job.disputed = false;
      refunded.add(job.id);
      count('refund after the work');
      shares -= share(amount);
    } else if (s.action === 'dispute') {
      const job = await among(s.pick, ['paid']);
      if (!job) continue;
      await bed.database.db
        .transaction()
        .execute((trx) => (job.disputed ? ledger.unholdPayout(trx, job.id) : ledger.holdPayout(trx, job.id)));
      job.disputed = !job.disputed;
      count(job.disputed ? 'dispute' : 'dispute ended');
    } else {
      const job = await among(s.pick, ['paid']);
      if (s.flag && job && !job.disputed) {
        if ((await ledger.releasePayout(payoutDeps, job.id)) === 'sent') count('payout on confirmation');
      } else {
        clock.advance(PAYOUT_DELAY_MS + 60_000);
        if ((await ledger.sweepPayouts(payoutDeps)).sent > 0) count('payout by the sweep');
      }
    }

    // After every step.
    expect(await ledgerRepository.trialBalance(bed.database.db)).toEqual({ total: 0, unbalanced: 0 });
    const owed = -(await ledgerRepository.balance(bed.database.db, 'provider_payable', bed.providerId));
    const transferred = [...payouts.transfers.values()].reduce((sum, t) => sum + t.amount, 0);
    expect(-(await ledgerRepository.balance(bed.database.db, 'payouts')) - transfersBefore).toBe(transferred);
    expect(owed - owedBefore).toBe(shares - transferred);
    for (const job of jobs) {
      const farmerBalance = await ledgerRepository.balance(bed.database.db, 'farmer', job.farmerId);
      // A farmer's account never shows a debt: they paid for all that was earned.
      expect(farmerBalance).toBeLessThanOrEqual(0);
    }
  }
}

describe('the ledger over random sequences of book, pay, cancel, refund, dispute and payout', () => {
  it('balances after every step, and the provider is owed their shares less their payouts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 20 }), async (steps) => {
        clock.set('2026-11-22T06:00:00Z');
        await run(steps);
      }),
      {
        numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 20),
        seed: Number(process.env.LEDGER_PROPERTY_SEED ?? 20261130),
        endOnFailure: true,
      },
    );
    console.info('ledger property test, steps taken:', JSON.stringify(happened));
    for (const what of [
      'book',
      'pay advance',
      'pay balance in cash',
      'pay balance by UPI',
      'dispute',
      'refund after the work',
    ]) {
      expect(happened[what] ?? 0, what).toBeGreaterThan(0);
    }
    expect(happened['cancel refunded'] ?? 0).toBeGreaterThan(0);
    expect((happened['payout on confirmation'] ?? 0) + (happened['payout by the sweep'] ?? 0)).toBeGreaterThan(0);
  }, 600_000);
});
