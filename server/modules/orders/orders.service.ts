import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { ordersListInput } from '../../../shared/schemas/orders.js';
import type { Db } from '../catalogue/catalogue.repository.js';
import { LISTED_STATUSES, ordersRepository, viewOf, type OrdersCursor, type OrderView } from './orders.repository.js';

export interface OrdersPage {
  orders: OrderView[];
  /** Pass back as `cursor` for the next, older page; null on the last page. */
  nextCursor: OrdersCursor | null;
}

export const ordersService = {
  /** The user's paid (and refunded) orders, newest first; checkouts that were never paid are not orders. */
  async list(db: Db, userId: string, input: z.output<typeof ordersListInput>): Promise<OrdersPage> {
    const records = await ordersRepository.listOfUser(db, userId, { limit: input.limit + 1, cursor: input.cursor ?? undefined });
    const page = records.slice(0, input.limit);
    const items = await ordersRepository.itemsOf(db, page.map((o) => o.id));
    const last = page.at(-1);
    return {
      orders: page.map((record) => viewOf(record, items.get(record.id) ?? [])),
      nextCursor: records.length > input.limit && last ? { createdAt: last.createdAt, id: last.id } : null,
    };
  },

  /** One of the user's own orders; anyone else's, or a checkout never paid, is not found. */
  async byId(db: Db, userId: string, id: string): Promise<OrderView> {
    const record = await ordersRepository.findById(db, id);
    if (!record || record.userId !== userId || !LISTED_STATUSES.includes(record.status)) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Order not found' });
    }
    return ordersRepository.view(db, record);
  },
};
