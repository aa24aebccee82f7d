import { canUseBackOffice } from '../../../shared/roles.js';
import type { SessionUser } from '../../deps.js';
import type { HireBalanceChannel, HireBalanceMethod, HireBalanceOutcome } from '../../db/hiring-tables.js';
import { isDomainError, refuse, refuseInput } from '../../errors.js';
import { simulatedUpiAppPath } from '../../providers/payments/test-upi.js';
import type { CreatedPayment } from '../../providers/payments/types.js';
import { ledger } from '../ledger/ledger.service.js';
import { paymentsService, providerDown } from '../payments/payments.service.js';
import { balanceTexts } from './hire-balance-texts.js';
import type { HiringDeps } from './hire-deps.js';
import { flushSms, queueSms, smsFacts } from './hire-notifications.js';
import { takeStep, wrongState } from './hire-steps.js';
import { jobFor, jobView, type HireJobView } from './hire-views.js';
import { hiringRepository, type HireBalancePaymentRow, type HireJobRow } from './hiring.repository.js';
import { smsTexts } from './sms-texts.js';

/**
 * Paying a hire job's balance after the work (issue 21): a single-use, fixed-amount UPI QR that staff or the operator
 * show at the field, a payment link sent to the farmer's phone by SMS, cash recorded by staff, or the farmer's own
 * checkout (hire-payments.ts). Every online payment made for a balance is kept (hire_balance_payments), because the
 * provider's news only names the job: `settleOnline` asks the provider about each of them. Under the job's row lock
 * the first one that succeeded for exactly the balance settles the job; any other that succeeds (the QR and the link
 * both paid, or a payment after the cash) is refunded in full, once, and shown to staff. Cash is refused once the job
 * is paid.
 */

/** How long a QR shown at the field takes money; one with less than QR_MIN_LEFT_MS left is replaced. */
export const QR_VALID_MS = 60 * 60_000;
const QR_MIN_LEFT_MS = 5 * 60_000;
/** How long a payment link sent by SMS takes money; one with less than a day left is replaced by a new one. */
export const LINK_VALID_DAYS = 3;
const LINK_MIN_LEFT_MS = 24 * 60 * 60_000;

const validity: Record<Exclude<HireBalanceChannel, 'checkout'>, { valid: number; minLeft: number }> = {
  upi_qr: { valid: QR_VALID_MS, minLeft: QR_MIN_LEFT_MS },
  payment_link: { valid: LINK_VALID_DAYS * 24 * 60 * 60_000, minLeft: LINK_MIN_LEFT_MS },
};

type Reader = Pick<SessionUser, 'id' | 'role'>;

/** The balance a job owes now, or a refusal: only a billed job (done), with its bill accepted when it has to be. */
function owedBalance(job: HireJobRow): number {
  if (job.status !== 'done' || job.balance === null || job.balance <= 0) wrongState(job);
  if (job.billNeedsAcceptance && !job.billAcceptedAt) {
    refuse('HIRE_BILL_NOT_ACCEPTED', {}, 'The farmer has not accepted the bill yet');
  }
  return job.balance;
}

/** The checkout payment of a balance started before its row was kept (or while it was being written). */
async function withCheckoutRow(deps: HiringDeps, job: HireJobRow): Promise<HireBalancePaymentRow[]> {
  const rows = await hiringRepository.balancePaymentsOf(deps.db, job.id);
  if (!job.balancePaymentId || job.balance === null || rows.some((r) => r.paymentId === job.balancePaymentId)) {
    return rows;
  }
  await hiringRepository.addBalancePayment(deps.db, {
    paymentId: job.balancePaymentId,
    jobId: job.id,
    channel: 'checkout',
    amount: job.balance,
    idempotencyKey: `hire_balance_${job.id}`,
    createdBy: job.userId,
    createdAt: deps.clock.now(),
    expiresAt: null,
  });
  return hiringRepository.balancePaymentsOf(deps.db, job.id);
}

type Decision = 'settled' | 'refund' | 'nothing';

/**
 * Under the job's lock: a payment that succeeded for exactly the balance of a job still owing it settles it; any
 * other is to be refunded (decided once: the row's outcome, read under the same lock, says what was decided).
 */
async function decide(deps: HiringDeps, row: HireBalancePaymentRow): Promise<Decision> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx): Promise<Decision> => {
    const job = await hiringRepository.lockJob(trx, row.jobId);
    const outcome = await hiringRepository.balancePaymentOutcome(trx, row.paymentId);
    if (!job || outcome === undefined || outcome === 'settled' || outcome === 'refunded') return 'nothing';
    if (outcome === 'refunding') return 'refund';
    if (job.status === 'done' && job.balance === row.amount) {
      await takeStep(trx, job, 'pay_balance', 'payment', now, {
        balancePaidBy: 'card',
        paidAt: now,
        balanceMethod: row.channel,
        balanceSettledPaymentId: row.paymentId,
      });
      await hiringRepository.decideBalancePayment(trx, row.paymentId, { outcome: 'settled', at: now });
      const service = (await hiringRepository.service(trx, job.serviceId))!;
      const facts = { ...smsFacts(job, service.operation), amount: row.amount };
      await queueSms(trx, deps, job, 'paid', smsTexts.paid(facts, job.locale));
      return 'settled';
    }
    await hiringRepository.decideBalancePayment(trx, row.paymentId, { outcome: 'refunding', at: now });
    const extra = { type: 'extra_balance' as const, jobId: row.jobId, paymentId: row.paymentId, amount: row.amount };
    await ledger.postHireEvent(trx, { ...extra, at: now });
    const text = balanceTexts.refunded({ day: job.day, amount: row.amount }, job.locale);
    await queueSms(trx, deps, job, 'balanceRefunded', text);
    return 'refund';
  });
}

/** Gives a second payment back in full; the key makes sure that happens once, whoever gets here. */
async function refundSecond(deps: HiringDeps, row: HireBalancePaymentRow): Promise<void> {
  const sent = await paymentsService.refundInFull(deps, row.paymentId, `hire_balance_refund_${row.paymentId}`);
  const at = deps.clock.now();
  await hiringRepository.decideBalancePayment(deps.db, row.paymentId, {
    outcome: 'refunded',
    at,
    refundedAmount: sent > 0 ? sent : row.amount,
  });
  deps.log.warn(
    { jobId: row.jobId, paymentId: row.paymentId, channel: row.channel, amount: row.amount },
    'a second payment of a hire balance was refunded in full',
  );
}

/** A QR or link no longer needed is made unusable where the provider can; one paid meanwhile comes back here. */
async function closeQuietly(deps: HiringDeps, row: HireBalancePaymentRow): Promise<void> {
  if (row.channel === 'checkout') return;
  await deps.payments.cancel(row.paymentId).catch(() => undefined);
}

/**
 * Asks the provider about every online payment of a job's balance not decided yet, and settles or refunds each that
 * succeeded. Safe to run again and at the same time from anywhere. Returns why the payments not taken were not (for
 * the farmer's own checkout to hear); the provider being down is thrown, so the news is delivered again.
 */
async function settleOnline(deps: HiringDeps, job: HireJobRow): Promise<Map<string, unknown>> {
  const notTaken = new Map<string, unknown>();
  const open: HireBalancePaymentRow[] = [];
  for (const row of await withCheckoutRow(deps, job)) {
    if (row.outcome === 'settled' || row.outcome === 'refunded') continue;
    if (row.outcome === 'refunding') {
      await refundSecond(deps, row);
      continue;
    }
    try {
      const target = { kind: 'hireJob' as const, id: job.id, amount: row.amount, currency: 'inr' };
      await paymentsService.captured(deps, row.paymentId, target);
    } catch (error) {
      if (!isDomainError(error) || error.reason === 'PAYMENT_SERVICE_UNAVAILABLE') throw error;
      notTaken.set(row.paymentId, error);
      open.push(row);
      continue;
    }
    const decision = await decide(deps, row);
    if (decision === 'refund') await refundSecond(deps, row);
    if (decision === 'settled') await ledger.payOutIfDue(deps, job.id);
  }
  await flushSms(deps);
  if (open.length > 0 && (await hiringRepository.job(deps.db, job.id))?.status === 'paid') {
    for (const row of open) await closeQuietly(deps, row);
  }
  return notTaken;
}

/**
 * Creates (or shows again) the job's QR or link for exactly the balance the server computed. The same balance and
 * channel reuse the payment while it has time left (the same idempotency key), so a doubled tap or two staff at once
 * make one payment; after it ran out, a new one.
 */
async function openPayment(deps: HiringDeps, user: Reader, job: HireJobRow, channel: 'upi_qr' | 'payment_link') {
  const amount = owedBalance(job);
  const now = deps.clock.now();
  const { valid, minLeft } = validity[channel];
  const earlier = (await hiringRepository.balancePaymentsOf(deps.db, job.id)).filter(
    (r) => r.channel === channel && r.amount === amount,
  );
  const live = earlier.find(
    (r) => r.outcome === 'open' && r.expiresAt !== null && r.expiresAt.getTime() - now.getTime() > minLeft,
  );
  const expiresAt = live?.expiresAt ?? new Date(now.getTime() + valid);
  const idempotencyKey = live?.idempotencyKey ?? `hire_balance_${channel}_${job.id}_${amount}_${earlier.length + 1}`;
  let created: CreatedPayment;
  try {
    created = await deps.payments.createPayment({
      orderId: job.id,
      amount,
      currency: 'inr',
      idempotencyKey,
      metadata: { hireJobId: job.id, purpose: 'balance', channel },
      channel,
      expiresAt,
      description: `Raitha Yantra hire balance ${job.day}`,
      ...(channel === 'payment_link' ? { customer: { phone: job.phone } } : {}),
    });
  } catch (error) {
    providerDown(deps, error, `creating a hire balance ${channel} failed`);
  }
  await hiringRepository.addBalancePayment(deps.db, {
    paymentId: created.id,
    jobId: job.id,
    channel,
    amount,
    idempotencyKey,
    createdBy: user.id,
    createdAt: now,
    expiresAt,
  });
  return { created, amount, expiresAt };
}

/** What a provider without QR codes or links gives back: the caller hears the payment service cannot do it now. */
function missing(deps: HiringDeps, what: string): never {
  deps.log.error({ provider: deps.payments.name }, `the payment provider gave no ${what}`);
  refuse('PAYMENT_SERVICE_UNAVAILABLE', {}, 'The payment service is unavailable. Please try again.');
}

export interface BalanceQr {
  paymentId: string;
  /** Paise. */
  amount: number;
  expiresAt: Date;
  qrImageUrl: string;
  upiUri: string | null;
  /** The test provider's simulated UPI app for this payment (development and tests only). */
  testAppPath: string | null;
}

export interface BalancePaymentSummary {
  channel: HireBalanceChannel;
  amount: number;
  outcome: HireBalanceOutcome;
  createdAt: Date;
  expiresAt: Date | null;
  refundedAmount: number | null;
  decidedAt: Date | null;
}

export interface BalanceState {
  jobId: string;
  status: HireJobRow['status'];
  /** Paise; null before the bill. */
  balance: number | null;
  /** Whether the balance can be collected now (billed, accepted when it has to be, not paid). */
  owed: boolean;
  billAccepted: boolean;
  method: HireBalanceMethod | null;
  paidAt: Date | null;
  /** Staff only: who recorded the cash. */
  cashRecordedBy: string | null;
  cashRecordedAt: Date | null;
  payments: BalancePaymentSummary[];
}

export const hireBalance = {
  settleOnline,

  /** A UPI QR for exactly the balance, for staff or the operator to show at the field. */
  async showQr(deps: HiringDeps, user: Reader, jobId: string): Promise<BalanceQr> {
    const job = await jobFor(deps, user, jobId, { staffToo: true });
    const { created, amount, expiresAt } = await openPayment(deps, user, job, 'upi_qr');
    if (!created.qrImageUrl) missing(deps, 'QR code');
    deps.log.info({ jobId, paymentId: created.id, amount }, 'hire balance QR shown');
    return {
      paymentId: created.id,
      amount,
      expiresAt,
      qrImageUrl: created.qrImageUrl,
      upiUri: created.upiUri ?? null,
      testAppPath: deps.payments.name === 'test' ? simulatedUpiAppPath(created.id, created.clientSecret) : null,
    };
  },

  /** A payment link for exactly the balance, valid LINK_VALID_DAYS, sent to the farmer's phone in their language. */
  async sendLink(deps: HiringDeps, user: Reader, jobId: string) {
    const job = await jobFor(deps, user, jobId, { staffToo: true });
    const { created, amount, expiresAt } = await openPayment(deps, user, job, 'payment_link');
    if (!created.url) missing(deps, 'payment link');
    const text = balanceTexts.link({ day: job.day, amount, url: created.url, days: LINK_VALID_DAYS }, job.locale);
    await queueSms(deps.db, deps, job, 'balanceLink', text);
    await flushSms(deps);
    deps.log.info({ jobId, paymentId: created.id, amount }, 'hire balance link sent by SMS');
    return { paymentId: created.id, amount, expiresAt, sentAt: deps.clock.now() };
  },

  /**
   * Staff record the balance received in cash: exactly the balance, once. An online payment that went through first
   * wins (the cash is refused); one that goes through after is refunded. The farmer gets an SMS receipt.
   */
  async recordCash(deps: HiringDeps, user: Reader, jobId: string, amount: number): Promise<HireJobView> {
    const first = await jobFor(deps, user, jobId, { staffToo: true });
    if (!canUseBackOffice(user.role)) refuse('FORBIDDEN', {}, 'Only the centre’s staff record cash');
    if (first.status === 'done') {
      // A payment already made online settles the job first, so the cash is refused rather than taken twice.
      await settleOnline(deps, first).catch((error: unknown) =>
        deps.log.warn({ err: error, jobId }, 'could not ask the provider about online balance payments before cash'),
      );
    }
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      const job = await hiringRepository.lockJob(trx, jobId);
      if (!job) refuse('NOT_FOUND', {}, 'Job not found');
      const balance = owedBalance(job);
      if (amount !== balance) {
        refuseInput([{ message: 'The cash received must be exactly the balance', path: ['amount'] }]);
      }
      await takeStep(trx, job, 'pay_cash', 'staff', now, {
        balancePaidBy: 'cash',
        paidAt: now,
        balanceMethod: 'cash',
        cashRecordedBy: user.id,
        cashRecordedAt: now,
      });
      const text = balanceTexts.cashReceipt({ day: job.day, amount: balance, at: now }, job.locale);
      await queueSms(trx, deps, job, 'cashReceipt', text);
    });
    await flushSms(deps);
    deps.log.info({ jobId }, 'hire balance recorded in cash');
    await ledger.payOutIfDue(deps, jobId);
    // QR codes and links still open are closed; one paid meanwhile is refunded.
    await settleOnline(deps, (await hiringRepository.job(deps.db, jobId))!).catch((error: unknown) =>
      deps.log.warn({ err: error, jobId }, 'could not close the online balance payments after cash'),
    );
    return jobView(deps, jobId);
  },

  /**
   * Where a job's balance stands, for the job board (polled while a QR is shown) and the farmer's page. While it is
   * owed and a QR or link is open, the provider is asked too, so a payment whose news was lost still closes the job.
   */
  async state(deps: HiringDeps, user: Reader, jobId: string): Promise<BalanceState> {
    let job = await jobFor(deps, user, jobId, { staffToo: true });
    let rows = await hiringRepository.balancePaymentsOf(deps.db, jobId);
    if (job.status === 'done' && rows.some((r) => r.outcome !== 'settled' && r.outcome !== 'refunded')) {
      await settleOnline(deps, job).catch((error: unknown) =>
        deps.log.warn({ err: error, jobId }, 'could not ask the provider about a hire balance'),
      );
      job = (await hiringRepository.job(deps.db, jobId))!;
      rows = await hiringRepository.balancePaymentsOf(deps.db, jobId);
    }
    const staff = canUseBackOffice(user.role);
    const billAccepted = !job.billNeedsAcceptance || job.billAcceptedAt !== null;
    const recorder =
      staff && job.cashRecordedBy ? await hiringRepository.emailOfUser(deps.db, job.cashRecordedBy) : null;
    return {
      jobId: job.id,
      status: job.status,
      balance: job.balance,
      owed: job.status === 'done' && (job.balance ?? 0) > 0 && billAccepted,
      billAccepted,
      method: job.balanceMethod,
      paidAt: job.status === 'paid' ? job.paidAt : null,
      cashRecordedBy: recorder ?? null,
      cashRecordedAt: job.cashRecordedAt,
      payments: rows.map(({ channel, amount, outcome, createdAt, expiresAt, refundedAmount, decidedAt }) => ({
        channel,
        amount,
        outcome,
        createdAt,
        expiresAt,
        refundedAmount,
        decidedAt,
      })),
    };
  },
};
