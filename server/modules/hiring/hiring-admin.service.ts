import type { HireCentreInput, HireServiceInput } from '../../../shared/schemas/hiring.js';
import type { SessionUser } from '../../deps.js';
import { refuse } from '../../errors.js';
import { hireBalance } from './hire-balance.js';
import type { HiringDeps } from './hire-deps.js';
import { hiringRepository } from './hiring.repository.js';

/**
 * Owners keep the centres and their services; staff read them to run the job board and collect balances after the
 * work (hire-balance.ts: UPI QR at the field, payment link by SMS, cash).
 */
export const hiringAdminService = {
  balanceQr: (deps: HiringDeps, user: SessionUser, jobId: string) => hireBalance.showQr(deps, user, jobId),
  balanceLink: (deps: HiringDeps, user: SessionUser, jobId: string) => hireBalance.sendLink(deps, user, jobId),
  recordCash: (deps: HiringDeps, user: SessionUser, jobId: string, amount: number) =>
    hireBalance.recordCash(deps, user, jobId, amount),

  async centres(deps: HiringDeps) {
    return hiringRepository.allCentres(deps.db, 500);
  },

  async services(deps: HiringDeps, centreId: number) {
    return hiringRepository.servicesOfCentre(deps.db, centreId);
  },

  async saveCentre(deps: HiringDeps, input: HireCentreInput): Promise<{ id: number }> {
    const { id, ...values } = input;
    if (id === undefined) return hiringRepository.insertCentre(deps.db, values);
    const updated = await hiringRepository.updateCentre(deps.db, id, values);
    if (!updated) refuse('NOT_FOUND', {}, 'Centre not found');
    return updated;
  },

  /** Price changes apply to new bookings; a booked job keeps the rates it was quoted. */
  async saveService(deps: HiringDeps, input: HireServiceInput): Promise<{ id: number }> {
    const { id, ...values } = input;
    if (!(await hiringRepository.centreExists(deps.db, values.centreId))) refuse('NOT_FOUND', {}, 'Centre not found');
    if (id === undefined) return hiringRepository.insertService(deps.db, values);
    const updated = await hiringRepository.updateService(deps.db, id, values);
    if (!updated) refuse('NOT_FOUND', {}, 'Service not found');
    return updated;
  },
};
