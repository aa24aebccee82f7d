import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  addItem,
  cartLineKey,
  findLine,
  lineRentalDays,
  lineTotal,
  mergeCarts,
  removeLine,
  setRentalDates,
  subtotal,
  totalItems,
  updateQuantity,
  type CartLine,
  type CartLineKey,
  type NewCartItem,
} from '../../../shared/cart.js';
import { lineDeposit } from '../../../shared/deposit.js';
import type { Paise } from '../../../shared/money.js';
import { isOffered } from '../../../shared/offers.js';
import {
  BOOKING_HORIZON_DAYS,
  MAX_RENTAL_DAYS,
  isShorterThanMinimum,
  kolkataDay,
  rentalPeriodProblem,
  type CalendarDay,
} from '../../../shared/rental.js';
import type { ProductName } from '../../../shared/refusals.js';
import {
  cartMessages,
  rentalPeriodMessages,
  type cartAddInput,
  type cartLineKeyInput,
  type cartSetRentalDatesInput,
  type cartUpdateQuantityInput,
  type guestCartInput,
} from '../../../shared/schemas/cart.js';
import type { Database } from '../../db/types.js';
import { refuse } from '../../errors.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/db.js';
import type { Equipment } from '../catalogue/catalogue.repository.js';
import { freeUnitsFor } from '../rentals/availability.js';
import { cartRepository } from './cart.repository.js';

/**
 * Why a line cannot be checked out as it is:
 * - 'unavailable': the product is no longer offered that way (not for sale / not for rent);
 * - 'dates_passed': the rental was to start before today;
 * - 'exceeds_available': more units than are in stock, or free over the whole rental period.
 */
export type CartLineProblem = 'unavailable' | 'dates_passed' | 'exceeds_available';

export interface CartViewLine {
  productId: number;
  rental: boolean;
  name: string;
  nameKn: string;
  imageUrl: string | null;
  /** Purchase price, or the daily price of a rental. */
  unitPrice: Paise;
  quantity: number;
  start: CalendarDay | null;
  /** Return day: neither booked nor charged. */
  end: CalendarDay | null;
  rentalDays: number | null;
  lineTotal: Paise;
  /** Refundable deposit of a rental line (deposit per unit x units), charged at checkout on top of the total. */
  deposit: Paise;
  /** Most units this line may hold now: stock for a purchase, units free on every rental day for a rental. */
  maxQuantity: number;
  problem: CartLineProblem | null;
}

/** A cart priced from the database, never from what the browser sent. */
export interface CartView {
  lines: CartViewLine[];
  totalItems: number;
  subtotal: Paise;
  /** Refundable deposits of the rental lines (shared/deposit.ts). */
  deposit: Paise;
  /** When the saved cart last changed; null for a guest's cart or a user who never had one. */
  updatedAt: Date | null;
}

export interface CartAdjustment {
  productId: number;
  rental: boolean;
  name: string | null;
  nameKn: string | null;
  /** Units the merged line would have held. */
  requested: number;
  /** Units it holds now; 0 when the line was dropped. */
  quantity: number;
}

export interface CartDeps {
  db: Kysely<Database>;
  clock: Clock;
}

interface Moment {
  now: Date;
  today: CalendarDay;
}

function momentOf(clock: Clock): Moment {
  const now = clock.now();
  return { now, today: kolkataDay(now) };
}

/**
 * The most units each line may hold at this moment (0 when none): the units not sold or rented for good, on every
 * day from today for a purchase, on every day of its period for a rental (rentals/availability.ts, one query for
 * all lines). Units held by others' unpaid checkouts stay in reach: checkout puts the buyer in line for them.
 * Keyed by cartLineKey.
 */
async function maxQuantities(
  db: Db,
  products: ReadonlyMap<number, Equipment>,
  lines: readonly CartLine[],
  moment: Moment,
): Promise<Map<string, number>> {
  const max = new Map<string, number>();
  const asked: CartLine[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product || !isOffered(product, line.rental)) max.set(cartLineKey(line), 0);
    else if (line.rental && rentalPeriodProblem(line, moment.today)) max.set(cartLineKey(line), 0);
    else asked.push(line);
  }
  const asks = asked.map((l) =>
    l.rental ? { ...l, rental: true as const } : { productId: l.productId, rental: false as const },
  );
  const free = await freeUnitsFor(db, asks, { now: moment.now, holds: 'ignore' });
  asked.forEach((line, i) => max.set(cartLineKey(line), Math.min(free[i]!, MAX_LINE_QUANTITY)));
  return max;
}

function nameOf(product: Equipment): ProductName {
  return { name: product.name, nameKn: product.nameKn };
}

/** Refuses a line the cart may not hold: unknown product, not offered that way, bad dates, too many units. */
async function assertCanHold(db: Db, product: Equipment | undefined, line: CartLine, moment: Moment): Promise<void> {
  if (!product) refuse('PRODUCT_NOT_FOUND', {}, cartMessages.productNotFound);
  const named = { product: nameOf(product) };
  if (!isOffered(product, line.rental)) {
    if (line.rental) refuse('NOT_FOR_RENT', named, cartMessages.notForRent);
    refuse('NOT_FOR_SALE', named, cartMessages.notForSale);
  }
  if (line.rental) {
    const problem = rentalPeriodProblem(line, moment.today);
    if (problem) {
      refuse(
        'RENTAL_DATES_INVALID',
        { problem, maxDays: MAX_RENTAL_DAYS, horizonDays: BOOKING_HORIZON_DAYS },
        rentalPeriodMessages[problem],
      );
    }
    if (isShorterThanMinimum(line, product.minimumRentalDays)) {
      const minimumDays = product.minimumRentalDays;
      refuse(
        'RENTAL_TOO_SHORT',
        { ...named, minimumDays },
        `${product.name} is rented for at least ${minimumDays} days`,
      );
    }
  }
  if (product.stockQuantity < 1) refuse('OUT_OF_STOCK', { ...named, available: 0 }, cartMessages.outOfStock);
  const max = (await maxQuantities(db, new Map([[product.id, product]]), [line], moment)).get(cartLineKey(line))!;
  if (line.quantity <= max) return;
  if (!line.rental) refuse('OUT_OF_STOCK', { ...named, available: max }, cartMessages.onlyInStock(max));
  refuse(
    'RENTAL_DAYS_TAKEN',
    { ...named, from: line.start, to: line.end, available: max },
    max < 1 ? cartMessages.noUnitFree : cartMessages.onlyFree(max),
  );
}

function priceLine(product: Equipment, line: CartLine, max: number, moment: Moment): CartViewLine {
  const unitPrice = line.rental ? (product.rentalPricePerDay ?? 0) : product.price;
  let problem: CartLineProblem | null = null;
  if (!isOffered(product, line.rental)) problem = 'unavailable';
  else if (line.rental && line.start < moment.today) problem = 'dates_passed';
  else if (line.quantity > max) problem = 'exceeds_available';
  return {
    productId: product.id,
    rental: line.rental,
    name: product.name,
    nameKn: product.nameKn,
    imageUrl: product.imageUrl,
    unitPrice,
    quantity: line.quantity,
    start: line.rental ? line.start : null,
    end: line.rental ? line.end : null,
    rentalDays: lineRentalDays(line),
    lineTotal: lineTotal(unitPrice, line),
    deposit: lineDeposit(product.securityDeposit, line),
    maxQuantity: max,
    problem,
  };
}

/** Prices lines from the database; lines of products that no longer exist are left out. */
async function buildView(
  db: Db,
  lines: readonly CartLine[],
  moment: Moment,
  updatedAt: Date | null,
): Promise<CartView> {
  const products = await cartRepository.products(
    db,
    lines.map((l) => l.productId),
  );
  const known = lines.filter((line) => products.has(line.productId));
  const max = await maxQuantities(db, products, known, moment);
  const priced = known.map((line) =>
    priceLine(products.get(line.productId)!, line, max.get(cartLineKey(line))!, moment),
  );
  const deposit = priced.reduce((sum, line) => sum + line.deposit, 0);
  return { lines: priced, totalItems: totalItems(priced), subtotal: subtotal(priced), deposit, updatedAt };
}

/**
 * Runs one change of a user's saved cart: locks the cart, reads it, lets `change` compute the new lines (and
 * refuse by throwing), saves them and returns the new view, all in one transaction.
 */
async function changeCart<T>(
  deps: CartDeps,
  userId: string,
  change: (trx: Db, lines: CartLine[], moment: Moment) => Promise<{ lines: CartLine[]; result: T }>,
): Promise<{ cart: CartView; result: T }> {
  const moment = momentOf(deps.clock);
  return deps.db.transaction().execute(async (trx) => {
    await cartRepository.lock(trx, userId);
    const current = await cartRepository.lines(trx, userId);
    const { lines, result } = await change(trx, current, moment);
    await cartRepository.save(trx, userId, lines, moment.now);
    return { cart: await buildView(trx, lines, moment, moment.now), result };
  });
}

async function productOf(db: Db, productId: number): Promise<Equipment | undefined> {
  return (await cartRepository.products(db, [productId])).get(productId);
}

function lineOf(lines: readonly CartLine[], key: CartLineKey): CartLine {
  return findLine(lines, key) ?? refuse('NOT_IN_CART', {}, cartMessages.notInCart);
}

export const cartService = {
  async get(deps: CartDeps, userId: string): Promise<CartView> {
    const [lines, updatedAt] = await Promise.all([
      cartRepository.lines(deps.db, userId),
      cartRepository.updatedAt(deps.db, userId),
    ]);
    return buildView(deps.db, lines, momentOf(deps.clock), updatedAt);
  },

  /** Prices a guest's cart (kept in the browser) without saving it. */
  async preview(deps: CartDeps, input: z.output<typeof guestCartInput>): Promise<CartView> {
    return buildView(deps.db, mergeCarts([], input.lines), momentOf(deps.clock), null);
  },

  async add(deps: CartDeps, userId: string, input: z.output<typeof cartAddInput>) {
    const item: NewCartItem = input.rental
      ? { productId: input.productId, rental: true, period: { start: input.start!, end: input.end! } }
      : { productId: input.productId, rental: false };
    const { cart, result } = await changeCart(deps, userId, async (trx, current, moment) => {
      const lines = addItem(current, item);
      if (lines.length > MAX_CART_LINES) refuse('CART_FULL', { max: MAX_CART_LINES }, cartMessages.cartFull);
      const line = findLine(lines, item)!;
      await assertCanHold(trx, await productOf(trx, item.productId), line, moment);
      return { lines, result: { quantity: line.quantity, increased: findLine(current, item) !== undefined } };
    });
    return { cart, added: result };
  },

  async updateQuantity(
    deps: CartDeps,
    userId: string,
    input: z.output<typeof cartUpdateQuantityInput>,
  ): Promise<CartView> {
    const { cart } = await changeCart(deps, userId, async (trx, current, moment) => {
      lineOf(current, input);
      const lines = updateQuantity(current, input, input.quantity);
      await assertCanHold(trx, await productOf(trx, input.productId), findLine(lines, input)!, moment);
      return { lines, result: null };
    });
    return cart;
  },

  async setRentalDates(
    deps: CartDeps,
    userId: string,
    input: z.output<typeof cartSetRentalDatesInput>,
  ): Promise<CartView> {
    const key = { productId: input.productId, rental: true };
    const { cart } = await changeCart(deps, userId, async (trx, current, moment) => {
      lineOf(current, key);
      const lines = setRentalDates(current, input.productId, { start: input.start, end: input.end });
      await assertCanHold(trx, await productOf(trx, input.productId), findLine(lines, key)!, moment);
      return { lines, result: null };
    });
    return cart;
  },

  /** Removing a line that is already gone (another tab removed it) is not an error: the result is the same. */
  async remove(deps: CartDeps, userId: string, input: z.output<typeof cartLineKeyInput>): Promise<CartView> {
    const { cart } = await changeCart(deps, userId, async (_trx, current) => ({
      lines: removeLine(current, input),
      result: null,
    }));
    return cart;
  },

  async clear(deps: CartDeps, userId: string): Promise<CartView> {
    const { cart } = await changeCart(deps, userId, async () => ({ lines: [], result: null }));
    return cart;
  },

  /**
   * Adds a guest's cart to the saved one at sign-in. The same product and rental flag add up; every line the
   * guest brought is then capped to what may be held now (dropped at 0), and the answer names each capped
   * line. Lines of unknown products and lines past the cart's size are dropped and named too.
   */
  async merge(deps: CartDeps, userId: string, input: z.output<typeof guestCartInput>) {
    const guest = mergeCarts([], input.lines);
    const { cart, result } = await changeCart(deps, userId, async (trx, current, moment) => {
      const products = await cartRepository.products(
        trx,
        guest.map((l) => l.productId),
      );
      const adjusted: CartAdjustment[] = [];
      let lines = mergeCarts(current, guest);
      const merged = guest.map((incoming) => findLine(lines, incoming)!);
      const maxima = await maxQuantities(trx, products, merged, moment);
      for (const line of merged) {
        const product = products.get(line.productId);
        // A guest's rental shorter than the machine's minimum is not held: the farmer picks longer dates again.
        const tooShort = line.rental && product !== undefined && isShorterThanMinimum(line, product.minimumRentalDays);
        const max = tooShort ? 0 : maxima.get(cartLineKey(line))!;
        if (line.quantity <= max) continue;
        adjusted.push({
          productId: line.productId,
          rental: line.rental,
          name: product?.name ?? null,
          nameKn: product?.nameKn ?? null,
          requested: line.quantity,
          quantity: max,
        });
        lines = updateQuantity(lines, line, max);
      }
      for (const dropped of lines.slice(MAX_CART_LINES)) {
        const product = products.get(dropped.productId);
        adjusted.push({
          productId: dropped.productId,
          rental: dropped.rental,
          name: product?.name ?? null,
          nameKn: product?.nameKn ?? null,
          requested: dropped.quantity,
          quantity: 0,
        });
      }
      return { lines: lines.slice(0, MAX_CART_LINES), result: adjusted };
    });
    return { cart, adjusted: result };
  },
};
