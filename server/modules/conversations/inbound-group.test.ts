import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import type { Inbound } from './conversation-state.js';
import { acceptInboundGrouped } from './conversations.service.js';

/**
 * The webhooks' group commit: a burst of messages is written in a few INSERTs, each message once, each webhook told
 * whether its own message was new; a failed INSERT fails every message in it (each webhook answers 500).
 */
let database: TestDatabase;
const at = new Date('2026-11-22T06:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const sms = (messageId: string, phone = '+919845012345'): Inbound => ({
  channel: 'sms',
  phone,
  messageId,
  text: 'HIRE',
  location: null,
  choiceId: null,
});

it('writes a burst of 60 messages, its repeats and one seen before, each once, and says which were new', async () => {
  const deps = { db: database.db };
  expect(await acceptInboundGrouped(deps, sms('SM-group-old'), at)).toBe(true);
  const burst = Array.from({ length: 60 }, (_, i) => sms(`SM-group-${i % 50}`, `+9198450${String(10000 + i)}`));
  const answers = await Promise.all([
    ...burst.map((m) => acceptInboundGrouped(deps, m, at)),
    acceptInboundGrouped(deps, sms('SM-group-old'), at),
  ]);
  // 50 distinct ids: the first of each is new, its repeat in the same burst is not, nor the one seen before.
  expect(answers.slice(0, 50).every(Boolean)).toBe(true);
  expect(answers.slice(50)).toEqual(Array.from({ length: 11 }, () => false));
  const rows = await database.db
    .selectFrom('conversationInbound')
    .select(['messageId', 'phone'])
    .where('messageId', 'like', 'SM-group-%')
    .execute();
  expect(rows).toHaveLength(51);
  expect(rows.find((r) => r.messageId === 'SM-group-7')?.phone).toBe('+919845010007');
});

it('fails every message of an INSERT that fails, and writes the next ones', async () => {
  const failing = {
    db: new Proxy(database.db, {
      get(target, key, receiver) {
        if (key === 'insertInto')
          return () => ({
            values: () => ({
              onConflict: () => ({
                returning: () => ({
                  execute: () => Promise.reject(new Error('database gone')),
                }),
              }),
            }),
          });
        return Reflect.get(target, key, receiver);
      },
    }),
  };
  const lost = await Promise.allSettled([1, 2, 3].map((i) => acceptInboundGrouped(failing, sms(`SM-fail-${i}`), at)));
  expect(lost.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
  expect(await acceptInboundGrouped({ db: database.db }, sms('SM-fail-1'), at)).toBe(true);
});
