import { photoUrl } from '../../../shared/photos.js';
import type { Insertable } from 'kysely';
import type { EquipmentPhotosTable } from '../../db/admin-tables.js';
import type { Db, Trx } from '../../db/db.js';

/** The `equipment_photos` table (owned by admin/ photos) and the machine's main image it sets. */
/** A machine's photos in staff's order (first the main image), for a query to pick its columns from. */
function photosInOrder(db: Db, machineId: number) {
  return db.selectFrom('equipmentPhotos').where('equipmentId', '=', machineId).orderBy('position').orderBy('createdAt');
}

export const photosRepository = {
  async machineExists(db: Db, machineId: number): Promise<boolean> {
    return (await db.selectFrom('equipment').select('id').where('id', '=', machineId).executeTakeFirst()) !== undefined;
  },

  /** Waits for other changes of the machine's photos (its equipment row, locked). */
  async lockMachine(trx: Trx, machineId: number): Promise<void> {
    await trx.selectFrom('equipment').select('id').where('id', '=', machineId).forUpdate().execute();
  },

  async nextPosition(db: Db, machineId: number): Promise<number> {
    const last = await db
      .selectFrom('equipmentPhotos')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('equipmentId', '=', machineId)
      .executeTakeFirst();
    return last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  },

  insert(db: Db, photo: Insertable<EquipmentPhotosTable>) {
    return db
      .insertInto('equipmentPhotos')
      .values(photo)
      .returning(['id', 'position', 'storageKey', 'width', 'height'])
      .executeTakeFirstOrThrow();
  },

  findById(db: Db, photoId: string) {
    return db
      .selectFrom('equipmentPhotos')
      .select(['id', 'equipmentId', 'position', 'storageKey', 'widths', 'width', 'height', 'createdAt'])
      .where('id', '=', photoId)
      .executeTakeFirst();
  },

  /** The machine's photo ids in their order. */
  async orderedIds(db: Db, machineId: number): Promise<string[]> {
    const rows = await photosInOrder(db, machineId).select('id').execute();
    return rows.map((row) => row.id);
  },

  async setPosition(db: Db, photoId: string, position: number): Promise<void> {
    await db.updateTable('equipmentPhotos').set({ position }).where('id', '=', photoId).execute();
  },

  async remove(db: Db, photoId: string): Promise<void> {
    await db.deleteFrom('equipmentPhotos').where('id', '=', photoId).execute();
  },

  /** The machine's main image is its first photo (the medium width), so cards and lists show it. */
  async setMainImage(db: Db, machineId: number): Promise<void> {
    const first = await photosInOrder(db, machineId).select('storageKey').executeTakeFirst();
    await db
      .updateTable('equipment')
      .set({ imageUrl: first ? photoUrl(first.storageKey, 640) : null })
      .where('id', '=', machineId)
      .execute();
  },
};
