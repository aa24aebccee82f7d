import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Paise } from '../../../shared/money.js';
import type { ShippingAddress } from '../../../shared/schemas/checkout.js';
import type { Db } from '../../db/db.js';
import {
  orderRecordColumns,
  orderRecordOf,
  type OrderItemView,
  type OrderRecord,
} from '../orders/orders.repository.js';

export interface NewOrder {
  userId: string;
  reservedUntil: Date;
  subtotal: Paise;
  tax: Paise;
  shipping: Paise;
  /** Refundable deposit of the rental lines, part of the total. */
  deposit: Paise;
  total: Paise;
  shippingAddress: ShippingAddress;
  paymentProvider: string;
  isRental: boolean;
  createdAt: Date;
}

export type NewOrderItem = Pick<
  OrderItemView,
  'productId' | 'rental' | 'quantity' | 'unitPrice' | 'start' | 'end' | 'rentalDays' | 'lineTotal' | 'deposit'
>;

/** One user's run of holds on one product: when the first began, when the last ends. */
export interface HoldRun {
  firstHeldAt: Date;
  heldUntil: Date;
}

export interface ProfileRow {
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  address: Record<string, unknown> | null;
}

/** Where an order's e-mails go; undefined for an account without an e-mail address (one by mobile number). */
export type OrderContact = { email: string; locale: 'en' | 'kn' } | undefined;

export const checkoutRepository = {
  /**
   * Marks pending orders whose reservation ran out as expired. Rows another transaction holds are skipped (that
   * transaction is deciding about them), so the sweep never waits and never deadlocks.
   */
  async expireStale(db: Db, now: Date): Promise<number> {
    const result = await sql`
      update orders set status = 'expired'
      where id in (
        select id from orders
        where status = 'pending' and reserved_until <= ${now}
        for update skip locked
      )
    `.execute(db);
    return Number(result.numAffectedRows ?? 0);
  },

  /**
   * Writes a pending order, its items and the buyer's runs of holds (holds.ts) in one statement: the checkout's
   * locked part is one round trip shorter for each. Returns the order as written.
   */
  async insertOrder(
    trx: Db,
    order: NewOrder,
    items: readonly NewOrderItem[],
    holdRuns: readonly { productId: number; firstHeldAt: Date }[],
  ): Promise<OrderRecord> {
    const id = randomUUID();
    let query = trx.with('newOrder', (db) =>
      db
        .insertInto('orders')
        .values({
          ...order,
          id,
          status: 'pending',
          currency: 'INR',
          shippingAddress: JSON.stringify(order.shippingAddress),
        })
        .returning(orderRecordColumns),
    );
    if (holdRuns.length > 0) {
      const heldUntil = order.reservedUntil;
      const runs = holdRuns.map(
        (run) => sql`(${order.userId}::uuid, ${run.productId}::int, ${run.firstHeldAt}::timestamptz, ${heldUntil})`,
      );
      query = query.with(
        'heldRuns',
        () => sql<{ equipmentId: number }>`(
          insert into checkout_holds (user_id, equipment_id, first_held_at, held_until)
          values ${sql.join(runs)}
          on conflict (user_id, equipment_id)
          do update set first_held_at = excluded.first_held_at, held_until = excluded.held_until
          returning equipment_id)`,
      ) as unknown as typeof query;
    }
    const row = await query
      .with('newItems', (db) =>
        db.insertInto('orderItems').values(
          items.map((item) => ({
            orderId: id,
            equipmentId: item.productId,
            quantity: item.quantity,
            unitPrice: item.unitPrice,
            isRental: item.rental,
            rentalStartDate: item.start,
            rentalEndDate: item.end,
            rentalDays: item.rentalDays,
            lineTotal: item.lineTotal,
            deposit: item.deposit,
          })),
        ),
      )
      .selectFrom('newOrder')
      .select(orderRecordColumns)
      .executeTakeFirstOrThrow();
    return orderRecordOf(row);
  },

  async setShippingAddress(trx: Db, orderId: string, address: ShippingAddress): Promise<void> {
    await trx
      .updateTable('orders')
      .set({ shippingAddress: JSON.stringify(address) })
      .where('id', '=', orderId)
      .execute();
  },

  async setStatus(trx: Db, orderIds: readonly string[], status: 'expired' | 'failed' | 'refunded'): Promise<void> {
    if (orderIds.length === 0) return;
    await trx
      .updateTable('orders')
      .set({ status })
      .where('id', 'in', [...orderIds])
      .execute();
  },

  /** Records the payment of an order; an order keeps the first payment it was given. */
  async attachPayment(db: Db, orderId: string, paymentIntentId: string): Promise<boolean> {
    const result = await db
      .updateTable('orders')
      .set({ paymentIntentId })
      .where('id', '=', orderId)
      .where((eb) => eb.or([eb('paymentIntentId', 'is', null), eb('paymentIntentId', '=', paymentIntentId)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /**
   * Marks the order paid and empties its buyer's cart (its lines go, its row says when), and answers, in the same
   * statement, where the order's confirmation goes: the buyer's e-mail address (none for an account by mobile
   * number) and language.
   */
  async markPaid(trx: Db, orderId: string, userId: string, paidAt: Date): Promise<OrderContact> {
    const { email, locale } = await trx
      .with('emptied', (db) => db.deleteFrom('cartLines').where('userId', '=', userId).returning('userId'))
      .with('touched', (db) =>
        db.updateTable('carts').set({ updatedAt: paidAt }).where('userId', '=', userId).returning('userId'),
      )
      .updateTable('orders')
      .set({ status: 'paid', paidAt })
      .from('users')
      .whereRef('users.id', '=', 'orders.userId')
      .where('orders.id', '=', orderId)
      .returning(['users.email', 'users.locale'])
      .executeTakeFirstOrThrow();
    return email ? { email, locale } : undefined;
  },

  /**
   * Bought units leave the stock for good, if there are that many: one conditional update, which locks the product's
   * row until the transaction ends. False when the stock is short (nothing changed).
   */
  async takeFromStock(trx: Db, productId: number, quantity: number): Promise<boolean> {
    const result = await trx
      .updateTable('equipment')
      .set((eb) => ({ stockQuantity: eb('stockQuantity', '-', quantity) }))
      .where('id', '=', productId)
      .where('stockQuantity', '>=', quantity)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  async profile(db: Db, userId: string): Promise<ProfileRow | undefined> {
    return db
      .selectFrom('profiles')
      .select(['firstName', 'lastName', 'phoneNumber', 'address'])
      .where('id', '=', userId)
      .executeTakeFirst();
  },

  async upsertProfile(db: Db, userId: string, profile: Omit<ProfileRow, 'address'> & { address: object }, now: Date) {
    const values = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: profile.phoneNumber,
      address: JSON.stringify(profile.address),
      updatedAt: now,
    };
    await db
      .insertInto('profiles')
      .values({ id: userId, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  },

  /** The user's runs of holds on the products (holds.ts), by product id. */
  async holdRuns(db: Db, userId: string, productIds: readonly number[]): Promise<Map<number, HoldRun>> {
    const { rows } = await sql<HoldRun & { equipmentId: number }>`
      select equipment_id, first_held_at, held_until from checkout_holds
      where user_id = ${userId} and equipment_id = any(${[...productIds]}::int[])
    `.execute(db);
    return new Map(
      rows.map((row) => [
        row.equipmentId,
        { firstHeldAt: new Date(row.firstHeldAt), heldUntil: new Date(row.heldUntil) },
      ]),
    );
  },

  async recordHoldRun(db: Db, userId: string, productId: number, firstHeldAt: Date, heldUntil: Date): Promise<void> {
    await sql`
      insert into checkout_holds (user_id, equipment_id, first_held_at, held_until)
      values (${userId}, ${productId}, ${firstHeldAt}, ${heldUntil})
      on conflict (user_id, equipment_id)
      do update set first_held_at = excluded.first_held_at, held_until = excluded.held_until
    `.execute(db);
  },
};
