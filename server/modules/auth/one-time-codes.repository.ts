import { sql } from 'kysely';
import type { Db } from '../../db/db.js';

/** The queries of one_time_codes (auth's); the rules (lifetime, tries, hashing) are in one-time-codes.ts. */
export interface StoredCodeKey {
  phone: string;
  purpose: string;
  /** '' when the code confirms nothing in particular. */
  ref: string;
}

export interface StoredCode {
  salt: Uint8Array;
  codeHash: Uint8Array;
  failedTries: number;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

export const oneTimeCodesRepository = {
  /** Stores a new code for the key, replacing any earlier one. */
  async replace(db: Db, key: StoredCodeKey, row: StoredCode): Promise<void> {
    await db
      .insertInto('oneTimeCodes')
      .values({ ...key, ...row })
      .onConflict((oc) => oc.columns(['phone', 'purpose', 'ref']).doUpdateSet(row))
      .execute();
  },

  async find(db: Db, key: StoredCodeKey) {
    return db
      .selectFrom('oneTimeCodes')
      .select(['id', 'salt', 'codeHash', 'failedTries', 'expiresAt', 'usedAt'])
      .where('phone', '=', key.phone)
      .where('purpose', '=', key.purpose)
      .where('ref', '=', key.ref)
      .executeTakeFirst();
  },

  /** The one statement that spends a code: of two requests with it, only one finds it unused (true for that one). */
  async spend(db: Db, id: string, codeHash: Uint8Array, tries: number, now: Date): Promise<boolean> {
    const spent = await db
      .updateTable('oneTimeCodes')
      .set({ usedAt: now })
      .where('id', '=', id)
      .where('codeHash', '=', codeHash)
      .where('usedAt', 'is', null)
      .where('failedTries', '<', tries)
      .where('expiresAt', '>', now)
      .returning('id')
      .executeTakeFirst();
    return spent !== undefined;
  },

  /** Counts a wrong try, spending the code at the last one; the tries counted, or undefined when it was spent. */
  async countWrong(db: Db, id: string, codeHash: Uint8Array, tries: number, now: Date): Promise<number | undefined> {
    const counted = await db
      .updateTable('oneTimeCodes')
      .set((eb) => ({
        failedTries: eb('failedTries', '+', 1),
        usedAt: sql<Date | null>`case when failed_tries >= ${tries - 1} then ${now}::timestamptz else null end`,
      }))
      .where('id', '=', id)
      .where('codeHash', '=', codeHash)
      .where('usedAt', 'is', null)
      .where('failedTries', '<', tries)
      .returning('failedTries')
      .executeTakeFirst();
    return counted?.failedTries;
  },
};
