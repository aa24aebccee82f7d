import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One row per user: the row every cart change locks first, so two tabs or two requests of one user change
  // the cart one after the other instead of overwriting each other.
  await db.schema
    .createTable('carts')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // A product is in a cart at most once bought and once rented. Rental dates are [start, end): the end day is
  // the return day, neither booked nor charged.
  await db.schema
    .createTable('cart_lines')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('carts.user_id').onDelete('cascade'))
    .addColumn('equipment_id', 'integer', (c) => c.notNull().references('equipment.id').onDelete('cascade'))
    .addColumn('is_rental', 'boolean', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 999`))
    .addColumn('rental_start_date', 'date')
    .addColumn('rental_end_date', 'date')
    .addColumn('position', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addPrimaryKeyConstraint('cart_lines_pkey', ['user_id', 'equipment_id', 'is_rental'])
    .addCheckConstraint(
      'cart_lines_rental_dates',
      sql`case when is_rental
            then rental_start_date is not null and rental_end_date > rental_start_date
            else rental_start_date is null and rental_end_date is null end`,
    )
    .execute();
  await db.schema.createIndex('cart_lines_equipment_id_idx').on('cart_lines').column('equipment_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_lines').execute();
  await db.schema.dropTable('carts').execute();
}
