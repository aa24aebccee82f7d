import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import { translateMessage } from './error-messages';

/**
 * Checks a form with the same schema the server uses: the parsed input, or the first message of each field in the
 * interface's language. The server checks again; this only saves a round trip.
 */
export function validate<S extends z.ZodType>(
  i18n: I18n,
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= translateMessage(i18n, issue.message);
  }
  return { ok: false, errors };
}
