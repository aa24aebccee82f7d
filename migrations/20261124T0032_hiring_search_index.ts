import { sql, type Kysely } from 'kysely';

/**
 * Nearest-centre search at the size of India's CHC registry (40,000 centres): the centre's point on the earth is
 * stored once (ll_to_earth is a SQL function, costly to run for every row of a search box), its GiST index walks
 * centres nearest first (cube's <-> distance), and the largest service radius comes from a small index instead of
 * a scan, so the search box is no wider than the farthest any centre reaches.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE hire_centres ADD COLUMN earth cube GENERATED ALWAYS AS (ll_to_earth(lat, lon)) STORED`.execute(
    db,
  );
  await sql`DROP INDEX hire_centres_earth_idx`.execute(db);
  await sql`CREATE INDEX hire_centres_earth_idx ON hire_centres USING gist (earth) WHERE is_active`.execute(db);
  await sql`CREATE INDEX hire_centres_radius_idx ON hire_centres (service_radius_km) WHERE is_active`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX hire_centres_radius_idx`.execute(db);
  await sql`DROP INDEX hire_centres_earth_idx`.execute(db);
  await sql`ALTER TABLE hire_centres DROP COLUMN earth`.execute(db);
  await sql`CREATE INDEX hire_centres_earth_idx ON hire_centres USING gist (ll_to_earth(lat, lon)) WHERE
    is_active`.execute(db);
}
