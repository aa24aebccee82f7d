import { hash } from 'node:crypto';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import superjson from 'superjson';
import { MAX_BATCH_PROCEDURES } from '../../../shared/batch.js';
import type { PublicReadKind, PublicReadVersions } from './public-read-versions.repository.js';
import { superjsonText } from './superjson-fast.js';

/**
 * The public reads: answers that are the same for every visitor, signed in or not (none of these procedures reads
 * the session, the visitor's language or anything of the request), and the version that counts their changes.
 * The answers carry both languages' texts; the page picks one.
 */
export const PUBLIC_READS: Readonly<Record<string, PublicReadKind>> = {
  'catalogue.featured': 'catalogue',
  'catalogue.categories': 'catalogue',
  'catalogue.list': 'catalogue',
  'catalogue.byId': 'catalogue',
  'hiring.search': 'hire',
  'hiring.forProduct': 'hire',
};

/**
 * What a browser or shared cache may do with an answer. A catalogue answer may be reused for half a minute and
 * served for five more while it asks again in the background: prices and stock shown can lag by that much, and the
 * checkout prices from the database anyway. A hire search answer (which crews are free) is asked again every time;
 * the question costs a 304 when nothing was booked meanwhile.
 */
export const PUBLIC_READ_CACHE = 'public, max-age=30, stale-while-revalidate=300';
export const PUBLIC_HIRE_READ_CACHE = 'public, no-cache';
/** The same answers to a request with a session stay in that browser. */
export const SESSION_READ_CACHE = 'private, max-age=30';
export const SESSION_HIRE_READ_CACHE = 'private, no-cache';

/** One GET of public reads as the tRPC client sends it: /trpc/a,b?batch=1&input={"0":..,"1":..} or /trpc/a?input=.. */
export interface PublicReadRequest {
  /** 'trpc': /trpc/..., superjson inside tRPC's shape; 'json': /api/public/<procedure>, plain JSON both ways. */
  format: 'trpc' | 'json';
  paths: string[];
  batch: boolean;
  /** The input parameter as sent (superjson), or undefined when there is none. */
  input: string | undefined;
  kinds: Set<PublicReadKind>;
}

/** The request's reads when every procedure it names is a public read, else null (tRPC answers it as always). */
export function publicReadOf(method: string, url: string): PublicReadRequest | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (!url.startsWith('/trpc/')) return null;
  const q = url.indexOf('?');
  let paths: string[];
  try {
    paths = decodeURIComponent(url.slice('/trpc/'.length, q === -1 ? undefined : q)).split(',');
  } catch {
    return null;
  }
  if (paths.length > MAX_BATCH_PROCEDURES) return null;
  const kinds = new Set<PublicReadKind>();
  for (const path of paths) {
    const kind = PUBLIC_READS[path];
    if (!kind) return null;
    kinds.add(kind);
  }
  const query = new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
  const batch = query.get('batch');
  // Anything but the two shapes the client sends (a batch; one call without the batch flag) is tRPC's to answer.
  if (batch !== null && batch !== '1') return null;
  if (batch === null && paths.length !== 1) return null;
  return { format: 'trpc', paths, batch: batch === '1', input: query.get('input') ?? undefined, kinds };
}

const readOfRequest = new WeakMap<object, PublicReadRequest | null>();

/** publicReadOf for a request, worked out once: its hooks (this module's, the app's Cache-Control) each ask. */
export function publicReadOfRequest(req: { method: string; url: string }): PublicReadRequest | null {
  let read = readOfRequest.get(req);
  if (read === undefined) {
    read = publicReadOf(req.method, req.url);
    readOfRequest.set(req, read);
  }
  return read;
}

/** The plain-JSON public read URL: GET /api/public/<procedure>?input=<JSON>, for pages that carry no superjson. */
export const PLAIN_READ_PREFIX = '/api/public/';

/** The read a GET /api/public/<procedure>?input=<JSON> asks for, or null when it names no public read. */
export function plainReadOf(url: string): PublicReadRequest | null {
  const q = url.indexOf('?');
  const path = url.slice(PLAIN_READ_PREFIX.length, q === -1 ? undefined : q);
  const kind = PUBLIC_READS[path];
  if (!kind) return null;
  const input = new URLSearchParams(q === -1 ? '' : url.slice(q + 1)).get('input') ?? undefined;
  return { format: 'json', paths: [path], batch: false, input, kinds: new Set([kind]) };
}

/** The inputs of each call, deserialized as tRPC does; null when they cannot be read (tRPC then refuses them). */
function inputsOf(read: PublicReadRequest): unknown[] | null {
  try {
    const parsed: unknown = read.input === undefined ? undefined : JSON.parse(read.input);
    if (read.format === 'json') return [parsed];
    return read.paths.map((_, i) => {
      const raw = read.batch ? (parsed as Record<string, unknown> | undefined)?.[i] : parsed;
      return raw === undefined ? undefined : superjson.deserialize(raw as never);
    });
  } catch {
    return null;
  }
}

/**
 * The digests of what was asked, worked out once: the same few questions (a product's page, a catalogue page) come
 * again and again, and a map lookup costs less than hashing them anew. Bounded, as the questions are the visitors'
 * to choose: short ones only, and emptied when full.
 */
const digests = new Map<string, string>();
const DIGEST_MEMO_ENTRIES = 2000;
const DIGEST_MEMO_MAX_CHARS = 512;

/**
 * The answer's ETag, known before anything runs: the versions of what it shows, what was asked (procedures and
 * input as sent) and, for a hire search, the day it counts from (tomorrow moves at midnight without a write).
 */
export function publicReadEtag(read: PublicReadRequest, versions: PublicReadVersions, day: string): string {
  // One call over the joined text: the same digest as updating with each part, without a Hash object per request.
  const asked =
    read.format +
    read.paths.join(',') +
    (read.batch ? '\n1\n' : '\n0\n') +
    (read.input ?? '') +
    (read.kinds.has('hire') ? `\n${day}` : '');
  let digest = digests.get(asked);
  if (digest === undefined) {
    digest = hash('sha256', asked, 'base64url').slice(0, 22);
    if (asked.length <= DIGEST_MEMO_MAX_CHARS) {
      if (digests.size >= DIGEST_MEMO_ENTRIES) digests.clear();
      digests.set(asked, digest);
    }
  }
  const tag = [...read.kinds].map((kind) => `${kind[0]}${versions[kind]}`).join('.');
  return `W/"${tag}-${digest}"`;
}

/** True when If-None-Match names this ETag (weak comparison, as RFC 9110 asks for If-None-Match). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/** The body tRPC sends for these results (one result, or an array of them for a batch), or plain JSON. */
function bodyOf(read: PublicReadRequest, outputs: unknown[]): string {
  if (read.format === 'json') return JSON.stringify(outputs[0] ?? null);
  const results = outputs.map((output) => `{"result":{"data":${superjsonText(output)}}}`);
  return read.batch ? `[${results.join(',')}]` : results[0]!;
}

/** An answer's text and, once asked for, its compressed bytes. */
interface Answer {
  body: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this many bytes an answer goes uncompressed, as @fastify/compress's threshold in app.ts. */
const COMPRESS_THRESHOLD = 1024;

/** The encoding to send: Brotli, else gzip, when the request accepts it (a q=0 refuses), else none. */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Compressed once per kept answer and encoding; Brotli at the quality @fastify/compress uses. */
function compressed(answer: Answer, encoding: 'br' | 'gzip'): Buffer {
  const kept = answer[encoding];
  if (kept) return kept;
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(answer.body, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          },
        })
      : gzipSync(answer.body);
  answer[encoding] = bytes;
  return bytes;
}

/**
 * Answers kept in the process, least recently used first out: at most `maxEntries` of them and about `maxChars`
 * characters of text (the inputs are the visitors' to choose, so the memory must be bounded by more than a count).
 */
class AnswerCache {
  private readonly entries = new Map<string, Answer>();
  private chars = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxChars = 32_000_000,
  ) {}

  get(etag: string): Answer | undefined {
    const answer = this.entries.get(etag);
    if (answer !== undefined) {
      this.entries.delete(etag);
      this.entries.set(etag, answer);
    }
    return answer;
  }

  set(etag: string, answer: Answer): void {
    if (this.maxEntries <= 0 || answer.body.length > this.maxChars / 10) return;
    this.remove(etag);
    this.entries.set(etag, answer);
    this.chars += answer.body.length;
    while (this.entries.size > this.maxEntries || this.chars > this.maxChars) {
      this.remove(this.entries.keys().next().value!);
    }
  }

  private remove(etag: string): void {
    const answer = this.entries.get(etag);
    if (!answer) return;
    this.entries.delete(etag);
    this.chars -= answer.body.length;
  }

  get size(): number {
    return this.entries.size;
  }

  get characters(): number {
    return this.chars;
  }
}

export interface PublicReadsOptions {
  /** The current versions, read fresh for each request (PublicReadVersionReader). */
  versions: () => Promise<PublicReadVersions>;
  /** Today's day in Kolkata, on the app's clock. */
  today: () => string;
  /** Runs one public procedure as tRPC would (its input validation, resolver and refusals) and gives its output. */
  call: (path: string, input: unknown, req: FastifyRequest) => Promise<unknown>;
  sessionCookie: string;
  /** The status and plain-JSON body of a refusal, for /api/public (tRPC answers its own). */
  refusal: (error: unknown, path: string) => { status: number; body: unknown };
  /**
   * The same refusal as tRPC's answer to one call: its error shape in the router's transformer's wire format. Used
   * when the versions cannot be read (the database is out of reach): handing the request on to tRPC would make it
   * wait for the database a second time before the same 503.
   */
  trpcRefusal: (error: unknown, path: string) => { status: number; body: unknown };
  /** How many answers the process keeps (0: none, every read runs its procedure); 1000 unless told. */
  maxEntries?: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the public reads did since the app started (tests and the benchmark read it). */
    publicReads: PublicReadsCounters;
  }
}

export interface PublicReadsCounters {
  /** Procedures run (a batch of three counts three). */
  ran: number;
  notModified: number;
  hits: number;
  misses: number;
  /** Answers compressed (once per kept answer and encoding). */
  compressed: number;
  cache: AnswerCache;
}

/**
 * Answers GETs of public reads before tRPC does, in tRPC's wire format (superjson inside tRPC's result shape), so
 * the client cannot tell: 304 when If-None-Match holds the current ETag, the kept answer when the process has it,
 * else it runs the procedures (their own validation and resolver, options.call) and keeps the answer.
 * Nothing here looks at the session: a request with a session cookie gets the same answer, marked private. A call
 * that fails (bad input, unknown product, a database outage) is left to tRPC, which answers its refusal as always.
 * Register after the security headers' hook and before the tRPC plugin; onRequest hooks run in order.
 */
export function publicReads(app: FastifyInstance, options: PublicReadsOptions): void {
  const cache = new AnswerCache(options.maxEntries ?? 1000);
  const counters: PublicReadsCounters = { ran: 0, notModified: 0, hits: 0, misses: 0, compressed: 0, cache };
  const sessionCookie = `${options.sessionCookie}=`;
  app.decorate('publicReads', counters);

  /** Answers the read; false when one of its calls failed and nothing was sent. */
  async function answer(read: PublicReadRequest, req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const inputs = inputsOf(read);
    if (!inputs) {
      if (read.format === 'trpc') return false;
      const refused = options.refusal(
        new TRPCError({ code: 'PARSE_ERROR', message: 'Unreadable input' }),
        read.paths[0]!,
      );
      void reply.code(refused.status).header('cache-control', 'private, no-store').send(refused.body);
      return true;
    }
    const withSession = req.headers.cookie?.includes(sessionCookie) ?? false;
    const hireOnly = !read.kinds.has('catalogue');
    const cacheControl = hireOnly
      ? withSession
        ? SESSION_HIRE_READ_CACHE
        : PUBLIC_HIRE_READ_CACHE
      : withSession
        ? SESSION_READ_CACHE
        : PUBLIC_READ_CACHE;
    let versions: PublicReadVersions;
    try {
      versions = await options.versions();
    } catch (error) {
      // The database is out of reach: the 503 tRPC would give (after waiting for the database again), at once.
      if (read.format === 'trpc') {
        const refusals = read.paths.map((path) => options.trpcRefusal(error, path));
        const body = read.batch ? refusals.map((refused) => refused.body) : refusals[0]!.body;
        void reply
          .code(refusals[0]!.status)
          .header('cache-control', 'private, no-store')
          .header('content-type', 'application/json; charset=utf-8')
          .send(JSON.stringify(body));
        return true;
      }
      const refused = options.refusal(error, read.paths[0]!);
      void reply.code(refused.status).header('cache-control', 'private, no-store').send(refused.body);
      return true;
    }
    const etag = publicReadEtag(read, versions, read.kinds.has('hire') ? options.today() : '');
    reply.header('etag', etag).header('cache-control', cacheControl);
    if (read.format === 'trpc') reply.header('vary', 'trpc-accept, accept');
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      counters.notModified++;
      void reply.code(304).send();
      return true;
    }
    let answer = cache.get(etag);
    if (answer === undefined) {
      let outputs: unknown[];
      try {
        counters.ran += read.paths.length;
        outputs = await Promise.all(read.paths.map((path, i) => options.call(path, inputs[i], req)));
      } catch (error) {
        reply.removeHeader('etag').removeHeader('cache-control').removeHeader('vary');
        if (read.format === 'trpc') return false;
        const refused = options.refusal(error, read.paths[0]!);
        void reply.code(refused.status).header('cache-control', 'private, no-store').send(refused.body);
        return true;
      }
      answer = { body: bodyOf(read, outputs) };
      cache.set(etag, answer);
      counters.misses++;
    } else {
      counters.hits++;
    }
    reply.code(200).header('content-type', 'application/json; charset=utf-8');
    if (answer.body.length < COMPRESS_THRESHOLD) {
      void reply.send(answer.body);
      return true;
    }
    // Compressed here, once per kept answer; @fastify/compress leaves an answer that has its encoding alone.
    reply.header('vary', read.format === 'trpc' ? 'trpc-accept, accept, accept-encoding' : 'accept-encoding');
    const encoding = encodingFor(req.headers['accept-encoding']);
    if (!encoding) {
      void reply.send(answer.body);
      return true;
    }
    counters.compressed += answer[encoding] ? 0 : 1;
    void reply.header('content-encoding', encoding).send(compressed(answer, encoding));
    return true;
  }

  app.addHook('onRequest', async (req, reply) => {
    const read = publicReadOfRequest(req);
    // A streaming client (trpc-accept: application/jsonl) reads another format: tRPC answers it.
    if (!read || req.headers['trpc-accept'] !== undefined) return;
    if (await answer(read, req, reply)) return reply;
  });

  app.get(`${PLAIN_READ_PREFIX}:procedure`, async (req, reply) => {
    const read = plainReadOf(req.url);
    if (!read) return reply.callNotFound();
    await answer(read, req, reply);
    return reply;
  });
}
