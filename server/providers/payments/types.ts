/**
 * Payments behind one small interface, modelled on Stripe's PaymentIntents so the built-in test provider, Stripe
 * and Razorpay behave alike: a payment is created on the server for an amount the server chose, paid in the
 * browser (or in the farmer's UPI app) with its client secret (no card or UPI PIN reaches our server with a real
 * provider), then verified again on the server before an order or a hire job is marked paid.
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

/** How the money came: a UPI app (by hand-off or QR), a card, or net banking. */
export type PaymentMethod = 'upi' | 'card' | 'netbanking';

/**
 * Where the farmer pays: the shop's own payment step (default), a single-use fixed-amount UPI QR that staff or the
 * operator show at the field, or a link sent to the farmer's phone by SMS.
 */
export type PaymentChannel = 'checkout' | 'upi_qr' | 'payment_link';

export interface CreatePaymentInput {
  orderId: string;
  /** Paise. */
  amount: number;
  currency: PaymentCurrency;
  /** The same key always yields the same payment: a retried or doubled request never creates a second one. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** 'checkout' when not given. */
  channel?: PaymentChannel;
  /** When a QR or a link stops taking money (a checkout payment ends with its order's hold). */
  expiresAt?: Date;
  /** Shown by the provider (on a link's page, in the UPI app). */
  description?: string;
  /** Whom a payment link is for: the provider's page shows the name; the phone is E.164 (+91...). */
  customer?: { name?: string; phone?: string };
}

export interface CreatedPayment {
  id: string;
  /** Lets the browser confirm this one payment, and nothing else. */
  clientSecret: string;
  /** channel 'upi_qr': the QR's picture (an https: or data: URL) and, where given, its upi:// address. */
  qrImageUrl?: string;
  upiUri?: string;
  /** channel 'payment_link': the page the farmer opens. */
  url?: string;
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
  /** Paise returned to the payer so far. */
  amountRefunded: number;
  /** How it was paid, once known. */
  method: PaymentMethod | null;
  /** Paise the provider kept (its fee and the GST on it), once known; null when the provider does not say. */
  fee: number | null;
}

/** A refund goes back the way the money came; a UPI or card refund takes days to arrive, and can fail. */
export type RefundStatus = 'pending' | 'processed' | 'failed';

export interface RefundResult {
  /** The provider's refund id (re_..., rfnd_..., tre_...). */
  id: string;
  /** Paise. */
  amount: number;
  status: RefundStatus;
}

/** What the browser needs to take a payment: never a secret key. `methods` are the ways it offers, UPI first. */
export type PaymentClientConfig =
  | { provider: 'test'; methods: PaymentMethod[] }
  | { provider: 'stripe'; publishableKey: string; methods: PaymentMethod[] }
  | { provider: 'razorpay'; keyId: string; methods: PaymentMethod[] };

export type PaymentProviderName = PaymentClientConfig['provider'];

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  retrieve(id: string): Promise<Payment>;
  /**
   * Returns `amount` paise (the whole remaining amount when not given); the same key never refunds twice, so a
   * retried or doubled request makes one refund.
   */
  refund(id: string, options: { idempotencyKey: string; amount?: number }): Promise<RefundResult>;
  /** Where a refund stands now (pending until the bank or UPI app has it). */
  retrieveRefund(refundId: string): Promise<RefundResult>;
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
