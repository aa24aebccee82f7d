import { sql, type Insertable } from 'kysely';
import type { Db, Trx } from '../../db/db.js';
import type {
  LedgerAccount,
  LedgerKind,
  LedgerLinkedAccountsTable,
  LedgerPayoutsTable,
  PayoutStatus,
} from '../../db/ledger-tables.js';

/**
 * The ledger's queries (tables of migration 20261130T0501). Also reads, never writes: `hire_centres.provider_id` and
 * `providers` (the providers module: who owns a job's centre, their commission and payout details) and
 * `hire_job_agents` (the agents' module: who booked a job and at what rate), each only where its table exists.
 */

export interface LedgerLine {
  account: LedgerAccount;
  /** Whose account: a farmer's or agent's user id, a provider's id; '' for the shop's own accounts. */
  party?: string;
  /** Paise: debit positive, credit negative. */
  amount: number;
}

export interface NewLedgerTransaction {
  key: string;
  kind: LedgerKind;
  jobId: string | null;
  reverses?: number | null;
  memo?: string;
  createdAt: Date;
}

export interface JobParties {
  providerId: string | null;
  commissionBps: number | null;
  agentId: string | null;
  agentBps: number | null;
}

const payoutColumns = [
  'jobId',
  'providerId',
  'amount',
  'status',
  'held',
  'dueAt',
  'confirmedAt',
  'transferId',
  'attempts',
  'claimedAt',
  'error',
  'createdAt',
  'sentAt',
] as const;

/** Which of the other modules' tables exist (asked once per database handle). */
const present = new WeakMap<object, Promise<{ providers: boolean; agents: boolean }>>();
async function otherTables(db: Db) {
  const root = db.isTransaction ? null : db;
  const ask = async () => {
    const { rows } = await sql<{ providers: boolean; agents: boolean }>`
      SELECT to_regclass('providers') IS NOT NULL AS providers, to_regclass('hire_job_agents') IS NOT NULL AS agents
    `.execute(db);
    return rows[0]!;
  };
  if (!root) return ask();
  let found = present.get(root);
  if (!found) present.set(root, (found = ask()));
  return found;
}

export const ledgerRepository = {
  /** Inserts the transaction unless its key was posted before: its id, or null when it already was. */
  /**
   * The transaction and its lines in one statement (the lines' insert reads the new id from the first CTE), so every
   * money movement costs one round trip; a key already posted writes nothing and answers null.
   */
  async insertTransaction(trx: Trx, t: NewLedgerTransaction, lines: LedgerLine[]): Promise<number | null> {
    const values = lines.map((l) => sql`(${l.account}::text, ${l.party ?? ''}::text, ${l.amount}::bigint)`);
    const row = await trx
      .with('tx', (db) =>
        db
          .insertInto('ledgerTransactions')
          .values({
            key: t.key,
            kind: t.kind,
            jobId: t.jobId,
            reverses: t.reverses ?? null,
            memo: t.memo ?? '',
            createdAt: t.createdAt,
          })
          .onConflict((oc) => oc.column('key').doNothing())
          .returning('id'),
      )
      .with(
        'lines',
        () => sql`(
          insert into ledger_entries (transaction_id, account, party, amount)
          select tx.id, line.account, line.party, line.amount
          from tx cross join (values ${sql.join(values)}) as line (account, party, amount)
          returning 1)`,
      )
      .selectFrom('tx')
      .select('tx.id')
      .executeTakeFirst();
    return row?.id ?? null;
  },

  async transactionByKey(db: Db, key: string) {
    return db
      .selectFrom('ledgerTransactions')
      .select(['id', 'key', 'kind', 'jobId', 'reverses', 'createdAt'])
      .where('key', '=', key)
      .executeTakeFirst();
  },

  async linesOf(db: Db, transactionId: number): Promise<LedgerLine[]> {
    return db
      .selectFrom('ledgerEntries')
      .select(['account', 'party', 'amount'])
      .where('transactionId', '=', transactionId)
      .orderBy('id')
      .execute();
  },

  /** The balance (debits - credits) of one account, or of every party's account of a kind when party is omitted. */
  async balance(db: Db, account: LedgerAccount, party?: string, jobId?: string): Promise<number> {
    let q = db
      .selectFrom('ledgerEntries')
      .innerJoin('ledgerTransactions', 'ledgerTransactions.id', 'ledgerEntries.transactionId')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('ledgerEntries.amount'), sql<number>`0`).as('total'))
      .where('ledgerEntries.account', '=', account);
    if (party !== undefined) q = q.where('ledgerEntries.party', '=', party);
    if (jobId !== undefined) q = q.where('ledgerTransactions.jobId', '=', jobId);
    const row = await q.executeTakeFirstOrThrow();
    return Number(row.total);
  },

  /** The sum of every entry (zero in a balanced ledger) and the number of transactions that do not add up. */
  async trialBalance(db: Db): Promise<{ total: number; unbalanced: number }> {
    const { rows } = await sql<{ total: string; unbalanced: string }>`
      SELECT (SELECT coalesce(sum(amount), 0) FROM ledger_entries) AS total,
        (SELECT count(*) FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id
          HAVING sum(amount) <> 0) AS u) AS unbalanced
    `.execute(db);
    return { total: Number(rows[0]!.total), unbalanced: Number(rows[0]!.unbalanced) };
  },

  /** Who shares a job's money: its centre's provider and their rate, and the agent who booked it and theirs. */
  async partiesOfJob(db: Db, jobId: string): Promise<JobParties> {
    const has = await otherTables(db);
    const none: JobParties = { providerId: null, commissionBps: null, agentId: null, agentBps: null };
    const provider = has.providers
      ? await sql<{ providerId: number | null; commissionBps: number | null }>`
          SELECT c.provider_id AS "providerId", p.commission_percent_bp AS "commissionBps"
          FROM hire_jobs j JOIN hire_centres c ON c.id = j.centre_id LEFT JOIN providers p ON p.id = c.provider_id
          WHERE j.id = ${jobId}
        `.execute(db)
      : null;
    const agent = has.agents
      ? await sql<{ agentId: string; agentBps: number }>`
          SELECT agent_user_id AS "agentId", commission_percent_bp AS "agentBps" FROM hire_job_agents
          WHERE job_id = ${jobId} AND status = 'confirmed'
        `.execute(db)
      : null;
    const p = provider?.rows[0];
    const a = agent?.rows[0];
    return {
      ...none,
      ...(p?.providerId != null ? { providerId: String(p.providerId), commissionBps: p.commissionBps } : {}),
      ...(a ? { agentId: a.agentId, agentBps: a.agentBps } : {}),
    };
  },

  /** What a linked account at the payment provider is made from: the provider's name, number and payout details. */
  async payoutDetails(db: Db, providerId: string) {
    if (!(await otherTables(db)).providers) return undefined;
    const { rows } = await sql<{
      name: string;
      phone: string;
      payoutMethod: 'bank' | 'upi';
      bankIfsc: string | null;
      bankAccountNumber: string | null;
      upiId: string | null;
    }>`
      SELECT name, phone, payout_method AS "payoutMethod", bank_ifsc AS "bankIfsc",
        bank_account_number AS "bankAccountNumber", upi_id AS "upiId"
      FROM providers WHERE id = ${Number(providerId)}
    `.execute(db);
    return rows[0];
  },

  async providerOfUser(db: Db, userId: string): Promise<string | undefined> {
    if (!(await otherTables(db)).providers) return undefined;
    const { rows } = await sql<{ id: number }>`SELECT id FROM providers WHERE user_id = ${userId}`.execute(db);
    return rows[0] ? String(rows[0].id) : undefined;
  },

  async providerNames(db: Db): Promise<Map<string, { name: string; commissionBps: number | null }>> {
    if (!(await otherTables(db)).providers) return new Map();
    const { rows } = await sql<{ id: number; name: string; commissionBps: number | null }>`
      SELECT id, name, commission_percent_bp AS "commissionBps" FROM providers ORDER BY id
    `.execute(db);
    return new Map(rows.map((r) => [String(r.id), { name: r.name, commissionBps: r.commissionBps }]));
  },

  /** What was paid out to a provider: the payout transactions' debits of their account. */
  async paidOut(db: Db, providerId: string): Promise<number> {
    const row = await db
      .selectFrom('ledgerEntries')
      .innerJoin('ledgerTransactions', 'ledgerTransactions.id', 'ledgerEntries.transactionId')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('ledgerEntries.amount'), sql<number>`0`).as('total'))
      .where('ledgerEntries.account', '=', 'provider_payable')
      .where('ledgerEntries.party', '=', providerId)
      .where('ledgerTransactions.kind', '=', 'payout')
      .executeTakeFirstOrThrow();
    return Number(row.total);
  },

  // Payouts

  async addPayout(trx: Trx, values: Insertable<LedgerPayoutsTable>): Promise<void> {
    await trx
      .insertInto('ledgerPayouts')
      .values(values)
      .onConflict((oc) => oc.column('jobId').doNothing())
      .execute();
  },

  async payout(db: Db, jobId: string) {
    return db.selectFrom('ledgerPayouts').select(payoutColumns).where('jobId', '=', jobId).executeTakeFirst();
  },

  async lockPayout(trx: Trx, jobId: string) {
    return trx
      .selectFrom('ledgerPayouts')
      .select(payoutColumns)
      .where('jobId', '=', jobId)
      .forUpdate()
      .executeTakeFirst();
  },

  async updatePayout(
    db: Db,
    jobId: string,
    values: Partial<Pick<LedgerPayoutsTable, 'status' | 'held' | 'confirmedAt' | 'transferId' | 'error' | 'sentAt'>> & {
      attempts?: number;
    },
  ) {
    await db.updateTable('ledgerPayouts').set(values).where('jobId', '=', jobId).execute();
  },

  /**
   * Claims a payout to send, once: a waiting payout confirmed by the farmer or past its time and not held, or one that
   * failed, or one left 'sending' by a process that stopped before `staleBefore`. Returns the claimed row.
   */
  async claimPayout(trx: Trx, jobId: string, now: Date, staleBefore: Date) {
    return trx
      .updateTable('ledgerPayouts')
      .set((eb) => ({
        status: 'sending' as PayoutStatus,
        attempts: eb('attempts', '+', 1),
        error: null,
        claimedAt: now,
      }))
      .where('jobId', '=', jobId)
      .where('held', 'is', null)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('status', 'in', ['waiting', 'failed']),
            eb.or([eb('confirmedAt', 'is not', null), eb('dueAt', '<=', now)]),
          ]),
          eb.and([eb('status', '=', 'sending'), eb('claimedAt', '<', staleBefore)]),
        ]),
      )
      .returning(payoutColumns)
      .executeTakeFirst();
  },

  async duePayoutIds(db: Db, now: Date, staleBefore: Date, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('ledgerPayouts')
      .select('jobId')
      .where('held', 'is', null)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('status', 'in', ['waiting', 'failed']),
            eb.or([eb('confirmedAt', 'is not', null), eb('dueAt', '<=', now)]),
          ]),
          eb.and([eb('status', '=', 'sending'), eb('claimedAt', '<', staleBefore)]),
        ]),
      )
      .orderBy('dueAt')
      .limit(limit)
      .execute();
    return rows.map((r) => r.jobId);
  },

  async payoutsOfProvider(db: Db, providerId: string, limit: number) {
    return db
      .selectFrom('ledgerPayouts')
      .select(payoutColumns)
      .where('providerId', '=', providerId)
      .orderBy('createdAt', 'desc')
      .limit(limit)
      .execute();
  },

  /** Records the farmer's confirmation (the first one stands) or whether the job is disputed, paid or not. */
  async markPayout(db: Db, jobId: string, mark: { confirmedAt: Date } | { disputed: boolean }, at: Date) {
    const values = { jobId, updatedAt: at, ...mark };
    await db
      .insertInto('ledgerPayoutMarks')
      .values(values)
      .onConflict((oc) =>
        oc.column('jobId').doUpdateSet((eb) =>
          'confirmedAt' in mark
            ? {
                confirmedAt: eb.fn.coalesce('ledgerPayoutMarks.confirmedAt', eb.ref('excluded.confirmedAt')),
                updatedAt: at,
              }
            : { disputed: mark.disputed, updatedAt: at },
        ),
      )
      .execute();
  },

  async payoutMark(db: Db, jobId: string) {
    return db
      .selectFrom('ledgerPayoutMarks')
      .select(['confirmedAt', 'disputed'])
      .where('jobId', '=', jobId)
      .executeTakeFirst();
  },

  // Linked accounts

  async linkedAccount(db: Db, providerId: string) {
    return db
      .selectFrom('ledgerLinkedAccounts')
      .select(['providerId', 'accountId', 'productId', 'status'])
      .where('providerId', '=', providerId)
      .executeTakeFirst();
  },

  async saveLinkedAccount(db: Db, values: Insertable<LedgerLinkedAccountsTable>): Promise<void> {
    await db
      .insertInto('ledgerLinkedAccounts')
      .values(values)
      .onConflict((oc) =>
        oc
          .column('providerId')
          .doUpdateSet({ productId: values.productId ?? null, status: values.status, updatedAt: values.updatedAt }),
      )
      .execute();
  },

  // Statements and reports

  /** Per job of a provider: gross (the job's earned transactions), commission to the platform and agent, share. */
  async providerJobs(db: Db, providerId: string, limit: number) {
    const { rows } = await sql<{ jobId: string; share: string; at: Date }>`
      SELECT t.job_id AS "jobId", -sum(e.amount) AS share, min(t.created_at) AS at
      FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.account = 'provider_payable' AND e.party = ${providerId} AND t.kind <> 'payout' AND t.job_id IS NOT NULL
      GROUP BY t.job_id ORDER BY min(t.created_at) DESC LIMIT ${limit}
    `.execute(db);
    const ids = rows.map((r) => r.jobId);
    const totals = ids.length
      ? await sql<{ jobId: string; account: LedgerAccount; total: string }>`
          SELECT t.job_id AS "jobId", e.account, -sum(e.amount) AS total
          FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
          WHERE t.job_id IN (${sql.join(ids)}) AND t.kind IN ('earned', 'adjustment', 'reversal')
            AND e.account IN ('provider_payable', 'platform_commission', 'agent_payable')
          GROUP BY t.job_id, e.account
        `.execute(db)
      : { rows: [] };
    return rows.map((r) => {
      const of = (account: LedgerAccount) =>
        Number(totals.rows.find((t) => t.jobId === r.jobId && t.account === account)?.total ?? 0);
      const share = of('provider_payable');
      const commission = of('platform_commission') + of('agent_payable');
      return { jobId: r.jobId, at: r.at, gross: share + commission, commission, share };
    });
  },

  /** The platform's and agents' commission by provider ('' for the shop's own centres) over a period. */
  async commissionByProvider(db: Db, from: Date, to: Date) {
    const { rows } = await sql<{ providerId: string; account: LedgerAccount; total: string; jobs: string }>`
      SELECT coalesce(pp.party, '') AS "providerId", e.account, -sum(e.amount) AS total,
        count(DISTINCT t.job_id) AS jobs
      FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      LEFT JOIN LATERAL (
        SELECT e2.party FROM ledger_entries e2 JOIN ledger_transactions t2 ON t2.id = e2.transaction_id
        WHERE t2.job_id = t.job_id AND e2.account = 'provider_payable' LIMIT 1
      ) pp ON true
      WHERE t.kind IN ('earned', 'adjustment', 'reversal') AND t.created_at >= ${from} AND t.created_at < ${to}
        AND e.account IN ('provider_payable', 'platform_commission', 'agent_payable')
      GROUP BY 1, 2
    `.execute(db);
    return rows.map((r) => ({
      providerId: r.providerId,
      account: r.account,
      total: Number(r.total),
      jobs: Number(r.jobs),
    }));
  },
};
