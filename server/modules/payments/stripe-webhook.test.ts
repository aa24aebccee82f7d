import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { seedCatalogue } from '../../db/seed.js';
import type { DevOutbox } from '../../providers/mail.js';
import { StripePaymentProvider } from '../../providers/payments/stripe.js';
import { FakeStripeServer } from '../../test/fake-stripe-server.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import type { AppDeps } from '../../deps.js';
import { insertProduct } from '../../test/fixtures.js';
import { newBuyer, ordersOf, shipping, stockOf } from '../../test/checkout-fixtures.js';

const NOW = '2026-11-22T06:00:00Z';
const WEBHOOK_SECRET = 'whsec_loopback_secret';

let database: TestDatabase;
let api: FakeStripeServer;
let deps: AppDeps;
let app: FastifyInstance;
const clock = fixedClock(NOW);

beforeAll(async () => {
  database = await createTestDatabase();
  api = await new FakeStripeServer().start();
  const payments = new StripePaymentProvider({
    secretKey: api.secretKey,
    publishableKey: 'pk_test_loopback',
    webhookSecret: WEBHOOK_SECRET,
    connection: api.connection,
  });
  deps = testDeps(database, { clock, payments });
  app = await buildApp({ deps });
  // The hiring centres (and the catalogue their services bring machines from).
  await seedCatalogue(database.db);
});
afterAll(async () => {
  await app.close();
  await api.stop();
  await database.close();
});

function event(id: string, type: string, paymentId: string): string {
  const intent = api.intents.get(paymentId)!;
  const { amountRefunded: _refunded, ...object } = intent;
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(clock.now().getTime() / 1000),
    data: { object },
  });
}

function deliver(payload: string, options: { secret?: string; ageSeconds?: number; signature?: string | null } = {}) {
  const timestamp = Math.floor(clock.now().getTime() / 1000) - (options.ageSeconds ?? 0);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp })
      : options.signature;
  return app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    // What Stripe sends.
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

async function checkoutOf(productId: number) {
  const buyer = await newBuyer(deps, database.db);
  await buyer.caller.cart.add({ productId, rental: false });
  const started = await buyer.caller.checkout.start(shipping);
  const paymentId = started.payment.clientSecret.split('_secret_')[0]!;
  return { ...buyer, started, paymentId };
}

describe('checkout with Stripe', () => {
  it(
    'creates the PaymentIntent on the server and gives the browser only the client ' + 'secret and publishable key',
    async () => {
      const thresher = await insertProduct(database.db, {
        name: 'Thresher',
        price: 12_345_67,
        isAvailableForRent: false,
        stockQuantity: 2,
      });
      const { started, paymentId } = await checkoutOf(thresher);
      expect(started.payment).toEqual({
        provider: 'stripe',
        publishableKey: 'pk_test_loopback',
        methods: ['card'],
        clientSecret: api.intents.get(paymentId)!.client_secret,
      });
      const intent = api.intents.get(paymentId)!;
      expect(intent).toMatchObject({
        amount: started.order.total,
        currency: 'inr',
        metadata: { orderId: started.order.id },
      });
      expect(started.order.total).toBe(1_234_567 + 222_222);
      const create = api.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST')!;
      expect(create.headers['idempotency-key']).toBe(`order_${started.order.id}`);
      expect(create.body.automatic_payment_methods).toEqual({ enabled: 'true' });
    },
  );
});

describe('POST /webhooks/stripe', () => {
  it('completes the order on payment_intent.succeeded, once, however often it is told', async () => {
    const tiller = await insertProduct(database.db, {
      name: 'Power Tiller',
      price: 9_000_000,
      isAvailableForRent: false,
      stockQuantity: 3,
    });
    const { user, caller, started, paymentId } = await checkoutOf(tiller);
    api.succeed(paymentId);

    const first = await deliver(event('evt_paid_1', 'payment_intent.succeeded', paymentId));
    expect([first.statusCode, first.json()]).toEqual([200, { received: true }]);
    const redelivered = await deliver(event('evt_paid_1', 'payment_intent.succeeded', paymentId));
    expect([redelivered.statusCode, redelivered.json()]).toEqual([200, { received: true, duplicate: true }]);
    const another = await deliver(event('evt_paid_2', 'payment_intent.succeeded', paymentId));
    expect(another.statusCode).toBe(200);
    const fromBrowser = await caller.checkout.complete({ orderId: started.order.id });
    const again = await caller.checkout.complete({ orderId: started.order.id });

    expect([fromBrowser.status, again.status]).toEqual(['paid', 'paid']);
    expect(await ordersOf(database.db, user.id)).toEqual([
      { id: started.order.id, status: 'paid', total: started.order.total, paymentIntentId: paymentId },
    ]);
    expect(api.intents.get(paymentId)!.amount).toBe(fromBrowser.total);
    expect(await stockOf(database.db, tiller)).toBe(2);
    expect((deps.mailer as DevOutbox).list().filter((m) => m.to === user.email)).toHaveLength(1);
    expect((await caller.cart.get()).lines).toEqual([]);
  });

  it('refuses a wrong signature, changed bytes, a missing signature and an event older than five minutes', async () => {
    const pump = await insertProduct(database.db, { name: 'Pump', isAvailableForRent: false, stockQuantity: 1 });
    const { user, paymentId } = await checkoutOf(pump);
    api.succeed(paymentId);
    const payload = event('evt_forged', 'payment_intent.succeeded', paymentId);
    const signed = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(clock.now().getTime() / 1000),
    });

    for (const response of [
      await deliver(payload, { secret: 'whsec_someone_else' }),
      await deliver(payload.replace('"evt_forged"', '"evt_forged2"'), { signature: signed }),
      await deliver(payload, { signature: null }),
      await deliver(payload, { ageSeconds: 301 }),
    ]) {
      expect(response.statusCode).toBe(400);
    }
    expect((await ordersOf(database.db, user.id))[0]!.status).toBe('pending');
    expect(await stockOf(database.db, pump)).toBe(1);
    expect(
      await database.db.selectFrom('webhookEvents').select('eventId').where('eventId', 'like', 'evt_forged%').execute(),
    ).toEqual([]);
  });

  it(
    'releases the units on payment_intent.payment_failed; a later success still ' +
      'completes the order if they are free',
    async () => {
      const drill = await insertProduct(database.db, {
        name: 'Seed Drill',
        isAvailableForRent: false,
        stockQuantity: 1,
      });
      const first = await checkoutOf(drill);
      api.decline(first.paymentId, 'Your card was declined.');
      expect((await deliver(event('evt_failed_1', 'payment_intent.payment_failed', first.paymentId))).statusCode).toBe(
        200,
      );
      expect((await ordersOf(database.db, first.user.id))[0]!.status).toBe('failed');

      api.succeed(first.paymentId);
      expect(
        (await deliver(event('evt_paid_after_fail', 'payment_intent.succeeded', first.paymentId))).statusCode,
      ).toBe(200);
      expect((await ordersOf(database.db, first.user.id))[0]!.status).toBe('paid');
      expect(await stockOf(database.db, drill)).toBe(0);
    },
  );

  it('refunds a payment that succeeds after its units went to someone else', async () => {
    const harrow = await insertProduct(database.db, {
      name: 'Disc Harrow',
      isAvailableForRent: false,
      stockQuantity: 1,
    });
    const first = await checkoutOf(harrow);
    api.decline(first.paymentId);
    await deliver(event('evt_failed_2', 'payment_intent.payment_failed', first.paymentId));
    const second = await checkoutOf(harrow);
    api.succeed(second.paymentId);
    await deliver(event('evt_paid_second', 'payment_intent.succeeded', second.paymentId));

    api.succeed(first.paymentId);
    const late = await deliver(event('evt_paid_late', 'payment_intent.succeeded', first.paymentId));
    expect(late.statusCode).toBe(200);
    expect((await ordersOf(database.db, first.user.id))[0]!.status).toBe('refunded');
    expect((await ordersOf(database.db, second.user.id))[0]!.status).toBe('paid');
    const refund = api.requests.find((r) => r.path === '/v1/refunds' && r.body.payment_intent === first.paymentId)!;
    expect(refund.headers['idempotency-key']).toBe(`refund_${first.started.order.id}`);
    expect(await stockOf(database.db, harrow)).toBe(0);
  });

  it('acknowledges events it does not handle and payments of no known order', async () => {
    const response = await deliver(
      JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('still parses JSON as usual for tRPC calls', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/checkout.complete',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: JSON.stringify({ json: { orderId: '00000000-0000-4000-8000-000000000000' } }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.json.message).toBe('Please log in to continue');
  });

  it('answers 404 when Stripe webhooks are not configured', async () => {
    const testApp = await buildApp({ deps: testDeps(database, { clock }) });
    const response = await testApp.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    await testApp.close();
  });
});

describe('POST /webhooks/stripe for hire jobs', () => {
  async function paddyHarvestNearMandya() {
    const service = await database.db
      .selectFrom('hireServices')
      .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
      .select('hireServices.id')
      .where('hireCentres.pinCode', '=', '571401')
      .where('hireServices.operation', '=', 'paddy_harvesting')
      .executeTakeFirstOrThrow();
    const farmer = await newBuyer(deps, database.db);
    const started = await farmer.caller.hiring.book({
      serviceId: service.id,
      day: '2026-11-29',
      slot: 'morning',
      areaMilliAcres: 3000,
      lat: 12.52216,
      lon: 76.90092,
      place: 'Mandya 571401',
      landmark: 'Behind the Hanuman temple',
      phone: '98450 12345',
    });
    const paymentId = started.payment!.clientSecret.split('_secret_')[0]!;
    return { ...farmer, started, paymentId };
  }

  const jobRow = (jobId: string) =>
    database.db
      .selectFrom('hireJobs')
      .select(['status', 'advancePaidAt'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
  const smsKinds = async (jobId: string) =>
    (await database.db.selectFrom('smsOutbox').select('kind').where('jobId', '=', jobId).execute()).map((r) => r.kind);

  it('books a job whose advance was paid while the browser was gone, once however often Stripe tells', async () => {
    const { caller, started, paymentId } = await paddyHarvestNearMandya();
    const intent = api.intents.get(paymentId)!;
    expect(intent).toMatchObject({ amount: started.amount, metadata: { hireJobId: started.jobId } });
    api.succeed(paymentId);

    // The farmer's phone lost its connection after Stripe.js confirmed: nothing but the webhook arrives.
    const first = await deliver(event('evt_hire_paid_1', 'payment_intent.succeeded', paymentId));
    expect([first.statusCode, first.json()]).toEqual([200, { received: true }]);
    const redelivered = await deliver(event('evt_hire_paid_1', 'payment_intent.succeeded', paymentId));
    expect([redelivered.statusCode, redelivered.json()]).toEqual([200, { received: true, duplicate: true }]);
    const another = await deliver(event('evt_hire_paid_2', 'payment_intent.succeeded', paymentId));
    expect([another.statusCode, another.json()]).toEqual([200, { received: true }]);

    expect(await jobRow(started.jobId)).toMatchObject({ status: 'booked', advancePaidAt: clock.now() });
    expect(await smsKinds(started.jobId)).toEqual(['booked']);
    // The browser coming back later changes nothing.
    expect((await caller.hiring.completePayment({ jobId: started.jobId })).status).toBe('booked');
    expect(await smsKinds(started.jobId)).toEqual(['booked']);
    expect(api.requests.filter((r) => r.path === '/v1/refunds' && r.body.payment_intent === paymentId)).toEqual([]);
  });

  it('books nothing for an advance that has not succeeded, and says so to Stripe without a retry', async () => {
    const { started, paymentId } = await paddyHarvestNearMandya();
    api.decline(paymentId);
    const response = await deliver(event('evt_hire_not_paid', 'payment_intent.succeeded', paymentId));
    expect(response.statusCode).toBe(200);
    expect((await jobRow(started.jobId)).status).toBe('pending');
    expect(await smsKinds(started.jobId)).toEqual([]);
  });
});
