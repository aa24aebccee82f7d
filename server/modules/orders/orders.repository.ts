import { sql, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Paise } from '../../../shared/money.js';
import type { OrderKind, OrderStage } from '../../../shared/order-life.js';
import type { CalendarDay } from '../../../shared/rental.js';
import type { ShippingAddress } from '../../../shared/schemas/checkout.js';
import type { Db, Trx } from '../../db/db.js';
import type { Database, OrderStatus } from '../../db/types.js';
import { likeContains } from '../catalogue/catalogue.repository.js';
import { occupiedUntil } from '../rentals/rentals.repository.js';

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

type OrderRow = Omit<OrderRecord, 'shippingAddress'> & { shippingAddress: Record<string, unknown> };

/** The order's columns as an insert's RETURNING names them (checkoutRepository.insertOrder), for orderRecordOf. */
type OrderColumnName = (typeof orderColumns)[number] extends `orders.${infer C}` ? C : never;
export const orderRecordColumns = orderColumns.map((column) => column.slice('orders.'.length) as OrderColumnName);

/** An order's record from its row (orderColumns' or orderRecordColumns'). */
export function orderRecordOf(row: OrderRow): OrderRecord {
  return { ...row, shippingAddress: row.shippingAddress as unknown as ShippingAddress };
}

export function viewOf(record: OrderRecord, items: OrderItemView[]): OrderView {
  const { userId: _userId, paymentProvider: _provider, paymentIntentId: _payment, ...view } = record;
  return { ...view, items };
}

/** Statuses an owner sees in the order list: what was charged (and maybe returned). */
export const LISTED_STATUSES: OrderStatus[] = ['paid', 'refunded', 'cancelled'];

/**
 * Rows of several orders by order id, in the rows' order; every id asked for is there, with no rows an empty list.
 * `read` runs only with ids (`in ()` is not SQL).
 */
export async function readByOrder<R extends { orderId: string }, T>(
  orderIds: readonly string[],
  read: (ids: string[]) => Promise<R[]>,
  shape: (row: R) => T,
): Promise<Map<string, T[]>> {
  const byOrder = new Map<string, T[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  for (const row of await read([...orderIds])) byOrder.get(row.orderId)?.push(shape(row));
  return byOrder;
}

/** An order's lines as its owner sees them (OrderItemView's fields), for itemsOf and findWithItems. */
function itemRows(db: Db) {
  return db
    .selectFrom('orderItems')
    .innerJoin('equipment', 'equipment.id', 'orderItems.equipmentId')
    .select(['orderItems.equipmentId as productId', 'equipment.name', 'equipment.nameKn', 'equipment.imageUrl'])
    .select(['orderItems.isRental as rental', 'orderItems.quantity', 'orderItems.unitPrice'])
    .select(['orderItems.rentalStartDate as start', 'orderItems.rentalEndDate as end', 'orderItems.rentalDays'])
    .select(['orderItems.lineTotal', 'orderItems.deposit']);
}

export interface OrdersCursor {
  createdAt: Date;
  id: string;
}

/** The first rental day of the order `orders` (null for a purchase). */
function pickUpDay(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb
    .selectFrom('orderItems')
    .select((s) => s.fn.min('orderItems.rentalStartDate').as('day'))
    .whereRef('orderItems.orderId', '=', 'orders.id');
}

/** The last return day of the order `orders` (null for a purchase). */
function returnDay(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb
    .selectFrom('orderItems')
    .select((s) => s.fn.max('orderItems.rentalEndDate').as('day'))
    .whereRef('orderItems.orderId', '=', 'orders.id');
}

/** The Kolkata calendar day on which the order was paid. */
function paidDay(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb.fn<string>('date', [eb.fn('timezone', [eb.val('Asia/Kolkata'), 'orders.paidAt'])]);
}

/** Orders with their customer's address and rental days, as the back office's lists show them. */
function withCustomerAndDays(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.userId')
    .select(['orders.id', 'orders.status', 'orders.stage', 'orders.isRental', 'orders.total', 'orders.deposit'])
    .select(['orders.paidAt', 'orders.createdAt', 'users.email as customerEmail'])
    .select((eb) => [pickUpDay(eb).as('start'), returnDay(eb).as('end')]);
}

/** What the back office's order list filters by; `stage: 'cancelled'` means cancelled orders. */
export interface StaffOrderFilter {
  stage?: OrderStage | 'cancelled' | undefined;
  kind?: OrderKind | undefined;
  /** Paid on or after this Kolkata day. */
  from?: CalendarDay | undefined;
  /** Paid on or before this Kolkata day. */
  to?: CalendarDay | undefined;
  /** Part of the customer's e-mail address. */
  customer?: string | undefined;
  limit: number;
  offset: number;
}

export const ordersRepository = {
  async findById(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<OrderRecord | undefined> {
    let query = db.selectFrom('orders').select(orderColumns).where('orders.id', '=', id);
    if (options.forUpdate) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row ? orderRecordOf(row) : undefined;
  },

  /** The order, locked until the transaction ends: its steps, payment and cancellation go one at a time. */
  async lockById(trx: Trx, id: string): Promise<OrderRecord | undefined> {
    return this.findById(trx, id, { forUpdate: true });
  },

  async findByPaymentId(db: Db, paymentIntentId: string): Promise<OrderRecord | undefined> {
    const row = await db
      .selectFrom('orders')
      .select(orderColumns)
      .where('orders.paymentIntentId', '=', paymentIntentId)
      .executeTakeFirst();
    return row ? orderRecordOf(row) : undefined;
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
    return rows.map(orderRecordOf);
  },

  /** Newest first; `cursor` continues after the last order of the previous page. */
  async listOfUser(
    db: Db,
    userId: string,
    options: { limit: number; cursor?: OrdersCursor | undefined },
  ): Promise<OrderRecord[]> {
    let query = db
      .selectFrom('orders')
      .select(orderColumns)
      .where('orders.userId', '=', userId)
      .where('orders.status', 'in', LISTED_STATUSES);
    if (options.cursor) {
      const { createdAt, id } = options.cursor;
      query = query.where(sql<boolean>`(orders.created_at, orders.id) < (${createdAt}, ${id}::uuid)`);
    }
    const rows = await query
      .orderBy('orders.createdAt', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(options.limit)
      .execute();
    return rows.map(orderRecordOf);
  },

  /** Items of the given orders with their products' names and images, by product, purchase before rental. */
  async itemsOf(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderItemView[]>> {
    const read = (ids: string[]) =>
      itemRows(db)
        .select('orderItems.orderId')
        .where('orderItems.orderId', 'in', ids)
        .orderBy('orderItems.equipmentId')
        .orderBy('orderItems.isRental')
        .execute();
    return readByOrder(orderIds, read, ({ orderId: _order, ...item }) => item);
  },

  /**
   * The order and its lines (as itemsOf reads them) in one statement; `forUpdate` locks the order's row until the
   * transaction ends, as findById's does.
   */
  async findWithItems(
    db: Db,
    id: string,
    options: { forUpdate?: boolean } = {},
  ): Promise<{ order: OrderRecord; items: OrderItemView[] } | undefined> {
    let query = db
      .selectFrom('orders')
      .select(orderColumns)
      .select(() =>
        jsonArrayFrom(
          itemRows(db)
            .where('orderItems.orderId', '=', sql.ref<string>('orders.id'))
            .orderBy('orderItems.equipmentId')
            .orderBy('orderItems.isRental'),
        ).as('items'),
      )
      .where('orders.id', '=', id);
    if (options.forUpdate) query = query.forUpdate('orders');
    const row = await query.executeTakeFirst();
    if (!row) return undefined;
    const { items, ...order } = row;
    return { order: orderRecordOf(order), items: items as OrderItemView[] };
  },

  async view(db: Db, record: OrderRecord): Promise<OrderView> {
    const items = await this.itemsOf(db, [record.id]);
    return viewOf(record, items.get(record.id) ?? []);
  },

  /** Every customer's paid and cancelled orders for the back office, newest payment first. */
  async listForStaff(db: Db, filter: StaffOrderFilter) {
    let query = withCustomerAndDays(db).where('orders.status', 'in', ['paid', 'cancelled']);
    if (filter.stage === 'cancelled') query = query.where('orders.status', '=', 'cancelled');
    else if (filter.stage) query = query.where('orders.status', '=', 'paid').where('orders.stage', '=', filter.stage);
    if (filter.kind) query = query.where('orders.isRental', '=', filter.kind === 'rental');
    const { from, to, customer } = filter;
    if (from) query = query.where((eb) => eb(paidDay(eb), '>=', from));
    if (to) query = query.where((eb) => eb(paidDay(eb), '<=', to));
    if (customer) query = query.where((eb) => eb(eb.fn('lower', ['users.email']), 'like', likeContains(customer)));
    return query
      .orderBy('orders.paidAt', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
  },

  /** A customer's charged orders (paid, cancelled or refunded), newest payment first, for their page. */
  async chargedOfCustomer(db: Db, userId: string, limit: number) {
    return db
      .selectFrom('orders')
      .select(['id', 'status', 'stage', 'isRental', 'total', 'paidAt'])
      .where('userId', '=', userId)
      .where('status', 'in', ['paid', 'cancelled', 'refunded'])
      .orderBy('paidAt', 'desc')
      .limit(limit)
      .execute();
  },

  /** Paid rentals to hand over (ready or not) whose pick-up day is `day` or past, oldest payment first. */
  async handOversBy(db: Db, day: CalendarDay, limit: number) {
    return withCustomerAndDays(db)
      .where('orders.status', '=', 'paid')
      .where('orders.isRental', '=', true)
      .where('orders.stage', 'in', ['paid', 'ready'])
      .where((eb) => eb(pickUpDay(eb), '<=', day))
      .orderBy('orders.paidAt')
      .limit(limit)
      .execute();
  },

  /** Rentals out with the farmer whose return day is `day` ('due'), or before it ('overdue'). */
  async outWithFarmers(db: Db, day: CalendarDay, which: 'due' | 'overdue', limit: number) {
    return withCustomerAndDays(db)
      .where('orders.status', '=', 'paid')
      .where('orders.stage', '=', 'handed_over')
      .where((eb) => eb(returnDay(eb), which === 'due' ? '=' : '<', day))
      .limit(limit)
      .execute();
  },

  /** Paid purchases not yet dispatched, oldest payment first. */
  async toDispatch(db: Db, limit: number) {
    return withCustomerAndDays(db)
      .where('orders.status', '=', 'paid')
      .where('orders.isRental', '=', false)
      .where('orders.stage', 'in', ['paid', 'packed'])
      .orderBy('orders.paidAt')
      .limit(limit)
      .execute();
  },

  /**
   * Takings per Kolkata day of payment from `firstDay` on: rent and prices with GST of the orders paid that day,
   * cancelled ones included (deposits are held, not takings; refunds are not deducted).
   */
  async takingsByDay(db: Db, firstDay: CalendarDay): Promise<{ day: CalendarDay; total: number }[]> {
    const rows = await db
      .selectFrom('orders')
      .select((eb) => [
        sql<string>`${paidDay(eb)}::text`.as('day'),
        eb.fn.sum<string>(eb('orders.total', '-', eb.ref('orders.deposit'))).as('total'),
      ])
      .where('orders.status', 'in', ['paid', 'cancelled'])
      .where('orders.paidAt', '>=', sql<Date>`${firstDay}::date::timestamp at time zone 'Asia/Kolkata'`)
      .groupBy('day')
      .orderBy('day')
      .execute();
    return rows.map((row) => ({ day: row.day, total: Number(row.total) }));
  },

  /**
   * Paid rental items with a day in [from, to), counting the days their unit is away or serviced after return
   * (`serviceEnd`, the first day it is back and ready: rentals/availability.ts), for the planning calendar.
   */
  async rentalBookings(db: Db, from: CalendarDay, to: CalendarDay, now: Date, limit: number) {
    return db
      .selectFrom('orderItems as oi')
      .innerJoin('orders as o', 'o.id', 'oi.orderId')
      .innerJoin('equipment as e', 'e.id', 'oi.equipmentId')
      .innerJoin('users as u', 'u.id', 'o.userId')
      .select(['o.id as orderId', 'o.stage', 'oi.equipmentId as productId', 'oi.quantity'])
      .select(['oi.rentalStartDate as start', 'oi.rentalEndDate as end', 'u.email as customerEmail'])
      .select(occupiedUntil(now).as('serviceEnd'))
      .where('oi.isRental', '=', true)
      .where('o.status', '=', 'paid')
      .where('oi.rentalStartDate', '<', to)
      .where(occupiedUntil(now), '>', from)
      .orderBy('oi.rentalStartDate')
      .limit(limit)
      .execute();
  },

  /**
   * Claims the handed-over rentals due back on `returnDay` whose farmer has not been reminded, in one UPDATE: however
   * many runs at once, each order is claimed by one of them. The claimed orders.
   */
  async claimDueReminders(db: Db, returnDayIs: CalendarDay, now: Date): Promise<{ id: string; userId: string }[]> {
    return db
      .updateTable('orders')
      .set({ dueReminderSentAt: now })
      .where('status', '=', 'paid')
      .where('stage', '=', 'handed_over')
      .where('dueReminderSentAt', 'is', null)
      .where((eb) => eb(returnDay(eb), '=', returnDayIs))
      .returning(['id', 'userId'])
      .execute();
  },
};
