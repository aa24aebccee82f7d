import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { insertUser } from '../../test/fixtures.js';

/**
 * Two confirmations of one agent booking with the farmer's right code at the same moment (a double tap, two phones):
 * the booking stands once, one quote SMS and one payment link. On real Postgres (TEST_DATABASE_URL) each call runs
 * on its own connection, so this is a true race decided by the statement that spends the code and the one that moves
 * the agent's row from held to confirmed.
 */
let database: TestDatabase;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock: fixedClock('2026-11-22T06:00:00Z') });
});
afterAll(() => database.close());

it('books once when two confirmations with the right code race', async () => {
  const service = await database.db
    .selectFrom('hireServices')
    .innerJoin('hireCentres', 'hireCentres.id', 'hireServices.centreId')
    .select(['hireServices.id'])
    .where('hireCentres.pinCode', '=', '571401')
    .where('hireServices.operation', '=', 'paddy_harvesting')
    .executeTakeFirstOrThrow();
  const user = await insertUser(database.db, undefined, 'agent');
  const agent = callerFor(deps, { user });
  for (let round = 0; round < 5; round++) {
    const booked = await agent.agents.book({
      serviceId: service.id,
      day: `2026-12-0${round + 1}`,
      slot: 'morning',
      areaMilliAcres: 2000,
      lat: 12.52216,
      lon: 76.90092,
      place: 'Mandya 571401',
      landmark: 'Near the tank',
      farmerPhone: `98450 6666${round}`,
      farmerLocale: 'en',
    });
    const sms = await database.db
      .selectFrom('smsOutbox')
      .select(['kind', 'body'])
      .where('jobId', '=', booked.jobId)
      .execute();
    const code = /(\d{6})$/.exec(sms.find((m) => m.kind === 'agentCode')!.body)![1]!;
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => agent.agents.confirm({ jobId: booked.jobId, code })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const quotes = await database.db
      .selectFrom('smsOutbox')
      .select('id')
      .where('jobId', '=', booked.jobId)
      .where('kind', '=', 'assistedQuote')
      .execute();
    expect(quotes).toHaveLength(1);
    const links = await database.db
      .selectFrom('testPayments')
      .select('id')
      .where('idempotencyKey', '=', `hire_advance_link_${booked.jobId}`)
      .execute();
    expect(links).toHaveLength(1);
  }
});
