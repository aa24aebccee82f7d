import { sql, type Selectable } from 'kysely';
import type { HireOperation } from '../../../shared/hiring.js';
import type { HireJobStatus, HireJobsTable, HireServicesTable } from '../../db/hiring-tables.js';
import type { Db } from '../catalogue/catalogue.repository.js';

export type HireJobRow = Selectable<HireJobsTable>;
export type HireServiceRow = Selectable<HireServicesTable>;

/** A service in reach with what the search shows of it and its centre, read in the same query. */
export interface CentreInReach {
  service: Pick<
    HireServiceRow,
    | 'id'
    | 'centreId'
    | 'operation'
    | 'machineName'
    | 'machineNameKn'
    | 'operatorIncluded'
    | 'unit'
    | 'rate'
    | 'minimumCharge'
    | 'travelPerKm'
    | 'freeKm'
    | 'acresPerHourMilli'
    | 'crews'
    | 'capacityPerCrewDayMilli'
    | 'advancePercent'
    | 'ratingCount'
    | 'ratingSum'
  >;
  centre: { id: number; name: string; nameKn: string; village: string; taluk: string; district: string; phone: string; ratingCount: number; ratingSum: number };
  distanceKm: number;
  /** From the crew calendar of the days asked: the first day a crew is free all day, null when none. */
  firstWholeDay: string | null;
  /** The first day a crew has at least half a day free, null when none, and which halves are free that day. */
  firstHalfDay: string | null;
  morningFree: boolean;
  afternoonFree: boolean;
}

type ReachRow = CentreInReach['service'] & {
  centreName: string;
  centreNameKn: string;
  centreVillage: string;
  centreTaluk: string;
  centreDistrict: string;
  centrePhone: string;
  centreRatingCount: number;
  centreRatingSum: number;
  distanceKm: number;
  firstWholeDay: string | null;
  firstHalfDay: string | null;
  morningFree: boolean | null;
  afternoonFree: boolean | null;
};

export const hiringRepository = {
  /**
   * Active services of an operation whose centre reaches the field (within the centre's own radius), nearest
   * first, at most `limit`, each with its free crew days between two days: one statement, hire_search() of
   * migration 0050 (the GiST index over the centres' points; planned once per connection).
   */
  async servicesInReach(db: Db, query: { operation: HireOperation; lat: number; lon: number; from: string; to: string; limit: number }): Promise<CentreInReach[]> {
    const result = await sql<ReachRow>`
      SELECT * FROM hire_search(${query.operation}, ${query.lat}, ${query.lon}, ${query.from}::date, ${query.to}::date, ${query.limit})
    `.execute(db);
    return result.rows.map(
      ({ centreName, centreNameKn, centreVillage, centreTaluk, centreDistrict, centrePhone, centreRatingCount, centreRatingSum, distanceKm, firstWholeDay, firstHalfDay, morningFree, afternoonFree, ...service }) => ({
        service,
        centre: {
          id: service.centreId,
          name: centreName,
          nameKn: centreNameKn,
          village: centreVillage,
          taluk: centreTaluk,
          district: centreDistrict,
          phone: centrePhone,
          ratingCount: centreRatingCount,
          ratingSum: centreRatingSum,
        },
        distanceKm,
        firstWholeDay,
        firstHalfDay,
        morningFree: morningFree === true,
        afternoonFree: afternoonFree === true,
      }),
    );
  },

  async service(db: Db, id: number, options: { forUpdate?: boolean } = {}): Promise<HireServiceRow | undefined> {
    let q = db.selectFrom('hireServices').selectAll().where('id', '=', id);
    if (options.forUpdate) q = q.forUpdate();
    return q.executeTakeFirst();
  },

  async services(db: Db, ids: number[]): Promise<HireServiceRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('hireServices').selectAll().where('id', 'in', ids).execute();
  },

  async centres(db: Db, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .selectFrom('hireCentres')
      .select(['id', 'name', 'nameKn', 'address', 'village', 'taluk', 'district', 'pinCode', 'lat', 'lon', 'serviceRadiusKm', 'phone', 'ratingCount', 'ratingSum', 'isActive'])
      .where('id', 'in', ids)
      .execute();
  },

  /** Taken half days of the services between two days, per service, day and crew. */
  async takenHalves(db: Db, serviceIds: number[], from: string, to: string) {
    if (serviceIds.length === 0) return [];
    return db
      .selectFrom('hireCrewSlots')
      .select(['serviceId', 'day', 'crewNo', 'half'])
      .where('serviceId', 'in', serviceIds)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
  },

  async job(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<HireJobRow | undefined> {
    let q = db.selectFrom('hireJobs').selectAll().where('id', '=', id);
    if (options.forUpdate) q = q.forUpdate();
    return q.executeTakeFirst();
  },

  async jobByPayment(db: Db, paymentId: string): Promise<HireJobRow | undefined> {
    return db
      .selectFrom('hireJobs')
      .selectAll()
      .where((eb) => eb.or([eb('advancePaymentId', '=', paymentId), eb('balancePaymentId', '=', paymentId)]))
      .executeTakeFirst();
  },

  async setStatus(db: Db, id: string, status: HireJobStatus, at: Date, extra: Partial<Omit<HireJobRow, 'id' | 'status' | 'createdAt'>> = {}): Promise<void> {
    await db.updateTable('hireJobs').set({ ...extra, status }).where('id', '=', id).execute();
    await db.insertInto('hireJobEvents').values({ jobId: id, status, at }).execute();
  },

  async events(db: Db, jobIds: string[]) {
    if (jobIds.length === 0) return [];
    return db.selectFrom('hireJobEvents').select(['jobId', 'status', 'at']).where('jobId', 'in', jobIds).orderBy('id').execute();
  },

  async releaseSlots(db: Db, jobId: string): Promise<{ serviceId: number; day: string } | undefined> {
    const rows = await db.deleteFrom('hireCrewSlots').where('jobId', '=', jobId).returning(['serviceId', 'day']).execute();
    return rows[0];
  },
};
