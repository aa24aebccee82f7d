import type { ColumnType, Generated } from 'kysely';

/** Tables of the money ledger (migration 20261130T0501). Amounts are integer paise; entries are debit +, credit -. */

export const ledgerAccounts = [
  'clearing',
  'cash',
  'farmer',
  'provider_payable',
  'platform_commission',
  'shop_sales',
  'agent_payable',
  'payouts',
] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];
export type LedgerKind = 'received' | 'earned' | 'refund' | 'payout' | 'reversal' | 'adjustment';
/** 'void': nothing was owed when it came due (the job's share was refunded). */
export type PayoutStatus = 'waiting' | 'sending' | 'sent' | 'failed' | 'void';

export interface LedgerTransactionsTable {
  id: Generated<number>;
  key: string;
  kind: LedgerKind;
  jobId: string | null;
  reverses: number | null;
  memo: ColumnType<string, string | undefined, never>;
  createdAt: Date;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transactionId: number;
  account: LedgerAccount;
  party: ColumnType<string, string | undefined, never>;
  amount: number;
}

export interface LedgerLinkedAccountsTable {
  providerId: string;
  accountId: string;
  productId: string | null;
  status: 'pending' | 'activated';
  createdAt: Date;
  updatedAt: Date;
}

export interface LedgerPayoutsTable {
  jobId: string;
  providerId: string;
  amount: number;
  status: PayoutStatus;
  held: 'dispute' | null;
  dueAt: Date;
  confirmedAt: Date | null;
  transferId: string | null;
  attempts: Generated<number>;
  claimedAt: Date | null;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface LedgerPayoutMarksTable {
  jobId: string;
  confirmedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  disputed: ColumnType<boolean, boolean | undefined, boolean>;
  updatedAt: Date;
}

export interface LedgerTables {
  ledgerTransactions: LedgerTransactionsTable;
  ledgerEntries: LedgerEntriesTable;
  ledgerLinkedAccounts: LedgerLinkedAccountsTable;
  ledgerPayouts: LedgerPayoutsTable;
  ledgerPayoutMarks: LedgerPayoutMarksTable;
}
