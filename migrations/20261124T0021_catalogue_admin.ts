import { sql, type Kysely } from 'kysely';

/**
 * What the back office keeps about a machine beyond its name and price: specifications (the spec's translation
 * dictionary names them), rental terms and an archived mark. A machine that an order names is archived, never
 * deleted: it leaves the shop's lists but its orders still show it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('equipment')
    .addColumn('brand', 'text', (c) => c.check(sql`length(brand) <= 100`))
    .addColumn('model', 'text', (c) => c.check(sql`length(model) <= 100`))
    .addColumn('model_year', 'integer', (c) => c.check(sql`model_year between 1950 and 2100`))
    .addColumn('horsepower', 'integer', (c) => c.check(sql`horsepower between 0 and 2000`))
    .addColumn('condition', 'text', (c) => c.check(sql`condition in ('new', 'like_new', 'good', 'fair')`))
    .addColumn('hours_used', 'integer', (c) => c.check(sql`hours_used between 0 and 1000000`))
    .addColumn('warranty_months', 'integer', (c) => c.check(sql`warranty_months between 0 and 240`))
    .addColumn('features', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`length(features) <= 2000`),
    )
    .addColumn('features_kn', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`length(features_kn) <= 2000`),
    )
    .addColumn('minimum_rental_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`minimum_rental_days between 1 and 92`),
    )
    // Days after each rental's return day on which the unit stays in the shop for servicing.
    .addColumn('buffer_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`buffer_days between 0 and 30`),
    )
    // Paise per rented unit, refundable: charged with the order, returned less any late fee or agreed damage.
    .addColumn('security_deposit', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`security_deposit >= 0`),
    )
    .addColumn('archived_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('equipment')
    .dropColumn('brand')
    .dropColumn('model')
    .dropColumn('model_year')
    .dropColumn('horsepower')
    .dropColumn('condition')
    .dropColumn('hours_used')
    .dropColumn('warranty_months')
    .dropColumn('features')
    .dropColumn('features_kn')
    .dropColumn('minimum_rental_days')
    .dropColumn('buffer_days')
    .dropColumn('security_deposit')
    .dropColumn('archived_at')
    .dropColumn('updated_at')
    .execute();
}
