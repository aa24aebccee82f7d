import type { ColumnType } from 'kysely';

/** Tables of work measured at the field (migration 20261130T0601); owned by server/modules/field-work. */

export type FieldReadingKind = 'start' | 'stop' | 'boundary' | 'photo';

/** A fix as stored: the phone's own shape (shared/field-area.ts GpsFix). */
export interface StoredFix {
  lat: number;
  lon: number;
  accuracyM: number;
  at: number;
}

export interface FieldReadingsTable {
  /** Made by the phone when the reading was taken: the same reading sent twice is one row. */
  id: string;
  jobId: string;
  kind: FieldReadingKind;
  takenAt: Date;
  recordedBy: string;
  receivedAt: Date;
  fixes: ColumnType<StoredFix[] | null, string | null | undefined, never>;
  /** A small JPEG as a data: URL. */
  photo: string | null;
  areaMilli: number | null;
  plusMinusMilli: number | null;
  refusal: string | null;
}

export type FieldOutcomeState = 'measured' | 'confirmed' | 'disputed' | 'resolved';

export interface FieldOutcomesTable {
  jobId: string;
  unit: 'acre' | 'hour';
  measuredMilli: number;
  plusMinusMilli: number | null;
  /** The field's area as walked (migration 20261130T0901): for hourly work too, where measuredMilli is the hours. */
  areaMilli: number | null;
  areaPlusMinusMilli: number | null;
  boundary: ColumnType<Array<[number, number]> | null, string | null | undefined, string | null>;
  boundaryReadingId: string | null;
  startedAt: Date | null;
  stoppedAt: Date | null;
  state: ColumnType<FieldOutcomeState, FieldOutcomeState | undefined, FieldOutcomeState>;
  confirmedAt: Date | null;
  confirmedVia: 'farmer' | 'operator' | null;
  disputedAt: Date | null;
  disputeNote: string | null;
  resolvedAt: Date | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
  createdAt: Date;
}

export interface FieldWorkTables {
  fieldReadings: FieldReadingsTable;
  fieldOutcomes: FieldOutcomesTable;
}
