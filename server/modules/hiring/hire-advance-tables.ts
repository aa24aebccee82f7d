import type { ColumnType } from 'kysely';

/** Where an advance payment was started: the farmer's own checkout on /hire, or a link sent to their phone. */
export type HireAdvanceChannel = 'checkout' | 'payment_link';
/** open: not decided; settled: it paid the job's advance; refunding/refunded: a second payment, given back. */
export type HireAdvanceOutcome = 'open' | 'settled' | 'refunding' | 'refunded';

/** Every payment started for a hire job's advance (hire-advance-payments.ts): the first one captured settles it. */
export interface HireAdvancePaymentsTable {
  paymentId: string;
  jobId: string;
  channel: HireAdvanceChannel;
  amount: number;
  createdAt: Date;
  outcome: ColumnType<HireAdvanceOutcome, HireAdvanceOutcome | undefined, HireAdvanceOutcome>;
  refundedAmount: number | null;
  decidedAt: Date | null;
}

export interface HireAdvanceTables {
  hireAdvancePayments: HireAdvancePaymentsTable;
}
