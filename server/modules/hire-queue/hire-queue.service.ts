import { BOOKING_HORIZON_DAYS, halvesOf, type HireOperation, type HireSlot } from '../../../shared/hiring.js';
import { addDays, kolkataDay } from '../../../shared/rental.js';
import {
  cheapestCrewFor,
  daysFrom,
  offerOrder,
  planVillages,
  type OfferOrder,
  type Point,
  type SkipReason,
} from '../../../shared/village-planner.js';
import type { AppDeps } from '../../deps.js';
import type { Db, Trx } from '../../db/db.js';
import { hireQueueRepository } from './hire-queue.repository.js';

/**
 * The hire waiting list as a queue the farmer can see (issue 25, item 5), and crew time that comes free given
 * village by village (shared/village-planner.ts) rather than first come, first served:
 * - a place: each entry gets a ticket in its service's queue when it joins (hire_queue_places); its place is 1 + the
 *   entries still waiting ahead of it: those of its day with an earlier ticket and those of the days before it
 *   within QUEUE_WINDOW_DAYS (they are offered first, being overdue);
 * - an offer window: crew time freed on a day goes to those asking for that day or up to QUEUE_WINDOW_DAYS before
 *   it (the SMS names the day; a farmer who does not pay lets the offer lapse);
 * - the order of offers: overdue entries first, oldest first, then the fields nearest the work the crews already
 *   have that day (a village already worked first), ties by the queue's order;
 * - every skip recorded (hire_queue_skips): an entry left waiting while a later one got the crew time, with why;
 * - the expected day: the planner's projection of the service's queue over the crews' free half days.
 */

/** Crew time freed on a day is offered to those asking for it or for up to this many days before. */
export const QUEUE_WINDOW_DAYS = 2;
/** An entry this many days past the day it asked for goes before nearer fields. */
export const QUEUE_OVERDUE_DAYS = 1;

type QueueDeps = Pick<AppDeps, 'db' | 'clock' | 'log'>;
type Entry = Awaited<ReturnType<typeof hireQueueRepository.waitingBetween>>[number];

/** The key fields are grouped by: the place the farmer chose ('Mandya 571401'), spelled one way. */
export function villageKey(place: string): string {
  return place.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Queue order: ticket, then (not yet ticketed) the order joined. */
const queueSeq = (e: Pick<Entry, 'ticket' | 'seq'>) => (e.ticket ?? 1e12) * 1e6 + Number(e.seq) / 1e12;

export interface PlannedOffers {
  serviceId: number;
  centreId: number;
  day: string;
  /** Entries in the order freed crew time is offered to them. */
  entries: Entry[];
  order: OfferOrder;
}

export interface QueuePlace {
  waitlistId: string;
  serviceId: number;
  operation: HireOperation;
  machineName: string;
  machineNameKn: string;
  centreName: string;
  centreNameKn: string;
  day: string;
  slot: HireSlot;
  /** 1 = offered next. */
  place: number;
  /** The day the planner expects a crew for it, with the crews' free time now; null when none within the window. */
  expectedDay: string | null;
  /** The last day freed crew time may be offered to it. */
  windowEnd: string;
}

function placeIn(waiting: Entry[], mine: Entry): number {
  const ahead = waiting.filter(
    (e) => e.id !== mine.id && (e.day < mine.day || (e.day === mine.day && queueSeq(e) < queueSeq(mine))),
  );
  return ahead.length + 1;
}

/** The planner's day for each waiting entry of a service, given its crews' free half days from tomorrow. */
async function expectedDays(db: Db, serviceId: number, now: Date): Promise<Record<string, string>> {
  const service = await hireQueueRepository.serviceAndCentre(db, serviceId);
  if (!service) return {};
  const tomorrow = addDays(kolkataDay(now), 1);
  const last = addDays(tomorrow, BOOKING_HORIZON_DAYS + QUEUE_WINDOW_DAYS);
  const waiting = await hireQueueRepository.waitingBetween(db, {
    serviceId,
    from: addDays(tomorrow, -QUEUE_WINDOW_DAYS),
    to: last,
  });
  if (waiting.length === 0) return {};
  const lastAsked = waiting.reduce((max, e) => (e.day > max ? e.day : max), tomorrow);
  const until = addDays(lastAsked, QUEUE_WINDOW_DAYS);
  const taken: Record<string, number[]> = {};
  for (const row of await hireQueueRepository.takenHalves(db, serviceId, tomorrow, until)) {
    (taken[row.day] ??= [])[row.crewNo - 1] = Number(row.halves);
  }
  const plan = planVillages({
    depot: service,
    days: daysFrom(tomorrow, Math.round((Date.parse(until) - Date.parse(tomorrow)) / 86_400_000) + 1),
    crews: service.crews,
    // A crew does one job a half day: its day holds two halves.
    capacityPerCrewDay: 2,
    taken,
    maxWaitDays: QUEUE_OVERDUE_DAYS,
    jobs: waiting.map((e) => ({
      id: e.id,
      seq: queueSeq(e),
      lat: e.fieldLat,
      lon: e.fieldLon,
      village: villageKey(e.fieldPlace),
      quantity: halvesOf(e.slot).length,
      earliestDay: e.day < tomorrow ? tomorrow : e.day,
      latestDay: addDays(e.day, QUEUE_WINDOW_DAYS),
    })),
  });
  return plan.dayOf;
}

export const hireQueue = {
  /**
   * The crew a new job of a day takes (hire-capacity.ts's takeCrew): among the crews with the slot's half days free,
   * the one already working nearest the field that day (shared/village-planner.ts's cheapestCrewFor), so a crew's
   * morning and afternoon fall in one village. `taken` is crew number -> half day -> the job holding it.
   */
  async crewFor(
    trx: Trx,
    depot: Point,
    taken: ReadonlyMap<number, ReadonlyMap<string, string>>,
    crews: number,
    job: Point & { slot: HireSlot },
  ): Promise<number | null> {
    const halves = halvesOf(job.slot);
    const free: number[] = [];
    for (let crew = 1; crew <= crews; crew++) {
      if (halves.every((h) => !taken.get(crew)?.has(h))) free.push(crew);
    }
    if (free.length <= 1) return free[0] ?? null;
    const jobIds = free.flatMap((crew) => [...(taken.get(crew)?.values() ?? [])]);
    const fields = new Map((await hireQueueRepository.fieldsOfJobs(trx, jobIds)).map((f) => [f.id, f]));
    const candidates = free.map((crew) => ({
      crew,
      fields: [...(taken.get(crew)?.values() ?? [])].flatMap((id) => (fields.has(id) ? [fields.get(id)!] : [])),
    }));
    return cheapestCrewFor(depot, candidates, job);
  },

  /**
   * Tickets the farmer's new entry (and any other of the service still without one) and answers its place. Two
   * farmers joining at once get distinct tickets: the service's queue is locked while tickets are given.
   */
  async placeAfterJoin(db: QueueDeps['db'], q: { userId: string; serviceId: number; day: string }): Promise<number> {
    await db.transaction().execute((trx) => hireQueueRepository.assignTickets(trx, q.serviceId));
    const entry = await hireQueueRepository.entryOf(db, q);
    if (!entry) return 1;
    const waiting = await hireQueueRepository.waitingBetween(db, {
      serviceId: q.serviceId,
      from: addDays(q.day, -QUEUE_WINDOW_DAYS),
      to: q.day,
    });
    const mine = waiting.find((e) => e.id === entry.id);
    return mine ? placeIn(waiting, mine) : 1;
  },

  /**
   * Who is offered crew time freed on `day`, in order (hire-capacity.ts's offerToWaitlist walks it): the entries
   * asking for that day or up to QUEUE_WINDOW_DAYS before it, ordered by the village planner. The caller holds
   * the service row's lock.
   */
  async offerOrder(trx: Trx, service: { id: number }, day: string): Promise<PlannedOffers> {
    await hireQueueRepository.assignTickets(trx, service.id);
    const found = (await hireQueueRepository.serviceAndCentre(trx, service.id))!;
    const waiting = await hireQueueRepository.waitingBetween(trx, {
      serviceId: service.id,
      from: addDays(day, -QUEUE_WINDOW_DAYS),
      to: day,
    });
    const booked = (await hireQueueRepository.bookedFields(trx, service.id, day)).map((b) => ({
      lat: b.lat,
      lon: b.lon,
      village: villageKey(b.fieldPlace),
    }));
    const candidates = waiting.map((e) => ({
      id: e.id,
      seq: queueSeq(e),
      lat: e.fieldLat,
      lon: e.fieldLon,
      village: villageKey(e.fieldPlace),
      earliestDay: e.day,
    }));
    const order = offerOrder(found, booked, candidates, day, QUEUE_OVERDUE_DAYS);
    const byId = new Map(waiting.map((e) => [e.id, e]));
    return {
      serviceId: service.id,
      centreId: found.centreId,
      day,
      entries: order.order.map((id) => byId.get(id)!),
      order,
    };
  },

  /**
   * After the offers of freed crew time: each entry still waiting while one later in the queue was offered gets a
   * skip with its reason — 'no_crew_time' when it was asked first but no free crew time fit its slot or field,
   * 'overdue_first' when the one served had waited past its day, 'village_route' when the one served lay nearer
   * the crews' work that day.
   */
  async recordSkips(trx: Trx, deps: Pick<QueueDeps, 'clock' | 'log'>, planned: PlannedOffers): Promise<number> {
    const statuses = new Map(
      (
        await hireQueueRepository.statusesOf(
          trx,
          planned.entries.map((e) => e.id),
        )
      ).map((s) => [s.id, s.status]),
    );
    const position = new Map(planned.order.order.map((id, i) => [id, i]));
    const inQueueOrder = [...planned.entries].sort((a, b) => queueSeq(a) - queueSeq(b));
    const offered = inQueueOrder.filter((e) => statuses.get(e.id) === 'offered');
    const at = deps.clock.now();
    const skips = [];
    for (const entry of inQueueOrder) {
      if (statuses.get(entry.id) !== 'waiting') continue;
      const later = offered.find((o) => queueSeq(o) > queueSeq(entry));
      if (!later) continue;
      const reason: SkipReason =
        position.get(entry.id)! < position.get(later.id)!
          ? 'no_crew_time'
          : planned.order.overdue.has(later.id)
            ? 'overdue_first'
            : 'village_route';
      skips.push({
        waitlistId: entry.id,
        passedForWaitlistId: later.id,
        centreId: planned.centreId,
        serviceId: planned.serviceId,
        day: planned.day,
        reason,
        detourKm: planned.order.detourKm[entry.id] ?? 0,
        passedForDetourKm: planned.order.detourKm[later.id] ?? 0,
        at,
      });
    }
    await hireQueueRepository.addSkips(trx, skips);
    if (skips.length > 0) {
      deps.log.info({ serviceId: planned.serviceId, day: planned.day, skips: skips.length }, 'hire queue skips');
    }
    return skips.length;
  },

  /** The farmer's places in the queues they wait in, with the day each is expected. */
  async myPlaces(deps: Pick<QueueDeps, 'db' | 'clock'>, userId: string): Promise<QueuePlace[]> {
    const entries = await hireQueueRepository.waitingOfUser(deps.db, userId);
    const now = deps.clock.now();
    const places: QueuePlace[] = [];
    const expected = new Map<number, Record<string, string>>();
    for (const e of entries) {
      if (!expected.has(e.serviceId)) {
        await deps.db.transaction().execute((trx) => hireQueueRepository.assignTickets(trx, e.serviceId));
        expected.set(e.serviceId, await expectedDays(deps.db, e.serviceId, now));
      }
      const waiting = await hireQueueRepository.waitingBetween(deps.db, {
        serviceId: e.serviceId,
        from: addDays(e.day, -QUEUE_WINDOW_DAYS),
        to: e.day,
      });
      const mine = waiting.find((w) => w.id === e.id);
      places.push({
        waitlistId: e.id,
        serviceId: e.serviceId,
        operation: e.operation,
        machineName: e.machineName,
        machineNameKn: e.machineNameKn,
        centreName: e.centreName,
        centreNameKn: e.centreNameKn,
        day: e.day,
        slot: e.slot,
        place: mine ? placeIn(waiting, mine) : 1,
        expectedDay: expected.get(e.serviceId)![e.id] ?? null,
        windowEnd: addDays(e.day, QUEUE_WINDOW_DAYS),
      });
    }
    return places;
  },

  /** The skips of a centre's day, for the job board. */
  async skips(deps: Pick<QueueDeps, 'db'>, centreId: number, day: string) {
    return hireQueueRepository.skipsOf(deps.db, centreId, day);
  },
};
