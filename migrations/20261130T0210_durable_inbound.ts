import { type Kysely, sql } from 'kysely';

/**
 * Nothing lost: an inbound WhatsApp or SMS message is written before the webhook answers 200, with what the farmer
 * sent (payload), and marked processed in the transaction that saves its turn. A message accepted but not processed
 * (the process died, a restart) is found by the inbound sweep: claimed_at is a turn's claim on it (a claim older than
 * a few minutes is taken over), attempts how many turns tried it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('conversation_inbound')
    .addColumn('payload', 'jsonb')
    .addColumn('processed_at', 'timestamptz')
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Rows of before were written by the turn itself: they were all answered.
  await sql`UPDATE conversation_inbound SET processed_at = received_at`.execute(db);
  await sql`CREATE INDEX conversation_inbound_unprocessed ON conversation_inbound (received_at)
    WHERE processed_at IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX conversation_inbound_unprocessed`.execute(db);
  await db.schema
    .alterTable('conversation_inbound')
    .dropColumn('payload')
    .dropColumn('processed_at')
    .dropColumn('claimed_at')
    .dropColumn('attempts')
    .execute();
}
