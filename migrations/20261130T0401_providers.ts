import { sql, type Kysely } from 'kysely';

/**
 * Providers (issue 25): owners who list their own machines and services and take jobs — a farmer with a tractor, a
 * private centre, a farmers' producer company. The providers module owns these tables and `hire_centres.provider_id`.
 *
 * Guarantees the tables keep whatever code writes to them:
 * - one provider per account (`user_id` unique); a centre belongs to at most one provider and never changes hands
 *   (`hire_centres.provider_id`, null for the shop's own centres);
 * - payouts go to exactly one way: a bank account (IFSC and number) or a UPI ID, never both, never neither;
 * - an approved provider has a commission (basis points of the job's price, 0-100 %) and the time it was checked;
 * - a rate outside the district's band waits in `provider_rate_requests`; at most one open request per service.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE providers (
      id serial PRIMARY KEY,
      user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE RESTRICT,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
      village text NOT NULL CHECK (length(village) BETWEEN 1 AND 120),
      district text NOT NULL CHECK (length(district) BETWEEN 1 AND 120),
      phone text NOT NULL CHECK (phone ~ '^\\+91[6-9][0-9]{9}$'),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'suspended')),
      commission_percent_bp integer CHECK (commission_percent_bp BETWEEN 0 AND 10000),
      payout_method text NOT NULL CHECK (payout_method IN ('bank', 'upi')),
      bank_ifsc text CHECK (bank_ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
      bank_account_number text CHECK (bank_account_number ~ '^[0-9]{9,18}$'),
      upi_id text CHECK (length(upi_id) BETWEEN 3 AND 100),
      verified_at timestamptz,
      decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT providers_payout_one_way CHECK (
        (payout_method = 'bank' AND bank_ifsc IS NOT NULL AND bank_account_number IS NOT NULL AND upi_id IS NULL)
        OR (payout_method = 'upi' AND upi_id IS NOT NULL AND bank_ifsc IS NULL AND bank_account_number IS NULL)),
      CONSTRAINT providers_approved_checked CHECK (
        status = 'pending' OR (commission_percent_bp IS NOT NULL AND verified_at IS NOT NULL))
    )
  `.execute(db);
  await sql`CREATE INDEX providers_status_idx ON providers (status, created_at)`.execute(db);

  await sql`ALTER TABLE hire_centres ADD COLUMN provider_id integer
    REFERENCES providers (id) ON DELETE RESTRICT`.execute(db);
  await sql`CREATE INDEX hire_centres_provider_idx ON hire_centres (provider_id) WHERE provider_id IS NOT NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE provider_rate_requests (
      id serial PRIMARY KEY,
      provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      service_id integer NOT NULL REFERENCES hire_services (id) ON DELETE CASCADE,
      unit text NOT NULL CHECK (unit IN ('acre', 'hour')),
      rate bigint NOT NULL CHECK (rate > 0),
      minimum_charge bigint NOT NULL CHECK (minimum_charge >= 0),
      travel_per_km bigint NOT NULL CHECK (travel_per_km >= 0),
      free_km integer NOT NULL CHECK (free_km >= 0),
      acres_per_hour_milli integer CHECK (acres_per_hour_milli > 0),
      band_low bigint NOT NULL,
      band_high bigint NOT NULL,
      -- A new service priced outside the band is listed only when its rate is approved.
      activates boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined', 'withdrawn')),
      decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
      decided_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT provider_rate_requests_hourly CHECK (unit = 'acre' OR acres_per_hour_milli IS NOT NULL)
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX provider_rate_requests_open_idx ON provider_rate_requests (service_id)
    WHERE status = 'pending'`.execute(db);
  await sql`CREATE INDEX provider_rate_requests_provider_idx
    ON provider_rate_requests (provider_id, created_at DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE provider_rate_requests`.execute(db);
  await sql`DROP INDEX hire_centres_provider_idx`.execute(db);
  await sql`ALTER TABLE hire_centres DROP COLUMN provider_id`.execute(db);
  await sql`DROP TABLE providers`.execute(db);
}
