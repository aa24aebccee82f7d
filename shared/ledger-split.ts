import type { Paise } from './money.js';

/**
 * How a paid hire job's money is shared (issue 25, item 2), in integer paise, always adding up exactly to the gross:
 * the provider's share, the platform's commission (the provider's rate, set by the shop's owner, in basis points:
 * 1000 = 10 %) and, where an agent booked the job, the agent's commission, which comes out of the platform's
 * commission (the provider's share never depends on who booked). The shop's own centres have no provider: the whole
 * gross is the platform's, less any agent's commission.
 */

/** The agent's commission: 2 % of the gross, never more than the platform's commission. */
export const AGENT_COMMISSION_BPS = 200;
/** A provider's commission rate when the shop's owner has not set one: 10 %. */
export const DEFAULT_COMMISSION_BPS = 1000;
export const MAX_BPS = 10_000;

export interface SplitInput {
  gross: Paise;
  /** The provider's commission rate in basis points, or null for the shop's own centre (no provider). */
  commissionBps: number | null;
  /** Whether an agent booked the job. */
  agent: boolean;
  agentBps?: number;
}

export interface Split {
  gross: Paise;
  providerShare: Paise;
  platformCommission: Paise;
  agentCommission: Paise;
}

function checkBps(bps: number, what: string): number {
  if (!Number.isInteger(bps) || bps < 0 || bps > MAX_BPS) throw new RangeError(`${what} is not 0..10000 bps: ${bps}`);
  return bps;
}

/** bps of an amount, rounded half-up to the paisa (amounts are non-negative). */
export function shareOf(amount: Paise, bps: number): Paise {
  return Math.floor((amount * bps + MAX_BPS / 2) / MAX_BPS);
}

export function splitJob({ gross, commissionBps, agent, agentBps = AGENT_COMMISSION_BPS }: SplitInput): Split {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new RangeError(`Not an amount of paise: ${gross}`);
  const rate = commissionBps === null ? MAX_BPS : checkBps(commissionBps, 'commission');
  const commission = shareOf(gross, rate);
  const agentCommission = agent ? Math.min(commission, shareOf(gross, checkBps(agentBps, 'agent commission'))) : 0;
  return {
    gross,
    providerShare: gross - commission,
    platformCommission: commission - agentCommission,
    agentCommission,
  };
}

/** A rate in basis points as a percentage to show: 1250 -> "12.5". */
export function bpsAsPercent(bps: number): string {
  return (bps / 100).toFixed(2).replace(/\.?0+$/, '');
}
