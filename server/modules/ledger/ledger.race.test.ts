import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/rental.js';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { OfflineRouteProvider, type TransferInput } from '../../providers/payments/razorpay-route.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import {
  approveInUpiApp,
  billedJob,
  newsOf,
  paddyService,
  person,
  type Caller,
} from '../hiring/hire-balance.fixtures.js';
import { providerOwning } from './ledger.fixtures.js';
import { ledgerRepository } from './ledger.repository.js';
import { ledger } from './ledger.service.js';

/**
 * Money posted while requests race. On real Postgres (TEST_DATABASE_URL) each runs on its own connection, a true race
 * decided by the unique key of the business event and the payout's row; on PGlite they interleave on one connection.
 * After each try: one transaction per event, one transfer per payout, and the ledger balances.
 */
const TRIES = 8;
const clock = fixedClock('2026-11-22T06:00:00Z');
let database: TestDatabase;
let deps: AppDeps;
let serviceId: number;
let staff: { user: { id: string }; caller: Caller };
let providerId: string;
let dayNo = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock });
  serviceId = await paddyService(database);
  staff = await person(database, deps, 'staff');
  ({ providerId } = await providerOwning(database, serviceId));
});
afterAll(() => database.close());

async function billed() {
  const farmer = await person(database, deps);
  const jobId = await billedJob(deps, serviceId, farmer.caller, staff.caller, { day: addDays('2026-11-24', dayNo++) });
  const { balance } = await database.db
    .selectFrom('hireJobs')
    .select('balance')
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  return { jobId, balance: balance! };
}

const keysOf = (jobId: string) =>
  database.db.selectFrom('ledgerTransactions').select('key').where('jobId', '=', jobId).orderBy('key').execute();

describe('racing money movements', () => {
  it('posts one business event once, however many post it at the same moment', async () => {
    const at = clock.now();
    for (let i = 0; i < TRIES; i++) {
      const key = `race:${i}`;
      const lines = [
        { account: 'cash' as const, amount: 1000 + i },
        { account: 'platform_commission' as const, amount: -(1000 + i) },
      ];
      const posted = await Promise.all(
        Array.from({ length: 6 }, () =>
          database.db
            .transaction()
            .execute((trx) => ledger.post(trx, { key, kind: 'adjustment', jobId: null, at }, lines)),
        ),
      );
      expect(posted.filter(Boolean)).toHaveLength(1);
    }
    expect(await ledgerRepository.balance(database.db, 'cash')).toBe(
      Array.from({ length: TRIES }, (_, i) => 1000 + i).reduce((a, b) => a + b),
    );
    expect(await ledgerRepository.trialBalance(database.db)).toEqual({ total: 0, unbalanced: 0 });
  });

  it("posts a balance paid by UPI while staff record cash once: one receipt, one earned, the other's refund", async () => {
    for (let i = 0; i < TRIES; i++) {
      const { jobId, balance } = await billed();
      const qr = await staff.caller.hiring.admin.balanceQr({ jobId });
      await approveInUpiApp(deps, qr.paymentId);
      await Promise.allSettled([
        newsOf(deps, qr.paymentId),
        staff.caller.hiring.admin.recordCash({ jobId, amount: balance }),
      ]);
      await newsOf(deps, qr.paymentId).catch(() => undefined);
      const keys = (await keysOf(jobId)).map((k) => k.key.replace(jobId, 'J').replace(qr.paymentId, 'P'));
      expect(keys.filter((k) => k === 'hire:J:balance' || k === 'hire:J:earned')).toHaveLength(2);
      const farmer = await database.db
        .selectFrom('hireJobs')
        .select('userId')
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      expect(await ledgerRepository.balance(database.db, 'farmer', farmer.userId)).toBe(0);
    }
    expect(await ledgerRepository.trialBalance(database.db)).toEqual({ total: 0, unbalanced: 0 });
  });

  it('sends a payout once when the farmer confirms while the sweep runs', async () => {
    const sent: TransferInput[] = [];
    const route = new OfflineRouteProvider();
    const recording = Object.assign(Object.create(route) as OfflineRouteProvider, {
      transfer: async (input: TransferInput) => {
        sent.push(input);
        return route.transfer(input);
      },
    });
    const payoutDeps = { ...deps, payouts: recording };
    for (let i = 0; i < TRIES; i++) {
      clock.set('2026-11-22T06:00:00Z');
      const { jobId, balance } = await billed();
      await staff.caller.hiring.admin.recordCash({ jobId, amount: balance });
      clock.advance(49 * 60 * 60_000);
      await Promise.all([
        ledger.releasePayout(payoutDeps, jobId),
        ledger.sweepPayouts(payoutDeps),
        ledger.sendPayout(payoutDeps, jobId),
      ]);
      expect(sent.filter((t) => t.idempotencyKey === `payout_${jobId}`)).toHaveLength(1);
      expect((await keysOf(jobId)).filter((k) => k.key.startsWith('payout:'))).toHaveLength(1);
    }
    expect(await ledgerRepository.balance(database.db, 'provider_payable', providerId)).toBe(0);
    expect(await ledgerRepository.trialBalance(database.db)).toEqual({ total: 0, unbalanced: 0 });
  });
});
