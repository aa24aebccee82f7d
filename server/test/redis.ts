import { Redis } from 'ioredis';
import type { TestContext } from 'vitest';

export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** A connection to the machine's Redis, or why there is none. */
export async function connectTestRedis(): Promise<
  { redis: Redis; unreachable?: undefined } | { redis?: undefined; unreachable: string }
> {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return { redis: client };
  } catch (error) {
    client.disconnect();
    return { unreachable: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Skips a Redis test on a machine without Redis; in CI (CI=true), where .ci/run starts Redis, fails it instead, so a
 * Redis that did not start cannot pass the run by skipping its tests.
 */
export function skipWithoutRedis(ctx: TestContext, unreachable: string | undefined): void {
  if (unreachable === undefined) return;
  const why = `Redis at ${TEST_REDIS_URL} is unreachable (${unreachable})`;
  if (process.env.CI === 'true') throw new Error(`${why}; CI expects it (.ci/run starts it)`);
  console.log(`Skipping a Redis test: ${why}`);
  ctx.skip();
}
