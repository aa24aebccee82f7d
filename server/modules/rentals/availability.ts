import { sql } from 'kysely';
import { addDays, bookedDays, coversDay, kolkataDay, type CalendarDay, type RentalPeriod } from '../../../shared/rental.js';
import type { Db } from '../catalogue/catalogue.repository.js';

/**
 * Free units of a rentable product per calendar day (Asia/Kolkata).
 *
 * free(day) = stock_quantity - units of active rentals covering the day - units blocked for maintenance that day,
 * never below 0, where
 * - a rental covers day d when rental_start_date <= d < its occupied end + the product's buffer days: the occupied
 *   end is the return day (rental_end_date), or the day it actually came back once returned, or at least tomorrow
 *   while a handed-over unit is overdue; the buffer days after it keep the unit in the shop for servicing;
 * - a maintenance block covers day d when start_date <= d < end_date;
 * - active means the order is 'paid', or 'pending' while its reserved_until is later than `now` (a checkout
 *   in progress holds its units until the reservation runs out); failed, expired and refunded orders hold none.
 * Carts hold nothing: a unit is booked only by an order.
 */
export interface FreeUnitsOptions {
  now: Date;
  /** Leave this order's own items out: a checkout re-checking the units it already holds. */
  excludeOrderId?: string | undefined;
}

export interface DayAvailability {
  date: CalendarDay;
  free: number;
}

/** The orders (aliased `o`) whose rental items hold their units at `now`. */
function activeOrder(options: FreeUnitsOptions) {
  return sql<boolean>`(o.status = 'paid' or (o.status = 'pending' and o.reserved_until > ${options.now}))
    and o.id is distinct from ${options.excludeOrderId ?? null}::uuid`;
}

/**
 * The first day on which the unit of rental item `oi` (order `o`, product `e`) is back and serviced: see the rule
 * above. Exported for booking.ts, which reasons about the same days.
 */
export function occupiedUntil(now: Date) {
  return sql<string>`((case
      when o.stage in ('returned', 'closed') then o.returned_on
      when o.stage = 'handed_over' then greatest(oi.rental_end_date, ${kolkataDay(now)}::date + 1)
      else oi.rental_end_date
    end) + e.buffer_days)`;
}

/** Units of product `e` blocked for maintenance on day `day`. */
function blockedOn(day: ReturnType<typeof sql>) {
  return sql<number>`coalesce((
      select sum(mb.quantity) from maintenance_blocks mb
      where mb.equipment_id = e.id and mb.start_date <= ${day} and mb.end_date > ${day}
    ), 0)`;
}

/** Free units on each day from `firstDay` to `lastDay`, both included; empty when the product does not exist. */
export async function freeUnitsByDay(
  db: Db,
  productId: number,
  firstDay: CalendarDay,
  lastDay: CalendarDay,
  options: FreeUnitsOptions,
): Promise<DayAvailability[]> {
  const result = await sql<DayAvailability>`
    select d.day::date as date,
           greatest(e.stock_quantity - coalesce(sum(oi.quantity), 0) - ${blockedOn(sql`d.day`)}, 0)::int as free
    from equipment e
    cross join generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') as d(day)
    left join order_items oi
      on oi.equipment_id = e.id
     and oi.is_rental
     and oi.rental_start_date <= d.day
     and exists (
       select 1 from orders o
       where o.id = oi.order_id and ${activeOrder(options)} and ${occupiedUntil(options.now)} > d.day
     )
    where e.id = ${productId}
    group by d.day, e.id
    order by d.day
  `.execute(db);
  return result.rows;
}

/** Units free on every day of the rental [start, end): the most that can be rented for that whole period. */
export async function freeUnitsForPeriod(
  db: Db,
  productId: number,
  period: RentalPeriod,
  options: FreeUnitsOptions,
): Promise<number> {
  const days = await freeUnitsByDay(db, productId, period.start, addDays(period.end, -1), options);
  if (days.length === 0) return 0;
  return Math.min(...days.map((d) => d.free));
}

/**
 * freeUnitsForPeriod for several rentals of different products at once (a cart holds at most one rental line per
 * product): the most units each product can be rented for over its whole period, by product id. One query reads
 * the active rentals overlapping any of the periods; the days are counted here, which keeps the query cheap to
 * plan (a per-day join over many periods is costed high enough to be JIT-compiled on Postgres, ~0.3 s).
 */
export async function freeUnitsForPeriods(
  db: Db,
  periods: readonly ({ productId: number } & RentalPeriod)[],
  options: FreeUnitsOptions,
): Promise<Map<number, number>> {
  if (periods.length === 0) return new Map();
  const ids = [...new Set(periods.map((p) => p.productId))];
  const firstDay = periods.reduce((min, p) => (p.start < min ? p.start : min), periods[0]!.start);
  const lastEnd = periods.reduce((max, p) => (p.end > max ? p.end : max), periods[0]!.end);
  const [stock, rentals, blocks] = await Promise.all([
    db.selectFrom('equipment').select(['id', 'stockQuantity']).where('id', 'in', ids).execute(),
    db
      .selectFrom('orderItems as oi')
      .innerJoin('orders as o', 'o.id', 'oi.orderId')
      .innerJoin('equipment as e', 'e.id', 'oi.equipmentId')
      .select(['oi.equipmentId', 'oi.quantity', 'oi.rentalStartDate', sql<string>`${occupiedUntil(options.now)}::text`.as('rentalEndDate')])
      .where('oi.equipmentId', 'in', ids)
      .where('oi.isRental', '=', true)
      .where('oi.rentalStartDate', '<', lastEnd)
      .where(sql<boolean>`${occupiedUntil(options.now)} > ${firstDay}::date`)
      .where(activeOrder(options))
      .execute(),
    db
      .selectFrom('maintenanceBlocks')
      .select(['equipmentId', 'quantity', 'startDate as rentalStartDate', 'endDate as rentalEndDate'])
      .where('equipmentId', 'in', ids)
      .where('startDate', '<', lastEnd)
      .where('endDate', '>', firstDay)
      .execute(),
  ]);
  // A maintenance block takes its units like a rental of the same days.
  const bookings = [...rentals, ...blocks];
  const stockOf = new Map(stock.map((row) => [row.id, row.stockQuantity]));
  const free = new Map<number, number>();
  for (const period of periods) {
    const stockQuantity = stockOf.get(period.productId);
    if (stockQuantity === undefined) continue;
    const own = bookings.filter(
      (b) => b.equipmentId === period.productId && b.rentalStartDate! < period.end && b.rentalEndDate! > period.start,
    );
    let least = stockQuantity;
    for (const day of bookedDays(period.start, period.end)) {
      const taken = own.reduce((sum, b) => (coversDay({ start: b.rentalStartDate!, end: b.rentalEndDate! }, day) ? sum + b.quantity : sum), 0);
      least = Math.min(least, Math.max(stockQuantity - taken, 0));
    }
    free.set(period.productId, least);
  }
  return free;
}

/**
 * Locks the products' rows until the transaction ends, so bookings of the same product happen one after the
 * other: a checkout calls this inside its transaction, then checks freeUnitsForPeriod, then inserts its order.
 * Two checkouts of the last free unit can then never both succeed. Locks in id order to avoid deadlocks.
 */
export async function lockProductsForBooking(trx: Db, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await trx.selectFrom('equipment').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
}
