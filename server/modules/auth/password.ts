import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (unknown e-mail) it still verifies against a
 * throwaway hash, so an unknown address costs the same time as a wrong password and accounts cannot be discovered.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  const matches = await verify(storedHash ?? (await dummyHash), password).catch(() => false);
  return storedHash !== null && matches;
}

/** True when the hash was made with other parameters than today's, so a successful login can upgrade it. */
export function needsRehash(storedHash: string): boolean {
  try {
    const current = parseOptions(storedHash);
    return (
      current.algorithm !== PASSWORD_HASH_OPTIONS.algorithm ||
      current.memoryCost !== PASSWORD_HASH_OPTIONS.memoryCost ||
      current.timeCost !== PASSWORD_HASH_OPTIONS.timeCost ||
      current.parallelism !== PASSWORD_HASH_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
