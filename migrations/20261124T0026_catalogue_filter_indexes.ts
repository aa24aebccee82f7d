import { sql, type Kysely } from 'kysely';

/**
 * The shopper's sorts (price both ways, newest, name), each ending on the id, over machines still in the shop: an
 * index per order lets a page be read from the index in order instead of sorting every match.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX equipment_price_order_idx ON equipment (price, id) WHERE archived_at IS NULL`.execute(db);
  await sql`CREATE INDEX equipment_rent_order_idx ON equipment (rental_price_per_day, id) WHERE archived_at
    IS NULL AND is_available_for_rent`.execute(db);
  await sql`CREATE INDEX equipment_newest_order_idx ON equipment (created_at DESC, id DESC) WHERE
    archived_at IS NULL`.execute(db);
  await sql`CREATE INDEX equipment_name_order_idx ON equipment (name, id) WHERE archived_at IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX equipment_name_order_idx`.execute(db);
  await sql`DROP INDEX equipment_newest_order_idx`.execute(db);
  await sql`DROP INDEX equipment_rent_order_idx`.execute(db);
  await sql`DROP INDEX equipment_price_order_idx`.execute(db);
}
