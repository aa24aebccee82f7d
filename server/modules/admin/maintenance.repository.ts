import type { Insertable } from 'kysely';
import type { CalendarDay } from '../../../shared/rental.js';
import type { MaintenanceBlocksTable } from '../../db/admin-tables.js';
import type { Db, Trx } from '../../db/db.js';

const blockColumns = ['id', 'equipmentId', 'quantity', 'startDate', 'endDate', 'reason', 'note'] as const;

/**
 * Maintenance blocks: units kept out of rental for some days. The admin module owns the table; the free units of
 * rentals/availability.ts read it too, so a block counts as taken days in the calendar, the cart and checkout.
 */
export const maintenanceRepository = {
  /** Blocks still running or ahead on `today`, soonest first, with the machine's name and who made them. */
  async current(db: Db, filter: { today: CalendarDay; productId?: number | undefined; limit: number }) {
    let query = db
      .selectFrom('maintenanceBlocks')
      .innerJoin('equipment', 'equipment.id', 'maintenanceBlocks.equipmentId')
      .leftJoin('users', 'users.id', 'maintenanceBlocks.createdBy')
      .select(['equipment.name', 'equipment.nameKn', 'users.email as createdBy'])
      .select(['maintenanceBlocks.id', 'maintenanceBlocks.equipmentId as productId', 'maintenanceBlocks.quantity'])
      .select(['maintenanceBlocks.startDate as start', 'maintenanceBlocks.endDate as end'])
      .select(['maintenanceBlocks.reason', 'maintenanceBlocks.note'])
      .where('maintenanceBlocks.endDate', '>', filter.today);
    if (filter.productId !== undefined) query = query.where('maintenanceBlocks.equipmentId', '=', filter.productId);
    return query.orderBy('maintenanceBlocks.startDate').limit(filter.limit).execute();
  },

  /** Blocks with a day in [from, to), for the planning calendar. */
  async overlapping(db: Db, from: CalendarDay, to: CalendarDay) {
    return db
      .selectFrom('maintenanceBlocks')
      .select(['id', 'equipmentId as productId', 'quantity', 'startDate as start', 'endDate as end', 'reason', 'note'])
      .where('startDate', '<', to)
      .where('endDate', '>', from)
      .execute();
  },

  async insert(db: Db, block: Insertable<MaintenanceBlocksTable>): Promise<string> {
    const row = await db.insertInto('maintenanceBlocks').values(block).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  /** The block, locked until the transaction ends, so two removals of it remove (and audit) it once. */
  async lockById(trx: Trx, id: string) {
    return trx
      .selectFrom('maintenanceBlocks')
      .select([...blockColumns, 'createdBy', 'createdAt'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  async delete(db: Db, id: string): Promise<void> {
    await db.deleteFrom('maintenanceBlocks').where('id', '=', id).execute();
  },
};
