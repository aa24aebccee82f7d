import type { z } from 'zod';
import type { ordersListInput } from '../../../shared/schemas/orders.js';
import { refuse } from '../../errors.js';
import type { Db } from '../../db/db.js';
import { orderLifeRepository, type RefundRow, type TimelineEvent } from './order-life.repository.js';
import { LISTED_STATUSES, ordersRepository, viewOf, type OrdersCursor, type OrderView } from './orders.repository.js';

/** A step of the order's life as its owner sees it (who on the shop's side stays private). */
export interface CustomerTimelineEvent {
  step: TimelineEvent['step'];
  note: string;
  details: Record<string, unknown>;
  at: Date;
}

export interface CustomerOrderView extends OrderView {
  timeline: CustomerTimelineEvent[];
  refunds: Pick<RefundRow, 'kind' | 'amount' | 'status' | 'completedAt'>[];
}

/** The views with their timelines and refunds, read for the whole page at once. */
async function withLife(db: Db, views: OrderView[]): Promise<CustomerOrderView[]> {
  const ids = views.map((v) => v.id);
  const [timelines, refunds] = await Promise.all([
    orderLifeRepository.timelines(db, ids),
    orderLifeRepository.refundsOf(db, ids),
  ]);
  return views.map((view) => ({
    ...view,
    timeline: (timelines.get(view.id) ?? []).map(({ step, note, details, at }) => ({ step, note, details, at })),
    refunds: (refunds.get(view.id) ?? []).map(({ kind, amount, status, completedAt }) => ({
      kind,
      amount,
      status,
      completedAt,
    })),
  }));
}

export interface OrdersPage {
  orders: CustomerOrderView[];
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
      ),
      nextCursor: records.length > input.limit && last ? { createdAt: last.createdAt, id: last.id } : null,
    };
  },

  /** One of the user's own orders; anyone else's, or a checkout never paid, is not found. */
  async byId(db: Db, userId: string, id: string): Promise<CustomerOrderView> {
    const record = await ordersRepository.findById(db, id);
    if (!record || record.userId !== userId || !LISTED_STATUSES.includes(record.status)) {
      refuse('ORDER_NOT_FOUND', {}, 'Order not found');
    }
    const [view] = await withLife(db, [await ordersRepository.view(db, record)]);
    return view!;
  },
};
