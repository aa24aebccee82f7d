import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The deepest nesting of arrays and objects a request may send, counting tRPC's own envelope (a batch's
 * `{"0": {"json": ...}}` takes 2 levels, superjson's meta 3). The deepest input of any procedure today is about 4
 * levels (a machine's fields, a cart's lines with their rental dates).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The largest request body the server reads (Fastify's bodyLimit; the Stripe webhook and photo uploads set their
 * own). The largest legitimate one is the assistant's conversation: 20 messages of at most 2,000 characters, in
 * Kannada 3 bytes each, about 120 KB; a machine with every text field full in Kannada is about 45 KB.
 */
export const MAX_BODY_BYTES = 256 * 1024;

export const JSON_TOO_DEEP_MESSAGE = `The request is nested too deeply: at most ${MAX_JSON_DEPTH} levels.`;
export const BODY_TOO_LARGE_MESSAGE = `The request is too large: at most ${MAX_BODY_BYTES / 1024} KB.`;

export class JsonTooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = 'JSON_TOO_DEEP';

  constructor() {
    super(JSON_TOO_DEEP_MESSAGE);
    this.name = 'JsonTooDeepError';
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/**
 * Follows the nesting of JSON text as its bytes arrive, without parsing it: brackets and braces outside strings.
 * It does not validate the JSON (the parser does that later, on text it now knows is shallow); bytes of multi-byte
 * UTF-8 characters are all above 0x7f, so they can never be taken for a bracket or a quote.
 */
export class JsonDepthScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly maxDepth = MAX_JSON_DEPTH) {}

  /** Reads the next bytes; false as soon as the nesting goes deeper than allowed. */
  push(bytes: Uint8Array): boolean {
    let { depth, inString, escaped } = this;
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) {
        inString = true;
      } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
        if (++depth > this.maxDepth) return false;
      } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
        depth--;
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    return true;
  }
}

/** Whether JSON text nests deeper than allowed (for text that is already in memory, such as a query parameter). */
export function isJsonTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  return !new JsonDepthScanner(maxDepth).push(Buffer.from(text, 'utf8'));
}

/**
 * A pass-through stream that fails with JsonTooDeepError as soon as the bytes through it nest too deeply. `refused`
 * runs then: the rest of the body is never read, so the connection must close after the answer.
 */
function depthChecked(payload: Readable, refused: () => void): Readable {
  const scanner = new JsonDepthScanner();
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (scanner.push(chunk)) return done(null, chunk);
      refused();
      done(new JsonTooDeepError());
    },
  });
  // Fastify listens for the error while it reads the body; when it does not read at all (a Content-Length over the
  // limit is refused up front) nobody else would, and an unheard stream error ends the process.
  checked.on('error', () => {});
  // Not pipeline(): when the check fails, the request must stay open for the 400 answer, not be destroyed with it.
  payload.on('error', (error) => checked.destroy(error));
  return payload.pipe(checked);
}

/** Bodies that are not JSON to us: photo uploads (multipart), and webhooks (their signature is checked first). */
function isExempt(req: FastifyRequest): boolean {
  const type = req.headers['content-type'] ?? '';
  return type.toLowerCase().startsWith('multipart/') || req.url.startsWith('/webhooks/');
}

const PERCENT = 0x25;

/** Whether the text at `at` is `5B` or `7B` (either case): after a `%`, an escaped `[` or `{`. */
function isEscapedOpening(text: string, at: number): boolean {
  const high = text.charCodeAt(at);
  return (high === 0x35 || high === 0x37) && (text.charCodeAt(at + 1) | 0x20) === 0x62;
}

/**
 * Whether the URL's text from `from` holds at most `limit` brackets and braces that could open an array or object
 * once decoded: `[` and `{` as they are, and `%5B` and `%7B` in either case. JSON nests no deeper than the openings
 * it holds, so a query parameter of so few cannot be too deep: nearly every request is let through on this count,
 * without decoding the query.
 */
export function openingsAtMost(url: string, from: number, limit: number): boolean {
  let openings = 0;
  for (let i = from; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === OPEN_BRACKET || code === OPEN_BRACE || (code === PERCENT && isEscapedOpening(url, i + 1))) {
      if (++openings > limit) return false;
    }
  }
  return true;
}

/**
 * Refuses too deeply nested JSON before any parser runs: request bodies are scanned as they stream in (a 900 KB
 * body of brackets stops at its 33rd byte), and tRPC's `?input=` query parameter before the request is routed.
 * JSON.parse and superjson never see such input. Register before the routes.
 */
export function limitJsonNesting(app: FastifyInstance, { trpcPrefix }: { trpcPrefix: string }): void {
  app.addHook('onRequest', (req, _reply, done) => {
    if (!req.url.startsWith(`${trpcPrefix}/`)) return done();
    const q = req.url.indexOf('?');
    if (q === -1 || openingsAtMost(req.url, q + 1, MAX_JSON_DEPTH)) return done();
    const input = new URLSearchParams(req.url.slice(q + 1)).get('input');
    done(input !== null && isJsonTooDeep(input) ? new JsonTooDeepError() : undefined);
  });
  app.addHook('preParsing', async (req, reply, payload) => {
    if (isExempt(req)) return payload;
    return depthChecked(payload, () => void reply.header('connection', 'close'));
  });
}

/** The refusal of a body the limits stopped (too deep, too large), or null for any other error. */
export function bodyRefusalOf(error: Error & { code?: string }): { status: 400 | 413; message: string } | null {
  if (error instanceof JsonTooDeepError) return { status: 400, message: JSON_TOO_DEEP_MESSAGE };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, message: BODY_TOO_LARGE_MESSAGE };
  return null;
}
