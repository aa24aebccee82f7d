import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { insertUser } from '../../test/fixtures.js';

/**
 * Providers under concurrent requests. On real Postgres (TEST_DATABASE_URL) each call runs on its own connection, so
 * these are true races decided by the provider's and the rate request's row locks; on PGlite they interleave.
 */
let database: TestDatabase;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock: fixedClock('2026-11-22T06:00:00Z') });
});
afterAll(() => database.close());

const registration = (n: number) => ({
  name: `Shivanna ${n}`,
  village: 'Hosaholalu',
  district: 'Mandya',
  phone: '98450 11111',
  payout: { method: 'upi' as const, upiId: `shivanna${n}@okaxis` },
});

const centre = {
  name: 'Tractor',
  nameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್',
  address: 'Near the dairy',
  village: 'Hosaholalu',
  taluk: 'Mandya',
  district: 'Mandya',
  pinCode: '571401',
  lat: 12.5665,
  lon: 76.8756,
  serviceRadiusKm: 15,
};

async function owner() {
  return callerFor(deps, { user: await insertUser(database.db, undefined, 'owner') });
}

it('makes one provider of ten registrations of one account at once', async () => {
  const user = await insertUser(database.db);
  const caller = callerFor(deps, { user });
  const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => caller.providers.register(registration(n))));
  expect(new Set(answers.map((a) => a.id)).size).toBe(1);
  const rows = await database.db.selectFrom('providers').select(['id']).where('userId', '=', user.id).execute();
  expect(rows).toHaveLength(1);
});

it('leaves status, role and listing agreeing after approvals and suspensions race', async () => {
  const user = await insertUser(database.db);
  const registered = await callerFor(deps, { user }).providers.register(registration(0));
  const shop = await owner();
  await shop.providers.admin.approve({ providerId: registered.id, commissionPercentBp: 1000 });
  await callerFor(deps, { user: { ...user, role: 'provider' } }).providers.saveCentre(centre);
  const calls = Array.from({ length: 12 }, (_, n) =>
    n % 2 === 0
      ? shop.providers.admin.approve({ providerId: registered.id, commissionPercentBp: 1000 + n })
      : shop.providers.admin.suspend({ providerId: registered.id }),
  );
  await Promise.allSettled(calls);
  const provider = await database.db
    .selectFrom('providers')
    .select(['status'])
    .where('id', '=', registered.id)
    .executeTakeFirstOrThrow();
  const account = await database.db
    .selectFrom('users')
    .select(['role'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const centres = await database.db
    .selectFrom('hireCentres')
    .select(['isActive'])
    .where('providerId', '=', registered.id)
    .execute();
  const state = [provider.status, account.role, ...centres.map((c) => c.isActive)];
  expect([
    ['approved', 'provider', true],
    ['suspended', 'customer', false],
  ]).toContainEqual(state);
});

it('decides a rate once when the owner allows and refuses it at once', async () => {
  const user = await insertUser(database.db);
  const registered = await callerFor(deps, { user }).providers.register(registration(1));
  const shop = await owner();
  await shop.providers.admin.approve({ providerId: registered.id, commissionPercentBp: 1000 });
  const provider = callerFor(deps, { user: { ...user, role: 'provider' } });
  const { id: centreId } = await provider.providers.saveCentre(centre);
  const saved = await provider.providers.saveService({
    centreId,
    operation: 'ploughing',
    machineName: 'Tractor',
    machineNameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್',
    unit: 'hour',
    rate: 250_000,
    minimumCharge: 0,
    travelPerKm: 0,
    freeKm: 0,
    acresPerHourMilli: 1000,
    crews: 1,
    capacityPerCrewDayMilli: 8000,
  });
  expect(saved.rate).toBe('waiting');
  const request = (await shop.providers.admin.rateRequests()).find((r) => r.serviceId === saved.id)!;
  const results = await Promise.allSettled([
    shop.providers.admin.decideRate({ requestId: request.id, approve: true }),
    shop.providers.admin.decideRate({ requestId: request.id, approve: false }),
    shop.providers.admin.decideRate({ requestId: request.id, approve: true }),
  ]);
  const decided = results.filter((r) => r.status === 'fulfilled');
  expect(decided).toHaveLength(1);
  const outcome = (decided[0] as PromiseFulfilledResult<{ status: 'approved' | 'declined' }>).value.status;
  const service = await database.db
    .selectFrom('hireServices')
    .select(['rate', 'isActive'])
    .where('id', '=', saved.id)
    .executeTakeFirstOrThrow();
  // Allowed: listed at the asked rate. Refused: never listed.
  expect(service).toEqual(
    outcome === 'approved' ? { rate: 250_000, isActive: true } : { rate: 250_000, isActive: false },
  );
  const row = await database.db
    .selectFrom('providerRateRequests')
    .select(['status'])
    .where('id', '=', request.id)
    .executeTakeFirstOrThrow();
  expect(row.status).toBe(outcome);
});
