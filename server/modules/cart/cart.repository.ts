import type { CartLine } from '../../../shared/cart.js';
import type { Db } from '../../db/db.js';
import { equipmentColumns, type Equipment } from '../catalogue/catalogue.repository.js';

/** A cart line as its row holds it. */
function lineOf(row: {
  equipmentId: number;
  isRental: boolean;
  quantity: number;
  rentalStartDate: string | null;
  rentalEndDate: string | null;
}): CartLine {
  return row.isRental
    ? {
        productId: row.equipmentId,
        rental: true,
        quantity: row.quantity,
        start: row.rentalStartDate!,
        end: row.rentalEndDate!,
      }
    : { productId: row.equipmentId, rental: false, quantity: row.quantity };
}

export const cartRepository = {
  /**
   * Creates the user's cart row if needed and locks it until the transaction ends. Every change of a cart
   * starts here, so two requests of one user (two tabs, a double click) run one after the other and each
   * sees the other's result: no change is lost.
   */
  async lock(trx: Db, userId: string): Promise<void> {
    // Most carts exist (a checkout's always does): one statement then, two more only for a cart's first change.
    const lockRow = () => trx.selectFrom('carts').select('userId').where('userId', '=', userId).forUpdate();
    if (await lockRow().executeTakeFirst()) return;
    await trx
      .insertInto('carts')
      .values({ userId })
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute();
    await lockRow().executeTakeFirstOrThrow();
  },

  async lines(db: Db, userId: string): Promise<CartLine[]> {
    const rows = await db
      .selectFrom('cartLines')
      .select(['equipmentId', 'isRental', 'quantity', 'rentalStartDate', 'rentalEndDate'])
      .where('userId', '=', userId)
      .orderBy('position')
      .execute();
    return rows.map(lineOf);
  },

  /** lock and lines at once: the cart's lines, read with its row locked until the transaction ends. */
  async lockedLines(trx: Db, userId: string): Promise<CartLine[]> {
    const rows = await trx
      .selectFrom('carts')
      .leftJoin('cartLines', 'cartLines.userId', 'carts.userId')
      .select(['cartLines.equipmentId', 'cartLines.isRental', 'cartLines.quantity'])
      .select(['cartLines.rentalStartDate', 'cartLines.rentalEndDate'])
      .where('carts.userId', '=', userId)
      .orderBy('cartLines.position')
      .forUpdate('carts')
      .execute();
    if (rows.length === 0) {
      // No cart yet: lock makes and locks one, with no lines.
      await this.lock(trx, userId);
      return [];
    }
    return rows.flatMap(({ equipmentId, isRental, quantity, rentalStartDate, rentalEndDate }) =>
      equipmentId === null || isRental === null || quantity === null
        ? []
        : [lineOf({ equipmentId, isRental, quantity, rentalStartDate, rentalEndDate })],
    );
  },

  async updatedAt(db: Db, userId: string): Promise<Date | null> {
    const row = await db.selectFrom('carts').select('updatedAt').where('userId', '=', userId).executeTakeFirst();
    return row?.updatedAt ?? null;
  },

  /** Replaces the cart's lines, in order. Call after lock(), in the same transaction. */
  async save(trx: Db, userId: string, lines: readonly CartLine[], now: Date): Promise<void> {
    await trx.deleteFrom('cartLines').where('userId', '=', userId).execute();
    if (lines.length > 0) {
      await trx
        .insertInto('cartLines')
        .values(
          lines.map((line) => ({
            userId,
            equipmentId: line.productId,
            isRental: line.rental,
            quantity: line.quantity,
            rentalStartDate: line.rental ? line.start : null,
            rentalEndDate: line.rental ? line.end : null,
          })),
        )
        .execute();
    }
    await trx.updateTable('carts').set({ updatedAt: now }).where('userId', '=', userId).execute();
  },

  async products(db: Db, ids: readonly number[]): Promise<Map<number, Equipment>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('equipment')
      .select(equipmentColumns)
      .where('equipment.id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  },
};
