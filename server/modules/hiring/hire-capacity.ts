import {
  distanceKm,
  halvesOf,
  hireRatesOf,
  quoteHire,
  quotedQuantityMilli,
  slotCapacityMilli,
  type HireSlot,
} from '../../../shared/hiring.js';
import type { Trx } from '../../db/db.js';
import { refuse } from '../../errors.js';
import type { SmsLocale } from './sms-texts.js';
import { smsTexts } from './sms-texts.js';
import type { HiringDeps } from './hire-deps.js';
import { queueSms, smsFacts } from './hire-notifications.js';
import { hireQueue } from '../hire-queue/hire-queue.service.js';
import { hiringRepository, type HireJobRow, type HireServiceRow } from './hiring.repository.js';

/**
 * Crew capacity: which crew takes a job's half days, and where freed crew time goes. Every function here runs
 * inside a transaction that holds the service row's lock (hiringRepository.lockService), so two bookings of one
 * service never take the same crew.
 */

/** How long a new booking holds its crew while the farmer pays the advance. */
export const BOOKING_HOLD_MS = 15 * 60_000;
/**
 * How long crew time that came free is kept for the first farmer on the waiting list: long enough to read the SMS
 * and pay, short enough that a farmer who does not answer hands it on to the next one soon.
 */
export const OFFER_HOLD_MS = 20 * 60_000;

/** Crews' taken half days of one service and day: crew number -> half days, each with the job holding it. */
export type Taken = Map<number, Map<string, string>>;

export function freeCrew(taken: Taken, crews: number, slot: HireSlot): number | null {
  for (let crew = 1; crew <= crews; crew++) {
    const halves = taken.get(crew);
    if (halvesOf(slot).every((h) => !halves?.has(h))) return crew;
  }
  return null;
}

export async function takenOn(trx: Trx, serviceId: number, day: string): Promise<Taken> {
  const taken: Taken = new Map();
  for (const row of await hiringRepository.takenHalves(trx, [serviceId], day, day)) {
    if (!taken.has(row.crewNo)) taken.set(row.crewNo, new Map());
    taken.get(row.crewNo)!.set(row.half, row.jobId);
  }
  return taken;
}

/** The day, half and field a farmer asks a crew for, and the phone the crew calls. */
export interface JobAsked {
  day: string;
  slot: HireSlot;
  areaMilliAcres: number;
  lat: number;
  lon: number;
  place: string;
  landmark: string;
  phone: string;
}

export interface NewJob extends JobAsked {
  userId: string;
  service: HireServiceRow;
  locale: SmsLocale;
  reservedUntil: Date;
  waitlistId: string | null;
}

/**
 * Takes a crew's half days for a new pending job, under the lock of the service row the caller holds. Refuses a
 * field out of the centre's reach, too large for the slot, or a day with no free crew.
 */
export async function takeCrew(trx: Trx, deps: HiringDeps, job: NewJob): Promise<string> {
  const { service } = job;
  const [centre] = await hiringRepository.centres(trx, [service.centreId]);
  if (!centre || !centre.isActive || !service.isActive) refuse('NOT_FOUND', {}, 'This service is not offered any more');
  const km = distanceKm({ lat: job.lat, lon: job.lon }, centre);
  if (km > centre.serviceRadiusKm) {
    refuse('HIRE_OUT_OF_REACH', { radiusKm: centre.serviceRadiusKm }, 'This centre does not reach your field');
  }
  const rates = hireRatesOf(service);
  const quantity = quotedQuantityMilli(rates, job.areaMilliAcres);
  if (quantity > slotCapacityMilli(service.capacityPerCrewDayMilli, job.slot)) {
    refuse('HIRE_AREA_TOO_LARGE', { slot: job.slot }, 'This field is more than a crew does in that slot');
  }
  // The free crew already working nearest the field that day (village by village), else the first free one.
  const crew = await hireQueue.crewFor(trx, centre, await takenOn(trx, service.id, job.day), service.crews, job);
  if (crew === null) refuse('HIRE_DAY_FULL', { day: job.day }, 'Every crew is booked that day');
  const quote = quoteHire(rates, job.areaMilliAcres, km);
  const now = deps.clock.now();
  const jobId = await hiringRepository.insertJob(trx, {
    userId: job.userId,
    centreId: service.centreId,
    serviceId: service.id,
    status: 'pending',
    day: job.day,
    slot: job.slot,
    reservedUntil: job.reservedUntil,
    areaMilliAcres: job.areaMilliAcres,
    fieldLat: job.lat,
    fieldLon: job.lon,
    fieldPlace: job.place,
    landmark: job.landmark,
    phone: job.phone,
    locale: job.locale,
    distanceKm: km,
    ...rates,
    quotedQuantityMilli: quote.quantityMilli,
    quotedTotal: quote.total,
    advance: quote.advance,
    advancePaymentId: null,
    advancePaidAt: null,
    crewNo: crew,
    operatorName: null,
    operatorPhone: null,
    machine: null,
    measuredMilli: null,
    photoUrl: null,
    billWork: null,
    billTravel: null,
    billTotal: null,
    billAcceptedAt: null,
    balance: null,
    balancePaymentId: null,
    balancePaidBy: null,
    paidAt: null,
    cancelledAt: null,
    cancelledBy: null,
    refund: null,
    waitlistId: job.waitlistId,
    createdAt: now,
  });
  const serviceId = service.id;
  const slots = halvesOf(job.slot).map((half) => ({ serviceId, day: job.day, crewNo: crew, half, jobId }));
  await hiringRepository.takeSlots(trx, slots);
  await hiringRepository.addEvent(trx, jobId, 'pending', now);
  return jobId;
}

/**
 * Offers freed crew time of a service and day to the farmers waiting for it, in the order they joined: each one
 * whose slot fits gets a pending job held for OFFER_HOLD_MS and an SMS, before anyone who asks afterwards. The
 * caller holds the service row's lock.
 */
export async function offerToWaitlist(trx: Trx, deps: HiringDeps, service: HireServiceRow, day: string) {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + OFFER_HOLD_MS);
  // In the village planner's order, from the days before too (hire-queue.service.ts), each skip recorded after.
  const planned = await hireQueue.offerOrder(trx, service, day);
  for (const entry of planned.entries) {
    let jobId: string;
    try {
      jobId = await takeCrew(trx, deps, {
        userId: entry.userId,
        service,
        day,
        slot: entry.slot,
        areaMilliAcres: entry.areaMilliAcres,
        lat: entry.fieldLat,
        lon: entry.fieldLon,
        place: entry.fieldPlace,
        landmark: entry.landmark,
        phone: entry.phone,
        locale: entry.locale,
        reservedUntil: until,
        waitlistId: entry.id,
      });
    } catch {
      // No crew free for this farmer's slot (or the field is no longer reached): the next one may fit.
      continue;
    }
    await hiringRepository.setWaitStatus(trx, entry.id, 'offered', jobId);
    const facts = { ...smsFacts({ day, slot: entry.slot }, service.operation), until, now };
    const to = { id: jobId, phone: entry.phone, locale: entry.locale };
    await queueSms(trx, deps, to, 'offered', smsTexts.offered(facts, entry.locale));
    deps.log.info({ jobId, serviceId: service.id, day }, 'waiting-list slot offered');
  }
  await hireQueue.recordSkips(trx, deps, planned);
}

/** Frees a job's crew time and offers it to the waiting list, under the service row's lock. */
export async function freeCrewTime(trx: Trx, deps: HiringDeps, job: Pick<HireJobRow, 'id' | 'serviceId' | 'day'>) {
  const service = await hiringRepository.lockService(trx, job.serviceId);
  await hiringRepository.releaseSlots(trx, job.id);
  if (service) await offerToWaitlist(trx, deps, service, job.day);
}
