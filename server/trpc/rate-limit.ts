import { TRPCError } from '@trpc/server';
import type { RateLimitRule, RateLimitState } from '../providers/rate-limiter.js';
import type { Context } from './context.js';
import { middleware } from './init.js';

/** The cause of a TOO_MANY_REQUESTS error; the error formatter copies retryAfterSeconds into error.data. */
export class RetryLaterError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`rate limited for ${retryAfterSeconds} s`);
    this.name = 'RetryLaterError';
  }
}

export function tooManyRequests(retryAfterMs: number): TRPCError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `Too many attempts. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
    cause: new RetryLaterError(seconds),
  });
}

/**
 * Asks the limiter, failing open: when its store (Redis) is unreachable the request goes on and the failure is
 * logged, as @fastify/rate-limit does with skipOnError — an outage of the counter must not lock every user out.
 */
export async function checkLimit(
  ctx: Pick<Context, 'rateLimiter' | 'log'>,
  operation: 'hit' | 'peek',
  rule: RateLimitRule,
  key: string,
): Promise<RateLimitState> {
  try {
    return await ctx.rateLimiter[operation](rule, key);
  } catch (error) {
    ctx.log.error({ err: error, rule: rule.name }, 'rate limiter unavailable; request allowed');
    return { count: 0, allowed: true, retryAfterMs: 0 };
  }
}

/** Counts every call of the procedure per client address and refuses calls beyond the rule. */
export function limitPerIp(rule: RateLimitRule) {
  return middleware(async ({ ctx, next }) => {
    const result = await checkLimit(ctx, 'hit', rule, ctx.request.ip);
    if (!result.allowed) throw tooManyRequests(result.retryAfterMs);
    return next();
  });
}
