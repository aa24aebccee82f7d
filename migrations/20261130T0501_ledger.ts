import { sql, type Kysely } from 'kysely';

/**
 * The money ledger (issue 25, item 2): double entry, append only.
 *
 * - `ledger_transactions`: one business event each (a payment received, a job earned, a refund, a payout), named by a
 *   unique `key` so posting the same event twice posts it once. A correction is a new transaction that `reverses`
 *   another (each reversed at most once); nothing is ever edited or deleted.
 * - `ledger_entries`: the lines of a transaction: an account (its kind and, for the farmer's, a provider's and an
 *   agent's accounts, whose it is: `party`) and a signed amount in paise, debit positive and credit negative. A
 *   deferred constraint trigger checks at commit that each transaction's lines add up to zero and that it has lines.
 * - `ledger_payouts`: the transfer of a job's provider share to the provider's linked account: one per job, held
 *   until the farmer confirms the work or 48 hours after it was done (`due_at`), never while disputed (`held`).
 * - `ledger_payout_marks`: the farmer's confirmation and a dispute, kept for a job not paid yet.
 * - `ledger_linked_accounts`: a provider's linked account at the payment provider (Razorpay Route), pending until
 *   the provider's route product is activated.
 */
const ACCOUNTS = [
  'clearing', // money held by the payment provider for the shop
  'cash', // cash collected by the shop's staff
  'farmer', // a farmer's account: a credit balance is money paid and not yet earned
  'provider_payable', // a provider's share, owed to them until paid out
  'platform_commission', // the platform's commission (and the whole of the shop's own centres' work)
  'shop_sales', // the shop's own orders: machines sold and rented (deposits included until given back)
  'agent_payable', // an agent's commission
  'payouts', // money transferred out to providers' linked accounts
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE ledger_transactions (
      id bigserial PRIMARY KEY,
      key text NOT NULL UNIQUE CHECK (length(key) BETWEEN 1 AND 200),
      kind text NOT NULL CHECK (kind IN ('received', 'earned', 'refund', 'payout', 'reversal', 'adjustment')),
      job_id uuid,
      reverses bigint UNIQUE REFERENCES ledger_transactions (id),
      memo text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX ledger_transactions_job_idx ON ledger_transactions (job_id) WHERE job_id IS NOT NULL`.execute(
    db,
  );
  await sql`
    CREATE TABLE ledger_entries (
      id bigserial PRIMARY KEY,
      transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
      account text NOT NULL CHECK (account IN (${sql.join(ACCOUNTS.map((a) => sql.lit(a)))})),
      party text NOT NULL DEFAULT '',
      amount bigint NOT NULL CHECK (amount <> 0)
    )
  `.execute(db);
  await sql`CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id)`.execute(db);
  await sql`CREATE INDEX ledger_entries_account_idx ON ledger_entries (account, party)`.execute(db);

  // Balanced: checked at commit, once per transaction row and per entry row (cheap: an index scan of its lines).
  await sql`
    CREATE FUNCTION ledger_assert_balanced(tid bigint) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      total numeric;
      lines integer;
    BEGIN
      SELECT coalesce(sum(amount), 0), count(*) INTO total, lines FROM ledger_entries WHERE transaction_id = tid;
      IF lines < 2 OR total <> 0 THEN
        RAISE EXCEPTION 'ledger transaction % is not balanced (% lines, sum %)', tid, lines, total
          USING ERRCODE = 'check_violation';
      END IF;
    END $$
  `.execute(db);
  // The trigger's argument names the column that holds the transaction's id in the row inserted.
  await sql`
    CREATE FUNCTION ledger_row_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM ledger_assert_balanced((to_jsonb(NEW) ->> TG_ARGV[0])::bigint);
      RETURN NULL;
    END $$
  `.execute(db);
  for (const [table, column] of [
    ['ledger_entries', 'transaction_id'],
    ['ledger_transactions', 'id'],
  ] as const) {
    await sql`
      CREATE CONSTRAINT TRIGGER ${sql.raw(`${table}_balanced`)} AFTER INSERT ON ${sql.table(table)}
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_row_balanced(${sql.lit(column)})
    `.execute(db);
  }
  // Append only: a correction is a reversing transaction.
  await sql`
    CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'the ledger is append only: post a reversing transaction instead'
        USING ERRCODE = 'check_violation';
    END $$
  `.execute(db);
  for (const table of ['ledger_transactions', 'ledger_entries']) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_append_only`)} BEFORE UPDATE OR DELETE ON ${sql.table(table)}
        FOR EACH ROW EXECUTE FUNCTION ledger_append_only()
    `.execute(db);
  }

  await sql`
    CREATE TABLE ledger_linked_accounts (
      provider_id text PRIMARY KEY,
      account_id text NOT NULL UNIQUE,
      product_id text,
      status text NOT NULL CHECK (status IN ('pending', 'activated')),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE TABLE ledger_payouts (
      job_id uuid PRIMARY KEY,
      provider_id text NOT NULL,
      amount bigint NOT NULL CHECK (amount >= 0),
      status text NOT NULL CHECK (status IN ('waiting', 'sending', 'sent', 'failed', 'void')),
      held text CHECK (held IN ('dispute')),
      due_at timestamptz NOT NULL,
      confirmed_at timestamptz,
      transfer_id text UNIQUE,
      attempts integer NOT NULL DEFAULT 0,
      claimed_at timestamptz,
      error text,
      created_at timestamptz NOT NULL,
      sent_at timestamptz,
      CONSTRAINT ledger_payouts_sent CHECK ((status = 'sent') = (transfer_id IS NOT NULL AND sent_at IS NOT NULL))
    )
  `.execute(db);
  await sql`
    CREATE INDEX ledger_payouts_due_idx ON ledger_payouts (due_at) WHERE status IN ('waiting', 'failed', 'sending')
  `.execute(db);
  // The farmer's confirmation and a dispute may come before the job is paid (and so before its payout exists).
  await sql`
    CREATE TABLE ledger_payout_marks (
      job_id uuid PRIMARY KEY,
      confirmed_at timestamptz,
      disputed boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX ledger_payouts_provider_idx ON ledger_payouts (provider_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE ledger_payout_marks, ledger_payouts, ledger_linked_accounts, ledger_entries, ledger_transactions
  `.execute(db);
  await sql`DROP FUNCTION ledger_append_only(), ledger_row_balanced(), ledger_assert_balanced(bigint)`.execute(db);
}
