import { canTakeStep } from '../../../shared/hire-job-life.js';
import { billHire, cancellationTerms, hireRatesOf, slotStart, toMilli } from '../../../shared/hiring.js';
import type { SessionUser } from '../../deps.js';
import { refuse } from '../../errors.js';
import { ledger } from '../ledger/ledger.service.js';
import { freeCrewTime } from './hire-capacity.js';
import type { HiringDeps } from './hire-deps.js';
import { flushSms, queueSms, smsFacts } from './hire-notifications.js';
import { ensureRefunded, voidUnpaidAdvance } from './hire-payments.js';
import { takeStep, wrongState } from './hire-steps.js';
import { jobFor, jobView, type HireJobView } from './hire-views.js';
import { hiringRepository, type HireJobRow } from './hiring.repository.js';
import { smsTexts } from './sms-texts.js';

/**
 * A hire job's life on the server: holds running out, cancelling, the centre's steps, the farmer's acceptance of a
 * bill and rating. Which step is allowed from which state, and for whom, is shared/hire-job-life.ts; each step
 * here locks the job's row (and, when crew time comes free, the service's row first), checks, then writes.
 */

export type StaffStep =
  | { to: 'crew_assigned'; operatorName: string; operatorPhone: string; machine: string }
  | { to: 'on_the_way' }
  | { to: 'working' }
  | { to: 'done'; measured: number; photoUrl?: string | undefined }
  | { to: 'paid_cash' };

/** Ends one pending job whose hold ran out; false when it was paid or ended meanwhile. */
async function expireOne(deps: HiringDeps, id: string, now: Date): Promise<HireJobRow | null> {
  const first = await hiringRepository.job(deps.db, id);
  if (!first) return null;
  return deps.db.transaction().execute(async (trx) => {
    // The service first, then the job: the order every booking and cancellation takes too.
    await hiringRepository.lockService(trx, first.serviceId);
    const job = await hiringRepository.lockJob(trx, id);
    if (!job || job.status !== 'pending' || !job.reservedUntil || job.reservedUntil >= now) return null;
    await takeStep(trx, job, 'expire', 'clock', now, { reservedUntil: null });
    if (job.waitlistId) await hiringRepository.setWaitStatus(trx, job.waitlistId, 'lapsed');
    await freeCrewTime(trx, deps, job);
    return job;
  });
}

export const hireJobLife = {
  /** Pending jobs whose hold ran out give their crew time back, which is then offered to the waiting list. */
  async releaseExpired(deps: HiringDeps): Promise<number> {
    const now = deps.clock.now();
    const ended: HireJobRow[] = [];
    for (const id of await hiringRepository.staleJobIds(deps.db, now, 50)) {
      const job = await expireOne(deps, id, now);
      if (job) ended.push(job);
    }
    // A payment that went through after all is refunded (and its farmer told so when they come back). This runs
    // inside other farmers' requests: a provider outage is logged, and the webhook or the farmer's return retries.
    for (const job of ended) {
      await voidUnpaidAdvance(deps, job).catch((error: unknown) =>
        deps.log.warn({ err: error, jobId: job.id }, 'could not settle the advance of a hire hold that ran out'),
      );
    }
    await flushSms(deps);
    return ended.length;
  },

  /**
   * Free up to 24 h before the slot (the advance is refunded); later the centre keeps the advance. A centre that
   * cancels refunds in full. Cancelling a pending job makes its advance unpayable, or refunds it if it was paid
   * at the same moment.
   */
  async cancel(deps: HiringDeps, user: SessionUser, jobId: string, by: 'farmer' | 'centre'): Promise<HireJobView> {
    const first = await jobFor(deps, user, jobId, { staffToo: by === 'centre' });
    const actor = by === 'farmer' ? 'farmer' : 'staff';
    const now = deps.clock.now();
    const cancelled = await deps.db.transaction().execute(async (trx) => {
      await hiringRepository.lockService(trx, first.serviceId);
      const job = (await hiringRepository.lockJob(trx, jobId))!;
      if (job.status === 'cancelled') return { job, refund: job.refund, wasPending: false };
      if (!canTakeStep(job.status, 'cancel', actor)) wrongState(job);
      const advancePaid = job.advancePaidAt ? job.advance : 0;
      const terms = cancellationTerms(slotStart(job.day, job.slot), now, advancePaid);
      const refund = by === 'centre' ? advancePaid : terms.refund;
      const extra = { cancelledAt: now, cancelledBy: by, refund, reservedUntil: null };
      await takeStep(trx, job, 'cancel', actor, now, extra);
      const wasPending = job.status === 'pending';
      if (job.waitlistId && wasPending) await hiringRepository.setWaitStatus(trx, job.waitlistId, 'withdrawn');
      if (!wasPending) {
        const service = (await hiringRepository.service(trx, job.serviceId))!;
        const facts = { ...smsFacts(job, service.operation), refund };
        await queueSms(trx, deps, job, 'cancelled', smsTexts.cancelled(facts, job.locale));
      }
      await freeCrewTime(trx, deps, job);
      return { job, refund, wasPending };
    });
    if (cancelled.wasPending) await voidUnpaidAdvance(deps, cancelled.job);
    await ensureRefunded(deps, { ...cancelled.job, refund: cancelled.refund });
    await flushSms(deps);
    deps.log.info({ jobId, by, refund: cancelled.refund }, 'hire job cancelled');
    return jobView(deps, jobId);
  },

  async acceptBill(deps: HiringDeps, user: SessionUser, jobId: string): Promise<HireJobView> {
    const job = await jobFor(deps, user, jobId, { staffToo: false });
    if (job.status !== 'done' || !job.billNeedsAcceptance) wrongState(job);
    if (!job.billAcceptedAt) await hiringRepository.updateJob(deps.db, job.id, { billAcceptedAt: deps.clock.now() });
    return jobView(deps, jobId);
  },

  /** Staff move a job along its life; each step the farmer hears about goes out by SMS. */
  async advance(deps: HiringDeps, jobId: string, step: StaffStep): Promise<HireJobView> {
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      const job = await hiringRepository.lockJob(trx, jobId);
      if (!job) refuse('NOT_FOUND', {}, 'Job not found');
      const service = (await hiringRepository.service(trx, job.serviceId))!;
      const facts = smsFacts(job, service.operation);
      switch (step.to) {
        case 'crew_assigned': {
          const crew = { operatorName: step.operatorName, operatorPhone: step.operatorPhone, machine: step.machine };
          await takeStep(trx, job, 'assign_crew', 'staff', now, crew);
          await queueSms(trx, deps, job, 'crewAssigned', smsTexts.crewAssigned({ ...facts, ...crew }, job.locale));
          return;
        }
        case 'on_the_way': {
          await takeStep(trx, job, 'on_the_way', 'staff', now);
          const operator = { operatorName: job.operatorName!, operatorPhone: job.operatorPhone! };
          await queueSms(trx, deps, job, 'onTheWay', smsTexts.onTheWay({ ...facts, ...operator }, job.locale));
          return;
        }
        case 'working':
          await takeStep(trx, job, 'working', 'staff', now);
          return;
        case 'done': {
          const measuredMilli = toMilli(step.measured);
          const advancePaid = job.advancePaidAt ? job.advance : 0;
          const bill = billHire(hireRatesOf(job), measuredMilli, job.distanceKm, job.quotedTotal, advancePaid);
          await takeStep(trx, job, 'finish', 'staff', now, {
            measuredMilli,
            photoUrl: step.photoUrl ?? null,
            billWork: bill.work,
            billTravel: bill.travel,
            billTotal: bill.total,
            billNeedsAcceptance: bill.needsAcceptance,
            balance: bill.balance,
          });
          const billFacts = { measuredMilli, unit: job.unit, bill: bill.total, balance: bill.balance };
          const text = smsTexts.done({ ...facts, ...billFacts, needsAcceptance: bill.needsAcceptance }, job.locale);
          await queueSms(trx, deps, job, 'done', text);
          if (bill.balance === 0 && !bill.needsAcceptance) {
            const settled = { ...job, status: 'done' as const };
            await takeStep(trx, settled, 'settle', 'payment', now, { balancePaidBy: 'card', paidAt: now });
          }
          return;
        }
        case 'paid_cash':
          if (!canTakeStep(job.status, 'pay_cash', 'staff')) wrongState(job);
          if (job.billNeedsAcceptance && !job.billAcceptedAt) {
            refuse('HIRE_BILL_NOT_ACCEPTED', {}, 'The farmer has not accepted the bill yet');
          }
          await takeStep(trx, job, 'pay_cash', 'staff', now, { balancePaidBy: 'cash', paidAt: now });
          await queueSms(trx, deps, job, 'paid', smsTexts.paid({ ...facts, amount: job.balance ?? 0 }, job.locale));
          return;
      }
    });
    await flushSms(deps);
    if (step.to === 'done' || step.to === 'paid_cash') await ledger.payOutIfDue(deps, jobId);
    return jobView(deps, jobId);
  },

  /** One rating per completed job, from its own farmer; the centre's and the service's averages follow. */
  async rate(
    deps: HiringDeps,
    user: SessionUser,
    input: { jobId: string; serviceStars: number; operatorStars: number; comment: string },
  ): Promise<HireJobView> {
    const job = await jobFor(deps, user, input.jobId, { staffToo: false });
    if (job.status !== 'done' && job.status !== 'paid') wrongState(job);
    const { serviceStars, operatorStars, comment } = input;
    await deps.db.transaction().execute(async (trx) => {
      const added = await hiringRepository.addRating(trx, {
        jobId: job.id,
        userId: user.id,
        centreId: job.centreId,
        serviceId: job.serviceId,
        serviceStars,
        operatorStars,
        comment,
        createdAt: deps.clock.now(),
      });
      if (!added) refuse('HIRE_ALREADY_RATED', {}, 'You have already rated this job');
    });
    return jobView(deps, job.id);
  },
};
