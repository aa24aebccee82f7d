import { sql, type Selectable } from 'kysely';
import type { HireJobStatus } from '../../../shared/hire-job-life.js';
import type { Db, Trx } from '../../db/db.js';
import type { FieldOutcomesTable, FieldReadingKind, StoredFix } from './field-work-tables.js';

/**
 * The readings and outcomes of work measured at the field (tables of migration 20261130T0601), and the reads of
 * hiring's jobs the operator's page needs (hire_jobs and hire_services are hiring's: read here, changed only
 * through hiring's service).
 */

const readingColumns = [
  'id',
  'jobId',
  'kind',
  'takenAt',
  'recordedBy',
  'receivedAt',
  'areaMilli',
  'plusMinusMilli',
  'refusal',
] as const;

const outcomeColumns = [
  'jobId',
  'unit',
  'measuredMilli',
  'plusMinusMilli',
  'areaMilli',
  'areaPlusMinusMilli',
  'boundary',
  'boundaryReadingId',
  'startedAt',
  'stoppedAt',
  'state',
  'confirmedAt',
  'confirmedVia',
  'disputedAt',
  'disputeNote',
  'resolvedAt',
  'resolvedBy',
  'resolutionNote',
  'createdAt',
] as const;

export type FieldOutcomeRow = Pick<Selectable<FieldOutcomesTable>, (typeof outcomeColumns)[number]>;

export interface NewReading {
  id: string;
  jobId: string;
  kind: FieldReadingKind;
  takenAt: Date;
  recordedBy: string;
  receivedAt: Date;
  fixes: StoredFix[] | null;
  photo: string | null;
  areaMilli: number | null;
  plusMinusMilli: number | null;
  refusal: string | null;
}

/** A job as the operator and the field-work rules see it. */
export interface FieldJobRow {
  id: string;
  userId: string;
  status: HireJobStatus;
  day: string;
  slot: string;
  unit: 'acre' | 'hour';
  areaMilliAcres: number;
  fieldLat: number;
  fieldLon: number;
  fieldPlace: string;
  landmark: string;
  phone: string;
  locale: 'en' | 'kn';
  operatorName: string | null;
  operatorPhone: string | null;
  machine: string | null;
  measuredMilli: number | null;
  operation: string;
  machineName: string;
  machineNameKn: string;
}

function fieldJobs(db: Db) {
  return db
    .selectFrom('hireJobs')
    .innerJoin('hireServices', 'hireServices.id', 'hireJobs.serviceId')
    .select([
      'hireJobs.id',
      'hireJobs.userId',
      'hireJobs.status',
      'hireJobs.day',
      'hireJobs.slot',
      'hireJobs.unit',
      'hireJobs.areaMilliAcres',
      'hireJobs.fieldLat',
      'hireJobs.fieldLon',
      'hireJobs.fieldPlace',
      'hireJobs.landmark',
      'hireJobs.phone',
      'hireJobs.locale',
      'hireJobs.operatorName',
      'hireJobs.operatorPhone',
      'hireJobs.machine',
      'hireJobs.measuredMilli',
      'hireServices.operation',
      'hireServices.machineName',
      'hireServices.machineNameKn',
    ]);
}

export const fieldWorkRepository = {
  async job(db: Db, jobId: string): Promise<FieldJobRow | undefined> {
    return fieldJobs(db).where('hireJobs.id', '=', jobId).executeTakeFirst();
  },

  /** The jobs of an operator (by the number staff gave the crew) from `fromDay`, in the states work happens. */
  async jobsOfOperator(db: Db, operatorPhone: string, fromDay: string, toDay: string): Promise<FieldJobRow[]> {
    return fieldJobs(db)
      .where('hireJobs.operatorPhone', '=', operatorPhone)
      .where('hireJobs.day', '>=', fromDay)
      .where('hireJobs.day', '<=', toDay)
      .where('hireJobs.status', 'in', ['crew_assigned', 'on_the_way', 'working', 'done', 'paid'])
      .orderBy('hireJobs.day')
      .orderBy('hireJobs.slot')
      .limit(50)
      .execute();
  },

  async userPhone(db: Db, userId: string): Promise<string | null> {
    const row = await db.selectFrom('users').select(['phone']).where('id', '=', userId).executeTakeFirst();
    return row?.phone ?? null;
  },

  /** Keeps a reading once: false when a reading with its id was kept before. */
  async addReading(db: Db, reading: NewReading): Promise<boolean> {
    const added = await db
      .insertInto('fieldReadings')
      .values({ ...reading, fixes: reading.fixes === null ? null : JSON.stringify(reading.fixes) })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning(['id'])
      .executeTakeFirst();
    return added !== undefined;
  },

  async reading(db: Db, id: string) {
    return db.selectFrom('fieldReadings').select(readingColumns).where('id', '=', id).executeTakeFirst();
  },

  async readingsOf(db: Db, jobId: string) {
    return db
      .selectFrom('fieldReadings')
      .select(readingColumns)
      .where('jobId', '=', jobId)
      .orderBy('takenAt')
      .orderBy('id')
      .execute();
  },

  async photosOf(db: Db, jobId: string): Promise<Array<{ id: string; takenAt: Date; photo: string }>> {
    const rows = await db
      .selectFrom('fieldReadings')
      .select(['id', 'takenAt', 'photo'])
      .where('jobId', '=', jobId)
      .where('kind', '=', 'photo')
      .orderBy('takenAt')
      .limit(6)
      .execute();
    return rows.map((r) => ({ id: r.id, takenAt: r.takenAt, photo: r.photo ?? '' }));
  },

  async fixesOf(db: Db, readingId: string): Promise<StoredFix[]> {
    const row = await db.selectFrom('fieldReadings').select(['fixes']).where('id', '=', readingId).executeTakeFirst();
    return row?.fixes ?? [];
  },

  /** Records the outcome once: false when the job had one already. */
  async addOutcome(
    db: Db,
    outcome: Omit<
      FieldOutcomeRow,
      | 'state'
      | 'confirmedAt'
      | 'confirmedVia'
      | 'disputedAt'
      | 'disputeNote'
      | 'resolvedAt'
      | 'resolvedBy'
      | 'resolutionNote'
      | 'boundary'
    > & {
      boundary: Array<[number, number]> | null;
    },
  ): Promise<boolean> {
    const added = await db
      .insertInto('fieldOutcomes')
      .values({ ...outcome, boundary: outcome.boundary === null ? null : JSON.stringify(outcome.boundary) })
      .onConflict((oc) => oc.column('jobId').doNothing())
      .returning(['jobId'])
      .executeTakeFirst();
    return added !== undefined;
  },

  async outcome(db: Db, jobId: string): Promise<FieldOutcomeRow | undefined> {
    return db.selectFrom('fieldOutcomes').select(outcomeColumns).where('jobId', '=', jobId).executeTakeFirst();
  },

  async lockOutcome(trx: Trx, jobId: string): Promise<FieldOutcomeRow | undefined> {
    return trx
      .selectFrom('fieldOutcomes')
      .select(outcomeColumns)
      .where('jobId', '=', jobId)
      .forUpdate()
      .executeTakeFirst();
  },

  async outcomes(db: Db, jobIds: string[]): Promise<FieldOutcomeRow[]> {
    if (jobIds.length === 0) return [];
    return db.selectFrom('fieldOutcomes').select(outcomeColumns).where('jobId', 'in', jobIds).execute();
  },

  /** measured -> confirmed, in one statement: false when it was not waiting for confirmation. */
  async confirm(db: Db, jobId: string, via: 'farmer' | 'operator', at: Date): Promise<boolean> {
    const done = await db
      .updateTable('fieldOutcomes')
      .set({ state: 'confirmed', confirmedAt: at, confirmedVia: via })
      .where('jobId', '=', jobId)
      .where('state', '=', 'measured')
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  },

  /** measured -> disputed, in one statement: false when it was confirmed or disputed already. */
  async dispute(db: Db, jobId: string, note: string, at: Date): Promise<boolean> {
    const done = await db
      .updateTable('fieldOutcomes')
      .set({ state: 'disputed', disputedAt: at, disputeNote: note })
      .where('jobId', '=', jobId)
      .where('state', '=', 'measured')
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  },

  async resolve(db: Db, jobId: string, by: string, note: string, at: Date): Promise<boolean> {
    const done = await db
      .updateTable('fieldOutcomes')
      .set({ state: 'resolved', resolvedAt: at, resolvedBy: by, resolutionNote: note })
      .where('jobId', '=', jobId)
      .where('state', '=', 'disputed')
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  },

  /** Disputed jobs, oldest first, for the shop's staff. */
  async disputed(db: Db, limit = 50): Promise<FieldOutcomeRow[]> {
    return db
      .selectFrom('fieldOutcomes')
      .select(outcomeColumns)
      .where('state', '=', 'disputed')
      .orderBy('disputedAt')
      .limit(limit)
      .execute();
  },

  /** How many readings a job has of each kind: what the operator's phone is told back. */
  async counts(db: Db, jobId: string): Promise<Record<string, number>> {
    const rows = await db
      .selectFrom('fieldReadings')
      .select(['kind', sql<number>`count(*)::int`.as('n')])
      .where('jobId', '=', jobId)
      .groupBy('kind')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
  },
};
