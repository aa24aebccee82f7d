/**
 * When a refund should reach the farmer, by the way the money goes back. Plain rules, the ones banks and UPI apps
 * tell their customers: a UPI refund arrives within 1 to 3 days; a card or net banking refund within 5 to 7 working
 * days (Monday to Friday). A way not known yet is given the longer rule, so the day shown is never too early.
 */
import { addDays, type CalendarDay } from './rental.js';

export type RefundWay = 'upi' | 'card' | 'netbanking';

export interface RefundArrival {
  /** The earliest day it may show, and the day by which it should have arrived. */
  from: CalendarDay;
  by: CalendarDay;
}

function isWorkingDay(day: CalendarDay): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The day `count` working days after `day` (a working day after a Friday is the Monday). */
export function addWorkingDays(day: CalendarDay, count: number): CalendarDay {
  let current = day;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left--;
  }
  return current;
}

/** When a refund sent on `sentOn` (a day in Karnataka) should arrive, going back by `way`. */
export function refundArrival(way: RefundWay | null, sentOn: CalendarDay): RefundArrival {
  if (way === 'upi') return { from: addDays(sentOn, 1), by: addDays(sentOn, 3) };
  return { from: addWorkingDays(sentOn, 5), by: addWorkingDays(sentOn, 7) };
}
