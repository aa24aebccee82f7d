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
    const config = router._def._config;
    const shape = getErrorShape({ config, error, type: 'unknown', path: undefined, input: undefined, ctx: undefined });
    return reply.code(400).send({ error: config.transformer.output.serialize(shape) });
  });
}
