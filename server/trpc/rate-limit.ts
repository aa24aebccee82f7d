import { tooManyRequests } from '../errors.js';
import { checkLimit, type RateLimitRule } from '../providers/rate-limiter.js';
import type { Context } from './context.js';
import { middleware } from './init.js';

/** Counts every call of the procedure per client address and refuses calls beyond the rule. */
export function limitPerIp(rule: RateLimitRule) {
  return middleware(async ({ ctx, next }) => {
    const result = await checkLimit(ctx, 'hit', rule, ctx.request.ip);
    if (!result.allowed) throw tooManyRequests(result.retryAfterMs);
    return next();
  });
}
