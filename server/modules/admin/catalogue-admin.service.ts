import type { z } from 'zod';
import type { machineInput, machinesListInput } from '../../../shared/schemas/admin.js';
import type { SessionUser } from '../../deps.js';
import { refuse } from '../../errors.js';
import type { Db } from '../catalogue/catalogue.repository.js';
import { likeContains } from '../catalogue/catalogue.repository.js';
import { auditRepository } from './audit.repository.js';

type Machine = z.output<typeof machineInput>;
type AdminDeps = { db: Db; clock: { now(): Date } };

const PAGE_SIZE = 30;

const machineColumns = [
  'id',
  'name',
  'nameKn',
  'description',
  'descriptionKn',
  'categoryId',
  'price',
  'rentalPricePerDay',
  'isAvailableForSale',
  'isAvailableForRent',
  'stockQuantity',
  'brand',
  'model',
  'modelYear',
  'horsepower',
  'condition',
  'hoursUsed',
  'warrantyMonths',
  'features',
  'featuresKn',
  'minimumRentalDays',
  'bufferDays',
  'securityDeposit',
  'archivedAt',
  'updatedAt',
] as const;

async function machineRow(db: Db, id: number, forUpdate = false) {
  let query = db.selectFrom('equipment').select(machineColumns).where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? refuse('NOT_FOUND', {}, 'No such machine');
}

async function checkCategory(db: Db, categoryId: number | null): Promise<void> {
  if (categoryId === null) return;
  const found = await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  if (!found) refuse('NOT_FOUND', {}, 'No such category');
}

/**
 * The catalogue in the back office: machines in both languages with specifications and rental terms. Machines are
 * archived, never deleted (orders name them); every change is audited with the record before and after.
 */
export const catalogueAdminService = {
  async list(db: Db, input: z.output<typeof machinesListInput>) {
    let query = db
      .selectFrom('equipment')
      .select(['id', 'name', 'nameKn', 'price', 'rentalPricePerDay', 'stockQuantity', 'isAvailableForSale', 'isAvailableForRent', 'archivedAt', 'securityDeposit'])
      .where('archivedAt', input.archived ? 'is not' : 'is', null);
    if (input.search) query = query.where('searchText', 'like', likeContains(input.search));
    const rows = await query
      .orderBy('id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset((input.page - 1) * PAGE_SIZE)
      .execute();
    return { machines: rows.slice(0, PAGE_SIZE), hasNextPage: rows.length > PAGE_SIZE, page: input.page };
  },

  async byId(db: Db, id: number) {
    const machine = await machineRow(db, id);
    const photos = await db
      .selectFrom('equipmentPhotos')
      .select(['id', 'position', 'storageKey', 'widths', 'width', 'height'])
      .where('equipmentId', '=', id)
      .orderBy('position')
      .execute();
    return { ...machine, photos };
  },

  async create(deps: AdminDeps, actor: SessionUser, machine: Machine): Promise<{ id: number }> {
    return deps.db.transaction().execute(async (trx) => {
      await checkCategory(trx, machine.categoryId);
      const now = deps.clock.now();
      const { id } = await trx
        .insertInto('equipment')
        .values({ ...machine, imageUrl: null, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await auditRepository.record(trx, { actorId: actor.id, action: 'machine.created', entity: 'machine', entityId: String(id), before: null, after: machine, at: now });
      return { id };
    });
  },

  async update(deps: AdminDeps, actor: SessionUser, id: number, machine: Machine): Promise<{ id: number }> {
    return deps.db.transaction().execute(async (trx) => {
      const before = await machineRow(trx, id, true);
      await checkCategory(trx, machine.categoryId);
      const now = deps.clock.now();
      await trx.updateTable('equipment').set({ ...machine, updatedAt: now }).where('id', '=', id).execute();
      await auditRepository.record(trx, { actorId: actor.id, action: 'machine.updated', entity: 'machine', entityId: String(id), before, after: machine, at: now });
      return { id };
    });
  },

  /** Takes the machine out of the shop's lists (or puts it back); its orders keep naming it. */
  async setArchived(deps: AdminDeps, actor: SessionUser, id: number, archived: boolean): Promise<{ id: number; archived: boolean }> {
    return deps.db.transaction().execute(async (trx) => {
      const before = await machineRow(trx, id, true);
      const now = deps.clock.now();
      await trx.updateTable('equipment').set({ archivedAt: archived ? now : null, updatedAt: now }).where('id', '=', id).execute();
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
