import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.js';
import { fixedClock } from '../../test/harness.js';
import type { TestDatabase } from '../../test/test-db.js';
import { paddyWorld } from '../hiring/hire-advance-payments.fixtures.js';
import { approveInUpiApp, newsOf, person } from '../hiring/hire-balance.fixtures.js';
import { startCommissionSweep } from './commission-sweep.js';

// 2026-11-22 11:30 in Kolkata; the job day is a week ahead.
const clock = fixedClock('2026-11-22T06:00:00Z');

let database: TestDatabase;
let deps: AppDeps;
let serviceId: number;

beforeAll(async () => {
  ({ database, deps, serviceId } = await paddyWorld(clock));
});
afterAll(() => database.close());

async function agentRow(jobId: string) {
  return database.db
    .selectFrom('hireJobAgents')
    .select(['commission', 'commissionBase', 'earnedAt'])
    .where('jobId', '=', jobId)
    .executeTakeFirstOrThrow();
}

describe("the agents' commission sweep", () => {
  it("records a paid job's commission without anyone opening /agent, once", async () => {
    const { caller: agent } = await person(database, deps, 'agent');
    const { caller: staff } = await person(database, deps, 'staff');
    const booked = await agent.agents.book({
      serviceId,
      day: '2026-11-29',
      slot: 'morning',
      areaMilliAcres: 2000,
      lat: 12.52216,
      lon: 76.90092,
      place: 'Mandya 571401',
      landmark: 'Behind the Hanuman temple',
      farmerPhone: '98450 22222',
      farmerLocale: 'kn',
    });
    const codeSms = await database.db
      .selectFrom('smsOutbox')
      .select('body')
      .where('jobId', '=', booked.jobId)
      .where('kind', '=', 'agentCode')
      .executeTakeFirstOrThrow();
    await agent.agents.confirm({ jobId: booked.jobId, code: /(\d{6})$/.exec(codeSms.body)![1]! });
    // The farmer pays the advance through the SMS link; the crew works 2 acres; the balance is paid in cash.
    const job = await database.db
      .selectFrom('hireJobs')
      .select(['advancePaymentId'])
      .where('id', '=', booked.jobId)
      .executeTakeFirstOrThrow();
    await approveInUpiApp(deps, job.advancePaymentId!);
    await newsOf(deps, job.advancePaymentId!);
    const jobId = booked.jobId;
    await staff.hiring.admin.assignCrew({
      jobId,
      operatorName: 'Ravi',
      operatorPhone: '9900011122',
      machine: 'Kartar',
    });
    await staff.hiring.admin.onTheWay({ jobId });
    await staff.hiring.admin.done({ jobId, measured: 2 });
    const billed = await database.db
      .selectFrom('hireJobs')
      .select(['balance', 'billTotal'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    await staff.hiring.admin.recordCash({ jobId, amount: billed.balance! });
    expect((await agentRow(jobId)).earnedAt).toBeNull();

    const sweep = startCommissionSweep(deps, { everyMs: 24 * 60 * 60_000 });
    try {
      expect(await sweep.tick()).toBeGreaterThanOrEqual(1);
      const earned = await agentRow(jobId);
      // The shop's own centre: the agent's 2 % of the bill, the ledger's own split.
      expect(earned).toMatchObject({
        commissionBase: billed.billTotal,
        commission: Math.round(billed.billTotal! / 50),
      });
      expect(earned.earnedAt).toEqual(clock.now());
      // A second run writes nothing again.
      expect(await sweep.tick()).toBe(0);
      expect(await agentRow(jobId)).toEqual(earned);
    } finally {
      await sweep.stop();
    }
  });
});
