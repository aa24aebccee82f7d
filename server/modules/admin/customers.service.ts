import type { UserRole } from '../../../shared/roles.js';
import type { Db } from '../../db/db.js';
import type { SessionUser } from '../../deps.js';
import { refuse } from '../../errors.js';
import { peopleRepository } from '../auth/people.repository.js';
import { ordersRepository } from '../orders/orders.repository.js';
import { auditRepository } from './audit.repository.js';

type AdminDeps = { db: Db; clock: { now(): Date } };
const PAGE_SIZE = 30;

function noSuchCustomer(): never {
  return refuse('NOT_FOUND', {}, 'No such customer');
}

/** People as the back office sees them: address, role, language and orders; never a password hash or a session. */
export const customersService = {
  async search(db: Db, query: string, page: number) {
    const rows = await peopleRepository.search(db, query, { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });
    return { customers: rows.slice(0, PAGE_SIZE), hasNextPage: rows.length > PAGE_SIZE, page };
  },

  async byId(db: Db, userId: string) {
    const customer = (await peopleRepository.byId(db, userId)) ?? noSuchCustomer();
    return { ...customer, orders: await ordersRepository.chargedOfCustomer(db, userId, 100) };
  },

  async staff(db: Db) {
    return peopleRepository.staff(db);
  },

  /** An owner grants or takes back a role; never their own, so the shop cannot lose its last owner by accident. */
  async setRole(
    deps: AdminDeps,
    actor: SessionUser,
    userId: string,
    role: UserRole,
  ): Promise<{ id: string; role: UserRole }> {
    if (userId === actor.id) refuse('OWN_ROLE_LOCKED', {}, 'You cannot change your own role');
    return deps.db.transaction().execute(async (trx) => {
      const before = (await peopleRepository.lockRole(trx, userId)) ?? noSuchCustomer();
      await peopleRepository.setRole(trx, userId, role);
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
