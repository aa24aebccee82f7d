import { isCancellable, type HireJobStatus } from '../../../shared/hire-job-life.js';
import {
  cancellationTerms,
  slotStart,
  type HireOperation,
  type HireSlot,
  type HireUnit,
} from '../../../shared/hiring.js';
import { canUseBackOffice, type UserRole } from '../../../shared/roles.js';
import type { SessionUser } from '../../deps.js';
import { refuse } from '../../errors.js';
import type { Db } from '../../db/db.js';
import { districtInKannada } from './gazetteer.js';
import type { HiringDeps } from './hire-deps.js';
import { hiringRepository, type CentreInReach, type HireJobRow, type HireServiceRow } from './hiring.repository.js';

/** What farmers and staff see of jobs, services and centres; reading only, no rule of the job's life. */

export interface HireRating {
  average: number | null;
  count: number;
}

export function rating(count: number, sum: number): HireRating {
  return { average: count > 0 ? Math.round((sum / count) * 10) / 10 : null, count };
}

type CentreFacts = CentreInReach['centre'];

export type HireCentreSummary = Omit<CentreFacts, 'ratingCount' | 'ratingSum'> & {
  /** The district in Kannada where the gazetteer knows it, else as the centre wrote it. */
  districtKn: string;
  rating: HireRating;
};

export function centreSummary(centre: CentreFacts): HireCentreSummary {
  const { id, name, nameKn, village, taluk, district, phone } = centre;
  const districtKn = districtInKannada(district) ?? district;
  const stars = rating(centre.ratingCount, centre.ratingSum);
  return { id, name, nameKn, village, taluk, district, districtKn, phone, rating: stars };
}

type ServiceFacts = Pick<
  HireServiceRow,
  | 'operation'
  | 'machineName'
  | 'machineNameKn'
  | 'operatorIncluded'
  | 'unit'
  | 'rate'
  | 'minimumCharge'
  | 'travelPerKm'
  | 'freeKm'
>;

/** What a farmer is shown of a service: its machine, whether an operator comes and its rates. */
export function serviceFacts(service: ServiceFacts): ServiceFacts {
  const { operation, machineName, machineNameKn, operatorIncluded, unit, rate, minimumCharge, travelPerKm, freeKm } =
    service;
  return { operation, machineName, machineNameKn, operatorIncluded, unit, rate, minimumCharge, travelPerKm, freeKm };
}

export interface JobTimelineEntry {
  status: HireJobStatus;
  at: Date;
}

export interface HireJobBill {
  measuredMilli: number;
  work: number;
  travel: number;
  total: number;
  balance: number;
  needsAcceptance: boolean;
  accepted: boolean;
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
  bill: HireJobBill | null;
  paidBy: 'card' | 'cash' | null;
  photoUrl: string | null;
  refund: number | null;
  /** Whether cancelling now is free (advance back) or keeps the advance; null when it can no longer be cancelled. */
  cancellation: { free: boolean; refund: number } | null;
  rated: { serviceStars: number; operatorStars: number; comment: string } | null;
  fromWaitlist: boolean;
  timeline: JobTimelineEntry[];
}

function billOf(job: HireJobRow): HireJobBill | null {
  if (job.billTotal === null) return null;
  return {
    measuredMilli: job.measuredMilli!,
    work: job.billWork!,
    travel: job.billTravel!,
    total: job.billTotal,
    balance: job.balance!,
    needsAcceptance: job.billNeedsAcceptance,
    accepted: job.billAcceptedAt !== null,
  };
}

export async function jobViews(db: Db, jobs: HireJobRow[], now: Date): Promise<HireJobView[]> {
  if (jobs.length === 0) return [];
  const serviceIds = [...new Set(jobs.map((j) => j.serviceId))];
  const centreIds = [...new Set(jobs.map((j) => j.centreId))];
  const jobIds = jobs.map((j) => j.id);
  const services = new Map((await hiringRepository.services(db, serviceIds)).map((s) => [s.id, s]));
  const centres = new Map((await hiringRepository.centres(db, centreIds)).map((c) => [c.id, c]));
  const events = await hiringRepository.events(db, jobIds);
  const ratings = new Map((await hiringRepository.ratingsOf(db, jobIds)).map((r) => [r.jobId, r]));
  return jobs.map((job) => {
    const service = services.get(job.serviceId)!;
    const start = slotStart(job.day, job.slot);
    const advancePaid = job.advancePaidAt ? job.advance : 0;
    const terms = isCancellable(job.status) ? cancellationTerms(start, now, advancePaid) : null;
    const given = ratings.get(job.id);
    const rated = given && {
      serviceStars: given.serviceStars,
      operatorStars: given.operatorStars,
      comment: given.comment,
    };
    const crew = job.operatorName
      ? { operatorName: job.operatorName, operatorPhone: job.operatorPhone ?? '', machine: job.machine ?? '' }
      : null;
    return {
      id: job.id,
      status: job.status,
      operation: service.operation,
      serviceId: service.id,
      centre: centreSummary(centres.get(job.centreId)!),
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
      crew,
      bill: billOf(job),
      paidBy: job.balancePaidBy,
      photoUrl: job.photoUrl,
      refund: job.refund,
      cancellation: terms ? { free: terms.free, refund: terms.refund } : null,
      rated: rated ?? null,
      fromWaitlist: job.waitlistId !== null,
      timeline: events.filter((e) => e.jobId === job.id).map((e) => ({ status: e.status, at: e.at })),
    };
  });
}

/** One job as its reader sees it now. */
export async function jobView(deps: Pick<HiringDeps, 'db' | 'clock'>, jobId: string): Promise<HireJobView> {
  const job = await hiringRepository.job(deps.db, jobId);
  if (!job) refuse('NOT_FOUND', {}, 'Job not found');
  return (await jobViews(deps.db, [job], deps.clock.now()))[0]!;
}

/** Who asks for a job: a signed-in user, or nobody (id null) when the payment provider's webhook does. */
type Reader = { id: string | null; role?: UserRole };

/**
 * The one check of who may see a job: its own farmer, and with `staffToo` the shop's staff and owners. Anyone
 * else hears it does not exist, exactly like a job that does not.
 */
export async function jobFor(
  deps: Pick<HiringDeps, 'db'>,
  user: Reader,
  jobId: string,
  options: { staffToo: boolean },
): Promise<HireJobRow> {
  const job = await hiringRepository.job(deps.db, jobId);
  if (!job || !mayReach(user, job, options)) refuse('NOT_FOUND', {}, 'Job not found');
  return job;
}

/** A caller without a user (the payment provider's webhook) reaches every job. */
export function mayReach(user: Reader, job: Pick<HireJobRow, 'userId'>, { staffToo }: { staffToo: boolean }): boolean {
  if (user.id === null || job.userId === user.id) return true;
  return staffToo && user.role !== undefined && canUseBackOffice(user.role);
}

export const hireViews = {
  async myJobs(deps: Pick<HiringDeps, 'db' | 'clock'>, user: SessionUser) {
    const jobs = await hiringRepository.jobsOfUser(deps.db, user.id, 50);
    const waiting = await hiringRepository.waitingOfUser(deps.db, user.id);
    return { jobs: await jobViews(deps.db, jobs, deps.clock.now()), waiting };
  },

  /** One job: its farmer sees their own, staff see every job. */
  async job(deps: Pick<HiringDeps, 'db' | 'clock'>, user: SessionUser, jobId: string): Promise<HireJobView> {
    const job = await jobFor(deps, user, jobId, { staffToo: true });
    return (await jobViews(deps.db, [job], deps.clock.now()))[0]!;
  },

  /** A service with its centre, its rates and its ratings: average, count and the latest comments. */
  async service(deps: Pick<HiringDeps, 'db'>, serviceId: number) {
    const service = await hiringRepository.service(deps.db, serviceId);
    if (!service) refuse('NOT_FOUND', {}, 'Service not found');
    const [centre] = await hiringRepository.centres(deps.db, [service.centreId]);
    const latest = await hiringRepository.latestRatings(deps.db, serviceId, 5);
    return {
      id: service.id,
      ...serviceFacts(service),
      advancePercent: service.advancePercent,
      centre: centre!,
      rating: rating(service.ratingCount, service.ratingSum),
      centreRating: rating(centre!.ratingCount, centre!.ratingSum),
      latest,
    };
  },

  /** The job board of a centre and day, for staff: every booked job with the farmer's phone and landmark. */
  async board(deps: Pick<HiringDeps, 'db' | 'clock'>, centreId: number, day: string): Promise<HireJobView[]> {
    const jobs = await hiringRepository.boardJobs(deps.db, centreId, day);
    return jobViews(deps.db, jobs, deps.clock.now());
  },
};
