import type { Redis } from 'ioredis';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';

/** At most `max` hits per key in each fixed window of `windowMs`. */
export interface RateLimitRule {
  /** Namespaces the keys, so one key can be counted under several rules. */
  name: string;
  max: number;
  windowMs: number;
}

export interface RateLimitState {
  /** Hits counted in the current window, including this one when it was a hit. */
  count: number;
  allowed: boolean;
  /** Until the window ends; 0 when no window is open. */
  retryAfterMs: number;
}

/**
 * Counters shared by every request of a process (memory) or of every process (Redis).
 * The same fixed-window algorithm as @fastify/rate-limit's stores, with a read that counts nothing, so a rule can
 * count only failures (failed logins) and still refuse before doing the work.
 */
export interface RateLimiter {
  /** Counts one hit and says whether it was within the limit. */
  hit(rule: RateLimitRule, key: string): Promise<RateLimitState>;
  /** Reads without counting: would another hit be within the limit? */
  peek(rule: RateLimitRule, key: string): Promise<RateLimitState>;
}

function state(count: number, rule: RateLimitRule, ttlMs: number, counting: boolean): RateLimitState {
  const allowed = counting ? count <= rule.max : count < rule.max;
  return { count, allowed, retryAfterMs: allowed ? 0 : Math.max(ttlMs, 1) };
}

/**
 * Asks the limiter, failing open: when its store (Redis) is unreachable the request goes on and the failure is
 * logged, as @fastify/rate-limit does with skipOnError — an outage of the counter must not lock every user out.
 */
export async function checkLimit(
  ctx: { rateLimiter: RateLimiter; log: Logger },
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

/** One process's counters, timed by the app's clock so tests can move time. */
export class MemoryRateLimiter implements RateLimiter {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();
  readonly #clock: Clock;
  readonly #maxKeys: number;

  constructor({ clock, maxKeys = 50_000 }: { clock: Clock; maxKeys?: number }) {
    this.#clock = clock;
    this.#maxKeys = maxKeys;
  }

  async hit(rule: RateLimitRule, key: string): Promise<RateLimitState> {
    const now = this.#clock.now().getTime();
    const id = `${rule.name}:${key}`;
    let window = this.#windows.get(id);
    if (!window || window.endsAt <= now) {
      if (!window) this.#makeRoom(now);
      window = { count: 0, endsAt: now + rule.windowMs };
      this.#windows.set(id, window);
    }
    window.count += 1;
    return state(window.count, rule, window.endsAt - now, true);
  }

  async peek(rule: RateLimitRule, key: string): Promise<RateLimitState> {
    const now = this.#clock.now().getTime();
    const window = this.#windows.get(`${rule.name}:${key}`);
    if (!window || window.endsAt <= now) return state(0, rule, 0, false);
    return state(window.count, rule, window.endsAt - now, false);
  }

  // A flood of distinct keys (spoofed addresses) must not grow memory without bound: drop ended windows first,
  // then the oldest ones (a Map iterates in insertion order).
  #makeRoom(now: number): void {
    if (this.#windows.size < this.#maxKeys) return;
    for (const [id, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(id);
    for (const id of this.#windows.keys()) {
      if (this.#windows.size < this.#maxKeys) break;
      this.#windows.delete(id);
    }
  }
}

// INCR and PEXPIRE in one step, so concurrent processes never see a counter without its window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

/** Counters in Redis, so several server processes share one limit. Windows follow Redis's clock. */
export class RedisRateLimiter implements RateLimiter {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor({ redis, prefix = 'ry:rate:' }: { redis: Redis; prefix?: string }) {
    this.#redis = redis;
    this.#prefix = prefix;
  }

  async hit(rule: RateLimitRule, key: string): Promise<RateLimitState> {
    const [count, ttl] = (await this.#redis.eval(HIT_SCRIPT, 1, this.#key(rule, key), rule.windowMs)) as [
      number,
      number,
    ];
    return state(count, rule, ttl, true);
  }

  async peek(rule: RateLimitRule, key: string): Promise<RateLimitState> {
    const id = this.#key(rule, key);
    const [[, count], [, ttl]] = (await this.#redis.multi().get(id).pttl(id).exec()) as [
      [Error | null, string | null],
      [Error | null, number],
    ];
    if (count === null || ttl < 0) return state(0, rule, 0, false);
    return state(Number(count), rule, ttl, false);
  }

  #key(rule: RateLimitRule, key: string): string {
    return `${this.#prefix}${rule.name}:${key}`;
  }
}
