import type { Transaction } from 'kysely';
import {
  billHire,
  cancellationTerms,
  distanceKm,
  halvesOf,
  quoteHire,
  quotedQuantityMilli,
  slotCapacityMilli,
  slotStart,
  toMilli,
  type HireOperation,
  type HireQuote,
  type HireRates,
  type HireSlot,
  type HireUnit,
} from '../../../shared/hiring.js';
import { addDays, kolkataDay } from '../../../shared/rental.js';
import { cardFormSchemaAt, type ConfirmTestPaymentInput } from '../../../shared/schemas/checkout.js';
import type { HireSearchInput } from '../../../shared/schemas/hiring.js';
import type { HireJobStatus } from '../../db/hiring-tables.js';
import type { Database } from '../../db/types.js';
import type { AppDeps, SessionUser } from '../../deps.js';
import { cardDeclineCodeOf } from '../../../shared/refusals.js';
import { canUseBackOffice } from '../../../shared/roles.js';
import { refuse } from '../../errors.js';
import { TestPaymentProvider, paymentIdOfSecret } from '../../providers/payments/test-provider.js';
import { PaymentProviderError, type Payment, type PaymentClientConfig } from '../../providers/payments/types.js';
import { devSmsSender, smsSize, type SmsSender } from '../../providers/sms/sms.js';
import type { Db } from '../catalogue/catalogue.repository.js';
import { hiringRepository, type CentreInReach, type HireJobRow, type HireServiceRow } from './hiring.repository.js';
import { districtInKannada } from './gazetteer.js';
import { smsTexts, type SmsLocale } from './sms-texts.js';

export type HiringDeps = Pick<AppDeps, 'db' | 'clock' | 'log' | 'payments'> & { sms?: SmsSender };

/** How long a new booking holds its crew while the farmer pays the advance. */
export const BOOKING_HOLD_MS = 15 * 60_000;
/** How long a slot freed by a cancellation is kept for the first farmer on the waiting list. */
export const OFFER_HOLD_MS = 2 * 60 * 60_000;
/** Days ahead the search looks for a free crew, and how far ahead a job may be booked. */
export const SEARCH_DAYS = 30;
export const BOOKING_HORIZON_DAYS = 60;

function refuseDay(): never {
  refuse('HIRE_DATE_INVALID', { horizonDays: BOOKING_HORIZON_DAYS }, 'Choose a day from tomorrow on');
}

/** A job or a place on a waiting list is for a day from tomorrow up to the booking horizon (Kolkata days). */
function checkBookableDay(now: Date, day: string): void {
  const tomorrow = addDays(kolkataDay(now), 1);
  if (day < tomorrow || day > addDays(tomorrow, BOOKING_HORIZON_DAYS)) refuseDay();
}
const SEARCH_CANDIDATES = 40;
const SEARCH_RESULTS = 10;

type Trx = Transaction<Database>;

function ratesOf(s: Pick<HireServiceRow, 'unit' | 'rate' | 'minimumCharge' | 'travelPerKm' | 'freeKm' | 'acresPerHourMilli' | 'advancePercent'>): HireRates {
  return {
    unit: s.unit,
    rate: s.rate,
    minimumCharge: s.minimumCharge,
    travelPerKm: s.travelPerKm,
    freeKm: s.freeKm,
    acresPerHourMilli: s.acresPerHourMilli,
    advancePercent: s.advancePercent,
  };
}

function rating(count: number, sum: number): { average: number | null; count: number } {
  return { average: count > 0 ? Math.round((sum / count) * 10) / 10 : null, count };
}

export interface HireCentreSummary {
  id: number;
  name: string;
  nameKn: string;
  village: string;
  taluk: string;
  district: string;
  /** The district in Kannada where the gazetteer knows it, else as the centre wrote it. */
  districtKn: string;
  phone: string;
  rating: { average: number | null; count: number };
}

type CentreFacts = Omit<HireCentreSummary, 'rating' | 'districtKn'> & { ratingCount: number; ratingSum: number };

function centreSummary(centre: CentreFacts): HireCentreSummary {
  const { id, name, nameKn, village, taluk, district, phone } = centre;
  const districtKn = districtInKannada(district) ?? district;
  return { id, name, nameKn, village, taluk, district, districtKn, phone, rating: rating(centre.ratingCount, centre.ratingSum) };
}

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
  rating: { average: number | null; count: number };
}

/** Crews' taken half days of one service and day. */
type Taken = Map<number, Set<string>>;

function freeCrew(taken: Taken, crews: number, slot: HireSlot): number | null {
  for (let crew = 1; crew <= crews; crew++) {
    const halves = taken.get(crew);
    if (halvesOf(slot).every((h) => !halves?.has(h))) return crew;
  }
  return null;
}

function slotsThatFit(service: Pick<HireServiceRow, 'capacityPerCrewDayMilli'>, quantityMilli: number): HireSlot[] {
  return (['whole_day', 'morning', 'afternoon'] as const).filter((slot) => quantityMilli <= slotCapacityMilli(service.capacityPerCrewDayMilli, slot));
}

/**
 * The first day with a crew free for one of the slots the field fits, and those slots that day, from the search's
 * calendar summary. A half day that fits means a whole day fits too, so the first day with any free half answers.
 */
function earliestFree(fitting: HireSlot[], calendar: Pick<CentreInReach, 'firstWholeDay' | 'firstHalfDay' | 'morningFree' | 'afternoonFree'>): { earliestDay: string | null; freeSlots: HireSlot[] } {
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

export interface JobTimelineEntry {
  status: HireJobStatus;
  at: Date;
}

export interface HireJobView {
  id: string;
  status: HireJobStatus;
  operation: HireOperation;
  serviceId: number;
  centre: HireCentreSummary;
  machineName: string;
  machineNameKn: string;
  day: string;
  slot: HireSlot;
  slotStartsAt: Date;
  areaMilliAcres: number;
  fieldPlace: string;
  landmark: string;
  phone: string;
  unit: HireUnit;
  rate: number;
  distanceKm: number;
  quote: { quantityMilli: number; total: number; advance: number };
  advancePaid: number;
  reservedUntil: Date | null;
  crew: { operatorName: string; operatorPhone: string; machine: string } | null;
  bill: { measuredMilli: number; work: number; travel: number; total: number; balance: number; needsAcceptance: boolean; accepted: boolean } | null;
  paidBy: 'card' | 'cash' | null;
  photoUrl: string | null;
  refund: number | null;
  /** Whether cancelling now is free (advance back) or keeps the advance; null when it can no longer be cancelled. */
  cancellation: { free: boolean; refund: number } | null;
  rated: { serviceStars: number; operatorStars: number; comment: string } | null;
  fromWaitlist: boolean;
  timeline: JobTimelineEntry[];
}

export interface HirePaymentStart {
  jobId: string;
  amount: number;
  purpose: 'advance' | 'balance';
  payment: PaymentClientConfig & { clientSecret: string };
}

const CANCELLABLE: HireJobStatus[] = ['pending', 'booked', 'crew_assigned'];

async function queueSms(trx: Db, deps: HiringDeps, job: Pick<HireJobRow, 'id' | 'phone' | 'locale'>, kind: string, body: string): Promise<void> {
  const sender = deps.sms ?? devSmsSender;
  await trx
    .insertInto('smsOutbox')
    .values({
      toPhone: job.phone,
      body,
      locale: job.locale,
      kind,
      jobId: job.id,
      segments: smsSize(body).segments,
      provider: sender.name,
      status: sender.name === 'dev' ? 'dev' : 'queued',
      providerId: null,
      error: null,
      createdAt: deps.clock.now(),
      sentAt: null,
    })
    .execute();
}

/** Sends what the outbox holds for a real provider; a failure is recorded and logged, never shown to the farmer. */
async function flushSms(deps: HiringDeps): Promise<void> {
  const sender = deps.sms;
  if (!sender || sender.name === 'dev') return;
  const queued = await deps.db.selectFrom('smsOutbox').select(['id', 'toPhone', 'body']).where('status', '=', 'queued').orderBy('id').limit(20).execute();
  for (const message of queued) {
    try {
      const { providerId } = await sender.send({ to: message.toPhone, body: message.body });
      await deps.db.updateTable('smsOutbox').set({ status: 'sent', providerId, sentAt: deps.clock.now() }).where('id', '=', message.id).execute();
    } catch (error) {
      deps.log.error({ err: error, smsId: message.id }, 'sending an SMS failed');
      await deps.db
        .updateTable('smsOutbox')
        .set({ status: 'failed', error: error instanceof Error ? error.message.slice(0, 300) : 'unknown' })
        .where('id', '=', message.id)
        .execute();
    }
  }
}

function smsFacts(job: HireJobRow, operation: HireOperation) {
  return { operation, day: job.day, slot: job.slot };
}

async function operationOf(db: Db, serviceId: number): Promise<HireOperation> {
  const service = await hiringRepository.service(db, serviceId);
  return service!.operation;
}

function kolkataTime(instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })
    .format(instant)
    .replace(',', '');
}

interface NewJob {
  userId: string;
  service: HireServiceRow;
  day: string;
  slot: HireSlot;
  areaMilliAcres: number;
  lat: number;
  lon: number;
  place: string;
  landmark: string;
  phone: string;
  locale: SmsLocale;
  reservedUntil: Date;
  waitlistId: string | null;
}

/**
 * Takes a crew's half days for a new pending job, under the lock of the service row the caller holds. Refuses a
 * field out of the centre's reach, too large for the slot, or a day with no free crew.
 */
async function takeCrew(trx: Trx, deps: HiringDeps, job: NewJob): Promise<string> {
  const { service } = job;
  const [centre] = await hiringRepository.centres(trx, [service.centreId]);
  if (!centre || !centre.isActive || !service.isActive) refuse('NOT_FOUND', {}, 'This service is not offered any more');
  const km = distanceKm({ lat: job.lat, lon: job.lon }, centre);
  if (km > centre.serviceRadiusKm) refuse('HIRE_OUT_OF_REACH', { radiusKm: centre.serviceRadiusKm }, 'This centre does not reach your field');
  const rates = ratesOf(service);
  const quantity = quotedQuantityMilli(rates, job.areaMilliAcres);
  if (quantity > slotCapacityMilli(service.capacityPerCrewDayMilli, job.slot)) {
    refuse('HIRE_AREA_TOO_LARGE', { slot: job.slot }, 'This field is more than a crew does in that slot');
  }
  const taken: Taken = new Map();
  for (const row of await hiringRepository.takenHalves(trx, [service.id], job.day, job.day)) {
    if (!taken.has(row.crewNo)) taken.set(row.crewNo, new Set());
    taken.get(row.crewNo)!.add(row.half);
  }
  const crew = freeCrew(taken, service.crews, job.slot);
  if (crew === null) refuse('HIRE_DAY_FULL', { day: job.day }, 'Every crew is booked that day');
  const quote = quoteHire(rates, job.areaMilliAcres, km);
  const inserted = await trx
    .insertInto('hireJobs')
    .values({
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
      createdAt: deps.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('hireCrewSlots')
    .values(halvesOf(job.slot).map((half) => ({ serviceId: service.id, day: job.day, crewNo: crew, half, jobId: inserted.id })))
    .execute();
  await trx.insertInto('hireJobEvents').values({ jobId: inserted.id, status: 'pending', at: deps.clock.now() }).execute();
  return inserted.id;
}

/**
 * Offers freed crew time of a service and day to the farmers waiting for it, first come first served: each one
 * whose slot fits gets a pending job held for OFFER_HOLD_MS and an SMS. The caller holds the service row's lock.
 */
async function offerToWaitlist(trx: Trx, deps: HiringDeps, serviceId: number, day: string): Promise<void> {
  const service = (await hiringRepository.service(trx, serviceId))!;
  const waiting = await trx.selectFrom('hireWaitlist').selectAll().where('serviceId', '=', serviceId).where('day', '=', day).where('status', '=', 'waiting').orderBy('seq').execute();
  const now = deps.clock.now();
  for (const entry of waiting) {
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
        reservedUntil: new Date(now.getTime() + OFFER_HOLD_MS),
        waitlistId: entry.id,
      });
    } catch {
      // No crew free for this farmer's slot (or the field is no longer reached): the next one may fit.
      continue;
    }
    await trx.updateTable('hireWaitlist').set({ status: 'offered', offeredJobId: jobId }).where('id', '=', entry.id).execute();
    const job = (await hiringRepository.job(trx, jobId))!;
    const until = kolkataTime(new Date(now.getTime() + OFFER_HOLD_MS));
    await queueSms(trx, deps, job, 'offered', smsTexts.offered({ ...smsFacts(job, service.operation), until }, job.locale));
    deps.log.info({ jobId, serviceId, day }, 'waiting-list slot offered');
  }
}

/** Frees a job's crew time and offers it to the waiting list. */
async function freeCrewTime(trx: Trx, deps: HiringDeps, job: HireJobRow): Promise<void> {
  await hiringRepository.service(trx, job.serviceId, { forUpdate: true });
  await hiringRepository.releaseSlots(trx, job.id);
  await offerToWaitlist(trx, deps, job.serviceId, job.day);
}

async function view(db: Db, jobs: HireJobRow[], now: Date): Promise<HireJobView[]> {
  if (jobs.length === 0) return [];
  const services = new Map((await hiringRepository.services(db, [...new Set(jobs.map((j) => j.serviceId))])).map((s) => [s.id, s]));
  const centres = new Map((await hiringRepository.centres(db, [...new Set(jobs.map((j) => j.centreId))])).map((c) => [c.id, c]));
  const events = await hiringRepository.events(db, jobs.map((j) => j.id));
  const ratings = new Map(
    (await db.selectFrom('hireRatings').select(['jobId', 'serviceStars', 'operatorStars', 'comment']).where('jobId', 'in', jobs.map((j) => j.id)).execute()).map((r) => [r.jobId, r]),
  );
  return jobs.map((job) => {
    const service = services.get(job.serviceId)!;
    const centre = centres.get(job.centreId)!;
    const start = slotStart(job.day, job.slot);
    const advancePaid = job.advancePaidAt ? job.advance : 0;
    const terms = CANCELLABLE.includes(job.status) ? cancellationTerms(start, now, advancePaid) : null;
    const rated = ratings.get(job.id);
    return {
      id: job.id,
      status: job.status,
      operation: service.operation,
      serviceId: service.id,
      centre: centreSummary(centre),
      machineName: service.machineName,
      machineNameKn: service.machineNameKn,
      day: job.day,
      slot: job.slot,
      slotStartsAt: start,
      areaMilliAcres: job.areaMilliAcres,
      fieldPlace: job.fieldPlace,
      landmark: job.landmark,
      phone: job.phone,
      unit: job.unit,
      rate: job.rate,
      distanceKm: Math.round(job.distanceKm * 10) / 10,
      quote: { quantityMilli: job.quotedQuantityMilli, total: job.quotedTotal, advance: job.advance },
      advancePaid,
      reservedUntil: job.status === 'pending' ? job.reservedUntil : null,
      crew: job.operatorName ? { operatorName: job.operatorName, operatorPhone: job.operatorPhone ?? '', machine: job.machine ?? '' } : null,
      bill:
        job.billTotal !== null
          ? {
              measuredMilli: job.measuredMilli!,
              work: job.billWork!,
              travel: job.billTravel!,
              total: job.billTotal,
              balance: job.balance!,
              needsAcceptance: job.billNeedsAcceptance,
              accepted: job.billAcceptedAt !== null,
            }
          : null,
      paidBy: job.balancePaidBy,
      photoUrl: job.photoUrl,
      refund: job.refund,
      cancellation: terms ? { free: terms.free, refund: terms.refund } : null,
      rated: rated ? { serviceStars: rated.serviceStars, operatorStars: rated.operatorStars, comment: rated.comment } : null,
      fromWaitlist: job.waitlistId !== null,
      timeline: events.filter((e) => e.jobId === job.id).map((e) => ({ status: e.status, at: e.at })),
    };
  });
}

function providerDown(deps: HiringDeps, error: unknown, what: string): never {
  deps.log.error({ err: error, provider: deps.payments.name }, what);
  refuse('PAYMENT_SERVICE_UNAVAILABLE', {}, 'The payment service is unavailable. Please try again.');
}

/** Returns a cancelled job's advance once; the key makes sure the money goes back only once whoever asks. */
async function ensureRefunded(deps: HiringDeps, job: HireJobRow): Promise<void> {
  if (!job.advancePaymentId || !job.refund) return;
  try {
    const payment = await deps.payments.retrieve(job.advancePaymentId);
    if (payment.status === 'succeeded' && payment.amountRefunded < payment.amount) {
      await deps.payments.refund(job.advancePaymentId, { idempotencyKey: `hire_refund_${job.id}` });
      deps.log.info({ jobId: job.id, amount: payment.amount }, 'hire advance refunded');
    }
  } catch (error) {
    providerDown(deps, error, 'refunding a hire advance failed');
  }
}

function isStaff(user: SessionUser): boolean {
  return canUseBackOffice(user.role);
}

async function ownJob(deps: HiringDeps, user: SessionUser, jobId: string): Promise<HireJobRow> {
  const job = await hiringRepository.job(deps.db, jobId);
  // Another farmer's job is answered exactly like one that does not exist.
  if (!job || (job.userId !== user.id && !isStaff(user))) refuse('NOT_FOUND', {}, 'Job not found');
  return job;
}

function wrongState(job: HireJobRow): never {
  refuse('HIRE_JOB_STATE', { status: job.status }, `This cannot be done to a job that is ${job.status}`);
}

async function localeOf(db: Db, userId: string): Promise<SmsLocale> {
  const user = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  return user?.locale ?? 'en';
}

export const hiringService = {
  /** Pending jobs whose hold ran out give their crew time back, which is then offered to the waiting list. */
  async releaseExpired(deps: HiringDeps): Promise<number> {
    const now = deps.clock.now();
    const stale = await deps.db.selectFrom('hireJobs').select(['id']).where('status', '=', 'pending').where('reservedUntil', '<', now).limit(50).execute();
    const cancelPayments: string[] = [];
    for (const { id } of stale) {
      await deps.db.transaction().execute(async (trx) => {
        const job = await hiringRepository.job(trx, id, { forUpdate: true });
        if (!job || job.status !== 'pending' || !job.reservedUntil || job.reservedUntil >= now) return;
        await hiringRepository.setStatus(trx, id, 'expired', now, { reservedUntil: null });
        if (job.waitlistId) await trx.updateTable('hireWaitlist').set({ status: 'lapsed' }).where('id', '=', job.waitlistId).execute();
        if (job.advancePaymentId) cancelPayments.push(job.advancePaymentId);
        await freeCrewTime(trx, deps, job);
      });
    }
    for (const paymentId of cancelPayments) {
      // A payment that went through after all is refunded when the farmer completes it (completePayment).
      await deps.payments.cancel(paymentId).catch((error: unknown) => deps.log.warn({ err: error }, 'could not cancel the payment of a lapsed hire job'));
    }
    await flushSms(deps);
    return stale.length;
  },

  /** Centres whose crews reach the field, with the full price up front; earliest free date, then nearest, first. */
  async search(deps: Pick<HiringDeps, 'db' | 'clock'>, input: HireSearchInput): Promise<HireOffer[]> {
    const tomorrow = addDays(kolkataDay(deps.clock.now()), 1);
    // A day before tomorrow searches from tomorrow; one past the booking horizon is refused (a year like 9999 would
    // take the calendar out of the database's date range).
    if (input.day > addDays(tomorrow, BOOKING_HORIZON_DAYS)) refuseDay();
    const from = input.day < tomorrow ? tomorrow : input.day;
    const to = addDays(from, SEARCH_DAYS - 1);
    const reach = await hiringRepository.servicesInReach(deps.db, { operation: input.operation, lat: input.lat, lon: input.lon, from, to, limit: SEARCH_CANDIDATES });
    const offers: HireOffer[] = [];
    for (const { service, centre, distanceKm: km, ...calendar } of reach) {
      const rates = ratesOf(service);
      const quote = quoteHire(rates, input.areaMilliAcres, km);
      const fitting = slotsThatFit(service, quote.quantityMilli);
      if (fitting.length === 0) continue;
      const { earliestDay, freeSlots } = earliestFree(fitting, calendar);
      offers.push({
        serviceId: service.id,
        operation: service.operation,
        centre: centreSummary(centre),
        machineName: service.machineName,
        machineNameKn: service.machineNameKn,
        operatorIncluded: service.operatorIncluded,
        unit: service.unit,
        rate: service.rate,
        minimumCharge: service.minimumCharge,
        travelPerKm: service.travelPerKm,
        freeKm: service.freeKm,
        distanceKm: Math.round(km * 10) / 10,
        quote,
        earliestDay,
        freeSlots,
        rating: rating(service.ratingCount, service.ratingSum),
      });
    }
    offers.sort((a, b) => (a.earliestDay ?? '9999').localeCompare(b.earliestDay ?? '9999') || a.distanceKm - b.distanceKm);
    return offers.slice(0, SEARCH_RESULTS);
  },

  /**
   * Books a crew for a day and slot: a pending job holds it for BOOKING_HOLD_MS while the farmer pays the advance.
   * Bookings of one service wait for each other on the service row, so its crews cannot be overbooked; asking
   * again for the same booking (a double tap) gets the same job.
   */
  async book(deps: HiringDeps, user: SessionUser, input: { serviceId: number; day: string; slot: HireSlot; areaMilliAcres: number; lat: number; lon: number; place: string; landmark: string; phone: string }): Promise<HirePaymentStart | { jobId: string; amount: 0; purpose: 'advance'; payment: null }> {
    const now = deps.clock.now();
    checkBookableDay(now, input.day);
    await this.releaseExpired(deps);
    const locale = await localeOf(deps.db, user.id);
    const jobId = await deps.db.transaction().execute(async (trx) => {
      const service = await hiringRepository.service(trx, input.serviceId, { forUpdate: true });
      if (!service) refuse('NOT_FOUND', {}, 'This service is not offered any more');
      const again = await trx
        .selectFrom('hireJobs')
        .select('id')
        .where('userId', '=', user.id)
        .where('serviceId', '=', service.id)
        .where('day', '=', input.day)
        .where('slot', '=', input.slot)
        .where('status', '=', 'pending')
        .where('areaMilliAcres', '=', input.areaMilliAcres)
        .executeTakeFirst();
      if (again) return again.id;
      return takeCrew(trx, deps, {
        userId: user.id,
        service,
        day: input.day,
        slot: input.slot,
        areaMilliAcres: input.areaMilliAcres,
        lat: input.lat,
        lon: input.lon,
        place: input.place,
        landmark: input.landmark,
        phone: input.phone,
        locale,
        reservedUntil: new Date(now.getTime() + BOOKING_HOLD_MS),
        waitlistId: null,
      });
    });
    const job = (await hiringRepository.job(deps.db, jobId))!;
    if (job.advance === 0) {
      await this.markBooked(deps, job);
      return { jobId, amount: 0, purpose: 'advance', payment: null };
    }
    return this.startPayment(deps, job, 'advance');
  },

  /** Joins the waiting list of a full day; the farmer hears by SMS when a crew comes free. */
  async joinWaitlist(deps: HiringDeps, user: SessionUser, input: { serviceId: number; day: string; slot: HireSlot; areaMilliAcres: number; lat: number; lon: number; place: string; landmark: string; phone: string }): Promise<{ position: number }> {
    checkBookableDay(deps.clock.now(), input.day);
    const service = await hiringRepository.service(deps.db, input.serviceId);
    if (!service) refuse('NOT_FOUND', {}, 'This service is not offered any more');
    const locale = await localeOf(deps.db, user.id);
    try {
      await deps.db
        .insertInto('hireWaitlist')
        .values({
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
        })
        .execute();
    } catch (error) {
      if ((error as { code?: string }).code === '23505') refuse('HIRE_ALREADY_WAITING', {}, 'You are already on the waiting list for this day');
      throw error;
    }
    const ahead = await deps.db
      .selectFrom('hireWaitlist')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('serviceId', '=', input.serviceId)
      .where('day', '=', input.day)
      .where('status', '=', 'waiting')
      .executeTakeFirstOrThrow();
    return { position: ahead.n };
  },

  async startPayment(deps: HiringDeps, job: HireJobRow, purpose: 'advance' | 'balance'): Promise<HirePaymentStart> {
    const amount = purpose === 'advance' ? job.advance : job.balance!;
    let created;
    try {
      created = await deps.payments.createPayment({
        orderId: job.id,
        amount,
        currency: 'inr',
        idempotencyKey: `hire_${purpose}_${job.id}`,
        metadata: { hireJobId: job.id, purpose, userId: job.userId },
      });
    } catch (error) {
      providerDown(deps, error, 'creating a hire payment failed');
    }
    const column = purpose === 'advance' ? 'advancePaymentId' : 'balancePaymentId';
    await deps.db.updateTable('hireJobs').set({ [column]: created.id }).where('id', '=', job.id).where(column, 'is', null).execute();
    return { jobId: job.id, amount, purpose, payment: { ...deps.payments.clientConfig(), clientSecret: created.clientSecret } };
  },

  /** The advance of a pending job, or the balance of a billed one: whichever the farmer owes now. */
  async pay(deps: HiringDeps, user: SessionUser, jobId: string): Promise<HirePaymentStart> {
    const job = await ownJob(deps, user, jobId);
    if (job.userId !== user.id) refuse('NOT_FOUND', {}, 'Job not found');
    if (job.status === 'pending') return this.startPayment(deps, job, 'advance');
    if (job.status === 'done' && (job.balance ?? 0) > 0) {
      if (job.billNeedsAcceptance && !job.billAcceptedAt) refuse('HIRE_BILL_NOT_ACCEPTED', {}, 'Accept the bill before paying it');
      return this.startPayment(deps, job, 'balance');
    }
    wrongState(job);
  },

  async markBooked(deps: HiringDeps, job: HireJobRow): Promise<void> {
    const now = deps.clock.now();
    const operation = await operationOf(deps.db, job.serviceId);
    await deps.db.transaction().execute(async (trx) => {
      await hiringRepository.setStatus(trx, job.id, 'booked', now, { reservedUntil: null, advancePaidAt: now });
      if (job.waitlistId) await trx.updateTable('hireWaitlist').set({ status: 'booked' }).where('id', '=', job.waitlistId).execute();
      await queueSms(trx, deps, job, 'booked', smsTexts.booked({ ...smsFacts(job, operation), advance: job.advance, total: job.quotedTotal }, job.locale));
    });
    await flushSms(deps);
  },

  /**
   * Marks the advance or the balance paid once the provider says its payment succeeded for exactly that amount.
   * Safe to call again. An advance that arrives after the job's hold ran out and its crew went to someone else
   * is refunded, and the farmer is told so.
   */
  async completePayment(deps: HiringDeps, userId: string | null, jobId: string): Promise<HireJobView> {
    const job = await hiringRepository.job(deps.db, jobId);
    if (!job || (userId !== null && job.userId !== userId)) refuse('NOT_FOUND', {}, 'Job not found');
    const paymentId = job.status === 'pending' || job.status === 'expired' ? job.advancePaymentId : job.status === 'done' ? job.balancePaymentId : null;
    if (paymentId) {
      let payment: Payment;
      try {
        payment = await deps.payments.retrieve(paymentId);
      } catch (error) {
        providerDown(deps, error, 'retrieving a hire payment failed');
      }
      const purpose = paymentId === job.advancePaymentId ? 'advance' : 'balance';
      const expected = purpose === 'advance' ? job.advance : job.balance;
      if (payment.metadata.hireJobId !== job.id || payment.amount !== expected || payment.currency.toLowerCase() !== 'inr') {
        deps.log.error({ jobId, paymentId, amount: payment.amount }, 'payment does not match its hire job');
        refuse('PAYMENT_MISMATCH', {}, 'The payment does not match this job. Nothing was charged for it.');
      }
      if (payment.status === 'processing') refuse('PAYMENT_PROCESSING', {}, 'Your payment is still being processed.');
      if (payment.status !== 'succeeded') refuse('PAYMENT_NOT_COMPLETED', {}, 'Your payment has not been completed.');
      if (job.status === 'expired') {
        await deps.db.updateTable('hireJobs').set({ refund: job.advance }).where('id', '=', job.id).execute();
        await ensureRefunded(deps, { ...job, refund: job.advance });
        refuse('HIRE_PAYMENT_LATE', {}, 'Your hold ran out and the crew was booked meanwhile, so your advance has been refunded.');
      }
      if (job.status === 'pending') await this.markBooked(deps, job);
      else if (job.status === 'done') {
        const now = deps.clock.now();
        const operation = await operationOf(deps.db, job.serviceId);
        await deps.db.transaction().execute(async (trx) => {
          const current = (await hiringRepository.job(trx, job.id, { forUpdate: true }))!;
          if (current.status !== 'done') return;
          await hiringRepository.setStatus(trx, job.id, 'paid', now, { balancePaidBy: 'card', paidAt: now });
          await queueSms(trx, deps, job, 'paid', smsTexts.paid({ ...smsFacts(job, operation), amount: job.balance! }, job.locale));
        });
        await flushSms(deps);
      }
    }
    return (await view(deps.db, [(await hiringRepository.job(deps.db, jobId))!], deps.clock.now()))[0]!;
  },

  /** Test mode's stand-in for Stripe.js, as at checkout: confirms the job's payment with a test card. */
  async confirmTestPayment(deps: HiringDeps, user: SessionUser, input: ConfirmTestPaymentInput): Promise<HireJobView> {
    const provider = deps.payments;
    if (!(provider instanceof TestPaymentProvider)) refuse('NOT_FOUND', {}, 'Test payments are not enabled');
    const job = await hiringRepository.jobByPayment(deps.db, paymentIdOfSecret(input.clientSecret));
    if (!job || job.userId !== user.id) refuse('NOT_FOUND', {}, 'Job not found');
    const card = cardFormSchemaAt(deps.clock.now()).safeParse(input.card);
    if (!card.success) refuse('PAYMENT_NOT_COMPLETED', {}, card.error.issues[0]?.message ?? 'Check the card details');
    let result;
    try {
      result = await provider.confirmCard(input.clientSecret, card.data);
    } catch (error) {
      if (error instanceof PaymentProviderError) refuse('PAYMENT_CANNOT_CONFIRM', {}, 'This payment can no longer be confirmed.');
      throw error;
    }
    if (result.decline) refuse('PAYMENT_DECLINED', { declineCode: cardDeclineCodeOf(result.decline.code) }, result.decline.message);
    return this.completePayment(deps, user.id, job.id);
  },

  async myJobs(deps: HiringDeps, user: SessionUser): Promise<{ jobs: HireJobView[]; waiting: { id: string; serviceId: number; day: string; slot: HireSlot; status: string }[] }> {
    await this.releaseExpired(deps);
    const jobs = await deps.db.selectFrom('hireJobs').selectAll().where('userId', '=', user.id).where('status', '!=', 'expired').orderBy('createdAt', 'desc').limit(50).execute();
    const waiting = await deps.db
      .selectFrom('hireWaitlist')
      .select(['id', 'serviceId', 'day', 'slot', 'status'])
      .where('userId', '=', user.id)
      .where('status', '=', 'waiting')
      .orderBy('createdAt', 'desc')
      .execute();
    return { jobs: await view(deps.db, jobs, deps.clock.now()), waiting };
  },

  /** One job: its farmer sees their own, staff see every job; anyone else hears it does not exist. */
  async job(deps: HiringDeps, user: SessionUser, jobId: string): Promise<HireJobView> {
    const job = await ownJob(deps, user, jobId);
    return (await view(deps.db, [job], deps.clock.now()))[0]!;
  },

  /** Free up to 24 h before the slot (the advance is refunded); later the centre keeps the advance. */
  async cancel(deps: HiringDeps, user: SessionUser, jobId: string, by: 'farmer' | 'centre'): Promise<HireJobView> {
    const first = by === 'farmer' ? await ownJob(deps, user, jobId) : await hiringRepository.job(deps.db, jobId);
    if (!first || (by === 'farmer' && first.userId !== user.id)) refuse('NOT_FOUND', {}, 'Job not found');
    if (first.status === 'cancelled') {
      await ensureRefunded(deps, first);
      return this.job(deps, user, jobId);
    }
    const now = deps.clock.now();
    const operation = await operationOf(deps.db, first.serviceId);
    const cancelled = await deps.db.transaction().execute(async (trx) => {
      await hiringRepository.service(trx, first.serviceId, { forUpdate: true });
      const job = (await hiringRepository.job(trx, jobId, { forUpdate: true }))!;
      if (!CANCELLABLE.includes(job.status)) wrongState(job);
      const advancePaid = job.advancePaidAt ? job.advance : 0;
      const refund = by === 'centre' ? advancePaid : cancellationTerms(slotStart(job.day, job.slot), now, advancePaid).refund;
      await hiringRepository.setStatus(trx, job.id, 'cancelled', now, { cancelledAt: now, cancelledBy: by, refund, reservedUntil: null });
      if (job.waitlistId && job.status === 'pending') await trx.updateTable('hireWaitlist').set({ status: 'withdrawn' }).where('id', '=', job.waitlistId).execute();
      if (job.status !== 'pending') await queueSms(trx, deps, job, 'cancelled', smsTexts.cancelled({ ...smsFacts(job, operation), refund }, job.locale));
      await freeCrewTime(trx, deps, job);
      return { ...job, refund };
    });
    if (cancelled.status === 'pending' && cancelled.advancePaymentId) {
      await deps.payments.cancel(cancelled.advancePaymentId).catch((error: unknown) => deps.log.warn({ err: error }, 'could not cancel an unpaid hire advance'));
    }
    await ensureRefunded(deps, cancelled);
    await flushSms(deps);
    deps.log.info({ jobId, by, refund: cancelled.refund }, 'hire job cancelled');
    return (await view(deps.db, [(await hiringRepository.job(deps.db, jobId))!], now))[0]!;
  },

  async acceptBill(deps: HiringDeps, user: SessionUser, jobId: string): Promise<HireJobView> {
    const job = await ownJob(deps, user, jobId);
    if (job.userId !== user.id) refuse('NOT_FOUND', {}, 'Job not found');
    if (job.status !== 'done' || !job.billNeedsAcceptance) wrongState(job);
    if (!job.billAcceptedAt) await deps.db.updateTable('hireJobs').set({ billAcceptedAt: deps.clock.now() }).where('id', '=', job.id).execute();
    return this.job(deps, user, jobId);
  },

  /** Staff move a job along its timeline; each step the farmer hears about goes out by SMS. */
  async advance(
    deps: HiringDeps,
    jobId: string,
    step:
      | { to: 'crew_assigned'; operatorName: string; operatorPhone: string; machine: string }
      | { to: 'on_the_way' }
      | { to: 'working' }
      | { to: 'done'; measured: number; photoUrl?: string | undefined }
      | { to: 'paid_cash' },
  ): Promise<HireJobView> {
    const now = deps.clock.now();
    const first = await hiringRepository.job(deps.db, jobId);
    if (!first) refuse('NOT_FOUND', {}, 'Job not found');
    const operation = await operationOf(deps.db, first.serviceId);
    await deps.db.transaction().execute(async (trx) => {
      const job = (await hiringRepository.job(trx, jobId, { forUpdate: true }))!;
      const facts = smsFacts(job, operation);
      switch (step.to) {
        case 'crew_assigned': {
          if (job.status !== 'booked' && job.status !== 'crew_assigned') wrongState(job);
          const crew = { operatorName: step.operatorName, operatorPhone: step.operatorPhone, machine: step.machine };
          await hiringRepository.setStatus(trx, job.id, 'crew_assigned', now, crew);
          await queueSms(trx, deps, job, 'crewAssigned', smsTexts.crewAssigned({ ...facts, ...crew }, job.locale));
          return;
        }
        case 'on_the_way':
          if (job.status !== 'crew_assigned') wrongState(job);
          await hiringRepository.setStatus(trx, job.id, 'on_the_way', now);
          await queueSms(trx, deps, job, 'onTheWay', smsTexts.onTheWay({ ...facts, operatorName: job.operatorName!, operatorPhone: job.operatorPhone! }, job.locale));
          return;
        case 'working':
          if (job.status !== 'on_the_way') wrongState(job);
          await hiringRepository.setStatus(trx, job.id, 'working', now);
          return;
        case 'done': {
          if (job.status !== 'working' && job.status !== 'on_the_way') wrongState(job);
          const measuredMilli = toMilli(step.measured);
          const advancePaid = job.advancePaidAt ? job.advance : 0;
          const bill = billHire(ratesOf(job), measuredMilli, job.distanceKm, job.quotedTotal, advancePaid);
          const settled = bill.balance === 0 && !bill.needsAcceptance;
          await hiringRepository.setStatus(trx, job.id, 'done', now, {
            measuredMilli,
            photoUrl: step.photoUrl ?? null,
            billWork: bill.work,
            billTravel: bill.travel,
            billTotal: bill.total,
            billNeedsAcceptance: bill.needsAcceptance,
            balance: bill.balance,
          });
          await queueSms(
            trx,
            deps,
            job,
            'done',
            smsTexts.done({ ...facts, measuredMilli, unit: job.unit, bill: bill.total, balance: bill.balance, needsAcceptance: bill.needsAcceptance }, job.locale),
          );
          // The advance covered the whole bill: nothing is left to collect.
          if (settled) await hiringRepository.setStatus(trx, job.id, 'paid', now, { balancePaidBy: 'card', paidAt: now });
          return;
        }
        case 'paid_cash':
          if (job.status !== 'done') wrongState(job);
          if (job.billNeedsAcceptance && !job.billAcceptedAt) refuse('HIRE_BILL_NOT_ACCEPTED', {}, 'The farmer has not accepted the bill yet');
          await hiringRepository.setStatus(trx, job.id, 'paid', now, { balancePaidBy: 'cash', paidAt: now });
          await queueSms(trx, deps, job, 'paid', smsTexts.paid({ ...facts, amount: job.balance ?? 0 }, job.locale));
          return;
      }
    });
    await flushSms(deps);
    return (await view(deps.db, [(await hiringRepository.job(deps.db, jobId))!], now))[0]!;
  },

  /** One rating per completed job, from its own farmer; the centre's and the service's averages follow. */
  async rate(deps: HiringDeps, user: SessionUser, input: { jobId: string; serviceStars: number; operatorStars: number; comment: string }): Promise<HireJobView> {
    const job = await hiringRepository.job(deps.db, input.jobId);
    if (!job || job.userId !== user.id) refuse('NOT_FOUND', {}, 'Job not found');
    if (job.status !== 'done' && job.status !== 'paid') wrongState(job);
    await deps.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('hireRatings')
        .values({
          jobId: job.id,
          userId: user.id,
          centreId: job.centreId,
          serviceId: job.serviceId,
          serviceStars: input.serviceStars,
          operatorStars: input.operatorStars,
          comment: input.comment,
          createdAt: deps.clock.now(),
        })
        .onConflict((oc) => oc.column('jobId').doNothing())
        .returning('jobId')
        .executeTakeFirst();
      if (!inserted) refuse('HIRE_ALREADY_RATED', {}, 'You have already rated this job');
      await trx
        .updateTable('hireServices')
        .set((eb) => ({ ratingCount: eb('ratingCount', '+', 1), ratingSum: eb('ratingSum', '+', input.serviceStars) }))
        .where('id', '=', job.serviceId)
        .execute();
      await trx
        .updateTable('hireCentres')
        .set((eb) => ({ ratingCount: eb('ratingCount', '+', 1), ratingSum: eb('ratingSum', '+', input.serviceStars) }))
        .where('id', '=', job.centreId)
        .execute();
    });
    return this.job(deps, user, job.id);
  },

  /** A service with its centre, its rates and its ratings: average, count and the latest comments. */
  async service(deps: HiringDeps, serviceId: number) {
    const service = await hiringRepository.service(deps.db, serviceId);
    if (!service) refuse('NOT_FOUND', {}, 'Service not found');
    const [centre] = await hiringRepository.centres(deps.db, [service.centreId]);
    const latest = await deps.db
      .selectFrom('hireRatings')
      .select(['serviceStars', 'operatorStars', 'comment', 'createdAt'])
      .where('serviceId', '=', serviceId)
      .orderBy('createdAt', 'desc')
      .limit(5)
      .execute();
    return {
      id: service.id,
      operation: service.operation,
      machineName: service.machineName,
      machineNameKn: service.machineNameKn,
      operatorIncluded: service.operatorIncluded,
      unit: service.unit,
      rate: service.rate,
      minimumCharge: service.minimumCharge,
      travelPerKm: service.travelPerKm,
      freeKm: service.freeKm,
      advancePercent: service.advancePercent,
      centre: centre!,
      rating: rating(service.ratingCount, service.ratingSum),
      centreRating: rating(centre!.ratingCount, centre!.ratingSum),
      latest,
    };
  },

  /** The job board of a centre and day, for staff: every booked job with the farmer's phone and landmark. */
  async board(deps: HiringDeps, centreId: number, day: string): Promise<HireJobView[]> {
    await this.releaseExpired(deps);
    const jobs = await deps.db
      .selectFrom('hireJobs')
      .selectAll()
      .where('centreId', '=', centreId)
      .where('day', '=', day)
      .where('status', 'not in', ['pending', 'expired'])
      .orderBy('slot')
      .orderBy('crewNo')
      .execute();
    return view(deps.db, jobs, deps.clock.now());
  },
};
