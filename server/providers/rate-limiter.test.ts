import type { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../test/harness.js';
import { connectTestRedis, skipWithoutRedis } from '../test/redis.js';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter, type RateLimitRule } from './rate-limiter.js';

const rule: RateLimitRule = { name: 'login', max: 3, windowMs: 60_000 };

describe('MemoryRateLimiter', () => {
  let clock: ReturnType<typeof fixedClock>;
  let limiter: MemoryRateLimiter;

  beforeEach(() => {
    clock = fixedClock('2026-11-22T06:00:00Z');
    limiter = new MemoryRateLimiter({ clock });
  });

  it('allows max hits in a window, then refuses until the window ends', async () => {
    for (let i = 1; i <= 3; i++)
      expect(await limiter.hit(rule, 'a')).toEqual({ count: i, allowed: true, retryAfterMs: 0 });
    clock.advance(20_000);
    expect(await limiter.hit(rule, 'a')).toEqual({ count: 4, allowed: false, retryAfterMs: 40_000 });
    clock.advance(39_999);
    expect((await limiter.hit(rule, 'a')).allowed).toBe(false);
    clock.advance(1);
    expect(await limiter.hit(rule, 'a')).toEqual({ count: 1, allowed: true, retryAfterMs: 0 });
  });

  it('keeps keys and rules apart', async () => {
    for (let i = 0; i < 3; i++) await limiter.hit(rule, 'a');
    expect((await limiter.hit(rule, 'b')).allowed).toBe(true);
    expect((await limiter.hit({ ...rule, name: 'register' }, 'a')).allowed).toBe(true);
  });

  it('peeks without counting, and says whether one more hit would pass', async () => {
    expect(await limiter.peek(rule, 'a')).toEqual({ count: 0, allowed: true, retryAfterMs: 0 });
    await limiter.hit(rule, 'a');
    await limiter.hit(rule, 'a');
    expect(await limiter.peek(rule, 'a')).toEqual({ count: 2, allowed: true, retryAfterMs: 0 });
    await limiter.hit(rule, 'a');
    expect(await limiter.peek(rule, 'a')).toEqual({ count: 3, allowed: false, retryAfterMs: 60_000 });
    expect(await limiter.peek(rule, 'a')).toEqual({ count: 3, allowed: false, retryAfterMs: 60_000 });
  });

  it('holds a bounded number of keys, dropping ended windows first, then the oldest', async () => {
    const small = new MemoryRateLimiter({ clock, maxKeys: 3 });
    await small.hit(rule, 'old');
    clock.advance(61_000);
    await small.hit(rule, 'a');
    await small.hit(rule, 'a');
    await small.hit(rule, 'b');
    await small.hit(rule, 'c');
    expect((await small.peek(rule, 'a')).count).toBe(2);
    await small.hit(rule, 'd');
    expect((await small.peek(rule, 'a')).count).toBe(0);
    expect((await small.peek(rule, 'b')).count).toBe(1);
  });
});

describe('RedisRateLimiter', () => {
  const prefix = `ry:test:limiter:${process.pid}:${Date.now()}:`;
  const short: RateLimitRule = { name: 'login', max: 3, windowMs: 400 };
  let redis: Redis | undefined;
  let other: Redis | undefined;
  let unreachable: string | undefined;

  beforeAll(async () => {
    ({ redis, unreachable } = await connectTestRedis());
    other = redis?.duplicate();
  });
  afterAll(async () => {
    if (!redis) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    other?.disconnect();
  });
  beforeEach((ctx) => skipWithoutRedis(ctx, unreachable));

  function limiters(): [RateLimiter, RateLimiter] {
    return [new RedisRateLimiter({ redis: redis!, prefix }), new RedisRateLimiter({ redis: other!, prefix })];
  }

  it('shares one count between two connections (two server processes), and ends the window on time', async () => {
    const [one, two] = limiters();
    const key = `shared-${Math.random()}`;
    expect(await one.hit(short, key)).toMatchObject({ count: 1, allowed: true });
    expect(await two.hit(short, key)).toMatchObject({ count: 2, allowed: true });
    expect(await one.hit(short, key)).toMatchObject({ count: 3, allowed: true });
    const refused = await two.hit(short, key);
    expect(refused).toMatchObject({ count: 4, allowed: false });
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, refused.retryAfterMs + 50));
    expect(await one.hit(short, key)).toMatchObject({ count: 1, allowed: true });
  });

  it('peeks without counting', async () => {
    const [one] = limiters();
    const key = `peek-${Math.random()}`;
    expect(await one.peek(rule, key)).toEqual({ count: 0, allowed: true, retryAfterMs: 0 });
    for (let i = 0; i < 3; i++) await one.hit(rule, key);
    const peeked = await one.peek(rule, key);
    expect(peeked).toMatchObject({ count: 3, allowed: false });
    expect(peeked.retryAfterMs).toBeGreaterThan(59_000);
    expect((await one.peek(rule, key)).count).toBe(3);
  });

  it('stores its counters under the prefix with an expiry, so Redis forgets them', async () => {
    const [one] = limiters();
    const key = `ttl-${Math.random()}`;
    await one.hit(rule, key);
    const ttl = await redis!.pttl(`${prefix}login:${key}`);
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});
