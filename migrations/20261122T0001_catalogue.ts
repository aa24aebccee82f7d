import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Substring search over English and Kannada text stays indexed through trigrams.
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`length(name) between 1 and 100`),
    )
    .addColumn('name_kn', 'text', (c) => c.notNull().check(sql`length(name_kn) between 1 and 100`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('equipment')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 200`))
    .addColumn('name_kn', 'text', (c) => c.notNull().check(sql`length(name_kn) between 1 and 200`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_kn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('restrict'))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('image_url', 'text')
    .addColumn('is_available_for_sale', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_available_for_rent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('rental_price_per_day', 'integer', (c) => c.check(sql`rental_price_per_day > 0`))
    .addColumn('stock_quantity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock_quantity >= 0`),
    )
    .addColumn('search_text', 'text', (c) =>
      c.generatedAlwaysAs(sql`lower(name || ' ' || name_kn || ' ' || description || ' ' || description_kn)`).stored(),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'equipment_rentable_has_daily_price',
      sql`not is_available_for_rent or rental_price_per_day is not null`,
    )
    .execute();

  await db.schema.createIndex('equipment_category_id_idx').on('equipment').columns(['category_id', 'id']).execute();
  await sql`CREATE INDEX equipment_search_text_trgm_idx ON equipment USING gin (search_text gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('equipment').execute();
  await db.schema.dropTable('categories').execute();
}
