import { sql, type Kysely } from 'kysely';

/**
 * Buyers waiting for units held by others' unpaid checkouts (server/modules/rentals/hold-queue.ts). A buyer refused
 * because a unit is held takes a place; when the hold ends unpaid the unit is kept for the first in line for a few
 * minutes (offered_until) instead of going to whoever asks first. A place ends when its buyer's checkout holds the
 * unit ('served') or when the kept time passes unused ('lapsed'); ended places stay as the record.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('hold_queue')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('equipment_id', 'integer', (c) => c.notNull().references('equipment.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_rental', 'boolean', (c) => c.notNull())
    .addColumn('rental_start_date', 'date')
    .addColumn('rental_end_date', 'date')
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 999`))
    .addColumn('queued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('offered_until', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ended_as', 'text', (c) => c.check(sql`ended_as in ('served', 'lapsed')`))
    .addCheckConstraint(
      'hold_queue_rental_dates',
      sql`(is_rental and rental_end_date > rental_start_date) or (not is_rental and rental_start_date is null)`,
    )
    .addCheckConstraint('hold_queue_ended', sql`(ended_at is null) = (ended_as is null)`)
    .execute();
  // One open place per buyer and line of a product; the line of waiting buyers in order.
  await sql`create unique index hold_queue_open_idx on hold_queue (equipment_id, user_id, is_rental)
    where ended_at is null`.execute(db);
  await sql`create index hold_queue_line_idx on hold_queue (equipment_id, queued_at, id)
    where ended_at is null`.execute(db);
  await sql`create index hold_queue_user_idx on hold_queue (user_id) where ended_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hold_queue').execute();
}
