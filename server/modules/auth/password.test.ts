import { hash, verify } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password.js';

// verify stays the real one; the spy records which hash each check ran against (see the unknown-account test).
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

describe('passwords', () => {
  it('hashes with argon2id, 19 MiB, 2 passes, 1 lane, and a fresh salt each time', async () => {
    const first = await hashPassword('ಹೊಲ ಉಳುಮೆ 2026');
    const second = await hashPassword('ಹೊಲ ಉಳುಮೆ 2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'ಹೊಲ ಉಳುಮೆ 2026')).toBe(true);
    expect(await verifyPassword(first, 'ಹೊಲ ಉಳುಮೆ 2025')).toBe(false);
  });

  // The same work is checked by what runs, not by a stopwatch (timings on a shared machine are noise): an unknown
  // account runs one full argon2 verification against a hash made with today's parameters, as a wrong password does.
  it('refuses an unknown account after the same work as a wrong password', async () => {
    const stored = await hashPassword('correct horse');
    const spy = vi.mocked(verify);
    spy.mockClear();
    expect(await verifyPassword(stored, 'wrong horse')).toBe(false);
    expect(await verifyPassword(null, 'correct horse')).toBe(false);
    expect(await verifyPassword(null, 'correct horse')).toBe(false);
    expect(spy).toHaveBeenCalledTimes(3);
    const [wrongCheck, unknownCheck, again] = spy.mock.calls.map(([hashed]) => String(hashed));
    expect(wrongCheck).toBe(stored);
    // A real hash of a random secret, with the stored hash's parameters, and the same one each time.
    expect(unknownCheck).not.toBe(stored);
    expect(unknownCheck).toBe(again);
    expect(needsRehash(unknownCheck!)).toBe(false);
    expect(unknownCheck!.split('$').slice(0, 4)).toEqual(stored.split('$').slice(0, 4));
    await expect(spy.mock.results[1]!.value).resolves.toBe(false);
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
