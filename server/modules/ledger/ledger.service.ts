import type { HireJobStep } from '../../../shared/hire-job-life.js';
import { DEFAULT_COMMISSION_BPS, splitJob } from '../../../shared/ledger-split.js';
import type { Trx } from '../../db/db.js';
import type { LedgerKind } from '../../db/ledger-tables.js';
import type { AppDeps } from '../../deps.js';
import { createPayoutProvider, type PayoutProvider } from '../../providers/payments/razorpay-route.js';
import { hiringRepository } from '../hiring/hiring.repository.js';
import { ledgerRepository, type LedgerLine } from './ledger.repository.js';

/**
 * The money ledger (issue 25, item 2). Every money movement of a hire job is a balanced transaction named by its
 * business event (`hire:<job>:advance`, `hire:<job>:earned`, `payout:<job>`...), posted in the same database
 * transaction as the change that caused it, once whoever posts it (the key is unique). Nothing is edited: a refund
 * after the work or a correction is a new transaction, a reversal names the one it reverses.
 *
 * Accounts (debit +, credit -): `clearing` (money held by the payment provider), `cash` (collected by staff), `farmer`
 * (a credit balance is money paid and not yet earned), `provider_payable`, `platform_commission`, `agent_payable`,
 * `payouts` (money transferred to providers), `shop_sales` (the shop's own orders). A provider's balance is what is
 * owed to them: their share less payouts.
 */

/** A job's share is paid out this long after the work was done, unless the farmer confirms sooner or disputes. */
export const PAYOUT_DELAY_MS = 48 * 60 * 60_000;
/** A payout left 'sending' this long (its process stopped) is tried again, with the same idempotency key. */
export const STALE_SENDING_MS = 10 * 60_000;

export class UnbalancedLedgerError extends Error {
  constructor(key: string, sum: number) {
    super(`ledger transaction ${key} does not balance (sum ${sum})`);
    this.name = 'UnbalancedLedgerError';
  }
}

interface Posting {
  key: string;
  kind: LedgerKind;
  jobId: string | null;
  at: Date;
  memo?: string;
  reverses?: number;
}

/** Posts a balanced transaction once: true when posted now, false when its key was posted before. */
async function post(trx: Trx, posting: Posting, lines: LedgerLine[]): Promise<boolean> {
  const kept = lines.filter((l) => l.amount !== 0);
  for (const l of kept) {
    if (!Number.isSafeInteger(l.amount)) throw new UnbalancedLedgerError(posting.key, Number.NaN);
  }
  const sum = kept.reduce((s, l) => s + l.amount, 0);
  if (sum !== 0 || kept.length === 1) throw new UnbalancedLedgerError(posting.key, sum);
  if (kept.length === 0) return false;
  const { key, kind, jobId, at, memo, reverses } = posting;
  const id = await ledgerRepository.insertTransaction(trx, { key, kind, jobId, memo, reverses, createdAt: at }, kept);
  return id !== null;
}

/** Money in: from the payment provider (or staff's cash) to the farmer's account. */
function received(farmer: string, amount: number, via: 'clearing' | 'cash' = 'clearing'): LedgerLine[] {
  return [
    { account: via, amount },
    { account: 'farmer', party: farmer, amount: -amount },
  ];
}

/** Money back to the farmer through the payment provider. */
function refunded(farmer: string, amount: number): LedgerLine[] {
  return [
    { account: 'farmer', party: farmer, amount },
    { account: 'clearing', amount: -amount },
  ];
}

/** The work earned: the farmer's money is split between the provider, the platform and an agent. */
async function earn(trx: Trx, jobId: string, farmer: string, gross: number, at: Date, key: string): Promise<void> {
  if (gross <= 0) return;
  const parties = await ledgerRepository.partiesOfJob(trx, jobId);
  const commissionBps = parties.providerId ? (parties.commissionBps ?? DEFAULT_COMMISSION_BPS) : null;
  const split = splitJob({
    gross,
    commissionBps,
    agent: parties.agentId !== null,
    ...(parties.agentBps !== null ? { agentBps: parties.agentBps } : {}),
  });
  const posted = await post(trx, { key, kind: 'earned', jobId, at }, [
    { account: 'farmer', party: farmer, amount: gross },
    { account: 'provider_payable', party: parties.providerId ?? '', amount: -split.providerShare },
    { account: 'platform_commission', amount: -split.platformCommission },
    { account: 'agent_payable', party: parties.agentId ?? '', amount: -split.agentCommission },
  ]);
  if (!posted || !parties.providerId || split.providerShare <= 0) return;
  const events = await hiringRepository.events(trx, [jobId]);
  const doneAt = events.filter((e) => e.status === 'done').at(-1)?.at ?? at;
  const mark = await ledgerRepository.payoutMark(trx, jobId);
  await ledgerRepository.addPayout(trx, {
    jobId,
    providerId: parties.providerId,
    amount: split.providerShare,
    status: 'waiting',
    held: mark?.disputed ? 'dispute' : null,
    dueAt: new Date(doneAt.getTime() + PAYOUT_DELAY_MS),
    confirmedAt: mark?.confirmedAt ?? null,
    transferId: null,
    claimedAt: null,
    error: null,
    createdAt: at,
    sentAt: null,
  });
}

/** What happened to a hire job's money, as the hiring module tells the ledger (inside its own transaction). */
export type HireEvent =
  /** A step of the job's life was taken (shared/hire-job-life.ts); the job row already shows its result. */
  | { type: 'step'; jobId: string; step: HireJobStep; at: Date }
  /** An advance that arrived for a job no longer pending: received, and owed back in full. */
  | { type: 'late_advance'; jobId: string; at: Date }
  /** A second online payment of a balance already settled: received, and owed back in full. */
  | { type: 'extra_balance'; jobId: string; paymentId: string; amount: number; at: Date };

async function postHireEvent(trx: Trx, event: HireEvent): Promise<void> {
  const job = await hiringRepository.job(trx, event.jobId);
  if (!job) return;
  const { id, userId: farmer } = job;
  const at = event.at;
  if (event.type === 'late_advance') {
    if (job.advance <= 0) return;
    await post(trx, { key: `hire:${id}:late_advance`, kind: 'received', jobId: id, at }, received(farmer, job.advance));
    await post(trx, { key: `hire:${id}:late_refund`, kind: 'refund', jobId: id, at }, refunded(farmer, job.advance));
    return;
  }
  if (event.type === 'extra_balance') {
    const { paymentId, amount } = event;
    await post(
      trx,
      { key: `hire:${id}:extra:${paymentId}`, kind: 'received', jobId: id, at },
      received(farmer, amount),
    );
    const refund = refunded(farmer, amount);
    await post(trx, { key: `hire:${id}:extra_refund:${paymentId}`, kind: 'refund', jobId: id, at }, refund);
    return;
  }
  switch (event.step) {
    case 'pay_advance':
      await post(trx, { key: `hire:${id}:advance`, kind: 'received', jobId: id, at }, received(farmer, job.advance));
      return;
    case 'pay_balance':
    case 'pay_cash': {
      const via = event.step === 'pay_cash' ? 'cash' : 'clearing';
      const amount = job.balance ?? 0;
      await post(trx, { key: `hire:${id}:balance`, kind: 'received', jobId: id, at }, received(farmer, amount, via));
      await earn(trx, id, farmer, job.billTotal ?? 0, at, `hire:${id}:earned`);
      return;
    }
    case 'settle':
      await earn(trx, id, farmer, job.billTotal ?? 0, at, `hire:${id}:earned`);
      return;
    case 'cancel': {
      const paid = job.advancePaidAt ? job.advance : 0;
      const refund = Math.min(paid, job.refund ?? 0);
      await post(trx, { key: `hire:${id}:refund`, kind: 'refund', jobId: id, at }, refunded(farmer, refund));
      // What the centre keeps of a late cancellation is earned and shared like work.
      await earn(trx, id, farmer, paid - refund, at, `hire:${id}:earned`);
      return;
    }
    default:
      return;
  }
}

/** What happened to a shop order's money (checkout and the order's life tell the ledger, in their transactions). */
export type OrderEvent =
  /** Paid: the whole total (deposit included) is the shop's takings. */
  | { type: 'paid'; orderId: string; amount: number; at: Date }
  /** A payment that came after the order's units were taken: received and owed back in full. */
  | { type: 'late_payment'; orderId: string; userId: string; amount: number; at: Date }
  /** A refund of an order (a cancellation, a deposit) that the payment provider has sent. */
  | { type: 'refund'; orderId: string; refundId: string; amount: number; at: Date };

async function postOrderEvent(trx: Trx, event: OrderEvent): Promise<void> {
  const { orderId: id, amount, at } = event;
  const jobId = null;
  if (event.type === 'paid') {
    await post(trx, { key: `order:${id}:paid`, kind: 'received', jobId, at, memo: `order ${id}` }, [
      { account: 'clearing', amount },
      { account: 'shop_sales', amount: -amount },
    ]);
  } else if (event.type === 'late_payment') {
    const memo = `order ${id}`;
    await post(trx, { key: `order:${id}:late`, kind: 'received', jobId, at, memo }, received(event.userId, amount));
    await post(
      trx,
      { key: `order:${id}:late_refund`, kind: 'refund', jobId, at, memo },
      refunded(event.userId, amount),
    );
  } else {
    await post(trx, { key: `order:${id}:refund:${event.refundId}`, kind: 'refund', jobId, at, memo: `order ${id}` }, [
      { account: 'shop_sales', amount },
      { account: 'clearing', amount: -amount },
    ]);
  }
}

/**
 * Money given back after the work (a dispute settled in the farmer's favour, a goodwill adjustment): the shares are
 * reversed in proportion by new entries, and the amount goes back to the farmer. Once per key.
 */
async function refundAfterWork(
  trx: Trx,
  { jobId, amount, key, at }: { jobId: string; amount: number; key: string; at: Date },
): Promise<boolean> {
  const job = await hiringRepository.job(trx, jobId);
  if (!job || amount <= 0) return false;
  const parties = await ledgerRepository.partiesOfJob(trx, jobId);
  const commissionBps = parties.providerId ? (parties.commissionBps ?? DEFAULT_COMMISSION_BPS) : null;
  const agentBps = parties.agentBps !== null ? { agentBps: parties.agentBps } : {};
  const split = splitJob({ gross: amount, commissionBps, agent: parties.agentId !== null, ...agentBps });
  const posted = await post(trx, { key: `${key}:shares`, kind: 'adjustment', jobId, at }, [
    { account: 'provider_payable', party: parties.providerId ?? '', amount: split.providerShare },
    { account: 'platform_commission', amount: split.platformCommission },
    { account: 'agent_payable', party: parties.agentId ?? '', amount: split.agentCommission },
    { account: 'farmer', party: job.userId, amount: -amount },
  ]);
  await post(trx, { key: `${key}:refund`, kind: 'refund', jobId, at }, refunded(job.userId, amount));
  return posted;
}

/** Posts the exact opposite of the transaction named `key`, once. */
async function reverse(trx: Trx, key: string, at: Date, memo = ''): Promise<boolean> {
  const original = await ledgerRepository.transactionByKey(trx, key);
  if (!original) return false;
  const lines = await ledgerRepository.linesOf(trx, original.id);
  const opposite = lines.map((l) => ({ ...l, amount: -l.amount }));
  const posting = { key: `reverse:${key}`, kind: 'reversal' as const, jobId: original.jobId, at, memo };
  return post(trx, { ...posting, reverses: original.id }, opposite);
}

type PayoutDeps = Pick<AppDeps, 'db' | 'clock' | 'log'> & {
  payouts?: PayoutProvider | undefined;
  env?: AppDeps['env'];
};

const offline = new WeakMap<object, PayoutProvider>();
/** The payout provider of these deps: theirs, or one offline default per database. */
function payoutsOf(deps: PayoutDeps): PayoutProvider {
  if (deps.payouts) return deps.payouts;
  let found = offline.get(deps.db);
  if (!found) offline.set(deps.db, (found = createPayoutProvider(deps.env ?? {})));
  return found;
}

async function linkedAccountOf(deps: PayoutDeps, providerId: string) {
  const provider = payoutsOf(deps);
  const known = await ledgerRepository.linkedAccount(deps.db, providerId);
  const now = deps.clock.now();
  if (known) {
    if (known.status === 'activated') return known;
    const fresh = await provider.refreshLinkedAccount(known);
    await ledgerRepository.saveLinkedAccount(deps.db, { ...fresh, providerId, createdAt: now, updatedAt: now });
    return { ...fresh, providerId };
  }
  const details = await ledgerRepository.payoutDetails(deps.db, providerId);
  const bank =
    details?.bankIfsc && details.bankAccountNumber
      ? { ifsc: details.bankIfsc, accountNumber: details.bankAccountNumber }
      : null;
  const created = await provider.createLinkedAccount({
    referenceId: `provider_${providerId}`,
    name: details?.name ?? `Provider ${providerId}`,
    email: `payouts+provider${providerId}@raithayantra.in`,
    phone: details?.phone ?? '',
    bank,
  });
  await ledgerRepository.saveLinkedAccount(deps.db, { ...created, providerId, createdAt: now, updatedAt: now });
  return { ...created, providerId };
}

export type PayoutOutcome = 'sent' | 'not_due' | 'void' | 'failed';

/**
 * Sends a job's payout if it is due (confirmed by the farmer, or 48 h after the work without a dispute): claimed once
 * under its row (two sweeps cannot both send it), the job's provider share as the ledger now says (after any refund),
 * transferred with the job's idempotency key, and posted as `payout:<job>`.
 */
async function sendPayout(deps: PayoutDeps, jobId: string): Promise<PayoutOutcome> {
  const now = deps.clock.now();
  const stale = new Date(now.getTime() - STALE_SENDING_MS);
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const row = await ledgerRepository.claimPayout(trx, jobId, now, stale);
    if (!row) return null;
    const owed = -(await ledgerRepository.balance(trx, 'provider_payable', row.providerId, jobId));
    if (owed < 100) {
      await ledgerRepository.updatePayout(trx, jobId, { status: 'void', error: null });
      return 'void' as const;
    }
    return { ...row, owed };
  });
  if (claimed === null) return 'not_due';
  if (claimed === 'void') return 'void';
  try {
    const account = await linkedAccountOf(deps, claimed.providerId);
    if (account.status !== 'activated') throw new Error('the linked account is not activated yet');
    const { transferId } = await payoutsOf(deps).transfer({
      accountId: account.accountId,
      amount: claimed.owed,
      idempotencyKey: `payout_${jobId}`,
      notes: { job_id: jobId, provider_id: claimed.providerId },
    });
    await deps.db.transaction().execute(async (trx) => {
      await post(trx, { key: `payout:${jobId}`, kind: 'payout', jobId, at: now }, [
        { account: 'provider_payable', party: claimed.providerId, amount: claimed.owed },
        { account: 'payouts', amount: -claimed.owed },
      ]);
      await ledgerRepository.updatePayout(trx, jobId, { status: 'sent', transferId, sentAt: now, error: null });
    });
    deps.log.info({ jobId, amount: claimed.owed }, 'provider payout sent');
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 300) : 'failed';
    await ledgerRepository.updatePayout(deps.db, jobId, { status: 'failed', error: message });
    deps.log.warn({ jobId, err: error }, 'provider payout failed; the sweep tries again');
    return 'failed';
  }
}

export const ledger = {
  post,
  postHireEvent,
  postOrderEvent,
  refundAfterWork,
  reverse,
  sendPayout,

  /**
   * The farmer confirmed the work: the payout is due now (sent by releasePayout or the next sweep), or, for a job not
   * paid yet, as soon as it is paid.
   */
  async confirmWork(trx: Trx, jobId: string, at: Date): Promise<void> {
    await ledgerRepository.markPayout(trx, jobId, { confirmedAt: at }, at);
    const row = await ledgerRepository.lockPayout(trx, jobId);
    if (row && !row.confirmedAt) await ledgerRepository.updatePayout(trx, jobId, { confirmedAt: at });
  },

  /** After the farmer's confirmation committed: sends the payout now ('not_due' when the job is not paid yet). */
  async releasePayout(deps: PayoutDeps, jobId: string): Promise<PayoutOutcome> {
    await deps.db.transaction().execute((trx) => ledger.confirmWork(trx, jobId, deps.clock.now()));
    return sendPayout(deps, jobId);
  },

  /**
   * After a job's payment committed: a payout already due (the farmer confirmed the work before paying) is sent now
   * rather than at the next sweep; one not due is left to its time. A failure is the sweep's to retry.
   */
  async payOutIfDue(deps: PayoutDeps, jobId: string): Promise<PayoutOutcome> {
    return sendPayout(deps, jobId).catch((error: unknown) => {
      deps.log.warn({ err: error, jobId }, 'the payout of a paid job was not sent; the sweep retries');
      return 'failed' as const;
    });
  },

  /** A dispute holds the job's payout until it is settled, even one that is not paid yet. */
  async holdPayout(trx: Trx, jobId: string, at: Date = new Date()): Promise<void> {
    await ledgerRepository.markPayout(trx, jobId, { disputed: true }, at);
    const row = await ledgerRepository.lockPayout(trx, jobId);
    if (row && row.status !== 'sent') await ledgerRepository.updatePayout(trx, jobId, { held: 'dispute' });
  },

  async unholdPayout(trx: Trx, jobId: string, at: Date = new Date()): Promise<void> {
    await ledgerRepository.markPayout(trx, jobId, { disputed: false }, at);
    await ledgerRepository.updatePayout(trx, jobId, { held: null });
  },

  /** Sends every payout that is due: the sweep's work. */
  async sweepPayouts(deps: PayoutDeps, limit = 100): Promise<Record<PayoutOutcome, number>> {
    const now = deps.clock.now();
    const ids = await ledgerRepository.duePayoutIds(deps.db, now, new Date(now.getTime() - STALE_SENDING_MS), limit);
    const report: Record<PayoutOutcome, number> = { sent: 0, not_due: 0, void: 0, failed: 0 };
    for (const id of ids) report[await sendPayout(deps, id)] += 1;
    return report;
  },
};
