import type { ColumnType, Generated } from 'kysely';
import type { HireUnit } from '../../shared/hiring.js';

/**
 * Tables of providers, owners who list their own machines and services (migration 20261130T0401). Owned by
 * server/modules/providers. Commission is in basis points (1500 = 15 %); amounts in paise.
 */
export type ProviderStatus = 'pending' | 'approved' | 'suspended';
export type PayoutMethod = 'bank' | 'upi';

export interface ProvidersTable {
  id: Generated<number>;
  userId: string;
  name: string;
  village: string;
  district: string;
  /** E.164 (+91…), from shared/phone.ts. */
  phone: string;
  status: ColumnType<ProviderStatus, ProviderStatus | undefined, ProviderStatus>;
  /** Set by the shop's owner on approval: the platform's share of each job, in basis points. */
  commissionPercentBp: number | null;
  payoutMethod: PayoutMethod;
  bankIfsc: string | null;
  bankAccountNumber: string | null;
  upiId: string | null;
  /** When the shop's owner checked and approved the provider. */
  verifiedAt: Date | null;
  decidedBy: string | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export type RateRequestStatus = 'pending' | 'approved' | 'declined' | 'withdrawn';

/** A rate outside the district's band (shared/rate-bands.ts) waits here for the shop's owner. */
export interface ProviderRateRequestsTable {
  id: Generated<number>;
  providerId: number;
  serviceId: number;
  unit: HireUnit;
  rate: number;
  minimumCharge: number;
  travelPerKm: number;
  freeKm: number;
  acresPerHourMilli: number | null;
  bandLow: number;
  bandHigh: number;
  /** A new service waits unlisted for its rate; approving the rate lists it. */
  activates: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<RateRequestStatus, RateRequestStatus | undefined, RateRequestStatus>;
  decidedBy: string | null;
  decidedAt: Date | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

export interface ProviderTables {
  providers: ProvidersTable;
  providerRateRequests: ProviderRateRequestsTable;
}

declare module './hiring-tables.js' {
  interface HireCentresTable {
    /** The provider who owns the centre (migration 20261130T0401, providers module); null for the shop's own. */
    providerId: ColumnType<number | null, number | null | undefined, never>;
  }
}
