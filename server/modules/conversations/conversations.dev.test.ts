import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { renderMailbox } from '../../providers/dev-mailbox.js';
import { createWhatsApp } from '../../providers/whatsapp/whatsapp.js';
import { FakeWhatsAppServer } from '../../test/fake-whatsapp-server.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { conversationWebhookRoutes } from './conversations.webhooks.js';
import { conversationsRepository } from './conversations.repository.js';
import { conversationsService } from './conversations.service.js';

/** Without a WhatsApp or SMS provider (development): the dev outbox answers, and /dev/mailbox shows it. */
let database: TestDatabase;
let deps: AppDeps;
let app: FastifyInstance;
let base = '';
const meta = new FakeWhatsAppServer({ accessToken: 'unused', phoneNumberId: '1', appSecret: 'unused' });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock: fixedClock('2026-11-22T06:00:00Z') });
  app = Fastify();
  await app.register(conversationWebhookRoutes, { deps, whatsapp: createWhatsApp({}), sms: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

it("takes this machine's unsigned posts into the dev outbox, shown on the mailbox page", async () => {
  const answer = await fetch(`${base}/webhooks/whatsapp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: meta.webhookBody({ from: '919845012345', text: 'ಬಾಡಿಗೆ' }),
  });
  expect(answer.status).toBe(200);
  await conversationsService.idle();
  const outbox = await conversationsRepository.latestWhatsApp(database.db);
  expect(outbox).toMatchObject([{ toPhone: '+919845012345', kind: 'work', status: 'dev' }]);
  const page = renderMailbox([], [], outbox);
  expect(page).toContain('WhatsApp to +919845012345');
  expect(page).toContain('6 ಭತ್ತ ಕಟಾವು');

  const sms = await fetch(`${base}/webhooks/sms`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ MessageSid: 'SMdev1', From: '+919845012346', Body: 'HIRE' }).toString(),
  });
  expect(sms.status).toBe(200);
  await conversationsService.idle();
  const texts = await database.db.selectFrom('smsOutbox').select(['kind', 'status']).execute();
  expect(texts).toEqual([{ kind: 'work', status: 'dev' }]);
});

it('has no verification handshake without a configured WhatsApp number', async () => {
  const answer = await fetch(`${base}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1`);
  expect(answer.status).toBe(404);
});

it('answers 500 when the message cannot be written (the platform retries), and the retry is answered', async () => {
  const down = new Proxy(database.db, {
    get(target, key) {
      if (key === 'insertInto') {
        return () => {
          throw new Error('database down');
        };
      }
      return Reflect.get(target, key) as unknown;
    },
  });
  const broken = Fastify();
  await broken.register(conversationWebhookRoutes, {
    deps: { ...deps, db: down },
    whatsapp: createWhatsApp({}),
    sms: null,
  });
  await broken.listen({ port: 0, host: '127.0.0.1' });
  const address = broken.server.address();
  const brokenBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const form = new URLSearchParams({ MessageSid: 'SMdown1', From: '+919845012347', Body: 'HIRE' }).toString();
  const post = (to: string) =>
    fetch(`${to}/webhooks/sms`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
  try {
    expect((await post(brokenBase)).status).toBe(500);
  } finally {
    await broken.close();
  }
  await conversationsService.idle();
  const toPhone = '+919845012347';
  expect(await database.db.selectFrom('smsOutbox').select('kind').where('toPhone', '=', toPhone).execute()).toEqual([]);
  // The platform's retry reaches a healthy server: accepted and answered.
  expect((await post(base)).status).toBe(200);
  await conversationsService.idle();
  const texts = await database.db.selectFrom('smsOutbox').select('kind').where('toPhone', '=', toPhone).execute();
  expect(texts).toEqual([{ kind: 'work' }]);
});
