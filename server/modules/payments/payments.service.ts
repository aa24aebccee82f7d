import { cardDeclineCodeOf } from '../../../shared/refusals.js';
import { cardFormSchemaAt, checkoutMessages, type ConfirmTestPaymentInput } from '../../../shared/schemas/checkout.js';
import { refuse, refuseInput } from '../../errors.js';
import { TestPaymentProvider, paymentIdOfSecret, type ConfirmResult } from '../../providers/payments/test-provider.js';
import { PaymentProviderError, type Payment } from '../../providers/payments/types.js';
import type { AppDeps } from '../../deps.js';

/**
 * The one place that decides whether a card payment went through, for shop orders and hire jobs alike. Checkout
 * and hiring keep what they do once it has (book units, book a crew); this module only answers "is this provider
 * payment captured for exactly this amount, currency and target", and confirms test-mode cards.
 */
export type PaymentDeps = Pick<AppDeps, 'clock' | 'log' | 'payments'>;

/** What a payment is for: a shop order or a hire job, named in the payment's metadata when it was created. */
export type PaymentTargetKind = 'order' | 'hireJob';

export interface PaymentTarget {
  kind: PaymentTargetKind;
  id: string;
  /** Paise. */
  amount: number;
  currency: string;
}

/** The metadata key a payment names its target by (see checkoutService.start and hiring's startPayment). */
export const paymentMetadataKey = {
  order: 'orderId',
  hireJob: 'hireJobId',
} as const satisfies Record<PaymentTargetKind, string>;

const mismatchMessages: Record<PaymentTargetKind, string> = {
  order: checkoutMessages.paymentMismatch,
  hireJob: 'The payment does not match this job. Nothing was charged for it.',
};

/** The shop takes rupees only; a payment in anything else never pays for anything. */
const SHOP_CURRENCY = 'inr';

/** The payment provider could not be asked: logged for us, and a refusal the caller may retry. */
export function providerDown(deps: Pick<PaymentDeps, 'log' | 'payments'>, error: unknown, what: string): never {
  deps.log.error({ err: error, provider: deps.payments.name }, what);
  refuse('PAYMENT_SERVICE_UNAVAILABLE', {}, checkoutMessages.paymentUnavailable);
}

function matches(payment: Payment, target: PaymentTarget): boolean {
  const currency = payment.currency.toLowerCase();
  return (
    payment.metadata[paymentMetadataKey[target.kind]] === target.id &&
    payment.amount === target.amount &&
    currency === target.currency.toLowerCase() &&
    currency === SHOP_CURRENCY
  );
}

export const paymentsService = {
  /**
   * Asks the provider about `paymentId` and returns it when it has succeeded for exactly the target's amount in
   * rupees, and names that target. Otherwise refuses: PAYMENT_MISMATCH (another amount, currency or target: never
   * marked paid), PAYMENT_PROCESSING, PAYMENT_DECLINED (the issuer's last decline), PAYMENT_NOT_COMPLETED, or
   * PAYMENT_SERVICE_UNAVAILABLE when the provider cannot be asked. `answered`: the payment as the provider answered
   * a moment ago in this request (confirmTestCard's), which is not asked for again.
   */
  async captured(deps: PaymentDeps, paymentId: string, target: PaymentTarget, answered?: Payment): Promise<Payment> {
    let payment: Payment;
    try {
      payment = answered?.id === paymentId ? answered : await deps.payments.retrieve(paymentId);
    } catch (error) {
      providerDown(deps, error, 'retrieving a payment failed');
    }
    if (!matches(payment, target)) {
      deps.log.error(
        {
          target: target.kind,
          targetId: target.id,
          paymentId,
          expected: target.amount,
          amount: payment.amount,
          currency: payment.currency,
          metadata: payment.metadata,
        },
        'payment does not match what it pays for',
      );
      refuse('PAYMENT_MISMATCH', {}, mismatchMessages[target.kind]);
    }
    if (payment.status === 'processing') refuse('PAYMENT_PROCESSING', {}, checkoutMessages.paymentProcessing);
    if (payment.status !== 'succeeded') {
      if (payment.lastError) {
        refuse('PAYMENT_DECLINED', { declineCode: cardDeclineCodeOf(payment.lastErrorCode) }, payment.lastError);
      }
      refuse('PAYMENT_NOT_COMPLETED', {}, checkoutMessages.paymentNotCompleted);
    }
    return payment;
  },

  /**
   * Test mode's stand-in for Stripe.js: checks the card as the form does (field refusals under `card.`), lets the
   * caller find and authorise the target of the payment the client secret names (`targetOf` refuses a stranger's),
   * then confirms the card. A decline refuses with the issuer's code; a payment that cannot be confirmed any more
   * (already paid, cancelled) refuses PAYMENT_CANNOT_CONFIRM. Returns what `targetOf` found, and the payment as
   * the provider answered the confirmation.
   */
  async confirmTestCard<T>(
    deps: PaymentDeps,
    input: ConfirmTestPaymentInput,
    targetOf: (paymentId: string) => Promise<T>,
  ): Promise<{ target: T; payment: Payment }> {
    const provider = deps.payments;
    if (!(provider instanceof TestPaymentProvider)) refuse('NOT_FOUND', {}, 'Test payments are not enabled');
    const checked = cardFormSchemaAt(deps.clock.now()).safeParse(input.card);
    if (!checked.success) {
      refuseInput(checked.error.issues.map((issue) => ({ message: issue.message, path: ['card', ...issue.path] })));
    }
    const target = await targetOf(paymentIdOfSecret(input.clientSecret));
    let result: ConfirmResult;
    try {
      result = await provider.confirmCard(input.clientSecret, checked.data);
    } catch (error) {
      if (error instanceof PaymentProviderError) refuse('PAYMENT_CANNOT_CONFIRM', {}, checkoutMessages.cannotConfirm);
      throw error;
    }
    if (result.decline) {
      refuse('PAYMENT_DECLINED', { declineCode: cardDeclineCodeOf(result.decline.code) }, result.decline.message);
    }
    return { target, payment: result.payment };
  },

  /**
   * Gives back whatever of a succeeded payment has not been refunded yet; the key makes sure that happens once
   * however often this runs. Returns the paise sent back now (0 when there was nothing to do). The provider being
   * down refuses PAYMENT_SERVICE_UNAVAILABLE, so the caller's retry (or a redelivered webhook) tries again.
   */
  async refundInFull(deps: PaymentDeps, paymentId: string, idempotencyKey: string): Promise<number> {
    try {
      const payment = await deps.payments.retrieve(paymentId);
      if (payment.status !== 'succeeded' || payment.amountRefunded >= payment.amount) return 0;
      await deps.payments.refund(paymentId, { idempotencyKey });
      return payment.amount - payment.amountRefunded;
    } catch (error) {
      providerDown(deps, error, 'refunding a payment failed');
    }
  },
};
