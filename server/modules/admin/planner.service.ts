import { addDays, eachDay, kolkataDay } from '../../../shared/rental.js';
import type { Db } from '../../db/db.js';
import { machineRepository } from '../catalogue/machines.repository.js';
import { ordersRepository } from '../orders/orders.repository.js';
import { maintenanceRepository } from './maintenance.repository.js';

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
    machineRepository.rentable(deps.db, 200),
    ordersRepository.rentalBookings(deps.db, from, to, now, 2000),
    maintenanceRepository.overlapping(deps.db, from, to),
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
