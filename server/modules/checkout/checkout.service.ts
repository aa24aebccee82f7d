import type { ProductName } from '../../../shared/refusals.js';
import { cartLineKey, lineRentalDays, lineTotal, type CartLine } from '../../../shared/cart.js';
import { lineDeposit, orderTotals } from '../../../shared/deposit.js';
import { isOffered } from '../../../shared/offers.js';
import { isShorterThanMinimum, kolkataDay, rentalPeriodProblem } from '../../../shared/rental.js';
import {
  checkoutMessages,
  shippingAddressSchema,
  type ConfirmTestPaymentInput,
  type ShippingAddress,
  type ShippingAddressInput,
} from '../../../shared/schemas/checkout.js';
import { refuse } from '../../errors.js';
import type { CreatedPayment, Payment, PaymentClientConfig } from '../../providers/payments/types.js';
import type { AppDeps } from '../../deps.js';
import type { Trx } from '../../db/db.js';
import { cartRepository } from '../cart/cart.repository.js';
import type { Equipment } from '../catalogue/catalogue.repository.js';
import {
  ordersRepository,
  viewOf,
  type OrderItemView,
  type OrderRecord,
  type OrderView,
} from '../orders/orders.repository.js';
import { paymentsService, providerDown } from '../payments/payments.service.js';
import { ledger } from '../ledger/ledger.service.js';
import { lockProductsForBooking } from '../rentals/availability.js';
import { findShortfall, type BookingLine, type BookingShortfall } from './booking.js';
import { checkoutRepository, type NewOrderItem, type OrderContact } from './checkout.repository.js';
import { holdOrQueue } from './holds.js';
import { orderConfirmationMail } from './order-email.js';

export type CheckoutDeps = Pick<AppDeps, 'db' | 'clock' | 'log' | 'payments' | 'mailer' | 'env'>;

/** How long a pending order holds its units while the customer pays. */
export const RESERVATION_MS = 15 * 60_000;
/** A pending order with less time left than this is replaced rather than reused: paying takes a while. */
const REUSE_MIN_REMAINING_MS = 5 * 60_000;
/** The confirmation mail is awaited this long at most; a slow mail server must not hold up the customer. */
const MAIL_WAIT_MS = 3_000;

export type CheckoutPayment = PaymentClientConfig & { clientSecret: string };

export interface CheckoutStarted {
  order: OrderView;
  payment: CheckoutPayment;
}

function nameOf(product: Equipment): ProductName {
  return { name: product.name, nameKn: product.nameKn };
}

/** Refuses the order for the first line whose units are not free, naming the product in both languages. */
function refuseShortfall(
  shortfall: BookingShortfall,
  products: Map<number, Equipment>,
  items: readonly NewOrderItem[],
): never {
  const product = products.get(shortfall.productId);
  const name = product ? nameOf(product) : { name: shortfall.name, nameKn: shortfall.name };
  if (shortfall.kind === 'purchase') {
    refuse(
      'OUT_OF_STOCK',
      { product: name, available: shortfall.available },
      checkoutMessages.notEnoughStock(shortfall.name, shortfall.available),
    );
  }
  const line = items.find((item) => item.productId === shortfall.productId && item.rental);
  refuse(
    'RENTAL_DAYS_TAKEN',
    { product: name, from: line?.start ?? '', to: line?.end ?? '', available: shortfall.available },
    checkoutMessages.rentalTaken(shortfall.name),
  );
}

/** Prices the cart from the products' rows as they are now; refuses what can no longer be ordered. */
function priceCart(
  lines: readonly CartLine[],
  products: Map<number, Equipment>,
  now: Date,
): { items: (NewOrderItem & { name: string })[] } {
  const today = kolkataDay(now);
  const items = lines.map((line) => {
    const product = products.get(line.productId);
    if (!product) refuse('ITEM_UNAVAILABLE', { product: null }, checkoutMessages.someItemUnavailable);
    const offered = isOffered(product, line.rental);
    if (!offered)
      refuse('ITEM_UNAVAILABLE', { product: nameOf(product) }, checkoutMessages.itemUnavailable(product.name));
    if (line.rental && rentalPeriodProblem(line, today)) {
      refuse('RENTAL_DATES_OUTDATED', { product: nameOf(product) }, checkoutMessages.rentalDatesInvalid(product.name));
    }
    // The minimum may have been raised since the rental went into the cart.
    if (line.rental && isShorterThanMinimum(line, product.minimumRentalDays)) {
      const minimumDays = product.minimumRentalDays;
      refuse(
        'RENTAL_TOO_SHORT',
        { product: nameOf(product), minimumDays },
        `${product.name} is rented for at least ${minimumDays} days`,
      );
    }
    const unitPrice = line.rental ? product.rentalPricePerDay! : product.price;
    return {
      productId: line.productId,
      name: product.name,
      rental: line.rental,
      quantity: line.quantity,
      unitPrice,
      start: line.rental ? line.start : null,
      end: line.rental ? line.end : null,
      rentalDays: lineRentalDays(line),
      lineTotal: lineTotal(unitPrice, line),
      deposit: lineDeposit(product.securityDeposit, line),
    };
  });
  return { items };
}

function sameItems(a: readonly NewOrderItem[], b: readonly NewOrderItem[]): boolean {
  if (a.length !== b.length) return false;
  const byKey = new Map(b.map((item) => [cartLineKey(item), item]));
  return a.every((x) => {
    const y = byKey.get(cartLineKey(x));
    return (
      y !== undefined &&
      x.quantity === y.quantity &&
      x.unitPrice === y.unitPrice &&
      x.start === y.start &&
      x.end === y.end &&
      x.lineTotal === y.lineTotal
    );
  });
}

const addressFields = Object.keys(shippingAddressSchema.shape) as (keyof ShippingAddress)[];

function sameAddress(a: ShippingAddress, b: ShippingAddress): boolean {
  return addressFields.every((field) => (a[field] ?? '') === (b[field] ?? ''));
}

function bookingLines(items: readonly (NewOrderItem & { name: string })[]): BookingLine[] {
  return items.map(({ productId, name, rental, quantity, start, end }) => ({
    productId,
    name,
    rental,
    quantity,
    start,
    end,
  }));
}

async function upsertProfile(deps: CheckoutDeps, userId: string, address: ShippingAddress, now: Date): Promise<void> {
  const [firstName = '', ...rest] = address.fullName.split(/\s+/);
  const { fullName: _name, phoneNumber, ...postal } = address;
  try {
    await checkoutRepository.upsertProfile(
      deps.db,
      userId,
      { firstName, lastName: rest.join(' ') || null, phoneNumber, address: postal },
      now,
    );
  } catch (error) {
    // The spec: a failed profile update is only logged, and checkout goes on.
    deps.log.warn({ err: error, userId }, 'profile update at checkout failed');
  }
}

/**
 * Returns the whole payment of an order marked refunded, unless that already happened. A refund that fails here
 * (provider down) answers BAD_GATEWAY and is tried again by the next complete() of the order: the browser's
 * retry, or the provider redelivering its webhook. The key makes sure the money goes back only once.
 */
async function ensureRefunded(deps: CheckoutDeps, order: OrderRecord): Promise<void> {
  const paymentId = order.paymentIntentId!;
  const amount = await paymentsService.refundInFull(deps, paymentId, `refund_${order.id}`);
  if (amount > 0) deps.log.info({ orderId: order.id, paymentId, amount }, 'payment refunded');
}

/** A new order's lines as ordersRepository.itemsOf reads them back (same fields, same order), from what was written. */
function itemViews(items: readonly NewOrderItem[], products: ReadonlyMap<number, Equipment>): OrderItemView[] {
  return items
    .map((item): OrderItemView => {
      const product = products.get(item.productId)!;
      const { productId, rental, quantity, unitPrice, start, end, rentalDays, lineTotal, deposit } = item;
      const named = { name: product.name, nameKn: product.nameKn, imageUrl: product.imageUrl };
      return { productId, ...named, rental, quantity, unitPrice, start, end, rentalDays, lineTotal, deposit };
    })
    .sort((a, b) => a.productId - b.productId || Number(a.rental) - Number(b.rental));
}

type Completion =
  | { kind: 'paid'; order: OrderRecord; items: OrderItemView[]; contact: OrderContact }
  | { kind: 'already_paid' }
  | { kind: 'refunded' };

/**
 * The last step of a payment's transaction: bought units leave the stock, product by product in id order (the
 * locking order), each by one conditional update that also locks the product's row; a product only rented is
 * locked, so the order turns paid one booking after another like every booking of it. Throws (the transaction
 * rolls back, nothing is paid) if the stock is short, which the order's hold rules out.
 */
async function bookPaidItems(trx: Trx, items: readonly NewOrderItem[]): Promise<void> {
  const bought = new Map<number, number>();
  for (const item of items) {
    bought.set(item.productId, (bought.get(item.productId) ?? 0) + (item.rental ? 0 : item.quantity));
  }
  for (const [productId, quantity] of [...bought].sort(([a], [b]) => a - b)) {
    if (quantity === 0) await lockProductsForBooking(trx, [productId]);
    else if (!(await checkoutRepository.takeFromStock(trx, productId, quantity))) {
      throw new Error(`the stock of product ${productId} is short of the ${quantity} units an order held`);
    }
  }
}

async function sendConfirmation(
  deps: CheckoutDeps,
  order: OrderRecord,
  view: OrderView,
  contact: OrderContact,
): Promise<void> {
  if (!contact) return;
  const mailing = (async () => {
    await deps.mailer.send(orderConfirmationMail(view, contact.email, contact.locale, `${deps.env.APP_ORIGIN}/orders`));
  })().catch((error: unknown) => {
    // The order is paid and kept whatever happens to its e-mail.
    deps.log.error({ err: error, orderId: order.id }, 'order confirmation e-mail failed');
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([mailing, new Promise<void>((resolve) => (timer = setTimeout(resolve, MAIL_WAIT_MS)))]);
  clearTimeout(timer);
}

/**
 * checkoutService.complete for an order already read (and found to be the caller's); `items`, its lines if read with
 * it; `answered`, the payment as the provider just answered its confirmation (paymentsService.captured). A paid order
 * is answered at once (the browser's complete after the card's own, a webhook redelivered): no lock. Whether
 * others' pending orders ran out does not matter here (a hold counts until its reserved_until, rentals.repository.ts
 * activeOrder); checkout.start sweeps them.
 */
async function completeOrder(
  deps: CheckoutDeps,
  order: OrderRecord,
  { items, answered }: { items?: OrderItemView[]; answered?: Payment } = {},
): Promise<OrderView> {
  const now = deps.clock.now();
  const orderId = order.id;
  if (order.status === 'paid') return items ? viewOf(order, items) : ordersRepository.view(deps.db, order);
  if (order.status === 'refunded') {
    await ensureRefunded(deps, order);
    refuse('PAYMENT_REFUNDED', {}, checkoutMessages.expiredAndRefunded);
  }
  if (!order.paymentIntentId) refuse('PAYMENT_NOT_COMPLETED', {}, checkoutMessages.paymentNotCompleted);
  const paymentId = order.paymentIntentId;

  await paymentsService.captured(
    deps,
    paymentId,
    {
      kind: 'order',
      id: order.id,
      amount: order.total,
      currency: order.currency,
    },
    answered,
  );

  // Locks in the usual order: cart, order, then products. A payment for units its order still holds needs no
  // recount, so the products' rows are taken last (by the stock update itself): buyers of the same product wait
  // for one another only for that statement and the commit.
  const completion = await deps.db.transaction().execute(async (trx): Promise<Completion> => {
    await cartRepository.lock(trx, order.userId);
    const { order: current, items } = (await ordersRepository.findWithItems(trx, orderId, { forUpdate: true }))!;
    if (current.status === 'paid') return { kind: 'already_paid' };
    if (current.status === 'refunded') return { kind: 'refunded' };

    const stillHeld = current.status === 'pending' && current.reservedUntil !== null && current.reservedUntil > now;
    if (!stillHeld) {
      await lockProductsForBooking(
        trx,
        items.map((item) => item.productId),
      );
      const shortfall = await findShortfall(trx, bookingLines(items), { now, excludeOrderId: orderId });
      if (shortfall) {
        // The decision is recorded first; the money goes back right after the commit (see ensureRefunded).
        if (current.status === 'pending') await checkoutRepository.setStatus(trx, [orderId], 'expired');
        await checkoutRepository.setStatus(trx, [orderId], 'refunded');
        const late = { orderId, userId: order.userId, amount: order.total, at: now };
        await ledger.postOrderEvent(trx, { type: 'late_payment', ...late });
        deps.log.warn({ orderId, paymentId, shortfall }, 'late payment to be refunded: the units were taken meanwhile');
        return { kind: 'refunded' };
      }
    }
    const contact = await checkoutRepository.markPaid(trx, orderId, order.userId, now);
    await ledger.postOrderEvent(trx, { type: 'paid', orderId, amount: order.total, at: now });
    await bookPaidItems(trx, items);
    return { kind: 'paid', order: current, items, contact };
  });

  if (completion.kind === 'refunded') {
    await ensureRefunded(deps, order);
    refuse('PAYMENT_REFUNDED', {}, checkoutMessages.expiredAndRefunded);
  }
  // Paid by someone else meanwhile (a webhook and the browser at once): answered as it stands now.
  if (completion.kind === 'already_paid') {
    const standing = (await ordersRepository.findWithItems(deps.db, orderId))!;
    return viewOf(standing.order, standing.items);
  }
  // Paid here: the order as this transaction left it, without reading it back.
  const paid: OrderRecord = { ...completion.order, status: 'paid', paidAt: now };
  const view = viewOf(paid, completion.items);
  deps.log.info({ orderId, total: paid.total, provider: deps.payments.name }, 'order paid');
  await sendConfirmation(deps, paid, view, completion.contact);
  return view;
}

export const checkoutService = {
  /** What the shipping form starts with: the profile saved at the last checkout. */
  async shippingDefaults(deps: CheckoutDeps, userId: string): Promise<Partial<ShippingAddressInput>> {
    const profile = await checkoutRepository.profile(deps.db, userId);
    const address = (profile?.address ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : undefined);
    const fullName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
    return {
      fullName: fullName || undefined,
      phoneNumber: profile?.phoneNumber ?? undefined,
      addressLine1: text('addressLine1'),
      addressLine2: text('addressLine2'),
      city: text('city'),
      state: text('state'),
      postalCode: text('postalCode'),
      country: text('country') ?? 'India',
    };
  },

  /**
   * Turns the user's cart into a pending order that holds its units for 15 minutes and a payment for its total
   * (subtotal + 18 % tax, shipping free) in rupees. A second call with the same cart, such as a double click,
   * gets the same order and the same payment; a changed cart replaces the older pending order, whose payment is
   * cancelled so it can never be charged.
   */
  async start(deps: CheckoutDeps, userId: string, shipping: ShippingAddress): Promise<CheckoutStarted> {
    const now = deps.clock.now();
    await upsertProfile(deps, userId, shipping, now);
    await checkoutRepository.expireStale(deps.db, now);

    // Locks, always in this order everywhere: the user's cart row, then orders, then products by id. Everything that
    // is the buyer's own (cart, prices, pending orders, hold runs) is read under the cart's lock first; the products'
    // locks, which every buyer of the same product waits for, are taken last and held only for the booking itself.
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const lines = await cartRepository.lockedLines(trx, userId);
      if (lines.length === 0) refuse('CART_EMPTY', {}, checkoutMessages.emptyCart);
      const productIds = lines.map((l) => l.productId);
      const products = await cartRepository.products(trx, productIds);
      const { items } = priceCart(lines, products, now);
      const totals = orderTotals(items);

      const pending = await ordersRepository.pendingOfUser(trx, userId);
      const itemsByOrder = await ordersRepository.itemsOf(
        trx,
        pending.map((o) => o.id),
      );
      const reusable = pending.find(
        (order) =>
          order.reservedUntil !== null &&
          order.reservedUntil.getTime() - now.getTime() >= REUSE_MIN_REMAINING_MS &&
          order.total === totals.total &&
          sameItems(itemsByOrder.get(order.id) ?? [], items),
      );
      const replaced = pending.filter((o) => o !== reusable);
      await checkoutRepository.setStatus(
        trx,
        replaced.map((o) => o.id),
        'expired',
      );
      if (reusable) {
        // The reused order holds its units already: no product is locked.
        const moved = !sameAddress(reusable.shippingAddress, shipping);
        if (moved) await checkoutRepository.setShippingAddress(trx, reusable.id, shipping);
        const order = moved ? { ...reusable, shippingAddress: shipping } : reusable;
        return { order, items: itemsByOrder.get(reusable.id) ?? [], replaced };
      }
      const holdRuns = await checkoutRepository.holdRuns(trx, userId, productIds);

      await lockProductsForBooking(trx, productIds);
      // Buyers in line for held units come first; a restarted checkout renews the hold, but never past 30 minutes
      // from the user's first (holds.ts). A buyer put in line keeps the place: refused after the commit.
      const names = new Map([...products].map(([id, product]) => [id, nameOf(product)]));
      const hold = await holdOrQueue(
        trx,
        userId,
        bookingLines(items),
        names,
        now,
        new Date(now.getTime() + RESERVATION_MS),
        holdRuns,
      );
      if (hold.kind === 'short') refuseShortfall(hold.shortfall, products, items);
      if (hold.kind === 'queued') return { queued: hold.refusal, replaced };
      const { reservedUntil, holdRuns: runs } = hold;
      const order = await checkoutRepository.insertOrder(
        trx,
        {
          userId,
          reservedUntil,
          ...totals,
          shippingAddress: shipping,
          paymentProvider: deps.payments.name,
          isRental: items.some((item) => item.rental),
          createdAt: now,
        },
        items,
        runs,
      );
      return { order, items: itemViews(items, products), replaced };
    });

    for (const old of outcome.replaced) {
      if (!old.paymentIntentId) continue;
      // Best effort: if the old payment went through after all, completing it later keeps or refunds it.
      await deps.payments
        .cancel(old.paymentIntentId)
        .catch((error: unknown) =>
          deps.log.warn({ err: error, orderId: old.id }, 'could not cancel the payment of a replaced checkout'),
        );
    }
    if ('queued' in outcome) throw outcome.queued;
    const { order } = outcome;
    const orderId = order.id;
    let created: CreatedPayment;
    try {
      // The key is the order's: whoever asks again for this order gets the very same payment back.
      created = await deps.payments.createPayment({
        orderId,
        amount: order.total,
        currency: 'inr',
        idempotencyKey: `order_${orderId}`,
        metadata: { orderId, userId },
      });
    } catch (error) {
      if (!order.paymentIntentId)
        await checkoutRepository.setStatus(deps.db, [orderId], 'failed').catch(() => undefined);
      providerDown(deps, error, 'creating a payment failed');
    }
    if (!(await checkoutRepository.attachPayment(deps.db, orderId, created.id))) {
      deps.log.error({ orderId, paymentId: created.id }, 'an order was offered a second, different payment');
      throw new Error('order already has another payment');
    }
    return {
      order: viewOf(order, outcome.items),
      payment: { ...deps.payments.clientConfig(), clientSecret: created.clientSecret },
    };
  },

  /**
   * Marks an order paid once the payment provider confirms that its payment succeeded for exactly the order's
   * total in rupees: purchased units leave the stock, rented units stay booked, the cart is emptied and the
   * confirmation mail goes out. Safe to call any number of times, from the browser and from webhooks: only the
   * first call changes anything. A payment that arrives after the reservation ran out keeps the order if its
   * units are still free; otherwise it is refunded and the customer is told so.
   *
   * `userId` limits the call to the user's own orders; webhooks, which act for the provider, pass null.
   */
  async complete(deps: CheckoutDeps, userId: string | null, orderId: string): Promise<OrderView> {
    const found = await ordersRepository.findWithItems(deps.db, orderId);
    if (!found || (userId !== null && found.order.userId !== userId)) {
      refuse('ORDER_NOT_FOUND', {}, checkoutMessages.orderNotFound);
    }
    return completeOrder(deps, found.order, { items: found.items });
  },

  /**
   * Test mode's stand-in for Stripe.js: confirms the order's payment with a test card. Like Stripe's
   * payment_intent.succeeded webhook, a success completes the order at once, so it is kept even if the browser
   * goes away before asking to complete it.
   */
  async confirmTestPayment(
    deps: CheckoutDeps,
    userId: string,
    input: ConfirmTestPaymentInput,
  ): Promise<{ status: 'succeeded' }> {
    const { target: order, payment } = await paymentsService.confirmTestCard(deps, input, async (paymentId) => {
      const found = await ordersRepository.findByPaymentId(deps.db, paymentId);
      if (!found || found.userId !== userId) refuse('ORDER_NOT_FOUND', {}, checkoutMessages.orderNotFound);
      return found;
    });
    // The order as read before its payment was confirmed; completing re-reads it under its lock.
    await completeOrder(deps, order, { answered: payment }).catch((error: unknown) => {
      // The browser asks to complete next and hears the reason itself.
      deps.log.warn({ err: error, orderId: order.id }, 'completing a confirmed test payment failed');
    });
    return { status: 'succeeded' };
  },

  /** payment_intent.payment_failed: the pending order gives its units back; a later success still completes it. */
  async paymentFailed(deps: CheckoutDeps, paymentId: string): Promise<void> {
    await deps.db.transaction().execute(async (trx) => {
      const order = await ordersRepository.findByPaymentId(trx, paymentId);
      if (!order) return;
      const current = (await ordersRepository.findById(trx, order.id, { forUpdate: true }))!;
      if (current.status === 'pending') await checkoutRepository.setStatus(trx, [order.id], 'failed');
    });
  },

  /** The order a provider's payment belongs to, for webhooks. */
  async orderOfPayment(deps: CheckoutDeps, paymentId: string): Promise<OrderRecord | undefined> {
    return ordersRepository.findByPaymentId(deps.db, paymentId);
  },
};
