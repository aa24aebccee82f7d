import { sql } from 'kysely';
import type { UserRole } from '../../../shared/roles.js';
import type { Db, Trx } from '../../db/db.js';
import { likeContains } from '../catalogue/catalogue.repository.js';

/**
 * Users as the rest of the shop sees them: who to e-mail and in which language, the back office's customer pages,
 * and roles. Never a password hash or a session (those stay in auth.repository.ts).
 */
const personColumns = [
  'users.id',
  'users.email',
  'users.phone',
  'users.role',
  'users.locale',
  'users.createdAt',
  'profiles.firstName',
  'profiles.lastName',
  'profiles.phoneNumber',
] as const;

function people(db: Db) {
  return db.selectFrom('users').leftJoin('profiles', 'profiles.id', 'users.id').select(personColumns);
}

export const peopleRepository = {
  /**
   * Newest first; `query` matches part of the e-mail address, the account's mobile number (E.164, so "98450" finds
   * +919845012345), the checkout phone number or the name, in any case.
   */
  async search(db: Db, query: string, page: { limit: number; offset: number }) {
    let q = people(db);
    if (query) {
      const term = likeContains(query);
      q = q.where((eb) => {
        const fullName = eb.fn('concat_ws', [eb.val(' '), 'profiles.firstName', 'profiles.lastName']);
        return eb.or([
          eb(eb.fn('lower', ['users.email']), 'like', term),
          eb('users.phone', 'like', term),
          eb(eb.fn('lower', ['profiles.phoneNumber']), 'like', term),
          eb(eb.fn('lower', [fullName]), 'like', term),
        ]);
      });
    }
    return q.orderBy('users.createdAt', 'desc').limit(page.limit).offset(page.offset).execute();
  },

  async byId(db: Db, userId: string) {
    return people(db).where('users.id', '=', userId).executeTakeFirst();
  },

  /** Where and in which language the user's e-mails go; undefined when the account has no e-mail address. */
  async contactOf(db: Db, userId: string): Promise<{ email: string; locale: 'en' | 'kn' } | undefined> {
    return db
      .selectFrom('users')
      .select(['locale', sql<string>`email`.as('email')])
      .where('id', '=', userId)
      .where('email', 'is not', null)
      .executeTakeFirst();
  },

  /** Everyone with a role other than customer, by address (an agent or provider may have only a number). */
  async staff(db: Db) {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'phone', 'role'])
      .where('role', '<>', 'customer')
      .orderBy('email')
      .execute();
  },

  /** The user, locked until the transaction ends, so two role changes of one account apply one after the other. */
  async lockRole(trx: Trx, userId: string): Promise<{ id: string; email: string | null; role: UserRole } | undefined> {
    return trx
      .selectFrom('users')
      .select(['id', 'email', 'role'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  },

  async setRole(db: Db, userId: string, role: UserRole): Promise<void> {
    await db.updateTable('users').set({ role }).where('id', '=', userId).execute();
  },
};
