import {
  freeFor,
  freeOn,
  shortfallOf,
  freeAtAfterHolds,
  type UnitBooking,
  type UnitsAsk,
  type UnitsLine,
} from '../../../shared/free-units.js';
import { addDays, eachDay, kolkataDay, type CalendarDay, type RentalPeriod } from '../../../shared/rental.js';
import type { Db, Trx } from '../../db/db.js';
import { rentalsRepository, type DayWindow, type FreeUnitsOptions, type ProductUnits } from './rentals.repository.js';

/**
 * The one owner of "free units". Every caller (the date picker, the cart, checkout, the hold queue, maintenance
 * blocks) asks here; the bookings are read by rentalsRepository.unitsOf (with THE active-order condition) and
 * counted by shared/free-units.ts:
 *
 * free(day) = stock_quantity - units of active rentals covering the day (start <= d < occupied end + buffer days)
 *   - units of pending purchases (from today on) - units blocked for maintenance - units kept for a buyer in line,
 * never below 0. A purchase needs its units free on every day from today on; a rental on each of its days.
 */
export { activeOrder, occupiedUntil, type FreeUnitsOptions, type ProductUnits } from './rentals.repository.js';

export interface DayAvailability {
  date: CalendarDay;
  free: number;
}

/** Whether units held by unpaid checkouts (and kept for buyers in line) count as taken. */
export type HoldsCounted = { holds?: 'count' | 'ignore' };

function withoutHolds(bookings: readonly UnitBooking[]): UnitBooking[] {
  return bookings.filter((b) => b.heldUntil === null);
}

/** The days a set of asks needs counted: from today (or an earlier rental start) to the last rental's end, or for
 * good when any of them is a purchase. */
export function windowOf(asks: readonly UnitsAsk[], today: CalendarDay): DayWindow {
  let from = today;
  let until: CalendarDay | null = today;
  for (const ask of asks) {
    if (!ask.rental) until = null;
    else {
      if (ask.start < from) from = ask.start;
      if (until !== null && ask.end > until) until = ask.end;
    }
  }
  return { from, until };
}

/** Free units on each day from `firstDay` to `lastDay`, both included; empty when the product does not exist. */
export async function freeUnitsByDay(
  db: Db,
  productId: number,
  firstDay: CalendarDay,
  lastDay: CalendarDay,
  options: FreeUnitsOptions,
): Promise<DayAvailability[]> {
  const window = { from: firstDay, until: addDays(lastDay, 1) };
  const units = (await rentalsRepository.unitsOf(db, [productId], window, options)).get(productId);
  if (!units) return [];
  return eachDay(firstDay, lastDay).map((date) => ({ date, free: freeOn(units.stock, units.bookings, date) }));
}

/**
 * The most units each ask could get now, in the order asked (0 for a product that does not exist). With
 * `holds: 'ignore'`, units held by unpaid checkouts count as free: what is not sold or rented for good.
 */
export async function freeUnitsFor(
  db: Db,
  asks: readonly ({ productId: number } & UnitsAsk)[],
  options: FreeUnitsOptions & HoldsCounted,
): Promise<number[]> {
  if (asks.length === 0) return [];
  const today = kolkataDay(options.now);
  const units = await rentalsRepository.unitsOf(
    db,
    asks.map((a) => a.productId),
    windowOf(asks, today),
    options,
  );
  return asks.map((ask) => {
    const product = units.get(ask.productId);
    if (!product) return 0;
    const bookings = options.holds === 'ignore' ? withoutHolds(product.bookings) : product.bookings;
    return freeFor(product.stock, bookings, ask, today);
  });
}

/** Units free on every day of the rental [start, end): the most that can be rented for that whole period. */
export async function freeUnitsForPeriod(
  db: Db,
  productId: number,
  period: RentalPeriod,
  options: FreeUnitsOptions,
): Promise<number> {
  const [free] = await freeUnitsFor(db, [{ productId, rental: true, start: period.start, end: period.end }], options);
  return free!;
}

/** freeUnitsForPeriod for several rentals of different products at once, by product id. */
export async function freeUnitsForPeriods(
  db: Db,
  periods: readonly ({ productId: number } & RentalPeriod)[],
  options: FreeUnitsOptions & HoldsCounted,
): Promise<Map<number, number>> {
  const free = await freeUnitsFor(
    db,
    periods.map((p) => ({ productId: p.productId, rental: true, start: p.start, end: p.end })),
    options,
  );
  return new Map(periods.map((p, i) => [p.productId, free[i]!]));
}

/** Why one product's lines do not fit: how many units the line could have, and whether holds alone are to blame. */
export interface UnitsShortfall {
  productId: number;
  line: UnitsLine;
  available: number;
  /** When only holds keep the lines from fitting: the earliest end of a hold after which they fit. */
  freeAt: Date | null;
}

/**
 * The first product (by id) of `lines` whose lines do not fit; null when all do. `lines` is one order's or cart's
 * lines: at most one purchase and one rental per product. Call with the products locked (lockProductsForBooking).
 */
export async function findUnitsShortfall(
  db: Db,
  lines: readonly ({ productId: number } & UnitsLine)[],
  options: FreeUnitsOptions,
): Promise<UnitsShortfall | null> {
  const today = kolkataDay(options.now);
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const units = await rentalsRepository.unitsOf(db, productIds, windowOf(lines, today), options);
  return unitsShortfallIn(units, lines, today);
}

/**
 * findUnitsShortfall over units already read (rentalsRepository.unitsOf's, or lapsePlacesWithUnits') for at least
 * `windowOf(lines, today)`, as `options` would ask.
 */
export function unitsShortfallIn(
  units: ReadonlyMap<number, ProductUnits>,
  lines: readonly ({ productId: number } & UnitsLine)[],
  today: CalendarDay,
): UnitsShortfall | null {
  const productIds = [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b);
  for (const productId of productIds) {
    const own = lines.filter((l) => l.productId === productId);
    const product: ProductUnits = units.get(productId) ?? { stock: 0, bookings: [] };
    const short = shortfallOf(product.stock, product.bookings, own, today);
    if (!short) continue;
    return { productId, ...short, freeAt: freeAtAfterHolds(product.stock, product.bookings, own, today) };
  }
  return null;
}

/**
 * Locks the products' rows until the transaction ends, so bookings of the same product happen one after the
 * other: a checkout calls this inside its transaction, then checks free units, then inserts its order. Two
 * checkouts of the last free unit can then never both succeed.
 */
export async function lockProductsForBooking(trx: Trx, productIds: readonly number[]): Promise<void> {
  await rentalsRepository.lockProducts(trx, productIds);
}
