import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitJob } from '../../../shared/ledger-split.js';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { OfflineRouteProvider } from '../../providers/payments/razorpay-route.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { expectRefusal } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { billedJob, paddyService, person, type Caller } from '../hiring/hire-balance.fixtures.js';
import { providerOwning } from './ledger.fixtures.js';
import { ledger } from './ledger.service.js';

/** The provider's statement (their own only) and the shop owner's commission report. */
const clock = fixedClock('2026-11-22T06:00:00Z');
let database: TestDatabase;
let deps: AppDeps;
let serviceId: number;
let staff: Caller;
let provider: { providerId: string; userId: string };
let gross = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock });
  serviceId = await paddyService(database);
  staff = (await person(database, deps, 'staff')).caller;
  provider = await providerOwning(database, serviceId, { commissionBps: 1000 });
  for (const day of ['2026-11-25', '2026-11-26']) {
    const farmer = await person(database, deps);
    const jobId = await billedJob(deps, serviceId, farmer.caller, staff, { day });
    const job = await database.db
      .selectFrom('hireJobs')
      .select(['balance', 'billTotal'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    await staff.hiring.admin.recordCash({ jobId, amount: job.balance! });
    gross += job.billTotal!;
    if (day === '2026-11-25') await ledger.releasePayout({ ...deps, payouts: new OfflineRouteProvider() }, jobId);
  }
});
afterAll(() => database.close());

const providerCaller = (userId: string) =>
  callerFor(deps, { user: { id: userId, email: 'p@example.com', role: 'provider' } });

describe("a provider's statement", () => {
  it('shows their jobs, gross, commission, payouts and balance', async () => {
    const statement = await providerCaller(provider.userId).ledger.myStatement();
    expect(statement.provider).toMatchObject({
      id: provider.providerId,
      name: 'Manjunatha Gowda',
      commissionBps: 1000,
    });
    expect(statement.jobs).toHaveLength(2);
    const shares = statement.jobs.map((j) => j.share);
    expect(statement.totals.gross).toBe(gross);
    expect(statement.totals.commission + statement.totals.share).toBe(gross);
    for (const job of statement.jobs) {
      expect(job.share).toBe(splitJob({ gross: job.gross, commissionBps: 1000, agent: false }).providerShare);
    }
    const sent = statement.jobs.filter((j) => j.payout?.status === 'sent');
    expect(sent).toHaveLength(1);
    expect(statement.totals.payouts).toBe(sent[0]!.share);
    expect(statement.totals.balance).toBe(shares.reduce((a, b) => a + b) - sent[0]!.share);
  });

  it("is the caller's own: another provider sees none of it and may not ask for it by id", async () => {
    const other = await providerOwning(database, serviceId, { commissionBps: 500 });
    // providerOwning moved the centre to the other provider; move it back for the tests after this one.
    await database.db
      .updateTable('hireCentres')
      .set({ providerId: Number(provider.providerId) } as never)
      .where('providerId', '=', Number(other.providerId))
      .execute();
    const theirs = await providerCaller(other.userId).ledger.myStatement();
    expect(theirs.jobs).toEqual([]);
    expect(theirs.totals).toMatchObject({ gross: 0, balance: 0 });
    await expectRefusal(
      providerCaller(other.userId).ledger.statement({ providerId: Number(provider.providerId) }),
      'FORBIDDEN',
    );
  });

  it('is refused to an account that is not an approved provider', async () => {
    const farmer = await person(database, deps);
    await expectRefusal(farmer.caller.ledger.myStatement(), 'FORBIDDEN');
  });
});

describe("the shop owner's commission report", () => {
  it('adds up the commission by provider, and only the owner may read it', async () => {
    const owner = await person(database, deps, 'owner');
    clock.advance(60_000);
    const report = await owner.caller.ledger.commissionReport({ days: 30 });
    const row = report.rows.find((r) => r.providerId === provider.providerId)!;
    expect(row).toMatchObject({ name: 'Manjunatha Gowda', commissionBps: 1000, jobs: 2, gross });
    expect(row.platformCommission).toBe(gross - row.providerShare);
    expect(report.totals.gross).toBe(report.rows.reduce((s, r) => s + r.gross, 0));
    const statement = await owner.caller.ledger.statement({ providerId: Number(provider.providerId) });
    expect(statement.totals.gross).toBe(gross);
    await expectRefusal(staff.ledger.commissionReport({ days: 30 }), 'FORBIDDEN');
  });
});
