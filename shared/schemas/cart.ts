import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../cart.js';
import {
  BOOKING_HORIZON_DAYS,
  MAX_AVAILABILITY_DAYS,
  MAX_RENTAL_DAYS,
  daysBetween,
  isCalendarDay,
  type RentalPeriodProblem,
} from '../rental.js';
import { issueMessage } from './issues.js';
import { recordId } from './ids.js';

/**
 * The English messages of the cart's refusals and input issues (for API and CLI callers: the client words them
 * from their reason or issue code). Messages with a number are built by the functions.
 */
export const cartMessages = {
  productNotFound: 'Product not found',
  notForSale: 'This item is not available for sale',
  notForRent: 'This item is not available for rent',
  outOfStock: 'This item is out of stock',
  noUnitFree: 'No unit is free on the chosen dates',
  notInCart: 'This item is not in your cart',
  cartFull: issueMessage('CART_FULL', { max: MAX_CART_LINES }),
  selectDates: issueMessage('SELECT_DATES'),
  invalidDates: issueMessage('DATES_INVALID'),
  datesInPast: issueMessage('DATES_IN_PAST'),
  endNotAfterStart: issueMessage('RETURN_NOT_AFTER_START'),
  tooLong: issueMessage('RENTAL_TOO_LONG', { max: MAX_RENTAL_DAYS }),
  tooFarAhead: issueMessage('RENTAL_TOO_FAR_AHEAD', { max: BOOKING_HORIZON_DAYS }),
  onlyInStock: (n: number) => `Only ${n} in stock`,
  onlyFree: (n: number) => `Only ${n} available for the chosen dates`,
} as const;

export const rentalPeriodMessages: Record<RentalPeriodProblem, string> = {
  invalid: cartMessages.invalidDates,
  past: cartMessages.datesInPast,
  end_not_after_start: cartMessages.endNotAfterStart,
  too_long: cartMessages.tooLong,
  too_far_ahead: cartMessages.tooFarAhead,
};

const productId = recordId('Product ID');

const rental = z.boolean({ error: 'Rental must be true or false' });

export const quantitySchema = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, issueMessage('QUANTITY_TOO_SMALL', { min: 1 }))
  .max(MAX_LINE_QUANTITY, issueMessage('QUANTITY_TOO_LARGE', { max: MAX_LINE_QUANTITY }));

export const calendarDaySchema = z
  .string({ error: (issue) => (issue.input === undefined ? cartMessages.selectDates : 'Dates must be text') })
  .refine(isCalendarDay, cartMessages.invalidDates);

/** Buy: the product. Rent: the product and the period [start, end), end being the return day. */
export const cartAddInput = z
  .object({
    productId,
    rental,
    start: calendarDaySchema.optional(),
    end: calendarDaySchema.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.rental && (value.start === undefined || value.end === undefined)) {
      ctx.addIssue({ code: 'custom', message: cartMessages.selectDates, path: [value.start ? 'end' : 'start'] });
    }
    if (!value.rental && (value.start !== undefined || value.end !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Only rentals have dates', path: ['start'] });
    }
  });
export type CartAddInput = z.input<typeof cartAddInput>;

export const cartLineKeyInput = z.object({ productId, rental }).strict();
export type CartLineKeyInput = z.input<typeof cartLineKeyInput>;

export const cartUpdateQuantityInput = z.object({ productId, rental, quantity: quantitySchema }).strict();
export type CartUpdateQuantityInput = z.input<typeof cartUpdateQuantityInput>;

export const cartSetRentalDatesInput = z
  .object({ productId, start: calendarDaySchema, end: calendarDaySchema })
  .strict();
export type CartSetRentalDatesInput = z.input<typeof cartSetRentalDatesInput>;

function validPeriod(line: { start: string; end: string }): boolean {
  return isCalendarDay(line.start) && isCalendarDay(line.end);
}

/** A cart line as a guest's browser keeps it (and sends it to be priced or merged). */
export const cartLineSchema = z.discriminatedUnion(
  'rental',
  [
    z.object({ productId, rental: z.literal(false), quantity: quantitySchema }).strict(),
    z
      .object({
        productId,
        rental: z.literal(true),
        quantity: quantitySchema,
        start: calendarDaySchema,
        end: calendarDaySchema,
      })
      .strict()
      .refine((line) => !validPeriod(line) || line.end > line.start, {
        message: cartMessages.endNotAfterStart,
        path: ['end'],
      })
      .refine((line) => !validPeriod(line) || daysBetween(line.start, line.end) <= MAX_RENTAL_DAYS, {
        message: cartMessages.tooLong,
        path: ['end'],
      }),
  ],
  { error: 'Each cart line must say whether it is a rental' },
);

export const guestCartInput = z
  .object({
    lines: z.array(cartLineSchema, { error: 'Cart lines must be a list' }).max(MAX_CART_LINES, cartMessages.cartFull),
  })
  .strict();
export type GuestCartInput = z.input<typeof guestCartInput>;

export const availabilityInput = z
  .object({ productId, from: calendarDaySchema, to: calendarDaySchema })
  .strict()
  .superRefine((value, ctx) => {
    if (!isCalendarDay(value.from) || !isCalendarDay(value.to)) return;
    const span = daysBetween(value.from, value.to) + 1;
    if (span < 1)
      ctx.addIssue({ code: 'custom', message: 'The last day must not be before the first day', path: ['to'] });
    else if (span > MAX_AVAILABILITY_DAYS) {
      ctx.addIssue({ code: 'custom', message: `Ask for at most ${MAX_AVAILABILITY_DAYS} days at once`, path: ['to'] });
    }
  });
export type AvailabilityInput = z.input<typeof availabilityInput>;
