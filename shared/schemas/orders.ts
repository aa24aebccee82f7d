import { z } from 'zod';

export const ORDERS_PAGE_SIZE = 20;

/** A page of the order list; `cursor` is the previous page's nextCursor. */
export const ordersListInput = z
  .object({
    limit: z.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE),
    cursor: z.object({ createdAt: z.date(), id: z.uuid() }).strict().nullish(),
    // tRPC's infinite queries add the direction they page in; the list only pages forward, to older orders.
    direction: z.enum(['forward', 'backward']).optional(),
  })
  .strict()
  .default({ limit: ORDERS_PAGE_SIZE });

export const orderByIdInput = z.object({ id: z.uuid({ error: 'Order not found' }) }).strict();
