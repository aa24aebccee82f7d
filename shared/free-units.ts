/**
 * Free units of a product: the one rule of the shop. server/modules/rentals/ reads a product's stock and bookings
 * (the one active-order condition lives in its repository); everything that asks "how many units are free" (the
 * date picker, the cart, checkout, the hold queue, maintenance blocks) counts them here.
 *
 * A booking takes `quantity` units on each day of [start, end); `end` null means for good from `start` on (a held
 * purchase: once paid the unit leaves the stock). A booking with `heldUntil` is a hold that ends then unless it is
 * paid (an unpaid checkout, or a unit kept for a buyer in line); without it the units are taken (a paid rental and
 * its buffer days, a maintenance block). Paid purchases are not bookings: they have left stock_quantity already.
 */
import type { CalendarDay } from './rental.js';

/* * When a hold ends unpaid, the unit is kept this long for the first buyer in line
 * (server/modules/rentals/hold-queue.ts).*/
export const KEPT_FOR_NEXT_IN_LINE_MINUTES = 10;

export interface UnitBooking {
  quantity: number;
  start: CalendarDay;
  /** Exclusive; null: for good. */
  end: CalendarDay | null;
  /** When this hold ends unless paid; null for units taken. */
  heldUntil: Date | null;
}

/** What is asked for: a purchase (gone for good from today) or a rental of [start, end). */
export type UnitsAsk = { rental: false } | { rental: true; start: CalendarDay; end: CalendarDay };

/** One order's (or cart's) asks for one product, with their quantities: at most one purchase and one rental. */
export type UnitsLine = UnitsAsk & { quantity: number };

export function takenOn(bookings: readonly UnitBooking[], day: CalendarDay): number {
  let taken = 0;
  for (const b of bookings) if (b.start <= day && (b.end === null || day < b.end)) taken += b.quantity;
  return taken;
}

export function freeOn(stock: number, bookings: readonly UnitBooking[], day: CalendarDay): number {
  return Math.max(stock - takenOn(bookings, day), 0);
}

/**
 * Units free for an ask: a rental needs them on each of its days, a purchase on every day from today on (a bought
 * unit never comes back). Bookings only start or end on days, so the days where a booking starts are the only
 * ones that can take more than the first.
 */
export function freeFor(stock: number, bookings: readonly UnitBooking[], ask: UnitsAsk, today: CalendarDay): number {
  const first = ask.rental ? ask.start : today;
  const end = ask.rental ? ask.end : null;
  let least = freeOn(stock, bookings, first);
  for (const b of bookings) {
    if (b.start > first && (end === null || b.start < end)) least = Math.min(least, freeOn(stock, bookings, b.start));
  }
  return least;
}

/**
 * The first line of one product's lines that does not fit, with how many units it could have; null when all fit.
 * The purchase goes first: its units are gone on the rental's days too.
 */
export function shortfallOf(
  stock: number,
  bookings: readonly UnitBooking[],
  lines: readonly UnitsLine[],
  today: CalendarDay,
): { line: UnitsLine; available: number } | null {
  const purchase = lines.find((l) => !l.rental);
  const bought = purchase?.quantity ?? 0;
  if (purchase) {
    const available = freeFor(stock, bookings, purchase, today);
    if (bought > available) return { line: purchase, available };
  }
  for (const line of lines) {
    if (!line.rental) continue;
    const available = Math.max(freeFor(stock, bookings, line, today) - bought, 0);
    if (line.quantity > available) return { line, available };
  }
  return null;
}

/**
 * Whether the lines are kept from fitting only by holds, and if so the earliest end of a hold after which they
 * fit: the moment the units may free up. Null when they do not fit even with every hold ended (sold or rented).
 */
export function freeAtAfterHolds(
  stock: number,
  bookings: readonly UnitBooking[],
  lines: readonly UnitsLine[],
  today: CalendarDay,
): Date | null {
  const ends = [...new Set(bookings.flatMap((b) => (b.heldUntil ? [b.heldUntil.getTime()] : [])))].sort(
    (a, b) => a - b,
  );
  for (const end of ends) {
    const left = bookings.filter((b) => b.heldUntil === null || b.heldUntil.getTime() > end);
    if (!shortfallOf(stock, left, lines, today)) return new Date(end);
  }
  return null;
}
