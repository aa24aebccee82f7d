import { afterAll, beforeAll } from 'vitest';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { insertUser } from '../../test/fixtures.js';
import { billedJob, paddyService, person, type Caller } from '../hiring/hire-balance.fixtures.js';

/** Test support of the ledger's tests: a database with the paddy service, staff and (if asked) its provider. */

/** An approved provider who owns the centre of a service (moved from whoever owned it). */
export async function providerOwning(
  database: TestDatabase,
  serviceId: number,
  { commissionBps = 1500, bank = true }: { commissionBps?: number; bank?: boolean } = {},
): Promise<{ providerId: string; userId: string }> {
  const user = await insertUser(database.db, undefined, 'provider');
  const payout = bank
    ? { payoutMethod: 'bank' as const, bankIfsc: 'SBIN0040123', bankAccountNumber: '30211234567', upiId: null }
    : { payoutMethod: 'upi' as const, bankIfsc: null, bankAccountNumber: null, upiId: 'gowda@okaxis' };
  const provider = await database.db
    .insertInto('providers')
    .values({
      userId: user.id,
      name: 'Manjunatha Gowda',
      village: 'Keragodu',
      district: 'Mandya',
      phone: '+919845012345',
      status: 'approved',
      commissionPercentBp: commissionBps,
      verifiedAt: new Date('2026-11-20T06:00:00Z'),
      ...payout,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await moveCentre(database, serviceId, provider.id);
  return { providerId: String(provider.id), userId: user.id };
}

/** Gives the centre of a service to a provider. */
export async function moveCentre(database: TestDatabase, serviceId: number, providerId: number): Promise<void> {
  const service = await database.db
    .selectFrom('hireServices')
    .select('centreId')
    .where('id', '=', serviceId)
    .executeTakeFirstOrThrow();
  await database.db
    .updateTable('hireCentres')
    .set({ providerId } as never)
    .where('id', '=', service.centreId)
    .execute();
}

export interface LedgerTestbed {
  clock: ReturnType<typeof fixedClock>;
  database: TestDatabase;
  deps: AppDeps;
  serviceId: number;
  staff: { user: { id: string }; caller: Caller };
  /** The provider of the paddy service's centre ('' when the testbed has none). */
  providerId: string;
  providerUserId: string;
}

/**
 * A database for one test file (made before its tests, closed after): the catalogue seeded, the Mandya paddy
 * service, a staff member and, unless `provider` is null, an approved provider owning the service's centre.
 */
export function ledgerTestbed(provider: { commissionBps?: number } | null = {}): LedgerTestbed {
  const bed = { clock: fixedClock('2026-11-22T06:00:00Z'), providerId: '', providerUserId: '' } as LedgerTestbed;
  beforeAll(async () => {
    bed.database = await createTestDatabase();
    await seedCatalogue(bed.database.db);
    bed.deps = testDeps(bed.database, { clock: bed.clock });
    bed.serviceId = await paddyService(bed.database);
    bed.staff = await person(bed.database, bed.deps, 'staff');
    if (provider) {
      const owner = await providerOwning(bed.database, bed.serviceId, provider);
      bed.providerId = owner.providerId;
      bed.providerUserId = owner.userId;
    }
  });
  afterAll(() => bed.database.close());
  return bed;
}

/** A farmer's job on `day`, worked and billed, its balance paid in cash: its id, bill and farmer. */
export async function jobPaidInCash(bed: LedgerTestbed, day: string) {
  const farmer = await person(bed.database, bed.deps);
  const jobId = await billedJob(bed.deps, bed.serviceId, farmer.caller, bed.staff.caller, { day });
  const job = await bed.database.db
    .selectFrom('hireJobs')
    .select(['balance', 'billTotal'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  await bed.staff.caller.hiring.admin.recordCash({ jobId, amount: job.balance! });
  return { jobId, gross: job.billTotal!, balance: job.balance!, farmer };
}
