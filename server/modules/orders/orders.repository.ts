import { sql } from 'kysely';
import type { Paise } from '../../../shared/money.js';
import type { OrderStage } from '../../../shared/order-life.js';
import type { CalendarDay } from '../../../shared/rental.js';
import type { ShippingAddress } from '../../../shared/schemas/checkout.js';
import type { OrderStatus } from '../../db/types.js';
import type { Db } from '../catalogue/catalogue.repository.js';

export interface OrderItemView {
  productId: number;
  name: string;
  nameKn: string;
  imageUrl: string | null;
  rental: boolean;
  quantity: number;
  /** Purchase price, or the daily price of a rental. */
  unitPrice: Paise;
  start: CalendarDay | null;
  /** Return day: neither booked nor charged. */
  end: CalendarDay | null;
  rentalDays: number | null;
  lineTotal: Paise;
  /** Refundable deposit of the line. */
  deposit: Paise;
}

/** An order as its owner sees it: amounts in paise, exactly as charged. */
export interface OrderView {
  id: string;
  status: OrderStatus;
  createdAt: Date;
  paidAt: Date | null;
  /** Until when a pending order holds its units. */
  reservedUntil: Date | null;
  subtotal: Paise;
  tax: Paise;
  shipping: Paise;
  /** Refundable deposit, part of the total (total = subtotal + tax + shipping + deposit). */
  deposit: Paise;
  total: Paise;
  currency: string;
  isRental: boolean;
  shippingAddress: ShippingAddress;
  /** Where a paid order stands in its life (shared/order-life.ts). */
  stage: OrderStage;
  returnedOn: CalendarDay | null;
  lateDays: number | null;
  lateFee: Paise | null;
  damageCharge: Paise | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  items: OrderItemView[];
}

/** What checkout needs besides the view; never sent to the browser as such. */
export interface OrderRecord extends Omit<OrderView, 'items'> {
  userId: string;
  paymentProvider: string;
  paymentIntentId: string | null;
}

const orderColumns = [
  'orders.id',
  'orders.userId',
  'orders.status',
  'orders.createdAt',
  'orders.paidAt',
  'orders.reservedUntil',
  'orders.subtotal',
  'orders.tax',
  'orders.shipping',
  'orders.deposit',
  'orders.total',
  'orders.currency',
  'orders.isRental',
  'orders.shippingAddress',
  'orders.paymentProvider',
  'orders.paymentIntentId',
  'orders.stage',
  'orders.returnedOn',
  'orders.lateDays',
  'orders.lateFee',
  'orders.damageCharge',
  'orders.cancelledAt',
  'orders.cancelReason',
] as const;

function toRecord(row: Omit<OrderRecord, 'shippingAddress'> & { shippingAddress: Record<string, unknown> }): OrderRecord {
  return { ...row, shippingAddress: row.shippingAddress as unknown as ShippingAddress };
}

export function viewOf(record: OrderRecord, items: OrderItemView[]): OrderView {
  const { userId: _userId, paymentProvider: _provider, paymentIntentId: _payment, ...view } = record;
  return { ...view, items };
}

/** Statuses an owner sees in the order list: what was charged (and maybe returned). */
export const LISTED_STATUSES: OrderStatus[] = ['paid', 'refunded', 'cancelled'];

export interface OrdersCursor {
  createdAt: Date;
  id: string;
}

export const ordersRepository = {
  async findById(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<OrderRecord | undefined> {
    let query = db.selectFrom('orders').select(orderColumns).where('orders.id', '=', id);
    if (options.forUpdate) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row ? toRecord(row) : undefined;
  },

  async findByPaymentId(db: Db, paymentIntentId: string): Promise<OrderRecord | undefined> {
    const row = await db.selectFrom('orders').select(orderColumns).where('orders.paymentIntentId', '=', paymentIntentId).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  },

  /** The user's pending orders, oldest first. */
  async pendingOfUser(db: Db, userId: string): Promise<OrderRecord[]> {
    const rows = await db
      .selectFrom('orders')
      .select(orderColumns)
      .where('orders.userId', '=', userId)
      .where('orders.status', '=', 'pending')
      .orderBy('orders.createdAt')
      .execute();
    return rows.map(toRecord);
  },

  /** Newest first; `cursor` continues after the last order of the previous page. */
  async listOfUser(db: Db, userId: string, options: { limit: number; cursor?: OrdersCursor | undefined }): Promise<OrderRecord[]> {
    let query = db
      .selectFrom('orders')
      .select(orderColumns)
      .where('orders.userId', '=', userId)
      .where('orders.status', 'in', LISTED_STATUSES);
    if (options.cursor) {
      const { createdAt, id } = options.cursor;
      query = query.where(sql<boolean>`(orders.created_at, orders.id) < (${createdAt}, ${id}::uuid)`);
    }
    const rows = await query.orderBy('orders.createdAt', 'desc').orderBy('orders.id', 'desc').limit(options.limit).execute();
    return rows.map(toRecord);
  },

  /** Items of the given orders with their products' names and images, by product, purchase before rental. */
  async itemsOf(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderItemView[]>> {
    const byOrder = new Map<string, OrderItemView[]>(orderIds.map((id) => [id, []]));
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .selectFrom('orderItems')
      .innerJoin('equipment', 'equipment.id', 'orderItems.equipmentId')
      .select([
        'orderItems.orderId',
        'orderItems.equipmentId',
        'equipment.name',
        'equipment.nameKn',
        'equipment.imageUrl',
        'orderItems.isRental',
        'orderItems.quantity',
        'orderItems.unitPrice',
        'orderItems.rentalStartDate',
        'orderItems.rentalEndDate',
        'orderItems.rentalDays',
        'orderItems.lineTotal',
        'orderItems.deposit',
      ])
      .where('orderItems.orderId', 'in', [...orderIds])
      .orderBy('orderItems.equipmentId')
      .orderBy('orderItems.isRental')
      .execute();
    for (const row of rows) {
      byOrder.get(row.orderId)?.push({
        productId: row.equipmentId,
        name: row.name,
        nameKn: row.nameKn,
        imageUrl: row.imageUrl,
        rental: row.isRental,
        quantity: row.quantity,
        unitPrice: row.unitPrice,
        start: row.rentalStartDate,
        end: row.rentalEndDate,
        rentalDays: row.rentalDays,
        lineTotal: row.lineTotal,
        deposit: row.deposit,
      });
    }
    return byOrder;
  },

  async view(db: Db, record: OrderRecord): Promise<OrderView> {
    const items = await this.itemsOf(db, [record.id]);
    return viewOf(record, items.get(record.id) ?? []);
  },
};
