import { Writable } from 'node:stream';
import { createTRPCClient, httpBatchLink, httpBatchStreamLink, TRPCClientError } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatChunk } from '../../../shared/schemas/chat.js';
import { buildApp } from '../../app.js';
import { seedCatalogue } from '../../db/seed.js';
import type { Assistant } from '../../providers/assistant/assistant.js';
import { OpenAICompatibleAssistant } from '../../providers/assistant/openai-compatible.js';
import { sendJson, sendSse, sseEvents, startChatApiServer, type ChatApiServer } from '../../test/chat-api-server.js';
import { testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import type { AppRouter } from '../../trpc/router.js';

const KEY = 'sk-or-v1-http-test-key-5f4e3d2c1b';
const ORIGIN = 'http://localhost:3000';

let database: TestDatabase;
let api: ChatApiServer;
const logLines: string[] = [];

/** The assistant the server uses: a test sets it before its request. */
let assistant: Assistant;
const switchable: Assistant = {
  get kind() {
    return assistant.kind;
  },
  get grounding() {
    return assistant.grounding;
  },
  stream: (request, signal) => assistant.stream(request, signal),
};

let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  api = await startChatApiServer();
  const logger = pino(
    { level: 'trace' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    }),
  );
  app = await buildApp({ deps: { ...testDeps(database), assistant: switchable, log: logger }, logger });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await api.close();
  await database.close();
});

function client() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchStreamLink({
        url: `${baseUrl}/trpc`,
        transformer: superjson,
        // As a browser sends them: compressed answers welcome, same-origin request.
        headers: { origin: ORIGIN, 'accept-encoding': 'gzip, deflate, br' },
      }),
    ],
  });
}

const question = {
  messages: [{ role: 'user' as const, content: 'Which tractor is good for 5 acres of paddy?' }],
  language: 'en' as const,
};

describe('chat.send over HTTP', () => {
  it('delivers each piece of the reply while the assistant is still writing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    assistant = {
      kind: 'offline',
      grounding: 'search',
      async *stream() {
        yield 'First words ';
        await gate;
        yield 'and the Tractor 45 HP 2WD.';
      },
    };
    const reply = await client().chat.send.mutate(question);
    const iterator = reply[Symbol.asyncIterator]();
    // The assistant is still held at the gate: this piece can only have come through a live stream.
    expect((await iterator.next()).value).toEqual({ type: 'text', text: 'First words' });
    release();
    const rest: ChatChunk[] = [];
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) rest.push(next.value);
    expect(rest[0]).toEqual({ type: 'text', text: ' and the Tractor 45 HP 2WD.' });
    expect(rest.at(-1)).toMatchObject({ type: 'done', products: [{ name: 'Tractor 45 HP 2WD' }] });
  });

  it('answers a streaming call uncompressed even when the browser accepts gzip', async () => {
    assistant = {
      kind: 'offline',
      grounding: 'search',
      async *stream() {
        yield 'Plain.';
      },
    };
    const response = await fetch(`${baseUrl}/trpc/chat.send?batch=1`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        'trpc-accept': 'application/jsonl',
        'accept-encoding': 'gzip, br',
      },
      body: JSON.stringify({ 0: superjson.serialize(question) }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toContain('Plain.');
  });

  it('refuses the stream through the plain batch link', async () => {
    const plain = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${baseUrl}/trpc`, transformer: superjson, headers: { origin: ORIGIN } })],
    });
    await expect(plain.chat.send.mutate(question)).rejects.toThrow(/httpBatchStreamLink/);
  });

  it('reports a model service failure to the browser and keeps the key out of replies and logs', async () => {
    assistant = new OpenAICompatibleAssistant({ apiKey: KEY, url: api.url, appOrigin: ORIGIN });
    api.handle((_req, res) => sendSse(res, sseEvents(['The **Tractor 45 HP 2WD** fits.'])));
    const chunks: ChatChunk[] = [];
    for await (const chunk of await client().chat.send.mutate(question)) chunks.push(chunk);
    expect(chunks.map((c) => (c.type === 'text' ? c.text : '')).join('')).toBe('The Tractor 45 HP 2WD fits.');

    api.handle((_req, res) => sendJson(res, 401, { error: { message: `Invalid key ${KEY}` } }, 'Unauthorized'));
    const failure = await (async () => {
      try {
        for await (const chunk of await client().chat.send.mutate(question)) chunks.push(chunk);
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(TRPCClientError);
    expect((failure as TRPCClientError<AppRouter>).message).toBe('API request failed: 401 Unauthorized');
    expect((failure as TRPCClientError<AppRouter>).data?.code).toBe('BAD_GATEWAY');

    const raw = await fetch(`${baseUrl}/trpc/chat.send?batch=1`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'trpc-accept': 'application/jsonl' },
      body: JSON.stringify({ 0: superjson.serialize(question) }),
    });
    expect(await raw.text()).not.toContain(KEY);

    expect(api.requests.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
    const logs = logLines.join('');
    expect(logs).toContain('API request failed: 401 Unauthorized');
    expect(logs).not.toContain(KEY);
  });

  it('refuses a cross-site request before any assistant work', async () => {
    api.requests.length = 0;
    assistant = new OpenAICompatibleAssistant({ apiKey: KEY, url: api.url, appOrigin: ORIGIN });
    const response = await fetch(`${baseUrl}/trpc/chat.send?batch=1`, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/json',
        'trpc-accept': 'application/jsonl',
      },
      body: JSON.stringify({ 0: superjson.serialize(question) }),
    });
    expect(response.status).toBe(403);
    expect(api.requests).toHaveLength(0);
  });
});
