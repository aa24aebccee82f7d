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
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** node-postgres reports a lost or timed-out connection with these messages and no code. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))) {
    return true;
  }
  if (PG_CONNECTION_MESSAGES.some((m) => error.message.startsWith(m))) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError of each attempt.
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
