import { boundaryPath, fieldArea, hoursMilliBetween, type FieldAreaResult } from '../../../shared/field-area.js';
import { fromMilli } from '../../../shared/hiring.js';
import { addDays, kolkataDay } from '../../../shared/rental.js';
import { canUseBackOffice } from '../../../shared/roles.js';
import type { FieldReadingInput } from '../../../shared/schemas/field-work.js';
import type { SessionUser } from '../../deps.js';
import { DomainError, refuse } from '../../errors.js';
import { check as checkCode, issue as issueCode } from '../auth/one-time-codes.js';
import type { HiringDeps } from '../hiring/hire-deps.js';
import { hireJobLife } from '../hiring/hire-job-life.service.js';
import { ledger } from '../ledger/ledger.service.js';
import { flushSms, queueSms } from '../hiring/hire-notifications.js';
import { wrongState } from '../hiring/hire-steps.js';
import { fieldWorkRepository, type FieldJobRow, type FieldOutcomeRow } from './field-work.repository.js';
import { measuredSms } from './field-work-texts.js';

/**
 * Work measured at the field (issue 25, items 3 and 4). The operator's phone records readings offline (start, a
 * walked boundary, two photos, stop), each under an id it made, and sends them when it has a network: a reading is
 * kept once whatever how often it comes (the id is the key), and the job then moves as its readings say, through
 * hiring's own steps (start: on the way and working; stop: done, billed for the measured acres, or the hours between
 * start and stop for hourly work). The server measures the boundary itself from the fixes; the phone's own figure
 * is only shown on the phone. The job that is done gets one outcome row (its primary key makes it once, however
 * many syncs race), and only the request that made it sends the farmer the measurement and a code ('confirm-work').
 * The farmer (or the operator, told the code) confirms with it, or the farmer disputes, and the shop's staff see the
 * disputed job with its track and photos.
 */

type Deps = HiringDeps;

/** States in which an operator's readings are taken: the crew has the job until it is paid. */
const WORKING = ['crew_assigned', 'on_the_way', 'working', 'done', 'paid'] as const;

export interface FieldOutcomeView {
  state: FieldOutcomeRow['state'];
  unit: 'acre' | 'hour';
  measuredMilli: number;
  plusMinusMilli: number | null;
  /** The field's area as walked, and its ±: the measured quantity for work by the acre; for hourly work, if walked. */
  areaMilli: number | null;
  areaPlusMinusMilli: number | null;
  /** An SVG path of the boundary in a 120 x 120 box, north up; empty when the field was not walked. */
  mapPath: string;
  confirmedAt: Date | null;
  disputedAt: Date | null;
  disputeNote: string | null;
  resolutionNote: string | null;
}

export interface OperatorJobView {
  id: string;
  status: FieldJobRow['status'];
  day: string;
  slot: string;
  operation: string;
  machineName: string;
  machineNameKn: string;
  unit: 'acre' | 'hour';
  bookedMilliAcres: number;
  fieldLat: number;
  fieldLon: number;
  fieldPlace: string;
  landmark: string;
  farmerPhone: string;
  readings: Record<string, number>;
  outcome: FieldOutcomeView | null;
}

export type BoundaryResult =
  | { ok: true; acresMilli: number; plusMinusMilli: number; fixes: number }
  | { ok: false; reason: string; detail: Record<string, number> };

function outcomeView(row: FieldOutcomeRow): FieldOutcomeView {
  return {
    state: row.state,
    unit: row.unit,
    measuredMilli: row.measuredMilli,
    plusMinusMilli: row.plusMinusMilli,
    areaMilli: row.areaMilli,
    areaPlusMinusMilli: row.areaPlusMinusMilli,
    mapPath: row.boundary ? boundaryPath(row.boundary) : '',
    confirmedAt: row.confirmedAt,
    disputedAt: row.disputedAt,
    disputeNote: row.disputeNote,
    resolutionNote: row.resolutionNote,
  };
}

async function phoneOf(deps: Deps, user: SessionUser): Promise<string | null> {
  return user.phone ?? (await fieldWorkRepository.userPhone(deps.db, user.id));
}

/** The operator of a job is the user whose number staff gave its crew; staff act for any operator. */
async function operatorJob(deps: Deps, user: SessionUser, jobId: string): Promise<FieldJobRow> {
  const job = await fieldWorkRepository.job(deps.db, jobId);
  const phone = canUseBackOffice(user.role) ? null : await phoneOf(deps, user);
  const mine = job && (canUseBackOffice(user.role) || (phone !== null && job.operatorPhone === phone));
  if (!job || !mine) refuse('NOT_FOUND', {}, 'Job not found');
  return job;
}

/** The job's own farmer (or staff) reading or answering the measurement. */
async function farmerJob(deps: Deps, user: SessionUser, jobId: string): Promise<FieldJobRow> {
  const job = await fieldWorkRepository.job(deps.db, jobId);
  if (!job || (job.userId !== user.id && !canUseBackOffice(user.role))) refuse('NOT_FOUND', {}, 'Job not found');
  return job;
}

function isStateRefusal(error: unknown): boolean {
  return error instanceof DomainError && error.reason === 'HIRE_JOB_STATE';
}

/** A hiring step that another request may have taken first: that is as good as taking it. */
async function stepOnce(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!isStateRefusal(error)) throw error;
  }
}

function boundaryOf(result: FieldAreaResult): BoundaryResult {
  if (result.ok) {
    return { ok: true, acresMilli: result.acresMilli, plusMinusMilli: result.plusMinusMilli, fixes: result.fixes };
  }
  const detail = Object.fromEntries(Object.entries(result.detail).filter(([, v]) => typeof v === 'number'));
  return { ok: false, reason: result.reason, detail: detail as Record<string, number> };
}

/**
 * What the readings measured: the hours from start to stop for hourly work, else the area; and the field's last good
 * boundary walked before the stop (required for work by the acre, shown beside the hours for hourly work).
 */
async function measuredOf(deps: Deps, job: FieldJobRow) {
  const readings = await fieldWorkRepository.readingsOf(deps.db, job.id);
  const start = readings.find((r) => r.kind === 'start');
  const stop = readings.findLast((r) => r.kind === 'stop');
  if (!stop) return null;
  const walked = readings.filter((r) => r.kind === 'boundary' && r.areaMilli !== null && r.takenAt <= stop.takenAt);
  const last = walked.at(-1);
  const area = last ? fieldArea(await fieldWorkRepository.fixesOf(deps.db, last.id)) : null;
  const field = {
    areaMilli: last?.areaMilli ?? null,
    areaPlusMinusMilli: last?.plusMinusMilli ?? null,
    boundary: area?.ok ? area.boundary : null,
    readingId: last?.id ?? null,
  };
  if (job.unit === 'hour') {
    if (!start) return null;
    const milli = hoursMilliBetween(start.takenAt.getTime(), stop.takenAt.getTime());
    return { milli, plusMinusMilli: null, ...field, start, stop };
  }
  if (!last) return null;
  return { milli: last.areaMilli!, plusMinusMilli: last.plusMinusMilli, ...field, start, stop };
}

/**
 * Moves the job as its readings say; safe to run any number of times, from any number of requests at once: each
 * hiring step is taken under the job's lock and refused to the second, and the outcome is inserted once.
 */
async function settle(deps: Deps, jobId: string): Promise<void> {
  let job = (await fieldWorkRepository.job(deps.db, jobId))!;
  const counts = await fieldWorkRepository.counts(deps.db, jobId);
  if (counts.start) {
    if (job.status === 'crew_assigned') await stepOnce(() => hireJobLife.advance(deps, jobId, { to: 'on_the_way' }));
    job = (await fieldWorkRepository.job(deps.db, jobId))!;
    if (job.status === 'on_the_way') await stepOnce(() => hireJobLife.advance(deps, jobId, { to: 'working' }));
  }
  // Read again after the steps: a stop that arrived while they ran found the job not yet working, and left the
  // finish to whichever request saw both (the last reading's or the last step's: every request reads after its own).
  if (!(await fieldWorkRepository.counts(deps.db, jobId)).stop) return;
  job = (await fieldWorkRepository.job(deps.db, jobId))!;
  const measured = await measuredOf(deps, job);
  if (!measured) return;
  if (job.status === 'on_the_way' || job.status === 'working') {
    const quantity = fromMilli(measured.milli);
    await stepOnce(() => hireJobLife.advance(deps, jobId, { to: 'done', measured: quantity }));
    job = (await fieldWorkRepository.job(deps.db, jobId))!;
  }
  if ((job.status !== 'done' && job.status !== 'paid') || job.measuredMilli === null) return;
  const made = await fieldWorkRepository.addOutcome(deps.db, {
    jobId,
    unit: job.unit,
    measuredMilli: job.measuredMilli,
    plusMinusMilli: job.measuredMilli === measured.milli ? measured.plusMinusMilli : null,
    areaMilli: measured.areaMilli,
    areaPlusMinusMilli: measured.areaPlusMinusMilli,
    boundary: measured.boundary,
    boundaryReadingId: measured.readingId,
    startedAt: measured.start?.takenAt ?? null,
    stoppedAt: measured.stop.takenAt,
    createdAt: deps.clock.now(),
  });
  if (made) await sendCode(deps, job);
}

/** A fresh code to the farmer's phone with the measurement (replacing any earlier code of this job). */
async function sendCode(deps: Deps, job: FieldJobRow): Promise<void> {
  const outcome = (await fieldWorkRepository.outcome(deps.db, job.id))!;
  const { code } = await issueCode(
    deps.db,
    { phone: job.phone, purpose: 'confirm-work', ref: job.id },
    deps.clock.now(),
  );
  const facts = { measuredMilli: outcome.measuredMilli, plusMinusMilli: outcome.plusMinusMilli, unit: job.unit, code };
  await queueSms(deps.db, deps, job, 'fieldMeasured', measuredSms(facts, job.locale));
  await flushSms(deps);
}

async function operatorView(deps: Deps, job: FieldJobRow): Promise<OperatorJobView> {
  const outcome = await fieldWorkRepository.outcome(deps.db, job.id);
  return {
    id: job.id,
    status: job.status,
    day: job.day,
    slot: job.slot,
    operation: job.operation,
    machineName: job.machineName,
    machineNameKn: job.machineNameKn,
    unit: job.unit,
    bookedMilliAcres: job.areaMilliAcres,
    fieldLat: job.fieldLat,
    fieldLon: job.fieldLon,
    fieldPlace: job.fieldPlace,
    landmark: job.landmark,
    farmerPhone: job.phone,
    readings: await fieldWorkRepository.counts(deps.db, job.id),
    outcome: outcome ? outcomeView(outcome) : null,
  };
}

export type CodeAnswer =
  | { ok: true; outcome: FieldOutcomeView }
  | { ok: false; reason: 'wrong'; triesLeft: number }
  | { ok: false; reason: 'used-up' | 'expired' | 'none' };

export const fieldWork = {
  /** The operator's jobs of today and tomorrow (Karnataka's days), with what the server has of each. */
  async myJobs(deps: Deps, user: SessionUser): Promise<OperatorJobView[]> {
    const phone = await phoneOf(deps, user);
    if (!phone) return [];
    const today = kolkataDay(deps.clock.now());
    const jobs = await fieldWorkRepository.jobsOfOperator(deps.db, phone, today, addDays(today, 1));
    return Promise.all(jobs.map((job) => operatorView(deps, job)));
  },

  /**
   * One reading from the operator's phone, kept once under its id (a second reading under a used id changes
   * nothing, whatever it holds). Answers whether it was new, what the server
   * measured of a boundary, and the job as it now stands.
   */
  async record(
    deps: Deps,
    user: SessionUser,
    reading: FieldReadingInput,
  ): Promise<{ duplicate: boolean; boundary: BoundaryResult | null; job: OperatorJobView }> {
    const job = await operatorJob(deps, user, reading.jobId);
    if (!(WORKING as readonly string[]).includes(job.status)) wrongState(job);
    const area = reading.kind === 'boundary' ? fieldArea(reading.fixes) : null;
    const added = await fieldWorkRepository.addReading(deps.db, {
      id: reading.id,
      jobId: reading.jobId,
      kind: reading.kind,
      takenAt: new Date(reading.takenAt),
      recordedBy: user.id,
      receivedAt: deps.clock.now(),
      fixes: reading.kind === 'boundary' ? reading.fixes : null,
      photo: reading.kind === 'photo' ? reading.photo : null,
      areaMilli: area?.ok ? area.acresMilli : null,
      plusMinusMilli: area?.ok ? area.plusMinusMilli : null,
      refusal: area && !area.ok ? area.reason : null,
    });
    await settle(deps, job.id);
    const now = (await fieldWorkRepository.job(deps.db, job.id))!;
    return { duplicate: !added, boundary: area ? boundaryOf(area) : null, job: await operatorView(deps, now) };
  },

  /** The measurement as the job's farmer (or staff) sees it; null until the work is measured. */
  async measurement(deps: Deps, user: SessionUser, jobId: string): Promise<FieldOutcomeView | null> {
    await farmerJob(deps, user, jobId);
    const outcome = await fieldWorkRepository.outcome(deps.db, jobId);
    return outcome ? outcomeView(outcome) : null;
  },

  /**
   * The farmer agrees with the measurement by the code sent to their phone: typed on their job page, or told to
   * the operator who types it on theirs. A wrong code is an answer (tries left), not a refusal.
   */
  async confirm(deps: Deps, user: SessionUser, jobId: string, code: string): Promise<CodeAnswer> {
    const job = await fieldWorkRepository.job(deps.db, jobId);
    const byFarmer = job?.userId === user.id;
    if (!job || !byFarmer) await operatorJob(deps, user, jobId);
    // Under the outcome's lock: of two confirmations at once, the second waits and finds the work confirmed.
    const answer = await deps.db.transaction().execute(async (trx): Promise<CodeAnswer | { ok: true }> => {
      const outcome = await fieldWorkRepository.lockOutcome(trx, jobId);
      if (!outcome) wrongState(job!);
      if (outcome.state === 'confirmed') return { ok: true };
      if (outcome.state !== 'measured') wrongState(job!);
      const key = { phone: job!.phone, purpose: 'confirm-work', ref: jobId, code };
      const checked = await checkCode(trx, key, deps.clock.now());
      if (!checked.ok) return checked;
      await fieldWorkRepository.confirm(trx, jobId, byFarmer ? 'farmer' : 'operator', deps.clock.now());
      deps.log.info({ jobId }, 'field measurement confirmed by the farmer');
      return { ok: true };
    });
    if (!answer.ok) return answer;
    // The provider's payout is due now (item 2); a failure is the ledger's to retry on its sweep.
    await ledger.releasePayout(deps, jobId).catch((error: unknown) => {
      deps.log.warn({ err: error, jobId }, 'the payout after a confirmed measurement was not sent; the sweep retries');
    });
    return { ok: true, outcome: outcomeView((await fieldWorkRepository.outcome(deps.db, jobId))!) };
  },

  /** A new code by SMS when the first ran out (5 minutes) or was used up. */
  async resendCode(deps: Deps, user: SessionUser, jobId: string): Promise<{ sent: boolean }> {
    const job = await farmerJob(deps, user, jobId).catch(() => operatorJob(deps, user, jobId));
    const outcome = await fieldWorkRepository.outcome(deps.db, jobId);
    if (!outcome || outcome.state !== 'measured') wrongState(job);
    await sendCode(deps, job);
    return { sent: true };
  },

  /** The farmer does not agree: the job goes to the shop's staff with its track and photos. */
  async dispute(deps: Deps, user: SessionUser, jobId: string, note: string): Promise<FieldOutcomeView> {
    const job = await fieldWorkRepository.job(deps.db, jobId);
    if (!job || job.userId !== user.id) refuse('NOT_FOUND', {}, 'Job not found');
    const outcome = await fieldWorkRepository.outcome(deps.db, jobId);
    if (!outcome) wrongState(job);
    if (outcome.state !== 'disputed') {
      // The dispute and the hold on the provider's payout commit together.
      const disputed = await deps.db.transaction().execute(async (trx) => {
        const made = await fieldWorkRepository.dispute(trx, jobId, note, deps.clock.now());
        if (made) await ledger.holdPayout(trx, jobId);
        return made;
      });
      if (!disputed) wrongState(job);
      deps.log.info({ jobId }, 'field measurement disputed');
    }
    return outcomeView((await fieldWorkRepository.outcome(deps.db, jobId))!);
  },

  /** Disputed jobs for the shop's staff: the measurement, the walked track (every fix) and the photos. */
  async disputes(deps: Deps) {
    const rows = await fieldWorkRepository.disputed(deps.db);
    return Promise.all(
      rows.map(async (row) => {
        const job = (await fieldWorkRepository.job(deps.db, row.jobId))!;
        const fixes = row.boundaryReadingId ? await fieldWorkRepository.fixesOf(deps.db, row.boundaryReadingId) : [];
        const track = fixes.map((f) => [f.lat, f.lon] as [number, number]);
        return {
          ...outcomeView(row),
          jobId: row.jobId,
          day: job.day,
          fieldPlace: job.fieldPlace,
          farmerPhone: job.phone,
          operatorName: job.operatorName,
          bookedMilliAcres: job.areaMilliAcres,
          trackPath: track.length >= 3 ? boundaryPath(track, 240, 10) : '',
          fixes: fixes.length,
          photos: await fieldWorkRepository.photosOf(deps.db, row.jobId),
        };
      }),
    );
  },

  /** Staff settle a dispute with a note (what was agreed with the farmer). */
  async resolve(deps: Deps, user: SessionUser, jobId: string, note: string): Promise<{ resolved: boolean }> {
    const resolved = await deps.db.transaction().execute(async (trx) => {
      const made = await fieldWorkRepository.resolve(trx, jobId, user.id, note, deps.clock.now());
      if (made) await ledger.unholdPayout(trx, jobId);
      return made;
    });
    if (!resolved) refuse('NOT_FOUND', {}, 'No dispute of this job is open');
    return { resolved };
  },
};
