import type { Db } from '../../db/db.js';
import type { AgentJobStatus } from '../../db/agents-tables.js';

/** The agent of each job they booked (hire_job_agents); reads hire_jobs for the list and the commission. */

const columns = [
  'jobId',
  'agentUserId',
  'farmerUserId',
  'commissionPercentBp',
  'status',
  'confirmedAt',
  'commissionBase',
  'commission',
  'earnedAt',
  'createdAt',
] as const;

export const agentsRepository = {
  /** Records the agent of a job once; a second booking of the same job (a double tap) finds the first row. */
  async record(
    db: Db,
    row: { jobId: string; agentUserId: string; farmerUserId: string; commissionPercentBp: number; createdAt: Date },
  ) {
    await db
      .insertInto('hireJobAgents')
      .values(row)
      .onConflict((oc) => oc.column('jobId').doNothing())
      .execute();
    return db.selectFrom('hireJobAgents').select(columns).where('jobId', '=', row.jobId).executeTakeFirstOrThrow();
  },

  async ofJob(db: Db, jobId: string) {
    return db.selectFrom('hireJobAgents').select(columns).where('jobId', '=', jobId).executeTakeFirst();
  },

  /** held → confirmed, once: of two confirmations at the same moment only one finds the row still held. */
  async confirm(db: Db, jobId: string, at: Date): Promise<boolean> {
    const done = await db
      .updateTable('hireJobAgents')
      .set({ status: 'confirmed', confirmedAt: at })
      .where('jobId', '=', jobId)
      .where('status', '=', 'held')
      .returning('jobId')
      .executeTakeFirst();
    return done !== undefined;
  },

  async setStatus(db: Db, jobId: string, from: AgentJobStatus, to: AgentJobStatus): Promise<void> {
    await db
      .updateTable('hireJobAgents')
      .set({ status: to })
      .where('jobId', '=', jobId)
      .where('status', '=', from)
      .execute();
  },

  /** Held jobs whose hold ended without the farmer's code (the job expired or was cancelled) are lapsed. */
  async lapseEnded(db: Db): Promise<void> {
    await db
      .updateTable('hireJobAgents')
      .set({ status: 'lapsed' })
      .where('status', '=', 'held')
      .where('jobId', 'in', (eb) =>
        eb.selectFrom('hireJobs').select('id').where('status', 'in', ['expired', 'cancelled']),
      )
      .execute();
  },

  /**
   * Confirmed jobs that have been paid (their bill settled) and have no commission yet, with the bill and the
   * provider's commission rate (null: the shop's own centre; a provider without a rate yet: undefined).
   */
  async earnedDue(db: Db, agentUserId?: string) {
    let query = db
      .selectFrom('hireJobAgents as a')
      .innerJoin('hireJobs as j', 'j.id', 'a.jobId')
      .innerJoin('hireCentres as c', 'c.id', 'j.centreId')
      .leftJoin('providers as p', 'p.id', 'c.providerId')
      .select([
        'a.jobId',
        'a.commissionPercentBp',
        'j.billTotal',
        'c.providerId',
        'p.commissionPercentBp as providerBp',
      ])
      .where('j.status', '=', 'paid')
      .where('j.billTotal', 'is not', null)
      .where('a.status', '=', 'confirmed')
      .where('a.earnedAt', 'is', null);
    if (agentUserId) query = query.where('a.agentUserId', '=', agentUserId);
    return query.execute();
  },

  /** Writes a job's commission once: a second writer (the ledger's sweep, the agent's list) finds it written. */
  async setEarned(db: Db, jobId: string, values: { base: number; commission: number; at: Date }): Promise<void> {
    await db
      .updateTable('hireJobAgents')
      .set({ commissionBase: values.base, commission: values.commission, earnedAt: values.at })
      .where('jobId', '=', jobId)
      .where('earnedAt', 'is', null)
      .execute();
  },

  /** The jobs one agent booked, newest first, with what the list shows; only theirs. */
  async jobsOfAgent(db: Db, agentUserId: string, limit: number) {
    return db
      .selectFrom('hireJobAgents as a')
      .innerJoin('hireJobs as j', 'j.id', 'a.jobId')
      .innerJoin('hireServices as s', 's.id', 'j.serviceId')
      .innerJoin('hireCentres as c', 'c.id', 'j.centreId')
      .select([
        'a.jobId',
        'a.status as agentStatus',
        'a.commissionPercentBp',
        'a.commission',
        'a.earnedAt',
        'a.createdAt',
        'j.status',
        'j.day',
        'j.slot',
        'j.phone',
        'j.quotedTotal',
        'j.advance',
        'j.billTotal',
        'j.reservedUntil',
        's.operation',
        'c.name as centreName',
        'c.nameKn as centreNameKn',
      ])
      .where('a.agentUserId', '=', agentUserId)
      .orderBy('a.createdAt', 'desc')
      .limit(limit)
      .execute();
  },
};
