import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectPostgres } from '../../db/connect.js';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import type { Inbound } from './conversation-state.js';
import { acceptInbound, answerUnprocessed, CLAIM_MS, runTurn } from './conversations.service.js';
import { conversationsRepository } from './conversations.repository.js';

/**
 * Nothing lost: a message the webhook accepted (written before its 200) whose process died before the turn ran is
 * answered by the inbound sweep of another process, once, even when two processes sweep at the same moment. On real
 * Postgres (TEST_DATABASE_URL) the second "app" has its own connection pool, as another process would; on PGlite
 * both share the one connection.
 */
const clock = fixedClock('2026-11-22T06:00:00Z');
let database: TestDatabase;
let appA: AppDeps;
let appB: AppDeps;
let closeB: (() => Promise<void>) | null = null;
let n = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  appA = testDeps(database, { clock });
  if (database.url) {
    const other = connectPostgres(database.url, { max: 10 });
    appB = { ...testDeps({ ...database, db: other.db }, { clock }), db: other.db };
    closeB = () => other.close();
  } else {
    appB = testDeps(database, { clock });
  }
});
afterAll(async () => {
  await closeB?.();
  await database.close();
});

const message = (phone: string, text: string): Inbound => ({
  channel: 'sms',
  phone,
  messageId: `SM-durable-${n++}`,
  text,
  location: null,
  choiceId: null,
});

async function repliesTo(phone: string) {
  const rows = await database.db
    .selectFrom('smsOutbox')
    .select('kind')
    .where('toPhone', '=', phone)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.kind);
}

async function inboundRow(m: Inbound) {
  return database.db
    .selectFrom('conversationInbound')
    .select(['processedAt', 'claimedAt', 'attempts'])
    .where('channel', '=', m.channel)
    .where('messageId', '=', m.messageId)
    .executeTakeFirstOrThrow();
}

/** The webhook of app A writes the message and answers 200; A dies before the turn runs. */
async function acceptedByADyingApp(m: Inbound) {
  expect(await acceptInbound(appA, m, clock.now())).toBe(true);
  // A redelivery of the same id is not accepted twice.
  expect(await acceptInbound(appA, m, clock.now())).toBe(false);
}

it('a message accepted by an app that died before its turn is answered by the sweep of another app, once', async () => {
  const phone = '+919845061111';
  const hire = message(phone, 'HIRE');
  await acceptedByADyingApp(hire);
  expect(await repliesTo(phone)).toEqual([]);
  // Under a minute old: it may still be in its own process's queue, so the sweep leaves it.
  clock.advance(30_000);
  expect(await answerUnprocessed(appB)).toEqual({ found: 0, answered: 0 });
  clock.advance(31_000);
  expect(await answerUnprocessed(appB)).toMatchObject({ found: 1, answered: 1 });
  expect(await repliesTo(phone)).toEqual(['work']);
  expect((await inboundRow(hire)).processedAt).not.toBeNull();
  // Answered: no later sweep, and no late turn of a restarted app, answers it again.
  clock.advance(10 * 60_000);
  expect(await answerUnprocessed(appA)).toEqual({ found: 0, answered: 0 });
  expect(await runTurn(appA, hire)).toBe(false);
  expect(await repliesTo(phone)).toEqual(['work']);
});

it("a farmer's messages left unanswered are answered in the order they came", async () => {
  const phone = '+919845062222';
  await acceptedByADyingApp(message(phone, 'HIRE'));
  clock.advance(1_000);
  await acceptedByADyingApp(message(phone, '6'));
  clock.advance(61_000);
  expect(await answerUnprocessed(appB)).toMatchObject({ found: 2, answered: 2 });
  // The work asked first, then (the 6th work chosen) where.
  expect(await repliesTo(phone)).toEqual(['work', 'place']);
});

it('two apps sweeping at the same moment answer each message once', async () => {
  const phones = ['+919845063331', '+919845063332', '+919845063333', '+919845063334'];
  for (const phone of phones) await acceptedByADyingApp(message(phone, 'HIRE'));
  clock.advance(61_000);
  const [a, b] = await Promise.all([answerUnprocessed(appA), answerUnprocessed(appB)]);
  expect(a.answered + b.answered).toBe(phones.length);
  for (const phone of phones) expect(await repliesTo(phone)).toEqual(['work']);
});

it("the webhook's own late turn and a sweep at once: answered once", async () => {
  const phone = '+919845064444';
  const hire = message(phone, 'HIRE');
  await acceptedByADyingApp(hire);
  clock.advance(61_000);
  const [late, swept] = await Promise.all([runTurn(appA, hire), answerUnprocessed(appB)]);
  expect(Number(late) + swept.answered).toBe(1);
  expect(await repliesTo(phone)).toEqual(['work']);
});

it('a turn that claimed a message and died: the sweep takes it over once the claim is stale', async () => {
  const phone = '+919845065555';
  const hire = message(phone, 'HIRE');
  await acceptedByADyingApp(hire);
  // App A's turn claimed it, then the process died mid-turn.
  expect(await conversationsRepository.claim(appA.db, hire, clock.now(), new Date(0))).toBe(true);
  clock.advance(61_000);
  expect(await answerUnprocessed(appB)).toEqual({ found: 0, answered: 0 });
  clock.advance(CLAIM_MS);
  expect(await answerUnprocessed(appB)).toMatchObject({ found: 1, answered: 1 });
  expect(await repliesTo(phone)).toEqual(['work']);
  expect(await inboundRow(hire)).toMatchObject({ attempts: 2 });
});
