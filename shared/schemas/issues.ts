/**
 * What is wrong with one field of an input, as a stable code with its numbers, so a form or the client can say it
 * in the visitor's language without reading English. The schemas build their English messages (the spec's texts,
 * kept for API and CLI callers) through `issueMessage`, which remembers which issue each message stands for; the
 * server's error formatter and the client's form checks turn a zod issue back into its code with `inputIssueOf`.
 * client/refusals.ts holds the sentence of each code in both languages.
 */

/** Values of each issue code; a code without values has an empty object. */
export interface InputIssueValuesByCode {
  /** A problem no form can produce (a malformed id, a wrong type): said in general words. */
  INVALID: Record<string, never>;
  CONTROL_CHARACTERS: Record<string, never>;
  TEXT_TOO_LONG: { max: number };
  LANGUAGE_INVALID: Record<string, never>;
  // Accounts
  MISSING_CREDENTIALS: Record<string, never>;
  EMAIL_INVALID: Record<string, never>;
  PASSWORD_TOO_SHORT: { min: number };
  PASSWORD_TOO_LONG: { max: number };
  PASSWORDS_DO_NOT_MATCH: Record<string, never>;
  LINK_INVALID: Record<string, never>;
  // Shipping address
  FULL_NAME_REQUIRED: Record<string, never>;
  PHONE_INVALID: Record<string, never>;
  ADDRESS_REQUIRED: Record<string, never>;
  CITY_REQUIRED: Record<string, never>;
  STATE_REQUIRED: Record<string, never>;
  POSTAL_CODE_INVALID: Record<string, never>;
  COUNTRY_REQUIRED: Record<string, never>;
  // Card (Stripe's own texts)
  CARD_NAME_REQUIRED: Record<string, never>;
  CARD_NUMBER_INCOMPLETE: Record<string, never>;
  CARD_NUMBER_INVALID: Record<string, never>;
  CARD_EXPIRY_INCOMPLETE: Record<string, never>;
  CARD_EXPIRY_INVALID: Record<string, never>;
  CARD_EXPIRY_PAST: Record<string, never>;
  CARD_CVC_INCOMPLETE: Record<string, never>;
  // Cart and rental dates
  SELECT_DATES: Record<string, never>;
  DATES_INVALID: Record<string, never>;
  DATES_IN_PAST: Record<string, never>;
  RETURN_NOT_AFTER_START: Record<string, never>;
  RENTAL_TOO_LONG: { max: number };
  RENTAL_TOO_FAR_AHEAD: { max: number };
  CART_FULL: { max: number };
  QUANTITY_TOO_SMALL: { min: number };
  QUANTITY_TOO_LARGE: { max: number };
  // Photos
  PHOTO_ADDRESS_INVALID: Record<string, never>;
  // Assistant
  MESSAGE_REQUIRED: Record<string, never>;
  MESSAGE_TOO_LONG: { max: number };
}

export type InputIssueCode = keyof InputIssueValuesByCode;
export type InputIssue = { [C in InputIssueCode]: { code: C; values: InputIssueValuesByCode[C] } }[InputIssueCode];

const english: { [C in InputIssueCode]: (values: InputIssueValuesByCode[C]) => string } = {
  INVALID: () => 'Invalid input',
  CONTROL_CHARACTERS: () => 'Text must not contain control characters',
  TEXT_TOO_LONG: ({ max }) => `At most ${max} characters`,
  LANGUAGE_INVALID: () => 'Language must be en or kn',
  MISSING_CREDENTIALS: () => 'You must provide either an email or phone number and a password',
  EMAIL_INVALID: () => 'Invalid email address',
  PASSWORD_TOO_SHORT: ({ min }) => `Password must be at least ${min} characters`,
  PASSWORD_TOO_LONG: ({ max }) => `Password must be at most ${max} characters`,
  PASSWORDS_DO_NOT_MATCH: () => 'Passwords do not match',
  LINK_INVALID: () => 'This link is invalid or has expired. Please ask for a new one.',
  FULL_NAME_REQUIRED: () => 'Full name is required',
  PHONE_INVALID: () => 'Valid phone number is required',
  ADDRESS_REQUIRED: () => 'Address is required',
  CITY_REQUIRED: () => 'City is required',
  STATE_REQUIRED: () => 'State is required',
  POSTAL_CODE_INVALID: () => 'Valid postal code is required',
  COUNTRY_REQUIRED: () => 'Country is required',
  CARD_NAME_REQUIRED: () => 'Name on card is required',
  CARD_NUMBER_INCOMPLETE: () => 'Your card number is incomplete.',
  CARD_NUMBER_INVALID: () => 'Your card number is invalid.',
  CARD_EXPIRY_INCOMPLETE: () => "Your card's expiration date is incomplete.",
  CARD_EXPIRY_INVALID: () => "Your card's expiration date is invalid.",
  CARD_EXPIRY_PAST: () => "Your card's expiration date is in the past.",
  CARD_CVC_INCOMPLETE: () => "Your card's security code is incomplete.",
  SELECT_DATES: () => 'Please select rental dates',
  DATES_INVALID: () => 'Dates must be real days written as YYYY-MM-DD',
  DATES_IN_PAST: () => 'Rental dates cannot be in the past',
  RETURN_NOT_AFTER_START: () => 'The return date must be after the start date',
  RENTAL_TOO_LONG: ({ max }) => `A rental can last at most ${max} days`,
  RENTAL_TOO_FAR_AHEAD: ({ max }) => `A rental can start at most ${max} days from today`,
  CART_FULL: ({ max }) => `Your cart holds at most ${max} different items`,
  QUANTITY_TOO_SMALL: ({ min }) => `Quantity must be at least ${min}`,
  QUANTITY_TOO_LARGE: ({ max }) => `Quantity must be at most ${max}`,
  PHOTO_ADDRESS_INVALID: () => 'A photo address must start with https:// or be a path of this shop starting with one /',
  MESSAGE_REQUIRED: () => 'Message is required',
  MESSAGE_TOO_LONG: ({ max }) => `Message must be at most ${max.toLocaleString('en-IN')} characters`,
};

/** The run-time list of codes (the client's completeness test walks it). */
export const inputIssueCodes = Object.keys(english) as InputIssueCode[];

const byMessage = new Map<string, InputIssue>();

/** The English message of an issue, remembered so the message can be turned back into its issue. */
export function issueMessage<C extends InputIssueCode>(
  code: C,
  ...[values]: InputIssueValuesByCode[C] extends Record<string, never> ? [] : [InputIssueValuesByCode[C]]
): string {
  const given = (values ?? {}) as InputIssueValuesByCode[C];
  const message = english[code](given);
  byMessage.set(message, { code, values: given } as InputIssue);
  return message;
}

/** The issue a schema's message stands for; a message not built by `issueMessage` is an INVALID one. */
export function inputIssueOf(message: string): InputIssue {
  return byMessage.get(message) ?? { code: 'INVALID', values: {} };
}

export function isInputIssueCode(value: unknown): value is InputIssueCode {
  return typeof value === 'string' && Object.hasOwn(english, value);
}
