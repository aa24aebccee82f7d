import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

export interface OutboxSms {
  to: string;
  body: string;
  kind: string;
  segments: number;
  status: string;
  createdAt: Date;
}

/** The latest SMS in the outbox table, newest first: what /dev/mailbox shows beside the e-mails. */
export async function latestSms(db: Kysely<Database>, limit = 50): Promise<OutboxSms[]> {
  const rows = await db
    .selectFrom('smsOutbox')
    .select(['toPhone', 'body', 'kind', 'segments', 'status', 'createdAt'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ toPhone, ...rest }) => ({ to: toPhone, ...rest }));
}
