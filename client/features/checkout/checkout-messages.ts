import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TRPCClientError } from '@trpc/react-query';
import { cardMessages, checkoutMessages } from '../../../shared/schemas/checkout';

/**
 * The server and the shared schemas speak English; these are the messages checkout can receive, in the interface's
 * language. Messages naming a product carry its English name, which the page swaps for the name it shows.
 */
const exact: Record<string, MessageDescriptor> = {
  'Full name is required': msg`Full name is required`,
  'Valid phone number is required': msg`Valid phone number is required`,
  'Address is required': msg`Address is required`,
  'City is required': msg`City is required`,
  'State is required': msg`State is required`,
  'Valid postal code is required': msg`Valid postal code is required`,
  'Country is required': msg`Country is required`,
  [cardMessages.nameRequired]: msg`Name on card is required`,
  [cardMessages.numberIncomplete]: msg`Your card number is incomplete.`,
  [cardMessages.numberInvalid]: msg`Your card number is invalid.`,
  [cardMessages.expiryIncomplete]: msg`Your card's expiration date is incomplete.`,
  [cardMessages.expiryInvalid]: msg`Your card's expiration date is invalid.`,
  [cardMessages.expiryPast]: msg`Your card's expiration date is in the past.`,
  [cardMessages.cvcIncomplete]: msg`Your card's security code is incomplete.`,
  'Your card was declined.': msg`Your card was declined.`,
  'Your card has insufficient funds.': msg`Your card has insufficient funds.`,
  'Your card has expired.': msg`Your card has expired.`,
  "Your card's security code is incorrect.": msg`Your card's security code is incorrect.`,
  [checkoutMessages.emptyCart]: msg`Your Cart is Empty`,
  [checkoutMessages.someItemUnavailable]: msg`An item in your cart is no longer available`,
  [checkoutMessages.paymentNotCompleted]: msg`Your payment has not been completed.`,
  [checkoutMessages.paymentProcessing]: msg`Your payment is still being processed. Please check your orders in a minute.`,
  [checkoutMessages.paymentMismatch]: msg`The payment does not match this order. Nothing was charged for it.`,
  [checkoutMessages.expiredAndRefunded]: msg`Your reservation ran out and the items were taken meanwhile, so your payment has been refunded.`,
  [checkoutMessages.paymentUnavailable]: msg`The payment service is unavailable. Please try again.`,
  [checkoutMessages.cannotConfirm]: msg`This payment can no longer be confirmed.`,
};

function pattern(build: (name: string) => string): RegExp {
  const marker = '\u0000';
  const [before, after] = build(marker).split(marker) as [string, string];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}(.+)${escape(after)}$`);
}

const named: { match: RegExp; say: (name: string) => MessageDescriptor }[] = [
  { match: pattern(checkoutMessages.itemUnavailable), say: (name) => msg`${name} is no longer available` },
  { match: pattern(checkoutMessages.rentalTaken), say: (name) => msg`${name} is no longer free on the chosen dates` },
  { match: pattern(checkoutMessages.rentalDatesInvalid), say: (name) => msg`Please choose new rental dates for ${name}` },
  { match: pattern((name) => checkoutMessages.notEnoughStock(name, 0)), say: (name) => msg`${name} is out of stock` },
];
const onlyLeft = /^Only (\d+) of (.+) (?:is|are) left$/;

/**
 * A checkout message in the interface's language; `displayName` turns the English product name the server used
 * into the one the page shows. An unknown message is shown as it came.
 */
export function translateCheckoutMessage(i18n: I18n, message: string, displayName: (english: string) => string = (n) => n): string {
  const known = exact[message];
  if (known) return i18n._(known);
  const left = onlyLeft.exec(message);
  if (left) {
    const count = Number(left[1]);
    const name = displayName(left[2]!);
    return i18n._(msg`Only ${count} of ${name} left`);
  }
  for (const { match, say } of named) {
    const found = match.exec(message);
    if (found) return i18n._(say(displayName(found[1]!)));
  }
  return message;
}

type ErrorData = { code?: string; fieldErrors?: Record<string, string> | null };

function dataOf(error: unknown): ErrorData | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
}

export function checkoutErrorCode(error: unknown): string | undefined {
  return dataOf(error)?.code;
}

/** Field messages of a refused input, translated, keyed by field path ('card.cvc' becomes 'cvc' with `prefix`). */
export function checkoutFieldErrors(i18n: I18n, error: unknown, prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(dataOf(error)?.fieldErrors ?? {})) {
    if (!path.startsWith(prefix)) continue;
    errors[path.slice(prefix.length)] = translateCheckoutMessage(i18n, message);
  }
  return errors;
}

/** The server's own words, when it refused for a reason the customer can act on. */
export function refusalMessage(error: unknown): string | undefined {
  const code = dataOf(error)?.code;
  if (!(error instanceof TRPCClientError) || !code) return undefined;
  return ['CONFLICT', 'PAYMENT_REQUIRED', 'BAD_REQUEST', 'BAD_GATEWAY', 'NOT_FOUND'].includes(code) ? error.message : undefined;
}
