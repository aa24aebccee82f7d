import { sql, type Insertable } from 'kysely';
import type { Db, Trx } from '../../db/db.js';
import type { HireQueueSkipsTable } from './hire-queue-tables.js';

/**
 * The hire queue's queries. It owns hire_queue_places and hire_queue_skips; it reads (never writes) hiring's
 * waiting list, jobs, crew slots, services and centres.
 */

/** What an offer of freed crew time needs of a waiting-list entry (the columns hire-capacity.ts's loop reads). */
const entryColumns = [
  'hireWaitlist.id',
  'hireWaitlist.userId',
  'hireWaitlist.serviceId',
  'hireWaitlist.day',
  'hireWaitlist.slot',
  'hireWaitlist.areaMilliAcres',
  'hireWaitlist.fieldLat',
  'hireWaitlist.fieldLon',
  'hireWaitlist.fieldPlace',
  'hireWaitlist.landmark',
  'hireWaitlist.phone',
  'hireWaitlist.locale',
  'hireWaitlist.status',
  'hireWaitlist.offeredJobId',
  'hireWaitlist.createdAt',
  'hireWaitlist.seq',
] as const;

/** Jobs that hold or will use crew time: everything but the ended. */
const liveJobStatuses = ['pending', 'booked', 'crew_assigned', 'on_the_way', 'working'] as const;

export const hireQueueRepository = {
  /**
   * Gives each waiting entry of the service without a ticket the next ones, in the order they joined. Joins of one
   * service wait for each other on a lock of its queue for this transaction, so tickets never repeat.
   */
  async assignTickets(trx: Trx, serviceId: number): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${'hire_queue:' + serviceId}))`.execute(trx);
    await sql`
      INSERT INTO hire_queue_places (waitlist_id, service_id, ticket)
      SELECT w.id, w.service_id,
             coalesce((SELECT max(ticket) FROM hire_queue_places WHERE service_id = ${serviceId}), 0)
               + row_number() OVER (ORDER BY w.seq)
      FROM hire_waitlist w
      LEFT JOIN hire_queue_places p ON p.waitlist_id = w.id
      WHERE w.service_id = ${serviceId} AND w.status IN ('waiting', 'offered') AND p.waitlist_id IS NULL
      ORDER BY w.seq
      ON CONFLICT (waitlist_id) DO NOTHING
    `.execute(trx);
  },

  /**
   * Waiting entries of a service asking for a day between two, with their tickets (an entry not yet ticketed
   * sorts after the ticketed, by the order it joined).
   */
  async waitingBetween(db: Db, q: { serviceId: number; from: string; to: string }) {
    return db
      .selectFrom('hireWaitlist')
      .leftJoin('hireQueuePlaces', 'hireQueuePlaces.waitlistId', 'hireWaitlist.id')
      .select([...entryColumns, 'hireQueuePlaces.ticket'])
      .where('hireWaitlist.serviceId', '=', q.serviceId)
      .where('hireWaitlist.status', '=', 'waiting')
      .where('hireWaitlist.day', '>=', q.from)
      .where('hireWaitlist.day', '<=', q.to)
      .orderBy('hireWaitlist.seq')
      .execute();
  },

  /** The farmer's entry waiting for a service and day. */
  async entryOf(db: Db, q: { userId: string; serviceId: number; day: string }) {
    return db
      .selectFrom('hireWaitlist')
      .select(['id', 'day'])
      .where('userId', '=', q.userId)
      .where('serviceId', '=', q.serviceId)
      .where('day', '=', q.day)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
  },

  /** The farmer's waiting entries, with the service's machine and centre. */
  async waitingOfUser(db: Db, userId: string) {
    return db
      .selectFrom('hireWaitlist')
      .innerJoin('hireServices', 'hireServices.id', 'hireWaitlist.serviceId')
      .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
      .select([
        'hireWaitlist.id',
        'hireWaitlist.serviceId',
        'hireWaitlist.day',
        'hireWaitlist.slot',
        'hireServices.operation',
        'hireServices.machineName',
        'hireServices.machineNameKn',
        'hireCentres.name as centreName',
        'hireCentres.nameKn as centreNameKn',
      ])
      .where('hireWaitlist.userId', '=', userId)
      .where('hireWaitlist.status', '=', 'waiting')
      .orderBy('hireWaitlist.day')
      .orderBy('hireWaitlist.seq')
      .execute();
  },

  /** What planning a service's days needs of it: crews, and its centre's place. */
  async serviceAndCentre(db: Db, serviceId: number) {
    return db
      .selectFrom('hireServices')
      .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
      .select(['hireServices.id', 'hireServices.centreId', 'hireServices.crews', 'hireCentres.lat', 'hireCentres.lon'])
      .where('hireServices.id', '=', serviceId)
      .executeTakeFirst();
  },

  /** The fields of the service's jobs that day still to be worked or held: where its crews already go. */
  async bookedFields(db: Db, serviceId: number, day: string) {
    return db
      .selectFrom('hireJobs')
      .select(['fieldLat as lat', 'fieldLon as lon', 'fieldPlace'])
      .where('serviceId', '=', serviceId)
      .where('day', '=', day)
      .where('status', 'in', liveJobStatuses)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  },

  /** Half days taken per day and crew of a service between two days. */
  async takenHalves(db: Db, serviceId: number, from: string, to: string) {
    return db
      .selectFrom('hireCrewSlots')
      .select(['day', 'crewNo', (eb) => eb.fn.countAll<number>().as('halves')])
      .where('serviceId', '=', serviceId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(['day', 'crewNo'])
      .execute();
  },

  /** The fields of these jobs. */
  async fieldsOfJobs(db: Db, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .selectFrom('hireJobs')
      .select(['id', 'fieldLat as lat', 'fieldLon as lon'])
      .where('id', 'in', ids)
      .execute();
  },

  async statusesOf(db: Db, ids: string[]) {
    if (ids.length === 0) return [];
    return db.selectFrom('hireWaitlist').select(['id', 'status']).where('id', 'in', ids).execute();
  },

  async addSkips(db: Db, skips: Insertable<HireQueueSkipsTable>[]): Promise<void> {
    if (skips.length > 0) await db.insertInto('hireQueueSkips').values(skips).execute();
  },

  /** Skips recorded for a centre's day, with the two entries' places and tickets, in the order they happened. */
  async skipsOf(db: Db, centreId: number, day: string) {
    return db
      .selectFrom('hireQueueSkips as s')
      .innerJoin('hireWaitlist as skipped', 'skipped.id', 's.waitlistId')
      .innerJoin('hireWaitlist as served', 'served.id', 's.passedForWaitlistId')
      .innerJoin('hireServices', 'hireServices.id', 's.serviceId')
      .leftJoin('hireQueuePlaces as skippedPlace', 'skippedPlace.waitlistId', 's.waitlistId')
      .leftJoin('hireQueuePlaces as servedPlace', 'servedPlace.waitlistId', 's.passedForWaitlistId')
      .select([
        's.id',
        's.reason',
        's.detourKm',
        's.passedForDetourKm',
        's.at',
        's.day',
        'hireServices.operation',
        'skipped.fieldPlace as skippedPlace',
        'skipped.day as skippedAskedDay',
        'skippedPlace.ticket as skippedTicket',
        'served.fieldPlace as servedPlace',
        'servedPlace.ticket as servedTicket',
      ])
      .where('s.centreId', '=', centreId)
      .where('s.day', '=', day)
      .orderBy('s.id')
      .execute();
  },
};
