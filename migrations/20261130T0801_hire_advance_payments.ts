import { sql, type Kysely } from 'kysely';

/**
 * hire_advance_payments: every payment started for a hire job's advance (the SMS or WhatsApp link of an assisted
 * booking, the farmer's own checkout on /hire), so whichever is captured first settles the job and any other that
 * is captured too is refunded in full, once (server/modules/hiring/hire-advance-payments.ts). The advances started
 * before this table are kept as they were: settled when the job's advance is paid, open otherwise.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE hire_advance_payments (
      payment_id text PRIMARY KEY,
      job_id uuid NOT NULL REFERENCES hire_jobs (id) ON DELETE CASCADE,
      channel text NOT NULL CHECK (channel IN ('checkout', 'payment_link')),
      amount integer NOT NULL CHECK (amount > 0),
      created_at timestamptz NOT NULL,
      outcome text NOT NULL DEFAULT 'open' CHECK (outcome IN ('open', 'settled', 'refunding', 'refunded')),
      refunded_amount integer CHECK (refunded_amount >= 0),
      decided_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX hire_advance_payments_job_idx ON hire_advance_payments (job_id)`.execute(db);
  // At most one payment settles a job's advance.
  await sql`
    CREATE UNIQUE INDEX hire_advance_payments_one_settled ON hire_advance_payments (job_id) WHERE outcome = 'settled'
  `.execute(db);
  await sql`
    INSERT INTO hire_advance_payments (payment_id, job_id, channel, amount, created_at, outcome, decided_at)
    SELECT advance_payment_id, id, 'checkout', advance, created_at,
           CASE WHEN advance_paid_at IS NULL THEN 'open' ELSE 'settled' END, advance_paid_at
    FROM hire_jobs
    WHERE advance_payment_id IS NOT NULL AND advance > 0
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE hire_advance_payments`.execute(db);
}
