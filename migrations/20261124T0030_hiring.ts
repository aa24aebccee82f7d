import { sql, type Kysely } from 'kysely';

/**
 * Hiring a machine with its operator: centres, their services, crew capacity by half day, jobs with their
 * timeline, the waiting list, ratings and the SMS outbox. Amounts are integer paise; quantities integer
 * thousandths of an acre or an hour (shared/hiring.ts).
 *
 * Guarantees the tables keep whatever code writes to them:
 * - a crew's half day belongs to at most one job (the primary key of hire_crew_slots), so capacity cannot be
 *   overbooked even by a bug that skips the service's lock;
 * - a job's status is one of the timeline's; a rating is one per job, 1-5 stars;
 * - nearest-centre search walks a GiST index over earthdistance's cube of the centre's coordinates.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS cube`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS earthdistance`.execute(db);

  await sql`
    CREATE TABLE hire_centres (
      id serial PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
      name_kn text NOT NULL CHECK (length(name_kn) BETWEEN 1 AND 120),
      address text NOT NULL,
      village text NOT NULL,
      taluk text NOT NULL,
      district text NOT NULL,
      pin_code text NOT NULL CHECK (pin_code ~ '^[1-9][0-9]{5}$'),
      lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
      lon double precision NOT NULL CHECK (lon BETWEEN -180 AND 180),
      service_radius_km integer NOT NULL CHECK (service_radius_km BETWEEN 1 AND 500),
      phone text NOT NULL,
      rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
      rating_sum integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  // A centre reaches a field within its own radius; the search asks the index for centres within the largest
  // radius of any centre, then checks each one's own (see hiring.repository.ts).
  await sql`CREATE INDEX hire_centres_earth_idx ON hire_centres USING gist (ll_to_earth(lat, lon)) WHERE
    is_active`.execute(db);

  await sql`
    CREATE TABLE hire_services (
      id serial PRIMARY KEY,
      centre_id integer NOT NULL REFERENCES hire_centres (id) ON DELETE CASCADE,
      operation text NOT NULL CHECK (operation IN ('ploughing', 'rotavating', 'puddling', 'sowing', 'transplanting',
        'paddy_harvesting', 'other_harvesting', 'threshing', 'spraying', 'baling')),
      machine_equipment_id integer REFERENCES equipment (id) ON DELETE SET NULL,
      implement_equipment_id integer REFERENCES equipment (id) ON DELETE SET NULL,
      machine_name text NOT NULL,
      machine_name_kn text NOT NULL,
      operator_included boolean NOT NULL DEFAULT true,
      unit text NOT NULL CHECK (unit IN ('acre', 'hour')),
      rate bigint NOT NULL CHECK (rate > 0),
      minimum_charge bigint NOT NULL DEFAULT 0 CHECK (minimum_charge >= 0),
      travel_per_km bigint NOT NULL DEFAULT 0 CHECK (travel_per_km >= 0),
      free_km integer NOT NULL DEFAULT 0 CHECK (free_km >= 0),
      acres_per_hour_milli integer CHECK (acres_per_hour_milli > 0),
      crews integer NOT NULL CHECK (crews BETWEEN 1 AND 100),
      capacity_per_crew_day_milli integer NOT NULL CHECK (capacity_per_crew_day_milli > 0),
      advance_percent integer NOT NULL DEFAULT 25 CHECK (advance_percent BETWEEN 0 AND 100),
      rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
      rating_sum integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT hire_services_hourly_rate CHECK (unit = 'acre' OR acres_per_hour_milli IS NOT NULL)
    )
  `.execute(db);
  await sql`CREATE INDEX hire_services_centre_operation_idx ON hire_services (centre_id, operation) WHERE
    is_active`.execute(db);

  await sql`
    CREATE TABLE hire_jobs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
      centre_id integer NOT NULL REFERENCES hire_centres (id) ON DELETE RESTRICT,
      service_id integer NOT NULL REFERENCES hire_services (id) ON DELETE RESTRICT,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'booked', 'crew_assigned', 'on_the_way',
        'working', 'done', 'paid', 'cancelled', 'expired')),
      day date NOT NULL,
      slot text NOT NULL CHECK (slot IN ('morning', 'afternoon', 'whole_day')),
      reserved_until timestamptz,
      area_milli_acres integer NOT NULL CHECK (area_milli_acres > 0),
      field_lat double precision NOT NULL,
      field_lon double precision NOT NULL,
      field_place text NOT NULL,
      landmark text NOT NULL,
      phone text NOT NULL,
      locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'kn')),
      distance_km double precision NOT NULL CHECK (distance_km >= 0),
      unit text NOT NULL CHECK (unit IN ('acre', 'hour')),
      rate bigint NOT NULL,
      minimum_charge bigint NOT NULL,
      travel_per_km bigint NOT NULL,
      free_km integer NOT NULL,
      acres_per_hour_milli integer,
      advance_percent integer NOT NULL,
      quoted_quantity_milli integer NOT NULL,
      quoted_total bigint NOT NULL CHECK (quoted_total >= 0),
      advance bigint NOT NULL CHECK (advance >= 0 AND advance <= quoted_total),
      advance_payment_id text UNIQUE,
      advance_paid_at timestamptz,
      crew_no integer,
      operator_name text,
      operator_phone text,
      machine text,
      measured_milli integer CHECK (measured_milli > 0),
      photo_url text,
      bill_work bigint,
      bill_travel bigint,
      bill_total bigint,
      bill_needs_acceptance boolean NOT NULL DEFAULT false,
      bill_accepted_at timestamptz,
      balance bigint CHECK (balance >= 0),
      balance_payment_id text UNIQUE,
      balance_paid_by text CHECK (balance_paid_by IN ('card', 'cash')),
      paid_at timestamptz,
      cancelled_at timestamptz,
      cancelled_by text CHECK (cancelled_by IN ('farmer', 'centre')),
      refund bigint CHECK (refund >= 0),
      waitlist_id uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT hire_jobs_pending_is_reserved CHECK (status <> 'pending' OR reserved_until IS NOT NULL),
      CONSTRAINT hire_jobs_booked_has_advance CHECK (
        status IN ('pending', 'expired') OR advance = 0 OR advance_paid_at IS NOT NULL OR status = 'cancelled'),
      CONSTRAINT hire_jobs_done_is_billed CHECK (status NOT IN ('done', 'paid') OR (measured_milli IS NOT NULL
        AND bill_total IS NOT NULL)),
      CONSTRAINT hire_jobs_paid_how CHECK (status <> 'paid' OR (balance_paid_by IS NOT NULL AND paid_at IS NOT NULL))
    )
  `.execute(db);
  await sql`CREATE INDEX hire_jobs_user_idx ON hire_jobs (user_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX hire_jobs_centre_day_idx ON hire_jobs (centre_id, day)`.execute(db);
  await sql`CREATE INDEX hire_jobs_pending_idx ON hire_jobs (reserved_until) WHERE status = 'pending'`.execute(db);

  await sql`
    CREATE TABLE hire_job_events (
      id bigserial PRIMARY KEY,
      job_id uuid NOT NULL REFERENCES hire_jobs (id) ON DELETE CASCADE,
      status text NOT NULL,
      at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX hire_job_events_job_idx ON hire_job_events (job_id, id)`.execute(db);

  // Each row is one crew's half day taken by one job: the primary key is the capacity.
  await sql`
    CREATE TABLE hire_crew_slots (
      service_id integer NOT NULL REFERENCES hire_services (id) ON DELETE CASCADE,
      day date NOT NULL,
      crew_no integer NOT NULL CHECK (crew_no >= 1),
      half text NOT NULL CHECK (half IN ('am', 'pm')),
      job_id uuid NOT NULL REFERENCES hire_jobs (id) ON DELETE CASCADE,
      PRIMARY KEY (service_id, day, crew_no, half)
    )
  `.execute(db);
  await sql`CREATE INDEX hire_crew_slots_job_idx ON hire_crew_slots (job_id)`.execute(db);

  await sql`
    CREATE TABLE hire_waitlist (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      service_id integer NOT NULL REFERENCES hire_services (id) ON DELETE CASCADE,
      day date NOT NULL,
      slot text NOT NULL CHECK (slot IN ('morning', 'afternoon', 'whole_day')),
      area_milli_acres integer NOT NULL CHECK (area_milli_acres > 0),
      field_lat double precision NOT NULL,
      field_lon double precision NOT NULL,
      field_place text NOT NULL,
      landmark text NOT NULL,
      phone text NOT NULL,
      locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'kn')),
      status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'offered', 'booked', 'lapsed', 'withdrawn')),
      offered_job_id uuid REFERENCES hire_jobs (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX hire_waitlist_queue_idx ON hire_waitlist (service_id, day, created_at) WHERE status
    = 'waiting'`.execute(db);
  await sql`CREATE UNIQUE INDEX hire_waitlist_once_idx ON hire_waitlist (user_id, service_id, day) WHERE
    status IN ('waiting', 'offered')`.execute(db);
  await sql`ALTER TABLE hire_jobs ADD CONSTRAINT hire_jobs_waitlist_fk FOREIGN KEY (waitlist_id) REFERENCES
    hire_waitlist (id) ON DELETE SET NULL`.execute(db);

  await sql`
    CREATE TABLE hire_ratings (
      job_id uuid PRIMARY KEY REFERENCES hire_jobs (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      centre_id integer NOT NULL REFERENCES hire_centres (id) ON DELETE CASCADE,
      service_id integer NOT NULL REFERENCES hire_services (id) ON DELETE CASCADE,
      service_stars integer NOT NULL CHECK (service_stars BETWEEN 1 AND 5),
      operator_stars integer NOT NULL CHECK (operator_stars BETWEEN 1 AND 5),
      comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 500),
      created_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX hire_ratings_service_idx ON hire_ratings (service_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE sms_outbox (
      id bigserial PRIMARY KEY,
      to_phone text NOT NULL,
      body text NOT NULL,
      locale text NOT NULL,
      kind text NOT NULL,
      job_id uuid REFERENCES hire_jobs (id) ON DELETE SET NULL,
      segments integer NOT NULL,
      provider text NOT NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'dev')),
      provider_id text,
      error text,
      created_at timestamptz NOT NULL,
      sent_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX sms_outbox_created_idx ON sms_outbox (created_at DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE sms_outbox`.execute(db);
  await sql`DROP TABLE hire_ratings`.execute(db);
  await sql`ALTER TABLE hire_jobs DROP CONSTRAINT hire_jobs_waitlist_fk`.execute(db);
  await sql`DROP TABLE hire_waitlist`.execute(db);
  await sql`DROP TABLE hire_crew_slots`.execute(db);
  await sql`DROP TABLE hire_job_events`.execute(db);
  await sql`DROP TABLE hire_jobs`.execute(db);
  await sql`DROP TABLE hire_services`.execute(db);
  await sql`DROP TABLE hire_centres`.execute(db);
}
