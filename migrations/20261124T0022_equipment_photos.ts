import { sql, type Kysely } from 'kysely';

/** Several photos per machine, in the order staff set; each is stored as WebP at a few widths under one key. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('equipment_photos')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('equipment_id', 'integer', (c) => c.notNull().references('equipment.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 0`))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('widths', sql`integer[]`, (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('equipment_photos_equipment_idx')
    .on('equipment_photos')
    .columns(['equipment_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('equipment_photos').execute();
}
