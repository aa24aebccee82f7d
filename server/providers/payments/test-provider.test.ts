import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { TestPaymentProvider } from './test-provider.js';
import { PaymentProviderError } from './types.js';

let database: TestDatabase;
let provider: TestPaymentProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = new TestPaymentProvider(database.db, { now: () => new Date('2026-11-22T06:00:00Z') });
});
afterAll(() => database.close());

let keyCounter = 0;
async function newPayment(amount = 118_000) {
  keyCounter++;
  return provider.createPayment({
    orderId: `order-${keyCounter}`,
    amount,
    currency: 'inr',
    idempotencyKey: `order_${keyCounter}`,
    metadata: { orderId: `order-${keyCounter}` },
  });
}

describe('TestPaymentProvider', () => {
  it('creates a payment awaiting a card, and replays it for the same idempotency key', async () => {
    const input = {
      orderId: 'o-1',
      amount: 59_000,
      currency: 'inr' as const,
      idempotencyKey: 'order_o-1',
      metadata: { orderId: 'o-1' },
    };
    const first = await provider.createPayment(input);
    expect(await provider.createPayment(input)).toEqual(first);
    await expect(provider.createPayment({ ...input, amount: 1 })).rejects.toMatchObject({ code: 'idempotency_error' });
    expect(await provider.retrieve(first.id)).toEqual({
      id: first.id,
      status: 'requires_payment_method',
      amount: 59_000,
      currency: 'inr',
      metadata: { orderId: 'o-1' },
      lastError: null,
      lastErrorCode: null,
      amountRefunded: 0,
      method: null,
      fee: null,
    });
  });

  it('succeeds with 4242 4242 4242 4242 and then refuses a second confirmation', async () => {
    const { id, clientSecret } = await newPayment();
    const result = await provider.confirmCard(clientSecret, { cardNumber: '4242424242424242' });
    expect(result.decline).toBeNull();
    expect(result.payment.status).toBe('succeeded');
    await expect(provider.confirmCard(clientSecret, { cardNumber: '4242424242424242' })).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    expect((await provider.retrieve(id)).status).toBe('succeeded');
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000069', 'Your card has expired.'],
  ])("declines %s with Stripe's message and lets the customer try another card", async (number, message) => {
    const { id, clientSecret } = await newPayment();
    const declined = await provider.confirmCard(clientSecret, { cardNumber: number });
    expect(declined.decline?.message).toBe(message);
    expect(declined.payment).toMatchObject({ status: 'requires_payment_method', lastError: message });
    const retried = await provider.confirmCard(clientSecret, { cardNumber: '4242424242424242' });
    expect(retried.payment).toMatchObject({ id, status: 'succeeded', lastError: null });
  });

  it('declines a real card number in test mode', async () => {
    const { clientSecret } = await newPayment();
    const result = await provider.confirmCard(clientSecret, { cardNumber: '4111111111111111' });
    expect(result.decline?.message).toMatch(/^Your card was declined\. Your request was in test mode/);
  });

  it('confirms only with the whole client secret', async () => {
    const { id, clientSecret } = await newPayment();
    await expect(provider.confirmCard(`${id}_secret_guess`, { cardNumber: '4242424242424242' })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    await expect(
      provider.confirmCard(clientSecret.slice(0, -1), { cardNumber: '4242424242424242' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    expect((await provider.retrieve(id)).status).toBe('requires_payment_method');
  });

  it('charges once when the Pay button is pressed twice at the same moment', async () => {
    const { id, clientSecret } = await newPayment();
    const results = await Promise.allSettled([
      provider.confirmCard(clientSecret, { cardNumber: '4242424242424242' }),
      provider.confirmCard(clientSecret, { cardNumber: '4242424242424242' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await provider.retrieve(id)).status).toBe('succeeded');
  });

  it('refunds a succeeded payment in full, once per key, and nothing else', async () => {
    const unpaid = await newPayment();
    await expect(provider.refund(unpaid.id, { idempotencyKey: 'r-unpaid' })).rejects.toMatchObject({
      code: 'charge_not_refundable',
    });

    const { id, clientSecret } = await newPayment(118_001);
    await provider.confirmCard(clientSecret, { cardNumber: '4242424242424242' });
    await provider.refund(id, { idempotencyKey: `refund_${id}` });
    await provider.refund(id, { idempotencyKey: `refund_${id}` });
    expect((await provider.retrieve(id)).amountRefunded).toBe(118_001);
    await expect(provider.refund(id, { idempotencyKey: 'another' })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    const refunds = await database.db
      .selectFrom('testPaymentRefunds')
      .select('amount')
      .where('paymentId', '=', id)
      .execute();
    expect(refunds).toEqual([{ amount: 118_001 }]);
  });

  it('refunds part of a payment once per key, then the rest, and never more than was paid', async () => {
    const { id, clientSecret } = await newPayment(50_000);
    await provider.confirmCard(clientSecret, { cardNumber: '4242424242424242' });
    await provider.refund(id, { idempotencyKey: 'part-1', amount: 20_000 });
    await provider.refund(id, { idempotencyKey: 'part-1', amount: 20_000 });
    expect((await provider.retrieve(id)).amountRefunded).toBe(20_000);
    await expect(provider.refund(id, { idempotencyKey: 'part-2', amount: 30_001 })).rejects.toMatchObject({
      code: 'amount_too_large',
    });
    await provider.refund(id, { idempotencyKey: 'rest' });
    expect((await provider.retrieve(id)).amountRefunded).toBe(50_000);
  });

  it('cancels an unpaid payment so it can no longer be confirmed, but never a succeeded one', async () => {
    const open = await newPayment();
    await provider.cancel(open.id);
    await provider.cancel(open.id);
    await expect(provider.confirmCard(open.clientSecret, { cardNumber: '4242424242424242' })).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });

    const paid = await newPayment();
    await provider.confirmCard(paid.clientSecret, { cardNumber: '4242424242424242' });
    await expect(provider.cancel(paid.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('says which payment is missing', async () => {
    await expect(provider.retrieve('tpi_missing')).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
