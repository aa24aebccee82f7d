import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password.js';

async function median(times: number, run: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b)[Math.floor(times / 2)]!;
}

describe('passwords', () => {
  it('hashes with argon2id, 19 MiB, 2 passes, 1 lane, and a fresh salt each time', async () => {
    const first = await hashPassword('ಹೊಲ ಉಳುಮೆ 2026');
    const second = await hashPassword('ಹೊಲ ಉಳುಮೆ 2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'ಹೊಲ ಉಳುಮೆ 2026')).toBe(true);
    expect(await verifyPassword(first, 'ಹೊಲ ಉಳುಮೆ 2025')).toBe(false);
  });

  it('refuses an unknown account after the same work as a wrong password', async () => {
    const stored = await hashPassword('correct horse');
    await verifyPassword(null, 'warm up the dummy hash');
    const wrong = await median(9, () => verifyPassword(stored, 'wrong horse'));
    const unknown = await median(9, async () => expect(await verifyPassword(null, 'correct horse')).toBe(false));
    expect(unknown / wrong).toBeGreaterThan(0.5);
    expect(unknown / wrong).toBeLessThan(2);
  });

  it('treats a damaged hash as a mismatch, not an error', async () => {
    expect(await verifyPassword('$argon2id$v=19$m=19456,t=2,p=1$broken', 'anything')).toBe(false);
  });

  it('asks for a rehash of hashes made with other parameters', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash(await hash('x', { memoryCost: 4096, timeCost: 3, parallelism: 1 }))).toBe(true);
    expect(needsRehash('not a hash')).toBe(true);
  });
});
