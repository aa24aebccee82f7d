import type { z } from 'zod';
import type { machineInput, machinesListInput } from '../../../shared/schemas/admin.js';
import type { Db, Trx } from '../../db/db.js';
import type { SessionUser } from '../../deps.js';
import { refuse } from '../../errors.js';
import { machineRepository } from '../catalogue/machines.repository.js';
import { auditRepository } from './audit.repository.js';

type Machine = z.output<typeof machineInput>;
type AdminDeps = { db: Db; clock: { now(): Date } };

const PAGE_SIZE = 30;

function noSuchMachine(): never {
  return refuse('NOT_FOUND', {}, 'No such machine');
}

async function checkCategory(db: Db, categoryId: number | null): Promise<void> {
  if (categoryId !== null && !(await machineRepository.categoryExists(db, categoryId))) {
    refuse('NOT_FOUND', {}, 'No such category');
  }
}

async function lockMachine(trx: Trx, id: number) {
  return (await machineRepository.lockById(trx, id)) ?? noSuchMachine();
}

/**
 * The catalogue in the back office: machines in both languages with specifications and rental terms. Machines are
 * archived, never deleted (orders name them); every change is audited with the record before and after.
 */
export const catalogueAdminService = {
  async list(db: Db, input: z.output<typeof machinesListInput>) {
    const rows = await machineRepository.list(db, {
      archived: input.archived,
      search: input.search,
      limit: PAGE_SIZE + 1,
      offset: (input.page - 1) * PAGE_SIZE,
    });
    return { machines: rows.slice(0, PAGE_SIZE), hasNextPage: rows.length > PAGE_SIZE, page: input.page };
  },

  async byId(db: Db, id: number) {
    const machine = (await machineRepository.byId(db, id)) ?? noSuchMachine();
    return { ...machine, photos: await machineRepository.photos(db, id) };
  },

  async create(deps: AdminDeps, actor: SessionUser, machine: Machine): Promise<{ id: number }> {
    return deps.db.transaction().execute(async (trx) => {
      await checkCategory(trx, machine.categoryId);
      const now = deps.clock.now();
      const id = await machineRepository.insert(trx, { ...machine, imageUrl: null, updatedAt: now });
      await auditRepository.record(trx, {
        actorId: actor.id,
        action: 'machine.created',
        entity: 'machine',
        entityId: String(id),
        before: null,
        after: machine,
        at: now,
      });
      return { id };
    });
  },

  async update(deps: AdminDeps, actor: SessionUser, id: number, machine: Machine): Promise<{ id: number }> {
    return deps.db.transaction().execute(async (trx) => {
      const before = await lockMachine(trx, id);
      await checkCategory(trx, machine.categoryId);
      const now = deps.clock.now();
      await machineRepository.update(trx, id, { ...machine, updatedAt: now });
      await auditRepository.record(trx, {
        actorId: actor.id,
        action: 'machine.updated',
        entity: 'machine',
        entityId: String(id),
        before,
        after: machine,
        at: now,
      });
      return { id };
    });
  },

  /** Takes the machine out of the shop's lists (or puts it back); its orders keep naming it. */
  async setArchived(
    deps: AdminDeps,
    actor: SessionUser,
    id: number,
    archived: boolean,
  ): Promise<{ id: number; archived: boolean }> {
    return deps.db.transaction().execute(async (trx) => {
      const before = await lockMachine(trx, id);
      const now = deps.clock.now();
      await machineRepository.update(trx, id, { archivedAt: archived ? now : null, updatedAt: now });
      await auditRepository.record(trx, {
        actorId: actor.id,
        action: archived ? 'machine.archived' : 'machine.restored',
        entity: 'machine',
        entityId: String(id),
        before: { archivedAt: before.archivedAt },
        after: { archivedAt: archived ? now : null },
        at: now,
      });
      return { id, archived };
    });
  },
};
