import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { TRPCClientError } from '@trpc/react-query';
import {
  EMAIL_NOT_CONFIRMED,
  INVALID_CREDENTIALS,
  INVALID_EMAIL,
  INVALID_LINK,
  MAIL_NOT_SENT,
  MISSING_CREDENTIALS,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from '../../../shared/schemas/auth';

// The server (and the shared schemas) speak English; these are the messages the account screens can receive,
// shown in the interface's language. An unknown message is shown as it came.
const translations: Record<string, MessageDescriptor> = {
  [INVALID_EMAIL]: msg`Invalid email address`,
  [PASSWORD_TOO_SHORT]: msg`Password must be at least 6 characters`,
  [PASSWORD_TOO_LONG]: msg`Password must be at most 128 characters`,
  [PASSWORDS_DO_NOT_MATCH]: msg`Passwords do not match`,
  [MISSING_CREDENTIALS]: msg`You must provide either an email or phone number and a password`,
  [INVALID_LINK]: msg`This link is invalid or has expired. Please ask for a new one.`,
  [INVALID_CREDENTIALS]: msg`Invalid login credentials`,
  [EMAIL_NOT_CONFIRMED]: msg`Email not confirmed`,
  [MAIL_NOT_SENT]: msg`We could not send the e-mail. Please try again later.`,
};

export function translateMessage(i18n: I18n, message: string): string {
  const descriptor = translations[message];
  return descriptor ? i18n._(descriptor) : message;
}

type ErrorData = { code?: string; fieldErrors?: Record<string, string> | null; retryAfterSeconds?: number | null };

function dataOf(error: unknown): ErrorData | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
}

export function errorCode(error: unknown): string | undefined {
  return dataOf(error)?.code;
}

/** Field messages of a refused input, translated, keyed by field name. */
export function fieldErrorsOf(i18n: I18n, error: unknown): Record<string, string> {
  const fieldErrors = dataOf(error)?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, translateMessage(i18n, message)]));
}

/** One sentence for a failed call, in the interface's language. */
export function errorMessage(i18n: I18n, error: unknown): string {
  const data = dataOf(error);
  if (data?.retryAfterSeconds) {
    const seconds = data.retryAfterSeconds;
    return i18n._(
      msg`Too many attempts. Please try again in ${plural(seconds, { one: '# second', other: '# seconds' })}.`,
    );
  }
  if (!(error instanceof TRPCClientError) || !data) {
    return i18n._(msg`Could not reach the shop. Please check your connection and try again.`);
  }
  return translateMessage(i18n, error.message);
}
