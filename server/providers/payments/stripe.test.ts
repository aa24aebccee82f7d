import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripeServer } from '../../test/fake-stripe-server.js';
import { isSignatureError, StripePaymentProvider } from './stripe.js';
import { PaymentProviderError } from './types.js';

let api: FakeStripeServer;
let provider: StripePaymentProvider;
const webhookSecret = 'whsec_test_secret';

beforeAll(async () => {
  api = await new FakeStripeServer().start();
  provider = new StripePaymentProvider({
    secretKey: api.secretKey,
    publishableKey: 'pk_test_loopback',
    webhookSecret,
    connection: api.connection,
  });
});
afterAll(() => api.stop());

const order = { orderId: '0b8f1d1e-5a52-4c38-9a55-2f1d7c1e0a11', amount: 1_180_059, currency: 'inr' as const };

describe('StripePaymentProvider through the stripe SDK', () => {
  it(
    'creates a PaymentIntent for the exact amount in INR with automatic payment ' +
      'methods, metadata and the idempotency key',
    async () => {
      const created = await provider.createPayment({
        ...order,
        idempotencyKey: `order_${order.orderId}`,
        metadata: { orderId: order.orderId, userId: 'u1' },
      });
      expect(created.id).toMatch(/^pi_/);
      expect(created.clientSecret).toMatch(new RegExp(`^${created.id}_secret_`));

      const request = api.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payment_intents')!;
      expect(request.headers['idempotency-key']).toBe(`order_${order.orderId}`);
      expect(request.headers.authorization).toBe(`Bearer ${api.secretKey}`);
      expect(request.body).toEqual({
        amount: '1180059',
        currency: 'inr',
        automatic_payment_methods: { enabled: 'true' },
        metadata: { orderId: order.orderId, userId: 'u1' },
      });
    },
  );

  it('returns the same payment for the same idempotency key and parameters, and refuses other parameters', async () => {
    const input = { ...order, idempotencyKey: 'order_same', metadata: { orderId: order.orderId } };
    const first = await provider.createPayment(input);
    const again = await provider.createPayment(input);
    expect(again).toEqual(first);
    await expect(provider.createPayment({ ...input, amount: order.amount + 1 })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    expect(
      [...api.intents.values()].filter((i) => i.metadata.orderId === order.orderId && i.id === first.id),
    ).toHaveLength(1);
  });

  it('retrieves status, amount, currency, metadata and the last card error', async () => {
    const { id } = await provider.createPayment({
      ...order,
      idempotencyKey: 'order_retrieve',
      metadata: { orderId: order.orderId },
    });
    expect(await provider.retrieve(id)).toEqual({
      id,
      status: 'requires_payment_method',
      amount: order.amount,
      currency: 'inr',
      metadata: { orderId: order.orderId },
      lastError: null,
      lastErrorCode: null,
      amountRefunded: 0,
      method: null,
      fee: null,
    });
    api.decline(id, 'Your card has insufficient funds.');
    expect((await provider.retrieve(id)).lastError).toBe('Your card has insufficient funds.');
    api.succeed(id);
    expect((await provider.retrieve(id)).status).toBe('succeeded');
  });

  it('refunds the whole payment once per idempotency key', async () => {
    const { id } = await provider.createPayment({
      ...order,
      idempotencyKey: 'order_refund',
      metadata: { orderId: order.orderId },
    });
    api.succeed(id);
    await provider.refund(id, { idempotencyKey: `refund_${id}` });
    await provider.refund(id, { idempotencyKey: `refund_${id}` });
    expect((await provider.retrieve(id)).amountRefunded).toBe(order.amount);
    const refunds = api.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds.every((r) => r.headers['idempotency-key'] === `refund_${id}` && r.body.payment_intent === id)).toBe(
      true,
    );
  });

  it('refunds part of a payment (a deposit less fees), once per key, and refuses more than is left', async () => {
    const { id } = await provider.createPayment({
      ...order,
      idempotencyKey: 'order_part_refund',
      metadata: { orderId: order.orderId },
    });
    api.succeed(id);
    await provider.refund(id, { idempotencyKey: `deposit_${id}`, amount: 1_000 });
    await provider.refund(id, { idempotencyKey: `deposit_${id}`, amount: 1_000 });
    expect((await provider.retrieve(id)).amountRefunded).toBe(1_000);
    expect(api.requests.filter((r) => r.path === '/v1/refunds').at(-1)?.body.amount).toBe('1000');
    await expect(provider.refund(id, { idempotencyKey: 'too_much', amount: order.amount })).rejects.toMatchObject({
      code: 'amount_too_large',
    });
  });

  it('cancels an unpaid payment, accepts a second cancel, and refuses to cancel a succeeded one', async () => {
    const unpaid = await provider.createPayment({
      ...order,
      idempotencyKey: 'order_cancel',
      metadata: { orderId: order.orderId },
    });
    await provider.cancel(unpaid.id);
    await provider.cancel(unpaid.id);
    expect((await provider.retrieve(unpaid.id)).status).toBe('canceled');

    const paid = await provider.createPayment({
      ...order,
      idempotencyKey: 'order_cancel_paid',
      metadata: { orderId: order.orderId },
    });
    api.succeed(paid.id);
    await expect(provider.cancel(paid.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('gives the browser only the publishable key', () => {
    expect(provider.clientConfig()).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_loopback',
      methods: ['card'],
    });
    expect(JSON.stringify(provider.clientConfig())).not.toContain('sk_');
  });

  it('reports a wrong secret key as a provider error', async () => {
    const wrong = new StripePaymentProvider({
      secretKey: 'sk_test_wrong',
      publishableKey: 'pk_test_x',
      connection: api.connection,
    });
    await expect(wrong.retrieve('pi_x')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('StripePaymentProvider.verifyWebhook', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_1' } },
  });
  const now = new Date('2026-11-22T06:00:00Z');
  const seconds = Math.floor(now.getTime() / 1000);
  const sign = (secret: string, timestamp: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

  it('accepts a fresh signature over the exact bytes', () => {
    const event = provider.verifyWebhook(Buffer.from(payload), sign(webhookSecret, seconds - 10), now);
    expect(event).toMatchObject({ id: 'evt_1', type: 'payment_intent.succeeded' });
  });

  it('refuses a signature made with another secret, over other bytes, or more than five minutes old', () => {
    const refused = (body: string, header: string) => {
      try {
        provider.verifyWebhook(Buffer.from(body), header, now);
      } catch (error) {
        return isSignatureError(error);
      }
      return false;
    };
    expect(refused(payload, sign('whsec_other', seconds))).toBe(true);
    expect(refused(payload.replace('pi_1', 'pi_2'), sign(webhookSecret, seconds))).toBe(true);
    expect(refused(payload, sign(webhookSecret, seconds - 301))).toBe(true);
    expect(refused(payload, sign(webhookSecret, seconds - 299))).toBe(false);
  });
});
