/**
 * The cart rules, shared by the guest cart in the browser and the saved cart on the server. Pure functions over
 * plain data: they never change their input and never look up prices (the caller passes prices read from the
 * database). A product appears at most twice in a cart: once bought, once rented; its rental flag is part of
 * the line's identity. Rental periods follow shared/rental.ts: [start, end), end being the return day.
 */
import type { Paise } from './money.js';
import { rentalDays, type CalendarDay, type RentalPeriod } from './rental.js';

/** Different lines a cart may hold. */
export const MAX_CART_LINES = 50;
/** Units of one line: far above any stock here, low enough that a total stays exact in paise. */
export const MAX_LINE_QUANTITY = 999;

export interface PurchaseLine {
  productId: number;
  rental: false;
  quantity: number;
}

export interface RentalLine {
  productId: number;
  rental: true;
  quantity: number;
  /** Pick-up day, booked and charged. */
  start: CalendarDay;
  /** Return day, neither booked nor charged. */
  end: CalendarDay;
}

export type CartLine = PurchaseLine | RentalLine;

/** What names a line: the product and whether it is rented. */
export interface CartLineKey {
  productId: number;
  rental: boolean;
}

export type NewCartItem =
  { productId: number; rental: false } | { productId: number; rental: true; period: RentalPeriod };

/** The line's key as a string, for maps and React keys: one line per product and way (bought or rented). */
export function cartLineKey(line: CartLineKey): string {
  return `${line.productId}:${line.rental}`;
}

export function sameLine(a: CartLineKey, b: CartLineKey): boolean {
  return a.productId === b.productId && a.rental === b.rental;
}

export function findLine(lines: readonly CartLine[], key: CartLineKey): CartLine | undefined {
  return lines.find((line) => sameLine(line, key));
}

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Not a whole quantity: ${quantity}`);
}

/**
 * Adds `quantity` (1 by default) of an item. The same product with the same rental flag raises that line's
 * quantity, and a rental takes the new period; anything else is a new line at the end.
 */
export function addItem(lines: readonly CartLine[], item: NewCartItem, quantity = 1): CartLine[] {
  assertQuantity(quantity);
  if (quantity <= 0) return [...lines];
  const existing = findLine(lines, item);
  if (!existing) {
    const line: CartLine = item.rental
      ? { productId: item.productId, rental: true, quantity, start: item.period.start, end: item.period.end }
      : { productId: item.productId, rental: false, quantity };
    return [...lines, line];
  }
  return lines.map((line) => {
    if (line !== existing) return line;
    const raised = { ...line, quantity: line.quantity + quantity };
    return item.rental && raised.rental ? { ...raised, start: item.period.start, end: item.period.end } : raised;
  });
}

/** Sets a line's quantity; 0 or less removes the line. */
export function updateQuantity(lines: readonly CartLine[], key: CartLineKey, quantity: number): CartLine[] {
  assertQuantity(quantity);
  if (quantity <= 0) return removeLine(lines, key);
  return lines.map((line) => (sameLine(line, key) ? { ...line, quantity } : line));
}

export function removeLine(lines: readonly CartLine[], key: CartLineKey): CartLine[] {
  return lines.filter((line) => !sameLine(line, key));
}

/** Moves a rental line to a new period; purchase lines have no dates and stay as they are. */
export function setRentalDates(lines: readonly CartLine[], productId: number, period: RentalPeriod): CartLine[] {
  return lines.map((line) =>
    line.rental && line.productId === productId ? { ...line, start: period.start, end: period.end } : line,
  );
}

/**
 * Adds every line of `incoming` (a guest's cart) to `base` (the saved cart) as if added one by one: the same
 * product and rental flag add up, and the incoming rental period wins because it is the newer choice.
 */
export function mergeCarts(base: readonly CartLine[], incoming: readonly CartLine[]): CartLine[] {
  let merged = [...base];
  for (const line of incoming) {
    const item: NewCartItem = line.rental
      ? { productId: line.productId, rental: true, period: { start: line.start, end: line.end } }
      : { productId: line.productId, rental: false };
    merged = addItem(merged, item, line.quantity);
  }
  return merged;
}

export function totalItems(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Days charged for a line: the rental's day count, null for a purchase. */
export function lineRentalDays(line: CartLine): number | null {
  return line.rental ? rentalDays(line.start, line.end) : null;
}

/**
 * Price of a line: unit price x quantity, x rental days for a rental. The unit price is the purchase price for
 * a purchase and the daily price for a rental.
 */
export function lineTotal(unitPrice: Paise, line: CartLine): Paise {
  return unitPrice * line.quantity * (lineRentalDays(line) ?? 1);
}

export function subtotal(lines: readonly { lineTotal: Paise }[]): Paise {
  return lines.reduce((sum, line) => sum + line.lineTotal, 0);
}
