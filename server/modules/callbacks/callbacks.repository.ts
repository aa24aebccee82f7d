import { sql } from 'kysely';
import type { Db, Trx } from '../../db/db.js';

/** The missed-call queue (callback_requests): one waiting request per number. */

const columns = [
  'id',
  'phone',
  'locale',
  'provider',
  'firstCalledAt',
  'lastCalledAt',
  'calls',
  'expectCallBy',
  'status',
  'jobId',
  'handledBy',
  'handledAt',
] as const;

export const callbacksRepository = {
  /**
   * Puts the caller on the queue, or counts the call on their waiting request (the partial unique index on a waiting
   * number decides, so two deliveries at once make one request). The same call delivered again (same call id) counts
   * nothing. `created` says whether this call made the request.
   */
  async recordCall(
    db: Db,
    call: {
      phone: string;
      locale: 'en' | 'kn';
      provider: string;
      callId: string | null;
      calledAt: Date;
      expectCallBy: Date;
      now: Date;
    },
  ): Promise<{ id: string; created: boolean; calls: number }> {
    const row = await db
      .insertInto('callbackRequests')
      .values({
        phone: call.phone,
        locale: call.locale,
        provider: call.provider,
        lastCallId: call.callId,
        firstCalledAt: call.calledAt,
        lastCalledAt: call.calledAt,
        expectCallBy: call.expectCallBy,
        createdAt: call.now,
      })
      .onConflict((oc) =>
        oc
          .column('phone')
          .where('status', '=', 'waiting')
          .doUpdateSet({
            calls: sql`callback_requests.calls + (CASE WHEN excluded.last_call_id IS NOT NULL
              AND callback_requests.last_call_id IS NOT DISTINCT FROM excluded.last_call_id THEN 0 ELSE 1 END)`,
            lastCalledAt: sql`greatest(callback_requests.last_called_at, excluded.last_called_at)`,
            lastCallId: sql`excluded.last_call_id`,
          }),
      )
      .returning(['id', 'calls', sql<boolean>`(xmax = 0)`.as('created')])
      .executeTakeFirstOrThrow();
    return { id: row.id, created: row.created, calls: row.calls };
  },

  async waiting(db: Db, limit: number) {
    return db
      .selectFrom('callbackRequests')
      .select(columns)
      .where('status', '=', 'waiting')
      .orderBy('firstCalledAt')
      .limit(limit)
      .execute();
  },

  async byId(db: Db, id: string) {
    return db.selectFrom('callbackRequests').select(columns).where('id', '=', id).executeTakeFirst();
  },

  async lock(trx: Trx, id: string) {
    return trx.selectFrom('callbackRequests').select(columns).where('id', '=', id).forUpdate().executeTakeFirst();
  },

  /** waiting → booked or closed, once; false when someone else handled it first. */
  async handle(
    db: Db,
    id: string,
    to: { status: 'booked' | 'closed'; jobId: string | null; by: string; at: Date },
  ): Promise<boolean> {
    const done = await db
      .updateTable('callbackRequests')
      .set({ status: to.status, jobId: to.jobId, handledBy: to.by, handledAt: to.at })
      .where('id', '=', id)
      .where('status', '=', 'waiting')
      .returning('id')
      .executeTakeFirst();
    return done !== undefined;
  },
};
