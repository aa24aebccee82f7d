import type { z } from 'zod';
import type { ordersListInput } from '../../../shared/schemas/orders.js';
import { refuse } from '../../errors.js';
import type { RefundMethod } from '../../db/admin-tables.js';
import type { Db } from '../../db/db.js';
import type { PaymentRefundRow } from '../payments/payment-sweep.repository.js';
import { refundLedger } from '../payments/refund-events.js';
import { orderLifeRepository, type RefundRow, type TimelineEvent } from './order-life.repository.js';
import { LISTED_STATUSES, ordersRepository, viewOf, type OrdersCursor, type OrderView } from './orders.repository.js';

/** A step of the order's life as its owner sees it (who on the shop's side stays private). */
export interface CustomerTimelineEvent {
  step: TimelineEvent['step'];
  note: string;
  details: Record<string, unknown>;
  at: Date;
}

/**
 * A refund as the farmer follows it: on its way (with the way it goes back and the day it should arrive), then
 * processed (with the day), or failed (we contact them). 'payment' is a whole payment given back by the payments
 * module (it came after the order's units were taken).
 */
export interface CustomerRefundView {
  kind: RefundRow['kind'] | 'payment';
  amount: number;
  /** 'done' once the provider has it (kept for older readers; `state` is what the farmer sees). */
  status: RefundRow['status'];
  completedAt: Date | null;
  state: 'on_its_way' | 'processed' | 'failed';
  method: RefundMethod | null;
  arrivesBy: string | null;
  settledAt: Date | null;
}

export interface CustomerOrderView extends OrderView {
  timeline: CustomerTimelineEvent[];
  refunds: CustomerRefundView[];
}

function orderRefundView(r: RefundRow): CustomerRefundView {
  // A refund sent before tracking began (no provider status) went through at once, as the test provider's do.
  const settled = r.status === 'done' && r.providerStatus === null;
  const state =
    settled || r.providerStatus === 'processed' ? 'processed' : r.providerStatus === 'failed' ? 'failed' : 'on_its_way';
  const { kind, amount, status, completedAt, method, arrivesBy } = r;
  return {
    kind,
    amount,
    status,
    completedAt,
    state,
    method,
    arrivesBy,
    settledAt: settled ? completedAt : r.settledAt,
  };
}

function ledgerRefundView(r: PaymentRefundRow): CustomerRefundView {
  const state = r.status === 'pending' ? 'on_its_way' : r.status;
  const { amount, method, arrivesBy, settledAt } = r;
  const status = r.providerRefundId ? 'done' : 'pending';
  return { kind: 'payment', amount, status, completedAt: r.createdAt, state, method, arrivesBy, settledAt };
}

/** The views with their timelines and refunds, read for the whole page at once. */
async function withLife(db: Db, views: OrderView[], userId: string): Promise<CustomerOrderView[]> {
  const ids = views.map((v) => v.id);
  const [timelines, refunds, ledger] = await Promise.all([
    orderLifeRepository.timelines(db, ids),
    orderLifeRepository.refundsOf(db, ids),
    views.some((v) => v.status === 'refunded') ? refundLedger.refundsOfUser({ db }, userId) : [],
  ]);
  return views.map((view) => ({
    ...view,
    timeline: (timelines.get(view.id) ?? []).map(({ step, note, details, at }) => ({ step, note, details, at })),
    refunds: [
      ...(refunds.get(view.id) ?? []).map(orderRefundView),
      ...ledger.filter((r) => r.targetKind === 'order' && r.targetId === view.id).map(ledgerRefundView),
    ],
  }));
}

export interface OrdersPage {
  orders: CustomerOrderView[];
  /** Hire advances given back (a cancelled job, an advance paid too late), newest first. */
  hireRefunds: CustomerRefundView[];
  /** Pass back as `cursor` for the next, older page; null on the last page. */
  nextCursor: OrdersCursor | null;
}

export const ordersService = {
  /** The user's paid (and refunded) orders, newest first; checkouts that were never paid are not orders. */
  async list(db: Db, userId: string, input: z.output<typeof ordersListInput>): Promise<OrdersPage> {
    const records = await ordersRepository.listOfUser(db, userId, {
      limit: input.limit + 1,
      cursor: input.cursor ?? undefined,
    });
    const page = records.slice(0, input.limit);
    const items = await ordersRepository.itemsOf(
      db,
      page.map((o) => o.id),
    );
    const last = page.at(-1);
    return {
      orders: await withLife(
        db,
        page.map((record) => viewOf(record, items.get(record.id) ?? [])),
        userId,
      ),
      hireRefunds: (await refundLedger.refundsOfUser({ db }, userId))
        .filter((r) => r.targetKind === 'hireJob')
        .map(ledgerRefundView),
      nextCursor: records.length > input.limit && last ? { createdAt: last.createdAt, id: last.id } : null,
    };
  },

  /** One of the user's own orders; anyone else's, or a checkout never paid, is not found. */
  async byId(db: Db, userId: string, id: string): Promise<CustomerOrderView> {
    const record = await ordersRepository.findById(db, id);
    if (!record || record.userId !== userId || !LISTED_STATUSES.includes(record.status)) {
      refuse('ORDER_NOT_FOUND', {}, 'Order not found');
    }
    const [view] = await withLife(db, [await ordersRepository.view(db, record)], userId);
    return view!;
  },
};
