import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, sendSse, sseEvents, startChatApiServer, type ChatApiServer } from '../../test/chat-api-server.js';
import type { AssistantRequest, CatalogueHit } from './assistant.js';
import { AssistantError } from './assistant.js';
import { DEFAULT_CHAT_API_URL, DEFAULT_CHAT_MODEL, OpenAICompatibleAssistant } from './openai-compatible.js';

const KEY = 'sk-or-v1-secret-test-key-0123456789';

const tractor: CatalogueHit = {
  id: 1,
  name: 'Tractor 45 HP 2WD',
  nameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ 45 HP 2WD',
  description: 'Ideal for 5-20 acre paddy farms.',
  descriptionKn: '5-20 ಎಕರೆ ಭತ್ತದ ಹೊಲಕ್ಕೆ ಸೂಕ್ತ.',
  categoryKey: 'tractors',
  price: 71_000_000,
  rentalPricePerDay: 200_000,
  isAvailableForSale: true,
  isAvailableForRent: true,
  stockQuantity: 5,
};

const request: AssistantRequest = {
  messages: [
    { role: 'user', content: 'Hello' },
    { role: 'assistant', content: 'Namaskara! How can I help?' },
    { role: 'user', content: 'Which tractor is good for 5 acres of paddy?' },
  ],
  language: 'en',
  products: [tractor],
};

let api: ChatApiServer;

beforeAll(async () => {
  api = await startChatApiServer();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

function assistant(options: Partial<ConstructorParameters<typeof OpenAICompatibleAssistant>[0]> = {}) {
  return new OpenAICompatibleAssistant({ apiKey: KEY, url: api.url, appOrigin: 'https://raitha.example', ...options });
}

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of iterable) pieces.push(piece);
  return pieces;
}

async function failureOf(iterable: AsyncIterable<string>): Promise<Error> {
  try {
    await collect(iterable);
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the stream to fail');
}

describe('OpenAICompatibleAssistant', () => {
  it('defaults to OpenRouter and a free reasoning model', () => {
    const defaults = new OpenAICompatibleAssistant({ apiKey: KEY, appOrigin: 'http://localhost:3000' });
    expect(DEFAULT_CHAT_API_URL).toBe('https://openrouter.ai/api/v1/chat/completions');
    expect(defaults.model).toBe(DEFAULT_CHAT_MODEL);
    expect(DEFAULT_CHAT_MODEL).toMatch(/:free$/);
  });

  it('posts the system prompt and the conversation with the spec parameters and headers', async () => {
    api.handle((_req, res) => sendSse(res, sseEvents(['A 45 HP ', 'tractor.'])));
    await collect(assistant({ model: 'test/model' }).stream(request));

    expect(api.requests).toHaveLength(1);
    const sent = api.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/v1/chat/completions');
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.headers['http-referer']).toBe('https://raitha.example');
    expect(sent.headers['x-title']).toBe('Raitha Yantra');
    expect(sent.body).toMatchObject({
      model: 'test/model',
      max_tokens: 500,
      temperature: 0.7,
      top_p: 0.95,
      stream: true,
    });

    const [system, ...conversation] = sent.body.messages!;
    expect(conversation).toEqual(request.messages);
    expect(system!.role).toBe('system');
    expect(system!.content).toMatch(/Karnataka/);
    expect(system!.content).toMatch(/plain text/i);
    expect(system!.content).toMatch(/not about farming/i);
    // Grounding: the model sees our item with its name, price, daily rent and availability.
    expect(system!.content).toContain('Tractor 45 HP 2WD');
    expect(system!.content).toContain('₹7,10,000');
    expect(system!.content).toContain('rent ₹2,000 per day');
    expect(system!.content).toContain('for sale and for rent, in stock (5 available)');
  });

  it('asks for Kannada replies when the farmer uses Kannada, and says when nothing matched', async () => {
    await collect(assistant().stream({ ...request, language: 'kn', products: [] }));
    const system = api.requests[0]!.body.messages![0]!.content;
    expect(system).toMatch(/Reply in simple Kannada/);
    expect(system).toMatch(/No catalogue item matched/);
  });

  it('streams the content deltas and skips comments and reasoning', async () => {
    api.handle((_req, res) =>
      sendSse(res, sseEvents(['For 5 acres ', 'of paddy, ', 'a 45 HP tractor.'], { reasoning: ['Let me think'] })),
    );
    expect(await collect(assistant().stream(request))).toEqual(['For 5 acres ', 'of paddy, ', 'a 45 HP tractor.']);
  });

  it('hands over each delta as it arrives, before the service has finished', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    api.handle(async (_req, res) => {
      const [comment, first, second, stop, done] = sseEvents(['First words', ' and the rest']);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(comment! + first!);
      await released;
      res.end(second! + stop! + done!);
    });
    const iterator = assistant().stream(request)[Symbol.asyncIterator]();
    expect(await iterator.next()).toEqual({ value: 'First words', done: false });
    release();
    expect(await iterator.next()).toEqual({ value: ' and the rest', done: false });
    expect((await iterator.next()).done).toBe(true);
  });

  it('parses events split across network packets and CRLF line ends', async () => {
    api.handle(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      const text = sseEvents(['ಭತ್ತಕ್ಕೆ ', '45 HP']).join('').replace(/\n/g, '\r\n');
      const bytes = Buffer.from(text, 'utf8');
      // Cut inside a Kannada character and inside a data line.
      for (let i = 0; i < bytes.length; i += 7) {
        res.write(bytes.subarray(i, i + 7));
        await new Promise((r) => setTimeout(r, 1));
      }
      res.end();
    });
    expect((await collect(assistant().stream(request))).join('')).toBe('ಭತ್ತಕ್ಕೆ 45 HP');
  });

  it('reads a service that answers with one JSON body instead of a stream', async () => {
    api.handle((_req, res) =>
      sendJson(res, 200, {
        id: 'x',
        choices: [{ index: 0, message: { role: 'assistant', content: 'Rent a tractor.' } }],
      }),
    );
    expect(await collect(assistant().stream(request))).toEqual(['Rent a tractor.']);
  });

  it("fails with 'API request failed: <status> <statusText>' on a non-OK status", async () => {
    api.handle((_req, res) => sendJson(res, 429, { error: { message: 'Rate limit exceeded' } }, 'Too Many Requests'));
    const error = await failureOf(assistant().stream(request));
    expect(error).toBeInstanceOf(AssistantError);
    expect(error.message).toBe('API request failed: 429 Too Many Requests');

    api.handle((_req, res) => sendJson(res, 401, { error: { message: 'No auth credentials found' } }, 'Unauthorized'));
    expect((await failureOf(assistant().stream(request))).message).toBe('API request failed: 401 Unauthorized');
  });

  it("fails with 'Invalid response format from API' on a body without the message content", async () => {
    const malformed: Array<(res: import('node:http').ServerResponse) => void> = [
      (res) => sendJson(res, 200, { id: 'x' }),
      (res) => sendJson(res, 200, { choices: [] }),
      (res) => sendJson(res, 200, { choices: [{ message: { role: 'assistant' } }] }),
      (res) => sendJson(res, 200, { choices: [{ message: { content: 42 } }] }),
      (res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>Bad gateway</html>');
      },
      (res) => sendSse(res, ['data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n', 'data: [DONE]\n\n']),
      (res) => sendSse(res, ['data: {not json\n\n']),
      (res) => sendSse(res, sseEvents([], { reasoning: ['Thinking only, then out of tokens'] })),
    ];
    for (const answer of malformed) {
      api.handle((_req, res) => answer(res));
      const error = await failureOf(assistant().stream(request));
      expect(error.message).toBe('Invalid response format from API');
    }
  });

  it('reports an error the service sends inside the stream', async () => {
    api.handle((_req, res) =>
      sendSse(res, [
        `data: ${JSON.stringify({ choices: [{ delta: { content: 'Partial' } }] })}\n\n`,
        `data: ${JSON.stringify({ error: { code: 502, message: 'Provider returned error' } })}\n\n`,
      ]),
    );
    const pieces: string[] = [];
    const error = await (async () => {
      try {
        for await (const piece of assistant().stream(request)) pieces.push(piece);
      } catch (e) {
        return e as Error;
      }
    })();
    expect(pieces).toEqual(['Partial']);
    expect(error?.message).toBe('API request failed: 502 Provider returned error');
  });

  it('gives up after the timeout, before or during the answer', async () => {
    api.handle(() => new Promise(() => {}));
    const started = Date.now();
    const silent = await failureOf(assistant({ timeoutMs: 200 }).stream(request));
    expect(silent.message).toBe('API request timed out after 0.2 s');
    expect(Date.now() - started).toBeLessThan(2_000);

    api.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(sseEvents(['Started '])[1]!);
    });
    const stalled = await failureOf(assistant({ timeoutMs: 300 }).stream(request));
    expect(stalled.message).toBe('API request timed out after 0.3 s');
  });

  it('stops the request when the caller goes away', async () => {
    let closed!: () => void;
    const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
    api.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(sseEvents(['Started '])[1]!);
      res.on('close', closed);
    });
    const controller = new AbortController();
    const iterator = assistant().stream(request, controller.signal)[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toBe('Started ');
    controller.abort();
    await expect(iterator.next()).rejects.toThrow();
    await connectionClosed;
  });

  it('says when the service cannot be reached', async () => {
    const unreachable = assistant({ url: 'http://127.0.0.1:1/v1/chat/completions' });
    const error = await failureOf(unreachable.stream(request));
    expect(error.message).toBe('API request failed: the AI service could not be reached');
  });

  it('never shows the key in errors or when the assistant object is printed', async () => {
    api.handle((_req, res) => sendJson(res, 500, { error: { message: `bad key ${KEY}` } }, 'Internal Server Error'));
    const subject = assistant();
    const error = await failureOf(subject.stream(request));
    expect(`${error.message} ${String(error.stack)}`).not.toContain(KEY);
    expect(inspect(subject, { depth: 5, showHidden: true })).not.toContain(KEY);
    expect(JSON.stringify(subject)).not.toContain(KEY);
  });
});
