/**
 * An order's life after payment, as pure rules both sides use: the back office offers only the steps these allow,
 * the server refuses any other, and /orders draws the same timeline.
 *
 * Purchases: paid -> packed -> dispatched (a note such as the vehicle) -> delivered.
 * Rentals:   paid -> ready -> handed_over (where, the unit's condition) -> returned (condition; late days) -> closed
 *            (the deposit refunded less any late fee or agreed damage).
 * An order that has any rental line follows the rental life (its purchased lines go out with the hand-over).
 * Cancelling is possible until the goods leave the shop: paid, packed or ready.
 */
import { addDays, daysBetween, type CalendarDay } from './rental.js';

export const orderStages = [
  'paid',
  'packed',
  'dispatched',
  'delivered',
  'ready',
  'handed_over',
  'returned',
  'closed',
] as const;
export type OrderStage = (typeof orderStages)[number];

export type OrderKind = 'purchase' | 'rental';

/** A step moves an order to the stage of the same name. */
export type OrderStep = Exclude<OrderStage, 'paid'>;

const nextByKind: Record<OrderKind, Partial<Record<OrderStage, OrderStep>>> = {
  purchase: { paid: 'packed', packed: 'dispatched', dispatched: 'delivered' },
  rental: { paid: 'ready', ready: 'handed_over', handed_over: 'returned', returned: 'closed' },
};

export function isOrderStage(value: unknown): value is OrderStage {
  return typeof value === 'string' && (orderStages as readonly string[]).includes(value);
}

/** The one step allowed next, or null when the order's life is over (or it was cancelled). */
export function nextStep(kind: OrderKind, stage: OrderStage, cancelled: boolean): OrderStep | null {
  if (cancelled) return null;
  return nextByKind[kind][stage] ?? null;
}

/** Stages from which staff may still cancel: nothing has left the shop yet. */
export function canCancelAt(kind: OrderKind, stage: OrderStage): boolean {
  return kind === 'purchase' ? stage === 'paid' || stage === 'packed' : stage === 'paid' || stage === 'ready';
}

/** Where a rental changed hands. */
export const handOverPlaces = ['shop', 'delivered'] as const;
export type HandOverPlace = (typeof handOverPlaces)[number];

/** A unit's condition as noted at hand-over and return. */
export const unitConditions = ['good', 'minor_wear', 'damaged'] as const;
export type UnitCondition = (typeof unitConditions)[number];

/**
 * A rental returned on `returnedOn` against a return day of `end` (the day the rental [start, end) ends): every
 * day after the return day is late, charged at the order's daily rent (all its rental lines together), taken from
 * the deposit first. What the deposit does not cover is owed at the counter.
 */
export function lateReturn(input: { end: CalendarDay; returnedOn: CalendarDay; dailyRent: number; deposit: number }): {
  lateDays: number;
  lateFee: number;
  fromDeposit: number;
  owed: number;
} {
  const lateDays = Math.max(0, daysBetween(input.end, input.returnedOn));
  const lateFee = lateDays * input.dailyRent;
  const fromDeposit = Math.min(lateFee, input.deposit);
  return { lateDays, lateFee, fromDeposit, owed: lateFee - fromDeposit };
}

/** The deposit refund at closing: the deposit less the late fee and any agreed damage, never below zero. */
export function depositRefund(input: { deposit: number; lateFee: number; damage: number }): number {
  return Math.max(0, input.deposit - input.lateFee - input.damage);
}

/** The day before a rental's return day: when the farmer hears it is due back tomorrow. */
export function reminderDay(end: CalendarDay): CalendarDay {
  return addDays(end, -1);
}
