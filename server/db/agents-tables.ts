import type { ColumnType, Generated } from 'kysely';

/** Missed calls and village agents (migration 20261130T0301). Amounts in paise. */
export type CallbackStatus = 'waiting' | 'booked' | 'closed';

export interface CallbackRequestsTable {
  id: Generated<string>;
  /** E.164 (shared/phone.ts). */
  phone: string;
  locale: 'en' | 'kn';
  /** Which telephony provider's webhook brought the call: 'exotel', 'knowlarity'. */
  provider: string;
  lastCallId: string | null;
  firstCalledAt: Date;
  lastCalledAt: Date;
  calls: ColumnType<number, number | undefined, number>;
  /** When the farmer was told (by SMS) to expect the call. */
  expectCallBy: Date;
  status: ColumnType<CallbackStatus, CallbackStatus | undefined, CallbackStatus>;
  jobId: string | null;
  handledBy: string | null;
  handledAt: Date | null;
  createdAt: Date;
}

export type AgentJobStatus = 'held' | 'confirmed' | 'lapsed';

export interface HireJobAgentsTable {
  jobId: string;
  agentUserId: string;
  farmerUserId: string;
  /** The agent's commission in basis points of the job's bill (200 = 2 %), fixed when the job was booked. */
  commissionPercentBp: number;
  status: ColumnType<AgentJobStatus, AgentJobStatus | undefined, AgentJobStatus>;
  confirmedAt: Date | null;
  /** The bill the commission was taken from, and the commission, in paise: set once, when the job was paid. */
  commissionBase: number | null;
  commission: number | null;
  earnedAt: Date | null;
  createdAt: Date;
}

export interface AgentsTables {
  callbackRequests: CallbackRequestsTable;
  hireJobAgents: HireJobAgentsTable;
}
