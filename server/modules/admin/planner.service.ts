import { addDays, eachDay, kolkataDay } from '../../../shared/rental.js';
import type { Db } from '../catalogue/catalogue.repository.js';
import { occupiedUntil } from '../rentals/availability.js';

type AdminDeps = { db: Db; clock: { now(): Date } };

/**
 * Each rentable machine over the coming weeks: its bookings (with the buffer days after them), its maintenance
 * blocks and the free units per day, for the planning calendar.
 */
export async function planner(deps: AdminDeps, input: { from?: string | undefined; days: number }) {
  const now = deps.clock.now();
  const from = input.from ?? kolkataDay(now);
  const to = addDays(from, input.days);
  const [machines, bookings, blocks] = await Promise.all([
    deps.db
      .selectFrom('equipment')
      .select(['id', 'name', 'nameKn', 'stockQuantity', 'bufferDays'])
      .where('isAvailableForRent', '=', true)
      .where('archivedAt', 'is', null)
      .orderBy('name')
      .limit(200)
      .execute(),
    deps.db
      .selectFrom('orderItems as oi')
      .innerJoin('orders as o', 'o.id', 'oi.orderId')
      .innerJoin('equipment as e', 'e.id', 'oi.equipmentId')
      .innerJoin('users as u', 'u.id', 'o.userId')
      .select((eb) => [
        'o.id as orderId',
        'o.stage',
        'oi.equipmentId as productId',
        'oi.quantity',
        'oi.rentalStartDate as start',
        'oi.rentalEndDate as end',
        eb.ref('u.email').as('customerEmail'),
        occupiedUntil(now).as('serviceEnd'),
      ])
      .where('oi.isRental', '=', true)
      .where('o.status', '=', 'paid')
      .where('oi.rentalStartDate', '<', to)
      .where(occupiedUntil(now), '>', from)
      .orderBy('oi.rentalStartDate')
      .limit(2000)
      .execute(),
    deps.db
      .selectFrom('maintenanceBlocks')
      .select(['id', 'equipmentId as productId', 'quantity', 'startDate as start', 'endDate as end', 'reason', 'note'])
      .where('startDate', '<', to)
      .where('endDate', '>', from)
      .execute(),
  ]);
  const days = eachDay(from, addDays(to, -1));
  return {
    from,
    days,
    machines: machines.map((m) => {
      const own = bookings.filter((b) => b.productId === m.id);
      const ownBlocks = blocks.filter((b) => b.productId === m.id);
      const free = days.map((day) => {
        const taken =
          own.filter((b) => b.start! <= day && String(b.serviceEnd) > day).reduce((s, b) => s + b.quantity, 0) +
          ownBlocks.filter((b) => b.start <= day && b.end > day).reduce((s, b) => s + b.quantity, 0);
        return Math.max(m.stockQuantity - taken, 0);
      });
      return { ...m, bookings: own, blocks: ownBlocks, free };
    }),
  };
}
