/**
 * Card payments behind one small interface, modelled on Stripe's PaymentIntents so the built-in test provider
 * and Stripe behave alike: a payment is created on the server for an amount the server chose, confirmed in the
 * browser with its client secret (the card never reaches our server in Stripe mode), then verified again on
 * the server before an order is marked paid.
 */

/** Stripe's PaymentIntent statuses; the test provider uses requires_payment_method, processing, succeeded, canceled. */
export type PaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export type PaymentCurrency = 'inr';

export interface CreatePaymentInput {
  orderId: string;
  /** Paise. */
  amount: number;
  currency: PaymentCurrency;
  /** The same key always yields the same payment: a retried or doubled request never creates a second one. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface CreatedPayment {
  id: string;
  /** Lets the browser confirm this one payment, and nothing else. */
  clientSecret: string;
}

export interface Payment {
  id: string;
  status: PaymentStatus;
  /** Paise. */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** The card issuer's message from the last failed attempt, e.g. 'Your card was declined.' */
  lastError: string | null;
  /** The issuer's decline code of that attempt, e.g. 'insufficient_funds'. */
  lastErrorCode: string | null;
  /** Paise returned to the card so far. */
  amountRefunded: number;
}

/** What the browser needs to take a card: never a secret key. */
export type PaymentClientConfig = { provider: 'test' } | { provider: 'stripe'; publishableKey: string };

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  retrieve(id: string): Promise<Payment>;
  /**
   * Returns `amount` paise (the whole remaining amount when not given); the same key never refunds twice, so a
   * retried or doubled request makes one refund.
   */
  refund(id: string, options: { idempotencyKey: string; amount?: number }): Promise<void>;
  /** Makes an unconfirmed payment unusable, so an abandoned checkout can never be charged later. */
  cancel(id: string): Promise<void>;
  clientConfig(): PaymentClientConfig;
}

/** A payment provider refused or failed a request; `message` is safe to log, not meant for customers. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
