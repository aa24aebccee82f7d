/**
 * The settlement and hire balances paid at the field: a balance paid by the field's UPI QR counts under UPI by the
 * payment that settled it; one paid in cash under cash. PGlite by default, Postgres with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { approveInUpiApp, billedJob, newsOf, paddyService, person } from '../hiring/hire-balance.fixtures.js';

// Noon in Kolkata on 22 November 2026.
const clock = fixedClock('2026-11-22T06:30:00Z');

let database: TestDatabase;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock });
});
afterAll(() => database.close());

describe('admin.settlement and hire balances', () => {
  it('counts a balance paid by the field QR under UPI and one paid in cash under cash', async () => {
    const staff = await person(database, deps, 'staff');
    const serviceId = await paddyService(database);
    const byQr = await billedJob(deps, serviceId, (await person(database, deps)).caller, staff.caller, {
      day: '2026-12-03',
    });
    const byCash = await billedJob(deps, serviceId, (await person(database, deps)).caller, staff.caller, {
      day: '2026-12-04',
    });
    const before = await staff.caller.admin.settlement({ day: '2026-11-22' });

    const qr = await staff.caller.hiring.admin.balanceQr({ jobId: byQr });
    await approveInUpiApp(deps, qr.paymentId);
    await newsOf(deps, qr.paymentId);
    const cashBalance = (await staff.caller.hiring.balance({ jobId: byCash })).balance!;
    await staff.caller.hiring.admin.recordCash({ jobId: byCash, amount: cashBalance });

    const day = await staff.caller.admin.settlement({ day: '2026-11-22' });
    expect(day.takings.upi).toEqual({
      count: before.takings.upi.count + 1,
      amount: before.takings.upi.amount + qr.amount,
    });
    expect(day.takings.cash).toEqual({
      count: before.takings.cash.count + 1,
      amount: before.takings.cash.amount + cashBalance,
    });
    expect(day.unmatched).toEqual(before.unmatched);
  });
});
