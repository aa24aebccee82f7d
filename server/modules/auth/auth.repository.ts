import { sql } from 'kysely';
import type { UserRole } from '../../../shared/roles.js';
import type { Db } from '../../db/db.js';

export type UiLocale = 'en' | 'kn';
export type EmailTokenPurpose = 'confirm' | 'reset';

/** A user as the auth service needs it; the hash stays inside this module and never reaches a response. */
export interface UserCredentials {
  id: string;
  /** Found by its address, so never null here. */
  email: string;
  /** Null for an account that signs in only with codes by SMS. */
  passwordHash: string | null;
  emailConfirmedAt: Date | null;
  phone: string | null;
  role: UserRole;
}

const byEmail = (email: string) => sql<boolean>`lower(email) = lower(${email})`;

export const userRepository = {
  /** Inserts the user unless the address (in any case) is taken; the id, or undefined when it was taken. */
  async insertIfAbsent(
    db: Db,
    user: { email: string; passwordHash: string; locale: UiLocale; createdAt: Date },
  ): Promise<string | undefined> {
    const row = await db
      .insertInto('users')
      .values(user)
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  },

  findCredentialsByEmail(db: Db, email: string): Promise<UserCredentials | undefined> {
    return db
      .selectFrom('users')
      .select(['id', 'passwordHash', 'emailConfirmedAt', 'phone', 'role'])
      .select(sql<string>`email`.as('email'))
      .where(byEmail(email))
      .executeTakeFirst();
  },

  findById(
    db: Db,
    id: string,
  ): Promise<{ id: string; email: string | null; phone: string | null; role: UserRole } | undefined> {
    return db.selectFrom('users').select(['id', 'email', 'phone', 'role']).where('id', '=', id).executeTakeFirst();
  },

  async markEmailConfirmed(db: Db, id: string, at: Date): Promise<void> {
    await db
      .updateTable('users')
      .set({ emailConfirmedAt: at })
      .where('id', '=', id)
      .where('emailConfirmedAt', 'is', null)
      .execute();
  },

  async setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
    await db.updateTable('users').set({ passwordHash }).where('id', '=', id).execute();
  },
};

export const emailTokenRepository = {
  async insert(
    db: Db,
    token: { userId: string; purpose: EmailTokenPurpose; tokenHash: Uint8Array; expiresAt: Date; createdAt: Date },
  ): Promise<void> {
    await db.insertInto('emailTokens').values(token).execute();
  },

  /** Marks an unused, unexpired token used in one statement, so two clicks cannot both win; its user's id. */
  async consume(db: Db, tokenHash: Uint8Array, purpose: EmailTokenPurpose, now: Date): Promise<string | undefined> {
    const row = await db
      .updateTable('emailTokens')
      .set({ usedAt: now })
      .where('tokenHash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('userId')
      .executeTakeFirst();
    return row?.userId;
  },

  /** Retires the user's other outstanding links of this purpose once one of them has done its job. */
  async useAll(db: Db, userId: string, purpose: EmailTokenPurpose, now: Date): Promise<void> {
    await db
      .updateTable('emailTokens')
      .set({ usedAt: now })
      .where('userId', '=', userId)
      .where('purpose', '=', purpose)
      .where('usedAt', 'is', null)
      .execute();
  },

  async deleteSpent(db: Db, userId: string, now: Date): Promise<void> {
    await db
      .deleteFrom('emailTokens')
      .where('userId', '=', userId)
      .where((eb) => eb.or([eb('usedAt', 'is not', null), eb('expiresAt', '<=', now)]))
      .execute();
  },
};

export const sessionRepository = {
  async insert(
    db: Db,
    session: { id: string; secretHash: Uint8Array; userId: string; createdAt: Date; lastUsedAt: Date; expiresAt: Date },
  ): Promise<void> {
    await db.insertInto('sessions').values(session).execute();
  },

  findWithUser(db: Db, id: string) {
    return db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select([
        'sessions.id',
        'sessions.secretHash',
        'sessions.userId',
        'sessions.createdAt',
        'sessions.lastUsedAt',
        'sessions.expiresAt',
        'users.email',
        'users.phone',
        // Read with every request, so a role granted or taken back applies at once.
        'users.role',
      ])
      .where('sessions.id', '=', id)
      .executeTakeFirst();
  },

  async touch(db: Db, id: string, at: Date): Promise<void> {
    await db.updateTable('sessions').set({ lastUsedAt: at }).where('id', '=', id).execute();
  },

  async delete(db: Db, id: string): Promise<void> {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
  },

  async deleteAllForUser(db: Db, userId: string): Promise<void> {
    await db.deleteFrom('sessions').where('userId', '=', userId).execute();
  },

  /** Sessions that can no longer be used; removed when the user signs in again so the table does not grow. */
  async deleteEnded(db: Db, userId: string, now: Date, idleTimeoutMs: number): Promise<void> {
    await db
      .deleteFrom('sessions')
      .where('userId', '=', userId)
      .where((eb) =>
        eb.or([eb('expiresAt', '<=', now), eb('lastUsedAt', '<=', new Date(now.getTime() - idleTimeoutMs))]),
      )
      .execute();
  },
};

/** Known browsers of accounts (devices.ts): only the SHA-256 of a device cookie's token is kept. */
export const deviceRepository = {
  /** Whether the token belongs to `account` (its e-mail, or its number in E.164) and was used after `since`. */
  async isKnown(db: Db, tokenHash: Uint8Array, account: string, since: Date): Promise<boolean> {
    const { rows } = await sql<{ known: boolean }>`
      select true as known
      from login_devices d join users u on u.id = d.user_id
      where d.token_hash = ${Buffer.from(tokenHash)} and (${byEmail(account)} or u.phone = ${account})
        and d.last_used_at > ${since}
    `.execute(db);
    return rows.length > 0;
  },

  /** Marks the account's device used now; false when the token is not one of the account's devices. */
  async touch(db: Db, tokenHash: Uint8Array, userId: string, now: Date): Promise<boolean> {
    const touched = await sql`
      update login_devices set last_used_at = ${now}
      where token_hash = ${Buffer.from(tokenHash)} and user_id = ${userId}
    `.execute(db);
    return Number(touched.numAffectedRows ?? 0) > 0;
  },

  /** Adds a device to the account, first forgetting its devices unused since `staleBefore`. */
  async add(db: Db, tokenHash: Uint8Array, userId: string, now: Date, staleBefore: Date): Promise<void> {
    await sql`delete from login_devices where user_id = ${userId} and last_used_at <= ${staleBefore}`.execute(db);
    await sql`
      insert into login_devices (token_hash, user_id, created_at, last_used_at)
      values (${Buffer.from(tokenHash)}, ${userId}, ${now}, ${now})
    `.execute(db);
  },
};
