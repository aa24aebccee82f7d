import { sql, type Kysely } from 'kysely';

/**
 * Work measured at the field (issue 25, items 3 and 4). `field_readings`: what the operator's phone recorded (start,
 * stop, a walked boundary, a photo), one row per reading under the id the phone made for it, so a reading sent twice
 * (a retry, two syncs at once) is kept once; a boundary keeps its fixes and the server's own measurement of them
 * (area and ± in thousandths of an acre, or why the track was refused). `field_outcomes`: one row per job the
 * readings finished: what was billed, the boundary shown to the farmer, and whether the farmer confirmed it with
 * the code sent by SMS or disputed it (then the shop's staff resolve it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE field_readings (
      id uuid PRIMARY KEY,
      job_id uuid NOT NULL REFERENCES hire_jobs (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('start', 'stop', 'boundary', 'photo')),
      taken_at timestamptz NOT NULL,
      recorded_by uuid NOT NULL REFERENCES users (id),
      received_at timestamptz NOT NULL,
      fixes jsonb,
      photo text,
      area_milli integer CHECK (area_milli >= 0),
      plus_minus_milli integer CHECK (plus_minus_milli >= 0),
      refusal text,
      CONSTRAINT field_readings_boundary CHECK ((kind = 'boundary') = (fixes IS NOT NULL)),
      CONSTRAINT field_readings_photo CHECK ((kind = 'photo') = (photo IS NOT NULL)),
      CONSTRAINT field_readings_measured CHECK (kind <> 'boundary' OR (area_milli IS NULL) <> (refusal IS NULL))
    )
  `.execute(db);
  await sql`CREATE INDEX field_readings_job_idx ON field_readings (job_id, kind, taken_at)`.execute(db);
  await sql`
    CREATE TABLE field_outcomes (
      job_id uuid PRIMARY KEY REFERENCES hire_jobs (id) ON DELETE CASCADE,
      unit text NOT NULL CHECK (unit IN ('acre', 'hour')),
      measured_milli integer NOT NULL CHECK (measured_milli >= 0),
      plus_minus_milli integer,
      boundary jsonb,
      boundary_reading_id uuid REFERENCES field_readings (id),
      started_at timestamptz,
      stopped_at timestamptz,
      state text NOT NULL DEFAULT 'measured' CHECK (state IN ('measured', 'confirmed', 'disputed', 'resolved')),
      confirmed_at timestamptz,
      confirmed_via text CHECK (confirmed_via IN ('farmer', 'operator')),
      disputed_at timestamptz,
      dispute_note text,
      resolved_at timestamptz,
      resolved_by uuid REFERENCES users (id),
      resolution_note text,
      created_at timestamptz NOT NULL,
      CONSTRAINT field_outcomes_confirmed CHECK ((state = 'confirmed') = (confirmed_at IS NOT NULL)),
      CONSTRAINT field_outcomes_disputed CHECK (state NOT IN ('disputed', 'resolved') OR disputed_at IS NOT NULL)
    )
  `.execute(db);
  await sql`CREATE INDEX field_outcomes_disputed_idx ON field_outcomes (disputed_at) WHERE state = 'disputed'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE field_outcomes`.execute(db);
  await sql`DROP TABLE field_readings`.execute(db);
}
