import { sql, type Kysely } from 'kysely';

/**
 * Paying a hire job's balance after the work (issue 21): by a UPI QR shown at the field, by a payment link sent by
 * SMS, in cash recorded by staff, or at the farmer's own checkout. Every online payment made for a balance is kept
 * in hire_balance_payments, so the provider's news about any of them ("job X was paid") can find them all: the
 * first one that succeeds settles the balance, any other that succeeds too is refunded in full ('refunding' until
 * the provider took the refund, then 'refunded'). The job records how the balance was settled and, for cash, who
 * recorded it and when.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE hire_jobs
      ADD COLUMN balance_method text CHECK (balance_method IN ('upi_qr', 'payment_link', 'cash', 'checkout')),
      ADD COLUMN balance_settled_payment_id text,
      ADD COLUMN cash_recorded_by uuid REFERENCES users (id),
      ADD COLUMN cash_recorded_at timestamptz,
      ADD CONSTRAINT hire_jobs_cash_recorded CHECK (
        balance_method IS DISTINCT FROM 'cash' OR (cash_recorded_by IS NOT NULL AND cash_recorded_at IS NOT NULL)),
      ADD CONSTRAINT hire_jobs_online_settled CHECK (
        balance_method IS NULL OR balance_method = 'cash' OR balance_settled_payment_id IS NOT NULL)
  `.execute(db);
  await sql`
    CREATE TABLE hire_balance_payments (
      payment_id text PRIMARY KEY,
      job_id uuid NOT NULL REFERENCES hire_jobs (id) ON DELETE CASCADE,
      channel text NOT NULL CHECK (channel IN ('upi_qr', 'payment_link', 'checkout')),
      amount bigint NOT NULL CHECK (amount > 0),
      idempotency_key text NOT NULL,
      created_by uuid REFERENCES users (id),
      created_at timestamptz NOT NULL,
      expires_at timestamptz,
      outcome text NOT NULL DEFAULT 'open' CHECK (outcome IN ('open', 'settled', 'refunding', 'refunded')),
      refunded_amount bigint CHECK (refunded_amount >= 0),
      decided_at timestamptz,
      CONSTRAINT hire_balance_payments_decided CHECK ((outcome = 'open') = (decided_at IS NULL))
    )
  `.execute(db);
  await sql`CREATE INDEX hire_balance_payments_job_idx ON hire_balance_payments (job_id, created_at)`.execute(db);
  // At most one payment settles a balance.
  await sql`CREATE UNIQUE INDEX hire_balance_payments_settled_idx ON hire_balance_payments (job_id)
    WHERE outcome = 'settled'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE hire_balance_payments`.execute(db);
  await sql`
    ALTER TABLE hire_jobs
      DROP CONSTRAINT hire_jobs_online_settled,
      DROP CONSTRAINT hire_jobs_cash_recorded,
      DROP COLUMN cash_recorded_at,
      DROP COLUMN cash_recorded_by,
      DROP COLUMN balance_settled_payment_id,
      DROP COLUMN balance_method
  `.execute(db);
}
