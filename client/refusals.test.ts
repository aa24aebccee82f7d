import { type Messages, setupI18n } from '@lingui/core';
import { TRPCClientError } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import { refusalReasons, type Refusal, type RefusalParamsByReason } from '../shared/refusals';
import { INVALID_EMAIL, MISSING_CREDENTIALS, PASSWORD_TOO_SHORT } from '../shared/schemas/auth';
import { cardMessages } from '../shared/schemas/checkout';
import { inputIssueCodes, inputIssueOf, type InputIssueValuesByCode } from '../shared/schemas/issues';
import { fieldRefusals, formIssues, inputIssueSentence, refusal, refusalMessage, sentenceFor } from './refusals';

// The catalogs the browser loads, compiled the same way (the Lingui plugin turns each .po into messages).
const english = import.meta.glob<Messages>('./locales/en/*.po', { eager: true, import: 'messages' });
const kannada = import.meta.glob<Messages>('./locales/kn/*.po', { eager: true, import: 'messages' });
const i18nEn = setupI18n({ locale: 'en', messages: { en: Object.assign({}, ...Object.values(english)) } });
const i18nKn = setupI18n({ locale: 'kn', messages: { kn: Object.assign({}, ...Object.values(kannada)) } });

const product = { name: 'Power Tiller', nameKn: 'ಪವರ್ ಟಿಲ್ಲರ್' };
const emailIssue = { code: 'EMAIL_INVALID', values: {} } as const;

/** A sample of every reason's parameters; the type makes a new reason fail here until it has one. */
const samples: { [R in keyof RefusalParamsByReason]: RefusalParamsByReason[R][] } = {
  INVALID_INPUT: [{ field: 'email', issue: emailIssue, fieldIssues: { email: emailIssue } }],
  MALFORMED_REQUEST: [{}],
  BATCH_TOO_LARGE: [{ max: 10 }],
  SIGN_IN_REQUIRED: [{}],
  FORBIDDEN: [{}],
  NOT_FOUND: [{}],
  RATE_LIMITED: [{ retryAfterSeconds: 1 }, { retryAfterSeconds: 47 }],
  SERVICE_UNAVAILABLE: [{}],
  SERVER_ERROR: [{}],
  INVALID_CREDENTIALS: [{}],
  EMAIL_NOT_CONFIRMED: [{}],
  LINK_INVALID: [{}],
  MAIL_NOT_SENT: [{}],
  SMS_NOT_SENT: [{}],
  CODE_WRONG: [{ triesLeft: 1 }, { triesLeft: 2 }],
  CODE_EXPIRED: [{}],
  PHONE_TAKEN: [{}],
  EMAIL_ALREADY_SET: [{}],
  PASSWORD_ALREADY_SET: [{}],
  PRODUCT_NOT_FOUND: [{}],
  NOT_FOR_SALE: [{ product }],
  NOT_FOR_RENT: [{ product }],
  OUT_OF_STOCK: [
    { product, available: 0 },
    { product, available: 2 },
  ],
  RENTAL_DAYS_TAKEN: [
    { product, from: '2026-12-01', to: '2026-12-04', available: 0 },
    { product, from: '2026-12-01', to: '2026-12-04', available: 1 },
  ],
  RENTAL_DATES_INVALID: (['invalid', 'past', 'end_not_after_start', 'too_long', 'too_far_ahead'] as const).map(
    (problem) => ({
      problem,
      maxDays: 92,
      horizonDays: 365,
    }),
  ),
  RENTAL_TOO_SHORT: [{ product, minimumDays: 3 }],
  NOT_IN_CART: [{}],
  CART_FULL: [{ max: 50 }],
  CART_EMPTY: [{}],
  ITEM_UNAVAILABLE: [{ product }, { product: null }],
  RENTAL_DATES_OUTDATED: [{ product }],
  ORDER_NOT_FOUND: [{}],
  PAYMENT_NOT_COMPLETED: [{}],
  PAYMENT_DECLINED: (
    ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'processing_error', 'other'] as const
  ).map((declineCode) => ({ declineCode })),
  PAYMENT_PROCESSING: [{}],
  PAYMENT_MISMATCH: [{}],
  PAYMENT_REFUNDED: [{}],
  PAYMENT_CANNOT_CONFIRM: [{}],
  PAYMENT_SERVICE_UNAVAILABLE: [{}],
  PAYMENT_SIGNATURE_INVALID: [{}],
  CHAT_RATE_LIMITED: [{ retryAfterSeconds: 1 }, { retryAfterSeconds: 47 }],
  ASSISTANT_FAILED: [{}],
  HIRE_OUT_OF_REACH: [{ radiusKm: 40 }],
  HIRE_AREA_TOO_LARGE: [{ slot: 'morning' }, { slot: 'afternoon' }, { slot: 'whole_day' }],
  HIRE_DAY_FULL: [{ day: '2026-12-01' }],
  HIRE_DATE_INVALID: [{ horizonDays: 60 }],
  HIRE_JOB_STATE: [{ status: 'completed' }],
  HIRE_ALREADY_WAITING: [{}],
  HIRE_ALREADY_RATED: [{}],
  HIRE_BILL_NOT_ACCEPTED: [{}],
  HIRE_PAYMENT_LATE: [{}],
  HIRE_HOLD_EXISTS: [{ day: '2026-12-01' }],
  HIRE_TOO_MANY_HOLDS: [{ max: 2 }],
  HIRE_HOLD_PAUSED: [{ minutes: 30 }],
  HIRE_CREW_HELD: [{ position: 1, minutes: 12 }],
  // Checkout holds
  HELD_BY_ANOTHER_BUYER: [
    { product, freeAt: '2026-11-22T06:45:00.000Z', place: 1, keptMinutes: 10 },
    { product, freeAt: '2026-11-22T06:45:00.000Z', place: 3, keptMinutes: 10 },
  ],
  HOLD_TIME_USED_UP: [{ product, retryAt: '2026-11-22T07:15:00.000Z' }],
  // Back office
  ORDER_STEP_NOT_ALLOWED: [{ stage: 'paid', step: 'returned' }],
  NO_UNIT_FREE: [{ product }],
  ORDER_ALREADY_CANCELLED: [{}],
  ORDER_NOT_CANCELLABLE: [{ stage: 'handed_over' }],
  CANCEL_TOO_LATE: [{ pickUp: '2026-12-01' }],
  PHOTO_TOO_LARGE: [{ maxMegabytes: 5 }],
  PHOTO_WRONG_TYPE: [{}],
  PHOTO_TOO_MANY_PIXELS: [{ maxMegapixels: 40 }],
  PHOTO_UPLOAD_BUSY: [{}],
  OWN_ROLE_LOCKED: [{}],
  UNITS_BOOKED: [{ product, available: 1 }],
};

const issueSamples: { [C in keyof InputIssueValuesByCode]: InputIssueValuesByCode[C] } = {
  INVALID: {},
  CONTROL_CHARACTERS: {},
  TEXT_TOO_LONG: { max: 100 },
  LANGUAGE_INVALID: {},
  MISSING_CREDENTIALS: {},
  EMAIL_INVALID: {},
  PASSWORD_TOO_SHORT: { min: 6 },
  PASSWORD_TOO_LONG: { max: 128 },
  PASSWORDS_DO_NOT_MATCH: {},
  LINK_INVALID: {},
  FULL_NAME_REQUIRED: {},
  PHONE_INVALID: {},
  ADDRESS_REQUIRED: {},
  CITY_REQUIRED: {},
  STATE_REQUIRED: {},
  POSTAL_CODE_INVALID: {},
  COUNTRY_REQUIRED: {},
  CARD_NAME_REQUIRED: {},
  CARD_NUMBER_INCOMPLETE: {},
  CARD_NUMBER_INVALID: {},
  CARD_EXPIRY_INCOMPLETE: {},
  CARD_EXPIRY_INVALID: {},
  CARD_EXPIRY_PAST: {},
  CARD_CVC_INCOMPLETE: {},
  SELECT_DATES: {},
  DATES_INVALID: {},
  DATES_IN_PAST: {},
  RETURN_NOT_AFTER_START: {},
  RENTAL_TOO_LONG: { max: 92 },
  RENTAL_TOO_FAR_AHEAD: { max: 365 },
  CART_FULL: { max: 50 },
  QUANTITY_TOO_SMALL: { min: 1 },
  QUANTITY_TOO_LARGE: { max: 999 },
  PHOTO_ADDRESS_INVALID: {},
  MESSAGE_REQUIRED: {},
  MESSAGE_TOO_LONG: { max: 2000 },
};

const KANNADA_LETTER = /[\u0C80-\u0CFF]/;

function expectBothLanguages(en: string, kn: string, what: string) {
  expect(en.trim(), `${what} in English`).not.toBe('');
  expect(en, `${what}: a placeholder left in the English`).not.toMatch(/[{}]/);
  expect(kn.trim(), `${what} in Kannada`).not.toBe('');
  expect(kn, `${what}: a placeholder left in the Kannada`).not.toMatch(/[{}]/);
  expect(kn, `${what} is not translated`).not.toBe(en);
  expect(kn, `${what} has no Kannada in it`).toMatch(KANNADA_LETTER);
}

describe('the sentence of every refusal', () => {
  it('has a sample for every reason of shared/refusals.ts', () => {
    expect(Object.keys(samples).sort()).toEqual([...refusalReasons].sort());
  });

  it.each([...refusalReasons])('says %s in English and in Kannada', (reason) => {
    for (const params of samples[reason] as unknown[]) {
      const refused = { reason, params } as Refusal;
      expectBothLanguages(
        sentenceFor(i18nEn, refused),
        sentenceFor(i18nKn, refused),
        `${reason} ${JSON.stringify(params)}`,
      );
    }
  });

  it.each(inputIssueCodes)('says the input issue %s in English and in Kannada', (code) => {
    const issue = { code, values: issueSamples[code] } as never;
    expectBothLanguages(inputIssueSentence(i18nEn, issue), inputIssueSentence(i18nKn, issue), code);
  });

  it("names the product and writes the days in the visitor's language", () => {
    const taken = { reason: 'RENTAL_DAYS_TAKEN', params: samples.RENTAL_DAYS_TAKEN[0]! } as const;
    expect(sentenceFor(i18nEn, taken)).toBe(
      'Power Tiller is not free from 1 Dec 2026 to 4 Dec 2026. Please choose other dates.',
    );
    const kn = sentenceFor(i18nKn, taken);
    expect(kn).toContain('ಪವರ್ ಟಿಲ್ಲರ್');
    expect(kn).not.toContain('Power Tiller');
    expect(kn).not.toContain('Dec');
    expect(sentenceFor(i18nEn, { reason: 'OUT_OF_STOCK', params: { product, available: 2 } })).toBe(
      'Only 2 of Power Tiller left',
    );
  });

  it("reads the chat's limit in Kannada, with the seconds", () => {
    const limited = { reason: 'CHAT_RATE_LIMITED', params: { retryAfterSeconds: 47 } } as const;
    expect(sentenceFor(i18nEn, limited)).toBe('Too many messages. Please wait 47 seconds.');
    expect(sentenceFor(i18nKn, limited)).toContain('47');
    expect(sentenceFor(i18nKn, limited)).not.toMatch(/[A-Za-z]/);
  });
});

describe('reading a failed call', () => {
  const refusedCall = (data: unknown) =>
    TRPCClientError.from({ error: { message: 'Invalid email address', code: -32600, data } });

  it('words a refusal from its reason and parameters, never from the English message', () => {
    const error = refusedCall({ reason: 'OUT_OF_STOCK', params: { product, available: 0 } });
    expect(refusalMessage(i18nEn, error)).toBe('Power Tiller is out of stock');
    expect(refusalMessage(i18nKn, error)).toContain('ಪವರ್ ಟಿಲ್ಲರ್');
  });

  it('says a call that never reached the shop is a connection problem', () => {
    expect(refusalMessage(i18nEn, new TypeError('Failed to fetch'))).toBe(
      'Could not reach the shop. Please check your connection and try again.',
    );
  });

  it('says a refusal decided in the browser like the same refusal of the server', () => {
    expect(refusalMessage(i18nKn, refusal('NOT_IN_CART', {}))).toBe(
      sentenceFor(i18nKn, { reason: 'NOT_IN_CART', params: {} }),
    );
  });

  it("words each field's issue of refused input, under a prefix or not", () => {
    const error = refusedCall({
      reason: 'INVALID_INPUT',
      params: {
        field: 'card.cvc',
        issue: { code: 'CARD_CVC_INCOMPLETE', values: {} },
        fieldIssues: {
          'card.cvc': { code: 'CARD_CVC_INCOMPLETE', values: {} },
          clientSecret: { code: 'INVALID', values: {} },
        },
      },
    });
    expect(fieldRefusals(i18nEn, error, 'card.')).toEqual({ cvc: "Your card's security code is incomplete." });
    expect(Object.keys(fieldRefusals(i18nKn, error))).toEqual(['card.cvc', 'clientSecret']);
  });
});

describe("the shared schemas' issues", () => {
  it('turns each message built by a schema back into its code and numbers', () => {
    expect(inputIssueOf(INVALID_EMAIL)).toEqual({ code: 'EMAIL_INVALID', values: {} });
    expect(inputIssueOf(MISSING_CREDENTIALS)).toEqual({ code: 'MISSING_CREDENTIALS', values: {} });
    expect(inputIssueOf(PASSWORD_TOO_SHORT)).toEqual({ code: 'PASSWORD_TOO_SHORT', values: { min: 6 } });
    expect(inputIssueOf(cardMessages.expiryPast)).toEqual({ code: 'CARD_EXPIRY_PAST', values: {} });
    expect(inputIssueOf('Product ID must be a number')).toEqual({ code: 'INVALID', values: {} });
  });

  it("gives a form's own check the same words as the server's", () => {
    const issues = [
      { message: INVALID_EMAIL, path: ['email'] },
      { message: PASSWORD_TOO_SHORT, path: ['password'] },
      { message: MISSING_CREDENTIALS, path: ['password'] },
    ];
    expect(formIssues(i18nEn, issues)).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
    const kn = formIssues(i18nKn, issues);
    expect(kn.email).toMatch(KANNADA_LETTER);
    expect(kn.password).toContain('6');
  });
});
