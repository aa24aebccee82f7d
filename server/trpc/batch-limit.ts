import { TRPCError, type AnyTRPCRouter } from '@trpc/server';
import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import type { FastifyInstance } from 'fastify';
import { MAX_BATCH_PROCEDURES } from '../../shared/batch.js';
import { DomainError } from '../errors.js';

export const BATCH_TOO_LARGE_MESSAGE = `Too many calls in one request: send at most ${MAX_BATCH_PROCEDURES} at a time.`;

/** How many procedures a request to `prefix` names: its path lists them separated by commas, as tRPC splits it. */
export function proceduresNamed(url: string, prefix: string): number {
  const path = url.slice(prefix.length + 1).split('?')[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // tRPC refuses a path it cannot decode by itself; counting the raw commas is enough here.
  }
  return decoded.split(',').length;
}

/**
 * Refuses a tRPC request naming more than MAX_BATCH_PROCEDURES procedures with 400 before anything runs (no
 * session lookup, no procedure), answering in tRPC's error shape so clients read it like any refusal. One log
 * line per refused request, without a stack: a flood of them must not flood the log.
 */
export function refuseLargeBatches(
  app: FastifyInstance,
  options: { prefix: string; router: AnyTRPCRouter; log: { warn(obj: object, msg?: string): void } },
): void {
  const { prefix, router, log } = options;
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith(`${prefix}/`)) return;
    const procedures = proceduresNamed(req.url, prefix);
    if (procedures <= MAX_BATCH_PROCEDURES) return;
    log.warn({ method: req.method, procedures, max: MAX_BATCH_PROCEDURES }, 'request refused: batch too large');
    const error = new TRPCError({
      code: 'BAD_REQUEST',
      message: BATCH_TOO_LARGE_MESSAGE,
      cause: new DomainError('BATCH_TOO_LARGE', { max: MAX_BATCH_PROCEDURES }, BATCH_TOO_LARGE_MESSAGE),
    });
    return reply.code(400).send(trpcErrorBody(router, error));
  });
}

/**
 * The body of a tRPC error answered before tRPC ran (a batch too large, a body too deep or too large), in the shape
 * and serialization of the router's own errors, so a client reads it like any refusal.
 */
export function trpcErrorBody(router: AnyTRPCRouter, error: TRPCError): { error: unknown } {
  const config = router._def._config;
  const shape = getErrorShape({ config, error, type: 'unknown', path: undefined, input: undefined, ctx: undefined });
  return { error: config.transformer.output.serialize(shape) };
}

/**
 * A request body the server refused to read (nested too deeply: 400; too large: 413), as a tRPC error. Its reason is
 * MALFORMED_REQUEST: the shop's own pages never send such a body, so the visitor hears "could not read that request".
 */
export function unreadableBodyError(status: 400 | 413, message: string): TRPCError {
  return new TRPCError({
    code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
    message,
    cause: new DomainError('MALFORMED_REQUEST', {}, message),
  });
}
