import type { ConfirmTestPaymentInput } from '../../../shared/schemas/checkout.js';
import type { SessionUser } from '../../deps.js';
import { refuse } from '../../errors.js';
import type { PaymentClientConfig } from '../../providers/payments/types.js';
import { ledger } from '../ledger/ledger.service.js';
import { paymentsService, providerDown } from '../payments/payments.service.js';
import { hireAdvancePayments } from './hire-advance-payments.js';
import type { HiringDeps } from './hire-deps.js';
import { hireBalance } from './hire-balance.js';
import { flushSms, queueSms, smsFacts } from './hire-notifications.js';
import { takeStep } from './hire-steps.js';
import { jobFor, jobView, type HireJobView } from './hire-views.js';
import { hiringRepository, type HireJobRow } from './hiring.repository.js';
import { smsTexts } from './sms-texts.js';

/**
 * Hire payments: the advance that turns a pending job into a booking, and the balance of a billed job. The
 * provider's word decides, checked on the server; the job changes under its row lock only from the state the
 * payment was for. An advance that arrives for a job no longer pending (cancelled, or its hold ran out) is refunded.
 */

export interface HirePaymentStart {
  jobId: string;
  amount: number;
  purpose: 'advance' | 'balance';
  payment: PaymentClientConfig & { clientSecret: string };
  /** A payment link's page (channel 'payment_link'): sent to the farmer's phone by WhatsApp or SMS. */
  url?: string;
}

/** Where the farmer pays: the shop's payment step, or a link sent to their phone (a WhatsApp or SMS booking). */
export type HirePayChannel = 'checkout' | 'payment_link';

/** Returns a job's advance once; the key makes sure the money goes back only once whoever asks. */
export async function ensureRefunded(deps: HiringDeps, job: Pick<HireJobRow, 'id' | 'advancePaymentId' | 'refund'>) {
  if (!job.advancePaymentId || !job.refund) return;
  const amount = await paymentsService.refundInFull(deps, job.advancePaymentId, `hire_refund_${job.id}`);
  if (amount > 0) deps.log.info({ jobId: job.id, amount }, 'hire advance refunded');
}

async function startPayment(
  deps: HiringDeps,
  job: HireJobRow,
  purpose: 'advance' | 'balance',
  channel: HirePayChannel = 'checkout',
) {
  const amount = purpose === 'advance' ? job.advance : job.balance!;
  // A link takes money until the job's hold ends (the advance) and names the farmer's phone.
  const link =
    channel === 'payment_link' && purpose === 'advance'
      ? {
          channel,
          ...(job.reservedUntil ? { expiresAt: job.reservedUntil } : {}),
          description: `Raitha Yantra hire advance ${job.day}`,
          customer: { phone: job.phone },
        }
      : null;
  let created;
  try {
    created = await deps.payments.createPayment({
      orderId: job.id,
      amount,
      currency: 'inr',
      idempotencyKey: link ? `hire_${purpose}_link_${job.id}` : `hire_${purpose}_${job.id}`,
      metadata: { hireJobId: job.id, purpose, userId: job.userId },
      ...link,
    });
  } catch (error) {
    providerDown(deps, error, 'creating a hire payment failed');
  }
  const column = purpose === 'advance' ? 'advancePaymentId' : 'balancePaymentId';
  await hiringRepository.setPaymentId(deps.db, job.id, column, created.id);
  // The link and the farmer's checkout are both kept: whichever is captured first pays the advance.
  if (purpose === 'advance') await hireAdvancePayments.record(deps.db, job, created.id, channel, deps.clock.now());
  if (purpose === 'balance') {
    const idempotencyKey = `hire_balance_${job.id}`;
    const row = { paymentId: created.id, jobId: job.id, channel: 'checkout' as const, amount, idempotencyKey };
    await hiringRepository.addBalancePayment(deps.db, { ...row, createdBy: job.userId, createdAt: deps.clock.now() });
  }
  const payment = { ...deps.payments.clientConfig(), clientSecret: created.clientSecret };
  const url = link && created.url ? { url: created.url } : {};
  return { jobId: job.id, amount, purpose, payment, ...url } satisfies HirePaymentStart;
}

type AdvanceOutcome = 'booked' | 'already' | 'late';

/**
 * Books a pending job whose advance is paid (or is nothing), under its row lock. A job that is no longer pending,
 * or lost its crew time, is not booked: its advance is marked for a full refund instead ('late').
 */
async function settleAdvance(deps: HiringDeps, jobId: string): Promise<AdvanceOutcome> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction().execute(async (trx): Promise<AdvanceOutcome> => {
    const job = await hiringRepository.lockJob(trx, jobId);
    if (!job) refuse('NOT_FOUND', {}, 'Job not found');
    if (job.advancePaidAt) return 'already';
    const holdsCrew = job.status === 'pending' && (await hiringRepository.slotsOfJob(trx, job.id)).length > 0;
    if (!holdsCrew) {
      if (job.advance > 0) {
        await hiringRepository.updateJob(trx, job.id, { refund: job.advance });
        await ledger.postHireEvent(trx, { type: 'late_advance', jobId: job.id, at: now });
      }
      return 'late';
    }
    await takeStep(trx, job, 'pay_advance', 'payment', now, { reservedUntil: null, advancePaidAt: now });
    if (job.waitlistId) await hiringRepository.setWaitStatus(trx, job.waitlistId, 'booked');
    const service = (await hiringRepository.service(trx, job.serviceId))!;
    const facts = { ...smsFacts(job, service.operation), advance: job.advance, total: job.quotedTotal };
    await queueSms(trx, deps, job, 'booked', smsTexts.booked(facts, job.locale));
    return 'booked';
  });
  if (outcome === 'late') await ensureRefunded(deps, (await hiringRepository.job(deps.db, jobId))!);
  await flushSms(deps);
  return outcome;
}

/**
 * Marks the advance or the balance paid once the provider says its payment succeeded for exactly that amount (the
 * balance through hire-balance.ts, whichever way it was paid; a second payment of it is refunded in full). Safe to
 * call again, and from anywhere: the farmer's browser (userId) or the provider's webhook (null). An advance that
 * arrives after the job was cancelled or its hold ran out is refunded.
 */
export async function completeHirePayment(deps: HiringDeps, userId: string | null, jobId: string) {
  const job = await jobFor(deps, { id: userId }, jobId, { staffToo: false });
  if (job.status === 'done' || job.status === 'paid') {
    // The balance: whichever of its payments (checkout, field QR, SMS link) succeeded first settles it.
    const notTaken = await hireBalance.settleOnline(deps, job);
    const own = job.balancePaymentId && notTaken.get(job.balancePaymentId);
    if (userId !== null && own && (await hiringRepository.job(deps.db, jobId))?.status === 'done') throw own;
    return jobView(deps, jobId);
  }
  if (!job.advancePaymentId) return jobView(deps, jobId);
  if (!(await hireAdvancePayments.takeCaptured(deps, job, userId !== null))) return jobView(deps, jobId);
  const outcome = await settleAdvance(deps, jobId);
  if (outcome === 'late' && (await hiringRepository.job(deps.db, jobId))?.status === 'expired') {
    const sentence = 'Your hold ran out and the crew was booked meanwhile, so your advance has been refunded.';
    refuse('HIRE_PAYMENT_LATE', {}, sentence);
  }
  return jobView(deps, jobId);
}

/**
 * After a pending job was cancelled or its hold ran out: its advance can no longer be paid. A payment the provider
 * can still cancel is cancelled; one that went through meanwhile is refunded in full.
 */
export async function voidUnpaidAdvance(deps: HiringDeps, job: Pick<HireJobRow, 'id' | 'advancePaymentId'>) {
  if (!job.advancePaymentId) return;
  await hireAdvancePayments.cancelOthers(deps, job);
  try {
    await deps.payments.cancel(job.advancePaymentId);
    return;
  } catch (error) {
    deps.log.warn({ err: error, jobId: job.id }, 'could not cancel the advance of a hire job that ended unpaid');
  }
  const payment = await deps.payments.retrieve(job.advancePaymentId).catch(() => null);
  // 'processing' ends in the webhook, which completes the payment and so refunds it.
  if (payment?.status === 'succeeded') await settleAdvance(deps, job.id);
}

export const hirePayments = {
  startPayment,

  /** A booking with nothing to pay in advance is booked at once. */
  async bookWithoutAdvance(deps: HiringDeps, jobId: string): Promise<void> {
    await settleAdvance(deps, jobId);
  },

  /** The advance of a pending job, or the balance of a billed one: whichever the farmer owes now. */
  async pay(deps: HiringDeps, user: SessionUser, jobId: string): Promise<HirePaymentStart> {
    const job = await jobFor(deps, user, jobId, { staffToo: false });
    if (job.status === 'pending') return startPayment(deps, job, 'advance');
    if (job.status === 'done' && (job.balance ?? 0) > 0) {
      if (job.billNeedsAcceptance && !job.billAcceptedAt) {
        refuse('HIRE_BILL_NOT_ACCEPTED', {}, 'Accept the bill before paying it');
      }
      return startPayment(deps, job, 'balance');
    }
    refuse('HIRE_JOB_STATE', { status: job.status }, `This cannot be done to a job that is ${job.status}`);
  },

  completePayment: completeHirePayment,

  /** Test mode's stand-in for Stripe.js, as at checkout: confirms the job's payment with a test card. */
  async confirmTestPayment(deps: HiringDeps, user: SessionUser, input: ConfirmTestPaymentInput): Promise<HireJobView> {
    const { target: job } = await paymentsService.confirmTestCard(deps, input, async (paymentId) => {
      const found =
        (await hireAdvancePayments.jobOf(deps.db, paymentId)) ??
        (await hiringRepository.jobByPayment(deps.db, paymentId));
      if (!found || found.userId !== user.id) refuse('NOT_FOUND', {}, 'Job not found');
      return found;
    });
    return completeHirePayment(deps, user.id, job.id);
  },
};
