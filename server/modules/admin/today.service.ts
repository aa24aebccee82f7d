import { sql } from 'kysely';
import { addDays, eachDay, kolkataDay } from '../../../shared/rental.js';
import type { Db } from '../catalogue/catalogue.repository.js';

type AdminDeps = { db: Db; clock: { now(): Date } };

const LOW_STOCK = 2;

/** Paid orders with their customer and rental days, for the lists below. */
function ordersWithDays(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.userId')
    .select([
      'orders.id',
      'orders.stage',
      'orders.isRental',
      'orders.total',
      'users.email as customerEmail',
      sql<string | null>`(select min(rental_start_date)::text from order_items where order_id = orders.id)`.as('start'),
      sql<string | null>`(select max(rental_end_date)::text from order_items where order_id = orders.id)`.as('end'),
    ])
    .where('orders.status', '=', 'paid');
}

/** The counter's day: what goes out, what comes back, what is late, what to dispatch, what runs low, and takings. */
export async function today(deps: AdminDeps) {
  const day = kolkataDay(deps.clock.now());
  const weekStart = addDays(day, -6);
  const [handOvers, returns, overdue, toDispatch, lowStock, takings] = await Promise.all([
    ordersWithDays(deps.db)
      .where('orders.stage', 'in', ['paid', 'ready'])
      .where('orders.isRental', '=', true)
      .where(sql<boolean>`(select min(rental_start_date) from order_items where order_id = orders.id) <= ${day}::date`)
      .orderBy('orders.paidAt')
      .limit(100)
      .execute(),
    ordersWithDays(deps.db)
      .where('orders.stage', '=', 'handed_over')
      .where(sql<boolean>`(select max(rental_end_date) from order_items where order_id = orders.id) = ${day}::date`)
      .limit(100)
      .execute(),
    ordersWithDays(deps.db)
      .where('orders.stage', '=', 'handed_over')
      .where(sql<boolean>`(select max(rental_end_date) from order_items where order_id = orders.id) < ${day}::date`)
      .limit(100)
      .execute(),
    ordersWithDays(deps.db)
      .where('orders.isRental', '=', false)
      .where('orders.stage', 'in', ['paid', 'packed'])
      .orderBy('orders.paidAt')
      .limit(100)
      .execute(),
    deps.db
      .selectFrom('equipment')
      .select(['id', 'name', 'nameKn', 'stockQuantity'])
      .where('archivedAt', 'is', null)
      .where('isAvailableForSale', '=', true)
      .where('stockQuantity', '<=', LOW_STOCK)
      .orderBy('stockQuantity')
      .limit(50)
      .execute(),
    sql<{ day: string; total: number }>`
      select (paid_at at time zone 'Asia/Kolkata')::date::text as day, sum(total - deposit)::bigint as total
      from orders
      where status in ('paid', 'cancelled') and paid_at >= (${weekStart}::date::timestamp at time zone 'Asia/Kolkata')
      group by 1 order by 1`.execute(deps.db),
  ]);
  const byDay = new Map(takings.rows.map((r) => [r.day, Number(r.total)]));
  return {
    day,
    handOvers,
    returns,
    overdue,
    toDispatch,
    lowStock,
    // Rent and prices with GST as charged this week (deposits are held, not takings; refunds not deducted).
    takings: eachDay(weekStart, day).map((d) => ({ day: d, total: byDay.get(d) ?? 0 })),
  };
}
