import type { ColumnType, Generated } from 'kysely';
import type { SkipReason } from '../../../shared/village-planner.js';

/** Tables of the hire queue (migration 20261130T0700): tickets in a service's queue, and skips with their reason. */
export interface HireQueuePlacesTable {
  waitlistId: string;
  serviceId: number;
  ticket: number;
}

export interface HireQueueSkipsTable {
  id: Generated<string>;
  waitlistId: string;
  passedForWaitlistId: string;
  centreId: number;
  serviceId: number;
  day: ColumnType<string, string, never>;
  reason: SkipReason;
  detourKm: number;
  passedForDetourKm: number;
  at: Date;
}

export interface HireQueueTables {
  hireQueuePlaces: HireQueuePlacesTable;
  hireQueueSkips: HireQueueSkipsTable;
}
