import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/types.js';

/**
 * Fills the catalogue up to `total` items by recombining the seeded items' words, so term frequencies look like
 * a real shop's (common words such as 'tractor' in a tenth of the rows, rare ones in a handful).
 *
 * The trigram (GIN) indexes are dropped for the load and rebuilt once after it: maintaining them row by row made
 * 100,000 rows take minutes on PGlite. Their definitions are read from the catalog, so the migration stays their
 * only author.
 */
export async function generateCatalogue(db: Kysely<Database>, total: number): Promise<number> {
  const existing = await db
    .selectFrom('equipment')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const missing = total - existing.n;
  if (missing <= 0) return existing.n;
  const { rows: ginIndexes } = await sql<{ indexname: string; indexdef: string }>`
    SELECT indexname, indexdef FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename = 'equipment' AND indexdef ILIKE '% USING gin %'`.execute(db);
  for (const index of ginIndexes) await sql`DROP INDEX ${sql.id(index.indexname)}`.execute(db);
  await sql`
    INSERT INTO equipment (name, name_kn, description, description_kn, category_id, price, image_url,
                           is_available_for_sale, is_available_for_rent, rental_price_per_day, stock_quantity)
    SELECT s.name || ' #' || g, s.name_kn || ' #' || g, s.description, s.description_kn, s.category_id,
           s.price + (g % 97) * 100, s.image_url, s.is_available_for_sale, s.is_available_for_rent,
           s.rental_price_per_day, (g % 13)
    FROM generate_series(1, ${missing}::int) AS g
    JOIN LATERAL (
      SELECT * FROM equipment e WHERE e.id <= ${existing.n}::int
      ORDER BY e.id OFFSET (g % ${existing.n}::int) LIMIT 1
    ) s ON true`.execute(db);
  for (const index of ginIndexes) await sql.raw(index.indexdef).execute(db);
  await sql`ANALYZE equipment`.execute(db);
  return total;
}
