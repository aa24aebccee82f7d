import { sql } from 'kysely';
import { addDays, eachDay, kolkataDay, type CalendarDay } from '../../../shared/rental.js';
import type { Db } from '../catalogue/catalogue.repository.js';
import { freeUnitsByDay, occupiedUntil } from '../rentals/availability.js';

/**
 * Whether an order's units can be held, checked with the products' rows locked (lockProductsForBooking) so no
 * other checkout books the same product meanwhile.
 *
 * A unit of a product is taken on day d by
 * - a purchase: from the moment it is paid (stock_quantity goes down), or while a pending order holds it;
 * - a rental [start, end): on start <= d < end, while its order is paid or pending and reserved (see
 *   freeUnitsByDay, which follows shared/rental.ts).
 * A purchase takes its unit on every day from today on, so it must leave enough units for every rental already
 * booked; a rental must find its units free on each of its days after all purchases held.
 */
export interface BookingLine {
  productId: number;
  name: string;
  rental: boolean;
  quantity: number;
  start: CalendarDay | null;
  end: CalendarDay | null;
}

export type BookingShortfall =
  | { kind: 'purchase'; productId: number; name: string; available: number }
  | { kind: 'rental'; productId: number; name: string; available: number };

interface OtherBookings {
  stock: number;
  pendingPurchases: number;
  /** Exclusive end of the last rental day booked by others, or null when none lies ahead. */
  lastRentalEnd: CalendarDay | null;
}

async function otherBookings(db: Db, productId: number, now: Date, today: CalendarDay, excludeOrderId: string | undefined): Promise<OtherBookings> {
  const result = await sql<{ stock: number; pendingPurchases: number; lastRentalEnd: string | null }>`
    select e.stock_quantity as stock,
           coalesce((
             select sum(oi.quantity)
             from order_items oi join orders o on o.id = oi.order_id
             where oi.equipment_id = e.id and not oi.is_rental
               and o.status = 'pending' and o.reserved_until > ${now}
               and o.id is distinct from ${excludeOrderId ?? null}::uuid
           ), 0)::int as pending_purchases,
           (
             select max(${occupiedUntil(now)})::text
             from order_items oi join orders o on o.id = oi.order_id
             where oi.equipment_id = e.id and oi.is_rental and ${occupiedUntil(now)} > ${today}::date
               and (o.status = 'paid' or (o.status = 'pending' and o.reserved_until > ${now}))
               and o.id is distinct from ${excludeOrderId ?? null}::uuid
           ) as last_rental_end
    from equipment e
    where e.id = ${productId}
  `.execute(db);
  const row = result.rows[0];
  return row
    ? { stock: row.stock, pendingPurchases: row.pendingPurchases, lastRentalEnd: row.lastRentalEnd }
    : { stock: 0, pendingPurchases: 0, lastRentalEnd: null };
}

/**
 * The first line of `lines` whose units are not free, with how many are; null when all of them are. `lines` is
 * one order's (or cart's) lines: at most one purchase and one rental per product. Call with the products locked.
 */
export async function findShortfall(
  db: Db,
  lines: readonly BookingLine[],
  options: { now: Date; excludeOrderId?: string | undefined },
): Promise<BookingShortfall | null> {
  const today = kolkataDay(options.now);
  const productIds = [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b);
  for (const productId of productIds) {
    const purchase = lines.find((l) => l.productId === productId && !l.rental);
    const rental = lines.find((l) => l.productId === productId && l.rental);
    const others = await otherBookings(db, productId, options.now, today, options.excludeOrderId);
    const bought = purchase?.quantity ?? 0;

    // Days on which a unit is asked for: every day from today to the last booked rental day when buying (the
    // unit is gone for good), only the rental's own days otherwise.
    let lastDay: CalendarDay = today;
    if (rental?.end) lastDay = addDays(rental.end, -1) > lastDay ? addDays(rental.end, -1) : lastDay;
    if (bought > 0 && others.lastRentalEnd && addDays(others.lastRentalEnd, -1) > lastDay) {
      lastDay = addDays(others.lastRentalEnd, -1);
    }
    const rentalStart = rental?.start ?? lastDay;
    const firstDay = bought > 0 && today < rentalStart ? today : rentalStart;
    const rentedByOthers = new Map<CalendarDay, number>();
    for (const day of await freeUnitsByDay(db, productId, firstDay, lastDay, options)) {
      rentedByOthers.set(day.date, others.stock - day.free);
    }

    if (purchase) {
      let mostRented = 0;
      for (const day of eachDay(today, lastDay)) mostRented = Math.max(mostRented, rentedByOthers.get(day) ?? 0);
      const available = Math.max(others.stock - others.pendingPurchases - mostRented, 0);
      if (bought > available) return { kind: 'purchase', productId, name: purchase.name, available };
    }
    if (rental?.start && rental.end) {
      let available = Number.POSITIVE_INFINITY;
      for (const day of eachDay(rental.start, addDays(rental.end, -1))) {
        const free = others.stock - others.pendingPurchases - bought - (rentedByOthers.get(day) ?? 0);
        available = Math.min(available, free);
      }
      available = Math.max(available, 0);
      if (rental.quantity > available) return { kind: 'rental', productId, name: rental.name, available };
    }
  }
  return null;
}
