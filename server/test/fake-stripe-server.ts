import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeConnection } from '../providers/payments/stripe.js';

/** One request as the fake Stripe API received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded body, decoded ("metadata[orderId]" becomes { metadata: { orderId } }). */
  body: Record<string, unknown>;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: { message: string; code: string } | null;
  latest_charge: string | null;
  amountRefunded: number;
}

/** Decodes Stripe's form encoding: a[b]=1&a[c]=2 -> { a: { b: '1', c: '2' } }. */
function decodeForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/[[\]]+/).filter(Boolean);
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

/**
 * The few endpoints of Stripe's API that the Stripe provider uses, on a loopback port, for tests that run the
 * real stripe SDK: create (with Stripe's idempotency-key replay), retrieve (with expand[]=latest_charge),
 * cancel, and refunds. Tests move a payment along with succeed() and decline().
 */
export class FakeStripeServer {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, FakeIntent>();
  readonly #byKey = new Map<string, { id: string; body: string }>();
  #server: Server | undefined;
  #port = 0;

  constructor(readonly secretKey = 'sk_test_loopback') {}

  get connection(): StripeConnection {
    return { host: '127.0.0.1', port: this.#port, protocol: 'http' };
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

  /** What the browser's confirmCardPayment does with a good card. */
  succeed(id: string): void {
    const intent = this.#intent(id);
    intent.status = 'succeeded';
    intent.last_payment_error = null;
    intent.latest_charge = `ch_${id.slice(3)}`;
  }

  decline(id: string, message = 'Your card was declined.'): void {
    const intent = this.#intent(id);
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { message, code: 'card_declined' };
  }

  #intent(id: string): FakeIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no fake payment intent ${id}`);
    return intent;
  }

  #view(intent: FakeIntent, expandCharge: boolean) {
    const { amountRefunded, ...rest } = intent;
    const charge =
      expandCharge && intent.latest_charge
        ? { id: intent.latest_charge, object: 'charge', amount: intent.amount, amount_refunded: amountRefunded }
        : intent.latest_charge;
    return { ...rest, latest_charge: charge };
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = decodeForm(req.method === 'GET' ? url.search.slice(1) : text);
    this.requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });

    const send = (status: number, payload: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      res.end(JSON.stringify(payload));
    };
    const fail = (status: number, message: string, code?: string, type = 'invalid_request_error') =>
      send(status, { error: { type, message, ...(code ? { code } : {}) } });

    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return fail(401, 'Invalid API Key provided', undefined, 'authentication_error');
    }

    const key = req.headers['idempotency-key'];
    if (req.method === 'POST' && typeof key === 'string') {
      const seen = this.#byKey.get(`${url.pathname} ${key}`);
      if (seen && seen.body !== text) {
        return fail(
          400,
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          undefined,
          'idempotency_error',
        );
      }
      if (seen && url.pathname === '/v1/payment_intents') return send(200, this.#view(this.#intent(seen.id), false));
      if (seen && url.pathname === '/v1/refunds')
        return send(200, { id: seen.id, object: 'refund', status: 'succeeded' });
    }

    const route = url.pathname.split('/').filter(Boolean);
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: String(body.currency),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        metadata: (body.metadata ?? {}) as Record<string, string>,
        automatic_payment_methods: body.automatic_payment_methods ? { enabled: true } : null,
        last_payment_error: null,
        latest_charge: null,
        amountRefunded: 0,
      };
      this.intents.set(id, intent);
      if (typeof key === 'string') this.#byKey.set(`${url.pathname} ${key}`, { id, body: text });
      return send(200, this.#view(intent, false));
    }
    if (route[0] === 'v1' && route[1] === 'payment_intents' && route[2]) {
      const intent = this.intents.get(route[2]);
      if (!intent) return fail(404, `No such payment_intent: '${route[2]}'`, 'resource_missing');
      if (req.method === 'GET' && route.length === 3) {
        const expand = body.expand as Record<string, string> | undefined;
        return send(200, this.#view(intent, Object.values(expand ?? {}).includes('latest_charge')));
      }
      if (req.method === 'POST' && route[3] === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'canceled') {
          return fail(
            400,
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            'payment_intent_unexpected_state',
          );
        }
        intent.status = 'canceled';
        return send(200, this.#view(intent, false));
      }
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = this.intents.get(String(body.payment_intent));
      if (!intent) return fail(404, `No such payment_intent: '${String(body.payment_intent)}'`, 'resource_missing');
      if (intent.status !== 'succeeded')
        return fail(400, 'This PaymentIntent cannot be refunded.', 'charge_not_refundable');
      if (intent.amountRefunded === intent.amount)
        return fail(400, 'Charge has already been refunded.', 'charge_already_refunded');
      const remaining = intent.amount - intent.amountRefunded;
      const amount = body.amount === undefined ? remaining : Number(body.amount);
      if (amount > remaining) {
        return fail(
          400,
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
          'amount_too_large',
        );
      }
      intent.amountRefunded += amount;
      const id = `re_${randomBytes(12).toString('hex')}`;
      if (typeof key === 'string') this.#byKey.set(`${url.pathname} ${key}`, { id, body: text });
      return send(200, { id, object: 'refund', amount, payment_intent: intent.id, status: 'succeeded' });
    }
    return fail(404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  }
}
