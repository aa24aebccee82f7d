import { z } from 'zod';
import { indianMobile } from '../phone.js';
import { issueMessage } from './issues.js';
import { email, loginPassword, newPassword, uiLocale } from './auth.js';

/**
 * Accounts by mobile number (issue 24): a farmer signs in (and registers) with an Indian mobile number and a code
 * sent by SMS; a password is optional. Apart from shared/schemas/auth.ts so the e-mail forms' pages do not load the
 * phone-number library (libphonenumber-js's metadata).
 */

export const PHONE_INVALID = issueMessage('PHONE_INVALID');
export const CODE_INVALID = 'Please type the 6-digit code from the SMS.';

/** What the farmer typed ("98450 12345", "+91 98450-12345", Kannada digits) as E.164, or the form's issue. */
export const mobileNumber = z
  .string({ error: PHONE_INVALID })
  .max(40, { error: PHONE_INVALID })
  .transform((value, ctx) => {
    const e164 = indianMobile(value);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
    return z.NEVER;
  });

/** Anything up to a few characters: a code in the wrong shape is a wrong try (one-time-codes.ts), said the same way. */
const typedCode = z
  .string({ error: CODE_INVALID })
  .trim()
  .max(12, { error: CODE_INVALID })
  .refine((value) => value !== '', { error: CODE_INVALID });

/** Sends a sign-in code to the number. The answer is the same whether or not the number has an account. */
export const phoneCodeRequestInput = z.object({ phone: mobileNumber, locale: uiLocale }).strict();
export type PhoneCodeRequestInput = z.input<typeof phoneCodeRequestInput>;

/**
 * Signs in with the code, creating the account when the number has none (registering). A password given here is
 * kept only when the account has none yet.
 */
export const phoneSignInInput = z
  .object({ phone: mobileNumber, code: typedCode, password: newPassword.optional(), locale: uiLocale })
  .strict();
export type PhoneSignInInput = z.input<typeof phoneSignInInput>;

/** "an email or a phone number and a password" (the spec): the number's account, if it has a password. */
export const phoneLoginInput = z.object({ phone: mobileNumber, password: loginPassword }).strict();
export type PhoneLoginInput = z.input<typeof phoneLoginInput>;

/** A signed-in account adds a number: a code goes to it, and the code typed back proves it. */
export const addPhoneRequestInput = phoneCodeRequestInput;
export const addPhoneInput = z.object({ phone: mobileNumber, code: typedCode }).strict();
export type AddPhoneInput = z.input<typeof addPhoneInput>;

/** A number account adds an e-mail address; it is confirmed by the link sent to it. */
export const addEmailInput = z.object({ email, locale: uiLocale }).strict();
export type AddEmailInput = z.input<typeof addEmailInput>;

/** A signed-in account without a password chooses one (it can then sign in with its number and the password). */
export const setPasswordInput = z.object({ password: newPassword }).strict();
