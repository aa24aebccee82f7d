import { sql, type Selectable } from 'kysely';
import type { HireOperation } from '../../../shared/hiring.js';
import type { HireJobStatus, HireJobsTable, HireServicesTable } from '../../db/hiring-tables.js';
import type { Db } from '../catalogue/catalogue.repository.js';

/** Farthest any centre sends a crew; the admin form holds service radii to it, and the search box uses it. */
export const MAX_REACH_KM = 150;

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
};

export const hiringRepository = {
  /**
   * Active services of an operation whose centre reaches the field (within the centre's own radius), nearest
   * first. The GiST index over the centres' points answers the box no wider than the largest radius, nearest
   * first; the exact great-circle distance then checks each centre's own radius.
   */
  async servicesInReach(db: Db, operation: HireOperation, lat: number, lon: number, limit: number): Promise<CentreInReach[]> {
    // One round trip: the services and their centres come with the distance.
    const result = await sql<ReachRow>`
      WITH field AS (SELECT ll_to_earth(${lat}, ${lon}) AS point),
           reach AS (SELECT least(coalesce(max(service_radius_km), 0), ${MAX_REACH_KM}) * 1000 AS metres FROM hire_centres WHERE is_active)
      SELECT s.id, s.centre_id, s.operation, s.machine_name, s.machine_name_kn, s.operator_included, s.unit, s.rate,
             s.minimum_charge, s.travel_per_km, s.free_km, s.acres_per_hour_milli, s.crews, s.capacity_per_crew_day_milli,
             s.advance_percent, s.rating_count, s.rating_sum,
             c.name AS centre_name, c.name_kn AS centre_name_kn, c.village AS centre_village, c.taluk AS centre_taluk,
             c.district AS centre_district, c.phone AS centre_phone, c.rating_count AS centre_rating_count,
             c.rating_sum AS centre_rating_sum,
             earth_distance(field.point, c.earth) / 1000 AS distance_km
      FROM field, reach, hire_centres c
      JOIN hire_services s ON s.centre_id = c.id AND s.operation = ${operation} AND s.is_active
      WHERE c.is_active
        AND c.earth <@ earth_box(field.point, reach.metres)
        AND earth_distance(field.point, c.earth) <= c.service_radius_km * 1000
      ORDER BY c.earth <-> field.point, s.id
      LIMIT ${limit}
    `.execute(db);
    return result.rows.map(({ centreName, centreNameKn, centreVillage, centreTaluk, centreDistrict, centrePhone, centreRatingCount, centreRatingSum, distanceKm, ...service }) => ({
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
    }));
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
