import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glossaryViolations } from '../../../shared/glossary.js';
import { addDays } from '../../../shared/rental.js';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { expectRefusal } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { person, smsOf, type Caller } from '../hiring/hire-balance.fixtures.js';
import { measuredSms } from './field-work-texts.js';
import { codeSent, crewJob, reading, serviceAt, TINY_JPEG, walk, withPhone } from './field-work.fixtures.js';

const clock = fixedClock('2026-11-22T06:00:00Z');
const TOMORROW = '2026-11-23';
/** 7 a.m. in Mandya on the job's day. */
const AT_FIELD = Date.parse('2026-11-23T01:30:00Z');

let database: TestDatabase;
let deps: AppDeps;
let paddy: number;
let ploughing: number;
let staff: Caller;
let farmer: Caller;
let operator: Caller;
let operatorPhone: string;
let stranger: Caller;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock });
  paddy = await serviceAt(database, 'paddy_harvesting');
  ploughing = await serviceAt(database, 'ploughing');
  staff = (await person(database, deps, 'staff')).caller;
  farmer = (await person(database, deps)).caller;
  const op = await withPhone(database, deps);
  operator = op.caller;
  operatorPhone = op.phone;
  stranger = (await withPhone(database, deps)).caller;
}, 60_000);
afterAll(() => database.close());

let dayNo = 0;
/** Each job on a day of its own, so crews never run out. */
function nextDay(): string {
  return addDays(TOMORROW, dayNo++);
}

async function status(jobId: string) {
  return database.db
    .selectFrom('hireJobs')
    .select(['status', 'measuredMilli', 'billWork', 'billTotal', 'billNeedsAcceptance'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
}

describe("the operator's phone", () => {
  it("lists the operator's jobs of today and tomorrow with the farmer's number and the field", async () => {
    const jobId = await crewJob(paddy, farmer, staff, operatorPhone, { day: TOMORROW });
    dayNo = 1;
    const jobs = await operator.fieldWork.myJobs();
    expect(jobs.map((j) => j.id)).toContain(jobId);
    const job = jobs.find((j) => j.id === jobId)!;
    expect(job).toMatchObject({ status: 'crew_assigned', farmerPhone: '+919845012345', unit: 'acre' });
    expect(job.fieldLat).toBeCloseTo(12.52216, 4);
    // Someone else's phone sees none of them, and cannot record a reading on them.
    expect(await stranger.fieldWork.myJobs()).toEqual([]);
    await expectRefusal(stranger.fieldWork.record(reading(jobId, 'start', AT_FIELD)), 'NOT_FOUND');
  });

  it('starts, measures 2.9 acres, takes two photos, stops: the bill is for the measured acres', async () => {
    const day = nextDay();
    const jobId = await crewJob(paddy, farmer, staff, operatorPhone, { day });
    const start = await operator.fieldWork.record(reading(jobId, 'start', AT_FIELD));
    expect(start.job.status).toBe('working');
    const walked = await operator.fieldWork.record(
      reading(jobId, 'boundary', AT_FIELD + 60_000, { fixes: walk(2.9, AT_FIELD + 60_000) }),
    );
    expect(walked.boundary).toMatchObject({ ok: true });
    const acres = walked.boundary!.ok ? walked.boundary!.acresMilli : 0;
    expect(Math.abs(acres - 2900)).toBeLessThan(2900 * 0.03);
    await operator.fieldWork.record(reading(jobId, 'photo', AT_FIELD + 70_000, { photo: TINY_JPEG }));
    await operator.fieldWork.record(reading(jobId, 'photo', AT_FIELD + 80_000, { photo: TINY_JPEG }));
    const stopped = await operator.fieldWork.record(reading(jobId, 'stop', AT_FIELD + 3 * 3600_000));
    expect(stopped.job.status).toBe('done');
    expect(stopped.job.readings).toEqual({ start: 1, boundary: 1, photo: 2, stop: 1 });
    const job = await status(jobId);
    expect(job.measuredMilli).toBe(acres);
    // ₹2,400 an acre, half up to the paisa.
    expect(job.billWork).toBe(Math.round((240_000 * acres) / 1000));
    // Within 10 % of the 3-acre quote: no acceptance needed (the quote's rule, unchanged).
    expect(job.billNeedsAcceptance).toBe(false);

    const measurement = await farmer.fieldWork.measurement({ jobId });
    expect(measurement).toMatchObject({ state: 'measured', unit: 'acre', measuredMilli: acres });
    expect(measurement!.plusMinusMilli).toBeGreaterThan(0);
    expect(measurement!.mapPath).toMatch(/^M[\d. L]+ Z$/);
    const texts = await smsOf(database, jobId);
    const measured = texts.filter((t) => t.kind === 'fieldMeasured');
    expect(measured).toHaveLength(1);
    expect(measured[0]!.body).toContain(`field measured ${acres / 1000} +/-`);
    expect(measured[0]!.toPhone).toBe('+919845012345');

    const code = await codeSent(database, jobId);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await farmer.fieldWork.confirm({ jobId, code: wrong })).toEqual({
      ok: false,
      reason: 'wrong',
      triesLeft: 2,
    });
    const confirmed = await farmer.fieldWork.confirm({ jobId, code });
    expect(confirmed).toMatchObject({ ok: true, outcome: { state: 'confirmed' } });
    // Confirming again is the same answer, and a dispute comes too late.
    expect(await farmer.fieldWork.confirm({ jobId, code })).toMatchObject({ ok: true });
    await expectRefusal(farmer.fieldWork.dispute({ jobId, note: 'Too much' }), 'HIRE_JOB_STATE');
  });

  it('keeps a reading sent twice once, and finishes the job and texts the farmer once', async () => {
    const day = nextDay();
    const jobId = await crewJob(paddy, farmer, staff, operatorPhone, { day });
    const start = reading(jobId, 'start', AT_FIELD);
    const boundary = reading(jobId, 'boundary', AT_FIELD + 1000, { fixes: walk(3.1, AT_FIELD + 1000, 11) });
    const stop = reading(jobId, 'stop', AT_FIELD + 7200_000);
    const answers = [];
    for (const r of [start, start, boundary, stop, boundary, stop, start])
      answers.push(await operator.fieldWork.record(r));
    expect(answers.map((a) => a.duplicate)).toEqual([false, true, false, false, true, true, true]);
    const rows = await database.db.selectFrom('fieldReadings').select(['kind']).where('jobId', '=', jobId).execute();
    expect(rows.map((r) => r.kind).sort()).toEqual(['boundary', 'start', 'stop']);
    const texts = (await smsOf(database, jobId)).map((t) => t.kind);
    expect(texts.filter((k) => k === 'fieldMeasured')).toHaveLength(1);
    expect(texts.filter((k) => k === 'done')).toHaveLength(1);
    expect((await status(jobId)).status).toBe('done');
  });

  it('refuses a walk that jumps, with its reason, and bills from the good walk that arrives later', async () => {
    const day = nextDay();
    const jobId = await crewJob(paddy, farmer, staff, operatorPhone, { day });
    await operator.fieldWork.record(reading(jobId, 'start', AT_FIELD));
    const fixes = walk(2, AT_FIELD + 1000).map((f, i) => (i === 50 ? { ...f, lat: f.lat + 0.001 } : f));
    const jumped = await operator.fieldWork.record(reading(jobId, 'boundary', AT_FIELD + 1000, { fixes }));
    expect(jumped.boundary).toMatchObject({ ok: false, reason: 'jump', detail: { index: 50 } });
    // Stopping with no good walk leaves the job working: nothing to bill yet.
    const stop = await operator.fieldWork.record(reading(jobId, 'stop', AT_FIELD + 3600_000));
    expect(stop.job.status).toBe('working');
    // The walk made again, offline, reaches the server after the stop: it was taken before it, so it counts.
    const again = await operator.fieldWork.record(
      reading(jobId, 'boundary', AT_FIELD + 1800_000, { fixes: walk(2, AT_FIELD + 1800_000, 3) }),
    );
    expect(again.job.status).toBe('done');
    expect(again.job.outcome?.measuredMilli).toBe(again.boundary!.ok ? again.boundary!.acresMilli : -1);
  });

  it("keeps the quote's 10 % rule: 3.5 measured acres on a 3-acre quote wait for the farmer's acceptance", async () => {
    const day = nextDay();
    const jobId = await crewJob(paddy, farmer, staff, operatorPhone, { day });
    await operator.fieldWork.record(reading(jobId, 'start', AT_FIELD));
    await operator.fieldWork.record(reading(jobId, 'boundary', AT_FIELD + 1000, { fixes: walk(3.5, AT_FIELD + 1000) }));
    await operator.fieldWork.record(reading(jobId, 'stop', AT_FIELD + 3600_000));
    expect(await status(jobId)).toMatchObject({ status: 'done', billNeedsAcceptance: true });
    // Confirming the area with the code is not accepting a bill over the quote: that stays the farmer's own step.
    expect(await farmer.fieldWork.confirm({ jobId, code: await codeSent(database, jobId) })).toMatchObject({
      ok: true,
    });
    await expectRefusal(staff.hiring.admin.recordCash({ jobId, amount: 1 }), 'HIRE_BILL_NOT_ACCEPTED');
    await farmer.hiring.acceptBill({ jobId });
    const accepted = await database.db
      .selectFrom('hireJobs')
      .select(['billAcceptedAt'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(accepted.billAcceptedAt).not.toBeNull();
  });

  it('bills hourly work for the time between start and stop', async () => {
    const day = nextDay();
    const jobId = await crewJob(ploughing, farmer, staff, operatorPhone, { day });
    const job = (await operator.fieldWork.myJobs()).find((j) => j.id === jobId);
    expect(job?.unit ?? 'hour').toBe('hour');
    await operator.fieldWork.record(reading(jobId, 'start', AT_FIELD));
    const stopped = await operator.fieldWork.record(reading(jobId, 'stop', AT_FIELD + 150 * 60_000));
    expect(stopped.job.status).toBe('done');
    expect((await status(jobId)).measuredMilli).toBe(2500);
    expect(stopped.job.outcome).toMatchObject({ unit: 'hour', measuredMilli: 2500, mapPath: '', areaMilli: null });
  });

  it('keeps the field walked on hourly work beside the hours: billed by the time, the area shown', async () => {
    const day = nextDay();
    const jobId = await crewJob(ploughing, farmer, staff, operatorPhone, { day });
    await operator.fieldWork.record(reading(jobId, 'start', AT_FIELD));
    const walked = await operator.fieldWork.record(
      reading(jobId, 'boundary', AT_FIELD + 60_000, { fixes: walk(2.9, AT_FIELD + 60_000) }),
    );
    const acres = walked.boundary!.ok ? walked.boundary!.acresMilli : 0;
    expect(Math.abs(acres - 2900)).toBeLessThan(2900 * 0.03);
    await operator.fieldWork.record(reading(jobId, 'stop', AT_FIELD + 174 * 60_000));
    const job = await status(jobId);
    // 2 h 54 min at ₹1,000 an hour: the bill is the time, not the acres.
    expect(job.measuredMilli).toBe(2900);
    const measurement = await farmer.fieldWork.measurement({ jobId });
    expect(measurement).toMatchObject({ unit: 'hour', measuredMilli: 2900, plusMinusMilli: null, areaMilli: acres });
    expect(measurement!.areaPlusMinusMilli).toBeGreaterThan(0);
    expect(measurement!.mapPath).toMatch(/^M[\d. L]+ Z$/);
  });

  it('lets the farmer dispute: staff see the track and the photos and settle it', async () => {
    const day = nextDay();
    const jobId = await crewJob(paddy, farmer, staff, operatorPhone, { day });
    await operator.fieldWork.record(reading(jobId, 'start', AT_FIELD));
    await operator.fieldWork.record(reading(jobId, 'boundary', AT_FIELD + 1000, { fixes: walk(3, AT_FIELD + 1000) }));
    await operator.fieldWork.record(reading(jobId, 'photo', AT_FIELD + 2000, { photo: TINY_JPEG }));
    await operator.fieldWork.record(reading(jobId, 'stop', AT_FIELD + 3600_000));
    // Only the job's own farmer disputes it.
    await expectRefusal(stranger.fieldWork.dispute({ jobId, note: 'no' }), 'NOT_FOUND');
    const disputed = await farmer.fieldWork.dispute({ jobId, note: 'The tank bund was counted in' });
    expect(disputed).toMatchObject({ state: 'disputed', disputeNote: 'The tank bund was counted in' });
    // A code cannot confirm a disputed job.
    await expectRefusal(farmer.fieldWork.confirm({ jobId, code: await codeSent(database, jobId) }), 'HIRE_JOB_STATE');

    await expectRefusal(farmer.fieldWork.disputes(), 'FORBIDDEN');
    const board = await staff.fieldWork.disputes();
    const entry = board.find((d) => d.jobId === jobId)!;
    expect(entry.fixes).toBeGreaterThan(300);
    expect(entry.trackPath).toMatch(/^M/);
    expect(entry.photos).toHaveLength(1);
    expect(entry.photos[0]!.photo).toBe(TINY_JPEG);
    expect(entry.farmerPhone).toBe('+919845012345');
    expect(await staff.fieldWork.resolve({ jobId, note: 'Walked again with the farmer: 2.9 acres agreed' })).toEqual({
      resolved: true,
    });
    expect((await staff.fieldWork.disputes()).map((d) => d.jobId)).not.toContain(jobId);
    expect(await farmer.fieldWork.measurement({ jobId })).toMatchObject({ state: 'resolved' });
  });

  it('lets the operator type the code the farmer reads out, and sends a new code when asked', async () => {
    const day = nextDay();
    const jobId = await crewJob(ploughing, farmer, staff, operatorPhone, { day });
    await operator.fieldWork.record(reading(jobId, 'start', AT_FIELD));
    await operator.fieldWork.record(reading(jobId, 'stop', AT_FIELD + 60 * 60_000));
    const first = await codeSent(database, jobId);
    expect(await operator.fieldWork.resendCode({ jobId })).toEqual({ sent: true });
    const second = await codeSent(database, jobId);
    if (first !== second) {
      expect(await operator.fieldWork.confirm({ jobId, code: first })).toMatchObject({ ok: false });
    }
    expect(await operator.fieldWork.confirm({ jobId, code: second })).toMatchObject({ ok: true });
    const outcome = await database.db
      .selectFrom('fieldOutcomes')
      .select(['confirmedVia'])
      .where('jobId', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(outcome.confirmedVia).toBe('operator');
  });

  it('texts the measurement within two SMS parts in Kannada, in the glossary words', () => {
    const en = measuredSms({ measuredMilli: 12_345, plusMinusMilli: 125, unit: 'acre', code: '123456' }, 'en');
    const kn = measuredSms({ measuredMilli: 12_345, plusMinusMilli: 125, unit: 'acre', code: '123456' }, 'kn');
    expect(en).toBe(
      'Raitha Yantra: field measured 12.345 +/-0.125 acres. ' +
        'If right, tell the operator code 123456 or confirm in My Orders.',
    );
    expect(en.length).toBeLessThanOrEqual(160);
    expect([...kn].length).toBeLessThanOrEqual(134);
    expect(glossaryViolations(kn)).toEqual([]);
    expect(measuredSms({ measuredMilli: 2500, plusMinusMilli: null, unit: 'hour', code: '000001' }, 'kn')).toContain(
      '2.5 ಗಂಟೆ',
    );
  });
});
