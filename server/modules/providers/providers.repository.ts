import type { Insertable, Selectable, Updateable } from 'kysely';
import type { HireJobStatus } from '../../db/hiring-tables.js';
import type {
  ProviderRateRequestsTable,
  ProvidersTable,
  ProviderStatus,
  RateRequestStatus,
} from '../../db/provider-tables.js';
import type { Db, Trx } from '../../db/db.js';

/**
 * Providers, their rate requests, and the provider's own slice of hiring. Every read of a provider's centres,
 * services, jobs and ratings takes the provider's id and filters by `hire_centres.provider_id` in the query itself,
 * so no caller can reach another provider's rows by passing their ids. Writes to hiring's tables go through
 * hiringRepository once the owning check here has passed (a centre never changes provider).
 */
const providerColumns = [
  'id',
  'userId',
  'name',
  'village',
  'district',
  'phone',
  'status',
  'commissionPercentBp',
  'payoutMethod',
  'bankIfsc',
  'bankAccountNumber',
  'upiId',
  'verifiedAt',
  'decidedBy',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof ProvidersTable)[];
export type ProviderRow = Pick<Selectable<ProvidersTable>, (typeof providerColumns)[number]>;

const requestColumns = [
  'id',
  'providerId',
  'serviceId',
  'unit',
  'rate',
  'minimumCharge',
  'travelPerKm',
  'freeKm',
  'acresPerHourMilli',
  'bandLow',
  'bandHigh',
  'activates',
  'status',
  'decidedBy',
  'decidedAt',
  'createdAt',
] as const satisfies readonly (keyof ProviderRateRequestsTable)[];
export type RateRequestRow = Pick<Selectable<ProviderRateRequestsTable>, (typeof requestColumns)[number]>;

/** The columns of a provider's centre they see and edit. */
const centreColumns = [
  'hireCentres.id',
  'hireCentres.name',
  'hireCentres.nameKn',
  'hireCentres.address',
  'hireCentres.village',
  'hireCentres.taluk',
  'hireCentres.district',
  'hireCentres.pinCode',
  'hireCentres.lat',
  'hireCentres.lon',
  'hireCentres.serviceRadiusKm',
  'hireCentres.phone',
  'hireCentres.isActive',
  'hireCentres.ratingCount',
  'hireCentres.ratingSum',
] as const;

const serviceColumns = [
  'hireServices.id',
  'hireServices.centreId',
  'hireServices.operation',
  'hireServices.machineName',
  'hireServices.machineNameKn',
  'hireServices.operatorIncluded',
  'hireServices.unit',
  'hireServices.rate',
  'hireServices.minimumCharge',
  'hireServices.travelPerKm',
  'hireServices.freeKm',
  'hireServices.acresPerHourMilli',
  'hireServices.crews',
  'hireServices.capacityPerCrewDayMilli',
  'hireServices.advancePercent',
  'hireServices.isActive',
  'hireServices.ratingCount',
  'hireServices.ratingSum',
] as const;

/** What a provider sees of a job on their own centres: enough to do the work, and what it earned. */
const jobColumns = [
  'hireJobs.id',
  'hireJobs.centreId',
  'hireJobs.serviceId',
  'hireJobs.status',
  'hireJobs.day',
  'hireJobs.slot',
  'hireJobs.areaMilliAcres',
  'hireJobs.fieldLat',
  'hireJobs.fieldLon',
  'hireJobs.fieldPlace',
  'hireJobs.landmark',
  'hireJobs.phone',
  'hireJobs.distanceKm',
  'hireJobs.unit',
  'hireJobs.rate',
  'hireJobs.quotedQuantityMilli',
  'hireJobs.quotedTotal',
  'hireJobs.advance',
  'hireJobs.crewNo',
  'hireJobs.operatorName',
  'hireJobs.operatorPhone',
  'hireJobs.machine',
  'hireJobs.measuredMilli',
  'hireJobs.billTotal',
  'hireJobs.balance',
  'hireJobs.paidAt',
] as const;

function ownCentres(db: Db, providerId: number) {
  return db.selectFrom('hireCentres').where('hireCentres.providerId', '=', providerId);
}

function ownServices(db: Db, providerId: number) {
  return db
    .selectFrom('hireServices')
    .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
    .where('hireCentres.providerId', '=', providerId);
}

export const providersRepository = {
  async byUser(db: Db, userId: string): Promise<ProviderRow | undefined> {
    return db.selectFrom('providers').select(providerColumns).where('userId', '=', userId).executeTakeFirst();
  },

  async byId(db: Db, id: number): Promise<ProviderRow | undefined> {
    return db.selectFrom('providers').select(providerColumns).where('id', '=', id).executeTakeFirst();
  },

  /** The provider, locked until the transaction ends: approvals, suspensions and re-registrations queue on it. */
  async lockById(trx: Trx, id: number): Promise<ProviderRow | undefined> {
    return trx.selectFrom('providers').select(providerColumns).where('id', '=', id).forUpdate().executeTakeFirst();
  },

  async lockByUser(trx: Trx, userId: string): Promise<ProviderRow | undefined> {
    return trx
      .selectFrom('providers')
      .select(providerColumns)
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  },

  /** A new provider; undefined when the account already has one (a second tap at once). */
  async insert(db: Db, values: Insertable<ProvidersTable>): Promise<number | undefined> {
    const row = await db
      .insertInto('providers')
      .values(values)
      .onConflict((oc) => oc.column('userId').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  },

  async update(db: Db, id: number, values: Updateable<ProvidersTable>): Promise<void> {
    await db.updateTable('providers').set(values).where('id', '=', id).execute();
  },

  /** Providers for the shop's owner, those waiting first, then by when they registered. */
  async list(db: Db, limit: number): Promise<(ProviderRow & { centres: number })[]> {
    return db
      .selectFrom('providers')
      .select(providerColumns)
      .select((eb) =>
        eb
          .selectFrom('hireCentres')
          .whereRef('hireCentres.providerId', '=', 'providers.id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('centres'),
      )
      .orderBy((eb) => eb.case().when('status', '=', 'pending').then(0).else(1).end())
      .orderBy('createdAt')
      .limit(limit)
      .execute()
      .then((rows) => rows.map((r) => ({ ...r, centres: Number(r.centres ?? 0) })));
  },

  /** The status of the provider owning each centre given; the shop's own centres are absent. */
  async statusOfCentres(db: Db, centreIds: number[]): Promise<{ centreId: number; status: ProviderStatus }[]> {
    if (centreIds.length === 0) return [];
    return db
      .selectFrom('hireCentres')
      .innerJoin('providers', 'providers.id', 'hireCentres.providerId')
      .select(['hireCentres.id as centreId', 'providers.status'])
      .where('hireCentres.id', 'in', centreIds)
      .execute();
  },

  // --- The provider's own slice of hiring: every query filters by the provider's id.

  async centresOf(db: Db, providerId: number) {
    return ownCentres(db, providerId).select(centreColumns).orderBy('hireCentres.id').execute();
  },

  async centreOf(db: Db, providerId: number, centreId: number) {
    return ownCentres(db, providerId).select(centreColumns).where('hireCentres.id', '=', centreId).executeTakeFirst();
  },

  async servicesOf(db: Db, providerId: number) {
    return ownServices(db, providerId)
      .select(serviceColumns)
      .select('hireCentres.district')
      .orderBy('hireServices.id')
      .execute();
  },

  async serviceOf(db: Db, providerId: number, serviceId: number) {
    return ownServices(db, providerId)
      .select(serviceColumns)
      .select('hireCentres.district')
      .where('hireServices.id', '=', serviceId)
      .executeTakeFirst();
  },

  /** Jobs on the provider's centres with a day in [from, to], by day; held-and-lapsed jobs are left out. */
  async jobsOf(db: Db, providerId: number, from: string, to: string, limit: number) {
    const hidden: HireJobStatus[] = ['pending', 'expired'];
    return db
      .selectFrom('hireJobs')
      .innerJoin('hireCentres', 'hireCentres.id', 'hireJobs.centreId')
      .innerJoin('hireServices', 'hireServices.id', 'hireJobs.serviceId')
      .select(jobColumns)
      .select(['hireServices.operation', 'hireServices.machineName', 'hireServices.machineNameKn'])
      .where('hireCentres.providerId', '=', providerId)
      .where('hireJobs.day', '>=', from)
      .where('hireJobs.day', '<=', to)
      .where('hireJobs.status', 'not in', hidden)
      .orderBy('hireJobs.day')
      .orderBy('hireJobs.slot')
      .limit(limit)
      .execute();
  },

  /** The job's id when it is on one of the provider's centres. */
  async jobOf(db: Db, providerId: number, jobId: string): Promise<{ id: string } | undefined> {
    return db
      .selectFrom('hireJobs')
      .innerJoin('hireCentres', 'hireCentres.id', 'hireJobs.centreId')
      .select('hireJobs.id')
      .where('hireCentres.providerId', '=', providerId)
      .where('hireJobs.id', '=', jobId)
      .executeTakeFirst();
  },

  async ratingsOf(db: Db, providerId: number, limit: number) {
    return db
      .selectFrom('hireRatings')
      .innerJoin('hireCentres', 'hireCentres.id', 'hireRatings.centreId')
      .select([
        'hireRatings.jobId',
        'hireRatings.serviceId',
        'hireRatings.serviceStars',
        'hireRatings.operatorStars',
        'hireRatings.comment',
        'hireRatings.createdAt',
      ])
      .where('hireCentres.providerId', '=', providerId)
      .orderBy('hireRatings.createdAt', 'desc')
      .limit(limit)
      .execute();
  },

  // --- Rates outside the district's band.

  async openRequestsOf(db: Db, providerId: number): Promise<RateRequestRow[]> {
    return db
      .selectFrom('providerRateRequests')
      .select(requestColumns)
      .where('providerId', '=', providerId)
      .where('status', '=', 'pending')
      .execute();
  },

  async addRequest(db: Db, values: Insertable<ProviderRateRequestsTable>): Promise<number> {
    const row = await db.insertInto('providerRateRequests').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  /**
   * Whether the service was created with a rate outside the band and that rate was never allowed: it has not been
   * listed yet, so its stored rates are not the shop's to show.
   */
  async awaitsFirstListing(db: Db, serviceId: number): Promise<boolean> {
    const rows = await db
      .selectFrom('providerRateRequests')
      .select(['status'])
      .where('serviceId', '=', serviceId)
      .where('activates', '=', true)
      .execute();
    return rows.length > 0 && rows.every((r) => r.status !== 'approved');
  },

  /** Closes the service's open request, if any, as withdrawn (a new rate replaces it). */
  async withdrawOpen(db: Db, serviceId: number, at: Date): Promise<void> {
    await db
      .updateTable('providerRateRequests')
      .set({ status: 'withdrawn', decidedAt: at })
      .where('serviceId', '=', serviceId)
      .where('status', '=', 'pending')
      .execute();
  },

  /** Open requests for the shop's owner, oldest first, with the provider's name and the service's work. */
  async pendingRequests(db: Db, limit: number) {
    return db
      .selectFrom('providerRateRequests')
      .innerJoin('providers', 'providers.id', 'providerRateRequests.providerId')
      .innerJoin('hireServices', 'hireServices.id', 'providerRateRequests.serviceId')
      .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
      .select(requestColumns.map((c) => `providerRateRequests.${c}` as const))
      .select([
        'providers.name as providerName',
        'hireServices.operation',
        'hireServices.machineName',
        'hireServices.rate as currentRate',
        'hireServices.isActive as serviceActive',
        'hireCentres.district',
      ])
      .where('providerRateRequests.status', '=', 'pending')
      .orderBy('providerRateRequests.createdAt')
      .limit(limit)
      .execute();
  },

  async lockRequest(trx: Trx, id: number): Promise<RateRequestRow | undefined> {
    return trx
      .selectFrom('providerRateRequests')
      .select(requestColumns)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  async decideRequest(db: Db, id: number, status: RateRequestStatus, by: string, at: Date): Promise<void> {
    await db
      .updateTable('providerRateRequests')
      .set({ status, decidedBy: by, decidedAt: at })
      .where('id', '=', id)
      .execute();
  },
};
