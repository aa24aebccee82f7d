import { sql } from 'kysely';
import type { OrderStage } from '../../../shared/order-life.js';
import { kolkataDay } from '../../../shared/rental.js';
import type { OrderEventStep, RefundMethod, RefundStatus } from '../../db/admin-tables.js';
import type { Db } from '../../db/db.js';
import { readByOrder } from './orders.repository.js';

export interface TimelineEvent {
  step: OrderEventStep;
  note: string;
  details: Record<string, unknown>;
  at: Date;
  /** E-mail of the staff member who took the step; only the back office sees it. */
  actorEmail: string | null;
}

export interface RefundRow {
  id: string;
  orderId: string;
  kind: 'cancellation' | 'deposit';
  amount: number;
  /** 'done' once the provider has it (see providerStatus for where it stands there). */
  status: 'pending' | 'done';
  createdAt: Date;
  completedAt: Date | null;
  providerRefundId: string | null;
  providerStatus: RefundStatus | null;
  method: RefundMethod | null;
  arrivesBy: string | null;
  settledAt: Date | null;
}

const refundColumns = [
  'refunds.id',
  'refunds.orderId',
  'refunds.kind',
  'refunds.amount',
  'refunds.status',
  'refunds.createdAt',
  'refunds.completedAt',
  'refunds.providerRefundId',
  'refunds.providerStatus',
  'refunds.method',
  'refunds.arrivesBy',
  'refunds.settledAt',
] as const;

/** What the provider answered when a refund was sent. */
export interface ProviderRefundFacts {
  providerRefundId: string;
  providerStatus: RefundStatus;
  method: RefundMethod | null;
  arrivesBy: string;
}

/** What a step writes besides the stage: the return day and late fee, or the agreed damage at closing. */
export interface StageDetails {
  returnedOn?: string;
  lateDays?: number;
  lateFee?: number;
  damageCharge?: number;
}

export const orderLifeRepository = {
  async setStage(db: Db, id: string, stage: OrderStage, extra: StageDetails = {}): Promise<void> {
    await db
      .updateTable('orders')
      .set({ stage, ...extra })
      .where('id', '=', id)
      .execute();
  },

  async markCancelled(db: Db, id: string, by: string, reason: string, at: Date): Promise<void> {
    await db
      .updateTable('orders')
      .set({ status: 'cancelled', cancelledAt: at, cancelledBy: by, cancelReason: reason })
      .where('id', '=', id)
      .execute();
  },

  async addEvent(
    db: Db,
    event: {
      orderId: string;
      step: OrderEventStep;
      note?: string;
      details?: Record<string, unknown>;
      actorId: string | null;
      at: Date;
    },
  ): Promise<void> {
    await db
      .insertInto('orderEvents')
      .values({
        orderId: event.orderId,
        step: event.step,
        note: event.note ?? '',
        details: JSON.stringify(event.details ?? {}),
        actorId: event.actorId,
        createdAt: event.at,
      })
      .execute();
  },

  async timelines(db: Db, orderIds: readonly string[]): Promise<Map<string, TimelineEvent[]>> {
    const read = (ids: string[]) =>
      db
        .selectFrom('orderEvents')
        .leftJoin('users', 'users.id', 'orderEvents.actorId')
        .select(['orderEvents.orderId', 'orderEvents.step', 'orderEvents.note', 'orderEvents.details'])
        .select(['orderEvents.createdAt as at', 'users.email as actorEmail'])
        .where('orderEvents.orderId', 'in', ids)
        .orderBy('orderEvents.id')
        .execute();
    return readByOrder(orderIds, read, ({ orderId: _order, ...event }) => event);
  },

  /**
   * Inserts the refund unless the order already has one of this kind (the unique key decides, so two staff at
   * once make one); the new row, or undefined when there was one.
   */
  async insertRefund(
    db: Db,
    refund: { orderId: string; kind: 'cancellation' | 'deposit'; amount: number; requestedBy: string; at: Date },
  ): Promise<RefundRow | undefined> {
    return db
      .insertInto('refunds')
      .values({
        orderId: refund.orderId,
        kind: refund.kind,
        amount: refund.amount,
        // Nothing to send back is done at once.
        status: refund.amount === 0 ? 'done' : 'pending',
        requestedBy: refund.requestedBy,
        createdAt: refund.at,
        completedAt: refund.amount === 0 ? refund.at : null,
      })
      .onConflict((oc) => oc.columns(['orderId', 'kind']).doNothing())
      .returning(refundColumns)
      .executeTakeFirst();
  },

  async refund(db: Db, id: string): Promise<(RefundRow & { paymentIntentId: string | null }) | undefined> {
    return db
      .selectFrom('refunds')
      .innerJoin('orders', 'orders.id', 'refunds.orderId')
      .select([...refundColumns, 'orders.paymentIntentId'])
      .where('refunds.id', '=', id)
      .executeTakeFirst();
  },

  /** Marks a refund done once; true for the one caller that did. */
  async completeRefund(db: Db, id: string, at: Date): Promise<boolean> {
    const row = await db
      .updateTable('refunds')
      .set({ status: 'done', completedAt: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Records where a sent refund stands at the provider; a refund the provider already settled is settled now. */
  async recordProviderRefund(db: Db, id: string, facts: ProviderRefundFacts, at: Date): Promise<void> {
    await db
      .updateTable('refunds')
      .set({ ...facts, settledAt: facts.providerStatus === 'pending' ? null : at })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('providerStatus', 'is', null), eb('providerStatus', '=', 'pending')]))
      .execute();
  },

  /**
   * Settles a refund the provider has news of (processed or failed), once: the row when this call settled it,
   * undefined when it was settled before or is not an order's refund.
   */
  async settleProviderRefund(
    db: Db,
    providerRefundId: string,
    status: 'processed' | 'failed',
    at: Date,
  ): Promise<RefundRow | undefined> {
    return db
      .updateTable('refunds')
      .set({ providerStatus: status, settledAt: at })
      .where('providerRefundId', '=', providerRefundId)
      .where('providerStatus', '=', 'pending')
      .returning(refundColumns)
      .executeTakeFirst();
  },

  async refundByProviderId(db: Db, providerRefundId: string): Promise<RefundRow | undefined> {
    return db
      .selectFrom('refunds')
      .select(refundColumns)
      .where('refunds.providerRefundId', '=', providerRefundId)
      .executeTakeFirst();
  },

  /** Refunds still to do something about: never sent (a provider outage), or sent and pending at the provider. */
  async unsettledRefunds(db: Db, limit: number): Promise<RefundRow[]> {
    return db
      .selectFrom('refunds')
      .select(refundColumns)
      .where((eb) => eb.or([eb('refunds.status', '=', 'pending'), eb('refunds.providerStatus', '=', 'pending')]))
      .orderBy('refunds.createdAt')
      .limit(limit)
      .execute();
  },

  /** Claims telling staff about a failed refund, once: true for the one caller that did. */
  async claimStaffTold(db: Db, id: string, at: Date): Promise<boolean> {
    const row = await db
      .updateTable('refunds')
      .set({ staffToldAt: at })
      .where('id', '=', id)
      .where('staffToldAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The order refunds of a day in Karnataka (created that day), for the settlement. */
  async refundsOfDay(db: Db, from: Date, to: Date) {
    return db
      .selectFrom('refunds')
      .select([...refundColumns, 'refunds.providerStatus'])
      .where('refunds.createdAt', '>=', from)
      .where('refunds.createdAt', '<', to)
      .where('refunds.amount', '>', 0)
      .orderBy('refunds.createdAt')
      .execute();
  },

  async refundsOf(db: Db, orderIds: readonly string[]): Promise<Map<string, RefundRow[]>> {
    const read = (ids: string[]) =>
      db
        .selectFrom('refunds')
        .select(refundColumns)
        .where('refunds.orderId', 'in', ids)
        .orderBy('refunds.createdAt')
        .execute();
    return readByOrder(orderIds, read, (refund) => refund);
  },

  /**
   * Units of a product out of the shop today: handed over and not yet back, plus units blocked for maintenance
   * today. A hand-over needs a unit that is physically here, whatever the calendar says.
   */
  async unitsOut(
    db: Db,
    productId: number,
    now: Date,
    excludeOrderId: string,
  ): Promise<{ stock: number; out: number }> {
    const today = kolkataDay(now);
    const result = await sql<{ stock: number; out: number }>`
      select e.stock_quantity as stock,
             (coalesce((
               select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
               where oi.equipment_id = e.id and oi.is_rental and o.status = 'paid' and o.stage = 'handed_over'
                 and o.id <> ${excludeOrderId}::uuid
             ), 0) + coalesce((
               select sum(mb.quantity) from maintenance_blocks mb
               where mb.equipment_id = e.id and mb.start_date <= ${today}::date and mb.end_date > ${today}::date
             ), 0))::int as out
      from equipment e where e.id = ${productId}
    `.execute(db);
    return result.rows[0] ?? { stock: 0, out: 0 };
  },
};
