import { z } from 'zod';
import { indianMobile } from '../phone.js';
import { issueMessage } from './issues.js';

export const PASSWORD_MIN_LENGTH = 6;
/** Argon2 would hash any length; the cap keeps a request from buying seconds of CPU with a megabyte password. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

export const MISSING_CREDENTIALS = issueMessage('MISSING_CREDENTIALS');
export const INVALID_EMAIL = issueMessage('EMAIL_INVALID');
export const PASSWORD_TOO_SHORT = issueMessage('PASSWORD_TOO_SHORT', { min: PASSWORD_MIN_LENGTH });
export const PASSWORD_TOO_LONG = issueMessage('PASSWORD_TOO_LONG', { max: PASSWORD_MAX_LENGTH });
export const PASSWORDS_DO_NOT_MATCH = issueMessage('PASSWORDS_DO_NOT_MATCH');
export const INVALID_LINK = issueMessage('LINK_INVALID');
export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const EMAIL_NOT_CONFIRMED = 'Email not confirmed';
export const MAIL_NOT_SENT = 'We could not send the e-mail. Please try again later.';

const uiLocale = z.enum(['en', 'kn'], { error: issueMessage('LANGUAGE_INVALID') }).default('en');

// Blank counts as missing: the spec's message for absent credentials, not a format complaint.
const requiredText = z
  .string({ error: MISSING_CREDENTIALS })
  .refine((value) => value.trim() !== '', { error: MISSING_CREDENTIALS, abort: true });

const email = requiredText
  .transform((value) => value.trim())
  .pipe(z.email({ error: INVALID_EMAIL }).max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL }));

/** An address on its own (resend, forgot password): nothing to pair it with, so a blank one is just invalid. */
const lonelyEmail = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .pipe(z.email({ error: INVALID_EMAIL }).max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL }));

const newPassword = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG });

const loginPassword = requiredText.pipe(newPassword);

const passwordPair = z.object({ password: newPassword, confirmPassword: newPassword });

/** Checked even while the e-mail is still wrong, so a form shows every field's problem at once. */
function passwordsMatch<S extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: S) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
    when: (payload) => passwordPair.safeParse(payload.value).success,
  });
}

export const loginInput = z.object({ email, password: loginPassword }).strict();
export type LoginInput = z.input<typeof loginInput>;

export const registerInput = passwordsMatch(
  z.object({ email, password: loginPassword, confirmPassword: newPassword, locale: uiLocale }).strict(),
);
export type RegisterInput = z.input<typeof registerInput>;

export const emailRequestInput = z.object({ email: lonelyEmail, locale: uiLocale }).strict();
export type EmailRequestInput = z.input<typeof emailRequestInput>;

const token = z.string({ error: INVALID_LINK }).regex(/^[a-z2-7]{32}$/, { error: INVALID_LINK });

export const confirmEmailInput = z.object({ token }).strict();

export const resetPasswordInput = passwordsMatch(
  z.object({ token, password: newPassword, confirmPassword: newPassword }).strict(),
);
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

// Accounts by mobile number (issue 24): a farmer signs in (and registers) with an Indian mobile number and a code
// sent by SMS; a password is optional.

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
