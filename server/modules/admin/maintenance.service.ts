import type { z } from 'zod';
import type { maintenanceInput } from '../../../shared/schemas/admin.js';
import { addDays, kolkataDay } from '../../../shared/rental.js';
import type { SessionUser } from '../../deps.js';
import { refuse } from '../../errors.js';
import type { Db } from '../catalogue/catalogue.repository.js';
import { freeUnitsByDay, lockProductsForBooking } from '../rentals/availability.js';
import { auditRepository } from './audit.repository.js';

type AdminDeps = { db: Db; clock: { now(): Date } };

/** Units kept out of rental for servicing or repair; the calendar, the cart and checkout count them as taken. */
export const maintenanceService = {
  async list(deps: AdminDeps, productId: number | undefined) {
    let query = deps.db
      .selectFrom('maintenanceBlocks')
      .innerJoin('equipment', 'equipment.id', 'maintenanceBlocks.equipmentId')
      .leftJoin('users', 'users.id', 'maintenanceBlocks.createdBy')
      .select([
        'maintenanceBlocks.id',
        'maintenanceBlocks.equipmentId as productId',
        'equipment.name',
        'equipment.nameKn',
        'maintenanceBlocks.quantity',
        'maintenanceBlocks.startDate as start',
        'maintenanceBlocks.endDate as end',
        'maintenanceBlocks.reason',
        'maintenanceBlocks.note',
        'users.email as createdBy',
      ])
      // Blocks still running or ahead.
      .where('maintenanceBlocks.endDate', '>', kolkataDay(deps.clock.now()));
    if (productId !== undefined) query = query.where('maintenanceBlocks.equipmentId', '=', productId);
    return query.orderBy('maintenanceBlocks.startDate').limit(200).execute();
  },

  /** Blocks units, refusing more than are free on every day of the block (a booked rental keeps its unit). */
  async create(deps: AdminDeps, actor: SessionUser, input: z.output<typeof maintenanceInput>): Promise<{ id: string }> {
    return deps.db.transaction().execute(async (trx) => {
      await lockProductsForBooking(trx, [input.productId]);
      const product = await trx.selectFrom('equipment').select(['name', 'nameKn']).where('id', '=', input.productId).executeTakeFirst();
      if (!product) refuse('NOT_FOUND', {}, 'No such machine');
      const days = await freeUnitsByDay(trx, input.productId, input.start, addDays(input.end, -1), { now: deps.clock.now() });
      const available = Math.min(...days.map((d) => d.free));
      if (input.quantity > available) {
        refuse('UNITS_BOOKED', { product, available }, `Only ${available} units of ${product.name} are free on those days`);
      }
      const now = deps.clock.now();
      const { id } = await trx
        .insertInto('maintenanceBlocks')
        .values({
          equipmentId: input.productId,
          quantity: input.quantity,
          startDate: input.start,
          endDate: input.end,
          reason: input.reason,
          note: input.note,
          createdBy: actor.id,
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await auditRepository.record(trx, { actorId: actor.id, action: 'maintenance.created', entity: 'machine', entityId: String(input.productId), before: null, after: { id, ...input }, at: now });
      return { id };
    });
  },

  async remove(deps: AdminDeps, actor: SessionUser, id: string): Promise<{ id: string }> {
    return deps.db.transaction().execute(async (trx) => {
      const block = await trx.selectFrom('maintenanceBlocks').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!block) refuse('NOT_FOUND', {}, 'No such block');
      await trx.deleteFrom('maintenanceBlocks').where('id', '=', id).execute();
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
