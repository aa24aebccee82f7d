import { z } from 'zod';
import { kolkataDay } from '../rental.js';
import { DIRECTION_CONTROLS_MESSAGE, hasDirectionControls } from '../text.js';
import { issueMessage } from './issues.js';

/**
 * The English messages of checkout's refusals, for API and CLI callers (the client words a refusal from its reason,
 * see client/refusals.ts). The shipping and card field messages are the spec's and Stripe's own texts.
 */
export const checkoutMessages = {
  emptyCart: 'Your Cart is Empty',
  itemUnavailable: (name: string) => `${name} is no longer available`,
  notEnoughStock: (name: string, n: number) =>
    n === 0 ? `${name} is out of stock` : `Only ${n} of ${name} ${n === 1 ? 'is' : 'are'} left`,
  rentalTaken: (name: string) => `${name} is no longer free on the chosen dates`,
  rentalDatesInvalid: (name: string) => `Please choose new rental dates for ${name}`,
  someItemUnavailable: 'An item in your cart is no longer available',
  orderNotFound: 'Order not found',
  paymentNotCompleted: 'Your payment has not been completed.',
  paymentProcessing: 'Your payment is still being processed. Please check your orders in a minute.',
  paymentMismatch: 'The payment does not match this order. Nothing was charged for it.',
  expiredAndRefunded: 'Your reservation ran out and the items were taken meanwhile, so your payment has been refunded.',
  paymentUnavailable: 'The payment service is unavailable. Please try again.',
  previousPaymentInProgress: 'A payment for your previous checkout is still being processed. Please wait a moment.',
  cannotConfirm: 'This payment can no longer be confirmed.',
} as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, issueMessage('TEXT_TOO_LONG', { max }));

const PHONE_INVALID = issueMessage('PHONE_INVALID');
const POSTAL_CODE_INVALID = issueMessage('POSTAL_CODE_INVALID');

/** The shipping form; addressLine2 is optional. */
export const shippingAddressSchema = z
  .object({
    fullName: required(issueMessage('FULL_NAME_REQUIRED'), 100),
    phoneNumber: z
      .string({ error: PHONE_INVALID })
      .trim()
      // Spaces, dashes and brackets are how people write numbers; what counts is 10 to 15 digits.
      .refine((v) => /^\+?[\d\s()-]+$/.test(v), PHONE_INVALID)
      .refine((v) => {
        const digits = v.replace(/\D/g, '').length;
        return digits >= 10 && digits <= 15;
      }, PHONE_INVALID),
    addressLine1: required(issueMessage('ADDRESS_REQUIRED'), 200),
    addressLine2: z
      .string()
      .trim()
      .max(200, issueMessage('TEXT_TOO_LONG', { max: 200 }))
      .optional()
      .transform((v) => (v ? v : undefined)),
    city: required(issueMessage('CITY_REQUIRED'), 100),
    state: required(issueMessage('STATE_REQUIRED'), 100),
    postalCode: z
      .string({ error: POSTAL_CODE_INVALID })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{4,10}[A-Za-z0-9]$/, POSTAL_CODE_INVALID),
    country: required(issueMessage('COUNTRY_REQUIRED'), 100),
  })
  .strict()
  .superRefine((address, ctx) => {
    // Shown on parcel labels, order pages and the back office, a name or address must read as what it holds.
    for (const [field, value] of Object.entries(address)) {
      if (typeof value === 'string' && hasDirectionControls(value)) {
        ctx.addIssue({ code: 'custom', message: DIRECTION_CONTROLS_MESSAGE, path: [field] });
      }
    }
  });
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

export const orderIdInput = z.object({ orderId: z.uuid({ error: 'Order not found' }) }).strict();

/** Luhn's check digit test, which every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const cardMessages = {
  nameRequired: issueMessage('CARD_NAME_REQUIRED'),
  numberIncomplete: issueMessage('CARD_NUMBER_INCOMPLETE'),
  numberInvalid: issueMessage('CARD_NUMBER_INVALID'),
  expiryIncomplete: issueMessage('CARD_EXPIRY_INCOMPLETE'),
  expiryInvalid: issueMessage('CARD_EXPIRY_INVALID'),
  expiryPast: issueMessage('CARD_EXPIRY_PAST'),
  cvcIncomplete: issueMessage('CARD_CVC_INCOMPLETE'),
} as const;

const EXPIRY = /^(\d{2})\s*\/\s*(\d{2})$/;

/** The test card form as typed; whether the expiry is still ahead depends on the day, see cardExpiryProblem. */
export const cardFormSchema = z
  .object({
    nameOnCard: required(cardMessages.nameRequired, 100),
    cardNumber: z
      .string({ error: cardMessages.numberIncomplete })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => /^\d*$/.test(v), cardMessages.numberInvalid)
      .refine((v) => v.length >= 12, cardMessages.numberIncomplete)
      .refine((v) => v.length <= 19 && passesLuhn(v), cardMessages.numberInvalid),
    expiry: z
      .string({ error: cardMessages.expiryIncomplete })
      .trim()
      .regex(EXPIRY, cardMessages.expiryIncomplete)
      .refine((v) => {
        const month = Number(EXPIRY.exec(v)?.[1]);
        return month >= 1 && month <= 12;
      }, cardMessages.expiryInvalid)
      .transform((v) => v.replace(/\s/g, '')),
    cvc: z
      .string({ error: cardMessages.cvcIncomplete })
      .trim()
      .regex(/^\d{3,4}$/, cardMessages.cvcIncomplete),
  })
  .strict();
export type CardForm = z.output<typeof cardFormSchema>;
export type CardFormInput = z.input<typeof cardFormSchema>;

/** A card is good through the last day of its expiry month, counted in India. */
export function cardExpiryProblem(expiry: string, now: Date): string | null {
  const match = EXPIRY.exec(expiry.trim());
  if (!match) return cardMessages.expiryIncomplete;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return cardMessages.expiryInvalid;
  const year = 2000 + Number(match[2]);
  const today = kolkataDay(now);
  const thisYear = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(5, 7));
  return year * 12 + month < thisYear * 12 + thisMonth ? cardMessages.expiryPast : null;
}

/** The whole card check as of `now`: the form and a procedure validate the same way. */
export function cardFormSchemaAt(now: Date) {
  return cardFormSchema.superRefine((card, ctx) => {
    const problem = cardExpiryProblem(card.expiry, now);
    if (problem) ctx.addIssue({ code: 'custom', path: ['expiry'], message: problem });
  });
}

export const confirmTestPaymentInput = z
  .object({
    clientSecret: z.string({ error: 'Client secret is required' }).min(1, 'Client secret is required').max(200),
    card: cardFormSchema,
  })
  .strict();
export type ConfirmTestPaymentInput = z.input<typeof confirmTestPaymentInput>;
