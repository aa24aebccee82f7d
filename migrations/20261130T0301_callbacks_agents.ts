import { sql, type Kysely } from 'kysely';

/**
 * Missed calls and village agents (issue 24, items 4 and 5).
 * - `callback_requests` (callbacks): one row per caller waiting for the shop to call back. A caller who rings again
 *   while waiting is counted on the same row (one open request per number, the partial unique index); a provider's
 *   retried delivery of the same call (same call id) counts nothing. Staff close it as booked (with the job) or done.
 * - `hire_job_agents` (agents): the agent who booked a hire job for a farmer. 'held' until the farmer confirms with the
 *   code sent to their phone, then 'confirmed'; 'lapsed' when the hold ended first. The commission rate is fixed at
 *   booking (basis points of the bill); the commission is written once, when the job is paid (earned_at).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE callback_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      phone text NOT NULL CHECK (phone ~ '^\\+91[0-9]{10}$'),
      locale text NOT NULL CHECK (locale IN ('en', 'kn')),
      provider text NOT NULL CHECK (length(provider) BETWEEN 1 AND 20),
      last_call_id text CHECK (length(last_call_id) <= 100),
      first_called_at timestamptz NOT NULL,
      last_called_at timestamptz NOT NULL,
      calls integer NOT NULL DEFAULT 1 CHECK (calls >= 1),
      expect_call_by timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'booked', 'closed')),
      job_id uuid REFERENCES hire_jobs (id) ON DELETE SET NULL,
      handled_by uuid REFERENCES users (id) ON DELETE SET NULL,
      handled_at timestamptz,
      created_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX callback_requests_waiting_key ON callback_requests (phone) WHERE status = 'waiting'
  `.execute(db);
  await sql`CREATE INDEX callback_requests_queue_idx ON callback_requests (status, first_called_at)`.execute(db);

  await sql`
    CREATE TABLE hire_job_agents (
      job_id uuid PRIMARY KEY REFERENCES hire_jobs (id) ON DELETE CASCADE,
      agent_user_id uuid NOT NULL REFERENCES users (id),
      farmer_user_id uuid NOT NULL REFERENCES users (id),
      commission_percent_bp integer NOT NULL CHECK (commission_percent_bp BETWEEN 0 AND 10000),
      status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'confirmed', 'lapsed')),
      confirmed_at timestamptz,
      commission_base integer CHECK (commission_base >= 0),
      commission integer CHECK (commission >= 0),
      earned_at timestamptz,
      created_at timestamptz NOT NULL,
      CHECK ((earned_at IS NULL) = (commission IS NULL))
    )
  `.execute(db);
  await sql`CREATE INDEX hire_job_agents_agent_idx ON hire_job_agents (agent_user_id, created_at DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hire_job_agents').execute();
  await db.schema.dropTable('callback_requests').execute();
}
