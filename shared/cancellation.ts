/**
 * The cancellation rule, in one place: the product page states it, /orders shows the refund before the farmer
 * confirms, and the server refunds exactly this.
 *
 * A farmer may cancel a rental before its pick-up day. Cancelled 2 or more days before pick-up: the rent and its
 * GST come back in full; the day before pick-up: half of them. The refundable deposit always comes back whole.
 * When the shop's staff cancel an order, everything paid comes back.
 */
import { daysBetween, type CalendarDay } from './rental.js';

/** Days before pick-up from which the refund is full. */
export const FULL_REFUND_DAYS_BEFORE = 2;
/** Per cent of rent and GST refunded when cancelling later than that (but before the pick-up day). */
export const LATE_CANCEL_REFUND_PERCENT = 50;

export type CancellationQuote =
  | { allowed: true; daysBefore: number; percent: number; refund: number; rentRefund: number; depositRefund: number }
  | { allowed: false; daysBefore: number };

/** What a farmer gets back for cancelling a rental that starts on `pickUp`, cancelling on `today`. Paise. */
export function customerCancellation(input: {
  pickUp: CalendarDay;
  today: CalendarDay;
  /** Rent and GST paid (the order's total less its deposit). */
  rentPaid: number;
  deposit: number;
}): CancellationQuote {
  const daysBefore = daysBetween(input.today, input.pickUp);
  if (daysBefore < 1) return { allowed: false, daysBefore };
  const percent = daysBefore >= FULL_REFUND_DAYS_BEFORE ? 100 : LATE_CANCEL_REFUND_PERCENT;
  // Whole paise, rounded down, so the refund never exceeds what the rule promises.
  const rentRefund = Math.floor((input.rentPaid * percent) / 100);
  return {
    allowed: true,
    daysBefore,
    percent,
    rentRefund,
    depositRefund: input.deposit,
    refund: rentRefund + input.deposit,
  };
}
