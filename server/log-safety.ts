/**
 * Errors as the log may keep them: without the customer's data that database errors carry. A pg error's `detail`
 * ("Failing row contains (..., +91 98450 12345, {"city": ...})"), `where` (a piece of the JSON it choked on) and
 * PGlite's `query`/`params` hold the very values a query wrote: names, phone numbers, addresses, e-mails. Only the
 * fields that say what went wrong, and where in the code, are kept.
 */

const KEPT_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema', 'statusCode'] as const;

/**
 * Data exceptions (class 22) quote the offending value in their message: 'invalid input syntax for type integer: "x"'.
 */
function safeMessage(message: string, code: unknown): string {
  return typeof code === 'string' && code.startsWith('22') ? message.replace(/"[^"]*"/g, '"…"') : message;
}

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  cause?: SafeError | undefined;
  [field: string]: unknown;
}

export function safeError(error: unknown, depth = 0): SafeError | undefined {
  if (!(error instanceof Error))
    return error === undefined ? undefined : { type: typeof error, message: 'non-error thrown' };
  const fields = error as unknown as Record<string, unknown>;
  const message = safeMessage(error.message, fields.code);
  const safe: SafeError = { type: error.constructor?.name ?? error.name, message };
  for (const field of KEPT_FIELDS) if (fields[field] !== undefined) safe[field] = fields[field];
  // The first lines of a stack repeat the message; only the frames below it are kept.
  const frames = error.stack?.split('\n').filter((line) => line.startsWith('    at '));
  if (frames?.length) safe.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  if (error.cause !== undefined && depth < 5) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

const SAFE_QUERY_KEY = /^[\w.[\]-]{1,40}$/;

/**
 * A request address as the log may keep it: the path, and the query's keys with every value replaced by '…'. Query
 * values carry what people typed or where they are: e-mails staff search for (inside tRPC's `input`), farmers' field
 * coordinates, reset tokens. A key that is not a plain name is replaced too.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const keys = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const key = pair.split('=')[0] ?? '';
      let decoded = key;
      try {
        decoded = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // An undecodable key is no plain name: it is replaced below.
      }
      return `${SAFE_QUERY_KEY.test(decoded) ? decoded : '…'}=…`;
    });
  return `${url.slice(0, at)}?${keys.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's own request serializer, with the query values redacted. */
function safeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** pino serializers: every `err` logged goes through safeError, every `req` keeps its query keys only. */
export const logSerializers = { err: (error: unknown) => safeError(error), req: safeRequest };
