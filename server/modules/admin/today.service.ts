import { addDays, eachDay, kolkataDay } from '../../../shared/rental.js';
import type { Db } from '../../db/db.js';
import { machineRepository } from '../catalogue/machines.repository.js';
import { ordersRepository } from '../orders/orders.repository.js';

type AdminDeps = { db: Db; clock: { now(): Date } };

const LOW_STOCK = 2;
const LIST_SIZE = 100;

/** The counter's day: what goes out, what comes back, what is late, what to dispatch, what runs low, and takings. */
export async function today(deps: AdminDeps) {
  const day = kolkataDay(deps.clock.now());
  const weekStart = addDays(day, -6);
  const [handOvers, returns, overdue, toDispatch, lowStock, takings] = await Promise.all([
    ordersRepository.handOversBy(deps.db, day, LIST_SIZE),
    ordersRepository.outWithFarmers(deps.db, day, 'due', LIST_SIZE),
    ordersRepository.outWithFarmers(deps.db, day, 'overdue', LIST_SIZE),
    ordersRepository.toDispatch(deps.db, LIST_SIZE),
    machineRepository.lowStock(deps.db, LOW_STOCK, 50),
    ordersRepository.takingsByDay(deps.db, weekStart),
  ]);
  const byDay = new Map(takings.map((r) => [r.day, r.total]));
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
