import {
  BOOKING_HORIZON_DAYS,
  hireRatesOf,
  quoteHire,
  SEARCH_DAYS,
  slotCapacityMilli,
  type HireOperation,
  type HireQuote,
  type HireSlot,
  type HireUnit,
} from '../../../shared/hiring.js';
import { MAX_UNPAID_HIRE_HOLDS, REHOLD_PAUSE_MINUTES, holdLimitBreached } from '../../../shared/hire-holds.js';
import { addDays, kolkataDay } from '../../../shared/rental.js';
import type { HireSearchInput } from '../../../shared/schemas/hiring.js';
import type { Trx } from '../../db/db.js';
import type { SessionUser } from '../../deps.js';
import { isDomainError, refuse } from '../../errors.js';
import { BOOKING_HOLD_MS, freeCrew, takeCrew, takenOn, type JobAsked } from './hire-capacity.js';
import type { HiringDeps } from './hire-deps.js';
import { hireQueue } from '../hire-queue/hire-queue.service.js';
import { hireJobLife } from './hire-job-life.service.js';
import { hirePayments, type HirePayChannel, type HirePaymentStart } from './hire-payments.js';
import { centreSummary, rating, serviceFacts, type HireCentreSummary, type HireRating } from './hire-views.js';
import { hiringRepository, type CentreInReach, type HireServiceRow } from './hiring.repository.js';
import { listingMarks, type ListingMark } from '../providers/provider-marks.js';

/**
 * Finding a crew and holding it: the search over the centres in reach, a booking that holds a crew while the
 * farmer pays the advance, and the waiting list of a full day. A farmer holds at most MAX_UNPAID_HIRE_HOLDS unpaid
 * jobs, one per service and day; a farmer refused because a crew is only held (not paid for) joins the waiting
 * list, which gets the crew first when the hold ends unpaid.
 */

const SEARCH_CANDIDATES = 40;
const SEARCH_RESULTS = 10;

export interface HireOffer {
  serviceId: number;
  operation: HireOperation;
  centre: HireCentreSummary;
  machineName: string;
  machineNameKn: string;
  operatorIncluded: boolean;
  unit: HireUnit;
  rate: number;
  minimumCharge: number;
  travelPerKm: number;
  freeKm: number;
  distanceKm: number;
  quote: HireQuote;
  /** First day from the asked one with a crew free for this field; null when none within SEARCH_DAYS. */
  earliestDay: string | null;
  /** Slots free on the earliest day. */
  freeSlots: HireSlot[];
  rating: HireRating;
  /** The shop's own centre, or a provider's with the "verified" mark once approved (providers/provider-marks.ts). */
  mark: ListingMark;
}

export interface HireBookInput extends JobAsked {
  serviceId: number;
}

function refuseDay(): never {
  refuse('HIRE_DATE_INVALID', { horizonDays: BOOKING_HORIZON_DAYS }, 'Choose a day from tomorrow on');
}

/** A job or a place on a waiting list is for a day from tomorrow up to the booking horizon (Kolkata days). */
function checkBookableDay(now: Date, day: string): void {
  const tomorrow = addDays(kolkataDay(now), 1);
  if (day < tomorrow || day > addDays(tomorrow, BOOKING_HORIZON_DAYS)) refuseDay();
}

function slotsThatFit(service: Pick<HireServiceRow, 'capacityPerCrewDayMilli'>, quantityMilli: number): HireSlot[] {
  const slots = ['whole_day', 'morning', 'afternoon'] as const;
  return slots.filter((slot) => quantityMilli <= slotCapacityMilli(service.capacityPerCrewDayMilli, slot));
}

type Calendar = Pick<CentreInReach, 'firstWholeDay' | 'firstHalfDay' | 'morningFree' | 'afternoonFree'>;

/**
 * The first day with a crew free for one of the slots the field fits, and those slots that day, from the search's
 * calendar summary. A half day that fits means a whole day fits too, so the first day with any free half answers.
 */
function earliestFree(fitting: HireSlot[], calendar: Calendar): { earliestDay: string | null; freeSlots: HireSlot[] } {
  const halvesFit = fitting.includes('morning');
  const earliestDay = halvesFit ? calendar.firstHalfDay : calendar.firstWholeDay;
  if (earliestDay === null) return { earliestDay, freeSlots: [] };
  const free: Record<HireSlot, boolean> = {
    whole_day: calendar.firstWholeDay === earliestDay,
    morning: calendar.morningFree,
    afternoon: calendar.afternoonFree,
  };
  return { earliestDay, freeSlots: fitting.filter((slot) => free[slot]) };
}

type Booked = { jobId: string } | { held: { until: Date } };

type BookResult = HirePaymentStart | { jobId: string; amount: 0; purpose: 'advance'; payment: null };

async function joinWaitlist(deps: HiringDeps, user: Pick<SessionUser, 'id'>, input: HireBookInput): Promise<boolean> {
  const locale = await hiringRepository.localeOfUser(deps.db, user.id);
  return hiringRepository.joinWaitlist(deps.db, {
    userId: user.id,
    serviceId: input.serviceId,
    day: input.day,
    slot: input.slot,
    areaMilliAcres: input.areaMilliAcres,
    fieldLat: input.lat,
    fieldLon: input.lon,
    fieldPlace: input.place,
    landmark: input.landmark,
    phone: input.phone,
    locale,
    status: 'waiting',
    offeredJobId: null,
    createdAt: deps.clock.now(),
  });
}

export const hireBooking = {
  /** Centres whose crews reach the field, with the full price up front; earliest free date, then nearest, first. */
  async search(deps: Pick<HiringDeps, 'db' | 'clock'>, input: HireSearchInput): Promise<HireOffer[]> {
    const tomorrow = addDays(kolkataDay(deps.clock.now()), 1);
    // A day before tomorrow searches from tomorrow; one past the booking horizon is refused (a year like 9999 would
    // take the calendar out of the database's date range).
    if (input.day > addDays(tomorrow, BOOKING_HORIZON_DAYS)) refuseDay();
    const from = input.day < tomorrow ? tomorrow : input.day;
    const to = addDays(from, SEARCH_DAYS - 1);
    const { operation, lat, lon } = input;
    const reach = await hiringRepository.servicesInReach(deps.db, {
      operation,
      lat,
      lon,
      from,
      to,
      limit: SEARCH_CANDIDATES,
    });
    const offers: HireOffer[] = [];
    for (const { service, centre, distanceKm: km, ...calendar } of reach) {
      const quote = quoteHire(hireRatesOf(service), input.areaMilliAcres, km);
      const fitting = slotsThatFit(service, quote.quantityMilli);
      if (fitting.length === 0) continue;
      offers.push({
        serviceId: service.id,
        ...serviceFacts(service),
        centre: centreSummary(centre),
        distanceKm: Math.round(km * 10) / 10,
        quote,
        ...earliestFree(fitting, calendar),
        rating: rating(service.ratingCount, service.ratingSum),
        mark: { listedBy: 'shop', verified: true },
      });
    }
    const centreIds = offers.map((o) => o.centre.id);
    const markOf = await listingMarks(deps.db, centreIds);
    for (const offer of offers) offer.mark = markOf(offer.centre.id);
    const never = '9999';
    offers.sort(
      (a, b) => (a.earliestDay ?? never).localeCompare(b.earliestDay ?? never) || a.distanceKm - b.distanceKm,
    );
    return offers.slice(0, SEARCH_RESULTS);
  },

  /**
   * Books a crew for a day and slot: a pending job holds it for BOOKING_HOLD_MS while the farmer pays the advance.
   * Bookings of one service wait for each other on the service row, so its crews cannot be overbooked, and one
   * farmer's bookings wait for each other, so the hold limits cannot be passed by asking twice at once. Asking
   * again for the same booking (a double tap) gets the same job.
   */
  async book(
    deps: HiringDeps,
    user: Pick<SessionUser, 'id'>,
    input: HireBookInput,
    { channel = 'checkout' }: { channel?: HirePayChannel } = {},
  ): Promise<BookResult> {
    const now = deps.clock.now();
    checkBookableDay(now, input.day);
    await hireJobLife.releaseExpired(deps);
    const locale = await hiringRepository.localeOfUser(deps.db, user.id);
    const booked = await deps.db.transaction().execute(async (trx): Promise<Booked> => {
      await hiringRepository.lockFarmerHolds(trx, user.id);
      const service = await hiringRepository.lockService(trx, input.serviceId);
      if (!service) refuse('NOT_FOUND', {}, 'This service is not offered any more');
      const holds = await hiringRepository.unpaidHolds(trx, { userId: user.id, now });
      const again = holds.find(
        (h) =>
          h.serviceId === service.id &&
          h.day === input.day &&
          h.slot === input.slot &&
          h.areaMilliAcres === input.areaMilliAcres,
      );
      if (again) return { jobId: again.id };
      const pauseSince = new Date(now.getTime() - REHOLD_PAUSE_MINUTES * 60_000);
      const query = { userId: user.id, serviceId: service.id, day: input.day };
      const paused =
        (await hiringRepository.lapsedHoldSince(trx, { ...query, since: pauseSince })) &&
        (await hiringRepository.othersQueued(trx, query));
      const breached = holdLimitBreached(holds, { serviceId: service.id, day: input.day }, paused);
      if (breached === 'same_day') {
        refuse('HIRE_HOLD_EXISTS', { day: input.day }, 'You already hold a crew of this service that day');
      }
      if (breached === 'too_many') {
        refuse('HIRE_TOO_MANY_HOLDS', { max: MAX_UNPAID_HIRE_HOLDS }, 'Pay for or cancel a held booking first');
      }
      if (breached === 'paused') {
        refuse('HIRE_HOLD_PAUSED', { minutes: REHOLD_PAUSE_MINUTES }, 'Your hold of this day ran out unpaid');
      }
      try {
        const jobId = await takeCrew(trx, deps, {
          userId: user.id,
          service,
          ...input,
          locale,
          reservedUntil: new Date(now.getTime() + BOOKING_HOLD_MS),
          waitlistId: null,
        });
        return { jobId };
      } catch (error) {
        if (!isDomainError(error) || error.reason !== 'HIRE_DAY_FULL') throw error;
        // takeCrew refused before writing anything, so this transaction can still answer.
        const heldUntil = await crewHeldUntil(trx, service, input.day, input.slot);
        if (heldUntil === null) throw error;
        return { held: { until: heldUntil } };
      }
    });
    if ('held' in booked) {
      await joinWaitlist(deps, user, input);
      const position = await hireQueue.placeAfterJoin(deps.db, { userId: user.id, ...input });
      const minutes = Math.max(1, Math.ceil((booked.held.until.getTime() - now.getTime()) / 60_000));
      refuse('HIRE_CREW_HELD', { position, minutes }, 'A crew is held by another farmer who has not paid yet');
    }
    const job = (await hiringRepository.job(deps.db, booked.jobId))!;
    if (job.advance === 0) {
      await hirePayments.bookWithoutAdvance(deps, job.id);
      return { jobId: job.id, amount: 0, purpose: 'advance', payment: null };
    }
    return hirePayments.startPayment(deps, job, 'advance', channel);
  },

  /** Joins the waiting list of a full day; the farmer hears by SMS when a crew comes free. */
  async joinWaitlist(deps: HiringDeps, user: SessionUser, input: HireBookInput): Promise<{ position: number }> {
    checkBookableDay(deps.clock.now(), input.day);
    const service = await hiringRepository.service(deps.db, input.serviceId);
    if (!service) refuse('NOT_FOUND', {}, 'This service is not offered any more');
    if (!(await joinWaitlist(deps, user, input))) {
      refuse('HIRE_ALREADY_WAITING', {}, 'You are already on the waiting list for this day');
    }
    return { position: await hireQueue.placeAfterJoin(deps.db, { userId: user.id, ...input }) };
  },
};

/**
 * When the day is full for this slot only because of unpaid holds: the earliest moment one of them ends. Null when
 * paid bookings fill it (then the farmer is told the day is full, and may join the waiting list).
 */
async function crewHeldUntil(trx: Trx, service: HireServiceRow, day: string, slot: HireSlot): Promise<Date | null> {
  const taken = await takenOn(trx, service.id, day);
  const jobIds = [...new Set([...taken.values()].flatMap((halves) => [...halves.values()]))];
  const holds = await hiringRepository.pendingHoldsAmong(trx, jobIds);
  if (holds.length === 0) return null;
  const held = new Set(holds.map((h) => h.id));
  const paidOnly: typeof taken = new Map(
    [...taken].map(([crew, halves]) => [crew, new Map([...halves].filter(([, jobId]) => !held.has(jobId)))]),
  );
  if (freeCrew(paidOnly, service.crews, slot) === null) return null;
  return holds.reduce((first, h) => (h.reservedUntil < first ? h.reservedUntil : first), holds[0]!.reservedUntil);
}
