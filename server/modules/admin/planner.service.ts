import { freeOn, type UnitBooking } from '../../../shared/free-units.js';
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
      // A booking takes its unit until it is back and serviced; a block for its days (shared/free-units.ts).
      const taken: UnitBooking[] = [
        ...own.map((b) => ({ quantity: b.quantity, start: b.start!, end: String(b.serviceEnd), heldUntil: null })),
        ...ownBlocks.map((b) => ({ quantity: b.quantity, start: b.start, end: b.end, heldUntil: null })),
      ];
      return { ...m, bookings: own, blocks: ownBlocks, free: days.map((day) => freeOn(m.stockQuantity, taken, day)) };
    }),
  };
}
