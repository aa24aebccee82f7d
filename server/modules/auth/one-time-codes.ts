import { randomBytes, randomInt } from 'node:crypto';
import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import type { Db } from '../../db/db.js';
import { oneTimeCodesRepository } from './one-time-codes.repository.js';

/**
 * One-time codes sent to a mobile number (issue 24): 6 digits, good for 5 minutes and 3 tries, kept only as a salted
 * SHA-256. A code belongs to one number, one purpose and optionally one thing it confirms (`ref`: a booking an agent
 * made, a job's work); a new code for the same three replaces the old one. A code is used once: of two requests with
 * the same right code, one statement decides which one wins.
 */
export type CodePurpose = 'sign-in' | 'register' | 'add-phone' | 'agent-booking' | 'confirm-work' | (string & {});

export const CODE_DIGITS = 6;
export const CODE_LIFETIME_MS = 5 * 60_000;
export const CODE_TRIES = 3;

export interface CodeKey {
  /** E.164, from shared/phone.ts `indianMobile`. */
  phone: string;
  purpose: CodePurpose;
  ref?: string;
}

export type CodeCheck =
  | { ok: true }
  /** wrong: tries are left; used-up: the last try was wrong or it had none left; expired / none: ask for a new code. */
  | { ok: false; reason: 'wrong'; triesLeft: number }
  | { ok: false; reason: 'used-up' | 'expired' | 'none' };

function hashCode(salt: Uint8Array, key: CodeKey, code: string): Uint8Array {
  const text = `${key.phone}\n${key.purpose}\n${key.ref ?? ''}\n${code}`;
  const bytes = new TextEncoder().encode(text);
  const salted = new Uint8Array(salt.length + bytes.length);
  salted.set(salt);
  salted.set(bytes, salt.length);
  return sha256(salted);
}

/** A fresh 6-digit code, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/**
 * Makes a new code for the number and purpose (replacing any earlier one) and returns it, to be sent and then
 * forgotten: only its hash is stored. Limits on how often codes are sent belong to the caller.
 */
export async function issue(db: Db, key: CodeKey, now: Date = new Date()): Promise<{ code: string; expiresAt: Date }> {
  const code = newCode();
  const salt = new Uint8Array(randomBytes(16));
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
  const row = {
    salt,
    codeHash: hashCode(salt, key, code),
    failedTries: 0,
    expiresAt,
    usedAt: null,
    createdAt: now,
  };
  await oneTimeCodesRepository.replace(db, { phone: key.phone, purpose: key.purpose, ref: key.ref ?? '' }, row);
  return { code, expiresAt };
}

/**
 * Checks a code typed back. Right: the code is spent (a second use, even at the same moment, is refused).
 * Wrong: one try is counted; after 3 wrong tries the code is spent. Nothing tells a number without a code from one
 * with a code beyond 'none', which callers show like 'expired' (ask for a new code).
 */
export async function check(db: Db, input: CodeKey & { code: string }, now: Date = new Date()): Promise<CodeCheck> {
  const ref = input.ref ?? '';
  const row = await oneTimeCodesRepository.find(db, { phone: input.phone, purpose: input.purpose, ref });
  if (!row || row.usedAt) return { ok: false, reason: row ? 'used-up' : 'none' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (row.failedTries >= CODE_TRIES) return { ok: false, reason: 'used-up' };

  const typed = /^\d{6}$/.test(input.code) ? input.code : '';
  const right = typed !== '' && constantTimeEqual(hashCode(row.salt, input, typed), row.codeHash);
  if (right) {
    // One statement spends the code: of two requests with it, only one finds it unused.
    const spent = await oneTimeCodesRepository.spend(db, row.id, row.codeHash, CODE_TRIES, now);
    return spent ? { ok: true } : { ok: false, reason: 'used-up' };
  }

  const counted = await oneTimeCodesRepository.countWrong(db, row.id, row.codeHash, CODE_TRIES, now);
  if (counted === undefined || counted >= CODE_TRIES) return { ok: false, reason: 'used-up' };
  return { ok: false, reason: 'wrong', triesLeft: CODE_TRIES - counted };
}
