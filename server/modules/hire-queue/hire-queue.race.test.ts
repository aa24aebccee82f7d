import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { insertUser } from '../../test/fixtures.js';

/**
 * Farmers joining one service's queue at the same moment. On real Postgres (TEST_DATABASE_URL) each join runs on
 * its own connection, so the tickets are decided by the queue's lock; on PGlite the calls interleave on one
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

it('gives farmers joining the queue at once distinct places, in the order of their tickets', async () => {
  const service = await database.db
    .selectFrom('hireServices')
    .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
    .select(['hireServices.id'])
    .where('hireCentres.pinCode', '=', '584101')
    .where('hireServices.operation', '=', 'paddy_harvesting')
    .executeTakeFirstOrThrow();
  const join = (phone: string) => ({
    serviceId: service.id,
    day: '2026-12-03',
    slot: 'whole_day' as const,
    areaMilliAcres: 2000,
    lat: 16.2351,
    lon: 77.34393,
    place: 'Raichur 584101',
    landmark: 'Near the tank',
    phone,
  });
  for (let round = 0; round < 3; round++) {
    const farmers = await Promise.all(Array.from({ length: 2 }, () => insertUser(database.db)));
    const places = await Promise.all(
      farmers.map((user, i) => callerFor(deps, { user }).hiring.joinWaitlist(join(`984500${round}0${i}0`))),
    );
    // Two at once, three times over: places 1-2, 3-4, 5-6, never the same twice.
    expect(places.map((p) => p.position).sort()).toEqual([2 * round + 1, 2 * round + 2]);
  }
  const tickets = await database.db
    .selectFrom('hireQueuePlaces')
    .select('ticket')
    .where('serviceId', '=', service.id)
    .orderBy('ticket')
    .execute();
  expect(tickets.map((t) => t.ticket)).toEqual([1, 2, 3, 4, 5, 6]);
});
