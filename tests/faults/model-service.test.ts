/**
 * The model service fails while farmers chat: the app, configured from the environment as in production
 * (CHAT_API_KEY, CHAT_API_URL), talks to a loopback OpenAI-compatible service that answers 500, hangs or is gone.
 * The browser must hear the spec's error ('API request failed: <status> <statusText>', or the timeout), the rest
 * of the shop must keep serving meanwhile, and the next question must work once the service is back.
 */
import { createTRPCClient, httpBatchStreamLink, httpLink, TRPCClientError } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatChunk } from '../../shared/schemas/chat.js';
import { buildApp } from '../../server/app.js';
import { seedCatalogue } from '../../server/db/seed.js';
import { createAppDeps } from '../../server/deps.js';
import { parseEnv } from '../../server/env.js';
import { CHAT_TIMEOUT_MS } from '../../server/providers/assistant/openai-compatible.js';
import {
  sendJson,
  sendSse,
  sseEvents,
  startChatApiServer,
  type ChatApiServer,
} from '../../server/test/chat-api-server.js';
import { createTestDatabase, type TestDatabase } from '../../server/test/test-db.js';
import { silentLogger } from '../../server/logger.js';
import type { AppRouter } from '../../server/trpc/router.js';

const ORIGIN = 'http://localhost:3000';

let database: TestDatabase;
let api: ChatApiServer;
let app: FastifyInstance;
let baseUrl: string;
let closeDeps: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  api = await startChatApiServer();
  const env = parseEnv({
    NODE_ENV: 'development',
    APP_ORIGIN: ORIGIN,
    DATABASE_URL: database.url,
    CHAT_API_KEY: 'sk-or-v1-faults-test-key',
    CHAT_API_URL: api.url,
  });
  const deps = createAppDeps(env, database, silentLogger);
  closeDeps = () => deps.close();
  app = await buildApp({ deps });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await closeDeps?.();
  await api?.close();
  await database?.close();
});

const question = {
  messages: [{ role: 'user' as const, content: 'Which tractor suits 5 acres of paddy?' }],
  language: 'en' as const,
};

function browser() {
  return createTRPCClient<AppRouter>({
    links: [httpBatchStreamLink({ url: `${baseUrl}/trpc`, transformer: superjson, headers: { origin: ORIGIN } })],
  });
}

/** Sends the question as the chat window does; returns the text received and how the stream ended. */
async function ask(): Promise<{ text: string; error: TRPCClientError<AppRouter> | null; ms: number }> {
  const started = performance.now();
  let text = '';
  try {
    for await (const chunk of (await browser().chat.send.mutate(question)) as AsyncIterable<ChatChunk>) {
      if (chunk.type === 'text') text += chunk.text;
    }
    return { text, error: null, ms: performance.now() - started };
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    return { text, error: error as TRPCClientError<AppRouter>, ms: performance.now() - started };
  }
}

describe('the model service fails', () => {
  it(
    "reports 'API request failed: 500 Internal Server Error' and answers again once " + 'the service recovers',
    async () => {
      api.handle((_req, res) =>
        sendJson(res, 500, { error: { message: 'upstream exploded' } }, 'Internal Server Error'),
      );
      const failed = await ask();
      expect(failed.error?.message).toBe('API request failed: 500 Internal Server Error');
      expect(failed.error?.data?.code).toBe('BAD_GATEWAY');

      api.handle((_req, res) => sendSse(res, sseEvents(['Try the ', 'Tractor 45 HP 2WD.'])));
      const recovered = await ask();
      expect(recovered.error).toBeNull();
      expect(recovered.text).toBe('Try the Tractor 45 HP 2WD.');
    },
  );

  it("reports 'API request failed: 503 Service Unavailable' for an overloaded service", async () => {
    api.handle((_req, res) => sendJson(res, 503, { error: { message: 'busy' } }, 'Service Unavailable'));
    expect((await ask()).error?.message).toBe('API request failed: 503 Service Unavailable');
  });

  it('says the service could not be reached when it cuts the connection', async () => {
    api.handle((_req, res) => void res.socket?.destroy());
    const failed = await ask();
    expect(failed.error?.message).toBe('API request failed: the AI service could not be reached');
    expect(failed.error?.data?.code).toBe('BAD_GATEWAY');
  });

  it(
    'gives up on a service that never answers after the timeout, keeping the words ' +
      'already sent, while the shop keeps serving',
    async () => {
      api.handle((_req, res) => {
        // Headers and the first words arrive, then nothing more: the whole answer must come within the timeout.
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(sseEvents(['The first words'])[1]);
      });
      const pending = ask();

      // Other farmers browse meanwhile: a hanging model service holds no database connection or worker.
      const shop = createTRPCClient<AppRouter>({
        links: [httpLink({ url: `${baseUrl}/trpc`, transformer: superjson })],
      });
      const started = performance.now();
      const page = await shop.catalogue.list.query({ search: 'tractor' });
      expect(page.items.length).toBeGreaterThan(0);
      expect(performance.now() - started).toBeLessThan(2_000);

      const failed = await pending;
      expect(failed.text).toBe('The first words');
      expect(failed.error?.message).toBe(`API request timed out after ${CHAT_TIMEOUT_MS / 1000} s`);
      expect(failed.error?.data?.code).toBe('BAD_GATEWAY');
      expect(failed.ms).toBeGreaterThanOrEqual(CHAT_TIMEOUT_MS - 100);
      expect(failed.ms).toBeLessThan(CHAT_TIMEOUT_MS + 5_000);
    },
    CHAT_TIMEOUT_MS + 20_000,
  );
});
