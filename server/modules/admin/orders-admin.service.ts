import type { z } from 'zod';
import { canCancelAt, nextStep } from '../../../shared/order-life.js';
import type { adminOrdersListInput } from '../../../shared/schemas/admin.js';
import { refuse } from '../../errors.js';
import type { Db } from '../catalogue/catalogue.repository.js';
import { ordersRepository } from '../orders/orders.repository.js';
import { orderLifeRepository } from './order-life.repository.js';
import { kindOf } from './order-life.service.js';

const PAGE_SIZE = 30;

/** The back office's view of orders: every customer's paid and cancelled orders, their life and what comes next. */
export const ordersAdminService = {
  async list(db: Db, input: z.output<typeof adminOrdersListInput>) {
    let query = db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.userId')
      .select([
        'orders.id',
        'orders.status',
        'orders.stage',
        'orders.isRental',
        'orders.total',
        'orders.deposit',
        'orders.paidAt',
        'orders.createdAt',
        'users.email as customerEmail',
        (eb) =>
          eb
            .selectFrom('orderItems')
            .select((s) => s.fn.min('rentalStartDate').as('start'))
            .whereRef('orderItems.orderId', '=', 'orders.id')
            .as('rentalStart'),
        (eb) =>
          eb
            .selectFrom('orderItems')
            .select((s) => s.fn.max('rentalEndDate').as('end'))
            .whereRef('orderItems.orderId', '=', 'orders.id')
            .as('rentalEnd'),
      ])
      .where('orders.status', 'in', ['paid', 'cancelled']);
    if (input.stage === 'cancelled') query = query.where('orders.status', '=', 'cancelled');
    else if (input.stage) query = query.where('orders.status', '=', 'paid').where('orders.stage', '=', input.stage);
    if (input.kind) query = query.where('orders.isRental', '=', input.kind === 'rental');
    // Days are Kolkata days of payment.
    if (input.from) query = query.where((eb) => eb(eb.fn('date', [eb.fn('timezone', [eb.val('Asia/Kolkata'), 'orders.paidAt'])]), '>=', input.from!));
    if (input.to) query = query.where((eb) => eb(eb.fn('date', [eb.fn('timezone', [eb.val('Asia/Kolkata'), 'orders.paidAt'])]), '<=', input.to!));
    if (input.customer) {
      const term = `%${input.customer.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb(eb.fn('lower', ['users.email']), 'like', term));
    }
    const rows = await query
      .orderBy('orders.paidAt', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset((input.page - 1) * PAGE_SIZE)
      .execute();
    return {
      orders: rows.slice(0, PAGE_SIZE).map((row) => ({ ...row, kind: kindOf(row) })),
      hasNextPage: rows.length > PAGE_SIZE,
      page: input.page,
    };
  },

  /** One order with its items, timeline (with who), refunds, customer and the steps allowed now. */
  async byId(db: Db, orderId: string) {
    const record = await ordersRepository.findById(db, orderId);
    if (!record || (record.status !== 'paid' && record.status !== 'cancelled')) refuse('NOT_FOUND', {}, 'No such order');
    const [view, timelines, refunds, customer] = await Promise.all([
      ordersRepository.view(db, record),
      orderLifeRepository.timelines(db, [orderId]),
      orderLifeRepository.refundsOf(db, [orderId]),
      db.selectFrom('users').select(['id', 'email']).where('id', '=', record.userId).executeTakeFirstOrThrow(),
    ]);
    const cancelled = record.status === 'cancelled';
    const kind = kindOf(record);
    return {
      ...view,
      kind,
      customer,
      timeline: timelines.get(orderId) ?? [],
      refunds: refunds.get(orderId) ?? [],
      nextStep: nextStep(kind, view.stage, cancelled),
      canCancel: !cancelled && canCancelAt(kind, view.stage),
    };
  },
};
