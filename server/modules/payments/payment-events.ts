import type { RefusalReason } from '../../../shared/refusals.js';
import { isDomainError } from '../../errors.js';
import type { AppDeps } from '../../deps.js';
import { checkoutRepository } from '../checkout/checkout.repository.js';
import { checkoutService } from '../checkout/checkout.service.js';
import { completeHirePayment } from '../hiring/hire-payments.js';
import { paymentMetadataKey } from './payments.service.js';

/**
 * What every provider's news about a payment comes to, whoever brings it: a webhook (Stripe's, Razorpay's, the test
 * provider's simulated UPI app), or a sweep that asks the provider about payments whose confirmation never came back.
 * The news only says which payment to look at: the completions ask the provider themselves, through the payments
 * module, before marking anything paid, and both are idempotent, so a redelivered or doubled event changes nothing.
 */

/** The payment as the news names it: the provider's id and the metadata it was created with. */
export interface PaymentNews {
  paymentId: string;
  metadata: Record<string, string> | null | undefined;
}

/** How the news ended, for the caller's log line. */
export type PaymentNewsOutcome =
  | { handled: 'order'; orderId: string; answer?: RefusalReason }
  | { handled: 'hireJob'; hireJobId: string; answer?: RefusalReason }
  | { handled: 'nothing' };

/**
 * Refusals about an order or a hire job that a redelivery cannot change: the provider should stop retrying.
 * Anything else (the payment service down, a fault of ours) is thrown, so the caller answers 500 and the provider
 * delivers the event again (or the next sweep tries again).
 */
export const FINAL_REASONS: ReadonlySet<RefusalReason> = new Set<RefusalReason>([
  'ORDER_NOT_FOUND',
  'NOT_FOUND',
  'PAYMENT_NOT_COMPLETED',
  'PAYMENT_DECLINED',
  'PAYMENT_PROCESSING',
  'PAYMENT_MISMATCH',
  'PAYMENT_REFUNDED',
  'HIRE_PAYMENT_LATE',
  'HIRE_JOB_STATE',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id a payment's metadata names for `key`, when it is one of ours (a uuid); anything else names nothing. */
function targetId(news: PaymentNews, key: string): string | undefined {
  const id = news.metadata?.[key];
  return id && UUID.test(id) ? id : undefined;
}

async function orderIdOf(deps: AppDeps, news: PaymentNews): Promise<string | undefined> {
  const order = await checkoutService.orderOfPayment(deps, news.paymentId);
  if (order) return order.id;
  // The event can overtake the request that recorded the payment on its order.
  const claimed = targetId(news, paymentMetadataKey.order);
  if (claimed && (await checkoutRepository.attachPayment(deps.db, claimed, news.paymentId))) return claimed;
  return undefined;
}

/** Runs a completion; a final refusal is its answer, anything else is thrown for a retry. */
async function settle(complete: () => Promise<unknown>): Promise<RefusalReason | undefined> {
  try {
    await complete();
    return undefined;
  } catch (error) {
    if (isDomainError(error) && FINAL_REASONS.has(error.reason)) return error.reason;
    throw error;
  }
}

export const paymentEvents = {
  /** A payment succeeded (was captured): books what it was for, a hire job (metadata hireJobId) or a shop order. */
  async succeeded(deps: AppDeps, news: PaymentNews): Promise<PaymentNewsOutcome> {
    const hireJobId = targetId(news, paymentMetadataKey.hireJob);
    if (hireJobId) {
      const answer = await settle(() => completeHirePayment(deps, null, hireJobId));
      return { handled: 'hireJob', hireJobId, ...(answer ? { answer } : {}) };
    }
    const orderId = await orderIdOf(deps, news);
    if (!orderId) {
      deps.log.warn({ paymentId: news.paymentId }, 'payment succeeded for no known order or hire job');
      return { handled: 'nothing' };
    }
    const answer = await settle(() => checkoutService.complete(deps, null, orderId));
    return { handled: 'order', orderId, ...(answer ? { answer } : {}) };
  },

  /** A payment attempt failed: a shop order gives its units back at once; a hire job's hold simply runs out. */
  async failed(deps: AppDeps, news: PaymentNews): Promise<void> {
    await checkoutService.paymentFailed(deps, news.paymentId);
  },
};
