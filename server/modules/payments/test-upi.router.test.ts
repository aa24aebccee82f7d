import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestPaymentProvider } from '../../providers/payments/test-provider.js';
import { UPI_REQUEST_MINUTES } from '../../providers/payments/test-upi.js';
import type { AppDeps } from '../../deps.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { expectRefusal } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { insertProduct } from '../../test/fixtures.js';
import { newBuyer, ordersOf, providerWith, shipping } from '../../test/checkout-fixtures.js';

/**
 * payments.testUpi: the shop's payment step starts and polls UPI; the simulated app, authorised by the payment's
 * secret alone, approves (which books the order as a webhook would) or declines. On PGlite, and on Postgres with
 * TEST_DATABASE_URL (where the race below is a real one).
 */

const NOW = '2026-11-28T06:00:00Z';
const MINUTE = 60_000;

let database: TestDatabase;
let clock: ReturnType<typeof fixedClock>;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

beforeEach(() => {
  clock = fixedClock(NOW);
  deps = testDeps(database, { clock });
});

/** A farmer at the payment step of a one-machine purchase: the order and its payment. */
async function atPaymentStep() {
  const productId = await insertProduct(database.db, { price: 50_000 });
  const buyer = await newBuyer(deps, database.db);
  await buyer.caller.cart.add({ productId, rental: false });
  const started = await buyer.caller.checkout.start(shipping);
  return { ...buyer, orderId: started.order.id, total: started.order.total, secret: started.payment.clientSecret };
}

/** The simulated UPI app: no session, only the address with the payment's secret. */
const app = () => callerFor(deps);

describe('UPI at checkout through the simulated app', () => {
  it('waits for the app, and its approval pays the order with no further word from the browser', async () => {
    const { caller, user, orderId, total, secret } = await atPaymentStep();
    expect(await caller.payments.testUpi.status({ clientSecret: secret })).toEqual({
      state: 'open',
      declineCode: null,
      requestExpiresAt: null,
    });

    const started = await caller.payments.testUpi.start({ clientSecret: secret });
    expect(started).toMatchObject({
      state: 'waiting',
      requestExpiresAt: new Date(Date.parse(NOW) + UPI_REQUEST_MINUTES * MINUTE),
      appPath: expect.stringMatching(/^\/upi-test\/tpi_\w+#/),
    });
    expect(started.upiUri).toMatch(/^upi:\/\/pay\?pa=raithayantra@testupi&pn=Raitha%20Yantra&am=\d+\.\d\d&cu=INR&tr=/);
    expect(started.qrImageUrl).toMatch(/^data:image\/svg\+xml;base64,/);

    expect(await app().payments.testUpi.app({ clientSecret: secret })).toMatchObject({
      state: 'waiting',
      payeeName: 'Raitha Yantra',
      payeeVpa: 'raithayantra@testupi',
      amount: total,
      payable: true,
    });
    const approved = await app().payments.testUpi.approve({ clientSecret: secret, pin: '2580' });
    expect(approved).toMatchObject({
      state: 'paid',
      declineCode: null,
      upiReference: expect.stringMatching(/^\d{12}$/),
    });

    // The browser never called complete: the approval booked the order.
    expect(await ordersOf(database.db, user.id)).toEqual([expect.objectContaining({ id: orderId, status: 'paid' })]);
    const payment = await deps.payments.retrieve(approved.paymentId);
    expect(payment).toMatchObject({ status: 'succeeded', method: 'upi', fee: 0 });
    expect((await caller.payments.testUpi.status({ clientSecret: secret })).state).toBe('paid');
    // The browser's own completion, arriving later, finds it paid.
    expect((await caller.checkout.complete({ orderId })).status).toBe('paid');
    // The app asking again (a lost answer) delivers the news again, which books nothing twice.
    expect((await app().payments.testUpi.approve({ clientSecret: secret, pin: '2580' })).state).toBe('paid');
    expect(await ordersOf(database.db, user.id)).toEqual([expect.objectContaining({ id: orderId, status: 'paid' })]);
  });

  it('shows a wrong PIN and a decline with their UPI codes, and the order stays unpaid', async () => {
    const { caller, user, secret } = await atPaymentStep();
    await caller.payments.testUpi.start({ clientSecret: secret });
    expect(await app().payments.testUpi.approve({ clientSecret: secret, pin: '0000' })).toMatchObject({
      state: 'declined',
      declineCode: 'ZM',
    });
    expect(await caller.payments.testUpi.status({ clientSecret: secret })).toMatchObject({
      state: 'declined',
      declineCode: 'ZM',
    });
    await caller.payments.testUpi.start({ clientSecret: secret });
    expect(await app().payments.testUpi.decline({ clientSecret: secret })).toMatchObject({
      state: 'declined',
      declineCode: 'ZA',
      payable: false,
    });
    expect((await ordersOf(database.db, user.id))[0]!.status).toBe('pending');
  });

  it('lets a request the farmer walked away from expire, after which the app cannot pay it', async () => {
    const { caller, user, secret } = await atPaymentStep();
    await caller.payments.testUpi.start({ clientSecret: secret });
    clock.advance(UPI_REQUEST_MINUTES * MINUTE);
    expect(await caller.payments.testUpi.status({ clientSecret: secret })).toMatchObject({
      state: 'expired',
      declineCode: 'U69',
    });
    expect((await app().payments.testUpi.approve({ clientSecret: secret, pin: '2580' })).state).toBe('expired');
    expect((await ordersOf(database.db, user.id))[0]!.status).toBe('pending');
    // Trying again starts a new request.
    expect((await caller.payments.testUpi.start({ clientSecret: secret })).state).toBe('waiting');
  });

  it('refuses a wrong secret, another farmer, a misshapen PIN, and everything without the test provider', async () => {
    const { secret } = await atPaymentStep();
    const stranger = await newBuyer(deps, database.db);
    await expectRefusal(stranger.caller.payments.testUpi.start({ clientSecret: secret }), 'NOT_FOUND');
    await expectRefusal(app().payments.testUpi.app({ clientSecret: `${secret}0` }), 'NOT_FOUND');
    await expectRefusal(app().payments.testUpi.approve({ clientSecret: 'tpi_x_secret_y', pin: '2580' }), 'NOT_FOUND');
    await expectRefusal(app().payments.testUpi.approve({ clientSecret: secret, pin: '12345' }), 'INVALID_INPUT');
    await expectRefusal(app().payments.testUpi.start({ clientSecret: secret }), 'SIGN_IN_REQUIRED');

    const elsewhere = { ...deps, payments: providerWith(deps.payments, {}) };
    await expectRefusal(callerFor(elsewhere).payments.testUpi.app({ clientSecret: secret }), 'NOT_FOUND');
    expect(deps.payments).toBeInstanceOf(TestPaymentProvider);
  });

  it('refuses to start UPI on a payment that can no longer be paid', async () => {
    const { caller, secret } = await atPaymentStep();
    await caller.payments.testUpi.start({ clientSecret: secret });
    await (deps.payments as TestPaymentProvider).cancel(secret.split('_secret_')[0]!);
    await expectRefusal(caller.payments.testUpi.start({ clientSecret: secret }), 'PAYMENT_CANNOT_CONFIRM');
  });
});

describe('the approval racing the browser', () => {
  it('ends in one paid order however the webhook and the completions interleave', async () => {
    const farmers = await Promise.all(Array.from({ length: 6 }, () => atPaymentStep()));
    for (const farmer of farmers) await farmer.caller.payments.testUpi.start({ clientSecret: farmer.secret });
    await Promise.all(
      farmers.flatMap((farmer) => [
        app().payments.testUpi.approve({ clientSecret: farmer.secret, pin: '2580' }),
        app().payments.testUpi.approve({ clientSecret: farmer.secret, pin: '2580' }),
        farmer.caller.checkout.complete({ orderId: farmer.orderId }).catch(() => null),
        farmer.caller.checkout.complete({ orderId: farmer.orderId }).catch(() => null),
      ]),
    );
    for (const farmer of farmers) {
      const orders = await ordersOf(database.db, farmer.user.id);
      expect(orders).toEqual([expect.objectContaining({ id: farmer.orderId, status: 'paid' })]);
      expect((await farmer.caller.checkout.complete({ orderId: farmer.orderId })).status).toBe('paid');
    }
  });
});
