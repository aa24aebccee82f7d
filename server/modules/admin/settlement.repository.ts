import type { RefundMethod, RefundStatus } from '../../db/admin-tables.js';
import type { Db } from '../../db/db.js';

/**
 * The reads of the daily settlement (settlement.service.ts): what was taken in a day, by payment and in cash, and
 * the refunds of the day. Read-only; the tables belong to orders (orders, refunds), hiring (hire_jobs) and payments
 * (payment_refunds, payment_captures), which write them.
 */

/** A payment taken online for an order or a hire job. */
export interface TakenPayment {
  paymentId: string;
  targetKind: 'order' | 'hireJob';
  targetId: string;
  amount: number;
}

export interface SettlementRefund {
  source: 'order' | 'payment';
  targetKind: 'order' | 'hireJob';
  targetId: string | null;
  paymentId: string | null;
  reason: 'cancellation' | 'deposit' | 'late_payment' | 'hire_refund' | 'orphan';
  amount: number;
  /** Pending covers a refund not yet sent (a provider outage) too. */
  status: RefundStatus;
  method: RefundMethod | null;
  createdAt: Date;
}

export const settlementRepository = {
  /** Shop orders paid online in [from, to). */
  async paidOrders(db: Db, from: Date, to: Date, limit: number): Promise<TakenPayment[]> {
    const rows = await db
      .selectFrom('orders')
      .select(['orders.id', 'orders.paymentIntentId', 'orders.total'])
      .where('orders.paidAt', '>=', from)
      .where('orders.paidAt', '<', to)
      .where('orders.paymentIntentId', 'is not', null)
      .orderBy('orders.paidAt')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ paymentId: r.paymentIntentId!, targetKind: 'order', targetId: r.id, amount: r.total }));
  },

  /** Hire advances paid online in [from, to). */
  async hireAdvances(db: Db, from: Date, to: Date, limit: number): Promise<TakenPayment[]> {
    const rows = await db
      .selectFrom('hireJobs')
      .select(['hireJobs.id', 'hireJobs.advancePaymentId', 'hireJobs.advance'])
      .where('hireJobs.advancePaidAt', '>=', from)
      .where('hireJobs.advancePaidAt', '<', to)
      .where('hireJobs.advancePaymentId', 'is not', null)
      .where('hireJobs.advance', '>', 0)
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      paymentId: r.advancePaymentId!,
      targetKind: 'hireJob',
      targetId: r.id,
      amount: r.advance,
    }));
  },

  /**
   * Hire balances paid online in [from, to): by the payment that settled it (the farmer's checkout, the field QR or
   * the SMS link); a job settled before that was recorded names its checkout payment.
   */
  async hireBalances(db: Db, from: Date, to: Date, limit: number): Promise<TakenPayment[]> {
    const rows = await db
      .selectFrom('hireJobs')
      .select((eb) => [
        'hireJobs.id',
        'hireJobs.balance',
        eb.fn.coalesce('hireJobs.balanceSettledPaymentId', 'hireJobs.balancePaymentId').as('paymentId'),
      ])
      .where('hireJobs.paidAt', '>=', from)
      .where('hireJobs.paidAt', '<', to)
      .where('hireJobs.balancePaidBy', '=', 'card')
      .where((eb) =>
        eb.or([
          eb('hireJobs.balanceSettledPaymentId', 'is not', null),
          eb('hireJobs.balancePaymentId', 'is not', null),
        ]),
      )
      .where('hireJobs.balance', '>', 0)
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      paymentId: r.paymentId!,
      targetKind: 'hireJob',
      targetId: r.id,
      amount: r.balance!,
    }));
  },

  /** Hire balances recorded as paid in cash in [from, to): how many and how much. */
  async cashBalances(db: Db, from: Date, to: Date): Promise<{ count: number; amount: number }> {
    const row = await db
      .selectFrom('hireJobs')
      .select((eb) => [
        eb.fn.countAll<string>().as('count'),
        eb.fn.coalesce(eb.fn.sum<string>('hireJobs.balance'), eb.lit(0)).as('amount'),
      ])
      .where('hireJobs.paidAt', '>=', from)
      .where('hireJobs.paidAt', '<', to)
      .where('hireJobs.balancePaidBy', '=', 'cash')
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
  },

  /** Every refund asked for in [from, to): an order's own, and those the payments module sent. */
  refunds(db: Db, from: Date, to: Date, limit: number): Promise<SettlementRefund[]> {
    return refundsWhere(db, { from, to }, limit);
  },

  /** Refunds that failed and are not older than `since`: staff must act on them whatever day is shown. */
  failedRefunds(db: Db, since: Date, limit: number): Promise<SettlementRefund[]> {
    return refundsWhere(db, { from: since, failedOnly: true }, limit);
  },
};

/**
 * Refunds asked for from `from` (and before `to`): an order's own (refunds) and those the payments module sent
 * (payment_refunds); `failedOnly` keeps those that failed.
 */
async function refundsWhere(
  db: Db,
  { from, to, failedOnly = false }: { from: Date; to?: Date; failedOnly?: boolean },
  limit: number,
): Promise<SettlementRefund[]> {
  let orderQuery = db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.orderId')
    .select(['refunds.orderId', 'refunds.kind', 'refunds.amount', 'refunds.status', 'refunds.providerStatus'])
    .select(['refunds.method', 'refunds.createdAt', 'orders.paymentIntentId'])
    .where('refunds.createdAt', '>=', from)
    .where('refunds.amount', '>', 0);
  let paymentQuery = db
    .selectFrom('paymentRefunds')
    .select(['targetKind', 'targetId', 'paymentId', 'reason', 'amount', 'status', 'method', 'createdAt'])
    .where('createdAt', '>=', from);
  if (to) {
    orderQuery = orderQuery.where('refunds.createdAt', '<', to);
    paymentQuery = paymentQuery.where('createdAt', '<', to);
  }
  if (failedOnly) {
    orderQuery = orderQuery.where('refunds.providerStatus', '=', 'failed');
    paymentQuery = paymentQuery.where('status', '=', 'failed');
  }
  const [orderRefunds, paymentRefunds] = await Promise.all([
    orderQuery.orderBy('refunds.createdAt').limit(limit).execute(),
    paymentQuery.orderBy('createdAt').limit(limit).execute(),
  ]);
  return [
    ...orderRefunds.map((r): SettlementRefund => ({
      source: 'order',
      targetKind: 'order',
      targetId: r.orderId,
      paymentId: r.paymentIntentId,
      reason: r.kind,
      amount: r.amount,
      // Sent before tracking began (no provider status): it went through at once.
      status: r.providerStatus ?? (r.status === 'done' ? 'processed' : 'pending'),
      method: r.method,
      createdAt: r.createdAt,
    })),
    ...paymentRefunds.map((r): SettlementRefund => ({ source: 'payment', ...r })),
  ];
}
