import { sql, type Kysely } from 'kysely';

/**
 * How long each user has been holding each product through successive checkouts: a restarted checkout renews the
 * hold only up to 30 minutes from the first (server/modules/checkout/holds.ts), so one account cannot keep the
 * last unit from everyone else by restarting checkout every few minutes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('checkout_holds')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('equipment_id', 'integer', (c) => c.notNull().references('equipment.id').onDelete('cascade'))
    .addColumn('first_held_at', 'timestamptz', (c) => c.notNull())
    .addColumn('held_until', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('checkout_holds_pkey', ['user_id', 'equipment_id'])
    .addCheckConstraint('checkout_holds_until_after_first', sql`held_until >= first_held_at`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('checkout_holds').execute();
}
