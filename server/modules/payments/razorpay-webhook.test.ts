import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { seedCatalogue } from '../../db/seed.js';
import type { DevOutbox } from '../../providers/mail.js';
import { RazorpayPaymentProvider } from '../../providers/payments/razorpay.js';
import { FakeRazorpayServer, type SignedWebhook } from '../../test/fake-razorpay-server.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import type { AppDeps } from '../../deps.js';
import { insertProduct } from '../../test/fixtures.js';
import { newBuyer, ordersOf, shipping, stockOf } from '../../test/checkout-fixtures.js';

const NOW = '2026-11-22T06:00:00Z';

let database: TestDatabase;
let api: FakeRazorpayServer;
let deps: AppDeps;
let app: FastifyInstance;
const clock = fixedClock(NOW);

beforeAll(async () => {
  database = await createTestDatabase();
  api = await new FakeRazorpayServer().useClock(() => clock.now()).start();
  const payments = new RazorpayPaymentProvider({
    keyId: api.keyId,
    keySecret: api.keySecret,
    webhookSecret: api.webhookSecret,
    baseUrl: api.baseUrl,
  });
  deps = testDeps(database, { clock, payments });
  app = await buildApp({ deps });
  // The hiring centres (and the catalogue their services bring machines from).
  await seedCatalogue(database.db);
}, 60_000);
afterAll(async () => {
  await app.close();
  await api.stop();
  await database.close();
});

function deliver(hook: SignedWebhook, options: { signature?: string | null; body?: string } = {}) {
  const signature = options.signature === undefined ? hook.signature : options.signature;
  return app.inject({
    method: 'POST',
    url: '/webhooks/razorpay',
    // What Razorpay sends.
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': hook.eventId,
      ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
    },
    payload: options.body ?? hook.body,
  });
}

async function checkoutOf(productId: number) {
  const buyer = await newBuyer(deps, database.db);
  await buyer.caller.cart.add({ productId, rental: false });
  const started = await buyer.caller.checkout.start(shipping);
  return { ...buyer, started, razorpayOrderId: started.payment.clientSecret };
}

const mailsTo = (email: string) => (deps.mailer as DevOutbox).list().filter((m) => m.to === email);

describe('checkout with Razorpay', () => {
  it("creates a Razorpay order for the server's total and gives the browser only the order id and key id", async () => {
    const thresher = await insertProduct(database.db, {
      name: 'Thresher',
      price: 12_345_67,
      isAvailableForRent: false,
      stockQuantity: 2,
    });
    const { started, razorpayOrderId } = await checkoutOf(thresher);
    expect(started.payment).toEqual({
      provider: 'razorpay',
      keyId: api.keyId,
      methods: ['upi', 'card', 'netbanking'],
      clientSecret: razorpayOrderId,
    });
    expect(api.orders.get(razorpayOrderId)).toMatchObject({
      amount: started.order.total,
      currency: 'INR',
      notes: { orderId: started.order.id },
    });
    expect(started.order.total).toBe(1_234_567 + 222_222);
  });
});

describe('POST /webhooks/razorpay', () => {
  it('refuses a forged webhook, changed bytes and a missing signature, and pays nothing', async () => {
    const pump = await insertProduct(database.db, { name: 'Pump', isAvailableForRent: false, stockQuantity: 1 });
    const { user, razorpayOrderId } = await checkoutOf(pump);
    const payment = api.payOrder(razorpayOrderId);
    const forged = api.webhook('payment.captured', { paymentId: payment.id }, { secret: 'someone_else' });
    const genuine = api.webhook('order.paid', { paymentId: payment.id, orderId: razorpayOrderId });

    for (const response of [
      await deliver(forged),
      await deliver(genuine, { body: genuine.body.replace('"order.paid"', '"order.paid" ') }),
      await deliver(genuine, { signature: null }),
      await deliver(genuine, { signature: 'not-a-signature' }),
    ]) {
      expect([response.statusCode, response.json().message]).toEqual([400, expect.any(String)]);
    }
    expect((await ordersOf(database.db, user.id))[0]!.status).toBe('pending');
    expect(await stockOf(database.db, pump)).toBe(1);
    expect(
      await database.db
        .selectFrom('webhookEvents')
        .select('eventId')
        .where('eventId', 'in', [forged.eventId, genuine.eventId])
        .execute(),
    ).toEqual([]);
  });

  it('makes one paid order from 20 deliveries of one webhook at once', async () => {
    const tiller = await insertProduct(database.db, {
      name: 'Power Tiller',
      price: 9_000_000,
      isAvailableForRent: false,
      stockQuantity: 3,
    });
    const { user, caller, started, razorpayOrderId } = await checkoutOf(tiller);
    const payment = api.payOrder(razorpayOrderId, { method: 'upi' });
    const hook = api.webhook('payment.captured', { paymentId: payment.id });

    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(hook)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const again = await deliver(hook);
    expect([again.statusCode, again.json()]).toEqual([200, { received: true, duplicate: true }]);

    expect(await ordersOf(database.db, user.id)).toEqual([
      { id: started.order.id, status: 'paid', total: started.order.total, paymentIntentId: razorpayOrderId },
    ]);
    expect(await stockOf(database.db, tiller)).toBe(2);
    expect(mailsTo(user.email)).toHaveLength(1);
    expect((await caller.cart.get()).lines).toEqual([]);
    expect(api.requests.filter((r) => r.path === `/v1/payments/${payment.id}/refund`)).toEqual([]);
  });

  it("ends in one paid order when the webhook comes before the browser's return, and when it comes after", async () => {
    const drill = await insertProduct(database.db, { name: 'Seed Drill', isAvailableForRent: false, stockQuantity: 4 });

    // Webhook first (payment.captured, then order.paid overtaking nothing), the browser's return after.
    const early = await checkoutOf(drill);
    const p1 = api.payOrder(early.razorpayOrderId);
    expect((await deliver(api.webhook('payment.captured', { paymentId: p1.id }))).statusCode).toBe(200);
    expect(
      (await deliver(api.webhook('order.paid', { paymentId: p1.id, orderId: early.razorpayOrderId }))).statusCode,
    ).toBe(200);
    const signature1 = api.checkoutSignature(early.razorpayOrderId, p1.id);
    expect(
      await early.caller.payments.razorpayReturn({
        orderId: early.razorpayOrderId,
        paymentId: p1.id,
        signature: signature1,
      }),
    ).toEqual({ kind: 'order', orderId: early.started.order.id });

    // The browser's return first, then order.paid and payment.captured out of order, told twice.
    const late = await checkoutOf(drill);
    const p2 = api.payOrder(late.razorpayOrderId, { method: 'card' });
    await late.caller.payments.razorpayReturn({
      orderId: late.razorpayOrderId,
      paymentId: p2.id,
      signature: api.checkoutSignature(late.razorpayOrderId, p2.id),
    });
    for (const hook of [
      api.webhook('order.paid', { paymentId: p2.id, orderId: late.razorpayOrderId }),
      api.webhook('payment.captured', { paymentId: p2.id }),
      api.webhook('payment.captured', { paymentId: p2.id }),
    ]) {
      expect((await deliver(hook)).statusCode).toBe(200);
    }

    for (const buyer of [early, late]) {
      expect(await ordersOf(database.db, buyer.user.id)).toEqual([
        {
          id: buyer.started.order.id,
          status: 'paid',
          total: buyer.started.order.total,
          paymentIntentId: buyer.razorpayOrderId,
        },
      ]);
      expect(mailsTo(buyer.user.email)).toHaveLength(1);
    }
    expect(await stockOf(database.db, drill)).toBe(2);
  });

  it('gives the units back on payment.failed; a later capture still pays the order', async () => {
    const harrow = await insertProduct(database.db, {
      name: 'Disc Harrow',
      isAvailableForRent: false,
      stockQuantity: 1,
    });
    const { user, razorpayOrderId } = await checkoutOf(harrow);
    const failed = api.failOrder(razorpayOrderId);
    expect((await deliver(api.webhook('payment.failed', { paymentId: failed.id }))).statusCode).toBe(200);
    expect((await ordersOf(database.db, user.id))[0]!.status).toBe('failed');

    const paid = api.payOrder(razorpayOrderId);
    expect((await deliver(api.webhook('payment.captured', { paymentId: paid.id }))).statusCode).toBe(200);
    expect((await ordersOf(database.db, user.id))[0]!.status).toBe('paid');
    expect(await stockOf(database.db, harrow)).toBe(0);
  });

  it('books nothing for an order that was not captured, and tells Razorpay not to retry', async () => {
    const sprayer = await insertProduct(database.db, { name: 'Sprayer', isAvailableForRent: false, stockQuantity: 1 });
    const { user, razorpayOrderId } = await checkoutOf(sprayer);
    // Only authorized: a webhook claiming the order was paid is checked against Razorpay itself.
    const authorized = api.payOrder(razorpayOrderId, { capture: false });
    const response = await deliver(api.webhook('payment.captured', { paymentId: authorized.id }));
    expect(response.statusCode).toBe(200);
    expect((await ordersOf(database.db, user.id))[0]!.status).toBe('pending');
  });

  it('answers 500 while Razorpay cannot be asked, so it delivers again, and then pays once', async () => {
    const baler = await insertProduct(database.db, { name: 'Baler', isAvailableForRent: false, stockQuantity: 1 });
    const { user, razorpayOrderId } = await checkoutOf(baler);
    const payment = api.payOrder(razorpayOrderId);
    const hook = api.webhook('payment.captured', { paymentId: payment.id });
    const down = new RazorpayPaymentProvider({
      keyId: api.keyId,
      keySecret: api.keySecret,
      webhookSecret: api.webhookSecret,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
    });
    const downApp = await buildApp({ deps: { ...deps, payments: down } });
    const failed = await downApp.inject({
      method: 'POST',
      url: '/webhooks/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': hook.eventId,
        'x-razorpay-signature': hook.signature,
      },
      payload: hook.body,
    });
    await downApp.close();
    expect(failed.statusCode).toBe(500);
    expect((await ordersOf(database.db, user.id))[0]!.status).toBe('pending');

    const retried = await deliver(hook);
    expect([retried.statusCode, retried.json()]).toEqual([200, { received: true }]);
    expect((await ordersOf(database.db, user.id))[0]!.status).toBe('paid');
  });

  it("passes refund.processed and refund.failed on, and takes refund news before its payment's calmly", async () => {
    const seeder = await insertProduct(database.db, { name: 'Seeder', isAvailableForRent: false, stockQuantity: 1 });
    const { user, razorpayOrderId } = await checkoutOf(seeder);
    const payment = api.payOrder(razorpayOrderId);
    const refund = await deps.payments.refund(razorpayOrderId, { idempotencyKey: 'early_refund_news' });
    api.settleRefund(refund.id, 'processed');
    // The refund's news overtakes the payment's: nothing the shop knows changes, and Razorpay hears 200.
    const refundHook = api.webhook('refund.processed', { refundId: refund.id, paymentId: payment.id });
    expect((await deliver(refundHook)).statusCode).toBe(200);
    const failedHook = api.webhook('refund.failed', { refundId: refund.id, paymentId: payment.id });
    expect((await deliver(failedHook)).statusCode).toBe(200);
    expect((await ordersOf(database.db, user.id))[0]!.status).toBe('pending');
  });

  it('names a field QR code or SMS link by its own id, and asks Razorpay about that one', async () => {
    const qr = await deps.payments.createPayment({
      orderId: 'field',
      amount: 150_000,
      currency: 'inr',
      idempotencyKey: 'webhook_qr_1',
      metadata: {},
      channel: 'upi_qr',
    });
    const qrPayment = api.payQr(qr.id);
    const link = await deps.payments.createPayment({
      orderId: 'sms',
      amount: 160_000,
      currency: 'inr',
      idempotencyKey: 'webhook_link_1',
      metadata: {},
      channel: 'payment_link',
    });
    const linkPayment = api.payLink(link.id);
    const asked = api.requests.length;
    const credited = api.webhook('qr_code.credited', { paymentId: qrPayment.id, qrId: qr.id });
    const linkPaid = api.webhook('payment_link.paid', {
      paymentId: linkPayment.id,
      orderId: linkPayment.order_id!,
      linkId: link.id,
    });
    // For nothing the shop has booked: acknowledged, nothing paid.
    expect((await deliver(credited)).statusCode).toBe(200);
    expect((await deliver(linkPaid)).statusCode).toBe(200);
    const paths = api.requests.slice(asked).map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain(`GET /v1/payments/qr_codes/${qr.id}`);
    expect(paths).toContain(`GET /v1/payment_links/${link.id}`);
  });

  it('acknowledges events it does not handle', async () => {
    const hook = api.webhook('payment.authorized', {});
    expect((await deliver(hook)).statusCode).toBe(200);
  });

  it('answers 404 when Razorpay webhooks are not configured', async () => {
    const testApp = await buildApp({ deps: testDeps(database, { clock }) });
    const response = await testApp.inject({
      method: 'POST',
      url: '/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'a'.repeat(64) },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    await testApp.close();
  });
});

describe('POST /webhooks/razorpay for hire jobs', () => {
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
    return { ...farmer, started, razorpayOrderId: started.payment!.clientSecret };
  }

  it('books a job whose advance Razorpay captured while the browser was gone, once', async () => {
    const { caller, started, razorpayOrderId } = await paddyHarvestNearMandya();
    expect(api.orders.get(razorpayOrderId)).toMatchObject({
      amount: started.amount,
      notes: { hireJobId: started.jobId },
    });
    const payment = api.payOrder(razorpayOrderId, { method: 'upi' });
    const hook = api.webhook('payment.captured', { paymentId: payment.id });
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(hook)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect((await deliver(api.webhook('order.paid', { orderId: razorpayOrderId }))).statusCode).toBe(200);

    const job = await database.db
      .selectFrom('hireJobs')
      .select(['status', 'advancePaidAt'])
      .where('id', '=', started.jobId)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'booked', advancePaidAt: clock.now() });
    const sms = await database.db.selectFrom('smsOutbox').select('kind').where('jobId', '=', started.jobId).execute();
    expect(sms.map((r) => r.kind)).toEqual(['booked']);
    expect((await caller.hiring.completePayment({ jobId: started.jobId })).status).toBe('booked');
    expect(api.requests.filter((r) => r.path === `/v1/payments/${payment.id}/refund`)).toEqual([]);
  });
});

describe('content security policy with Razorpay', () => {
  const directives = (header: string) =>
    Object.fromEntries(
      header.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name!, values];
      }),
    );

  it("admits Razorpay Checkout (script, frames, API, QR images) and nothing of Stripe's", async () => {
    const csp = directives(
      String((await app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']),
    );
    expect(csp['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com', 'https://cdn.razorpay.com']);
    expect(csp['frame-src']).toEqual([
      'https://api.razorpay.com',
      'https://checkout.razorpay.com',
      'upi:',
      'intent:',
      'phonepe:',
      'tez:',
      'paytmmp:',
    ]);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.razorpay.com',
      'https://lumberjack.razorpay.com',
      'https://lumberjack-metrics.razorpay.com',
    ]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://cdn.razorpay.com', 'https://rzp.io']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(JSON.stringify(csp)).not.toContain('stripe');
  });

  it("keeps Stripe's sources, and no Razorpay ones, for the other providers", async () => {
    const testApp = await buildApp({ deps: testDeps(database, { clock }) });
    const header = String(
      (await testApp.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
    );
    await testApp.close();
    expect(directives(header)['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(header).not.toContain('razorpay');
  });
});
