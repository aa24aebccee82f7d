import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ordersRepository } from '../orders/orders.repository.js';
import { taxOn } from '../../../shared/money.js';
import { checkoutMessages } from '../../../shared/schemas/checkout.js';
import type { DevOutbox } from '../../providers/mail.js';
import { TestPaymentProvider } from '../../providers/payments/test-provider.js';
import type { Payment } from '../../providers/payments/types.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { expectRefusal, invalidInput } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import type { AppDeps } from '../../deps.js';
import { freeUnitsForPeriod } from '../rentals/availability.js';
import { insertOrder, insertProduct } from '../../test/fixtures.js';
import { cards, newBuyer, ordersOf, providerWith, shipping, stockOf } from '../../test/checkout-fixtures.js';

const named = (name: string) => ({ name, nameKn: `${name} (ಕನ್ನಡ)` });

const NOW = '2026-11-22T06:00:00Z';
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

const outbox = () => (deps.mailer as DevOutbox).list();
const testPayments = () => deps.payments as TestPaymentProvider;

async function buyerWith(
  lines: { productId: number; quantity?: number; rental?: { start: string; end: string } }[],
  locale?: 'en' | 'kn',
) {
  const buyer = await newBuyer(deps, database.db, locale ? { locale } : {});
  for (const line of lines) {
    if (line.rental) await buyer.caller.cart.add({ productId: line.productId, rental: true, ...line.rental });
    else await buyer.caller.cart.add({ productId: line.productId, rental: false });
    if ((line.quantity ?? 1) > 1) {
      await buyer.caller.cart.updateQuantity({
        productId: line.productId,
        rental: Boolean(line.rental),
        quantity: line.quantity!,
      });
    }
  }
  return buyer;
}

describe('checkout.start', () => {
  it('prices the cart from the database and asks for subtotal + 18 % tax rounded half-up, in rupees', async () => {
    // ₹10.25 x 2 = ₹20.50; 18 % of it is 369 paise exactly; ₹10.25 alone would be 184.5 -> 185 paise.
    const seeds = await insertProduct(database.db, {
      name: 'Seed packet',
      price: 1_025,
      isAvailableForRent: false,
      stockQuantity: 10,
    });
    const { caller } = await buyerWith([{ productId: seeds }]);
    const started = await caller.checkout.start(shipping);
    expect(started.order).toMatchObject({
      status: 'pending',
      subtotal: 1_025,
      tax: 185,
      shipping: 0,
      total: 1_210,
      currency: 'INR',
    });
    expect(started.order.tax).toBe(taxOn(1_025));
    expect(started.order.reservedUntil).toEqual(new Date(Date.parse(NOW) + 15 * MINUTE));
    expect(started.payment).toMatchObject({
      provider: 'test',
      clientSecret: expect.stringMatching(/^tpi_\w+_secret_/),
    });

    const [order] = await ordersOf(
      database.db,
      (
        await database.db
          .selectFrom('orders')
          .select('userId')
          .where('id', '=', started.order.id)
          .executeTakeFirstOrThrow()
      ).userId,
    );
    const payment = await testPayments().retrieve(order!.paymentIntentId!);
    expect(payment).toMatchObject({
      amount: started.order.total,
      currency: 'inr',
      metadata: { orderId: started.order.id },
    });
  });

  it('charges the rental price x days x quantity for a rental', async () => {
    const tiller = await insertProduct(database.db, {
      name: 'Power Tiller',
      price: 15_000_000,
      rentalPricePerDay: 150_050,
      stockQuantity: 3,
    });
    const { caller } = await buyerWith([
      { productId: tiller, quantity: 2, rental: { start: '2026-12-01', end: '2026-12-04' } },
    ]);
    const { order } = await caller.checkout.start(shipping);
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: tiller,
        rental: true,
        quantity: 2,
        unitPrice: 150_050,
        start: '2026-12-01',
        end: '2026-12-04',
        rentalDays: 3,
        lineTotal: 900_300,
      }),
    ]);
    expect(order).toMatchObject({ isRental: true, subtotal: 900_300, tax: 162_054, total: 1_062_354 });
  });

  it("answers each bad shipping field with the spec's message", async () => {
    const { caller } = await newBuyer(deps, database.db);
    const refused = await expectRefusal(
      caller.checkout.start({ ...shipping, fullName: '', phoneNumber: '12345', postalCode: '560' }),
      'INVALID_INPUT',
    );
    expect(refused.params.fieldIssues).toEqual({
      fullName: { code: 'FULL_NAME_REQUIRED', values: {} },
      phoneNumber: { code: 'PHONE_INVALID', values: {} },
      postalCode: { code: 'POSTAL_CODE_INVALID', values: {} },
    });
    expect(refused.message).toBe('Full name is required');
  });

  it('refuses visitors, an empty cart, and an item no longer offered, creating no order', async () => {
    await expect(callerFor(deps).checkout.start(shipping)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    const empty = await newBuyer(deps, database.db);
    await expectRefusal(empty.caller.checkout.start(shipping), 'CART_EMPTY', {});
    expect(await ordersOf(database.db, empty.user.id)).toEqual([]);

    const sprayer = await insertProduct(database.db, {
      name: 'Boom Sprayer',
      isAvailableForRent: false,
      stockQuantity: 2,
    });
    const { user, caller } = await buyerWith([{ productId: sprayer }]);
    await database.db.updateTable('equipment').set({ isAvailableForSale: false }).where('id', '=', sprayer).execute();
    await expectRefusal(caller.checkout.start(shipping), 'ITEM_UNAVAILABLE', { product: named('Boom Sprayer') });
    expect(await ordersOf(database.db, user.id)).toEqual([]);
  });

  it('refuses units that another checkout holds, and no payment is created', async () => {
    const pump = await insertProduct(database.db, { name: 'Solar Pump', isAvailableForRent: false, stockQuantity: 1 });
    const first = await buyerWith([{ productId: pump }]);
    const second = await buyerWith([{ productId: pump }]);
    await first.caller.checkout.start(shipping);
    const paymentsBefore = await database.db
      .selectFrom('testPayments')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    // Held, not sold: the refusal says when it may free up (holds.ts).
    const refused = await expectRefusal(second.caller.checkout.start(shipping), 'HELD_BY_ANOTHER_BUYER', {
      product: named('Solar Pump'),
      freeAt: '2026-11-22T06:15:00.000Z',
      place: 1,
      keptMinutes: 10,
    });
    expect(refused.message).toMatch(
      new RegExp(
        /^Solar Pump is held by another buyer who is paying now\. /.source +
          /It may be free again at 11:45\sam\. You are first in line: /.source,
      ),
    );
    const paymentsAfter = await database.db
      .selectFrom('testPayments')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(paymentsAfter.n).toBe(paymentsBefore.n);
    expect(await ordersOf(database.db, second.user.id)).toEqual([]);

    // Once the first reservation runs out, the unit is free again.
    clock.advance(15 * MINUTE);
    const retry = await second.caller.checkout.start(shipping);
    expect(retry.order.status).toBe('pending');
    expect((await ordersOf(database.db, first.user.id)).map((o) => o.status)).toEqual(['expired']);
  });

  it('keeps a unit for a rental booked after today when someone wants to buy it', async () => {
    const drill = await insertProduct(database.db, { name: 'Seed Drill', stockQuantity: 1 });
    const renter = await buyerWith([{ productId: drill, rental: { start: '2027-01-10', end: '2027-01-12' } }]);
    await renter.caller.checkout.start(shipping);
    const buyer = await buyerWith([{ productId: drill }]);
    const refused = await expectRefusal(buyer.caller.checkout.start(shipping), 'HELD_BY_ANOTHER_BUYER', {
      product: named('Seed Drill'),
      freeAt: '2026-11-22T06:15:00.000Z',
      place: 1,
      keptMinutes: 10,
    });
    expect(refused.message).toMatch(
      new RegExp(
        /^Seed Drill is held by another buyer who is paying now\. /.source +
          /It may be free again at 11:45\sam\. You are first in line: /.source,
      ),
    );
  });

  it('answers the order exactly as the database reads it back, new or reused', async () => {
    const [tiller, sprayer] = await Promise.all([
      insertProduct(database.db, { name: 'Tiller To Read Back', rentalPricePerDay: 90_000, stockQuantity: 4 }),
      insertProduct(database.db, { name: 'Sprayer To Read Back', isAvailableForRent: false, stockQuantity: 4 }),
    ]);
    // Lines added out of the order they are read in: a rental and a purchase of one machine, and a second machine.
    const { caller } = await buyerWith([
      { productId: sprayer, quantity: 2 },
      { productId: tiller, rental: { start: '2026-12-01', end: '2026-12-03' } },
      { productId: tiller },
    ]);
    const readBack = async (id: string) =>
      ordersRepository.view(database.db, (await ordersRepository.findById(database.db, id))!);
    const first = await caller.checkout.start(shipping);
    const lines = [
      [sprayer, false],
      [tiller, false],
      [tiller, true],
    ].sort(([a, x], [b, y]) => Number(a) - Number(b) || Number(x) - Number(y));
    expect(first.order.items.map((item) => [item.productId, item.rental])).toEqual(lines);
    expect(first.order).toEqual(await readBack(first.order.id));
    const again = await caller.checkout.start({ ...shipping, addressLine2: 'Near the tank' });
    expect(again.order.id).toBe(first.order.id);
    expect(again.order.shippingAddress.addressLine2).toBe('Near the tank');
    expect(again.order).toEqual(await readBack(first.order.id));
  });

  it('gives a double click the same order and the same payment', async () => {
    const cutter = await insertProduct(database.db, {
      name: 'Chaff Cutter',
      isAvailableForRent: false,
      stockQuantity: 1,
    });
    const { user, caller } = await buyerWith([{ productId: cutter }]);
    const [a, b] = await Promise.all([caller.checkout.start(shipping), caller.checkout.start(shipping)]);
    const c = await caller.checkout.start({ ...shipping, addressLine2: 'Behind the temple' });
    expect(new Set([a.order.id, b.order.id, c.order.id]).size).toBe(1);
    expect(new Set([a.payment.clientSecret, b.payment.clientSecret, c.payment.clientSecret]).size).toBe(1);
    expect(c.order.shippingAddress.addressLine2).toBe('Behind the temple');
    expect(await ordersOf(database.db, user.id)).toHaveLength(1);
  });

  it('replaces a pending order when the cart changed, and cancels its payment', async () => {
    const sprinkler = await insertProduct(database.db, {
      name: 'Sprinkler Set',
      isAvailableForRent: false,
      stockQuantity: 3,
    });
    const { user, caller } = await buyerWith([{ productId: sprinkler }]);
    const first = await caller.checkout.start(shipping);
    await caller.cart.updateQuantity({ productId: sprinkler, rental: false, quantity: 3 });
    const second = await caller.checkout.start(shipping);
    expect(second.order.id).not.toBe(first.order.id);
    expect(second.order.total).toBe(first.order.total * 3);
    expect((await ordersOf(database.db, user.id)).map((o) => [o.id, o.status]).sort()).toEqual(
      [
        [first.order.id, 'expired'],
        [second.order.id, 'pending'],
      ].sort(),
    );
    await expect(
      caller.checkout.confirmTestPayment({ clientSecret: first.payment.clientSecret, card: cards.good }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: checkoutMessages.cannotConfirm,
    });
  });

  it('releases the units and answers BAD_GATEWAY when the payment provider is down', async () => {
    const mower = await insertProduct(database.db, {
      name: 'Brush Cutter',
      isAvailableForRent: false,
      stockQuantity: 1,
    });
    const broken = providerWith(testPayments(), {
      createPayment: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    });
    const { user, caller } = await buyerWith([{ productId: mower }]);
    const failing = callerFor({ ...deps, payments: broken }, { user });
    await expectRefusal(failing.checkout.start(shipping), 'PAYMENT_SERVICE_UNAVAILABLE', {});
    expect((await ordersOf(database.db, user.id)).map((o) => o.status)).toEqual(['failed']);
    expect((await caller.checkout.start(shipping)).order.status).toBe('pending');
  });

  it('saves the shipping address to the profile and offers it next time', async () => {
    const { caller } = await newBuyer(deps, database.db);
    expect(await caller.checkout.shippingDefaults()).toMatchObject({ country: 'India', fullName: undefined });
    await caller.checkout.start(shipping).catch(() => undefined);
    expect(await caller.checkout.shippingDefaults()).toEqual({ ...shipping, addressLine2: undefined });
  });

  it('goes on when the profile cannot be saved', async () => {
    const plough = await insertProduct(database.db, {
      name: 'Disc Plough',
      isAvailableForRent: false,
      stockQuantity: 1,
    });
    const { user } = await buyerWith([{ productId: plough }]);
    const warnings: string[] = [];
    const failingDb = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'insertInto') {
          return (table: string) => {
            if (table === 'profiles') throw new Error('profiles unavailable');
            return target.insertInto(table as 'orders');
          };
        }
        const value = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const caller = callerFor(
      { ...deps, db: failingDb, log: { ...deps.log, warn: (_o, msg) => void warnings.push(msg ?? '') } },
      { user },
    );
    expect((await caller.checkout.start(shipping)).order.status).toBe('pending');
    expect(warnings).toContain('profile update at checkout failed');
  });
});

describe('paying with the built-in test provider', () => {
  it(
    'buys: charges exactly the total shown, marks the order paid, takes the units ' +
      'from stock, empties the cart, mails a confirmation',
    async () => {
      const tractor = await insertProduct(database.db, {
        name: 'Mini Tractor',
        price: 38_500_000,
        isAvailableForRent: false,
        stockQuantity: 4,
      });
      const { user, caller } = await buyerWith([{ productId: tractor, quantity: 2 }]);
      const { order, payment } = await caller.checkout.start(shipping);
      expect(
        await caller.checkout.confirmTestPayment({ clientSecret: payment.clientSecret, card: cards.good }),
      ).toEqual({
        status: 'succeeded',
      });
      const paid = await caller.checkout.complete({ orderId: order.id });

      expect(paid).toMatchObject({
        id: order.id,
        status: 'paid',
        subtotal: 77_000_000,
        tax: 13_860_000,
        total: 90_860_000,
        paidAt: new Date(NOW),
      });
      const [row] = await ordersOf(database.db, user.id);
      const charged = await testPayments().retrieve(row!.paymentIntentId!);
      expect(charged).toMatchObject({ status: 'succeeded', amount: paid.total, currency: 'inr' });
      expect(await stockOf(database.db, tractor)).toBe(2);
      expect((await caller.cart.get()).lines).toEqual([]);

      const mail = outbox().find((m) => m.to === user.email)!;
      expect(mail.subject).toBe(`Your Raitha Yantra order ${order.id.slice(0, 8).toUpperCase()} is confirmed`);
      expect(mail.text).toContain('Mini Tractor — Purchase × 2: ₹3,85,000 × 2 = ₹7,70,000');
      expect(mail.text).toContain('Tax (18%): ₹1,38,600');
      expect(mail.text).toContain('Total: ₹9,08,600');
      expect(mail.text).toContain('Near the bus stand, Hosur Road');
      expect(mail.text).toContain('http://localhost:3000/orders');

      const list = await caller.orders.list();
      expect(list.orders.map((o) => [o.id, o.status, o.total])).toEqual([[order.id, 'paid', 90_860_000]]);
    },
  );

  it('rents: keeps the units booked for the dates and the stock as it is, mails in Kannada', async () => {
    const harvester = await insertProduct(database.db, {
      name: 'Paddy Harvester',
      price: 250_000_000,
      rentalPricePerDay: 1_200_000,
      stockQuantity: 1,
    });
    const { user, caller } = await buyerWith(
      [{ productId: harvester, rental: { start: '2026-12-05', end: '2026-12-07' } }],
      'kn',
    );
    const { order, payment } = await caller.checkout.start(shipping);
    await caller.checkout.confirmTestPayment({ clientSecret: payment.clientSecret, card: cards.good });
    const paid = await caller.checkout.complete({ orderId: order.id });
    expect(paid.items[0]).toMatchObject({
      rental: true,
      start: '2026-12-05',
      end: '2026-12-07',
      rentalDays: 2,
      lineTotal: 2_400_000,
    });
    expect(await stockOf(database.db, harvester)).toBe(1);
    expect(
      await freeUnitsForPeriod(
        database.db,
        harvester,
        { start: '2026-12-05', end: '2026-12-07' },
        { now: clock.now() },
      ),
    ).toBe(0);
    expect(
      await freeUnitsForPeriod(
        database.db,
        harvester,
        { start: '2026-12-07', end: '2026-12-08' },
        { now: clock.now() },
      ),
    ).toBe(1);

    const mail = outbox().find((m) => m.to === user.email)!;
    expect(mail.subject).toMatch(/^ನಿಮ್ಮ ರೈತ ಯಂತ್ರ ಆರ್ಡರ್ /);
    expect(mail.text).toContain('ಬಾಡಿಗೆ');
    expect(mail.text).toContain('₹28,320');
  });

  it("declines 4000 0000 0000 0002 with Stripe's message and orders nothing; another card then pays", async () => {
    const pump = await insertProduct(database.db, { name: 'Diesel Pump', isAvailableForRent: false, stockQuantity: 2 });
    const { user, caller } = await buyerWith([{ productId: pump }]);
    const { order, payment } = await caller.checkout.start(shipping);
    const { clientSecret } = payment;
    await expectRefusal(
      caller.checkout.confirmTestPayment({ clientSecret, card: cards.declined }),
      'PAYMENT_DECLINED',
      {
        declineCode: 'card_declined',
      },
    );
    await expectRefusal(caller.checkout.confirmTestPayment({ clientSecret, card: cards.noFunds }), 'PAYMENT_DECLINED', {
      declineCode: 'insufficient_funds',
    });
    await expectRefusal(caller.checkout.complete({ orderId: order.id }), 'PAYMENT_DECLINED', {
      declineCode: 'insufficient_funds',
    });
    expect((await caller.orders.list()).orders).toEqual([]);
    expect(await stockOf(database.db, pump)).toBe(2);
    expect((await caller.cart.get()).lines).toHaveLength(1);
    expect(outbox().some((m) => m.to === user.email)).toBe(false);

    await caller.checkout.confirmTestPayment({ clientSecret: payment.clientSecret, card: cards.good });
    expect((await caller.checkout.complete({ orderId: order.id })).status).toBe('paid');
  });

  it('checks the card fields on the server too, naming the field', async () => {
    const { caller } = await newBuyer(deps, database.db);
    const clientSecret = 'tpi_x_secret_y';
    await expectRefusal(
      caller.checkout.confirmTestPayment({ clientSecret, card: { ...cards.good, cardNumber: '4242 4242 4242 4241' } }),
      'INVALID_INPUT',
      invalidInput('card.cardNumber', 'CARD_NUMBER_INVALID'),
    );
    await expectRefusal(
      caller.checkout.confirmTestPayment({ clientSecret, card: { ...cards.good, expiry: '10/26' } }),
      'INVALID_INPUT',
      invalidInput('card.expiry', 'CARD_EXPIRY_PAST'),
    );
  });

  it('keeps the order paid when the confirmation e-mail cannot be sent, and logs it', async () => {
    const seeder = await insertProduct(database.db, {
      name: 'Drum Seeder',
      isAvailableForRent: false,
      stockQuantity: 2,
    });
    const { user } = await buyerWith([{ productId: seeder }]);
    const errors: string[] = [];
    const caller = callerFor(
      {
        ...deps,
        mailer: { send: async () => Promise.reject(new Error('SMTP 421 try later')) },
        log: { ...deps.log, error: (_o, msg) => void errors.push(msg ?? '') },
      },
      { user },
    );
    const { order, payment } = await caller.checkout.start(shipping);
    await caller.checkout.confirmTestPayment({ clientSecret: payment.clientSecret, card: cards.good });
    expect((await caller.checkout.complete({ orderId: order.id })).status).toBe('paid');
    expect(errors).toEqual(['order confirmation e-mail failed']);
    expect(await stockOf(database.db, seeder)).toBe(1);
  });

  it('pays the order of an account by mobile number, which has no e-mail address to write to', async () => {
    const weeder = await insertProduct(database.db, {
      name: 'Power Weeder',
      isAvailableForRent: false,
      stockQuantity: 2,
    });
    const { user, caller } = await buyerWith([{ productId: weeder }]);
    await database.db
      .updateTable('users')
      .set({ email: null, phone: '+919845077701', phoneConfirmedAt: new Date(NOW) })
      .where('id', '=', user.id)
      .execute();
    const sentBefore = outbox().length;
    const { order, payment } = await caller.checkout.start(shipping);
    await caller.checkout.confirmTestPayment({ clientSecret: payment.clientSecret, card: cards.good });
    expect((await caller.checkout.complete({ orderId: order.id })).status).toBe('paid');
    expect(await stockOf(database.db, weeder)).toBe(1);
    expect(outbox()).toHaveLength(sentBefore);
  });

  it('completes twice with one paid order, one stock decrement and one e-mail', async () => {
    const sprayer = await insertProduct(database.db, {
      name: 'Knapsack Sprayer',
      price: 450_000,
      isAvailableForRent: false,
      stockQuantity: 5,
    });
    const { user, caller } = await buyerWith([{ productId: sprayer, quantity: 2 }]);
    const { order, payment } = await caller.checkout.start(shipping);
    await caller.checkout.confirmTestPayment({ clientSecret: payment.clientSecret, card: cards.good });
    const results = await Promise.all([
      caller.checkout.complete({ orderId: order.id }),
      caller.checkout.complete({ orderId: order.id }),
    ]);
    const again = await caller.checkout.complete({ orderId: order.id });
    expect([...results, again].map((o) => [o.id, o.status, o.total])).toEqual(
      Array(3).fill([order.id, 'paid', 1_062_000]),
    );
    expect(await stockOf(database.db, sprayer)).toBe(3);
    expect(outbox().filter((m) => m.to === user.email)).toHaveLength(1);
  });

  it(
    'keeps the order when the payment arrives after the reservation ran out but the ' + 'units are still free',
    async () => {
      const rotavator = await insertProduct(database.db, {
        name: 'Rotavator',
        isAvailableForRent: false,
        stockQuantity: 1,
      });
      const { caller } = await buyerWith([{ productId: rotavator }]);
      const { order, payment } = await caller.checkout.start(shipping);
      clock.advance(20 * MINUTE);
      await caller.checkout.confirmTestPayment({ clientSecret: payment.clientSecret, card: cards.good });
      expect((await caller.checkout.complete({ orderId: order.id })).status).toBe('paid');
      expect(await stockOf(database.db, rotavator)).toBe(0);
    },
  );

  it('refunds a payment that arrives after the reservation ran out and the units were taken, and says so', async () => {
    const cultivator = await insertProduct(database.db, {
      name: 'Cultivator',
      price: 3_200_000,
      isAvailableForRent: false,
      stockQuantity: 1,
    });
    const late = await buyerWith([{ productId: cultivator }]);
    const lateStart = await late.caller.checkout.start(shipping);
    clock.advance(16 * MINUTE);

    const quick = await buyerWith([{ productId: cultivator }]);
    const quickStart = await quick.caller.checkout.start(shipping);
    await quick.caller.checkout.confirmTestPayment({ clientSecret: quickStart.payment.clientSecret, card: cards.good });
    expect((await quick.caller.checkout.complete({ orderId: quickStart.order.id })).status).toBe('paid');

    await late.caller.checkout.confirmTestPayment({ clientSecret: lateStart.payment.clientSecret, card: cards.good });
    await expectRefusal(late.caller.checkout.complete({ orderId: lateStart.order.id }), 'PAYMENT_REFUNDED', {});
    await expectRefusal(late.caller.checkout.complete({ orderId: lateStart.order.id }), 'PAYMENT_REFUNDED', {});

    const [row] = await ordersOf(database.db, late.user.id);
    expect(row!.status).toBe('refunded');
    expect(await testPayments().retrieve(row!.paymentIntentId!)).toMatchObject({
      status: 'succeeded',
      amount: row!.total,
      amountRefunded: row!.total,
    });
    expect(await stockOf(database.db, cultivator)).toBe(0);
    expect((await late.caller.orders.list()).orders.map((o) => o.status)).toEqual(['refunded']);
  });
});

describe('tampered input changes nothing', () => {
  it('refuses prices, totals or quantities sent with the shipping form', async () => {
    const pump = await insertProduct(database.db, { name: 'Mono Pump', isAvailableForRent: false, stockQuantity: 2 });
    const { user, caller } = await buyerWith([{ productId: pump }]);
    for (const extra of [{ total: 1 }, { price: 1 }, { items: [{ productId: pump, quantity: 5, price: 1 }] }]) {
      const refused = await expectRefusal(
        caller.checkout.start({ ...shipping, ...extra } as typeof shipping),
        'INVALID_INPUT',
      );
      expect(refused.message).toMatch(/^Unrecognized key/);
    }
    expect(await ordersOf(database.db, user.id)).toEqual([]);
  });

  it("does not let one farmer complete, pay, or read another's order", async () => {
    const tiller = await insertProduct(database.db, {
      name: 'Mini Tiller',
      isAvailableForRent: false,
      stockQuantity: 2,
    });
    const owner = await buyerWith([{ productId: tiller }]);
    const other = await newBuyer(deps, database.db);
    const { order, payment } = await owner.caller.checkout.start(shipping);

    await expectRefusal(
      other.caller.checkout.confirmTestPayment({ clientSecret: payment.clientSecret, card: cards.good }),
      'ORDER_NOT_FOUND',
      {},
    );
    expect((await testPayments().retrieve(payment.clientSecret.split('_secret_')[0]!)).status).toBe(
      'requires_payment_method',
    );

    await owner.caller.checkout.confirmTestPayment({ clientSecret: payment.clientSecret, card: cards.good });
    await expectRefusal(other.caller.checkout.complete({ orderId: order.id }), 'ORDER_NOT_FOUND', {});
    await expectRefusal(other.caller.orders.byId({ id: order.id }), 'ORDER_NOT_FOUND', {});
    expect((await other.caller.orders.list()).orders).toEqual([]);
    expect((await owner.caller.orders.byId({ id: order.id })).status).toBe('paid');
  });

  it('refuses to mark an order paid when the payment is for another amount, currency or order', async () => {
    const drum = await insertProduct(database.db, { name: 'Drum Seeder', isAvailableForRent: false, stockQuantity: 2 });
    const { user } = await buyerWith([{ productId: drum }]);
    for (const change of [
      { amount: 1 },
      { currency: 'usd' },
      { metadata: { orderId: '00000000-0000-4000-8000-000000000000' } },
    ]) {
      const lying = providerWith(testPayments(), {
        retrieve: async (id: string): Promise<Payment> => ({
          ...(await testPayments().retrieve(id)),
          status: 'succeeded',
          ...change,
        }),
      });
      const caller = callerFor({ ...deps, payments: lying }, { user });
      const { order } = await caller.checkout.start(shipping);
      await expectRefusal(caller.checkout.complete({ orderId: order.id }), 'PAYMENT_MISMATCH', {});
      expect((await ordersOf(database.db, user.id)).at(-1)!.status).toBe('pending');
    }
    expect(await stockOf(database.db, drum)).toBe(2);
  });
});

describe('the database keeps orders whole', () => {
  it('refuses a paid order without items, or whose items do not add up', async () => {
    const { user } = await newBuyer(deps, database.db);
    const paidOrder = (paymentIntentId: string, subtotal: number) => ({
      userId: user.id,
      status: 'paid' as const,
      subtotal,
      tax: 0,
      total: subtotal,
      shippingAddress: JSON.stringify({}),
      paymentProvider: 'test',
      paymentIntentId,
      isRental: false,
      paidAt: new Date(),
    });
    await expect(
      database.db
        .transaction()
        .execute((trx) => trx.insertInto('orders').values(paidOrder('pi_no_items', 100)).execute()),
    ).rejects.toThrow(/without items/);

    const pump = await insertProduct(database.db, { stockQuantity: 1 });
    await expect(
      database.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('orders')
          .values(paidOrder('pi_wrong_sum', 100))
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('orderItems')
          .values({
            orderId: id,
            equipmentId: pump,
            quantity: 1,
            unitPrice: 99,
            isRental: false,
            rentalStartDate: null,
            rentalEndDate: null,
            rentalDays: null,
            lineTotal: 99,
          })
          .execute();
      }),
    ).rejects.toThrow(/subtotal/);

    const kept = await insertOrder(database.db, {
      userId: user.id,
      productId: pump,
      quantity: 1,
      start: '2026-12-01',
      end: '2026-12-02',
    });
    await expect(database.db.deleteFrom('orderItems').where('orderId', '=', kept).execute()).rejects.toThrow(
      /without items/,
    );
    expect(await ordersOf(database.db, user.id)).toHaveLength(1);
  });

  it('refuses two orders for one payment, and a paid order going back to pending', async () => {
    const { user } = await newBuyer(deps, database.db);
    const pump = await insertProduct(database.db, { stockQuantity: 2 });
    const first = await insertOrder(database.db, {
      userId: user.id,
      productId: pump,
      quantity: 1,
      start: '2026-12-01',
      end: '2026-12-02',
    });
    const { paymentIntentId } = await database.db
      .selectFrom('orders')
      .select('paymentIntentId')
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    const second = await insertOrder(database.db, {
      userId: user.id,
      productId: pump,
      quantity: 1,
      start: '2026-12-03',
      end: '2026-12-04',
      status: 'pending',
    });
    await expect(
      database.db.updateTable('orders').set({ paymentIntentId }).where('id', '=', second).execute(),
    ).rejects.toThrow(/unique|duplicate/i);
    await expect(
      database.db.updateTable('orders').set({ status: 'pending' }).where('id', '=', first).execute(),
    ).rejects.toThrow(/cannot go from paid to pending/);
  });
});
