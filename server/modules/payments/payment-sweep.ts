import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps.js';
import { type RepeatingJob, startRepeatingJob } from '../../repeating-job.js';
import { sendRefund } from '../orders/order-life.service.js';
import { orderLifeRepository } from '../orders/order-life.repository.js';
import { hireAdvancePayments } from '../hiring/hire-advance-payments.js';
import { paymentEvents } from './payment-events.js';
import { paymentSweepRepository, type UnconfirmedPayment } from './payment-sweep.repository.js';
import { refundEvents, refundLedger } from './refund-events.js';

/**
 * Nothing lost: a payment captured whose confirmation never came back (tab closed, network lost, phone out of
 * battery), or came with nothing left to give it, is found here by asking the provider, at least every 5 minutes.
 *
 * (a) Payments of shop orders and hire jobs of the last day that were never confirmed: a captured one goes through
 *     paymentEvents.succeeded, exactly as a webhook would, which books the order or job, or (its units or crew went
 *     to someone else) refunds it. (b) Refunds decided elsewhere (an order paid too late, a hire advance given back)
 *     are recorded with where they stand, the farmer told; a capture naming nothing of ours is refunded in full.
 *     (c) Refunds still pending, at the provider or never sent, are asked about (or sent) again.
 *
 * One sweep runs at a time across every server process: it takes a lease row first (payment_sweep_lease), so a
 * second process skips its turn. Everything it does is safe to repeat anyway (the completions and the refunds'
 * idempotency keys), so a sweep that dies half-way is simply finished by the next.
 */
export type SweepDeps = AppDeps;

/** How often the sweep runs; the issue asks for at least every 5 minutes. */
export const PAYMENT_SWEEP_EVERY_MS = 5 * 60_000;
/** Payments started this long ago or less are asked about. */
const LOOK_BACK_MS = 24 * 60 * 60_000;
/** Refunds decided this long ago or less are recorded. */
const REFUNDS_LOOK_BACK_MS = 30 * 24 * 60 * 60_000;
/** A sweep that has not finished after this long is taken over by the next one. */
const LEASE_MS = 4 * 60_000;
const BATCH = 200;
const LEASE = 'payments';

export interface SweepReport {
  /** Captured payments booked (or refunded by their completion) because the sweep asked. */
  confirmed: number;
  /** Refunds sent or recorded by the sweep. */
  refunded: number;
  /** Pending refunds that are now processed or failed. */
  settled: number;
}

async function confirmCaptured(deps: SweepDeps, candidate: UnconfirmedPayment, report: SweepReport) {
  const payment = await deps.payments.retrieve(candidate.paymentId);
  if (payment.status !== 'succeeded') return;
  const outcome = await paymentEvents.succeeded(deps, { paymentId: payment.id, metadata: payment.metadata });
  report.confirmed++;
  deps.log.info(
    { paymentId: payment.id, target: candidate.targetKind, handled: outcome.handled },
    'sweep: a captured payment whose confirmation never came',
  );
  if (outcome.handled === 'nothing' || ('answer' in outcome && outcome.answer === 'PAYMENT_MISMATCH')) {
    // Money for nothing we can give: all of it goes back.
    const refund = await refundLedger.refund(deps, {
      paymentId: payment.id,
      idempotencyKey: `orphan_${payment.id}`,
      targetKind: candidate.targetKind,
      targetId: candidate.targetId,
      userId: payment.metadata.userId ?? null,
      reason: 'orphan',
    });
    if (refund) report.refunded++;
  }
}

async function recordDecidedRefunds(deps: SweepDeps, since: Date, report: SweepReport) {
  const orders = (await paymentSweepRepository.lateOrdersToRecord(deps.db, since, BATCH)).map((order) => ({
    paymentId: order.paymentIntentId!,
    // The key checkout refunds a late payment with, so this is the same refund, never a second one.
    idempotencyKey: `refund_${order.id}`,
    targetKind: 'order' as const,
    targetId: order.id,
    userId: order.userId,
    reason: 'late_payment' as const,
  }));
  const jobs = (await paymentSweepRepository.hireRefundsToRecord(deps.db, since, BATCH)).map((job) => ({
    paymentId: job.advancePaymentId!,
    // The key hiring refunds an advance with (hire-payments.ts ensureRefunded).
    idempotencyKey: `hire_refund_${job.id}`,
    targetKind: 'hireJob' as const,
    targetId: job.id,
    userId: job.userId,
    reason: 'hire_refund' as const,
  }));
  for (const decided of [...orders, ...jobs]) {
    if (await refundLedger.refund(deps, decided)) report.refunded++;
  }
}

async function refreshPendingRefunds(deps: SweepDeps, report: SweepReport) {
  for (const refund of await orderLifeRepository.unsettledRefunds(deps.db, BATCH)) {
    if (refund.status === 'pending') {
      // Never reached the provider (an outage): send it now.
      await sendRefund(deps, refund.id);
      continue;
    }
    if (!refund.providerRefundId) continue;
    const now = await deps.payments.retrieveRefund(refund.providerRefundId);
    if (now.status === 'pending') continue;
    if ((await refundEvents.updated(deps, { refundId: now.id, status: now.status })) !== 'unknown') report.settled++;
  }
  for (const refund of await paymentSweepRepository.pendingRefunds(deps.db, BATCH)) {
    if (!refund.providerRefundId) {
      const { id: _id, amount: _amount, status: _status, ...what } = refund;
      await refundLedger.refund(deps, what);
      continue;
    }
    const now = await deps.payments.retrieveRefund(refund.providerRefundId);
    if (now.status === 'pending') continue;
    if ((await refundEvents.updated(deps, { refundId: now.id, status: now.status })) !== 'unknown') report.settled++;
  }
}

/** One step at a time: a failure (the provider down for one payment) is logged and the sweep goes on. */
async function each<T>(deps: SweepDeps, items: readonly T[], step: (item: T) => Promise<void>): Promise<void> {
  for (const item of items) {
    try {
      await step(item);
    } catch (error) {
      deps.log.error({ err: error }, 'sweep: one payment could not be checked; the next sweep tries again');
    }
  }
}

/** Runs the three steps without the lease (tests, and a sweep that holds it). */
export async function sweepOnce(deps: SweepDeps): Promise<SweepReport> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  const report: SweepReport = { confirmed: 0, refunded: 0, settled: 0 };
  const candidates = [
    ...(await paymentSweepRepository.unconfirmedOrders(deps.db, since, BATCH)),
    ...(await paymentSweepRepository.unconfirmedHireAdvances(deps.db, since, BATCH)),
    ...(await hireAdvancePayments.unconfirmed(deps.db, since, BATCH)),
    ...(await paymentSweepRepository.unconfirmedHireBalances(deps.db, since, BATCH)),
  ];
  await each(deps, candidates, (candidate) => confirmCaptured(deps, candidate, report));
  const refundsSince = new Date(now.getTime() - REFUNDS_LOOK_BACK_MS);
  await each(deps, [0], () => recordDecidedRefunds(deps, refundsSince, report));
  await each(deps, [0], () => refreshPendingRefunds(deps, report));
  return report;
}

/** A sweep, if no other process is sweeping now; null when another holds the lease. */
export async function sweepPayments(deps: SweepDeps): Promise<SweepReport | null> {
  const holder = randomUUID();
  const now = deps.clock.now();
  const until = new Date(now.getTime() + LEASE_MS);
  if (!(await paymentSweepRepository.takeLease(deps.db, LEASE, holder, now, until))) return null;
  try {
    return await sweepOnce(deps);
  } finally {
    await paymentSweepRepository.releaseLease(deps.db, LEASE, holder);
  }
}

/** tick() sweeps now; null when another process holds the lease or the sweep failed. */
export type PaymentSweepScheduler = RepeatingJob<SweepReport | null>;

/** Starts the sweep with the server: once at start, then every `everyMs` (as the due-back reminders are started). */
export function startPaymentSweep(deps: SweepDeps, { everyMs }: { everyMs: number }): PaymentSweepScheduler {
  const sweep = async () => {
    const report = await sweepPayments(deps);
    if (report && report.confirmed + report.refunded + report.settled > 0) deps.log.info(report, 'payment sweep');
    return report;
  };
  return startRepeatingJob(deps.log, sweep, {
    everyMs,
    failed: 'payment sweep failed; the next run tries again',
    fallback: null,
  });
}

/** A payment taken online, as the settlement lists it. */
export interface TakenPaymentRef {
  paymentId: string;
  targetKind: 'order' | 'hireJob';
  targetId: string;
  amount: number;
  /** When it was booked: the capture's time as recorded. */
  at: Date;
}

export interface CaptureFacts {
  method: 'upi' | 'card' | 'netbanking' | null;
  /** Paise the provider kept; null when it does not say. */
  fee: number | null;
}

/**
 * How each payment was made and what the provider kept, as recorded in payment_captures; a payment not recorded
 * yet is asked about once and recorded (a provider that cannot be asked leaves it unknown for now).
 */
export async function captureFacts(
  deps: Pick<AppDeps, 'db' | 'log' | 'payments'>,
  taken: readonly TakenPaymentRef[],
): Promise<Map<string, CaptureFacts>> {
  const known = new Map(
    (await paymentSweepRepository.capturesOf(deps.db, [...new Set(taken.map((t) => t.paymentId))])).map((c) => [
      c.paymentId,
      { method: c.method, fee: c.fee },
    ]),
  );
  for (const payment of taken) {
    if (known.has(payment.paymentId)) continue;
    try {
      const { method, fee } = await deps.payments.retrieve(payment.paymentId);
      const { paymentId, targetKind, targetId, amount, at } = payment;
      const capture = { paymentId, targetKind, targetId, amount, method, fee, matched: true, capturedAt: at };
      await paymentSweepRepository.recordCapture(deps.db, capture);
      known.set(payment.paymentId, { method, fee });
    } catch (error) {
      deps.log.warn({ err: error, paymentId: payment.paymentId }, 'settlement: could not ask how a payment was made');
    }
  }
  return known;
}
