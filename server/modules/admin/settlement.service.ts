import { addDays, kolkataDay } from '../../../shared/rental.js';
import type { RefundMethod, RefundStatus } from '../../db/admin-tables.js';
import type { AppDeps } from '../../deps.js';
import { captureFacts } from '../payments/payment-sweep.js';
import { settlementRepository, type SettlementRefund } from './settlement.repository.js';

export type SettlementDeps = Pick<AppDeps, 'db' | 'clock' | 'log' | 'payments'>;

const LIMIT = 2000;
/** Failed refunds stay on every day's settlement for this long: someone has to act on them. */
const FAILED_SHOWN_DAYS = 30;

export interface Sum {
  count: number;
  /** Paise. */
  amount: number;
}

export interface SettlementLine {
  targetKind: 'order' | 'hireJob';
  targetId: string | null;
  paymentId: string | null;
  reason: SettlementRefund['reason'];
  amount: number;
  status: RefundStatus;
  method: RefundMethod | null;
  at: Date;
}

export interface Settlement {
  day: string;
  /** Money taken that day by the way it came; `unknown` while the provider has not said. */
  takings: Record<RefundMethod | 'cash' | 'unknown', Sum>;
  total: number;
  /** What the providers kept, where they say; `unknown` counts payments whose fee is not known. */
  fees: { amount: number; known: number; unknown: number };
  refunds: Record<RefundStatus, Sum>;
  /** Captures given back because nothing was left to give them, and refunds that failed (last 30 days). */
  unmatched: SettlementLine[];
}

function add(sum: Sum, amount: number): void {
  sum.count++;
  sum.amount += amount;
}

const zero = (): Sum => ({ count: 0, amount: 0 });

/** The start of a day in Karnataka (UTC+05:30, no daylight saving). */
function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

function line(r: SettlementRefund): SettlementLine {
  const { targetKind, targetId, paymentId, reason, amount, status, method } = r;
  return { targetKind, targetId, paymentId, reason, amount, status, method, at: r.createdAt };
}

/**
 * The day's settlement for the back office: takings by method (UPI, card, net banking, and cash recorded for hire
 * balances), provider fees where known, refunds by where they stand, and anything unmatched.
 */
export async function settlement(deps: SettlementDeps, input: { day?: string | undefined }): Promise<Settlement> {
  const now = deps.clock.now();
  const day = input.day ?? kolkataDay(now);
  const from = startOfDay(day);
  const to = startOfDay(addDays(day, 1));
  const [orders, advances, balances, cash, refunds, failed] = await Promise.all([
    settlementRepository.paidOrders(deps.db, from, to, LIMIT),
    settlementRepository.hireAdvances(deps.db, from, to, LIMIT),
    settlementRepository.hireBalances(deps.db, from, to, LIMIT),
    settlementRepository.cashBalances(deps.db, from, to),
    settlementRepository.refunds(deps.db, from, to, LIMIT),
    settlementRepository.failedRefunds(deps.db, new Date(now.getTime() - FAILED_SHOWN_DAYS * 86_400_000), LIMIT),
  ]);
  const taken = [...orders, ...advances, ...balances].map((t) => ({ ...t, at: from }));
  const facts = await captureFacts(deps, taken);

  const takings: Settlement['takings'] = { upi: zero(), card: zero(), netbanking: zero(), cash, unknown: zero() };
  const fees = { amount: 0, known: 0, unknown: 0 };
  for (const payment of taken) {
    const fact = facts.get(payment.paymentId);
    add(takings[fact?.method ?? 'unknown'], payment.amount);
    if (fact?.fee === null || fact?.fee === undefined) fees.unknown++;
    else {
      fees.known++;
      fees.amount += fact.fee;
    }
  }
  const total = Object.values(takings).reduce((sum, s) => sum + s.amount, 0);

  const byStatus: Settlement['refunds'] = { pending: zero(), processed: zero(), failed: zero() };
  for (const refund of refunds) add(byStatus[refund.status], refund.amount);

  const givenBack = refunds.filter((r) => r.reason === 'late_payment' || r.reason === 'orphan').map(line);
  const unmatched = [...givenBack, ...failed.map(line)].sort((a, b) => b.at.getTime() - a.at.getTime());
  return { day, takings, total, fees, refunds: byStatus, unmatched };
}
