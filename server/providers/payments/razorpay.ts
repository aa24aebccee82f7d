import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { PaymentProviderError } from './types.js';
import type {
  CreatePaymentInput,
  CreatedPayment,
  Payment,
  PaymentClientConfig,
  PaymentMethod,
  PaymentProvider,
  PaymentStatus,
  RefundResult,
  RefundStatus,
} from './types.js';

export interface RazorpayProviderOptions {
  keyId: string;
  keySecret: string;
  /** The secret of the Dashboard's webhook; without it POST /webhooks/razorpay answers 404. */
  webhookSecret?: string | undefined;
  /** Where the API lives (default https://api.razorpay.com); tests point it at a loopback server of their own. */
  baseUrl?: string | undefined;
  /** How long one request may take (default 20 s); the SDK does not retry. */
  timeoutMs?: number | undefined;
}

/** What the SDK throws for an API error (it rejects with this plain object, not an Error). */
interface RazorpayApiFailure {
  statusCode: number | string;
  error: { code?: string; description?: string; field?: string; reason?: string };
}

type Notes = Record<string, string | number | null> | never[] | null | undefined;

/** The fields of Razorpay's entities this provider reads (its REST API, as documented). */
interface RzpOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  notes: Notes;
}
interface RzpPayment {
  id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  captured: boolean;
  method: string;
  amount_refunded?: number;
  fee?: number | null;
  error_code?: string | null;
  error_description?: string | null;
  created_at: number;
}
interface RzpQrCode {
  id: string;
  image_url: string;
  payment_amount: number;
  status: 'active' | 'closed';
  close_reason: string | null;
  payments_amount_received: number;
  notes: Notes;
}
interface RzpPaymentLink {
  id: string;
  amount: number;
  currency: string;
  status: 'created' | 'partially_paid' | 'paid' | 'cancelled' | 'expired';
  short_url: string;
  order_id?: string | null;
  notes: Notes;
}
interface RzpRefund {
  id: string;
  amount: number;
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
  notes: Notes;
}
interface Collection<T> {
  items: T[];
}

/** The SDK's one axios instance; its constructor hard-codes https://api.razorpay.com here. */
interface SdkHttp {
  rq: { defaults: { baseURL?: string; timeout?: number } };
}

/** The prefix of the id tells what the shop was given: a Checkout order, a field UPI QR code or a payment link. */
type Kind = 'order' | 'qr' | 'link';

function kindOf(id: string): Kind {
  if (id.startsWith('order_')) return 'order';
  if (id.startsWith('qr_')) return 'qr';
  if (id.startsWith('plink_')) return 'link';
  throw new PaymentProviderError(`Not a Razorpay order, QR code or payment link id: ${id.slice(0, 12)}`, undefined);
}

function isApiFailure(error: unknown): error is RazorpayApiFailure {
  return typeof error === 'object' && error !== null && 'statusCode' in error && 'error' in error;
}

function providerError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (isApiFailure(error)) {
    const { code, description } = error.error ?? {};
    return new PaymentProviderError(`Razorpay ${error.statusCode} ${code ?? ''}: ${description ?? ''}`, code, {
      cause: error,
    });
  }
  return new PaymentProviderError(error instanceof Error ? error.message : String(error), undefined, { cause: error });
}

/** Razorpay answers an empty notes object as []; metadata is always strings. */
function metadataOf(notes: Notes): Record<string, string> {
  if (!notes || Array.isArray(notes)) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(notes)) if (value !== null) out[key] = String(value);
  return out;
}

/** Razorpay's method names as the shop counts them; wallets, EMI and the like count as none of the three. */
function methodOf(payment: RzpPayment | undefined): PaymentMethod | null {
  const method = payment?.method;
  return method === 'upi' || method === 'card' || method === 'netbanking' ? method : null;
}

const wasCaptured = (p: RzpPayment) => p.captured || p.status === 'captured' || p.status === 'refunded';

/**
 * A receipt (Orders) or reference_id (Payment Links) may hold 40 characters; a longer idempotency key (order_<uuid>
 * is 42) is replaced by a digest of itself, so the same key always gives the same receipt.
 */
export function receiptOf(idempotencyKey: string): string {
  if (idempotencyKey.length <= 40) return idempotencyKey;
  return `k_${createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 38)}`;
}

/**
 * The shop's Payment from Razorpay's entity and its payments: succeeded once a payment is captured (a refund later
 * does not undo that: amountRefunded says it), processing while one is only authorized, canceled for a QR code or
 * link closed with nothing captured, otherwise waiting for a payment with the last failure's words.
 */
function toPayment(
  id: string,
  entity: { amount: number; currency: string; notes: Notes },
  payments: RzpPayment[],
  closed: boolean,
): Payment {
  const captured = payments.filter(wasCaptured);
  const authorized = payments.find((p) => p.status === 'authorized');
  const failed = [...payments].filter((p) => p.status === 'failed').sort((a, b) => b.created_at - a.created_at)[0];
  let status: PaymentStatus;
  if (captured.length > 0) status = 'succeeded';
  else if (authorized) status = 'processing';
  else if (closed) status = 'canceled';
  else status = 'requires_payment_method';
  const paid = captured[0] ?? authorized;
  const showFailure = status === 'requires_payment_method' || status === 'canceled';
  return {
    id,
    status,
    amount: entity.amount,
    currency: entity.currency.toLowerCase(),
    metadata: metadataOf(entity.notes),
    lastError: showFailure ? (failed?.error_description ?? null) : null,
    lastErrorCode: showFailure ? (failed?.error_code ?? null) : null,
    amountRefunded: captured.reduce((sum, p) => sum + (p.amount_refunded ?? 0), 0),
    method: methodOf(paid ?? failed),
    fee: captured.length > 0 ? captured.reduce((sum, p) => sum + (p.fee ?? 0), 0) : null,
  };
}

function toRefund(refund: RzpRefund): RefundResult {
  const status: RefundStatus =
    refund.status === 'processed' ? 'processed' : refund.status === 'failed' ? 'failed' : 'pending';
  return { id: refund.id, amount: refund.amount, status };
}

/**
 * Razorpay (https://razorpay.com/docs/api/) through its official Node SDK: Orders for Razorpay Checkout (UPI by app
 * on a phone, a UPI QR code on a computer, cards, net banking), single-use fixed-amount UPI QR codes for the field,
 * and payment links sent by SMS. The key secret and the webhook secret stay on this server; the browser gets only
 * the key id.
 *
 * Idempotency: Razorpay's Orders API takes no idempotency key. The key becomes the order's `receipt` (and a payment
 * link's `reference_id`, which Razorpay keeps unique); createPayment first asks for an existing order with that
 * receipt (or link with that reference) and returns it, and two calls with the same key in this process share one
 * request. Two processes asking at the very same moment could still make two orders; the caller records one id per
 * order (checkout's attachPayment), the other is never paid and simply expires in Razorpay. QR codes have no such
 * lookup: calls with one key in this process share one request, and the caller keeps the id it got.
 */
export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly #rzp: Razorpay;
  readonly #keyId: string;
  readonly #keySecret: string;
  readonly #webhookSecret: string | undefined;
  readonly #inFlight = new Map<string, Promise<CreatedPayment>>();

  constructor({ keyId, keySecret, webhookSecret, baseUrl, timeoutMs }: RazorpayProviderOptions) {
    this.#rzp = new Razorpay({ key_id: keyId, key_secret: keySecret });
    const http = (this.#rzp.api as unknown as SdkHttp).rq.defaults;
    if (baseUrl) http.baseURL = baseUrl;
    http.timeout = timeoutMs ?? 20_000;
    this.#keyId = keyId;
    this.#keySecret = keySecret;
    this.#webhookSecret = webhookSecret;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const running = this.#inFlight.get(input.idempotencyKey);
    if (running) return running;
    const created = this.#create(input).finally(() => this.#inFlight.delete(input.idempotencyKey));
    this.#inFlight.set(input.idempotencyKey, created);
    return created;
  }

  async #create(input: CreatePaymentInput): Promise<CreatedPayment> {
    const { amount, currency, idempotencyKey, metadata, channel = 'checkout', expiresAt, description } = input;
    const receipt = receiptOf(idempotencyKey);
    const currencyCode = currency.toUpperCase();
    try {
      if (channel === 'upi_qr') {
        const qr = (await this.#rzp.qrCode.create({
          type: 'upi_qr',
          usage: 'single_use',
          fixed_amount: true,
          payment_amount: amount,
          ...(description ? { description } : {}),
          ...(expiresAt ? { close_by: Math.floor(expiresAt.getTime() / 1000) } : {}),
          notes: metadata,
        } as never)) as unknown as RzpQrCode;
        return { id: qr.id, clientSecret: qr.id, qrImageUrl: qr.image_url };
      }
      if (channel === 'payment_link') {
        const existing = (await this.#rzp.paymentLink.all({ reference_id: receipt } as never)) as unknown as {
          payment_links?: RzpPaymentLink[];
        };
        const link =
          existing.payment_links?.find((l) => l.amount === amount && l.currency === currencyCode) ??
          ((await this.#rzp.paymentLink.create({
            amount,
            currency: currencyCode,
            reference_id: receipt,
            ...(description ? { description } : {}),
            ...(expiresAt ? { expire_by: Math.floor(expiresAt.getTime() / 1000) } : {}),
            customer: {
              ...(input.customer?.name ? { name: input.customer.name } : {}),
              ...(input.customer?.phone ? { contact: input.customer.phone } : {}),
            },
            // The shop sends its own SMS, in the farmer's language.
            notify: { sms: false, email: false },
            reminder_enable: false,
            notes: metadata,
          } as never)) as unknown as RzpPaymentLink);
        return { id: link.id, clientSecret: link.id, url: link.short_url };
      }
      const existing = (await this.#rzp.orders.all({ receipt, count: 10 } as never)) as unknown as Collection<RzpOrder>;
      const order =
        existing.items.find((o) => o.receipt === receipt && o.amount === amount && o.currency === currencyCode) ??
        ((await this.#rzp.orders.create({
          amount,
          currency: currencyCode,
          receipt,
          notes: metadata,
        } as never)) as unknown as RzpOrder);
      return { id: order.id, clientSecret: order.id };
    } catch (error) {
      throw providerError(error);
    }
  }

  /** The entity the shop knows (order, QR code or link) and every payment made to it. */
  async #lookUp(id: string): Promise<{ payment: Payment; payments: RzpPayment[] }> {
    const kind = kindOf(id);
    if (kind === 'order') {
      const [order, payments] = await Promise.all([
        this.#rzp.orders.fetch(id) as unknown as Promise<RzpOrder>,
        this.#rzp.orders.fetchPayments(id) as unknown as Promise<Collection<RzpPayment>>,
      ]);
      return { payment: toPayment(id, order, payments.items, false), payments: payments.items };
    }
    if (kind === 'qr') {
      const [qr, payments] = await Promise.all([
        this.#rzp.qrCode.fetch(id) as unknown as Promise<RzpQrCode>,
        this.#rzp.qrCode.fetchAllPayments(id) as unknown as Promise<Collection<RzpPayment>>,
      ]);
      const entity = { amount: qr.payment_amount, currency: 'INR', notes: qr.notes };
      return { payment: toPayment(id, entity, payments.items, qr.status === 'closed'), payments: payments.items };
    }
    const link = (await this.#rzp.paymentLink.fetch(id)) as unknown as RzpPaymentLink;
    const payments = link.order_id
      ? ((await this.#rzp.orders.fetchPayments(link.order_id)) as unknown as Collection<RzpPayment>).items
      : [];
    const closed = link.status === 'cancelled' || link.status === 'expired';
    return { payment: toPayment(id, link, payments, closed), payments };
  }

  async retrieve(id: string): Promise<Payment> {
    try {
      return (await this.#lookUp(id)).payment;
    } catch (error) {
      throw providerError(error);
    }
  }

  /**
   * Refunds the captured payment of an order, QR code or link at normal speed (UPI and cards: 5-7 working days).
   * The SDK cannot send Razorpay's X-Refund-Idempotency header, so the key travels in the refund's notes and
   * receipt: a refund of that payment already carrying the key is returned instead of making another, and a
   * second full refund racing the first is refused by Razorpay (nothing left to refund) and answered with the first.
   */
  async refund(id: string, { idempotencyKey, amount }: { idempotencyKey: string; amount?: number }) {
    try {
      const { payments } = await this.#lookUp(id);
      const captured = payments.filter(wasCaptured);
      if (captured.length === 0) throw new PaymentProviderError(`Nothing captured to refund for ${id}`, undefined);
      const earlier = await this.#refundWithKey(captured, idempotencyKey);
      if (earlier) return toRefund(earlier);
      const payment = captured.find((p) => p.amount - (p.amount_refunded ?? 0) > 0);
      if (!payment) {
        // Stripe's code for it, so callers tell "given back already, under another key" the same way for both.
        throw new PaymentProviderError(`Everything captured for ${id} was refunded already`, 'charge_already_refunded');
      }
      try {
        const refund = (await this.#rzp.payments.refund(payment.id, {
          ...(amount === undefined ? {} : { amount }),
          speed: 'normal',
          receipt: receiptOf(idempotencyKey),
          notes: { idempotencyKey },
        } as never)) as unknown as RzpRefund;
        return toRefund(refund);
      } catch (error) {
        const made = await this.#refundWithKey(captured, idempotencyKey);
        if (made) return toRefund(made);
        throw error;
      }
    } catch (error) {
      throw providerError(error);
    }
  }

  async #refundWithKey(payments: RzpPayment[], idempotencyKey: string): Promise<RzpRefund | undefined> {
    for (const payment of payments) {
      const refunds = (await this.#rzp.payments.fetchMultipleRefund(payment.id, {
        count: 100,
      })) as unknown as Collection<RzpRefund>;
      const found = refunds.items.find((r) => metadataOf(r.notes).idempotencyKey === idempotencyKey);
      if (found) return found;
    }
    return undefined;
  }

  async retrieveRefund(refundId: string): Promise<RefundResult> {
    try {
      return toRefund((await this.#rzp.refunds.fetch(refundId)) as unknown as RzpRefund);
    } catch (error) {
      throw providerError(error);
    }
  }

  /**
   * A QR code is closed and a link cancelled, so neither takes money any more. Razorpay orders cannot be cancelled:
   * an abandoned order stays payable in Checkout until it expires, and a capture that arrives for an order the shop
   * gave up is refunded by the completion (or the sweep). Closing twice is fine; cancelling a paid link is not.
   */
  async cancel(id: string): Promise<void> {
    const kind = kindOf(id);
    if (kind === 'order') return;
    try {
      if (kind === 'qr') await this.#rzp.qrCode.close(id);
      else await this.#rzp.paymentLink.cancel(id);
    } catch (error) {
      const current = await this.retrieve(id).catch(() => null);
      if (current?.status === 'canceled') return;
      throw providerError(error);
    }
  }

  clientConfig(): PaymentClientConfig {
    return { provider: 'razorpay', keyId: this.#keyId, methods: ['upi', 'card', 'netbanking'] };
  }

  get acceptsWebhooks(): boolean {
    return this.#webhookSecret !== undefined;
  }

  /**
   * Razorpay Checkout's handler gets razorpay_signature = HMAC-SHA256(`${order_id}|${payment_id}`, key secret) in
   * hex; only Razorpay (and this server) can make it. Compared in constant time.
   */
  verifyCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean {
    const expected = createHmac('sha256', this.#keySecret).update(`${orderId}|${paymentId}`).digest();
    if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  }

  /** Checks X-Razorpay-Signature over the exact bytes received, with the SDK's own check. */
  verifyWebhook(rawBody: Buffer | string, signature: string): boolean {
    if (!this.#webhookSecret) throw new PaymentProviderError('RAZORPAY_WEBHOOK_SECRET is not set', undefined);
    if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
    return Razorpay.validateWebhookSignature(rawBody.toString(), signature.toLowerCase(), this.#webhookSecret);
  }
}
