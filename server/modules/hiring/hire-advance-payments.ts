import type { Db } from '../../db/db.js';
import { isDomainError } from '../../errors.js';
import { ledger } from '../ledger/ledger.service.js';
import { paymentsService } from '../payments/payments.service.js';
import type { HireAdvanceChannel } from './hire-advance-tables.js';
import { hireAdvancePaymentsRepository, type HireAdvancePaymentRow } from './hire-advance-payments.repository.js';
import type { HiringDeps } from './hire-deps.js';
import { hiringRepository, type HireJobRow } from './hiring.repository.js';

/**
 * A hire job's advance may be started more than once: the link an assisted booking texts to the farmer, and the
 * farmer's own checkout when they then open /hire. Every one is kept (hire_advance_payments), because the provider's
 * news only names the job. Under the job's row lock the first one captured takes the job's advance
 * (hire_jobs.advance_payment_id, then hire-payments.ts books the job or, when it is too late, refunds it); any other
 * that is captured too is given back in full, once (its own refund key), and posted to the ledger as received and
 * refunded. A job whose advance ended unpaid has its other payments cancelled where the provider can.
 */

type Job = Pick<HireJobRow, 'id' | 'advance' | 'advancePaymentId'>;

/** Keeps a payment started for a job's advance (once: the same payment is recorded once, whoever asks). */
function record(db: Db, job: Job, paymentId: string, channel: HireAdvanceChannel, at: Date): Promise<void> {
  return hireAdvancePaymentsRepository.record(db, { paymentId, jobId: job.id, channel, amount: job.advance, at });
}

const paymentsOf = (db: Db, jobId: string) => hireAdvancePaymentsRepository.paymentsOf(db, jobId);

/** The job an advance payment was started for (any of them, not only the one the job row names). */
async function jobOf(db: Db, paymentId: string): Promise<HireJobRow | undefined> {
  const jobId = await hireAdvancePaymentsRepository.jobIdOf(db, paymentId);
  return jobId ? hiringRepository.job(db, jobId) : undefined;
}

type Decision = 'take' | 'refund' | 'nothing';

/**
 * Under the job's lock, for a payment the provider says was captured: the first takes the job's advance; any other is
 * to be refunded. A job whose advance was already paid or already owed back (decided before this table, or by the
 * late path) keeps the payment it names.
 */
async function decide(deps: HiringDeps, row: HireAdvancePaymentRow): Promise<Decision> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx): Promise<Decision> => {
    const job = await hiringRepository.lockJob(trx, row.jobId);
    if (!job) return 'nothing';
    const rows = await paymentsOf(trx, row.jobId);
    const own = rows.find((r) => r.paymentId === row.paymentId);
    if (!own || own.outcome === 'refunded') return 'nothing';
    if (own.outcome === 'refunding') return 'refund';
    if (own.outcome === 'settled') return 'take';
    const settled = rows.find((r) => r.outcome === 'settled')?.paymentId;
    const decided = job.advancePaidAt !== null || (job.refund ?? 0) > 0 ? job.advancePaymentId : null;
    const taker = settled ?? decided;
    if (taker === null || taker === row.paymentId) {
      await hireAdvancePaymentsRepository.decide(trx, row.paymentId, 'settled', now);
      if (job.advancePaymentId !== row.paymentId) {
        await hiringRepository.updateJob(trx, job.id, { advancePaymentId: row.paymentId });
      }
      return 'take';
    }
    await hireAdvancePaymentsRepository.decide(trx, row.paymentId, 'refunding', now);
    const extra = { type: 'extra_balance' as const, jobId: job.id, paymentId: row.paymentId, amount: row.amount };
    await ledger.postHireEvent(trx, { ...extra, at: now });
    return 'refund';
  });
}

/** Gives a second advance back in full; the key makes sure that happens once, whoever gets here. */
async function refundSecond(deps: HiringDeps, row: HireAdvancePaymentRow): Promise<void> {
  const sent = await paymentsService.refundInFull(deps, row.paymentId, `hire_advance_refund_${row.paymentId}`);
  await hireAdvancePaymentsRepository.markRefunded(deps.db, row.paymentId, sent > 0 ? sent : row.amount);
  deps.log.warn(
    { jobId: row.jobId, paymentId: row.paymentId, channel: row.channel, amount: row.amount },
    'a second payment of a hire advance was refunded in full',
  );
}

/**
 * Asks the provider about every advance payment of the job not decided yet: the first captured takes the job's advance,
 * any other captured is refunded. Returns whether a payment holds the job's advance now (then hire-payments.ts books
 * the job or refunds it as late). When none does and `mine` (the farmer's own browser asking), the reason their
 * checkout's payment was not taken is thrown, as before; the provider being down is always thrown.
 */
async function takeCaptured(deps: HiringDeps, job: Job, mine: boolean): Promise<boolean> {
  if (job.advancePaymentId) await record(deps.db, job, job.advancePaymentId, 'checkout', deps.clock.now());
  const notTaken = new Map<string, unknown>();
  let taken = false;
  const rows = await paymentsOf(deps.db, job.id);
  for (const row of rows) {
    if (row.outcome === 'settled') taken = true;
    if (row.outcome === 'refunding') await refundSecond(deps, row);
    if (row.outcome !== 'open') continue;
    try {
      const target = { kind: 'hireJob' as const, id: job.id, amount: row.amount, currency: 'inr' };
      await paymentsService.captured(deps, row.paymentId, target);
    } catch (error) {
      if (!isDomainError(error) || error.reason === 'PAYMENT_SERVICE_UNAVAILABLE') throw error;
      notTaken.set(row.paymentId, error);
      continue;
    }
    const decision = await decide(deps, row);
    if (decision === 'take') taken = true;
    if (decision === 'refund') await refundSecond(deps, row);
  }
  if (taken || !mine) return taken;
  const checkout = rows.find((r) => r.channel === 'checkout' && notTaken.has(r.paymentId));
  const reason = checkout ? notTaken.get(checkout.paymentId) : notTaken.values().next().value;
  if (reason !== undefined) throw reason;
  return false;
}

/**
 * A job whose advance ended unpaid (cancelled, or its hold ran out): its advance payments other than the one the job
 * names (which hire-payments.ts voids) are made unusable where the provider can; one that went through meanwhile
 * comes back through the provider's news and is refunded.
 */
async function cancelOthers(deps: HiringDeps, job: Pick<HireJobRow, 'id' | 'advancePaymentId'>): Promise<void> {
  for (const row of await paymentsOf(deps.db, job.id)) {
    if (row.outcome !== 'open' || row.paymentId === job.advancePaymentId) continue;
    await deps.payments.cancel(row.paymentId).catch((error: unknown) => {
      deps.log.warn({ err: error, jobId: job.id }, 'could not cancel another advance payment of a hire job');
    });
  }
}

/**
 * For the payment sweep: advance payments started since `since` other than the one their job names (which the sweep
 * already asks about) and not decided yet, or decided to go back and not yet given back: a capture whose news never
 * came is still refunded (or takes the advance when none did).
 */
async function unconfirmed(db: Db, since: Date, limit: number) {
  const rows = await hireAdvancePaymentsRepository.unconfirmed(db, since, limit);
  return rows.map((r) => ({ paymentId: r.paymentId, targetKind: 'hireJob' as const, targetId: r.jobId }));
}

export type { HireAdvancePaymentRow };

export const hireAdvancePayments = { record, jobOf, paymentsOf, takeCaptured, cancelOthers, unconfirmed };
