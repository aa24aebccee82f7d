import { type Insertable, type Selectable, sql } from 'kysely';
import type { PaymentCapturesTable, PaymentRefundsTable, RefundMethod, RefundStatus } from '../../db/admin-tables.js';
import type { Db } from '../../db/db.js';

/**
 * The payments module's own records of money it sends back and takes (payment_refunds, payment_captures) and the
 * sweep's lease, and the sweep's reads of payments whose confirmation never came: pending shop orders and hire jobs.
 */

/** A refund as the ledger reads it: everything but whom it was told to. */
export type PaymentRefundRow = Omit<Selectable<PaymentRefundsTable>, 'staffToldAt' | 'farmerToldAt'>;

const paymentRefundColumns = [
  'paymentRefunds.id',
  'paymentRefunds.idempotencyKey',
  'paymentRefunds.paymentId',
  'paymentRefunds.targetKind',
  'paymentRefunds.targetId',
  'paymentRefunds.userId',
  'paymentRefunds.reason',
  'paymentRefunds.amount',
  'paymentRefunds.method',
  'paymentRefunds.providerRefundId',
  'paymentRefunds.status',
  'paymentRefunds.arrivesBy',
  'paymentRefunds.createdAt',
  'paymentRefunds.settledAt',
] as const;

/** A payment the sweep asks the provider about. */
export interface UnconfirmedPayment {
  paymentId: string;
  targetKind: 'order' | 'hireJob';
  targetId: string;
}

export const paymentSweepRepository = {
  /**
   * Takes the sweep's lease until `until` when nobody holds it (or its holder's time ran out): true for the one
   * caller that did. One UPDATE decides, so two processes asking at once get one yes.
   */
  async takeLease(db: Db, name: string, holder: string, now: Date, until: Date): Promise<boolean> {
    await db
      .insertInto('paymentSweepLease')
      .values({ name, holder: '', heldUntil: new Date(0) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db
      .updateTable('paymentSweepLease')
      .set({ holder, heldUntil: until })
      .where('name', '=', name)
      .where('heldUntil', '<=', now)
      .returning('name')
      .executeTakeFirst();
    return row !== undefined;
  },

  async releaseLease(db: Db, name: string, holder: string): Promise<void> {
    await db
      .updateTable('paymentSweepLease')
      .set({ heldUntil: new Date(0) })
      .where('name', '=', name)
      .where('holder', '=', holder)
      .execute();
  },

  /**
   * Shop orders created since `since` with a payment but not paid: still pending, or given up (expired, failed)
   * before a confirmation came. The provider says whether their money came after all.
   */
  async unconfirmedOrders(db: Db, since: Date, limit: number): Promise<UnconfirmedPayment[]> {
    const rows = await db
      .selectFrom('orders')
      .select(['orders.id', 'orders.paymentIntentId'])
      .where('orders.status', 'in', ['pending', 'expired', 'failed'])
      .where('orders.paymentIntentId', 'is not', null)
      .where('orders.createdAt', '>=', since)
      .orderBy('orders.createdAt')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ paymentId: r.paymentIntentId!, targetKind: 'order' as const, targetId: r.id }));
  },

  /** Hire jobs created since `since` whose advance was asked for and never confirmed (pending, expired, cancelled). */
  async unconfirmedHireAdvances(db: Db, since: Date, limit: number): Promise<UnconfirmedPayment[]> {
    const rows = await db
      .selectFrom('hireJobs')
      .select(['hireJobs.id', 'hireJobs.advancePaymentId'])
      .where('hireJobs.status', 'in', ['pending', 'expired', 'cancelled'])
      .where('hireJobs.advancePaymentId', 'is not', null)
      .where('hireJobs.advancePaidAt', 'is', null)
      .where('hireJobs.refund', 'is', null)
      .where('hireJobs.createdAt', '>=', since)
      .orderBy('hireJobs.createdAt')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ paymentId: r.advancePaymentId!, targetKind: 'hireJob' as const, targetId: r.id }));
  },

  /** Billed hire jobs whose balance payment was started and never confirmed. */
  async unconfirmedHireBalances(db: Db, since: Date, limit: number): Promise<UnconfirmedPayment[]> {
    // Every way a balance is paid (the farmer's checkout, the field QR, the SMS link) is a row of
    // hire_balance_payments; 'open' has not been decided, 'refunding' was decided to go back but has not yet.
    const rows = await db
      .selectFrom('hireBalancePayments')
      .innerJoin('hireJobs', 'hireJobs.id', 'hireBalancePayments.jobId')
      .select(['hireBalancePayments.paymentId', 'hireBalancePayments.jobId'])
      .where('hireBalancePayments.outcome', 'in', ['open', 'refunding'])
      .where('hireJobs.status', 'in', ['done', 'paid'])
      .where('hireBalancePayments.createdAt', '>=', since)
      .orderBy('hireBalancePayments.createdAt')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ paymentId: r.paymentId, targetKind: 'hireJob' as const, targetId: r.jobId }));
  },

  /** Orders whose payment came too late for their units (status refunded) and whose refund is not recorded yet. */
  async lateOrdersToRecord(db: Db, since: Date, limit: number) {
    return db
      .selectFrom('orders')
      .leftJoin('paymentRefunds', (j) =>
        j.onRef('paymentRefunds.idempotencyKey', '=', sql<string>`'refund_' || orders.id::text`),
      )
      .select(['orders.id', 'orders.paymentIntentId', 'orders.userId'])
      .where('orders.status', '=', 'refunded')
      .where('orders.paymentIntentId', 'is not', null)
      .where('paymentRefunds.id', 'is', null)
      .where('orders.createdAt', '>=', since)
      .orderBy('orders.createdAt')
      .limit(limit)
      .execute();
  },

  /** Hire jobs with an advance to give back (cancelled, or paid too late) whose refund is not recorded yet. */
  async hireRefundsToRecord(db: Db, since: Date, limit: number) {
    return db
      .selectFrom('hireJobs')
      .leftJoin('paymentRefunds', (j) =>
        j.onRef('paymentRefunds.idempotencyKey', '=', sql<string>`'hire_refund_' || hire_jobs.id::text`),
      )
      .select(['hireJobs.id', 'hireJobs.advancePaymentId', 'hireJobs.userId'])
      .where('hireJobs.refund', '>', 0)
      .where('hireJobs.advancePaymentId', 'is not', null)
      .where('paymentRefunds.id', 'is', null)
      .where('hireJobs.createdAt', '>=', since)
      .orderBy('hireJobs.createdAt')
      .limit(limit)
      .execute();
  },

  async refundByKey(db: Db, idempotencyKey: string): Promise<PaymentRefundRow | undefined> {
    return db
      .selectFrom('paymentRefunds')
      .select(paymentRefundColumns)
      .where('idempotencyKey', '=', idempotencyKey)
      .executeTakeFirst();
  },

  /** Records a refund about to be sent, once per key; the row, new or already there. */
  async claimRefund(
    db: Db,
    refund: Pick<PaymentRefundRow, 'idempotencyKey' | 'paymentId' | 'targetKind' | 'targetId' | 'userId' | 'reason'> & {
      amount: number;
      method: RefundMethod | null;
      at: Date;
    },
  ): Promise<PaymentRefundRow> {
    const { at, ...values } = refund;
    await db
      .insertInto('paymentRefunds')
      .values({ ...values, createdAt: at })
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .execute();
    return (await this.refundByKey(db, refund.idempotencyKey))!;
  },

  /** What the provider answered when the refund was sent (the same answer for every repeat of its key). */
  async recordSent(
    db: Db,
    id: string,
    facts: { providerRefundId: string | null; amount: number; status: RefundStatus; arrivesBy: string },
    at: Date,
  ): Promise<void> {
    await db
      .updateTable('paymentRefunds')
      .set({ ...facts, settledAt: facts.status === 'pending' ? null : at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  },

  async refundByProviderId(db: Db, providerRefundId: string): Promise<PaymentRefundRow | undefined> {
    return db
      .selectFrom('paymentRefunds')
      .select(paymentRefundColumns)
      .where('providerRefundId', '=', providerRefundId)
      .executeTakeFirst();
  },

  /** Settles a refund the provider has news of, once: the row when this call settled it. */
  async settle(
    db: Db,
    providerRefundId: string,
    status: 'processed' | 'failed',
    at: Date,
  ): Promise<PaymentRefundRow | undefined> {
    return db
      .updateTable('paymentRefunds')
      .set({ status, settledAt: at })
      .where('providerRefundId', '=', providerRefundId)
      .where('status', '=', 'pending')
      .returning(paymentRefundColumns)
      .executeTakeFirst();
  },

  /** Sent refunds still pending at the provider, and claimed ones whose sending never finished. */
  async pendingRefunds(db: Db, limit: number): Promise<PaymentRefundRow[]> {
    return db
      .selectFrom('paymentRefunds')
      .select(paymentRefundColumns)
      .where('status', '=', 'pending')
      .orderBy('createdAt')
      .limit(limit)
      .execute();
  },

  /** Claims a one-time notice: true for the one caller that did. */
  async claimTold(db: Db, id: string, who: 'staff' | 'farmer', at: Date): Promise<boolean> {
    const column = who === 'staff' ? 'staffToldAt' : 'farmerToldAt';
    const row = await db
      .updateTable('paymentRefunds')
      .set({ [column]: at })
      .where('id', '=', id)
      .where(column, 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** A user's refunds the payments module sent (late payments, hire advances, orphans), newest first. */
  async refundsOfUser(db: Db, userId: string, limit: number): Promise<PaymentRefundRow[]> {
    return db
      .selectFrom('paymentRefunds')
      .select(paymentRefundColumns)
      .where('userId', '=', userId)
      .where('amount', '>', 0)
      .orderBy('createdAt', 'desc')
      .limit(limit)
      .execute();
  },

  /** Records a captured payment's method and fee once (the first report stands). */
  async recordCapture(db: Db, capture: Insertable<PaymentCapturesTable>): Promise<void> {
    await db
      .insertInto('paymentCaptures')
      .values(capture)
      .onConflict((oc) => oc.column('paymentId').doUpdateSet({ matched: capture.matched }))
      .execute();
  },

  async capturesOf(db: Db, paymentIds: readonly string[]) {
    if (paymentIds.length === 0) return [];
    return db
      .selectFrom('paymentCaptures')
      .select(['paymentId', 'targetKind', 'targetId', 'amount', 'method', 'fee', 'matched', 'capturedAt'])
      .where('paymentId', 'in', paymentIds)
      .execute();
  },
};
