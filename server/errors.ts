import type { RefusalParams, RefusalReason } from '../shared/refusals.js';
import { retryAfterPhrase } from '../shared/retry-after.js';
import { inputIssueOf, type InputIssue } from '../shared/schemas/issues.js';

/**
 * A refusal decided by the rules of the shop (out of stock, dates taken, too many attempts): a reason from
 * shared/refusals.ts, its parameters, and an English message for API and CLI callers. Services throw it; the
 * tRPC layer maps the reason to its code once (server/trpc/refusal-codes.ts); the client says it in the visitor's
 * language from the reason and parameters, never from the message.
 */
export class DomainError<R extends RefusalReason = RefusalReason> extends Error {
  constructor(
    readonly reason: R,
    readonly params: RefusalParams<R>,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Throws the refusal. `message` is the English sentence (the spec's quoted text where it has one). */
export function refuse<R extends RefusalReason>(reason: R, params: RefusalParams<R>, message: string): never {
  throw new DomainError(reason, params, message);
}

/** Refuses input that a schema check only a service can make (it needs the clock, say) found wrong. */
export function refuseInput(issues: readonly { message: string; path: readonly PropertyKey[] }[]): never {
  const fieldIssues: Record<string, InputIssue> = {};
  for (const issue of issues) fieldIssues[issue.path.map(String).join('.') || '_'] ??= inputIssueOf(issue.message);
  const [field = '_'] = Object.keys(fieldIssues);
  const first = issues[0]?.message ?? '';
  return refuse('INVALID_INPUT', { field, issue: inputIssueOf(first), fieldIssues }, first);
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** Seconds a rate-limited caller should wait (for the Retry-After header), or null when the refusal is another. */
export function retryAfterSecondsOf(error: unknown): number | null {
  if (!(error instanceof DomainError)) return null;
  if (error.reason === 'RATE_LIMITED' || error.reason === 'CHAT_RATE_LIMITED') {
    return (error as DomainError<'RATE_LIMITED' | 'CHAT_RATE_LIMITED'>).params.retryAfterSeconds;
  }
  return null;
}

/**
 * The refusal of a caller over a limit, with the whole seconds to wait (at least 1). The chat says it its own way;
 * every other limit says the same sentence.
 */
export function tooManyRequests(
  retryAfterMs: number,
  reason: 'RATE_LIMITED' | 'CHAT_RATE_LIMITED' = 'RATE_LIMITED',
): DomainError<'RATE_LIMITED' | 'CHAT_RATE_LIMITED'> {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const message =
    reason === 'CHAT_RATE_LIMITED'
      ? `Too many messages. Please wait ${seconds} seconds.`
      : `Too many attempts. Please try again ${retryAfterPhrase(seconds, 'en')}.`;
  return new DomainError(reason, { retryAfterSeconds: seconds }, message);
}
