import type { z } from 'zod';
import type { maintenanceInput } from '../../../shared/schemas/admin.js';
import { addDays, kolkataDay } from '../../../shared/rental.js';
import type { Db } from '../../db/db.js';
import type { SessionUser } from '../../deps.js';
import { refuse } from '../../errors.js';
import { machineRepository } from '../catalogue/machines.repository.js';
import { freeUnitsByDay, lockProductsForBooking } from '../rentals/availability.js';
import { auditRepository } from './audit.repository.js';
import { maintenanceRepository } from './maintenance.repository.js';

type AdminDeps = { db: Db; clock: { now(): Date } };

/** Units kept out of rental for servicing or repair; the calendar, the cart and checkout count them as taken. */
export const maintenanceService = {
  async list(deps: AdminDeps, productId: number | undefined) {
    return maintenanceRepository.current(deps.db, { today: kolkataDay(deps.clock.now()), productId, limit: 200 });
  },

  /** Blocks units, refusing more than are free on every day of the block (a booked rental keeps its unit). */
  async create(deps: AdminDeps, actor: SessionUser, input: z.output<typeof maintenanceInput>): Promise<{ id: string }> {
    return deps.db.transaction().execute(async (trx) => {
      await lockProductsForBooking(trx, [input.productId]);
      const product = await machineRepository.names(trx, input.productId);
      if (!product) refuse('NOT_FOUND', {}, 'No such machine');
      const now = deps.clock.now();
      const days = await freeUnitsByDay(trx, input.productId, input.start, addDays(input.end, -1), { now });
      const available = Math.min(...days.map((d) => d.free));
      if (input.quantity > available) {
        const sentence = `Only ${available} units of ${product.name} are free on those days`;
        refuse('UNITS_BOOKED', { product, available }, sentence);
      }
      const id = await maintenanceRepository.insert(trx, {
        equipmentId: input.productId,
        quantity: input.quantity,
        startDate: input.start,
        endDate: input.end,
        reason: input.reason,
        note: input.note,
        createdBy: actor.id,
        createdAt: now,
      });
      await auditRepository.record(trx, {
        actorId: actor.id,
        action: 'maintenance.created',
        entity: 'machine',
        entityId: String(input.productId),
        before: null,
        after: { id, ...input },
        at: now,
      });
      return { id };
    });
  },

  async remove(deps: AdminDeps, actor: SessionUser, id: string): Promise<{ id: string }> {
    return deps.db.transaction().execute(async (trx) => {
      const block = await maintenanceRepository.lockById(trx, id);
      if (!block) refuse('NOT_FOUND', {}, 'No such block');
      await maintenanceRepository.delete(trx, id);
      await auditRepository.record(trx, {
        actorId: actor.id,
        action: 'maintenance.removed',
        entity: 'machine',
        entityId: String(block.equipmentId),
        before: block,
        after: null,
        at: deps.clock.now(),
      });
      return { id };
    });
  },
};
