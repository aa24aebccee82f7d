import type { ColumnType, Generated } from 'kysely';

/**
 * One-time codes sent by SMS (server/modules/auth/one-time-codes.ts): only a salted SHA-256 of the code is kept.
 * One row per number, purpose and ref; issuing again replaces it.
 */
export interface OneTimeCodesTable {
  id: Generated<string>;
  phone: string;
  purpose: string;
  ref: ColumnType<string, string | undefined, string>;
  salt: Uint8Array;
  codeHash: Uint8Array;
  failedTries: ColumnType<number, number | undefined, number>;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

export interface AuthTables {
  oneTimeCodes: OneTimeCodesTable;
}
