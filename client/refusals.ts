import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { TRPCClientError } from '@trpc/react-query';
import { ReadError } from './page-state';
import { formatCalendarDay, formatKolkataTime } from '../shared/format-date';
import { retryAfterPhrase } from '../shared/retry-after';
import {
  isRefusalReason,
  type ProductName,
  type Refusal,
  type RefusalParams,
  type RefusalReason,
} from '../shared/refusals';
import { OVER_QUOTE_ALLOWED_PERCENT } from '../shared/hiring';
import {
  inputIssueOf,
  type InputIssue,
  type InputIssueCode,
  type InputIssueValuesByCode,
} from '../shared/schemas/issues';

/**
 * The one place a refusal of the server becomes a sentence in the visitor's language: from its reason and
 * parameters (error.data.reason / error.data.params), never from the server's English message. Checks the browser
 * makes itself (the guest cart, the forms) refuse with the same reasons and issue codes, so they read the same.
 */
type Sentences = { [R in RefusalReason]: (i18n: I18n, params: RefusalParams<R>) => string };
type IssueSentences = { [C in InputIssueCode]: (i18n: I18n, values: InputIssueValuesByCode[C]) => string };

/** A moment as the shop's clock shows it (India time), in the visitor's language: "4:35 pm" / "ಸಂಜೆ 4:35". */
function clockTimeIn(i18n: I18n, iso: string): string {
  return formatKolkataTime(new Date(iso), i18n.locale === 'kn' ? 'kn' : 'en');
}

export function productNameIn(i18n: I18n, product: ProductName): string {
  return i18n.locale === 'kn' && product.nameKn ? product.nameKn : product.name;
}

function day(i18n: I18n, value: string): string {
  return formatCalendarDay(value, i18n.locale === 'kn' ? 'kn' : 'en');
}

/** What is wrong with one field, for forms and for INVALID_INPUT. */
export const inputIssueSentences: IssueSentences = {
  INVALID: (i18n) => i18n._(msg`Please check what you entered and try again.`),
  CONTROL_CHARACTERS: (i18n) => i18n._(msg`Please remove the special characters from this text.`),
  TEXT_TOO_LONG: (i18n, { max }) => i18n._(msg`At most ${max} characters`),
  LANGUAGE_INVALID: (i18n) => i18n._(msg`Please choose English or Kannada.`),
  MISSING_CREDENTIALS: (i18n) => i18n._(msg`You must provide either an email or phone number and a password`),
  EMAIL_INVALID: (i18n) => i18n._(msg`Invalid email address`),
  PASSWORD_TOO_SHORT: (i18n, { min }) => i18n._(msg`Password must be at least ${min} characters`),
  PASSWORD_TOO_LONG: (i18n, { max }) => i18n._(msg`Password must be at most ${max} characters`),
  PASSWORDS_DO_NOT_MATCH: (i18n) => i18n._(msg`Passwords do not match`),
  LINK_INVALID: (i18n) => i18n._(msg`This link is invalid or has expired. Please ask for a new one.`),
  FULL_NAME_REQUIRED: (i18n) => i18n._(msg`Full name is required`),
  PHONE_INVALID: (i18n) => i18n._(msg`Valid phone number is required`),
  ADDRESS_REQUIRED: (i18n) => i18n._(msg`Address is required`),
  CITY_REQUIRED: (i18n) => i18n._(msg`City is required`),
  STATE_REQUIRED: (i18n) => i18n._(msg`State is required`),
  POSTAL_CODE_INVALID: (i18n) => i18n._(msg`Valid postal code is required`),
  COUNTRY_REQUIRED: (i18n) => i18n._(msg`Country is required`),
  CARD_NAME_REQUIRED: (i18n) => i18n._(msg`Name on card is required`),
  CARD_NUMBER_INCOMPLETE: (i18n) => i18n._(msg`Your card number is incomplete.`),
  CARD_NUMBER_INVALID: (i18n) => i18n._(msg`Your card number is invalid.`),
  CARD_EXPIRY_INCOMPLETE: (i18n) => i18n._(msg`Your card's expiration date is incomplete.`),
  CARD_EXPIRY_INVALID: (i18n) => i18n._(msg`Your card's expiration date is invalid.`),
  CARD_EXPIRY_PAST: (i18n) => i18n._(msg`Your card's expiration date is in the past.`),
  CARD_CVC_INCOMPLETE: (i18n) => i18n._(msg`Your card's security code is incomplete.`),
  SELECT_DATES: (i18n) => i18n._(msg`Please select rental dates`),
  DATES_INVALID: (i18n) => i18n._(msg`Please choose the dates again`),
  DATES_IN_PAST: (i18n) => i18n._(msg`Rental dates cannot be in the past`),
  RETURN_NOT_AFTER_START: (i18n) => i18n._(msg`The return date must be after the start date`),
  RENTAL_TOO_LONG: (i18n, { max }) => i18n._(msg`A rental can last at most ${max} days`),
  RENTAL_TOO_FAR_AHEAD: (i18n, { max }) => i18n._(msg`A rental can start at most ${max} days from today`),
  CART_FULL: (i18n, { max }) => i18n._(msg`Your cart holds at most ${max} different items`),
  QUANTITY_TOO_SMALL: (i18n, { min }) => i18n._(msg`Quantity must be at least ${min}`),
  QUANTITY_TOO_LARGE: (i18n, { max }) => i18n._(msg`Quantity must be at most ${max}`),
  PHOTO_ADDRESS_INVALID: (i18n) =>
    i18n._(msg`A photo address must start with https:// or be a path of this shop starting with one /.`),
  MESSAGE_REQUIRED: (i18n) => i18n._(msg`Message is required`),
  MESSAGE_TOO_LONG: (i18n, { max }) => i18n._(msg`Message must be at most ${max} characters`),
};

export function inputIssueSentence(i18n: I18n, issue: InputIssue): string {
  const say = inputIssueSentences[issue.code] as (i18n: I18n, values: unknown) => string;
  return say(i18n, issue.values);
}

export const refusalSentences: Sentences = {
  INVALID_INPUT: (i18n, { issue }) => inputIssueSentence(i18n, issue),
  MALFORMED_REQUEST: (i18n) => i18n._(msg`The shop could not read that request. Please reload the page and try again.`),
  BATCH_TOO_LARGE: (i18n) => i18n._(msg`Too many requests at once. Please reload the page.`),
  SIGN_IN_REQUIRED: (i18n) => i18n._(msg`Please log in to continue`),
  FORBIDDEN: (i18n) => i18n._(msg`You are not allowed to do this.`),
  NOT_FOUND: (i18n) => i18n._(msg`We could not find what you asked for.`),
  RATE_LIMITED: (i18n, { retryAfterSeconds }) => {
    const when = retryAfterPhrase(retryAfterSeconds, i18n.locale === 'kn' ? 'kn' : 'en');
    return i18n._(msg`Too many attempts. Please try again ${when}.`);
  },
  SERVICE_UNAVAILABLE: (i18n) => i18n._(msg`The service is temporarily unavailable. Please try again shortly.`),
  SERVER_ERROR: (i18n) => i18n._(msg`Something went wrong on our side. Please try again.`),
  HELD_BY_ANOTHER_BUYER: (i18n, { product, freeAt, place, keptMinutes: minutes }) => {
    const name = productNameIn(i18n, product);
    const time = clockTimeIn(i18n, freeAt);
    const held = i18n._(msg`${name} is held by another buyer who is paying now. It may be free again at ${time}.`);
    const turn =
      place === 1
        ? i18n._(msg`You are first in line: if it is not paid for by then, it is kept for you for ${minutes} minutes.`)
        : i18n._(
            msg`You are number ${place} in line: when your turn comes, it is kept for you for ${minutes} minutes.`,
          );
    return `${held} ${turn}`;
  },
  HOLD_TIME_USED_UP: (i18n, { product, retryAt }) => {
    const name = productNameIn(i18n, product);
    const time = clockTimeIn(i18n, retryAt);
    return i18n._(
      msg`You have kept ${name} reserved for 30 minutes. Others may buy it now; you can check it out again at ${time}.`,
    );
  },
  ORDER_STEP_NOT_ALLOWED: (i18n) =>
    i18n._(msg`This step is not possible for the order now. Reload the order to see where it stands.`),
  NO_UNIT_FREE: (i18n, { product }) => {
    const name = productNameIn(i18n, product);
    return i18n._(msg`No unit of ${name} is in the shop to hand over.`);
  },
  ORDER_ALREADY_CANCELLED: (i18n) => i18n._(msg`This order is already cancelled.`),
  ORDER_NOT_CANCELLABLE: (i18n) => i18n._(msg`This order can no longer be cancelled.`),
  CANCEL_TOO_LATE: (i18n) => i18n._(msg`A rental can be cancelled only before its pick-up day.`),
  PHOTO_TOO_LARGE: (i18n, { maxMegabytes }) =>
    i18n._(msg`This photo is too large. Photos can be up to ${maxMegabytes} MB.`),
  PHOTO_WRONG_TYPE: (i18n) => i18n._(msg`Please choose a JPEG, PNG or WebP photo.`),
  PHOTO_TOO_MANY_PIXELS: (i18n, { maxMegapixels }) =>
    i18n._(msg`This photo has too many pixels. Photos can be up to ${maxMegapixels} megapixels.`),
  PHOTO_UPLOAD_BUSY: (i18n) =>
    i18n._(msg`Your other photo is still being saved. Please wait for it to finish, then add this one.`),
  OWN_ROLE_LOCKED: (i18n) => i18n._(msg`You cannot change your own role.`),
  UNITS_BOOKED: (i18n, { product, available }) => {
    const name = productNameIn(i18n, product);
    return i18n._(msg`Only ${available} units of ${name} are free on those days.`);
  },

  INVALID_CREDENTIALS: (i18n) => i18n._(msg`Invalid login credentials`),
  EMAIL_NOT_CONFIRMED: (i18n) => i18n._(msg`Email not confirmed`),
  LINK_INVALID: (i18n) => i18n._(msg`This link is invalid or has expired. Please ask for a new one.`),
  MAIL_NOT_SENT: (i18n) => i18n._(msg`We could not send the e-mail. Please try again later.`),
  SMS_NOT_SENT: (i18n) => i18n._(msg`We could not send the SMS. Please try again later.`),
  CODE_WRONG: (i18n, { triesLeft }) =>
    i18n._(msg`The code is not right. ${plural(triesLeft, { one: '# more try left.', other: '# more tries left.' })}`),
  CODE_EXPIRED: (i18n) => i18n._(msg`This code has expired or was already used. Please ask for a new code.`),
  PHONE_TAKEN: (i18n) =>
    i18n._(msg`This mobile number already has its own account. Sign in with it, or use another number.`),
  EMAIL_ALREADY_SET: (i18n) => i18n._(msg`Your account already has an e-mail address.`),
  PASSWORD_ALREADY_SET: (i18n) =>
    i18n._(msg`Your account already has a password. To change it, use "Forgot password".`),

  PRODUCT_NOT_FOUND: (i18n) => i18n._(msg`Product not found`),
  NOT_FOR_SALE: (i18n, { product }) => {
    const name = productNameIn(i18n, product);
    return i18n._(msg`${name} is not available for sale`);
  },
  NOT_FOR_RENT: (i18n, { product }) => {
    const name = productNameIn(i18n, product);
    return i18n._(msg`${name} is not available for rent`);
  },
  OUT_OF_STOCK: (i18n, { product, available }) => {
    const name = productNameIn(i18n, product);
    return available < 1 ? i18n._(msg`${name} is out of stock`) : i18n._(msg`Only ${available} of ${name} left`);
  },
  RENTAL_DAYS_TAKEN: (i18n, { product, from, to, available }) => {
    const name = productNameIn(i18n, product);
    const first = day(i18n, from);
    const last = day(i18n, to);
    return available < 1
      ? i18n._(msg`${name} is not free from ${first} to ${last}. Please choose other dates.`)
      : i18n._(msg`Only ${available} of ${name} are free from ${first} to ${last}`);
  },
  RENTAL_DATES_INVALID: (i18n, { problem, maxDays, horizonDays }) => {
    switch (problem) {
      case 'past':
        return inputIssueSentences.DATES_IN_PAST(i18n, {});
      case 'end_not_after_start':
        return inputIssueSentences.RETURN_NOT_AFTER_START(i18n, {});
      case 'too_long':
        return inputIssueSentences.RENTAL_TOO_LONG(i18n, { max: maxDays });
      case 'too_far_ahead':
        return inputIssueSentences.RENTAL_TOO_FAR_AHEAD(i18n, { max: horizonDays });
      case 'invalid':
        return inputIssueSentences.DATES_INVALID(i18n, {});
    }
  },
  RENTAL_TOO_SHORT: (i18n, { product, minimumDays }) => {
    const name = productNameIn(i18n, product);
    return i18n._(msg`${name} is rented for at least ${minimumDays} days. Please choose a later return day.`);
  },
  NOT_IN_CART: (i18n) => i18n._(msg`This item is not in your cart`),
  CART_FULL: (i18n, values) => inputIssueSentences.CART_FULL(i18n, values),

  CART_EMPTY: (i18n) => i18n._(msg`Your Cart is Empty`),
  ITEM_UNAVAILABLE: (i18n, { product }) => {
    if (!product) return i18n._(msg`An item in your cart is no longer available`);
    const name = productNameIn(i18n, product);
    return i18n._(msg`${name} is no longer available`);
  },
  RENTAL_DATES_OUTDATED: (i18n, { product }) => {
    const name = productNameIn(i18n, product);
    return i18n._(msg`Please choose new rental dates for ${name}`);
  },
  ORDER_NOT_FOUND: (i18n) => i18n._(msg`Order not found`),
  PAYMENT_NOT_COMPLETED: (i18n) => i18n._(msg`Your payment has not been completed.`),
  PAYMENT_DECLINED: (i18n, { declineCode }) => {
    switch (declineCode) {
      case 'insufficient_funds':
        return i18n._(msg`Your card has insufficient funds.`);
      case 'expired_card':
        return i18n._(msg`Your card has expired.`);
      case 'incorrect_cvc':
        return i18n._(msg`Your card's security code is incorrect.`);
      case 'processing_error':
        return i18n._(msg`An error occurred while processing your card. Try again in a little bit.`);
      case 'card_declined':
      case 'other':
        return i18n._(msg`Your card was declined.`);
    }
  },
  PAYMENT_PROCESSING: (i18n) =>
    i18n._(msg`Your payment is still being processed. Please check your orders in a minute.`),
  PAYMENT_MISMATCH: (i18n) => i18n._(msg`The payment does not match this order. Nothing was charged for it.`),
  PAYMENT_REFUNDED: (i18n) =>
    i18n._(msg`Your reservation ran out and the items were taken meanwhile, so your payment has been refunded.`),
  PAYMENT_CANNOT_CONFIRM: (i18n) => i18n._(msg`This payment can no longer be confirmed.`),
  PAYMENT_SERVICE_UNAVAILABLE: (i18n) => i18n._(msg`The payment service is unavailable. Please try again.`),
  PAYMENT_SIGNATURE_INVALID: (i18n) =>
    i18n._(msg`We could not confirm this payment with Razorpay, so nothing was marked paid. Please check your orders.`),

  CHAT_RATE_LIMITED: (i18n, { retryAfterSeconds }) =>
    i18n._(msg`Too many messages. Please wait ${plural(retryAfterSeconds, { one: '# second', other: '# seconds' })}.`),
  ASSISTANT_FAILED: (i18n) => i18n._(msg`Failed to get response from the AI assistant`),

  HIRE_OUT_OF_REACH: (i18n, { radiusKm }) =>
    i18n._(msg`This centre sends its crews only ${radiusKm} km around it. Please choose a nearer centre.`),
  HIRE_AREA_TOO_LARGE: (i18n, { slot }) =>
    slot === 'whole_day'
      ? i18n._(
          msg`This field is more than a crew can do in one day. \
Please book part of it now and the rest on another day.`,
        )
      : i18n._(msg`This field is more than a crew can do in half a day. Please book the whole day.`),
  HIRE_DAY_FULL: (i18n) => i18n._(msg`Every crew is booked that day. Pick another day or join the waiting list.`),
  HIRE_DATE_INVALID: (i18n, { horizonDays }) =>
    i18n._(msg`Please choose a day from tomorrow up to ${horizonDays} days ahead.`),
  HIRE_JOB_STATE: (i18n) => i18n._(msg`This job has moved on meanwhile. Please reload the page.`),
  HIRE_ALREADY_WAITING: (i18n) => i18n._(msg`You are already on the waiting list for this day.`),
  HIRE_ALREADY_RATED: (i18n) => i18n._(msg`You have already rated this job.`),
  HIRE_BILL_NOT_ACCEPTED: (i18n) => {
    const percent = OVER_QUOTE_ALLOWED_PERCENT;
    return i18n._(msg`The bill is more than ${percent}% over the quote. It has to be accepted before it is paid.`);
  },
  HIRE_PAYMENT_LATE: (i18n) =>
    i18n._(msg`Your hold ran out and the crew was booked meanwhile, so your advance has been refunded.`),
  HIRE_HOLD_EXISTS: (i18n) =>
    i18n._(msg`You already hold a crew of this service that day. Pay its advance, or cancel it to book another.`),
  HIRE_TOO_MANY_HOLDS: (i18n, { max }) =>
    i18n._(msg`You already hold ${max} bookings without paying. Pay the advance of one, or cancel one, first.`),
  HIRE_HOLD_PAUSED: (i18n, { minutes }) => {
    const why = i18n._(msg`Your hold of this day ran out unpaid and other farmers are waiting for it.`);
    return `${why} ${i18n._(msg`Try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`)}`;
  },
  HIRE_CREW_HELD: (i18n, { position, minutes }) => {
    const held = i18n._(
      msg`Another farmer holds the crew unpaid for ${plural(minutes, { one: '# minute', other: '# minutes' })} more.`,
    );
    const queued = i18n._(msg`You are number ${position} on the waiting list.`);
    const offered = i18n._(msg`If the hold ends unpaid, the crew is offered to you first, by SMS.`);
    return `${held} ${queued} ${offered}`;
  },
};

/** A refusal decided in the browser (the guest cart's own checks), said like the server's. */
export class RefusalError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
    this.name = 'RefusalError';
  }
}

/** Builds a browser-side refusal with its parameters typed by its reason. */
export function refusal<R extends RefusalReason>(reason: R, params: RefusalParams<R>): RefusalError {
  return new RefusalError({ reason, params } as Refusal);
}

/**
 * The refusal a failed call carries (or a browser-side RefusalError), or null when the call never reached the shop
 * (offline, network error).
 */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof RefusalError) return error.refusal;
  // A plain read or call of the first page (client/page-state.ts) carries the same error shape.
  const data = (
    error instanceof TRPCClientError
      ? error.data
      : error instanceof ReadError
        ? (error.shape as { data?: unknown } | null)?.data
        : undefined
  ) as { reason?: unknown; params?: unknown } | undefined;
  if (!data || !isRefusalReason(data.reason)) return null;
  return { reason: data.reason, params: (data.params ?? {}) as never } as Refusal;
}

/** The reason of a failed call, or null when it never reached the shop. */
export function refusalReasonOf(error: unknown): RefusalReason | null {
  return refusalOf(error)?.reason ?? null;
}

export function sentenceFor(i18n: I18n, refusal: Refusal): string {
  const say = refusalSentences[refusal.reason] as (i18n: I18n, params: unknown) => string;
  return say(i18n, refusal.params);
}

/** One sentence for any failed call, in the visitor's language. */
export function refusalMessage(i18n: I18n, error: unknown): string {
  const refusal = refusalOf(error);
  if (refusal) return sentenceFor(i18n, refusal);
  return i18n._(msg`Could not reach the shop. Please check your connection and try again.`);
}

/**
 * Per-field sentences of an INVALID_INPUT refusal (field path -> sentence), for forms. With `prefix`, only the
 * fields under it, named without it ('card.cvc' becomes 'cvc').
 */
export function fieldRefusals(i18n: I18n, error: unknown, prefix = ''): Record<string, string> {
  const refusal = refusalOf(error);
  if (!refusal || refusal.reason !== 'INVALID_INPUT') return {};
  const sentences: Record<string, string> = {};
  for (const [field, issue] of Object.entries(refusal.params.fieldIssues ?? {})) {
    if (field.startsWith(prefix)) sentences[field.slice(prefix.length)] = inputIssueSentence(i18n, issue);
  }
  return sentences;
}

/**
 * A form's own check with a shared schema, worded like the server's: the first issue of each field (path joined
 * with dots) as a sentence in the visitor's language.
 */
export function formIssues(
  i18n: I18n,
  issues: readonly { message: string; path: readonly PropertyKey[] }[],
): Record<string, string> {
  const sentences: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    sentences[field] ??= inputIssueSentence(i18n, inputIssueOf(issue.message));
  }
  return sentences;
}
