import type { UnitsLine } from '../../../shared/free-units.js';
import type { CalendarDay } from '../../../shared/rental.js';
import type { Db } from '../../db/db.js';
import {
  findUnitsShortfall,
  unitsShortfallIn,
  type FreeUnitsOptions,
  type ProductUnits,
  type UnitsShortfall,
} from '../rentals/availability.js';

/**
 * Whether an order's units can be held, checked with the products' rows locked (lockProductsForBooking) so no
 * other checkout books the same product meanwhile. The counting is the rentals module's (free units have one
 * owner); this only speaks in order lines.
 */
export interface BookingLine {
  productId: number;
  name: string;
  rental: boolean;
  quantity: number;
  start: CalendarDay | null;
  end: CalendarDay | null;
}

export interface BookingShortfall {
  kind: 'purchase' | 'rental';
  productId: number;
  name: string;
  available: number;
  /** When only unpaid checkouts (or units kept for buyers in line) hold the units: when they may free up. */
  freeAt: Date | null;
}

function unitsLine(line: BookingLine): { productId: number } & UnitsLine {
  return line.rental && line.start && line.end
    ? { productId: line.productId, rental: true, start: line.start, end: line.end, quantity: line.quantity }
    : { productId: line.productId, rental: false, quantity: line.quantity };
}

/**
 * The first line of `lines` whose units are not free, with how many are; null when all of them are. `lines` is
 * one order's (or cart's) lines: at most one purchase and one rental per product. Call with the products locked.
 */
export async function findShortfall(
  db: Db,
  lines: readonly BookingLine[],
  options: FreeUnitsOptions,
): Promise<BookingShortfall | null> {
  return bookingShortfall(lines, await findUnitsShortfall(db, lines.map(unitsLine), options));
}

/** The days and units `lines` ask about, for reading their units ahead (rentalsRepository.lapsePlacesWithUnits). */
export function bookingAsks(lines: readonly BookingLine[]): ({ productId: number } & UnitsLine)[] {
  return lines.map(unitsLine);
}

/** findShortfall over units already read for at least windowOf(bookingAsks(lines), today). */
export function shortfallIn(
  units: ReadonlyMap<number, ProductUnits>,
  lines: readonly BookingLine[],
  today: CalendarDay,
): BookingShortfall | null {
  return bookingShortfall(lines, unitsShortfallIn(units, lines.map(unitsLine), today));
}

function bookingShortfall(lines: readonly BookingLine[], short: UnitsShortfall | null): BookingShortfall | null {
  if (!short) return null;
  const line = lines.find((l) => l.productId === short.productId && l.rental === short.line.rental)!;
  return {
    kind: line.rental ? 'rental' : 'purchase',
    productId: short.productId,
    name: line.name,
    available: short.available,
    freeAt: short.freeAt,
  };
}
