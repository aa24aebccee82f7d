/**
 * The payment provider fails while farmers pay: the real Stripe provider (the stripe SDK) talks to a loopback
 * Stripe API through a proxy that answers 500, never answers, or loses the answers. The order must keep its units
 * while the customer's payment is in doubt, the customer hears that payments are down, and the browser's retry or
 * Stripe's webhook must complete the order exactly once.
 */
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../shared/schemas/checkout.js';
import { buildApp } from '../../server/app.js';
import { newBuyer, ordersOf, shipping, stockOf } from '../../server/test/checkout-fixtures.js';
import { insertProduct } from '../../server/test/fixtures.js';
import { StripePaymentProvider } from '../../server/providers/payments/stripe.js';
import { FakeStripeServer } from '../../server/test/fake-stripe-server.js';
import { fixedClock, testDeps } from '../../server/test/harness.js';
import { expectRefusal, refusalOf } from '../../server/test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../server/test/test-db.js';
import type { AppDeps } from '../../server/deps.js';
import { HttpFaultProxy } from './lib/http-fault-proxy.js';

const WEBHOOK_SECRET = 'whsec_faults_secret';
/** Per attempt; the SDK makes three attempts with a backoff of 0.5-2 s between them. */
const STRIPE_TIMEOUT_MS = 1_000;
const clock = fixedClock('2026-11-22T06:00:00Z');

let database: TestDatabase;
let stripe: FakeStripeServer;
let proxy: HttpFaultProxy;
let deps: AppDeps;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  stripe = await new FakeStripeServer().start();
  proxy = await new HttpFaultProxy({ host: stripe.connection.host, port: stripe.connection.port }).start();
  const payments = new StripePaymentProvider({
    secretKey: stripe.secretKey,
    publishableKey: 'pk_test_faults',
    webhookSecret: WEBHOOK_SECRET,
    connection: proxy.connection,
    timeoutMs: STRIPE_TIMEOUT_MS,
  });
  deps = testDeps(database, { clock, payments });
  app = await buildApp({ deps });
});

afterAll(async () => {
  await app?.close();
  await proxy?.stop();
  await stripe?.stop();
  await database?.close();
});

beforeEach(() => {
  proxy.mode = 'pass';
});

/** A buyer who started paying for the only unit of a product; Stripe.js has confirmed the card. */
async function paidAtStripe() {
  const productId = await insertProduct(database.db, { stockQuantity: 1, price: 4_000_000, isAvailableForRent: false });
  const buyer = await newBuyer(deps, database.db);
  await buyer.caller.cart.add({ productId, rental: false });
  const started = await buyer.caller.checkout.start(shipping);
  const paymentId = started.payment.clientSecret.split('_secret_')[0]!;
  stripe.succeed(paymentId);
  return { productId, ...buyer, orderId: started.order.id, paymentId };
}

function deliverSucceeded(eventId: string, paymentId: string) {
  const { amountRefunded: _refunded, ...object } = stripe.intents.get(paymentId)!;
  const created = Math.floor(clock.now().getTime() / 1000);
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    created,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: created });
  return app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/** The order's row as the database holds it. */
async function orderRow(orderId: string) {
  return database.db
    .selectFrom('orders')
    .select(['status', 'reservedUntil', 'paidAt'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

async function expectHeldForTheBuyer(productId: number, orderId: string) {
  const order = await orderRow(orderId);
  expect(order.status).toBe('pending');
  expect(order.reservedUntil!.getTime()).toBeGreaterThan(clock.now().getTime());
  expect(await stockOf(database.db, productId)).toBe(1);
  // The unit is held: another farmer cannot take it meanwhile.
  const other = await newBuyer(deps, database.db);
  await other.caller.cart.add({ productId, rental: false });
  await expectRefusal(other.caller.checkout.start(shipping), 'HELD_BY_ANOTHER_BUYER');
  await other.caller.cart.clear();
}

describe('the payment provider fails after the card was charged', () => {
  it(
    'answers 500: the order stays pending with its unit held, the buyer hears it, ' +
      'and the webhook completes it once',
    async () => {
      const { productId, user, caller, orderId, paymentId } = await paidAtStripe();
      proxy.mode = 'error500';

      const error = await refusalOf(caller.checkout.complete({ orderId }));
      expect([error.code, error.reason, error.message]).toEqual([
        'BAD_GATEWAY',
        'PAYMENT_SERVICE_UNAVAILABLE',
        checkoutMessages.paymentUnavailable,
      ]);
      // The SDK retried the 500 twice before giving up.
      expect(proxy.count('error500')).toBe(3);
      await expectHeldForTheBuyer(productId, orderId);

      proxy.mode = 'pass';
      const delivered = await deliverSucceeded('evt_after_outage', paymentId);
      expect(delivered.statusCode).toBe(200);
      expect((await orderRow(orderId)).status).toBe('paid');

      // The browser's retry, and Stripe's redelivery, change nothing more.
      expect((await caller.checkout.complete({ orderId })).status).toBe('paid');
      expect((await deliverSucceeded('evt_after_outage', paymentId)).json()).toEqual({
        received: true,
        duplicate: true,
      });
      expect((await deliverSucceeded('evt_after_outage_2', paymentId)).statusCode).toBe(200);
      expect(await stockOf(database.db, productId)).toBe(0);
      expect((await ordersOf(database.db, user.id)).map((o) => o.status)).toEqual(['paid']);
      expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toEqual([]);
    },
  );

  it('never answers: the buyer hears it within seconds, and the retry completes the order once', async () => {
    const { productId, user, caller, orderId, paymentId } = await paidAtStripe();
    proxy.mode = 'hang';

    const started = performance.now();
    const error = await refusalOf(caller.checkout.complete({ orderId }));
    const waited = performance.now() - started;
    expect([error.code, error.reason, error.message]).toEqual([
      'BAD_GATEWAY',
      'PAYMENT_SERVICE_UNAVAILABLE',
      checkoutMessages.paymentUnavailable,
    ]);
    expect(proxy.count('hang')).toBe(3);
    expect(waited).toBeGreaterThan(3 * STRIPE_TIMEOUT_MS);
    expect(waited).toBeLessThan(3 * STRIPE_TIMEOUT_MS + 5_000);
    await expectHeldForTheBuyer(productId, orderId);

    proxy.mode = 'pass';
    const [first, second] = await Promise.all([
      caller.checkout.complete({ orderId }),
      caller.checkout.complete({ orderId }),
    ]);
    expect([first.status, second.status]).toEqual(['paid', 'paid']);
    expect((await deliverSucceeded('evt_late', paymentId)).statusCode).toBe(200);
    expect(await stockOf(database.db, productId)).toBe(0);
    expect((await ordersOf(database.db, user.id)).map((o) => o.status)).toEqual(['paid']);
  });
});

describe('the payment provider fails while the payment is being created', () => {
  it(
    'loses its answers: the order gives its unit back, the buyer hears it, and ' + 'starting again charges once',
    async () => {
      const productId = await insertProduct(database.db, {
        stockQuantity: 1,
        price: 4_000_000,
        isAvailableForRent: false,
      });
      const { user, caller } = await newBuyer(deps, database.db);
      await caller.cart.add({ productId, rental: false });
      proxy.mode = 'lose-answers';

      const error = await refusalOf(caller.checkout.start(shipping));
      expect([error.code, error.reason, error.message]).toEqual([
        'BAD_GATEWAY',
        'PAYMENT_SERVICE_UNAVAILABLE',
        checkoutMessages.paymentUnavailable,
      ]);
      // Stripe acted on the first attempt; the retries carried the same idempotency key, so one payment exists.
      const attempts = stripe.requests.filter(
        (r) =>
          r.path === '/v1/payment_intents' &&
          r.body.metadata &&
          (r.body.metadata as Record<string, string>).userId === user.id,
      );
      expect(attempts).toHaveLength(3);
      expect(new Set(attempts.map((a) => a.headers['idempotency-key'])).size).toBe(1);
      const [failed] = await ordersOf(database.db, user.id);
      expect(failed!.status).toBe('failed');
      expect(await stockOf(database.db, productId)).toBe(1);

      proxy.mode = 'pass';
      const again = await caller.checkout.start(shipping);
      expect(again.order.id).not.toBe(failed!.id);
      const paymentId = again.payment.clientSecret.split('_secret_')[0]!;
      stripe.succeed(paymentId);
      expect((await caller.checkout.complete({ orderId: again.order.id })).status).toBe('paid');
      expect((await deliverSucceeded('evt_second_try', paymentId)).statusCode).toBe(200);
      expect(await stockOf(database.db, productId)).toBe(0);
      expect((await ordersOf(database.db, user.id)).map((o) => o.status).sort()).toEqual(['failed', 'paid']);
      // The payment created for the lost answer was never shown to the browser, so it can never be charged.
      const orphan = [...stripe.intents.values()].find((i) => i.metadata.orderId === failed!.id);
      expect(orphan?.status).toBe('requires_payment_method');
    },
  );
});
