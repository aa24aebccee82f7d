import { customerCancellation } from '../../../shared/cancellation.js';
import {
  canCancelAt,
  depositRefund,
  lateReturn,
  nextStep,
  type HandOverPlace,
  type OrderKind,
  type OrderStep,
  type UnitCondition,
} from '../../../shared/order-life.js';
import { addDays, kolkataDay } from '../../../shared/rental.js';
import type { AppDeps, SessionUser } from '../../deps.js';
import { refuse } from '../../errors.js';
import type { RefundResult } from '../../providers/payments/types.js';
import { auditRepository } from '../admin/audit.repository.js';
import { peopleRepository } from '../auth/people.repository.js';
import { machineRepository } from '../catalogue/machines.repository.js';
import { methodOfPayment, refundArrivesBy, tellStaffRefundFailed } from '../payments/refund-events.js';
import { ledger } from '../ledger/ledger.service.js';
import { lockProductsForBooking } from '../rentals/availability.js';
import { orderLifeRepository } from './order-life.repository.js';
import { orderLifeMail, type OrderLifeMail } from './order-mails.js';
import { ordersRepository, type OrderItemView, type OrderRecord } from './orders.repository.js';

export type OrderLifeDeps = Pick<AppDeps, 'db' | 'clock' | 'log' | 'payments' | 'mailer' | 'env'>;

export interface StepInput {
  orderId: string;
  step: OrderStep;
  note?: string | undefined;
  place?: HandOverPlace | undefined;
  condition?: UnitCondition | undefined;
  /** Paise agreed with the farmer for damage, taken from the deposit at closing. */
  damage?: number | undefined;
}

export function kindOf(order: Pick<OrderRecord, 'isRental'>): OrderKind {
  return order.isRental ? 'rental' : 'purchase';
}

/** Orders with a life: paid ones, and cancelled ones (which keep their timeline and refunds). */
export function isLifeOrder(order: Pick<OrderRecord, 'status'>): boolean {
  return order.status === 'paid' || order.status === 'cancelled';
}

/** The order if it has a life (see isLifeOrder), else undefined: the steps and cancellations see no other. */
function lifeOrder(order: OrderRecord | undefined): OrderRecord | undefined {
  return order && isLifeOrder(order) ? order : undefined;
}

async function itemsOf(db: OrderLifeDeps['db'], orderId: string): Promise<OrderItemView[]> {
  return (await ordersRepository.itemsOf(db, [orderId])).get(orderId) ?? [];
}

function pickUpDay(items: readonly OrderItemView[]): string | null {
  const starts = items.filter((i) => i.rental && i.start).map((i) => i.start!);
  return starts.length ? starts.reduce((a, b) => (a < b ? a : b)) : null;
}

function returnDay(items: readonly OrderItemView[]): string | null {
  const ends = items.filter((i) => i.rental && i.end).map((i) => i.end!);
  return ends.length ? ends.reduce((a, b) => (a > b ? a : b)) : null;
}

function notFound(): never {
  return refuse('NOT_FOUND', {}, 'No such order');
}

/** Sends one of the order's e-mails; a failed e-mail is logged and never undoes the step. */
async function mailFarmer(
  deps: OrderLifeDeps,
  order: Pick<OrderRecord, 'id' | 'userId'>,
  mail: OrderLifeMail,
): Promise<void> {
  try {
    const contact = await peopleRepository.contactOf(deps.db, order.userId);
    if (!contact) return;
    await deps.mailer.send(orderLifeMail(mail, order, contact.email, contact.locale, `${deps.env.APP_ORIGIN}/orders`));
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id, mail: mail.kind }, 'order e-mail failed');
  }
}

/**
 * Sends a recorded refund through the payment provider. The provider's idempotency key is the refund's own id,
 * so however often this runs (a retry, two staff at once) the card gets the money once. A provider outage
 * leaves the refund pending, to be retried from the order page; the cancellation itself stands.
 */
export async function sendRefund(deps: OrderLifeDeps, refundId: string): Promise<'done' | 'pending'> {
  const refund = await orderLifeRepository.refund(deps.db, refundId);
  if (!refund) return notFound();
  if (refund.status === 'done') return 'done';
  if (!refund.paymentIntentId) throw new Error('a refund of an order without a payment');
  let sent: RefundResult;
  try {
    const idempotencyKey = `refund_${refund.id}`;
    sent = await deps.payments.refund(refund.paymentIntentId, { idempotencyKey, amount: refund.amount });
  } catch (error) {
    const message = 'refund through the payment provider failed; it stays pending';
    deps.log.error({ err: error, orderId: refund.orderId, refundId }, message);
    return 'pending';
  }
  const now = deps.clock.now();
  // Where it stands at the provider, the way it goes back and the day it should arrive (payments/refund-events.ts).
  const method = await methodOfPayment(deps, refund.paymentIntentId);
  const arrivesBy = refundArrivesBy(method, now);
  const facts = { providerRefundId: sent.id, providerStatus: sent.status, method, arrivesBy };
  await orderLifeRepository.recordProviderRefund(deps.db, refund.id, facts, now);
  if (sent.status === 'failed' && (await orderLifeRepository.claimStaffTold(deps.db, refund.id, now))) {
    const failed = { entityId: refund.orderId, amount: refund.amount, providerRefundId: sent.id };
    await tellStaffRefundFailed(deps, { entity: 'order', ...failed });
  }
  const completedNow = await deps.db.transaction().execute(async (trx) => {
    if (!(await orderLifeRepository.completeRefund(trx, refund.id, now))) return false;
    const sent = { orderId: refund.orderId, refundId: refund.id, amount: refund.amount, at: now };
    await ledger.postOrderEvent(trx, { type: 'refund', ...sent });
    await orderLifeRepository.addEvent(trx, {
      orderId: refund.orderId,
      step: 'refunded',
      details: { amount: refund.amount, kind: refund.kind },
      actorId: null,
      at: now,
    });
    return true;
  });
  if (completedNow) {
    const order = lifeOrder(await ordersRepository.findById(deps.db, refund.orderId));
    const deposit = refund.kind === 'deposit';
    const mail: OrderLifeMail = { kind: 'refunded', amount: refund.amount, deposit, method, arrivesBy };
    if (order) await mailFarmer(deps, order, mail);
  }
  return 'done';
}

export const orderLifeService = {
  /**
   * Takes the one step the order's life allows next (shared/order-life.ts), recording who and when; anything else
   * is refused and changes nothing. The order row is locked for the step, so two staff pressing at once take it
   * once; a hand-over also locks the machines, so two hand-overs cannot both take the last unit in the shop.
   */
  async step(
    deps: OrderLifeDeps,
    actor: SessionUser,
    input: StepInput,
  ): Promise<{ stage: OrderStep; refundStatus: 'done' | 'pending' | null }> {
    const now = deps.clock.now();
    const today = kolkataDay(now);
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const order = lifeOrder(await ordersRepository.lockById(trx, input.orderId)) ?? notFound();
      const cancelled = order.status === 'cancelled';
      const allowed = nextStep(kindOf(order), order.stage, cancelled);
      if (allowed !== input.step) {
        refuse(
          'ORDER_STEP_NOT_ALLOWED',
          { stage: cancelled ? 'cancelled' : order.stage, step: input.step },
          `This order cannot be marked ${input.step} now (it is ${cancelled ? 'cancelled' : order.stage})`,
        );
      }
      const items = await itemsOf(trx, order.id);
      const details: Record<string, unknown> = {};
      let refundId: string | null = null;
      let mail: OrderLifeMail | null = null;

      switch (input.step) {
        case 'packed':
        case 'delivered':
          await orderLifeRepository.setStage(trx, order.id, input.step);
          break;
        case 'dispatched':
          await orderLifeRepository.setStage(trx, order.id, 'dispatched');
          mail = { kind: 'dispatched', note: input.note ?? '' };
          break;
        case 'ready':
          await orderLifeRepository.setStage(trx, order.id, 'ready');
          mail = { kind: 'ready', pickUp: pickUpDay(items) };
          break;
        case 'handed_over': {
          const rentals = items.filter((i) => i.rental);
          await lockProductsForBooking(
            trx,
            rentals.map((i) => i.productId),
          );
          for (const item of rentals) {
            const { stock, out } = await orderLifeRepository.unitsOut(trx, item.productId, now, order.id);
            if (stock - out < item.quantity) {
              const product = { name: item.name, nameKn: item.nameKn };
              refuse('NO_UNIT_FREE', { product }, `No unit of ${item.name} is in the shop to hand over`);
            }
          }
          details.place = input.place ?? 'shop';
          details.condition = input.condition ?? 'good';
          await orderLifeRepository.setStage(trx, order.id, 'handed_over');
          mail = { kind: 'handed_over', returnDay: returnDay(items) };
          break;
        }
        case 'returned': {
          const dailyRent = items.filter((i) => i.rental).reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
          const end = returnDay(items) ?? today;
          const late = lateReturn({ end, returnedOn: today, dailyRent, deposit: order.deposit });
          Object.assign(details, { condition: input.condition ?? 'good', ...late });
          const { lateDays, lateFee } = late;
          await orderLifeRepository.setStage(trx, order.id, 'returned', { returnedOn: today, lateDays, lateFee });
          mail = { kind: 'returned', lateDays: late.lateDays, lateFee: late.lateFee };
          break;
        }
        case 'closed': {
          const damage = input.damage ?? 0;
          const refund = depositRefund({ deposit: order.deposit, lateFee: order.lateFee ?? 0, damage });
          Object.assign(details, { damage, lateFee: order.lateFee ?? 0, depositRefund: refund });
          await orderLifeRepository.setStage(trx, order.id, 'closed', { damageCharge: damage });
          const row = await orderLifeRepository.insertRefund(trx, {
            orderId: order.id,
            kind: 'deposit',
            amount: refund,
            requestedBy: actor.id,
            at: now,
          });
          if (row?.status === 'pending') refundId = row.id;
          break;
        }
      }
      const { step, note } = input;
      await orderLifeRepository.addEvent(trx, { orderId: order.id, step, note, details, actorId: actor.id, at: now });
      await auditRepository.record(trx, {
        actorId: actor.id,
        action: `order.${input.step}`,
        entity: 'order',
        entityId: order.id,
        before: { stage: order.stage },
        after: { stage: input.step, note: input.note ?? '', ...details },
        at: now,
      });
      return { order, refundId, mail };
    });
    const refundStatus = outcome.refundId ? await sendRefund(deps, outcome.refundId) : null;
    if (outcome.mail) await mailFarmer(deps, outcome.order, outcome.mail);
    return { stage: input.step, refundStatus };
  },

  /** What the farmer would get back for cancelling now; the same rule the cancellation applies. */
  async quote(deps: OrderLifeDeps, user: SessionUser, orderId: string) {
    const order = lifeOrder(await ordersRepository.findById(deps.db, orderId));
    if (!order || order.userId !== user.id) return notFound();
    const items = await itemsOf(deps.db, order.id);
    return customerQuote(order, items, kolkataDay(deps.clock.now()));
  },

  /**
   * Cancels an order and refunds it through the payment provider. A farmer cancels their own rental before its
   * pick-up day (refund by shared/cancellation.ts); staff cancel any order whose goods have not left the shop, with
   * a reason, and refund everything paid. Bought units go back on the shelf and rented days come free. The order
   * row is locked, so two presses at once cancel and refund once; the second hears ORDER_ALREADY_CANCELLED.
   */
  async cancel(
    deps: OrderLifeDeps,
    actor: SessionUser,
    input: { orderId: string; reason: string },
    as: 'customer' | 'staff',
  ): Promise<{ refund: number; refundStatus: 'done' | 'pending' }> {
    const now = deps.clock.now();
    const today = kolkataDay(now);
    const { order, refundId, amount } = await deps.db.transaction().execute(async (trx) => {
      const order = lifeOrder(await ordersRepository.lockById(trx, input.orderId));
      if (!order || (as === 'customer' && order.userId !== actor.id)) return notFound();
      if (order.status === 'cancelled') refuse('ORDER_ALREADY_CANCELLED', {}, 'This order is already cancelled');
      const items = await itemsOf(trx, order.id);
      let amount = order.total;
      if (as === 'customer') {
        const quote = customerQuote(order, items, today);
        if (quote.kind === 'not_cancellable') {
          refuse('ORDER_NOT_CANCELLABLE', { stage: order.stage }, 'This order can no longer be cancelled');
        }
        if (quote.kind === 'too_late') {
          refuse('CANCEL_TOO_LATE', { pickUp: quote.pickUp }, 'A rental can be cancelled only before its pick-up day');
        }
        amount = quote.refund;
      } else if (!canCancelAt(kindOf(order), order.stage)) {
        refuse('ORDER_NOT_CANCELLABLE', { stage: order.stage }, 'This order can no longer be cancelled');
      }
      await lockProductsForBooking(
        trx,
        items.map((i) => i.productId),
      );
      await orderLifeRepository.markCancelled(trx, order.id, actor.id, input.reason, now);
      for (const item of items) {
        if (!item.rental) await machineRepository.changeStock(trx, item.productId, item.quantity);
      }
      const refund = await orderLifeRepository.insertRefund(trx, {
        orderId: order.id,
        kind: 'cancellation',
        amount,
        requestedBy: actor.id,
        at: now,
      });
      if (!refund) refuse('ORDER_ALREADY_CANCELLED', {}, 'This order is already cancelled');
      await orderLifeRepository.addEvent(trx, {
        orderId: order.id,
        step: 'cancelled',
        note: input.reason,
        details: { by: as, refund: amount },
        actorId: actor.id,
        at: now,
      });
      await auditRepository.record(trx, {
        actorId: actor.id,
        action: as === 'customer' ? 'order.cancelled_by_customer' : 'order.cancelled',
        entity: 'order',
        entityId: order.id,
        before: { status: order.status, stage: order.stage },
        after: { status: 'cancelled', reason: input.reason, refund: amount },
        at: now,
      });
      return { order, refundId: refund.status === 'pending' ? refund.id : null, amount };
    });
    await mailFarmer(deps, order, { kind: 'cancelled', refund: amount });
    const refundStatus = refundId ? await sendRefund(deps, refundId) : 'done';
    return { refund: amount, refundStatus };
  },

  /** Sends every pending refund of the order again (after a provider outage). */
  async retryRefunds(deps: OrderLifeDeps, orderId: string): Promise<{ pending: number }> {
    const refunds = (await orderLifeRepository.refundsOf(deps.db, [orderId])).get(orderId) ?? [];
    let pending = 0;
    for (const refund of refunds) {
      if (refund.status === 'pending' && (await sendRefund(deps, refund.id)) === 'pending') pending++;
    }
    return { pending };
  },

  /**
   * E-mails the farmers whose handed-over rental is due back tomorrow, once per order (claimed by a write, so two
   * runs at once send one e-mail each). Returns how many were sent.
   */
  async sendDueReminders(deps: OrderLifeDeps): Promise<number> {
    const now = deps.clock.now();
    const tomorrow = addDays(kolkataDay(now), 1);
    const claimed = await ordersRepository.claimDueReminders(deps.db, tomorrow, now);
    for (const order of claimed) await mailFarmer(deps, order, { kind: 'due_tomorrow', returnDay: tomorrow });
    return claimed.length;
  },
};

export type CustomerQuote =
  | {
      kind: 'allowed';
      pickUp: string;
      daysBefore: number;
      percent: number;
      refund: number;
      rentRefund: number;
      depositRefund: number;
    }
  | { kind: 'too_late'; pickUp: string }
  | { kind: 'not_cancellable' };

/**
 * Whether and for how much the farmer may cancel: rentals only, before anything left the shop and before pick-up
 * day.
 */
export function customerQuote(order: OrderRecord, items: readonly OrderItemView[], today: string): CustomerQuote {
  const pickUp = pickUpDay(items);
  const cancellable = order.status === 'paid' && order.isRental && canCancelAt('rental', order.stage);
  if (!cancellable || !pickUp) return { kind: 'not_cancellable' };
  const quote = customerCancellation({ pickUp, today, rentPaid: order.total - order.deposit, deposit: order.deposit });
  if (!quote.allowed) return { kind: 'too_late', pickUp };
  return {
    kind: 'allowed',
    pickUp,
    daysBefore: quote.daysBefore,
    percent: quote.percent,
    refund: quote.refund,
    rentRefund: quote.rentRefund,
    depositRefund: quote.depositRefund,
  };
}
