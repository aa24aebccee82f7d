import { sql } from 'kysely';
import type { Db } from '../../db/db.js';
import type { UiLocale } from './auth.repository.js';

/**
 * Accounts by mobile number (issue 24). A number is stored in E.164 (shared/phone.ts `indianMobile`), unique.
 * Every channel that proves a number (a code by SMS, a WhatsApp or SMS conversation from it, a missed call from it)
 * finds the account through `accountForPhone`.
 */

/**
 * The id of the account with this number, creating a customer account with only the number (no e-mail, no
 * password, the number confirmed because the channel proved it) when there is none. Two callers at once get the same
 * account: the insert gives way on the number's unique index and the loser reads the winner's row.
 *
 * `e164` must come from `indianMobile` (shared/phone.ts). `locale` is used only when the account is created.
 * `now` defaults to the database's clock-free `new Date()`; pass `ctx.clock.now()` where a clock is at hand.
 */
export async function accountForPhone(db: Db, e164: string, locale: UiLocale, now: Date = new Date()): Promise<string> {
  const inserted = await db
    .insertInto('users')
    .values({ phone: e164, phoneConfirmedAt: now, email: null, passwordHash: null, locale, createdAt: now })
    .onConflict((oc) =>
      oc
        .column('phone')
        .where(sql<boolean>`phone is not null`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const existing = await db.selectFrom('users').select('id').where('phone', '=', e164).executeTakeFirstOrThrow();
  return existing.id;
}

export interface PhoneAccount {
  id: string;
  email: string | null;
  phone: string;
  phoneConfirmedAt: Date | null;
  passwordHash: string | null;
  role: import('../../../shared/roles.js').UserRole;
  locale: UiLocale;
}

export const phoneAccountRepository = {
  findByPhone(db: Db, e164: string): Promise<PhoneAccount | undefined> {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'phoneConfirmedAt', 'passwordHash', 'role', 'locale'])
      .select(sql<string>`phone`.as('phone'))
      .where('phone', '=', e164)
      .executeTakeFirst();
  },

  /** Marks the account's number confirmed (a code from it was typed back). */
  async markPhoneConfirmed(db: Db, userId: string, at: Date): Promise<void> {
    await db
      .updateTable('users')
      .set({ phoneConfirmedAt: at })
      .where('id', '=', userId)
      .where('phoneConfirmedAt', 'is', null)
      .execute();
  },

  /**
   * Gives the account this number, confirmed; false when another account has it (the unique index decides, so two
   * accounts adding one number at once cannot both have it).
   */
  /** Sets the password when the account has none; false when it has one (never overwritten here). */
  async setPasswordIfNone(db: Db, userId: string, passwordHash: string): Promise<boolean> {
    const row = await db
      .updateTable('users')
      .set({ passwordHash })
      .where('id', '=', userId)
      .where('passwordHash', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Gives an account without an e-mail this address, unconfirmed. 'taken' when another account has it (any case),
   * 'has-email' when this account has one already.
   */
  async setEmailIfNone(db: Db, userId: string, email: string): Promise<'set' | 'taken' | 'has-email'> {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`lower(email) = lower(${email})`)
      .executeTakeFirst();
    if (taken) return taken.id === userId ? 'has-email' : 'taken';
    try {
      const row = await db
        .updateTable('users')
        .set({ email, emailConfirmedAt: null })
        .where('id', '=', userId)
        .where('email', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row ? 'set' : 'has-email';
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  },

  async addPhone(db: Db, userId: string, e164: string, at: Date): Promise<boolean> {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', e164)
      .where('id', '<>', userId)
      .executeTakeFirst();
    if (taken) return false;
    try {
      await db.updateTable('users').set({ phone: e164, phoneConfirmedAt: at }).where('id', '=', userId).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  },
};

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
