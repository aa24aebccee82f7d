import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { insertUser } from '../../test/fixtures.js';

/**
 * Twenty farmers at once for the last free crew-day. On real Postgres (TEST_DATABASE_URL) each booking runs on its
 * own connection, so this is a true race decided by the service row's lock; on PGlite the calls interleave on one
 * connection.
 */
let database: TestDatabase;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock: fixedClock('2026-11-22T06:00:00Z') });
});
afterAll(() => database.close());

it('gives the last crew-day to exactly one of 20 farmers booking at once', async () => {
  // Mandya's paddy harvesting has two crews: one farmer takes the first crew's day beforehand.
  const service = await database.db
    .selectFrom('hireServices')
    .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
    .select(['hireServices.id', 'hireServices.crews'])
    .where('hireCentres.pinCode', '=', '571401')
    .where('hireServices.operation', '=', 'paddy_harvesting')
    .executeTakeFirstOrThrow();
  expect(service.crews).toBe(2);
  const booking = (phone: string) => ({
    serviceId: service.id,
    day: '2026-12-01',
    slot: 'whole_day' as const,
    areaMilliAcres: 3000,
    lat: 12.52216,
    lon: 76.90092,
    place: 'Mandya 571401',
    landmark: 'Near the canal',
    phone,
  });
  const early = await insertUser(database.db);
  await callerFor(deps, { user: early }).hiring.book(booking('9845000000'));

  const farmers = await Promise.all(Array.from({ length: 20 }, () => insertUser(database.db)));
  const results = await Promise.allSettled(
    farmers.map((user, i) => callerFor(deps, { user }).hiring.book(booking(`98450000${String(i + 10)}`))),
  );

  const won = results.filter((r) => r.status === 'fulfilled');
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(won).toHaveLength(1);
  for (const r of refused) {
    expect(r.reason).toBeInstanceOf(TRPCError);
    // The first farmer's crew is held, not yet paid: the others join its waiting list.
    expect((r.reason as TRPCError).cause).toMatchObject({ reason: 'HIRE_CREW_HELD' });
  }
  const slots = await database.db
    .selectFrom('hireCrewSlots')
    .select(['crewNo', 'half'])
    .where('serviceId', '=', service.id)
    .where('day', '=', '2026-12-01')
    .execute();
  expect(slots).toHaveLength(4);
  expect(new Set(slots.map((s) => `${s.crewNo}${s.half}`)).size).toBe(4);
});
