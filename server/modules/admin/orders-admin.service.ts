import type { z } from 'zod';
import { canCancelAt, nextStep } from '../../../shared/order-life.js';
import type { adminOrdersListInput } from '../../../shared/schemas/admin.js';
import type { Db } from '../../db/db.js';
import { refuse } from '../../errors.js';
import { userRepository } from '../auth/auth.repository.js';
import { orderLifeRepository } from '../orders/order-life.repository.js';
import { isLifeOrder, kindOf } from '../orders/order-life.service.js';
import { ordersRepository } from '../orders/orders.repository.js';

const PAGE_SIZE = 30;

/** The back office's view of orders: every customer's paid and cancelled orders, their life and what comes next. */
export const ordersAdminService = {
  async list(db: Db, input: z.output<typeof adminOrdersListInput>) {
    const { page, ...filter } = input;
    const offset = (page - 1) * PAGE_SIZE;
    const rows = await ordersRepository.listForStaff(db, { ...filter, limit: PAGE_SIZE + 1, offset });
    return {
      orders: rows.slice(0, PAGE_SIZE).map((row) => ({ ...row, kind: kindOf(row) })),
      hasNextPage: rows.length > PAGE_SIZE,
      page,
    };
  },

  /** One order with its items, timeline (with who), refunds, customer and the steps allowed now. */
  async byId(db: Db, orderId: string) {
    const record = await ordersRepository.findById(db, orderId);
    if (!record || !isLifeOrder(record)) refuse('NOT_FOUND', {}, 'No such order');
    const [view, timelines, refunds, customer] = await Promise.all([
      ordersRepository.view(db, record),
      orderLifeRepository.timelines(db, [orderId]),
      orderLifeRepository.refundsOf(db, [orderId]),
      userRepository.findById(db, record.userId),
    ]);
    if (!customer) throw new Error(`order ${orderId} names no user`);
    const cancelled = record.status === 'cancelled';
    const kind = kindOf(record);
    return {
      ...view,
      kind,
      customer: { id: customer.id, email: customer.email },
      timeline: timelines.get(orderId) ?? [],
      refunds: refunds.get(orderId) ?? [],
      nextStep: nextStep(kind, view.stage, cancelled),
      canCancel: !cancelled && canCancelAt(kind, view.stage),
    };
  },
};
