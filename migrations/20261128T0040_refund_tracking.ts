import { sql, type Kysely } from 'kysely';

/**
 * Refunds that reach the farmer, and nothing lost (issue 21).
 *
 * - `refunds` (orders) learns where each refund stands at the provider: its id there, pending -> processed or
 *   failed, the way the money goes back (UPI, card, net banking) and the day it should arrive.
 * - `payment_refunds` (payments) records every other refund the shop sends: a payment that came after its order's
 *   hold ran out, a hire advance given back, a capture with nothing to give it. One row per idempotency key, so the
 *   same refund is recorded once however many sweeps or requests see it.
 * - `payment_captures` (payments): each captured payment's method and provider fee as the provider told them, for
 *   the daily settlement.
 * - `payment_sweep_lease` (payments): one row; the sweep that takes it runs, any other process skips its turn.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('refunds')
    .addColumn('provider_refund_id', 'text')
    .addColumn('provider_status', 'text', (c) => c.check(sql`provider_status in ('pending', 'processed', 'failed')`))
    .addColumn('method', 'text', (c) => c.check(sql`method in ('upi', 'card', 'netbanking')`))
    .addColumn('arrives_by', 'date')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('staff_told_at', 'timestamptz')
    .execute();
  await sql`create unique index refunds_provider_refund_idx on refunds (provider_refund_id)
    where provider_refund_id is not null`.execute(db);
  await sql`create index refunds_provider_pending_idx on refunds (created_at)
    where provider_status = 'pending'`.execute(db);

  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull().check(sql`target_kind in ('order', 'hireJob')`))
    .addColumn('target_id', 'uuid')
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('late_payment', 'hire_refund', 'orphan')`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('method', 'text', (c) => c.check(sql`method in ('upi', 'card', 'netbanking')`))
    .addColumn('provider_refund_id', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'processed', 'failed')`),
    )
    .addColumn('arrives_by', 'date')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addColumn('staff_told_at', 'timestamptz')
    .addColumn('farmer_told_at', 'timestamptz')
    .execute();
  await sql`create unique index payment_refunds_provider_idx on payment_refunds (provider_refund_id)
    where provider_refund_id is not null`.execute(db);
  await sql`create index payment_refunds_user_idx on payment_refunds (user_id, created_at)`.execute(db);
  await sql`create index payment_refunds_pending_idx on payment_refunds (created_at)
    where status = 'pending'`.execute(db);

  await db.schema
    .createTable('payment_captures')
    .addColumn('payment_id', 'text', (c) => c.primaryKey())
    .addColumn('target_kind', 'text', (c) => c.notNull().check(sql`target_kind in ('order', 'hireJob')`))
    .addColumn('target_id', 'uuid')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.check(sql`method in ('upi', 'card', 'netbanking')`))
    .addColumn('fee', 'integer')
    .addColumn('matched', 'boolean', (c) => c.notNull())
    .addColumn('captured_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index payment_captures_day_idx on payment_captures (captured_at)`.execute(db);

  await db.schema
    .createTable('payment_sweep_lease')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('held_until', 'timestamptz', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_sweep_lease').execute();
  await db.schema.dropTable('payment_captures').execute();
  await db.schema.dropTable('payment_refunds').execute();
  await sql`drop index if exists refunds_provider_refund_idx`.execute(db);
  await sql`drop index if exists refunds_provider_pending_idx`.execute(db);
  await db.schema
    .alterTable('refunds')
    .dropColumn('provider_refund_id')
    .dropColumn('provider_status')
    .dropColumn('method')
    .dropColumn('arrives_by')
    .dropColumn('settled_at')
    .dropColumn('staff_told_at')
    .execute();
}
