import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/rental.js';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { person, smsOf, type Caller } from '../hiring/hire-balance.fixtures.js';
import { codeSent, crewJob, reading, serviceAt, walk, withPhone } from './field-work.fixtures.js';

/**
 * Two syncs of the operator's phone at once (a retry while the first request is still out, two tabs, a flaky
 * network). On real Postgres (TEST_DATABASE_URL) each request has its own connection, a true race; on PGlite they
 * interleave. After each try: every reading is kept once, the job is finished once, billed once, and the farmer got
 * one bill SMS and one measurement SMS with one code that confirms.
 */
const TRIES = 8;
const clock = fixedClock('2026-11-22T06:00:00Z');
const AT_FIELD = Date.parse('2026-11-23T01:30:00Z');

let database: TestDatabase;
let deps: AppDeps;
let paddy: number;
let staff: Caller;
let farmer: Caller;
let operator: Caller;
let operatorPhone: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock });
  paddy = await serviceAt(database, 'paddy_harvesting');
  staff = (await person(database, deps, 'staff')).caller;
  farmer = (await person(database, deps)).caller;
  const op = await withPhone(database, deps);
  operator = op.caller;
  operatorPhone = op.phone;
}, 60_000);
afterAll(() => database.close());

function later(i: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, (i % 4) * 3));
}

async function readingRows(jobId: string) {
  const rows = await database.db.selectFrom('fieldReadings').select(['kind']).where('jobId', '=', jobId).execute();
  return rows.map((r) => r.kind).sort();
}

describe('two syncs of the same readings at once', () => {
  it(`the whole queue sent twice at once, ${TRIES} times: one of each reading, one finish, one code`, async () => {
    for (let i = 0; i < TRIES; i++) {
      const jobId = await crewJob(paddy, farmer, staff, operatorPhone, { day: addDays('2026-11-23', i) });
      const queue = [
        reading(jobId, 'start', AT_FIELD),
        reading(jobId, 'boundary', AT_FIELD + 1000, { fixes: walk(2.9, AT_FIELD + 1000, i + 1) }),
        reading(jobId, 'stop', AT_FIELD + 3600_000),
      ];
      // One sync sends the queue in order; the other sends it all at once, a little later each try.
      const first = (async () => {
        for (const r of queue) await operator.fieldWork.record(r);
      })();
      const second = later(i).then(() => Promise.all(queue.map((r) => operator.fieldWork.record(r))));
      const settled = await Promise.allSettled([first, second]);
      expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);

      expect(await readingRows(jobId)).toEqual(['boundary', 'start', 'stop']);
      const job = await database.db
        .selectFrom('hireJobs')
        .select(['status', 'measuredMilli'])
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      expect(job.status).toBe('done');
      const events = await database.db
        .selectFrom('hireJobEvents')
        .select(['status'])
        .where('jobId', '=', jobId)
        .execute();
      expect(events.filter((e) => e.status === 'done')).toHaveLength(1);
      expect(events.filter((e) => e.status === 'working')).toHaveLength(1);
      const sms = (await smsOf(database, jobId)).map((s) => s.kind);
      expect(sms.filter((k) => k === 'done')).toHaveLength(1);
      expect(sms.filter((k) => k === 'fieldMeasured')).toHaveLength(1);
      const outcome = await database.db
        .selectFrom('fieldOutcomes')
        .select(['measuredMilli'])
        .where('jobId', '=', jobId)
        .executeTakeFirstOrThrow();
      expect(outcome.measuredMilli).toBe(job.measuredMilli);

      // The farmer and the operator type the same code at the same moment: both hear it is confirmed.
      const code = await codeSent(database, jobId);
      const answers = await Promise.all([
        farmer.fieldWork.confirm({ jobId, code }),
        operator.fieldWork.confirm({ jobId, code }),
      ]);
      expect(answers.map((a) => a.ok)).toEqual([true, true]);
    }
  }, 240_000);

  it(`one stop reading sent ${TRIES} times at once finishes the job once`, async () => {
    const jobId = await crewJob(paddy, farmer, staff, operatorPhone, { day: addDays('2026-11-23', TRIES) });
    await operator.fieldWork.record(reading(jobId, 'start', AT_FIELD));
    await operator.fieldWork.record(reading(jobId, 'boundary', AT_FIELD + 1000, { fixes: walk(3, AT_FIELD + 1000) }));
    const stop = reading(jobId, 'stop', AT_FIELD + 3600_000);
    const answers = await Promise.all(Array.from({ length: TRIES }, () => operator.fieldWork.record(stop)));
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
    expect(await readingRows(jobId)).toEqual(['boundary', 'start', 'stop']);
    const sms = (await smsOf(database, jobId)).map((s) => s.kind);
    expect(sms.filter((k) => k === 'done')).toHaveLength(1);
    expect(sms.filter((k) => k === 'fieldMeasured')).toHaveLength(1);
  }, 60_000);
});
