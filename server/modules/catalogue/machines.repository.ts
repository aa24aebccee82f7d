import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../db/db.js';
import type { EquipmentTable } from '../../db/types.js';
import { equipmentColumns, likeContains } from './catalogue.repository.js';

/** A machine as staff edit it: the shop's columns, and when it was archived and last changed. */
const machineColumns = [...equipmentColumns, 'equipment.archivedAt', 'equipment.updatedAt'] as const;

/**
 * Machines as the back office reads and writes them, archived ones included. The shop's own reads (published
 * machines, prices, photos for cards) are in catalogue.repository.ts.
 */
export const machineRepository = {
  /** A page of machines, newest first: the shop's (archived: false) or the archive; `search` in either language. */
  async list(db: Db, filter: { archived: boolean; search?: string | undefined; limit: number; offset: number }) {
    let query = db
      .selectFrom('equipment')
      .select(['id', 'name', 'nameKn', 'price', 'rentalPricePerDay', 'stockQuantity', 'isAvailableForSale'])
      .select(['isAvailableForRent', 'archivedAt', 'securityDeposit'])
      .where('archivedAt', filter.archived ? 'is not' : 'is', null);
    if (filter.search) query = query.where('searchText', 'like', likeContains(filter.search));
    return query.orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute();
  },

  async byId(db: Db, id: number) {
    return db.selectFrom('equipment').select(machineColumns).where('id', '=', id).executeTakeFirst();
  },

  /** The machine, locked until the transaction ends: edits of one machine go one after the other. */
  async lockById(trx: Trx, id: number) {
    return trx.selectFrom('equipment').select(machineColumns).where('id', '=', id).forUpdate().executeTakeFirst();
  },

  async names(db: Db, id: number): Promise<{ name: string; nameKn: string } | undefined> {
    return db.selectFrom('equipment').select(['name', 'nameKn']).where('id', '=', id).executeTakeFirst();
  },

  /** The machine's photos in the order the shop shows them. */
  async photos(db: Db, id: number) {
    return db
      .selectFrom('equipmentPhotos')
      .select(['id', 'position', 'storageKey', 'widths', 'width', 'height'])
      .where('equipmentId', '=', id)
      .orderBy('position')
      .execute();
  },

  async categoryExists(db: Db, categoryId: number): Promise<boolean> {
    const row = await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
    return row !== undefined;
  },

  async insert(db: Db, machine: Insertable<EquipmentTable>): Promise<number> {
    const row = await db.insertInto('equipment').values(machine).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Db, id: number, changes: Updateable<EquipmentTable>): Promise<void> {
    await db.updateTable('equipment').set(changes).where('id', '=', id).execute();
  },

  /**
   * Puts `by` units on the shelf (a cancelled purchase's units coming back) or, negative, takes them off (a sale);
   * call with the machine locked (rentals/availability.ts lockProductsForBooking).
   */
  async changeStock(db: Db, id: number, by: number): Promise<void> {
    await db
      .updateTable('equipment')
      .set((eb) => ({ stockQuantity: eb('stockQuantity', '+', by) }))
      .where('id', '=', id)
      .execute();
  },

  /** Machines on sale with `atMost` units or fewer on the shelf, fewest first. */
  async lowStock(db: Db, atMost: number, limit: number) {
    return db
      .selectFrom('equipment')
      .select(['id', 'name', 'nameKn', 'stockQuantity'])
      .where('archivedAt', 'is', null)
      .where('isAvailableForSale', '=', true)
      .where('stockQuantity', '<=', atMost)
      .orderBy('stockQuantity')
      .limit(limit)
      .execute();
  },

  /** Machines offered for rent, by name: the rows of the planning calendar. */
  async rentable(db: Db, limit: number) {
    return db
      .selectFrom('equipment')
      .select(['id', 'name', 'nameKn', 'stockQuantity', 'bufferDays'])
      .where('isAvailableForRent', '=', true)
      .where('archivedAt', 'is', null)
      .orderBy('name')
      .limit(limit)
      .execute();
  },
};
