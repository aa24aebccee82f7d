import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import { formIssues } from '../../refusals';

/**
 * Checks a form with the same schema the server uses: the parsed input, or the first problem of each field in the
 * interface's language. The server checks again; this only saves a round trip.
 */
export function validate<S extends z.ZodType>(
  i18n: I18n,
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: formIssues(i18n, result.error.issues) };
}
