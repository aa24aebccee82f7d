import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake Razorpay API received it. */
export interface RecordedRazorpayRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

type Notes = Record<string, string>;
type Method = 'upi' | 'card' | 'netbanking';

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes | never[];
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  invoice_id: null;
  method: Method;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  vpa: string | null;
  bank: string | null;
  email: string;
  contact: string;
  notes: Notes | never[];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface FakeQrCode {
  id: string;
  entity: 'qr_code';
  name: string | null;
  usage: 'single_use' | 'multiple_use';
  type: 'upi_qr' | 'bharat_qr';
  image_url: string;
  payment_amount: number;
  status: 'active' | 'closed';
  description: string | null;
  fixed_amount: boolean;
  payments_amount_received: number;
  payments_count_received: number;
  notes: Notes | never[];
  customer_id: string | null;
  close_by: number | null;
  closed_at: number | null;
  close_reason: 'paid' | 'on_demand' | null;
  created_at: number;
}

export interface FakePaymentLink {
  id: string;
  entity: 'payment_link';
  amount: number;
  amount_paid: number;
  currency: string;
  accept_partial: boolean;
  description: string | null;
  reference_id: string | null;
  customer: { name?: string; contact?: string; email?: string };
  notify: { sms: boolean; email: boolean };
  reminder_enable: boolean;
  notes: Notes | never[];
  expire_by: number;
  expired_at: number;
  cancelled_at: number;
  status: 'created' | 'partially_paid' | 'paid' | 'cancelled' | 'expired';
  short_url: string;
  order_id: string;
  payments: { payment_id: string; amount: number; method: Method; status: string; created_at: number }[] | null;
  created_at: number;
  updated_at: number;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes | never[];
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: 'normal' | 'optimum';
  speed_processed: 'normal' | 'instant' | null;
  created_at: number;
}

/** A signed webhook as Razorpay delivers it: the exact bytes, X-Razorpay-Signature and X-Razorpay-Event-Id. */
export interface SignedWebhook {
  body: string;
  signature: string;
  eventId: string;
}

export type WebhookEventName =
  | 'payment.captured'
  | 'payment.failed'
  | 'payment.authorized'
  | 'order.paid'
  | 'refund.processed'
  | 'refund.failed'
  | 'qr_code.credited'
  | 'payment_link.paid';

/** A Route linked account (POST /v2/accounts), its stakeholder and its 'route' product configuration. */
export interface FakeLinkedAccount {
  id: string;
  type: 'route';
  status: 'created' | 'activated';
  email: string;
  phone: string;
  reference_id: string | null;
  legal_business_name: string;
  business_type: string;
  contact_name: string;
  profile: unknown;
  created_at: number;
}

export interface FakeRouteProduct {
  id: string;
  account_id: string;
  product_name: 'route';
  activation_status: 'requested' | 'needs_clarification' | 'under_review' | 'activated';
  settlements: { account_number: string; ifsc_code: string; beneficiary_name: string } | null;
  tnc: { accepted: boolean };
  requested_at: number;
}

export interface FakeTransfer {
  id: string;
  entity: 'transfer';
  status: 'processed';
  source: string;
  recipient: string;
  amount: number;
  currency: string;
  amount_reversed: number;
  notes: Notes | never[];
  on_hold: boolean;
  created_at: number;
}

class RazorpayApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field?: string,
  ) {
    super(description);
  }
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay ids: a prefix and 14 letters and digits (order_NbT1m2pTQ3x9aK). */
function newId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ID_CHARS[b % ID_CHARS.length]).join('')}`;
}

const notesOf = (value: unknown): Notes | never[] =>
  value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
    : [];

/**
 * The parts of Razorpay's documented REST API that the Razorpay provider uses, on a loopback port, for tests that run
 * the official `razorpay` SDK against it (point it here with `instance.api.rq.defaults.baseURL = fake.baseUrl`):
 * orders (create, fetch, list by receipt, payments), payments (fetch, refund, refunds), refunds, UPI QR codes (create,
 * fetch, close, payments), payment links (create, fetch, list by reference_id, cancel) and Route (linked accounts,
 * stakeholders, the route product and its settlement account, transfers). Every request must carry
 * HTTP Basic auth with the key id and secret. Tests move money with payOrder(), payQr(), payLink(), failOrder() and
 * settleRefund(), sign the browser's return with checkoutSignature() and make webhooks with webhook().
 */
export class FakeRazorpayServer {
  readonly requests: RecordedRazorpayRequest[] = [];
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
  readonly qrCodes = new Map<string, FakeQrCode>();
  readonly paymentLinks = new Map<string, FakePaymentLink>();
  readonly refunds = new Map<string, FakeRefund>();
  /** Route (payouts to providers): linked accounts, their products, stakeholders and transfers. */
  readonly accounts = new Map<string, FakeLinkedAccount>();
  readonly routeProducts = new Map<string, FakeRouteProduct>();
  readonly stakeholders = new Map<string, { id: string; account_id: string; name: string; email: string }>();
  readonly transfers = new Map<string, FakeTransfer>();
  /** Direct transfers made with X-Transfer-Idempotency: the key's transfer and the body it was made with. */
  readonly #transfersByKey = new Map<string, { id: string; body: string }>();
  #transferKey: string | undefined;
  /** When false, a product given its settlement account stays 'under_review' (Razorpay's check takes days). */
  activateRouteProducts = true;
  /** Which QR code a payment paid (Razorpay tells it by /qr_codes/:id/payments and in qr_code.credited). */
  readonly #qrOfPayment = new Map<string, string>();
  #server: Server | undefined;
  #port = 0;
  #clock: () => Date = () => new Date();

  constructor(
    readonly keyId = 'rzp_test_loopback',
    readonly keySecret = 'loopback_key_secret',
    readonly webhookSecret = 'loopback_webhook_secret',
  ) {}

  /** The fake's "now" (for created_at and close_by checks); tests with a fixed clock pass theirs. */
  useClock(now: () => Date): this {
    this.#clock = now;
    return this;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  async start(): Promise<this> {
    this.#server = createServer((req, res) => void this.#handle(req, res));
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.#port = (this.#server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  #now(): number {
    return Math.floor(this.#clock().getTime() / 1000);
  }

  #newPayment(amount: number, method: Method, orderId: string | null, notes: Notes | never[]): FakePayment {
    const fee = method === 'upi' ? 0 : Math.round(amount * 0.02 * 1.18);
    const payment: FakePayment = {
      id: newId('pay'),
      entity: 'payment',
      amount,
      currency: 'INR',
      status: 'created',
      order_id: orderId,
      invoice_id: null,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      vpa: method === 'upi' ? 'farmer@okaxis' : null,
      bank: method === 'netbanking' ? 'SBIN' : null,
      email: 'void@razorpay.com',
      contact: '+919845012345',
      notes,
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: this.#now(),
    };
    this.payments.set(payment.id, payment);
    payment.fee = fee;
    payment.tax = Math.round((fee * 18) / 118);
    return payment;
  }

  #capture(payment: FakePayment): void {
    payment.status = 'captured';
    payment.captured = true;
  }

  /**
   * The farmer pays an order in Checkout (UPI app, card or net banking). `capture: false` leaves the payment
   * authorized (the account does not capture automatically). Returns the payment.
   */
  payOrder(orderId: string, options: { method?: Method; capture?: boolean } = {}): FakePayment {
    const order = this.#order(orderId);
    const payment = this.#newPayment(order.amount, options.method ?? 'upi', order.id, order.notes);
    order.attempts += 1;
    payment.status = 'authorized';
    if (options.capture !== false) this.captureOrderPayment(payment.id);
    else order.status = 'attempted';
    return payment;
  }

  /** Captures an authorized payment (what the Dashboard's automatic capture does). */
  captureOrderPayment(paymentId: string): void {
    const payment = this.#payment(paymentId);
    this.#capture(payment);
    const order = payment.order_id ? this.orders.get(payment.order_id) : undefined;
    if (order) {
      order.amount_paid = order.amount;
      order.amount_due = 0;
      order.status = 'paid';
    }
  }

  /** An attempt that failed (the UPI app declined, the bank said no). */
  failOrder(
    orderId: string,
    error = { code: 'BAD_REQUEST_ERROR', description: 'Payment was unsuccessful as the UPI app declined it.' },
    method: Method = 'upi',
  ): FakePayment {
    const order = this.#order(orderId);
    const payment = this.#newPayment(order.amount, method, order.id, order.notes);
    order.attempts += 1;
    order.status = 'attempted';
    payment.status = 'failed';
    payment.fee = null;
    payment.tax = null;
    Object.assign(payment, {
      error_code: error.code,
      error_description: error.description,
      error_source: 'customer',
      error_step: 'payment_authorization',
      error_reason: 'payment_failed',
    });
    return payment;
  }

  /** The farmer scans a UPI QR code and pays it; a single-use QR closes as paid. */
  payQr(qrId: string, method: Method = 'upi'): FakePayment {
    const qr = this.#qr(qrId);
    if (qr.status !== 'active') throw new Error(`QR ${qrId} is closed`);
    const payment = this.#newPayment(qr.payment_amount, method, null, qr.notes);
    this.#capture(payment);
    this.#qrOfPayment.set(payment.id, qr.id);
    qr.payments_amount_received += payment.amount;
    qr.payments_count_received += 1;
    if (qr.usage === 'single_use') {
      qr.status = 'closed';
      qr.close_reason = 'paid';
      qr.closed_at = this.#now();
    }
    return payment;
  }

  /** The farmer opens a payment link from the SMS and pays it. */
  payLink(linkId: string, method: Method = 'upi'): FakePayment {
    const link = this.#link(linkId);
    if (link.status !== 'created') throw new Error(`payment link ${linkId} is ${link.status}`);
    const payment = this.payOrder(link.order_id, { method });
    link.amount_paid = link.amount;
    link.status = 'paid';
    link.payments = [
      ...(link.payments ?? []),
      { payment_id: payment.id, amount: payment.amount, method, status: 'captured', created_at: payment.created_at },
    ];
    link.updated_at = this.#now();
    return payment;
  }

  /** The bank or UPI network settles a refund (or fails it). */
  settleRefund(refundId: string, status: 'processed' | 'failed' = 'processed'): FakeRefund {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`no fake refund ${refundId}`);
    refund.status = status;
    if (status === 'failed') {
      const payment = this.#payment(refund.payment_id);
      payment.amount_refunded -= refund.amount;
      this.#refundState(payment);
    }
    return refund;
  }

  /** What Razorpay Checkout's handler receives: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  checkoutSignature(orderId: string, paymentId: string): string {
    return createHmac('sha256', this.keySecret).update(`${orderId}|${paymentId}`).digest('hex');
  }

  /**
   * A webhook as Razorpay sends it, signed with the webhook secret over the exact body. The payload carries the
   * entities the event documents (payment, order, refund, qr_code, payment_link), as they are now.
   */
  webhook(
    event: WebhookEventName,
    ids: { paymentId?: string; orderId?: string; refundId?: string; qrId?: string; linkId?: string },
    options: { eventId?: string; secret?: string } = {},
  ): SignedWebhook {
    const payload: Record<string, { entity: unknown }> = {};
    const contains: string[] = [];
    const add = (name: string, entity: unknown) => {
      payload[name] = { entity: structuredClone(entity) };
      contains.push(name);
    };
    if (ids.paymentId) add('payment', this.#payment(ids.paymentId));
    if (ids.orderId) add('order', this.#order(ids.orderId));
    if (ids.refundId) add('refund', this.refunds.get(ids.refundId));
    if (ids.qrId) add('qr_code', this.#qr(ids.qrId));
    if (ids.linkId) add('payment_link', this.#link(ids.linkId));
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_LoopbackShop01',
      event,
      contains,
      payload,
      created_at: this.#now(),
    });
    return {
      body,
      signature: createHmac('sha256', options.secret ?? this.webhookSecret)
        .update(body)
        .digest('hex'),
      eventId: options.eventId ?? newId('evt'),
    };
  }

  #order(id: string): FakeOrder {
    const order = this.orders.get(id);
    if (!order) throw new RazorpayApiError(400, 'The id provided does not exist');
    return order;
  }

  #payment(id: string): FakePayment {
    const payment = this.payments.get(id);
    if (!payment) throw new RazorpayApiError(400, 'The id provided does not exist');
    return payment;
  }

  #qr(id: string): FakeQrCode {
    const qr = this.qrCodes.get(id);
    if (!qr) throw new RazorpayApiError(400, 'The id provided does not exist');
    return qr;
  }

  #link(id: string): FakePaymentLink {
    const link = this.paymentLinks.get(id);
    if (!link) throw new RazorpayApiError(400, 'The id provided does not exist');
    return link;
  }

  #refundState(payment: FakePayment): void {
    payment.refund_status =
      payment.amount_refunded === 0 ? null : payment.amount_refunded >= payment.amount ? 'full' : 'partial';
    payment.status = payment.refund_status === 'full' ? 'refunded' : payment.captured ? 'captured' : payment.status;
  }

  #amount(body: Record<string, unknown>, field = 'amount'): number {
    const amount = body[field];
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      throw new RazorpayApiError(400, `The ${field} must be an integer.`, field);
    }
    if (amount < 100) throw new RazorpayApiError(400, 'The amount must be atleast INR 1.00', field);
    return amount;
  }

  #collection<T>(items: T[]) {
    return { entity: 'collection', count: items.length, items };
  }

  #route(method: string, parts: string[], query: Record<string, string>, body: Record<string, unknown>): unknown {
    const [version, resource, id, action, ...rest] = parts;
    if (version === 'v2') return this.#routeAccounts(method, parts, body);
    if (resource === 'transfers' || (resource === 'payments' && action === 'transfers')) {
      return this.#routeTransfers(method, parts, body);
    }
    const deepest = resource === 'payments' && id === 'qr_codes' ? 1 : 0;
    if (version !== 'v1' || rest.length > deepest) throw new RazorpayApiError(404, 'The requested URL was not found');
    const now = this.#now();

    if (resource === 'orders') {
      if (method === 'POST' && !id) {
        const amount = this.#amount(body);
        if (body.currency !== 'INR') throw new RazorpayApiError(400, 'Currency is not supported', 'currency');
        const receipt = body.receipt === undefined ? null : String(body.receipt);
        if (receipt !== null && receipt.length > 40) {
          throw new RazorpayApiError(400, 'The receipt may not be greater than 40 characters.', 'receipt');
        }
        const order: FakeOrder = {
          id: newId('order'),
          entity: 'order',
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency: 'INR',
          receipt,
          status: 'created',
          attempts: 0,
          notes: notesOf(body.notes),
          created_at: now,
        };
        this.orders.set(order.id, order);
        return order;
      }
      if (method === 'GET' && !id) {
        const all = [...this.orders.values()].filter((o) => !query.receipt || o.receipt === query.receipt);
        return this.#collection(all.reverse().slice(0, Number(query.count ?? 10)));
      }
      if (method === 'GET' && id && !action) return this.#order(id);
      if (method === 'GET' && id && action === 'payments') {
        this.#order(id);
        return this.#collection([...this.payments.values()].filter((p) => p.order_id === id));
      }
    }

    if (resource === 'payments' && id === 'qr_codes') {
      // /v1/payments/qr_codes[/:id[/close|/payments]]
      const [qrId, qrAction] = [action, rest[0]];
      if (method === 'POST' && !qrId) {
        if (body.type !== 'upi_qr') throw new RazorpayApiError(400, 'The type is invalid.', 'type');
        const fixed = body.fixed_amount === true;
        const closeBy = typeof body.close_by === 'number' ? body.close_by : null;
        if (closeBy !== null && closeBy < now + 120) {
          throw new RazorpayApiError(400, 'close_by should be at least 2 minutes after current time', 'close_by');
        }
        const qr: FakeQrCode = {
          id: newId('qr'),
          entity: 'qr_code',
          name: typeof body.name === 'string' ? body.name : null,
          usage: body.usage === 'multiple_use' ? 'multiple_use' : 'single_use',
          type: 'upi_qr',
          image_url: `https://rzp.io/i/${randomBytes(5).toString('hex')}`,
          payment_amount: fixed ? this.#amount(body, 'payment_amount') : 0,
          status: 'active',
          description: typeof body.description === 'string' ? body.description : null,
          fixed_amount: fixed,
          payments_amount_received: 0,
          payments_count_received: 0,
          notes: notesOf(body.notes),
          customer_id: null,
          close_by: closeBy,
          closed_at: null,
          close_reason: null,
          created_at: now,
        };
        this.qrCodes.set(qr.id, qr);
        return qr;
      }
      if (method === 'GET' && qrId && !qrAction) return this.#qr(qrId);
      if (method === 'GET' && qrId && qrAction === 'payments') {
        this.#qr(qrId);
        const paid = [...this.payments.values()].filter((p) => this.#qrOfPayment.get(p.id) === qrId);
        return this.#collection(paid);
      }
      if (method === 'POST' && qrId && qrAction === 'close') {
        const qr = this.#qr(qrId);
        if (qr.status === 'closed') throw new RazorpayApiError(400, 'Qr code is already closed');
        qr.status = 'closed';
        qr.close_reason = 'on_demand';
        qr.closed_at = now;
        return qr;
      }
    }

    if (resource === 'payments' && id && id !== 'qr_codes') {
      const payment = this.#payment(id);
      if (method === 'GET' && !action) return payment;
      if (method === 'GET' && action === 'refunds') {
        return this.#collection([...this.refunds.values()].filter((r) => r.payment_id === id));
      }
      if (method === 'POST' && action === 'refund') {
        if (!payment.captured) {
          throw new RazorpayApiError(400, 'The payment has not been captured and so cannot be refunded');
        }
        const remaining = payment.amount - payment.amount_refunded;
        if (remaining <= 0) throw new RazorpayApiError(400, 'The payment has been fully refunded already');
        const amount = body.amount === undefined ? remaining : this.#amount(body);
        if (amount > remaining) {
          throw new RazorpayApiError(400, 'The refund amount provided is greater than amount captured', 'amount');
        }
        const refund: FakeRefund = {
          id: newId('rfnd'),
          entity: 'refund',
          amount,
          currency: 'INR',
          payment_id: payment.id,
          notes: notesOf(body.notes),
          receipt: typeof body.receipt === 'string' ? body.receipt : null,
          status: 'pending',
          speed_requested: body.speed === 'optimum' ? 'optimum' : 'normal',
          speed_processed: null,
          created_at: now,
        };
        this.refunds.set(refund.id, refund);
        payment.amount_refunded += amount;
        this.#refundState(payment);
        return refund;
      }
    }

    if (resource === 'refunds' && id && method === 'GET' && !action) {
      const refund = this.refunds.get(id);
      if (!refund) throw new RazorpayApiError(400, 'The id provided does not exist');
      return refund;
    }

    if (resource === 'payment_links') {
      if (method === 'POST' && !id) {
        const amount = this.#amount(body);
        const referenceId = typeof body.reference_id === 'string' ? body.reference_id : null;
        if (referenceId && [...this.paymentLinks.values()].some((l) => l.reference_id === referenceId)) {
          throw new RazorpayApiError(400, `payment link with given reference_id ${referenceId} already exists`);
        }
        const expireBy = typeof body.expire_by === 'number' ? body.expire_by : 0;
        if (expireBy !== 0 && expireBy < now + 15 * 60) {
          throw new RazorpayApiError(400, 'expire_by should be at least 15 minutes after current time', 'expire_by');
        }
        const notes = notesOf(body.notes);
        const order = this.#route('POST', ['v1', 'orders'], {}, { amount, currency: 'INR', notes }) as FakeOrder;
        const notify = (body.notify ?? {}) as { sms?: boolean; email?: boolean };
        const link: FakePaymentLink = {
          id: newId('plink'),
          entity: 'payment_link',
          amount,
          amount_paid: 0,
          currency: 'INR',
          accept_partial: false,
          description: typeof body.description === 'string' ? body.description : null,
          reference_id: referenceId,
          customer: (body.customer ?? {}) as FakePaymentLink['customer'],
          notify: { sms: notify.sms === true, email: notify.email === true },
          reminder_enable: body.reminder_enable === true,
          notes,
          expire_by: expireBy,
          expired_at: 0,
          cancelled_at: 0,
          status: 'created',
          short_url: `https://rzp.io/rzp/${randomBytes(4).toString('hex')}`,
          order_id: order.id,
          payments: null,
          created_at: now,
          updated_at: now,
        };
        this.paymentLinks.set(link.id, link);
        return link;
      }
      if (method === 'GET' && !id) {
        const all = [...this.paymentLinks.values()].filter(
          (l) => !query.reference_id || l.reference_id === query.reference_id,
        );
        return { payment_links: all };
      }
      if (method === 'GET' && id && !action) return this.#link(id);
      if (method === 'POST' && id && action === 'cancel') {
        const link = this.#link(id);
        if (link.status !== 'created') throw new RazorpayApiError(400, `Payment link cannot be cancelled`);
        link.status = 'cancelled';
        link.cancelled_at = now;
        return link;
      }
    }
    throw new RazorpayApiError(404, 'The requested URL was not found on the server.');
  }

  #account(id: string | undefined): FakeLinkedAccount {
    const account = id ? this.accounts.get(id) : undefined;
    if (!account) throw new RazorpayApiError(400, 'The id provided does not exist', 'account_id');
    return account;
  }

  #text(body: Record<string, unknown>, field: string): string {
    const value = body[field];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new RazorpayApiError(400, `The ${field} field is required.`, field);
    }
    return value;
  }

  /** /v2/accounts[/:id[/stakeholders | /products[/:product_id]]], as Razorpay Route documents them. */
  #routeAccounts(method: string, parts: string[], body: Record<string, unknown>): unknown {
    const [, resource, id, action, productId, ...rest] = parts;
    if (resource !== 'accounts' || rest.length > 0) throw new RazorpayApiError(404, 'The requested URL was not found');
    const now = this.#now();
    if (method === 'POST' && !id) {
      if (body.type !== 'route') throw new RazorpayApiError(400, 'The type field is invalid.', 'type');
      const email = this.#text(body, 'email');
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
        throw new RazorpayApiError(400, 'The email must be a valid email address.', 'email');
      }
      const phone = String(body.phone ?? '');
      if (!/^\d{8,15}$/.test(phone)) throw new RazorpayApiError(400, 'The phone format is invalid.', 'phone');
      const referenceId = body.reference_id === undefined ? null : String(body.reference_id);
      if (referenceId && [...this.accounts.values()].some((a) => a.reference_id === referenceId)) {
        throw new RazorpayApiError(400, 'Merchant with the given reference id already exists', 'reference_id');
      }
      const account: FakeLinkedAccount = {
        id: newId('acc'),
        type: 'route',
        status: 'created',
        email,
        phone,
        reference_id: referenceId,
        legal_business_name: this.#text(body, 'legal_business_name'),
        business_type: this.#text(body, 'business_type'),
        contact_name: this.#text(body, 'contact_name'),
        profile: body.profile ?? null,
        created_at: now,
      };
      this.accounts.set(account.id, account);
      return account;
    }
    const account = this.#account(id);
    if (method === 'GET' && !action) return account;
    if (method === 'POST' && action === 'stakeholders' && !productId) {
      const stakeholder = { id: newId('sth'), account_id: account.id, name: this.#text(body, 'name'), email: '' };
      stakeholder.email = this.#text(body, 'email');
      this.stakeholders.set(stakeholder.id, stakeholder);
      return { entity: 'stakeholder', ...stakeholder };
    }
    if (action !== 'products') throw new RazorpayApiError(404, 'The requested URL was not found');
    if (method === 'POST' && !productId) {
      if (body.product_name !== 'route') {
        throw new RazorpayApiError(400, 'The product name is invalid.', 'product_name');
      }
      const product: FakeRouteProduct = {
        id: newId('acc_prd'),
        account_id: account.id,
        product_name: 'route',
        activation_status: 'needs_clarification',
        settlements: null,
        tnc: { accepted: body.tnc_accepted === true },
        requested_at: now,
      };
      this.routeProducts.set(product.id, product);
      return { ...product, requirements: [{ field_reference: 'settlements.account_number', status: 'required' }] };
    }
    const product = productId ? this.routeProducts.get(productId) : undefined;
    if (!product || product.account_id !== account.id) {
      throw new RazorpayApiError(400, 'The id provided does not exist', 'product_id');
    }
    if (method === 'GET') return product;
    if (method === 'PATCH') {
      const settlements = (body.settlements ?? {}) as Record<string, unknown>;
      const accountNumber = this.#text(settlements, 'account_number');
      const ifsc = this.#text(settlements, 'ifsc_code');
      if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc)) {
        throw new RazorpayApiError(400, 'The ifsc code is invalid.', 'settlements.ifsc_code');
      }
      const beneficiary = this.#text(settlements, 'beneficiary_name');
      product.settlements = { account_number: accountNumber, ifsc_code: ifsc, beneficiary_name: beneficiary };
      if (body.tnc_accepted === true) product.tnc.accepted = true;
      product.activation_status = this.activateRouteProducts && product.tnc.accepted ? 'activated' : 'under_review';
      if (product.activation_status === 'activated') account.status = 'activated';
      return product;
    }
    throw new RazorpayApiError(404, 'The requested URL was not found');
  }

  /** Tests: Razorpay finishes its review of a linked account's route product. */
  activateRoute(accountId: string): void {
    for (const product of this.routeProducts.values()) {
      if (product.account_id === accountId && product.settlements) product.activation_status = 'activated';
    }
    this.#account(accountId).status = 'activated';
  }

  #transfer(source: string, body: Record<string, unknown>): FakeTransfer {
    const account = this.#account(String(body.account ?? ''));
    const activated = [...this.routeProducts.values()].some(
      (p) => p.account_id === account.id && p.activation_status === 'activated',
    );
    if (!activated) throw new RazorpayApiError(400, 'The linked account is not activated', 'account');
    const amount = this.#amount(body);
    if (body.currency !== 'INR') throw new RazorpayApiError(400, 'Currency is not supported', 'currency');
    const transfer: FakeTransfer = {
      id: newId('trf'),
      entity: 'transfer',
      status: 'processed',
      source,
      recipient: account.id,
      amount,
      currency: 'INR',
      amount_reversed: 0,
      notes: notesOf(body.notes),
      on_hold: body.on_hold === true || body.on_hold === 1,
      created_at: this.#now(),
    };
    this.transfers.set(transfer.id, transfer);
    return transfer;
  }

  /** POST /v1/transfers (from the shop's balance), POST /v1/payments/:id/transfers, GET /v1/transfers[/:id]. */
  #routeTransfers(method: string, parts: string[], body: Record<string, unknown>): unknown {
    const [, resource, id, action] = parts;
    if (resource === 'payments') {
      const payment = this.payments.get(id ?? '');
      if (!payment) throw new RazorpayApiError(400, 'The id provided does not exist', 'payment_id');
      if (method === 'GET') return this.#collection([...this.transfers.values()].filter((t) => t.source === id));
      if (payment.status !== 'captured') throw new RazorpayApiError(400, 'The payment has not been captured');
      const asked = Array.isArray(body.transfers) ? (body.transfers as Record<string, unknown>[]) : [];
      const total = asked.reduce((sum, t) => sum + Number(t.amount ?? 0), 0);
      const already = [...this.transfers.values()].filter((t) => t.source === id).reduce((s, t) => s + t.amount, 0);
      if (asked.length === 0 || total + already > payment.amount - payment.amount_refunded) {
        throw new RazorpayApiError(400, 'The sum of amount requested for transfer is greater than the captured amount');
      }
      return this.#collection(asked.map((t) => this.#transfer(payment.id, t)));
    }
    if (method === 'POST' && !id) {
      // X-Transfer-Idempotency: the same key with the same body is the same transfer; with another body, refused.
      const key = this.#transferKey;
      if (key === undefined) return this.#transfer('acc_shop_balance', body);
      if (!/^[A-Za-z0-9 _-]{4,36}$/.test(key)) throw new RazorpayApiError(400, 'The idempotency key is invalid');
      const seen = this.#transfersByKey.get(key);
      if (seen && seen.body !== JSON.stringify(body)) {
        throw new RazorpayApiError(400, 'Different request body sent for the same idempotency key');
      }
      if (seen) return this.transfers.get(seen.id);
      const transfer = this.#transfer('acc_shop_balance', body);
      this.#transfersByKey.set(key, { id: transfer.id, body: JSON.stringify(body) });
      return transfer;
    }
    if (method === 'GET' && id && !action) {
      const transfer = this.transfers.get(id);
      if (!transfer) throw new RazorpayApiError(400, 'The id provided does not exist', 'transfer_id');
      return transfer;
    }
    if (method === 'GET' && !id) return this.#collection([...this.transfers.values()].reverse());
    throw new RazorpayApiError(404, 'The requested URL was not found');
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const query = Object.fromEntries(url.searchParams);
    let body: Record<string, unknown> = {};
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const fail = (error: RazorpayApiError) =>
      send(error.status, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: error.description,
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: {},
          ...(error.field ? { field: error.field } : {}),
        },
      });
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return fail(new RazorpayApiError(400, 'The request body is not valid JSON'));
    }
    this.requests.push({ method: req.method ?? '', path: url.pathname, query, headers: req.headers, body });
    this.#transferKey =
      typeof req.headers['x-transfer-idempotency'] === 'string' ? req.headers['x-transfer-idempotency'] : undefined;

    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return fail(new RazorpayApiError(401, 'The api key provided is invalid'));
    }
    try {
      const parts = url.pathname.split('/').filter(Boolean);
      send(200, structuredClone(this.#route(req.method ?? 'GET', parts, query, body)));
    } catch (error) {
      if (error instanceof RazorpayApiError) return fail(error);
      send(500, { error: { code: 'SERVER_ERROR', description: String(error) } });
    }
  }
}
