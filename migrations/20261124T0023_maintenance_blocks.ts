import { sql, type Kysely } from 'kysely';

/** Units of a machine kept out of rental for days [start_date, end_date) for servicing or repair. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('maintenance_blocks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('equipment_id', 'integer', (c) => c.notNull().references('equipment.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 999`))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('servicing', 'repair')`))
    .addColumn('note', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`length(note) <= 500`),
    )
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('maintenance_blocks_period', sql`end_date > start_date`)
    .execute();
  await db.schema
    .createIndex('maintenance_blocks_equipment_idx')
    .on('maintenance_blocks')
    .columns(['equipment_id', 'start_date', 'end_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('maintenance_blocks').execute();
}
