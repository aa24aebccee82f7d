import { z } from 'zod';
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

export const uiLocale = z.enum(['en', 'kn'], { error: issueMessage('LANGUAGE_INVALID') }).default('en');

// Blank counts as missing: the spec's message for absent credentials, not a format complaint.
const requiredText = z
  .string({ error: MISSING_CREDENTIALS })
  .refine((value) => value.trim() !== '', { error: MISSING_CREDENTIALS, abort: true });

export const email = requiredText
  .transform((value) => value.trim())
  .pipe(z.email({ error: INVALID_EMAIL }).max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL }));

/** An address on its own (resend, forgot password): nothing to pair it with, so a blank one is just invalid. */
const lonelyEmail = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .pipe(z.email({ error: INVALID_EMAIL }).max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL }));

export const newPassword = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG });

export const loginPassword = requiredText.pipe(newPassword);

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
