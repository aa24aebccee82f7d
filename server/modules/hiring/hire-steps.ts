import type { Updateable } from 'kysely';
import { afterStep, type HireJobActor, type HireJobStep } from '../../../shared/hire-job-life.js';
import type { HireJobsTable } from '../../db/hiring-tables.js';
import type { Trx } from '../../db/db.js';
import { refuse } from '../../errors.js';
import { ledger } from '../ledger/ledger.service.js';
import { hiringRepository, type HireJobRow } from './hiring.repository.js';

export function wrongState(job: Pick<HireJobRow, 'status'>): never {
  refuse('HIRE_JOB_STATE', { status: job.status }, `This cannot be done to a job that is ${job.status}`);
}

/**
 * Moves a job one step along its life (shared/hire-job-life.ts), recording when. `job` must be the row read under
 * its lock in this same transaction (hiringRepository.lockJob), so the state checked is the state changed. The money
 * the step moves is posted to the ledger in the same transaction (server/modules/ledger).
 */
export async function takeStep(
  trx: Trx,
  job: Pick<HireJobRow, 'id' | 'status'>,
  step: HireJobStep,
  actor: HireJobActor,
  at: Date,
  extra: Updateable<HireJobsTable> = {},
): Promise<void> {
  const to = afterStep(job.status, step, actor);
  if (to === null) wrongState(job);
  await hiringRepository.setStatus(trx, job.id, to, at, extra);
  await ledger.postHireEvent(trx, { type: 'step', jobId: job.id, step, at });
}
