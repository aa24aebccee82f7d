import { sql, type Kysely } from 'kysely';

/**
 * The waiting list's order is the order farmers joined in: a sequence, since two farmers can join within the
 * same clock tick (and tests run on a fixed clock).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE hire_waitlist ADD COLUMN seq bigserial`.execute(db);
  await sql`DROP INDEX hire_waitlist_queue_idx`.execute(db);
  await sql`CREATE INDEX hire_waitlist_queue_idx ON hire_waitlist (service_id, day, seq) WHERE status =
    'waiting'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX hire_waitlist_queue_idx`.execute(db);
  await sql`ALTER TABLE hire_waitlist DROP COLUMN seq`.execute(db);
  await sql`CREATE INDEX hire_waitlist_queue_idx ON hire_waitlist (service_id, day, created_at) WHERE status
    = 'waiting'`.execute(db);
}
