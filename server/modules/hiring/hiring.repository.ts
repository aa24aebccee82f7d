import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { HireOperation } from '../../../shared/hiring.js';
import type {
  HireBalanceOutcome,
  HireBalancePaymentsTable,
  HireCentresTable,
  HireCrewSlotsTable,
  HireJobStatus,
  HireJobsTable,
  HireServicesTable,
  HireWaitlistTable,
  HireWaitStatus,
  SmsOutboxTable,
} from '../../db/hiring-tables.js';
import type { Db, Trx } from '../../db/db.js';

/** How a service prices work; a job copies them when it is booked. */
const rateColumns = ['unit', 'rate', 'minimumCharge', 'travelPerKm', 'freeKm', 'acresPerHourMilli'] as const;

/** The farmer's field and contact, as a job and a waiting-list entry keep them. */
const fieldColumns = ['areaMilliAcres', 'fieldLat', 'fieldLon', 'fieldPlace', 'landmark', 'phone', 'locale'] as const;

/** Ratings and whether it is offered, of a centre and of a service alike. */
const ratingColumns = ['ratingCount', 'ratingSum', 'isActive'] as const;

/** A job's parts: what was booked, the quote and advance, the crew, the bill and balance, and how it ended. */
const jobBooked = ['id', 'userId', 'centreId', 'serviceId', 'status', 'day', 'slot', 'reservedUntil'] as const;
const jobQuote = ['advancePercent', 'quotedQuantityMilli', 'quotedTotal'] as const;
const jobAdvance = ['advance', 'advancePaymentId', 'advancePaidAt'] as const;
const jobCrew = ['crewNo', 'operatorName', 'operatorPhone', 'machine', 'measuredMilli', 'photoUrl'] as const;
const jobBill = ['billWork', 'billTravel', 'billTotal', 'billNeedsAcceptance', 'billAcceptedAt'] as const;
const jobBalance = ['balance', 'balancePaymentId', 'balancePaidBy', 'paidAt', 'balanceMethod'] as const;
const jobBalanceSettled = ['balanceSettledPaymentId', 'cashRecordedBy', 'cashRecordedAt'] as const;
const jobEnd = ['cancelledAt', 'cancelledBy', 'refund', 'waitlistId', 'createdAt'] as const;

/** Every column of a job but none the database computes: the services read whole jobs, the views pick from them. */
const jobColumns = [
  ...jobBooked,
  ...fieldColumns,
  'distanceKm',
  ...rateColumns,
  ...jobQuote,
  ...jobAdvance,
  ...jobCrew,
  ...jobBill,
  ...jobBalance,
  ...jobBalanceSettled,
  ...jobEnd,
] as const satisfies readonly (keyof HireJobsTable)[];

/** A service's rates, capacity and ratings: what booking, pricing and the pages read (not its equipment links). */
const serviceMachine = ['id', 'centreId', 'operation', 'machineName', 'machineNameKn', 'operatorIncluded'] as const;
const serviceColumns = [
  ...serviceMachine,
  ...rateColumns,
  'crews',
  'capacityPerCrewDayMilli',
  'advancePercent',
  ...ratingColumns,
] as const satisfies readonly (keyof HireServicesTable)[];

/** A centre without its computed earth point and creation time. */
const centrePlace = ['id', 'name', 'nameKn', 'address', 'village', 'taluk', 'district', 'pinCode'] as const;
const centreColumns = [
  ...centrePlace,
  'lat',
  'lon',
  'serviceRadiusKm',
  'phone',
  ...ratingColumns,
] as const satisfies readonly (keyof HireCentresTable)[];

const waitlistAsked = ['id', 'userId', 'serviceId', 'day', 'slot'] as const;
const waitlistColumns = [
  ...waitlistAsked,
  ...fieldColumns,
  'status',
  'offeredJobId',
  'createdAt',
  'seq',
] as const satisfies readonly (keyof HireWaitlistTable)[];

/** An online payment made for a job's balance, and what became of it. */
const balancePaymentColumns = [
  'paymentId',
  'jobId',
  'channel',
  'amount',
  'idempotencyKey',
  'createdBy',
  'createdAt',
  'expiresAt',
  'outcome',
  'refundedAmount',
  'decidedAt',
] as const satisfies readonly (keyof HireBalancePaymentsTable)[];
export type HireBalancePaymentRow = Pick<Selectable<HireBalancePaymentsTable>, (typeof balancePaymentColumns)[number]>;

export type HireJobRow = Pick<Selectable<HireJobsTable>, (typeof jobColumns)[number]>;
export type HireServiceRow = Pick<Selectable<HireServicesTable>, (typeof serviceColumns)[number]>;
export type HireCentreRow = Pick<Selectable<HireCentresTable>, (typeof centreColumns)[number]>;
export type HireWaitlistRow = Pick<Selectable<HireWaitlistTable>, (typeof waitlistColumns)[number]>;

/** A service in reach with what the search shows of it and its centre, read in the same query. */
export interface CentreInReach {
  service: Omit<HireServiceRow, 'isActive'>;
  centre: Pick<
    HireCentreRow,
    'id' | 'name' | 'nameKn' | 'village' | 'taluk' | 'district' | 'phone' | 'ratingCount' | 'ratingSum'
  >;
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

/** A job whose hold has not run out and whose advance is not paid yet. */
type Unpaid = { userId: string; now: Date };

/** Whole jobs (every column of jobColumns), for a query to filter and order. */
function jobsQuery(db: Db) {
  return db.selectFrom('hireJobs').select(jobColumns);
}

/** The waiting list of one service on one day, to narrow further. */
function waitlistOf(db: Db, q: { serviceId: number; day: string }) {
  return db.selectFrom('hireWaitlist').where('serviceId', '=', q.serviceId).where('day', '=', q.day);
}

export const hiringRepository = {
  /**
   * Active services of an operation whose centre reaches the field (within the centre's own radius), nearest
   * first, at most `limit`, each with its free crew days between two days: one statement, hire_search() of
   * migration 0050 (the GiST index over the centres' points; planned once per connection).
   */
  async servicesInReach(
    db: Db,
    query: { operation: HireOperation; lat: number; lon: number; from: string; to: string; limit: number },
  ): Promise<CentreInReach[]> {
    const { operation, lat, lon, from, to, limit } = query;
    const result = await sql<ReachRow>`
      SELECT id, centre_id, operation, machine_name, machine_name_kn, operator_included, unit, rate, minimum_charge,
             travel_per_km, free_km, acres_per_hour_milli, crews, capacity_per_crew_day_milli, advance_percent,
             rating_count, rating_sum, centre_name, centre_name_kn, centre_village, centre_taluk, centre_district,
             centre_phone, centre_rating_count, centre_rating_sum, distance_km, first_whole_day, first_half_day,
             morning_free, afternoon_free
      FROM hire_search(${operation}, ${lat}, ${lon}, ${from}::date, ${to}::date, ${limit})
    `.execute(db);
    return result.rows.map(
      ({
        centreName,
        centreNameKn,
        centreVillage,
        centreTaluk,
        centreDistrict,
        centrePhone,
        centreRatingCount,
        centreRatingSum,
        distanceKm,
        firstWholeDay,
        firstHalfDay,
        morningFree,
        afternoonFree,
        ...service
      }) => ({
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

  async service(db: Db, id: number): Promise<HireServiceRow | undefined> {
    return db.selectFrom('hireServices').select(serviceColumns).where('id', '=', id).executeTakeFirst();
  },

  /** Bookings and releases of one service's crews wait for each other on this lock. */
  async lockService(trx: Trx, id: number): Promise<HireServiceRow | undefined> {
    return trx.selectFrom('hireServices').select(serviceColumns).where('id', '=', id).forUpdate().executeTakeFirst();
  },

  async services(db: Db, ids: number[]): Promise<HireServiceRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('hireServices').select(serviceColumns).where('id', 'in', ids).execute();
  },

  async centres(db: Db, ids: number[]): Promise<HireCentreRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('hireCentres').select(centreColumns).where('id', 'in', ids).execute();
  },

  /** Taken half days of the services between two days, per service, day and crew. */
  async takenHalves(db: Db, serviceIds: number[], from: string, to: string) {
    if (serviceIds.length === 0) return [];
    return db
      .selectFrom('hireCrewSlots')
      .select(['serviceId', 'day', 'crewNo', 'half', 'jobId'])
      .where('serviceId', 'in', serviceIds)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
  },

  /** Half days a job holds of its crew: none once it was cancelled or its hold ran out. */
  async slotsOfJob(db: Db, jobId: string) {
    return db.selectFrom('hireCrewSlots').select(['crewNo', 'half']).where('jobId', '=', jobId).execute();
  },

  async takeSlots(db: Db, slots: Insertable<HireCrewSlotsTable>[]): Promise<void> {
    await db.insertInto('hireCrewSlots').values(slots).execute();
  },

  async releaseSlots(db: Db, jobId: string): Promise<void> {
    await db.deleteFrom('hireCrewSlots').where('jobId', '=', jobId).execute();
  },

  async job(db: Db, id: string): Promise<HireJobRow | undefined> {
    return jobsQuery(db).where('id', '=', id).executeTakeFirst();
  },

  /** Every change of a job's state happens under this lock, after reading the state it holds. */
  async lockJob(trx: Trx, id: string): Promise<HireJobRow | undefined> {
    return jobsQuery(trx).where('id', '=', id).forUpdate().executeTakeFirst();
  },

  async jobByPayment(db: Db, paymentId: string): Promise<HireJobRow | undefined> {
    return jobsQuery(db)
      .where((eb) => eb.or([eb('advancePaymentId', '=', paymentId), eb('balancePaymentId', '=', paymentId)]))
      .executeTakeFirst();
  },

  /** Records an online payment made for a job's balance; the same payment twice is one row. */
  async addBalancePayment(db: Db, values: Insertable<HireBalancePaymentsTable>): Promise<void> {
    await db
      .insertInto('hireBalancePayments')
      .values(values)
      .onConflict((oc) => oc.column('paymentId').doNothing())
      .execute();
  },

  /** The online payments made for a job's balance, oldest first. */
  balancePaymentsOf(db: Db, jobId: string): Promise<HireBalancePaymentRow[]> {
    return hiringRepository.balancePaymentsOfJobs(db, [jobId]);
  },

  /** The balance payments of several jobs, for a board or a farmer's list. */
  async balancePaymentsOfJobs(db: Db, jobIds: string[]): Promise<HireBalancePaymentRow[]> {
    if (jobIds.length === 0) return [];
    return db
      .selectFrom('hireBalancePayments')
      .select(balancePaymentColumns)
      .where('jobId', 'in', jobIds)
      .orderBy('createdAt')
      .orderBy('paymentId')
      .execute();
  },

  /** What became of one balance payment, read under the job's lock (the job is locked first). */
  async balancePaymentOutcome(trx: Trx, paymentId: string): Promise<HireBalanceOutcome | undefined> {
    const row = await trx
      .selectFrom('hireBalancePayments')
      .select('outcome')
      .where('paymentId', '=', paymentId)
      .forUpdate()
      .executeTakeFirst();
    return row?.outcome;
  },

  async decideBalancePayment(
    db: Db,
    paymentId: string,
    decision: { outcome: Exclude<HireBalanceOutcome, 'open'>; at: Date; refundedAmount?: number },
  ): Promise<void> {
    await db
      .updateTable('hireBalancePayments')
      .set({ outcome: decision.outcome, decidedAt: decision.at, refundedAmount: decision.refundedAmount ?? null })
      .where('paymentId', '=', paymentId)
      .execute();
  },

  /** The e-mail of the staff member who recorded cash, for the job board. */
  async emailOfUser(db: Db, userId: string): Promise<string | undefined> {
    const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
    return user?.email ?? undefined;
  },

  async jobsOfUser(db: Db, userId: string, limit: number): Promise<HireJobRow[]> {
    return jobsQuery(db)
      .where('userId', '=', userId)
      .where('status', '!=', 'expired')
      .orderBy('createdAt', 'desc')
      .limit(limit)
      .execute();
  },

  /** The jobs of a centre's day that are more than a hold: booked or further, or cancelled. */
  async boardJobs(db: Db, centreId: number, day: string): Promise<HireJobRow[]> {
    return jobsQuery(db)
      .where('centreId', '=', centreId)
      .where('day', '=', day)
      .where('status', 'not in', ['pending', 'expired'])
      .orderBy('slot')
      .orderBy('crewNo')
      .execute();
  },

  async insertJob(trx: Trx, values: Insertable<HireJobsTable>): Promise<string> {
    const row = await trx.insertInto('hireJobs').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  async updateJob(db: Db, id: string, values: Updateable<HireJobsTable>): Promise<void> {
    await db.updateTable('hireJobs').set(values).where('id', '=', id).execute();
  },

  /** Records the provider's payment of the advance or the balance, once: a second one never replaces the first. */
  async setPaymentId(db: Db, id: string, column: 'advancePaymentId' | 'balancePaymentId', paymentId: string) {
    const unset = db
      .updateTable('hireJobs')
      .set({ [column]: paymentId })
      .where('id', '=', id);
    await unset.where(column, 'is', null).execute();
  },

  async setStatus(db: Db, id: string, status: HireJobStatus, at: Date, extra: Updateable<HireJobsTable> = {}) {
    await db
      .updateTable('hireJobs')
      .set({ ...extra, status })
      .where('id', '=', id)
      .execute();
    await db.insertInto('hireJobEvents').values({ jobId: id, status, at }).execute();
  },

  async addEvent(db: Db, jobId: string, status: HireJobStatus, at: Date): Promise<void> {
    await db.insertInto('hireJobEvents').values({ jobId, status, at }).execute();
  },

  async events(db: Db, jobIds: string[]) {
    if (jobIds.length === 0) return [];
    return db
      .selectFrom('hireJobEvents')
      .select(['jobId', 'status', 'at'])
      .where('jobId', 'in', jobIds)
      .orderBy('id')
      .execute();
  },

  /** Pending jobs whose hold ran out before `now`, oldest first. */
  async staleJobIds(db: Db, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('hireJobs')
      .select('id')
      .where('status', '=', 'pending')
      .where('reservedUntil', '<', now)
      .orderBy('reservedUntil')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  },

  /** The farmer's unpaid holds still running: their services and days. */
  async unpaidHolds(db: Db, { userId, now }: Unpaid) {
    return db
      .selectFrom('hireJobs')
      .select(['id', 'serviceId', 'day', 'slot', 'areaMilliAcres', 'reservedUntil'])
      .where('userId', '=', userId)
      .where('status', '=', 'pending')
      .where('reservedUntil', '>=', now)
      .execute();
  },

  /**
   * One farmer's bookings wait for each other here, so two at once cannot both pass the hold limits. A lock on the
   * farmer's id for this transaction only (the users table belongs to auth).
   */
  async lockFarmerHolds(trx: Trx, userId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${'hire_holds:' + userId}))`.execute(trx);
  },

  /** Which of these jobs are unpaid holds, with when each hold ends. */
  async pendingHoldsAmong(db: Db, jobIds: string[]): Promise<{ id: string; reservedUntil: Date }[]> {
    if (jobIds.length === 0) return [];
    const rows = await db
      .selectFrom('hireJobs')
      .select(['id', 'reservedUntil'])
      .where('id', 'in', jobIds)
      .where('status', '=', 'pending')
      .where('reservedUntil', 'is not', null)
      .execute();
    return rows.map((r) => ({ id: r.id, reservedUntil: r.reservedUntil! }));
  },

  /** Whether the farmer's own hold of this service and day ran out unpaid since `since`. */
  async lapsedHoldSince(db: Db, q: { userId: string; serviceId: number; day: string; since: Date }): Promise<boolean> {
    const row = await db
      .selectFrom('hireJobs')
      .innerJoin('hireJobEvents', 'hireJobEvents.jobId', 'hireJobs.id')
      .select('hireJobs.id')
      .where('hireJobs.userId', '=', q.userId)
      .where('hireJobs.serviceId', '=', q.serviceId)
      .where('hireJobs.day', '=', q.day)
      .where('hireJobEvents.status', '=', 'expired')
      .where('hireJobEvents.at', '>=', q.since)
      .executeTakeFirst();
    return row !== undefined;
  },

  async localeOfUser(db: Db, userId: string): Promise<'en' | 'kn'> {
    const user = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
    return user?.locale ?? 'en';
  },

  async waiting(db: Db, serviceId: number, day: string): Promise<HireWaitlistRow[]> {
    return waitlistOf(db, { serviceId, day })
      .select(waitlistColumns)
      .where('status', '=', 'waiting')
      .orderBy('seq')
      .execute();
  },

  /** Whether another farmer waits for this service and day, or holds an offer from its waiting list. */
  async othersQueued(db: Db, q: { userId: string; serviceId: number; day: string }): Promise<boolean> {
    const row = await waitlistOf(db, q)
      .select('id')
      .where('userId', '!=', q.userId)
      .where('status', 'in', ['waiting', 'offered'])
      .executeTakeFirst();
    return row !== undefined;
  },

  async waitingOfUser(db: Db, userId: string) {
    return db
      .selectFrom('hireWaitlist')
      .select(['id', 'serviceId', 'day', 'slot', 'status'])
      .where('userId', '=', userId)
      .where('status', '=', 'waiting')
      .orderBy('createdAt', 'desc')
      .execute();
  },

  /** Joins the waiting list; false when the farmer already waits for this service and day. */
  async joinWaitlist(db: Db, values: Insertable<HireWaitlistTable>): Promise<boolean> {
    const row = await db
      .insertInto('hireWaitlist')
      .values(values)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** A farmer's place in the waiting list of a service and day (1 = next). */
  async waitlistPosition(db: Db, q: { userId: string; serviceId: number; day: string }): Promise<number> {
    const waiting = waitlistOf(db, q).where('status', '=', 'waiting');
    const mine = await waiting.select('seq').where('userId', '=', q.userId).executeTakeFirst();
    const ahead = await waiting
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .$if(mine !== undefined, (qb) => qb.where('seq', '<=', mine!.seq))
      .executeTakeFirstOrThrow();
    return Number(ahead.n);
  },

  async setWaitStatus(db: Db, id: string, status: HireWaitStatus, offeredJobId?: string): Promise<void> {
    await db
      .updateTable('hireWaitlist')
      .set(offeredJobId === undefined ? { status } : { status, offeredJobId })
      .where('id', '=', id)
      .execute();
  },

  async ratingsOf(db: Db, jobIds: string[]) {
    if (jobIds.length === 0) return [];
    return db
      .selectFrom('hireRatings')
      .select(['jobId', 'serviceStars', 'operatorStars', 'comment'])
      .where('jobId', 'in', jobIds)
      .execute();
  },

  async latestRatings(db: Db, serviceId: number, limit: number) {
    return db
      .selectFrom('hireRatings')
      .select(['serviceStars', 'operatorStars', 'comment', 'createdAt'])
      .where('serviceId', '=', serviceId)
      .orderBy('createdAt', 'desc')
      .limit(limit)
      .execute();
  },

  /** Records a rating and adds it to the service's and the centre's sums; false when the job was rated before. */
  async addRating(
    trx: Trx,
    rating: { jobId: string; userId: string; centreId: number; serviceId: number; createdAt: Date } & {
      serviceStars: number;
      operatorStars: number;
      comment: string;
    },
  ): Promise<boolean> {
    const inserted = await trx
      .insertInto('hireRatings')
      .values(rating)
      .onConflict((oc) => oc.column('jobId').doNothing())
      .returning('jobId')
      .executeTakeFirst();
    if (!inserted) return false;
    const stars = rating.serviceStars;
    await trx
      .updateTable('hireServices')
      .set((eb) => ({ ratingCount: eb('ratingCount', '+', 1), ratingSum: eb('ratingSum', '+', stars) }))
      .where('id', '=', rating.serviceId)
      .execute();
    await trx
      .updateTable('hireCentres')
      .set((eb) => ({ ratingCount: eb('ratingCount', '+', 1), ratingSum: eb('ratingSum', '+', stars) }))
      .where('id', '=', rating.centreId)
      .execute();
    return true;
  },

  /** Writes an SMS to the outbox (hiring owns it; the code SMS of auth and others' texts go through here); its id. */
  async queueSms(db: Db, values: Omit<Insertable<SmsOutboxTable>, 'providerId' | 'error' | 'sentAt'>): Promise<number> {
    const row = await db
      .insertInto('smsOutbox')
      .values({ ...values, providerId: null, error: null, sentAt: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async queuedSms(db: Db, limit: number) {
    return db
      .selectFrom('smsOutbox')
      .select(['id', 'toPhone', 'body'])
      .where('status', '=', 'queued')
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  async smsSent(db: Db, id: number, providerId: string | null, at: Date): Promise<void> {
    await db.updateTable('smsOutbox').set({ status: 'sent', providerId, sentAt: at }).where('id', '=', id).execute();
  },

  async smsFailed(db: Db, id: number, error: string): Promise<void> {
    await db.updateTable('smsOutbox').set({ status: 'failed', error }).where('id', '=', id).execute();
  },

  /** The back office's list of centres, by name. */
  async allCentres(db: Db, limit: number): Promise<HireCentreRow[]> {
    return db.selectFrom('hireCentres').select(centreColumns).orderBy('name').limit(limit).execute();
  },

  async servicesOfCentre(db: Db, centreId: number) {
    return db
      .selectFrom('hireServices')
      .select([...serviceColumns, 'machineEquipmentId', 'implementEquipmentId', 'createdAt'])
      .where('centreId', '=', centreId)
      .orderBy('operation')
      .orderBy('id')
      .execute();
  },

  async centreExists(db: Db, id: number): Promise<boolean> {
    return (await db.selectFrom('hireCentres').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  },

  async insertCentre(db: Db, values: Insertable<HireCentresTable>): Promise<{ id: number }> {
    return db.insertInto('hireCentres').values(values).returning('id').executeTakeFirstOrThrow();
  },

  async updateCentre(db: Db, id: number, values: Updateable<HireCentresTable>): Promise<{ id: number } | undefined> {
    return db.updateTable('hireCentres').set(values).where('id', '=', id).returning('id').executeTakeFirst();
  },

  async insertService(db: Db, values: Insertable<HireServicesTable>): Promise<{ id: number }> {
    return db.insertInto('hireServices').values(values).returning('id').executeTakeFirstOrThrow();
  },

  async updateService(db: Db, id: number, values: Updateable<HireServicesTable>): Promise<{ id: number } | undefined> {
    return db.updateTable('hireServices').set(values).where('id', '=', id).returning('id').executeTakeFirst();
  },
};
