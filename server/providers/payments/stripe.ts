import Stripe from 'stripe';
import { PaymentProviderError } from './types.js';
import type {
  CreatePaymentInput,
  CreatedPayment,
  Payment,
  PaymentClientConfig,
  PaymentProvider,
  PaymentStatus,
  RefundResult,
} from './types.js';

export interface StripeConnection {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string | undefined;
  /** Where the API lives; tests point it at a loopback server of their own. */
  connection?: StripeConnection | undefined;
  /**
   * How long one attempt may take (default 20 s). The SDK tries twice more after a timeout, a lost connection or
   * a 5xx, so a customer waits up to about three times this (plus backoff) before hearing that payments are down.
   */
  timeoutMs?: number | undefined;
}

/** Stripe's default: an event signed more than five minutes before it arrives is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function providerError(error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    return new PaymentProviderError(`Stripe ${error.type}: ${error.message}`, error.code, { cause: error });
  }
  return new PaymentProviderError(error instanceof Error ? error.message : String(error), undefined, { cause: error });
}

function toPayment(intent: Stripe.PaymentIntent): Payment {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    id: intent.id,
    status: intent.status as PaymentStatus,
    amount: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    lastError: intent.last_payment_error?.message ?? null,
    lastErrorCode: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null,
    amountRefunded: charge?.amount_refunded ?? 0,
    method: charge ? 'card' : null,
    fee: null,
  };
}

/** Stripe's refund statuses as the shop tracks them: requires_action and canceled are not yet, or never, money back. */
function toRefund(refund: Stripe.Refund): RefundResult {
  const status = refund.status === 'succeeded' ? 'processed' : refund.status === 'pending' ? 'pending' : 'failed';
  return { id: refund.id, amount: refund.amount, status: refund.status === 'requires_action' ? 'pending' : status };
}

/** Card payments through Stripe PaymentIntents; the secret key stays on this server. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly #stripe: Stripe;
  readonly #publishableKey: string;
  readonly #webhookSecret: string | undefined;

  constructor({ secretKey, publishableKey, webhookSecret, connection, timeoutMs }: StripeProviderOptions) {
    this.#stripe = new Stripe(secretKey, {
      // A 409 (the same idempotency key still in flight, e.g. a double click) and network blips are retried.
      maxNetworkRetries: 2,
      timeout: timeoutMs ?? 20_000,
      telemetry: false,
      ...(connection ?? {}),
    });
    this.#publishableKey = publishableKey;
    this.#webhookSecret = webhookSecret;
  }

  async createPayment({ amount, currency, idempotencyKey, metadata }: CreatePaymentInput): Promise<CreatedPayment> {
    try {
      const intent = await this.#stripe.paymentIntents.create(
        { amount, currency, automatic_payment_methods: { enabled: true }, metadata },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new PaymentProviderError('Stripe returned no client secret', undefined);
      return { id: intent.id, clientSecret: intent.client_secret };
    } catch (error) {
      throw error instanceof PaymentProviderError ? error : providerError(error);
    }
  }

  async retrieve(id: string): Promise<Payment> {
    try {
      return toPayment(await this.#stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
    } catch (error) {
      throw providerError(error);
    }
  }

  async refund(id: string, { idempotencyKey, amount }: { idempotencyKey: string; amount?: number }) {
    try {
      const refund = await this.#stripe.refunds.create(
        { payment_intent: id, ...(amount === undefined ? {} : { amount }) },
        { idempotencyKey },
      );
      return toRefund(refund);
    } catch (error) {
      throw providerError(error);
    }
  }

  async retrieveRefund(refundId: string): Promise<RefundResult> {
    try {
      return toRefund(await this.#stripe.refunds.retrieve(refundId));
    } catch (error) {
      throw providerError(error);
    }
  }

  async cancel(id: string): Promise<void> {
    try {
      await this.#stripe.paymentIntents.cancel(id);
    } catch (error) {
      // Cancelling twice is fine; cancelling a payment that succeeded or is processing is not.
      const current = await this.retrieve(id).catch(() => null);
      if (current?.status === 'canceled') return;
      throw providerError(error);
    }
  }

  clientConfig(): PaymentClientConfig {
    return { provider: 'stripe', publishableKey: this.#publishableKey, methods: ['card'] };
  }

  get acceptsWebhooks(): boolean {
    return this.#webhookSecret !== undefined;
  }

  /**
   * Checks the Stripe-Signature header over the exact bytes received and returns the event; throws when the
   * signature is wrong or older than the tolerance at `receivedAt`.
   */
  verifyWebhook(rawBody: Buffer | string, signature: string, receivedAt: Date): Stripe.Event {
    if (!this.#webhookSecret) throw new PaymentProviderError('STRIPE_WEBHOOK_SECRET is not set', undefined);
    return this.#stripe.webhooks.constructEvent(
      rawBody,
      signature,
      this.#webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      receivedAt.getTime(),
    );
  }
}

export function isSignatureError(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeSignatureVerificationError;
}
