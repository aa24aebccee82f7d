/**
 * JSON nesting and body size are limited before any parser runs: a body of 900 KB of brackets used to cost the
 * server about a second of JSON.parse and superjson each, unauthenticated, and 16 at once held /healthz for 11.8 s.
 */
import { Readable } from 'node:stream';
import { createTRPCClient, httpBatchStreamLink } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_HISTORY_LIMIT, CHAT_MESSAGE_MAX_LENGTH } from '../shared/schemas/chat.js';
import { buildApp } from './app.js';
import { MovableClock } from './clock.js';
import { seedCatalogue } from './db/seed.js';
import {
  BODY_TOO_LARGE_MESSAGE,
  isJsonTooDeep,
  JSON_TOO_DEEP_MESSAGE,
  JsonDepthScanner,
  MAX_BODY_BYTES,
  MAX_JSON_DEPTH,
  openingsAtMost,
} from './json-limits.js';
import { testDeps, testEnv } from './test/harness.js';
import { createTestDatabase, type TestDatabase } from './test/test-db.js';
import type { AppRouter } from './trpc/router.js';

const ORIGIN = 'http://localhost:3000';
const headers = { 'content-type': 'application/json', origin: ORIGIN };

/** tRPC's batch envelope around `depth` levels of arrays: 2 + depth levels in all. */
function nestedBatch(depth: number): string {
  return `{"0":{"json":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
}

describe('JsonDepthScanner', () => {
  it('allows MAX_JSON_DEPTH levels and refuses one more', () => {
    expect(isJsonTooDeep('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(false);
    expect(isJsonTooDeep('['.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(isJsonTooDeep('{"a":'.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('counts levels, not brackets: siblings do not add up', () => {
    expect(isJsonTooDeep(`[${'[[]],'.repeat(10_000)}[]]`)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(isJsonTooDeep(JSON.stringify({ text: '['.repeat(1_000) }))).toBe(false);
    expect(isJsonTooDeep(JSON.stringify({ text: `\\"${'{'.repeat(100)}"` }))).toBe(false);
    expect(isJsonTooDeep(JSON.stringify(['ಕನ್ನಡ [[[', { note: '"}}}"' }]))).toBe(false);
  });

  it('keeps its place across chunks, inside a string or an escape', () => {
    const scanner = new JsonDepthScanner(2);
    expect(scanner.push(Buffer.from('["[[[[\\'))).toBe(true);
    expect(scanner.push(Buffer.from('"[[[", ['))).toBe(true);
    expect(scanner.push(Buffer.from('['))).toBe(false);
  });
});

describe('openingsAtMost', () => {
  it('counts [ and { as they are and percent-encoded in either case, from the given place on', () => {
    expect(openingsAtMost('/x?input=[{', 8, 2)).toBe(true);
    expect(openingsAtMost('/x?input=[{[', 8, 2)).toBe(false);
    expect(openingsAtMost('/x?input=%5B%7b%5b%7B', 8, 3)).toBe(false);
    expect(openingsAtMost('/x?input=%5B%7b%5b%7B', 8, 4)).toBe(true);
    expect(openingsAtMost('[[[?a=1', 4, 0)).toBe(true);
  });

  it('does not count what decodes to something else: %5D, %7D, %255B, a % at the end', () => {
    expect(openingsAtMost('?a=%5D%7D%255B%', 0, 0)).toBe(true);
  });

  it('never lets through a query whose decoded input is too deep', () => {
    for (const encode of [
      encodeURIComponent,
      (text: string) => text,
      (t: string) => encodeURIComponent(t).toLowerCase(),
    ]) {
      const url = `/trpc/catalogue.list?batch=1&input=${encode(nestedBatch(MAX_JSON_DEPTH))}`;
      expect(openingsAtMost(url, url.indexOf('?') + 1, MAX_JSON_DEPTH)).toBe(false);
    }
  });
});

describe('over HTTP', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogue(database.db);
    const env = testEnv({ NODE_ENV: 'development', TEST_CLOCK: 'true' });
    const deps = testDeps(database, { env, clock: new MovableClock() });
    app = await buildApp({ deps });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  afterEach(() => vi.restoreAllMocks());

  let baseUrl: string | undefined;
  async function listening(): Promise<string> {
    baseUrl ??= await app.listen({ port: 0, host: '127.0.0.1' });
    return baseUrl;
  }

  it('refuses a body nested one level too deep with 400, in tRPC’s error shape, without parsing it', async () => {
    const body = nestedBatch(MAX_JSON_DEPTH - 1);
    const parse = vi.spyOn(JSON, 'parse');
    const res = await app.inject({ method: 'POST', url: '/trpc/auth.login?batch=1', headers, payload: body });
    const parsedTheBody = parse.mock.calls.some(([text]) => text === body);
    parse.mockRestore();
    expect(res.statusCode).toBe(400);
    const error = res.json().error.json;
    expect(error.message).toBe(JSON_TOO_DEEP_MESSAGE);
    expect(error.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'MALFORMED_REQUEST', httpStatus: 400 });
    expect(parsedTheBody).toBe(false);
  });

  it('answers as soon as the nesting goes too deep, without waiting for the rest of the body', async () => {
    // A body that never ends: only a check made while the bytes arrive can answer it.
    const endless = new Readable({ read() {} });
    endless.push('{"0":{"json":' + '['.repeat(MAX_JSON_DEPTH));
    const res = await app.inject({ method: 'POST', url: '/trpc/auth.login?batch=1', headers, payload: endless });
    endless.destroy();
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('nested too deeply');
  }, 15_000);

  it('still reads a body at the limit and lets the schema judge it', async () => {
    const payload = nestedBatch(MAX_JSON_DEPTH - 2);
    const res = await app.inject({ method: 'POST', url: '/trpc/auth.login?batch=1', headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()[0].error.json.data.reason).toBe('INVALID_INPUT');
  });

  it('refuses a too deep ?input= of a query before tRPC reads it', async () => {
    const input = encodeURIComponent(nestedBatch(MAX_JSON_DEPTH));
    const res = await app.inject({ method: 'GET', url: `/trpc/catalogue.list?batch=1&input=${input}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.json.message).toBe(JSON_TOO_DEEP_MESSAGE);
  });

  it('refuses a too deep ?input= sent with its brackets unencoded or in lower-case escapes', async () => {
    for (const input of [nestedBatch(MAX_JSON_DEPTH), encodeURIComponent(nestedBatch(MAX_JSON_DEPTH)).toLowerCase()]) {
      const res = await app.inject({ method: 'GET', url: `/trpc/catalogue.list?batch=1&input=${input}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.json.message).toBe(JSON_TOO_DEEP_MESSAGE);
    }
  });

  it(`refuses a body over ${MAX_BODY_BYTES / 1024} KB with 413 in tRPC's error shape`, async () => {
    const login = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/trpc/auth.login',
        headers,
        payload: JSON.stringify(superjson.serialize({ email: 'ravi@example.in', password })),
      });
    const large = await login('x'.repeat(MAX_BODY_BYTES));
    expect(large.statusCode).toBe(413);
    expect(large.json().error.json).toMatchObject({
      message: BODY_TOO_LARGE_MESSAGE,
      data: { code: 'PAYLOAD_TOO_LARGE', reason: 'MALFORMED_REQUEST', httpStatus: 413 },
    });
    // Under the limit, the body is read and the schema refuses the password as too long.
    const under = await login('x'.repeat(MAX_BODY_BYTES - 1024));
    expect(under.statusCode).toBe(400);
    expect(under.json().error.json.data.reason).toBe('INVALID_INPUT');
  });

  it('refuses too deep JSON on other routes too, in plain JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/dev/clock',
      headers,
      payload: `{"days":${'['.repeat(MAX_JSON_DEPTH + 1)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', message: JSON_TOO_DEEP_MESSAGE });
  });

  it('over a connection: too large is refused up front, too deep as it streams, and the server lives on', async () => {
    const baseUrl = await listening();
    const deep = nestedBatch(200_000);
    const declared = await fetch(`${baseUrl}/trpc/auth.login?batch=1`, { method: 'POST', headers, body: deep });
    expect(declared.status).toBe(413);
    const streamed = await fetch(`${baseUrl}/trpc/auth.login?batch=1`, {
      method: 'POST',
      headers,
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(deep));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(400);
    expect(streamed.headers.get('connection')).toBe('close');
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
  });

  it('takes the largest legitimate request: a full conversation with the assistant in Kannada', async () => {
    const baseUrl = await listening();
    const question = 'ಐದು ಎಕರೆ ಭತ್ತಕ್ಕೆ ಯಾವ ಟ್ರ್ಯಾಕ್ಟರ್ ಒಳ್ಳೆಯದು? ';
    const full = (text: string) => text.padEnd(CHAT_MESSAGE_MAX_LENGTH, 'ಕ');
    // Oldest first, ending with the farmer's question, as the client sends the last CHAT_HISTORY_LIMIT messages.
    const messages = Array.from({ length: CHAT_HISTORY_LIMIT }, (_, i) => ({
      role: i % 2 === 1 ? ('user' as const) : ('assistant' as const),
      content: full(i % 2 === 1 ? question : 'ಟ್ರ್ಯಾಕ್ಟರ್ '),
    }));
    const input = { messages, language: 'kn' as const };
    const bytes = Buffer.byteLength(JSON.stringify({ 0: superjson.serialize(input) }));
    expect(bytes).toBeGreaterThan(100_000);
    expect(bytes).toBeLessThan(MAX_BODY_BYTES / 2);
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchStreamLink({ url: `${baseUrl}/trpc`, transformer: superjson, headers: { origin: ORIGIN } })],
    });
    let text = '';
    for await (const chunk of await client.chat.send.mutate(input)) if (chunk.type === 'text') text += chunk.text;
    expect(text.length).toBeGreaterThan(0);
  });
});
