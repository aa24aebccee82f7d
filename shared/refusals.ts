/**
 * Every reason the server may give for refusing a request, with the parameters the client needs to say it in the
 * visitor's language. No sentences live here: the server's English message is for API and CLI callers, and
 * client/refusals.ts turns (reason, params) into words. server/trpc/refusal-codes.ts maps each reason to its tRPC
 * code (an exhaustive map, so a new reason cannot be forgotten there).
 */

import type { CalendarDay, RentalPeriodProblem } from './rental.js';
import type { InputIssue } from './schemas/issues.js';

/** A product's name in both languages, so a refusal can name it in the visitor's language. */
export interface ProductName {
  name: string;
  nameKn: string;
}

/**
 * Why a card payment did not go through: the card issuer's decline codes the shop words itself (Stripe's names);
 * any other code is said as a plain decline.
 */
export const cardDeclineCodes = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
] as const;
export type CardDeclineCode = (typeof cardDeclineCodes)[number] | 'other';

/** Parameters of each refusal reason. A reason without parameters has an empty object. */
export interface RefusalParamsByReason {
  /**
   * Input failed a schema check: `field` is the dotted path of the first issue and `issue` what is wrong with it;
   * `fieldIssues` has the first issue of every field, for forms.
   */
  INVALID_INPUT: { field: string; issue: InputIssue; fieldIssues: Record<string, InputIssue> };
  /** A request the server could not parse at all (malformed JSON or superjson, unknown procedure). */
  MALFORMED_REQUEST: Record<string, never>;
  /** More procedures in one batch than the server takes. */
  BATCH_TOO_LARGE: { max: number };
  SIGN_IN_REQUIRED: Record<string, never>;
  FORBIDDEN: Record<string, never>;
  NOT_FOUND: Record<string, never>;
  RATE_LIMITED: { retryAfterSeconds: number };
  SERVICE_UNAVAILABLE: Record<string, never>;
  SERVER_ERROR: Record<string, never>;
  /**
   * Other buyers' pending checkouts (or a unit kept for a buyer in line) hold the units; `freeAt` (ISO time) is when
   * they may free up. The buyer now has `place` in line (1 is first); when their turn comes the unit is kept for them
   * for `keptMinutes` at checkout.
   */
  HELD_BY_ANOTHER_BUYER: { product: ProductName; freeAt: string; place: number; keptMinutes: number };
  /**
   * The user has held the product for the longest a run of checkouts may; `retryAt` (ISO time) is when they may again.
   */
  HOLD_TIME_USED_UP: { product: ProductName; retryAt: string };
  /** The back office asked for a step the order's life does not allow from where it stands (shared/order-life.ts). */
  ORDER_STEP_NOT_ALLOWED: { stage: string; step: string };
  /** A hand-over with no unit of the machine in the shop (all out, overdue or blocked for maintenance). */
  NO_UNIT_FREE: { product: ProductName };
  ORDER_ALREADY_CANCELLED: Record<string, never>;
  /** The goods have left the shop (or the order is not a rental the farmer may cancel). */
  ORDER_NOT_CANCELLABLE: { stage: string };
  /** A farmer cancels on or after the pick-up day. */
  CANCEL_TOO_LATE: { pickUp: string };
  PHOTO_TOO_LARGE: { maxMegabytes: number };
  /** Not a JPEG, PNG or WebP image (by its content, not its name). */
  PHOTO_WRONG_TYPE: Record<string, never>;
  /** More pixels than the shop decodes (read from the image's header, before any decoding). */
  PHOTO_TOO_MANY_PIXELS: { maxMegapixels: number };
  /** The staff member's other photo is still being worked on: one photo job at a time per staff member. */
  PHOTO_UPLOAD_BUSY: Record<string, never>;
  /** An owner cannot take their own role away (the shop would risk having no owner). */
  OWN_ROLE_LOCKED: Record<string, never>;
  /** Blocking more units for maintenance than are free on those days. */
  UNITS_BOOKED: { product: ProductName; available: number };

  // Accounts
  INVALID_CREDENTIALS: Record<string, never>;
  EMAIL_NOT_CONFIRMED: Record<string, never>;
  /** A confirmation or password-reset link that is unknown, used or out of date. */
  LINK_INVALID: Record<string, never>;
  MAIL_NOT_SENT: Record<string, never>;
  /** The SMS provider did not take a code's SMS. */
  SMS_NOT_SENT: Record<string, never>;
  /** A one-time code that is not the one sent; `triesLeft` more tries before it is spent. */
  CODE_WRONG: { triesLeft: number };
  /** A code out of date, spent (used, or 3 wrong tries) or never sent: a new one must be asked for. */
  CODE_EXPIRED: Record<string, never>;
  /** A number proved by code that another account already has. */
  PHONE_TAKEN: Record<string, never>;
  EMAIL_ALREADY_SET: Record<string, never>;
  PASSWORD_ALREADY_SET: Record<string, never>;

  // Catalogue, cart and rentals
  PRODUCT_NOT_FOUND: Record<string, never>;
  NOT_FOR_SALE: { product: ProductName };
  NOT_FOR_RENT: { product: ProductName };
  /** Fewer units in stock than asked for; `available` may be 0. */
  OUT_OF_STOCK: { product: ProductName; available: number };
  /** Fewer units free over the rental days [from, to) than asked for; `to` is the return day. */
  RENTAL_DAYS_TAKEN: { product: ProductName; from: CalendarDay; to: CalendarDay; available: number };
  /** The rental days asked for cannot be booked as they are (in the past, return before pick-up, too long...). */
  RENTAL_DATES_INVALID: { problem: RentalPeriodProblem; maxDays: number; horizonDays: number };
  /** A rental shorter than the machine's minimum days (shared/rental.ts isShorterThanMinimum). */
  RENTAL_TOO_SHORT: { product: ProductName; minimumDays: number };
  NOT_IN_CART: Record<string, never>;
  CART_FULL: { max: number };

  // Checkout and payment
  CART_EMPTY: Record<string, never>;
  /** An item of the cart is no longer offered that way (or no longer exists: `product` is null). */
  ITEM_UNAVAILABLE: { product: ProductName | null };
  /** A rental of the cart whose days have passed meanwhile: the buyer picks new ones. */
  RENTAL_DATES_OUTDATED: { product: ProductName };
  ORDER_NOT_FOUND: Record<string, never>;
  PAYMENT_NOT_COMPLETED: Record<string, never>;
  PAYMENT_DECLINED: { declineCode: CardDeclineCode };
  PAYMENT_PROCESSING: Record<string, never>;
  PAYMENT_MISMATCH: Record<string, never>;
  /** Paid after the hold ran out, and the units were taken meanwhile: the money went back. */
  PAYMENT_REFUNDED: Record<string, never>;
  PAYMENT_CANNOT_CONFIRM: Record<string, never>;
  PAYMENT_SERVICE_UNAVAILABLE: Record<string, never>;
  /** The browser's word that a payment went through carried no valid signature of the provider: nothing is paid. */
  PAYMENT_SIGNATURE_INVALID: Record<string, never>;

  // Assistant
  CHAT_RATE_LIMITED: { retryAfterSeconds: number };
  /** The assistant service failed or answered nothing usable. */
  ASSISTANT_FAILED: Record<string, never>;

  // Hiring a machine with its operator
  /** The field is beyond the centre's service radius. */
  HIRE_OUT_OF_REACH: { radiusKm: number };
  /** The field needs more than one crew does in the slot asked for (a half day is half a crew's day). */
  HIRE_AREA_TOO_LARGE: { slot: 'morning' | 'afternoon' | 'whole_day' };
  /** Every crew of the service is booked that day: the farmer may join the waiting list. */
  HIRE_DAY_FULL: { day: string };
  /** Jobs are booked from tomorrow up to `horizonDays` ahead. */
  HIRE_DATE_INVALID: { horizonDays: number };
  /** The step asked for does not follow from the job's status. */
  HIRE_JOB_STATE: { status: string };
  HIRE_ALREADY_WAITING: Record<string, never>;
  HIRE_ALREADY_RATED: Record<string, never>;
  /** A bill more than 10 % above the quote waits for the farmer's acceptance before it is paid. */
  HIRE_BILL_NOT_ACCEPTED: Record<string, never>;
  /** The advance arrived after the hold ran out and the crew was booked meanwhile: it was refunded. */
  HIRE_PAYMENT_LATE: Record<string, never>;
  /** The farmer already holds a crew of this service that day, unpaid: another slot or area is not a new booking. */
  HIRE_HOLD_EXISTS: { day: string };
  /** The farmer already holds `max` crews unpaid (shared/hire-holds.ts). */
  HIRE_TOO_MANY_HOLDS: { max: number };
  /** The farmer's own hold of this service and day ran out unpaid a moment ago while others wait for it. */
  HIRE_HOLD_PAUSED: { minutes: number };
  /** The crews are only held by farmers who have not paid yet: this farmer is now `position` in the waiting list. */
  HIRE_CREW_HELD: { position: number; minutes: number };
}

export type RefusalReason = keyof RefusalParamsByReason;
export type RefusalParams<R extends RefusalReason = RefusalReason> = RefusalParamsByReason[R];

/** The list at run time (the client's completeness test walks it); the type check keeps it equal to the map. */
export const refusalReasons = [
  'INVALID_INPUT',
  'MALFORMED_REQUEST',
  'BATCH_TOO_LARGE',
  'SIGN_IN_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'SERVER_ERROR',
  'HELD_BY_ANOTHER_BUYER',
  'HOLD_TIME_USED_UP',
  'ORDER_STEP_NOT_ALLOWED',
  'NO_UNIT_FREE',
  'ORDER_ALREADY_CANCELLED',
  'ORDER_NOT_CANCELLABLE',
  'CANCEL_TOO_LATE',
  'PHOTO_TOO_LARGE',
  'PHOTO_WRONG_TYPE',
  'PHOTO_TOO_MANY_PIXELS',
  'PHOTO_UPLOAD_BUSY',
  'OWN_ROLE_LOCKED',
  'UNITS_BOOKED',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_CONFIRMED',
  'LINK_INVALID',
  'MAIL_NOT_SENT',
  'SMS_NOT_SENT',
  'CODE_WRONG',
  'CODE_EXPIRED',
  'PHONE_TAKEN',
  'EMAIL_ALREADY_SET',
  'PASSWORD_ALREADY_SET',
  'PRODUCT_NOT_FOUND',
  'NOT_FOR_SALE',
  'NOT_FOR_RENT',
  'OUT_OF_STOCK',
  'RENTAL_DAYS_TAKEN',
  'RENTAL_DATES_INVALID',
  'RENTAL_TOO_SHORT',
  'NOT_IN_CART',
  'CART_FULL',
  'CART_EMPTY',
  'ITEM_UNAVAILABLE',
  'RENTAL_DATES_OUTDATED',
  'ORDER_NOT_FOUND',
  'PAYMENT_NOT_COMPLETED',
  'PAYMENT_DECLINED',
  'PAYMENT_PROCESSING',
  'PAYMENT_MISMATCH',
  'PAYMENT_REFUNDED',
  'PAYMENT_CANNOT_CONFIRM',
  'PAYMENT_SERVICE_UNAVAILABLE',
  'PAYMENT_SIGNATURE_INVALID',
  'CHAT_RATE_LIMITED',
  'ASSISTANT_FAILED',
  'HIRE_OUT_OF_REACH',
  'HIRE_AREA_TOO_LARGE',
  'HIRE_DAY_FULL',
  'HIRE_DATE_INVALID',
  'HIRE_JOB_STATE',
  'HIRE_ALREADY_WAITING',
  'HIRE_ALREADY_RATED',
  'HIRE_BILL_NOT_ACCEPTED',
  'HIRE_PAYMENT_LATE',
  'HIRE_HOLD_EXISTS',
  'HIRE_TOO_MANY_HOLDS',
  'HIRE_HOLD_PAUSED',
  'HIRE_CREW_HELD',
] as const satisfies readonly RefusalReason[];

type Missing = Exclude<RefusalReason, (typeof refusalReasons)[number]>;
// Fails to compile when a reason of the map is missing from the list above.
const everyReasonListed: Missing extends never ? true : Missing = true;
void everyReasonListed;

/** What a refused call carries in error.data, over HTTP and through createCaller alike. */
export type Refusal = { [R in RefusalReason]: { reason: R; params: RefusalParams<R> } }[RefusalReason];

export function isRefusalReason(value: unknown): value is RefusalReason {
  return typeof value === 'string' && (refusalReasons as readonly string[]).includes(value);
}

/** A decline code as the shop words it. */
export function cardDeclineCodeOf(code: string | null | undefined): CardDeclineCode {
  return (cardDeclineCodes as readonly string[]).includes(code ?? '') ? (code as CardDeclineCode) : 'other';
}
