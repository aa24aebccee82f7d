import type { Db } from '../../db/db.js';
import { refuse } from '../../errors.js';
import { ledgerRepository } from './ledger.repository.js';

/**
 * A provider's statement (jobs, gross, commission, payouts, balance) and the shop owner's commission report, both read
 * from the ledger. A job's gross is what it earned: the provider's share plus the platform's and an agent's
 * commission, net of any money given back after the work.
 */

export interface StatementJob {
  jobId: string;
  at: Date;
  gross: number;
  commission: number;
  share: number;
  payout: {
    status: 'waiting' | 'sending' | 'sent' | 'failed' | 'void';
    held: boolean;
    dueAt: Date;
    sentAt: Date | null;
    transferId: string | null;
  } | null;
}

export interface ProviderStatement {
  provider: { id: string; name: string; commissionBps: number | null };
  jobs: StatementJob[];
  totals: { jobs: number; gross: number; commission: number; share: number; payouts: number; balance: number };
}

const JOBS_SHOWN = 500;

export async function providerStatement(deps: { db: Db }, providerId: string): Promise<ProviderStatement> {
  const names = await ledgerRepository.providerNames(deps.db);
  const provider = names.get(providerId);
  if (!provider) refuse('NOT_FOUND', {}, 'Provider not found');
  const jobs = await ledgerRepository.providerJobs(deps.db, providerId, JOBS_SHOWN);
  const payouts = new Map(
    (await ledgerRepository.payoutsOfProvider(deps.db, providerId, JOBS_SHOWN)).map((p) => [p.jobId, p]),
  );
  const owed = 0 - (await ledgerRepository.balance(deps.db, 'provider_payable', providerId));
  const paidOut = await ledgerRepository.paidOut(deps.db, providerId);
  const rows: StatementJob[] = jobs.map((j) => {
    const p = payouts.get(j.jobId);
    const payout = p
      ? { status: p.status, held: p.held !== null, dueAt: p.dueAt, sentAt: p.sentAt, transferId: p.transferId }
      : null;
    return { ...j, payout };
  });
  const sum = (f: (j: StatementJob) => number) => rows.reduce((s, j) => s + f(j), 0);
  return {
    provider: { id: providerId, ...provider },
    jobs: rows,
    totals: {
      jobs: rows.length,
      gross: sum((j) => j.gross),
      commission: sum((j) => j.commission),
      share: owed + paidOut,
      payouts: paidOut,
      balance: owed,
    },
  };
}

export interface CommissionReportRow {
  providerId: string | null;
  name: string | null;
  commissionBps: number | null;
  jobs: number;
  gross: number;
  platformCommission: number;
  agentCommission: number;
  providerShare: number;
}

export async function commissionReport(
  deps: { db: Db; clock: { now(): Date } },
  days: number,
): Promise<{
  from: Date;
  to: Date;
  rows: CommissionReportRow[];
  totals: Omit<CommissionReportRow, 'providerId' | 'name' | 'commissionBps'>;
}> {
  const to = deps.clock.now();
  const from = new Date(to.getTime() - days * 24 * 60 * 60_000);
  const [lines, names] = await Promise.all([
    ledgerRepository.commissionByProvider(deps.db, from, to),
    ledgerRepository.providerNames(deps.db),
  ]);
  const byProvider = new Map<string, CommissionReportRow>();
  for (const line of lines) {
    const known = names.get(line.providerId);
    const row = byProvider.get(line.providerId) ?? {
      providerId: line.providerId || null,
      name: known?.name ?? null,
      commissionBps: known?.commissionBps ?? null,
      jobs: 0,
      gross: 0,
      platformCommission: 0,
      agentCommission: 0,
      providerShare: 0,
    };
    row.jobs = Math.max(row.jobs, line.jobs);
    if (line.account === 'platform_commission') row.platformCommission += line.total;
    if (line.account === 'agent_payable') row.agentCommission += line.total;
    if (line.account === 'provider_payable') row.providerShare += line.total;
    row.gross = row.platformCommission + row.agentCommission + row.providerShare;
    byProvider.set(line.providerId, row);
  }
  const rows = [...byProvider.values()].sort((a, b) => b.platformCommission - a.platformCommission);
  const add = (f: (r: CommissionReportRow) => number) => rows.reduce((s, r) => s + f(r), 0);
  return {
    from,
    to,
    rows,
    totals: {
      jobs: add((r) => r.jobs),
      gross: add((r) => r.gross),
      platformCommission: add((r) => r.platformCommission),
      agentCommission: add((r) => r.agentCommission),
      providerShare: add((r) => r.providerShare),
    },
  };
}
