import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed.js';
import type { DevOutbox } from '../../providers/mail.js';
import { RazorpayPaymentProvider } from '../../providers/payments/razorpay.js';
import { FakeRazorpayServer } from '../../test/fake-razorpay-server.js';
import { newBuyer, ordersOf, shipping, stockOf } from '../../test/checkout-fixtures.js';
import { insertProduct } from '../../test/fixtures.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { expectRefusal } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import type { AppDeps } from '../../deps.js';
import { razorpayReturnPerIp } from './payments.router.js';

/**
 * The money path with Razorpay, against the loopback Razorpay API with the official SDK: checkout start makes a
 * Razorpay order for the server's total, the farmer pays it, and the browser's return with Checkout's signature
 * pays the order; a wrong signature pays nothing. Runs on PGlite, and on Postgres with TEST_DATABASE_URL.
 */
const clock = fixedClock('2026-11-22T06:00:00Z');
let database: TestDatabase;
let api: FakeRazorpayServer;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await new FakeRazorpayServer().useClock(() => clock.now()).start();
  const payments = new RazorpayPaymentProvider({ keyId: api.keyId, keySecret: api.keySecret, baseUrl: api.baseUrl });
  deps = testDeps(database, { clock, payments });
  await seedCatalogue(database.db);
}, 60_000);
afterAll(async () => {
  await api.stop();
  await database.close();
});

async function rentOrBuy(price: number) {
  const product = await insertProduct(database.db, {
    name: 'Rotavator',
    price,
    isAvailableForRent: false,
    stockQuantity: 2,
  });
  const buyer = await newBuyer(deps, database.db);
  await buyer.caller.cart.add({ productId: product, rental: false });
  const started = await buyer.caller.checkout.start(shipping);
  return { ...buyer, product, started, razorpayOrderId: started.payment.clientSecret };
}

describe('payments.razorpayReturn', () => {
  it("pays the order for the server's total once Checkout's signature checks out", async () => {
    const { user, caller, product, started, razorpayOrderId } = await rentOrBuy(4_500_000);
    expect(started.payment).toMatchObject({ provider: 'razorpay', keyId: api.keyId });
    const order = api.orders.get(razorpayOrderId)!;
    expect(order).toMatchObject({ amount: started.order.total, currency: 'INR' });
    expect(started.order.total).toBe(4_500_000 + 810_000);

    const payment = api.payOrder(razorpayOrderId, { method: 'upi' });
    const signature = api.checkoutSignature(razorpayOrderId, payment.id);
    const returned = await caller.payments.razorpayReturn({
      orderId: razorpayOrderId,
      paymentId: payment.id,
      signature,
    });
    expect(returned).toEqual({ kind: 'order', orderId: started.order.id });
    // A second return (a reload) changes nothing.
    await caller.payments.razorpayReturn({ orderId: razorpayOrderId, paymentId: payment.id, signature });

    expect(await ordersOf(database.db, user.id)).toEqual([
      { id: started.order.id, status: 'paid', total: started.order.total, paymentIntentId: razorpayOrderId },
    ]);
    expect(await stockOf(database.db, product)).toBe(1);
    expect((deps.mailer as DevOutbox).list().filter((m) => m.to === user.email)).toHaveLength(1);
  });

  it('refuses a wrong signature before anything is paid, even for a captured payment', async () => {
    const { user, caller, product, razorpayOrderId } = await rentOrBuy(1_000_000);
    const payment = api.payOrder(razorpayOrderId);
    const other = await rentOrBuy(1_000_000);
    const requestsBefore = api.requests.length;

    for (const signature of [
      'f'.repeat(64),
      // Razorpay's signature of another order, or of this order with another payment.
      api.checkoutSignature(other.razorpayOrderId, payment.id),
      api.checkoutSignature(razorpayOrderId, 'pay_SomeoneElses01'),
    ]) {
      await expectRefusal(
        caller.payments.razorpayReturn({ orderId: razorpayOrderId, paymentId: payment.id, signature }),
        'PAYMENT_SIGNATURE_INVALID',
      );
    }
    await expectRefusal(
      callerFor(deps).payments.razorpayReturn({ orderId: razorpayOrderId, paymentId: payment.id, signature: 'x' }),
      'INVALID_INPUT',
    );
    // Refused without asking Razorpay anything, and nothing changed.
    expect(api.requests.length).toBe(requestsBefore);
    expect((await ordersOf(database.db, user.id))[0]!.status).toBe('pending');
    expect(await stockOf(database.db, product)).toBe(2);
  });

  it('refuses a signed return for an order that was only authorized, and pays it once captured', async () => {
    const { user, caller, razorpayOrderId } = await rentOrBuy(2_000_000);
    const payment = api.payOrder(razorpayOrderId, { method: 'card', capture: false });
    const input = {
      orderId: razorpayOrderId,
      paymentId: payment.id,
      signature: api.checkoutSignature(razorpayOrderId, payment.id),
    };
    await expectRefusal(caller.payments.razorpayReturn(input), 'PAYMENT_PROCESSING');
    expect((await ordersOf(database.db, user.id))[0]!.status).toBe('pending');
    api.captureOrderPayment(payment.id);
    expect((await caller.payments.razorpayReturn(input)).kind).toBe('order');
    expect((await ordersOf(database.db, user.id))[0]!.status).toBe('paid');
  });

  it('books a hire job whose advance Checkout took', async () => {
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
      areaMilliAcres: 2000,
      lat: 12.52216,
      lon: 76.90092,
      place: 'Mandya 571401',
      landmark: 'Near the tank',
      phone: '98450 12345',
    });
    const razorpayOrderId = started.payment!.clientSecret;
    const payment = api.payOrder(razorpayOrderId, { method: 'upi' });
    const returned = await farmer.caller.payments.razorpayReturn({
      orderId: razorpayOrderId,
      paymentId: payment.id,
      signature: api.checkoutSignature(razorpayOrderId, payment.id),
    });
    expect(returned).toEqual({ kind: 'hireJob', hireJobId: started.jobId });
    expect((await farmer.caller.hiring.job({ jobId: started.jobId })).status).toBe('booked');
  });

  it('answers NOT_FOUND when the shop does not take Razorpay', async () => {
    const testMode = callerFor(testDeps(database, { clock }));
    const input = { orderId: 'order_Abc', paymentId: 'pay_Abc', signature: 'a'.repeat(64) };
    await expectRefusal(testMode.payments.razorpayReturn(input), 'NOT_FOUND');
  });

  it('is rate-limited per address', async () => {
    const visitor = callerFor(deps, { request: { ip: '203.0.113.9', userAgent: undefined } });
    const input = { orderId: 'order_Abc', paymentId: 'pay_Abc', signature: 'a'.repeat(64) };
    for (let i = 0; i < razorpayReturnPerIp.max; i++) {
      await expectRefusal(visitor.payments.razorpayReturn(input), 'PAYMENT_SIGNATURE_INVALID');
    }
    await expectRefusal(visitor.payments.razorpayReturn(input), 'RATE_LIMITED');
  });
});
