import type { UserRole } from '../../../shared/roles.js';
import type { SessionUser } from '../../deps.js';
import { refuse } from '../../errors.js';
import { likeContains, type Db } from '../catalogue/catalogue.repository.js';
import { auditRepository } from './audit.repository.js';

type AdminDeps = { db: Db; clock: { now(): Date } };
const PAGE_SIZE = 30;

/** People as the back office sees them: address, role, language and orders; never a password hash or a session. */
export const customersService = {
  async search(db: Db, query: string, page: number) {
    let q = db
      .selectFrom('users')
      .leftJoin('profiles', 'profiles.id', 'users.id')
      .select(['users.id', 'users.email', 'users.role', 'users.locale', 'users.createdAt', 'profiles.firstName', 'profiles.lastName', 'profiles.phoneNumber']);
    if (query) {
      const term = likeContains(query);
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['users.email']), 'like', term),
          eb(eb.fn('lower', ['profiles.phoneNumber']), 'like', term),
          eb(eb.fn('lower', [eb.fn('concat_ws', [eb.val(' '), 'profiles.firstName', 'profiles.lastName'])]), 'like', term),
        ]),
      );
    }
    const rows = await q.orderBy('users.createdAt', 'desc').limit(PAGE_SIZE + 1).offset((page - 1) * PAGE_SIZE).execute();
    return { customers: rows.slice(0, PAGE_SIZE), hasNextPage: rows.length > PAGE_SIZE, page };
  },

  async byId(db: Db, userId: string) {
    const customer = await db
      .selectFrom('users')
      .leftJoin('profiles', 'profiles.id', 'users.id')
      .select(['users.id', 'users.email', 'users.role', 'users.locale', 'users.createdAt', 'profiles.firstName', 'profiles.lastName', 'profiles.phoneNumber'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    if (!customer) refuse('NOT_FOUND', {}, 'No such customer');
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'status', 'stage', 'isRental', 'total', 'paidAt'])
      .where('userId', '=', userId)
      .where('status', 'in', ['paid', 'cancelled', 'refunded'])
      .orderBy('paidAt', 'desc')
      .limit(100)
      .execute();
    return { ...customer, orders };
  },

  async staff(db: Db) {
    return db.selectFrom('users').select(['id', 'email', 'role']).where('role', '<>', 'customer').orderBy('email').execute();
  },

  /** An owner grants or takes back a role; never their own, so the shop cannot lose its last owner by accident. */
  async setRole(deps: AdminDeps, actor: SessionUser, userId: string, role: UserRole): Promise<{ id: string; role: UserRole }> {
    if (userId === actor.id) refuse('OWN_ROLE_LOCKED', {}, 'You cannot change your own role');
    return deps.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('users').select(['id', 'email', 'role']).where('id', '=', userId).forUpdate().executeTakeFirst();
      if (!before) refuse('NOT_FOUND', {}, 'No such customer');
      await trx.updateTable('users').set({ role }).where('id', '=', userId).execute();
      await auditRepository.record(trx, {
        actorId: actor.id,
        action: 'user.role',
        entity: 'user',
        entityId: userId,
        before: { role: before.role },
        after: { role },
        at: deps.clock.now(),
      });
      return { id: userId, role };
    });
  },
};
