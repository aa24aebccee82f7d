import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.js';
import type { TestPaymentProvider } from '../../providers/payments/test-provider.js';
import type { Payment } from '../../providers/payments/types.js';
import { cards, providerWith } from '../../test/checkout-fixtures.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { paymentsService, type PaymentTarget } from './payments.service.js';

let database: TestDatabase;
let deps: AppDeps;
const clock = fixedClock('2026-11-22T06:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testDeps(database, { clock });
});
afterAll(() => database.close());

const provider = () => deps.payments as TestPaymentProvider;
const { captured, confirmTestCard } = paymentsService;
const nobody = async () => null;

/** A test-mode payment created the way checkout (orderId) or hiring (hireJobId) creates one. */
async function paymentFor(kind: PaymentTarget['kind'], amount = 180_000) {
  const id = randomUUID();
  const metadata: Record<string, string> = kind === 'order' ? { orderId: id } : { hireJobId: id, purpose: 'advance' };
  const idempotencyKey = `t_${id}`;
  const created = await provider().createPayment({ orderId: id, amount, currency: 'inr', idempotencyKey, metadata });
  const target: PaymentTarget = { kind, id, amount, currency: 'inr' };
  return { ...created, target };
}

function seeing(overrides: Partial<Payment>): AppDeps {
  return {
    ...deps,
    payments: providerWith(deps.payments, {
      retrieve: async (id) => ({ ...(await deps.payments.retrieve(id)), ...overrides }),
    }),
  };
}

describe('paymentsService.captured', () => {
  it('answers the payment once it succeeded for exactly its amount, currency and target', async () => {
    for (const kind of ['order', 'hireJob'] as const) {
      const { id, clientSecret, target } = await paymentFor(kind);
      await provider().confirmCard(clientSecret, { cardNumber: '4242424242424242' });
      expect(await captured(deps, id, target)).toMatchObject({ id, status: 'succeeded', amount: 180_000 });
    }
  });

  it('refuses a payment for another amount, currency or target as a mismatch, never as paid', async () => {
    const { id, clientSecret, target } = await paymentFor('hireJob');
    await provider().confirmCard(clientSecret, { cardNumber: '4242424242424242' });
    const cases: [string, AppDeps, PaymentTarget][] = [
      ['a paisa more', deps, { ...target, amount: target.amount + 1 }],
      ['another job', deps, { ...target, id: randomUUID() }],
      // The same id as an order: the payment names a hire job, not an order.
      ['an order', deps, { ...target, kind: 'order' }],
      ['paid in dollars', seeing({ currency: 'usd' }), target],
      ['a target in dollars', deps, { ...target, currency: 'usd' }],
    ];
    for (const [what, asking, expected] of cases) {
      await expect(captured(asking, id, expected), what).rejects.toMatchObject({ reason: 'PAYMENT_MISMATCH' });
    }
    await expect(captured(deps, id, cases[0]![2])).rejects.toThrow('The payment does not match this job.');
    await expect(captured(deps, id, cases[2]![2])).rejects.toThrow('The payment does not match this order.');
  });

  it('maps processing, a decline and an unconfirmed payment to their refusals', async () => {
    const { id, clientSecret, target } = await paymentFor('order');
    await expect(captured(deps, id, target)).rejects.toMatchObject({ reason: 'PAYMENT_NOT_COMPLETED', params: {} });
    await provider().confirmCard(clientSecret, { cardNumber: '4000000000009995' });
    await expect(captured(deps, id, target)).rejects.toMatchObject({
      reason: 'PAYMENT_DECLINED',
      params: { declineCode: 'insufficient_funds' },
      message: 'Your card has insufficient funds.',
    });
    await expect(captured(seeing({ status: 'processing' }), id, target)).rejects.toMatchObject({
      reason: 'PAYMENT_PROCESSING',
    });
  });

  it('refuses PAYMENT_SERVICE_UNAVAILABLE when the provider cannot be asked', async () => {
    const { id, target } = await paymentFor('order');
    const unreachable = () => Promise.reject(new Error('ECONNRESET'));
    const down = { ...deps, payments: providerWith(deps.payments, { retrieve: unreachable }) };
    await expect(captured(down, id, target)).rejects.toMatchObject({ reason: 'PAYMENT_SERVICE_UNAVAILABLE' });
  });
});

describe('paymentsService.confirmTestCard', () => {
  it('refuses a card past its expiry month as a field refusal under card., before looking up the target', async () => {
    const { id, clientSecret } = await paymentFor('hireJob');
    let lookedUp = false;
    const call = confirmTestCard(deps, { clientSecret, card: { ...cards.good, expiry: '10/26' } }, async () => {
      lookedUp = true;
    });
    await expect(call).rejects.toMatchObject({
      reason: 'INVALID_INPUT',
      params: { field: 'card.expiry', issue: { code: 'CARD_EXPIRY_PAST' } },
    });
    expect(lookedUp).toBe(false);
    expect((await provider().retrieve(id)).status).toBe('requires_payment_method');
  });

  it('confirms a good card once, answers what the lookup found, and refuses a second confirmation', async () => {
    const { id, clientSecret } = await paymentFor('order');
    const seen: string[] = [];
    const { target, payment } = await confirmTestCard(deps, { clientSecret, card: cards.good }, async (paymentId) => {
      seen.push(paymentId);
      return { job: 'J-1' };
    });
    expect([target, seen]).toEqual([{ job: 'J-1' }, [id]]);
    // The payment as the provider answered the confirmation: what a retrieve reads now.
    expect(payment).toEqual(await provider().retrieve(id));
    expect((await provider().retrieve(id)).status).toBe('succeeded');
    await expect(confirmTestCard(deps, { clientSecret, card: cards.good }, nobody)).rejects.toMatchObject({
      reason: 'PAYMENT_CANNOT_CONFIRM',
    });
  });

  it("declines with the issuer's code, and charges nothing when the lookup refuses a stranger", async () => {
    const { id, clientSecret } = await paymentFor('hireJob');
    await expect(confirmTestCard(deps, { clientSecret, card: cards.declined }, nobody)).rejects.toMatchObject({
      reason: 'PAYMENT_DECLINED',
      params: { declineCode: 'card_declined' },
    });
    const stranger = confirmTestCard(deps, { clientSecret, card: cards.good }, async () => {
      throw new Error('not yours');
    });
    await expect(stranger).rejects.toThrow('not yours');
    expect((await provider().retrieve(id)).status).toBe('requires_payment_method');
  });

  it('is not there unless the built-in test payments are', async () => {
    const { clientSecret } = await paymentFor('order');
    const stripeLike = { ...deps, payments: providerWith(deps.payments, {}) };
    await expect(confirmTestCard(stripeLike, { clientSecret, card: cards.good }, nobody)).rejects.toMatchObject({
      reason: 'NOT_FOUND',
    });
  });
});

describe('paymentsService.refundInFull', () => {
  it('sends a succeeded payment back once however often it runs, and leaves an unpaid one alone', async () => {
    const paid = await paymentFor('hireJob', 50_000);
    await provider().confirmCard(paid.clientSecret, { cardNumber: '4242424242424242' });
    expect(await paymentsService.refundInFull(deps, paid.id, `refund_${paid.target.id}`)).toBe(50_000);
    expect(await paymentsService.refundInFull(deps, paid.id, `refund_${paid.target.id}`)).toBe(0);
    expect(await provider().retrieve(paid.id)).toMatchObject({ amount: 50_000, amountRefunded: 50_000 });

    const unpaid = await paymentFor('order');
    expect(await paymentsService.refundInFull(deps, unpaid.id, `refund_${unpaid.target.id}`)).toBe(0);
  });
});
