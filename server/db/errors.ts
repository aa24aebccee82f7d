import { TRPCError } from '@trpc/server';

/**
 * Whether an error means the database could not be reached or the connection to it was lost (an outage that
 * ends by itself), as opposed to a query the database refused (a bug or a conflict).
 */

/** Socket errors of a connection that was refused, reset, timed out or could not be routed. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Postgres SQLSTATEs of a server that is going away or not taking connections: connection exceptions (class 08),
 * administrator or crash shutdown, starting up, too many connections.
 */
function isUnavailableSqlState(code: string): boolean {
  // 57014: a statement cancelled at statement_timeout (server/db/connect.ts): the database is too slow to serve now.
  return code.startsWith('08') || ['57014', '57P01', '57P02', '57P03', '53300'].includes(code);
}

/** node-postgres reports a lost or timed-out connection with these messages and no code. */
const PG_CONNECTION_MESSAGES = [
  // No answer within query_timeout (server/db/connect.ts): a silent database.
  'Query read timeout',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))
  ) {
    return true;
  }
  if (PG_CONNECTION_MESSAGES.some((m) => error.message.startsWith(m))) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError of each attempt.
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

/**
 * A database out of reach is an outage, not a bug: the caller hears 503 and that trying again will work. Returns
 * other errors unchanged. Here rather than in trpc/ because the context (session lookup) and the procedures both
 * map with it, and any other entry point (pages, webhooks) may too.
 */
export function unavailableWhenDatabaseDown(error: unknown): unknown {
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') return error;
  const cause = error instanceof TRPCError ? error.cause : error;
  return isDatabaseUnavailable(cause)
    ? new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE, cause })
    : error;
}
