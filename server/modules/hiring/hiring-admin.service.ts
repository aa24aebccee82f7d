import type { HireCentreInput, HireServiceInput } from '../../../shared/schemas/hiring.js';
import { refuse } from '../../errors.js';
import type { HiringDeps } from './hiring.service.js';

/** Owners keep the centres and their services; staff read them to run the job board. */
export const hiringAdminService = {
  async centres(deps: HiringDeps) {
    return deps.db
      .selectFrom('hireCentres')
      .select(['id', 'name', 'nameKn', 'address', 'village', 'taluk', 'district', 'pinCode', 'lat', 'lon', 'serviceRadiusKm', 'phone', 'isActive', 'ratingCount', 'ratingSum'])
      .orderBy('name')
      .limit(500)
      .execute();
  },

  async services(deps: HiringDeps, centreId: number) {
    return deps.db.selectFrom('hireServices').selectAll().where('centreId', '=', centreId).orderBy('operation').orderBy('id').execute();
  },

  async saveCentre(deps: HiringDeps, input: HireCentreInput): Promise<{ id: number }> {
    const { id, ...values } = input;
    if (id === undefined) return deps.db.insertInto('hireCentres').values(values).returning('id').executeTakeFirstOrThrow();
    const updated = await deps.db.updateTable('hireCentres').set(values).where('id', '=', id).returning('id').executeTakeFirst();
    if (!updated) refuse('NOT_FOUND', {}, 'Centre not found');
    return updated;
  },

  /** Price changes apply to new bookings; a booked job keeps the rates it was quoted. */
  async saveService(deps: HiringDeps, input: HireServiceInput): Promise<{ id: number }> {
    const { id, ...values } = input;
    const centre = await deps.db.selectFrom('hireCentres').select('id').where('id', '=', values.centreId).executeTakeFirst();
    if (!centre) refuse('NOT_FOUND', {}, 'Centre not found');
    if (id === undefined) return deps.db.insertInto('hireServices').values(values).returning('id').executeTakeFirstOrThrow();
    const updated = await deps.db.updateTable('hireServices').set(values).where('id', '=', id).returning('id').executeTakeFirst();
    if (!updated) refuse('NOT_FOUND', {}, 'Service not found');
    return updated;
  },
};
