import type { Db } from '../../db/db.js';
import type { HireAdvanceChannel, HireAdvancePaymentsTable } from './hire-advance-tables.js';

/** The queries of hire_advance_payments (the hiring module's): every advance payment started for a job. */
export type HireAdvancePaymentRow = Pick<
  HireAdvancePaymentsTable,
  'paymentId' | 'jobId' | 'channel' | 'amount' | 'refundedAmount'
> & { outcome: 'open' | 'settled' | 'refunding' | 'refunded' };

export const hireAdvancePaymentsRepository = {
  /** Keeps a payment started for a job's advance (once: the same payment is recorded once, whoever asks). */
  async record(
    db: Db,
    row: { paymentId: string; jobId: string; channel: HireAdvanceChannel; amount: number; at: Date },
  ): Promise<void> {
    await db
      .insertInto('hireAdvancePayments')
      .values({
        paymentId: row.paymentId,
        jobId: row.jobId,
        channel: row.channel,
        amount: row.amount,
        createdAt: row.at,
      })
      .onConflict((oc) => oc.column('paymentId').doNothing())
      .execute();
  },

  async paymentsOf(db: Db, jobId: string): Promise<HireAdvancePaymentRow[]> {
    return db
      .selectFrom('hireAdvancePayments')
      .select(['paymentId', 'jobId', 'channel', 'amount', 'outcome', 'refundedAmount'])
      .where('jobId', '=', jobId)
      .orderBy('createdAt')
      .orderBy('paymentId')
      .execute();
  },

  /** The job an advance payment was started for. */
  async jobIdOf(db: Db, paymentId: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('hireAdvancePayments')
      .select('jobId')
      .where('paymentId', '=', paymentId)
      .executeTakeFirst();
    return row?.jobId;
  },

  /** Decides a payment under its job's lock: it takes the advance ('settled') or goes back ('refunding'). */
  async decide(db: Db, paymentId: string, outcome: 'settled' | 'refunding', at: Date): Promise<void> {
    await db
      .updateTable('hireAdvancePayments')
      .set({ outcome, decidedAt: at })
      .where('paymentId', '=', paymentId)
      .execute();
  },

  /** A payment going back has been given back (once: only from 'refunding'). */
  async markRefunded(db: Db, paymentId: string, refundedAmount: number): Promise<void> {
    await db
      .updateTable('hireAdvancePayments')
      .set({ outcome: 'refunded', refundedAmount })
      .where('paymentId', '=', paymentId)
      .where('outcome', '=', 'refunding')
      .execute();
  },

  /**
   * For the payment sweep: advance payments started since `since` other than the one their job names (which the
   * sweep already asks about) and not decided yet, or decided to go back and not yet given back.
   */
  async unconfirmed(db: Db, since: Date, limit: number) {
    return db
      .selectFrom('hireAdvancePayments as a')
      .innerJoin('hireJobs', 'hireJobs.id', 'a.jobId')
      .select(['a.paymentId', 'a.jobId'])
      .where('a.outcome', 'in', ['open', 'refunding'])
      .where((eb) =>
        eb.or([
          eb('hireJobs.advancePaymentId', 'is', null),
          eb('hireJobs.advancePaymentId', '<>', eb.ref('a.paymentId')),
        ]),
      )
      .where('a.createdAt', '>=', since)
      .orderBy('a.createdAt')
      .limit(limit)
      .execute();
  },
};
