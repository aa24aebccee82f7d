import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A pending order holds its rental units until reserved_until; paid orders hold them for good (until
  // refunded). Amounts are integer paise.
  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'paid', 'failed', 'expired', 'refunded')`),
    )
    .addColumn('reserved_until', 'timestamptz')
    .addColumn('subtotal', 'bigint', (c) => c.notNull().check(sql`subtotal >= 0`))
    .addColumn('tax', 'bigint', (c) => c.notNull().check(sql`tax >= 0`))
    .addColumn('shipping', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`shipping >= 0`),
    )
    .addColumn('total', 'bigint', (c) => c.notNull().check(sql`total >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('INR'))
    .addColumn('shipping_address', 'jsonb', (c) => c.notNull())
    .addColumn('payment_provider', 'text', (c) => c.notNull())
    .addColumn('payment_intent_id', 'text', (c) => c.unique())
    .addColumn('is_rental', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX orders_user_id_created_at_idx ON orders (user_id, created_at DESC)`.execute(db);

  // Rental dates are [start, end): the end day is the return day, neither booked nor charged.
  await db.schema
    .createTable('order_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('equipment_id', 'integer', (c) => c.notNull().references('equipment.id').onDelete('restrict'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price', 'integer', (c) => c.notNull().check(sql`unit_price >= 0`))
    .addColumn('is_rental', 'boolean', (c) => c.notNull())
    .addColumn('rental_start_date', 'date')
    .addColumn('rental_end_date', 'date')
    .addColumn('rental_days', 'integer')
    .addColumn('line_total', 'bigint', (c) => c.notNull().check(sql`line_total >= 0`))
    .addCheckConstraint(
      'order_items_rental_dates',
      sql`case when is_rental
            then rental_start_date is not null and rental_end_date > rental_start_date
                 and rental_days = rental_end_date - rental_start_date
            else rental_start_date is null and rental_end_date is null and rental_days is null end`,
    )
    .execute();
  await db.schema.createIndex('order_items_order_id_idx').on('order_items').column('order_id').execute();
  await db.schema.createIndex('order_items_equipment_id_idx').on('order_items').column('equipment_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_items').execute();
  await db.schema.dropTable('orders').execute();
}
