import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeRazorpayServer } from '../../test/fake-razorpay-server.js';
import { RazorpayPaymentProvider, receiptOf } from './razorpay.js';
import { PaymentProviderError } from './types.js';

let api: FakeRazorpayServer;
let provider: RazorpayPaymentProvider;
const NOW = new Date('2026-11-27T06:00:00Z');

beforeAll(async () => {
  api = await new FakeRazorpayServer().useClock(() => NOW).start();
  provider = new RazorpayPaymentProvider({
    keyId: api.keyId,
    keySecret: api.keySecret,
    webhookSecret: api.webhookSecret,
    baseUrl: api.baseUrl,
  });
});
afterAll(() => api.stop());

const orderKey = (n: number) => `order_00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('RazorpayPaymentProvider.createPayment', () => {
  it('creates an order for the amount in paise, the key as its receipt, the metadata as its notes', async () => {
    const created = await provider.createPayment({
      orderId: 'o1',
      amount: 1_234_567,
      currency: 'inr',
      idempotencyKey: orderKey(1),
      metadata: { orderId: 'o1', userId: 'u1' },
    });
    expect(created.id).toMatch(/^order_\w{14}$/);
    expect(created).toEqual({ id: created.id, clientSecret: created.id });
    expect(api.orders.get(created.id)).toMatchObject({
      amount: 1_234_567,
      currency: 'INR',
      receipt: receiptOf(orderKey(1)),
      notes: { orderId: 'o1', userId: 'u1' },
      status: 'created',
    });
    const create = api.requests.find((r) => r.method === 'POST' && r.path === '/v1/orders')!;
    expect(create.headers['user-agent']).toMatch(/^razorpay-node@2\./);
  });

  it('gives the same order for the same key, asked twice at once or one after the other', async () => {
    const input = {
      orderId: 'o2',
      amount: 50_000,
      currency: 'inr' as const,
      idempotencyKey: orderKey(2),
      metadata: { orderId: 'o2' },
    };
    const [a, b] = await Promise.all([provider.createPayment(input), provider.createPayment(input)]);
    const c = await provider.createPayment(input);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    expect([...api.orders.values()].filter((o) => o.receipt === receiptOf(orderKey(2)))).toHaveLength(1);
    // Another key is another order.
    const other = await provider.createPayment({ ...input, idempotencyKey: orderKey(3) });
    expect(other.id).not.toBe(a.id);
  });

  it("keeps receipts within Razorpay's 40 characters: short keys as they are, long ones by a stable digest", () => {
    expect(receiptOf('hire_advance_42')).toBe('hire_advance_42');
    expect(receiptOf(orderKey(9))).toHaveLength(40);
    expect(receiptOf(orderKey(9))).toBe(receiptOf(orderKey(9)));
    expect(receiptOf(orderKey(9))).not.toBe(receiptOf(orderKey(8)));
  });

  it("makes a single-use fixed-amount UPI QR code that closes when the job's time is up", async () => {
    const expiresAt = new Date(NOW.getTime() + 30 * 60_000);
    const created = await provider.createPayment({
      orderId: 'job1',
      amount: 350_000,
      currency: 'inr',
      idempotencyKey: 'hire_balance_qr_1',
      metadata: { hireJobId: 'job1' },
      channel: 'upi_qr',
      expiresAt,
      description: 'Balance for paddy harvesting',
    });
    expect(created.id).toMatch(/^qr_/);
    const qr = api.qrCodes.get(created.id)!;
    expect(created).toEqual({ id: qr.id, clientSecret: qr.id, qrImageUrl: qr.image_url });
    expect(qr).toMatchObject({
      type: 'upi_qr',
      usage: 'single_use',
      fixed_amount: true,
      payment_amount: 350_000,
      close_by: expiresAt.getTime() / 1000,
      notes: { hireJobId: 'job1' },
      status: 'active',
    });
  });

  it("makes a payment link for the farmer's phone without Razorpay's own SMS, once per key", async () => {
    const input = {
      orderId: 'job2',
      amount: 420_000,
      currency: 'inr' as const,
      idempotencyKey: 'hire_balance_link_2',
      metadata: { hireJobId: 'job2' },
      channel: 'payment_link' as const,
      expiresAt: new Date(NOW.getTime() + 3 * 86_400_000),
      customer: { name: 'Manjunath', phone: '+919845012345' },
    };
    const created = await provider.createPayment(input);
    expect(created.id).toMatch(/^plink_/);
    const link = api.paymentLinks.get(created.id)!;
    expect(created).toEqual({ id: link.id, clientSecret: link.id, url: link.short_url });
    expect(link).toMatchObject({
      amount: 420_000,
      currency: 'INR',
      expire_by: input.expiresAt.getTime() / 1000,
      customer: { name: 'Manjunath', contact: '+919845012345' },
      notify: { sms: false, email: false },
      notes: { hireJobId: 'job2' },
      reference_id: 'hire_balance_link_2',
    });
    expect((await provider.createPayment(input)).id).toBe(created.id);
    expect(api.paymentLinks.size).toBe(1);
  });

  it('says what Razorpay refused, as a PaymentProviderError', async () => {
    const wrong = new RazorpayPaymentProvider({ keyId: api.keyId, keySecret: 'not_the_secret', baseUrl: api.baseUrl });
    const attempt = wrong.createPayment({
      orderId: 'x',
      amount: 100,
      currency: 'inr',
      idempotencyKey: 'k',
      metadata: {},
    });
    await expect(attempt).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(attempt).rejects.toThrow(/401 BAD_REQUEST_ERROR: The api key provided is invalid/);
    const tooSmall = provider.createPayment({
      orderId: 'y',
      amount: 99,
      currency: 'inr',
      idempotencyKey: 'y',
      metadata: {},
    });
    await expect(tooSmall).rejects.toThrow(/atleast INR 1.00/);
  });
});

describe('RazorpayPaymentProvider.retrieve', () => {
  async function newOrder(n: number, amount = 80_000) {
    return provider.createPayment({
      orderId: `o${n}`,
      amount,
      currency: 'inr',
      idempotencyKey: orderKey(100 + n),
      metadata: { orderId: `o${n}` },
    });
  }

  it('maps an order waiting for payment, a failed attempt, an authorized one and a captured one', async () => {
    const { id } = await newOrder(1);
    expect(await provider.retrieve(id)).toEqual({
      id,
      status: 'requires_payment_method',
      amount: 80_000,
      currency: 'inr',
      metadata: { orderId: 'o1' },
      lastError: null,
      lastErrorCode: null,
      amountRefunded: 0,
      method: null,
      fee: null,
    });

    api.failOrder(id, { code: 'BAD_REQUEST_ERROR', description: 'Payment declined by the UPI app.' });
    expect(await provider.retrieve(id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Payment declined by the UPI app.',
      lastErrorCode: 'BAD_REQUEST_ERROR',
      method: 'upi',
    });

    const authorized = api.payOrder(id, { method: 'card', capture: false });
    expect(await provider.retrieve(id)).toMatchObject({ status: 'processing', lastError: null, method: 'card' });

    api.captureOrderPayment(authorized.id);
    const paid = await provider.retrieve(id);
    expect(paid).toMatchObject({ status: 'succeeded', lastError: null, method: 'card', amountRefunded: 0 });
    expect(paid.fee).toBe(api.payments.get(authorized.id)!.fee);
    expect(paid.fee).toBeGreaterThan(0);
  });

  it('tells UPI and net banking apart', async () => {
    const upi = await newOrder(2);
    api.payOrder(upi.id, { method: 'upi' });
    expect(await provider.retrieve(upi.id)).toMatchObject({ status: 'succeeded', method: 'upi', fee: 0 });
    const bank = await newOrder(3);
    api.payOrder(bank.id, { method: 'netbanking' });
    expect(await provider.retrieve(bank.id)).toMatchObject({ status: 'succeeded', method: 'netbanking' });
  });

  it('maps a QR code: waiting, paid (closed with the money received), closed unpaid', async () => {
    const make = (key: string) =>
      provider.createPayment({
        orderId: 'j',
        amount: 150_000,
        currency: 'inr',
        idempotencyKey: key,
        metadata: { hireJobId: 'j' },
        channel: 'upi_qr',
      });
    const qr = await make('qr_retrieve_1');
    expect(await provider.retrieve(qr.id)).toMatchObject({
      id: qr.id,
      status: 'requires_payment_method',
      amount: 150_000,
      currency: 'inr',
      metadata: { hireJobId: 'j' },
    });
    api.payQr(qr.id);
    expect(api.qrCodes.get(qr.id)!.status).toBe('closed');
    expect(await provider.retrieve(qr.id)).toMatchObject({ status: 'succeeded', method: 'upi', amountRefunded: 0 });

    const unpaid = await make('qr_retrieve_2');
    await provider.cancel(unpaid.id);
    expect(await provider.retrieve(unpaid.id)).toMatchObject({ status: 'canceled' });
  });

  it('maps a payment link: waiting, paid, cancelled', async () => {
    const make = (key: string) =>
      provider.createPayment({
        orderId: 'j',
        amount: 200_000,
        currency: 'inr',
        idempotencyKey: key,
        metadata: { hireJobId: 'j2' },
        channel: 'payment_link',
      });
    const link = await make('link_retrieve_1');
    expect(await provider.retrieve(link.id)).toMatchObject({ status: 'requires_payment_method', amount: 200_000 });
    api.payLink(link.id, 'card');
    expect(await provider.retrieve(link.id)).toMatchObject({
      status: 'succeeded',
      method: 'card',
      metadata: { hireJobId: 'j2' },
    });
    const other = await make('link_retrieve_2');
    await provider.cancel(other.id);
    expect(api.paymentLinks.get(other.id)!.status).toBe('cancelled');
    expect(await provider.retrieve(other.id)).toMatchObject({ status: 'canceled' });
  });

  it('refuses an id that is none of order_, qr_ or plink_', async () => {
    await expect(provider.retrieve('pay_ABC')).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider.retrieve('order_doesnotexist')).rejects.toThrow(/does not exist/);
  });
});

describe('RazorpayPaymentProvider.refund', () => {
  it('refunds the captured payment at normal speed, once per key, and follows it to processed', async () => {
    const { id } = await provider.createPayment({
      orderId: 'r1',
      amount: 90_000,
      currency: 'inr',
      idempotencyKey: orderKey(201),
      metadata: { orderId: 'r1' },
    });
    const payment = api.payOrder(id, { method: 'upi' });
    const [first, second] = await Promise.all([
      provider.refund(id, { idempotencyKey: 'refund_r1' }),
      provider.refund(id, { idempotencyKey: 'refund_r1' }),
    ]);
    const again = await provider.refund(id, { idempotencyKey: 'refund_r1' });
    expect(first).toEqual({ id: first.id, amount: 90_000, status: 'pending' });
    expect(first.id).toMatch(/^rfnd_/);
    expect([second.id, again.id]).toEqual([first.id, first.id]);
    expect([...api.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    const sent = api.requests.find((r) => r.path === `/v1/payments/${payment.id}/refund`)!;
    expect(sent.body).toMatchObject({ speed: 'normal', notes: { idempotencyKey: 'refund_r1' } });
    expect(await provider.retrieve(id)).toMatchObject({ status: 'succeeded', amountRefunded: 90_000 });
    // Another key once everything went back: refused with Stripe's code for it, nothing sent.
    await expect(provider.refund(id, { idempotencyKey: 'refund_r1_other' })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    expect([...api.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1);

    expect(await provider.retrieveRefund(first.id)).toEqual(first);
    api.settleRefund(first.id, 'processed');
    expect(await provider.retrieveRefund(first.id)).toEqual({ ...first, status: 'processed' });
  });

  it('refunds part of a payment, then the rest under another key; a failed refund says so', async () => {
    const { id } = await provider.createPayment({
      orderId: 'r2',
      amount: 100_000,
      currency: 'inr',
      idempotencyKey: orderKey(202),
      metadata: { orderId: 'r2' },
    });
    api.payOrder(id, { method: 'card' });
    const deposit = await provider.refund(id, { idempotencyKey: 'deposit_r2', amount: 40_000 });
    expect(deposit.amount).toBe(40_000);
    const rest = await provider.refund(id, { idempotencyKey: 'cancel_r2' });
    expect(rest.amount).toBe(60_000);
    api.settleRefund(rest.id, 'failed');
    expect(await provider.retrieveRefund(rest.id)).toMatchObject({ status: 'failed' });
  });

  it('refunds a paid QR code and a paid link; refuses when nothing was captured', async () => {
    const qr = await provider.createPayment({
      orderId: 'q',
      amount: 120_000,
      currency: 'inr',
      idempotencyKey: 'qr_refund_1',
      metadata: {},
      channel: 'upi_qr',
    });
    await expect(provider.refund(qr.id, { idempotencyKey: 'rq' })).rejects.toThrow(/Nothing captured/);
    api.payQr(qr.id);
    expect(await provider.refund(qr.id, { idempotencyKey: 'rq' })).toMatchObject({ amount: 120_000 });

    const link = await provider.createPayment({
      orderId: 'l',
      amount: 130_000,
      currency: 'inr',
      idempotencyKey: 'link_refund_1',
      metadata: {},
      channel: 'payment_link',
    });
    api.payLink(link.id);
    expect(await provider.refund(link.id, { idempotencyKey: 'rl' })).toMatchObject({ amount: 130_000 });
    expect(await provider.retrieve(link.id)).toMatchObject({ amountRefunded: 130_000 });
  });
});

describe('RazorpayPaymentProvider.cancel', () => {
  it('leaves an order alone (Razorpay cannot cancel orders), closes a QR code and a link, twice is fine', async () => {
    const order = await provider.createPayment({
      orderId: 'c1',
      amount: 10_000,
      currency: 'inr',
      idempotencyKey: orderKey(301),
      metadata: {},
    });
    const before = api.requests.length;
    await provider.cancel(order.id);
    expect(api.requests.length).toBe(before);

    const qr = await provider.createPayment({
      orderId: 'c2',
      amount: 10_000,
      currency: 'inr',
      idempotencyKey: 'cancel_qr',
      metadata: {},
      channel: 'upi_qr',
    });
    await provider.cancel(qr.id);
    await provider.cancel(qr.id);
    expect(api.qrCodes.get(qr.id)).toMatchObject({ status: 'closed', close_reason: 'on_demand' });

    const link = await provider.createPayment({
      orderId: 'c3',
      amount: 10_000,
      currency: 'inr',
      idempotencyKey: 'cancel_link',
      metadata: {},
      channel: 'payment_link',
    });
    await provider.cancel(link.id);
    await provider.cancel(link.id);
    expect(api.paymentLinks.get(link.id)!.status).toBe('cancelled');
  });

  it('refuses to cancel a link that was paid', async () => {
    const link = await provider.createPayment({
      orderId: 'c4',
      amount: 10_000,
      currency: 'inr',
      idempotencyKey: 'cancel_paid_link',
      metadata: {},
      channel: 'payment_link',
    });
    api.payLink(link.id);
    await expect(provider.cancel(link.id)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('RazorpayPaymentProvider signatures and client config', () => {
  it('gives the browser the key id and the three methods, never a secret', () => {
    const config = provider.clientConfig();
    expect(config).toEqual({ provider: 'razorpay', keyId: api.keyId, methods: ['upi', 'card', 'netbanking'] });
    expect(JSON.stringify(config)).not.toContain(api.keySecret);
    expect(JSON.stringify(config)).not.toContain(api.webhookSecret);
  });

  it("accepts only Checkout's signature of this order and this payment", () => {
    const good = api.checkoutSignature('order_A', 'pay_B');
    expect(provider.verifyCheckoutSignature('order_A', 'pay_B', good)).toBe(true);
    expect(provider.verifyCheckoutSignature('order_A', 'pay_C', good)).toBe(false);
    expect(provider.verifyCheckoutSignature('order_X', 'pay_B', good)).toBe(false);
    const withOtherSecret = createHmac('sha256', 'someone_else').update('order_A|pay_B').digest('hex');
    expect(provider.verifyCheckoutSignature('order_A', 'pay_B', withOtherSecret)).toBe(false);
    expect(provider.verifyCheckoutSignature('order_A', 'pay_B', '')).toBe(false);
    expect(provider.verifyCheckoutSignature('order_A', 'pay_B', good.slice(0, 32))).toBe(false);
    expect(provider.verifyCheckoutSignature('order_A', 'pay_B', 'zz'.repeat(32))).toBe(false);
  });

  it("checks a webhook's signature over the exact bytes with the webhook secret", () => {
    const body = '{"event":"payment.captured","payload":{}}';
    const signature = createHmac('sha256', api.webhookSecret).update(body).digest('hex');
    expect(provider.verifyWebhook(Buffer.from(body), signature)).toBe(true);
    expect(provider.verifyWebhook(Buffer.from(body + ' '), signature)).toBe(false);
    expect(provider.verifyWebhook(Buffer.from(body), createHmac('sha256', 'x').update(body).digest('hex'))).toBe(false);
    expect(provider.verifyWebhook(Buffer.from(body), 'not-hex')).toBe(false);
    const without = new RazorpayPaymentProvider({ keyId: 'rzp_test_x', keySecret: 's', baseUrl: api.baseUrl });
    expect(without.acceptsWebhooks).toBe(false);
    expect(() => without.verifyWebhook(body, signature)).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
  });
});
