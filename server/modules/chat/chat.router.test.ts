import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripMarkdown } from '../../../shared/chat.js';
import type { ChatChunk, ChatSendInput } from '../../../shared/schemas/chat.js';
import { seedCatalogue } from '../../db/seed.js';
import type { Assistant, AssistantRequest } from '../../providers/assistant/assistant.js';
import { AssistantError } from '../../providers/assistant/assistant.js';
import { OfflineAssistant } from '../../providers/assistant/offline.js';
import { OpenAICompatibleAssistant } from '../../providers/assistant/openai-compatible.js';
import { sendJson, sendSse, sseEvents, startChatApiServer, type ChatApiServer } from '../../test/chat-api-server.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { expectRefusal, refusalOf } from '../../test/refusals.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import type { AppDeps } from '../../deps.js';
import type { Logger } from '../../logger.js';

const KEY = 'sk-or-v1-router-test-key-abcdef';
const FIRST_QUESTION = 'Which tractor is good for 5 acres of paddy?';

let database: TestDatabase;
let api: ChatApiServer;
let ids: Map<string, number>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  const rows = await database.db.selectFrom('equipment').select(['id', 'name']).execute();
  ids = new Map(rows.map((r) => [r.name, r.id]));
  api = await startChatApiServer();
});
afterAll(async () => {
  await api.close();
  await database.close();
});
beforeEach(() => {
  api.requests.length = 0;
});

function idOf(name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`no catalogue item named ${name}`);
  return id;
}

/** An assistant that answers with the given pieces and remembers what it was asked. */
function scripted(pieces: string[] | (() => AsyncIterable<string>), grounding: Assistant['grounding'] = 'search') {
  const requests: AssistantRequest[] = [];
  const assistant: Assistant = {
    kind: 'offline',
    grounding,
    async *stream(request) {
      requests.push(request);
      if (typeof pieces === 'function') yield* pieces();
      else yield* pieces;
    },
  };
  return { assistant, requests };
}

function capturingLog(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const write = (level: string) => (obj: object, msg?: string) =>
    void lines.push(JSON.stringify({ level, msg, ...obj }));
  return { lines, info: write('info'), warn: write('warn'), error: write('error') };
}

function modelAssistant() {
  return new OpenAICompatibleAssistant({ apiKey: KEY, url: api.url, appOrigin: 'http://localhost:3000' });
}

let nextIp = 1;
/** A caller from an address of its own, so the rate limit of one test never touches another. */
function callerWith(overrides: Partial<AppDeps> = {}, extra: Parameters<typeof callerFor>[1] = {}) {
  return callerFor(testDeps(database, overrides), {
    request: { ip: `10.0.0.${nextIp++}`, userAgent: 'test' },
    ...extra,
  });
}

async function reply(caller: ReturnType<typeof callerFor>, input: ChatSendInput) {
  const chunks: ChatChunk[] = [];
  for await (const chunk of await caller.chat.send(input)) chunks.push(chunk);
  const text = chunks.flatMap((c) => (c.type === 'text' ? [c.text] : [])).join('');
  const done = chunks.at(-1);
  return { chunks, text, products: done?.type === 'done' ? done.products : undefined };
}

const ask = (content: string, language: 'en' | 'kn' = 'en'): ChatSendInput => ({
  messages: [{ role: 'user', content }],
  language,
});

describe('chat.send input', () => {
  it("refuses an empty or whitespace-only message with 'Message is required'", async () => {
    const caller = callerWith({ assistant: scripted(['unused']).assistant });
    for (const input of [
      { messages: [], language: 'en' as const },
      ask(''),
      ask('   \n\t '),
      {
        messages: [
          { role: 'user' as const, content: 'Hi' },
          { role: 'assistant' as const, content: 'Hello!' },
        ],
      },
    ]) {
      const error = await refusalOf(caller.chat.send(input));
      expect([error.code, error.reason]).toEqual(['BAD_REQUEST', 'INVALID_INPUT']);
      expect(error.message).toBe('Message is required');
    }
  });

  it('refuses a message over 2,000 characters and an unknown language', async () => {
    const caller = callerWith({ assistant: scripted(['unused']).assistant });
    const long = await refusalOf(caller.chat.send(ask('a'.repeat(2001))));
    expect([long.code, long.reason]).toEqual(['BAD_REQUEST', 'INVALID_INPUT']);
    expect(long.message).toBe('Message must be at most 2,000 characters');

    const language = await refusalOf(
      caller.chat.send({ messages: [{ role: 'user', content: 'Hi' }], language: 'hi' as 'en' }),
    );
    expect(language.message).toBe('Language must be en or kn');
  });

  it('accepts exactly 2,000 characters', async () => {
    const { assistant, requests } = scripted(['Noted.']);
    const { text } = await reply(callerWith({ assistant }), ask('a'.repeat(2000)));
    expect(text).toBe('Noted.');
    expect(requests[0]!.messages[0]!.content).toHaveLength(2000);
  });
});

describe('chat.send streaming', () => {
  it('streams plain text pieces, then the catalogue items the answer names', async () => {
    const pieces = [
      '## Best ',
      'choice\n\n**Tractor 45 HP',
      ' 2WD** suits ',
      '5 acres. See [it](/products/1) or the `Rotavator 6 ft`.',
    ];
    const { assistant } = scripted(pieces);
    const { chunks, text, products } = await reply(callerWith({ assistant }), ask('Tractor and rotavator for paddy?'));

    expect(chunks.filter((c) => c.type === 'text').length).toBeGreaterThan(1);
    expect(text).toBe(stripMarkdown(pieces.join('')));
    expect(text).toBe('Best choice\n\nTractor 45 HP 2WD suits 5 acres. See it or the Rotavator 6 ft.');
    // The search found both for this question; the answer names them, the longer name first.
    expect(products).toEqual([
      { id: idOf('Tractor 45 HP 2WD'), name: 'Tractor 45 HP 2WD', nameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ 45 HP 2WD' },
      expect.objectContaining({ id: idOf('Rotavator 6 ft (42 Blades)') }),
    ]);
    expect(chunks.at(-1)!.type).toBe('done');
  });

  it('links nothing when the answer names no item it was given', async () => {
    const { assistant } = scripted(['Sow ragi in July after the first good rains.']);
    const { products } = await reply(callerWith({ assistant }), ask('When should I sow ragi?'));
    expect(products).toEqual([]);
  });

  it('fails with BAD_GATEWAY when the answer is markup only', async () => {
    const { assistant } = scripted(['** ', '##', ' `` ']);
    const error = await refusalOf(reply(callerWith({ assistant }), ask('Hello')));
    expect([error.code, error.reason]).toEqual(['BAD_GATEWAY', 'ASSISTANT_FAILED']);
    expect(error.message).toBe('Invalid response format from API');
  });
});

describe('chat.send grounding', () => {
  it('gives the model up to five catalogue items found for the question, with prices and availability', async () => {
    const { assistant, requests } = scripted(['Try the Tractor 45 HP 2WD.']);
    const { products } = await reply(callerWith({ assistant }), ask(FIRST_QUESTION));

    const found = requests[0]!.products;
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(found[0]!.name).toBe('Tractor 45 HP 2WD');
    expect(found[0]).toMatchObject({ categoryKey: 'tractors', price: 71_000_000, rentalPricePerDay: 200_000 });
    expect(found.every((p) => /tractor|paddy/i.test(`${p.name} ${p.description}`))).toBe(true);
    expect(products).toEqual([expect.objectContaining({ id: idOf('Tractor 45 HP 2WD') })]);
  });

  it('finds items for a Kannada question with case endings', async () => {
    const { assistant, requests } = scripted(['ಸರಿ.']);
    await reply(callerWith({ assistant }), ask('ಭತ್ತಕ್ಕೆ ಯಾವ ಟ್ರ್ಯಾಕ್ಟರ್‌ಗಳು ಒಳ್ಳೆಯದು?', 'kn'));
    const names = requests[0]!.products.map((p) => p.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((n) => /Tractor/.test(n))).toBe(true);
    expect(requests[0]!.language).toBe('kn');
  });

  it('searches the earlier question when the follow-up names no machine', async () => {
    const { assistant, requests } = scripted(['About ₹1,200 a day.']);
    await reply(callerWith({ assistant }), {
      messages: [
        { role: 'user', content: 'I need a power tiller for my arecanut garden' },
        { role: 'assistant', content: 'A power tiller works well between arecanut rows.' },
        { role: 'user', content: 'How much per day?' },
      ],
    });
    expect(requests[0]!.products[0]!.name).toBe('Power Tiller 13 HP Diesel');
  });

  it('gives an assistant that does its own retrieval the whole catalogue, read at most once a minute', async () => {
    const clock = fixedClock('2026-11-22T06:00:00Z');
    const { assistant, requests } = scripted(['Fine.'], 'catalogue');
    const caller = callerWith({ assistant, clock });
    await reply(caller, ask('Hello'));
    const total = ids.size;
    expect(requests[0]!.products).toHaveLength(total);

    const added = await database.db
      .insertInto('equipment')
      .values({
        name: 'Coconut Climber',
        nameKn: 'ತೆಂಗು ಹತ್ತುವ ಯಂತ್ರ',
        description: 'Climbs coconut palms safely.',
        descriptionKn: 'ತೆಂಗಿನ ಮರ ಸುರಕ್ಷಿತವಾಗಿ ಹತ್ತುತ್ತದೆ.',
        categoryId: null,
        price: 500_000,
        imageUrl: null,
        isAvailableForSale: true,
        isAvailableForRent: false,
        rentalPricePerDay: null,
        stockQuantity: 3,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      clock.advance(30_000);
      await reply(caller, ask('Hello again'));
      expect(requests[1]!.products).toHaveLength(total);
      clock.advance(31_000);
      await reply(caller, ask('And now?'));
      expect(requests[2]!.products).toHaveLength(total + 1);
    } finally {
      await database.db.deleteFrom('equipment').where('id', '=', added.id).execute();
    }
  });
});

describe('chat.send through an OpenAI-compatible service', () => {
  it('sends the system prompt with our items and only the last 20 messages', async () => {
    api.handle((_req, res) => sendSse(res, sseEvents(['The **Tractor 45 HP 2WD** ', 'rents for ₹2,000 a day.'])));
    const messages = Array.from({ length: 25 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `message ${i}`,
    }));
    messages.push({ role: 'user', content: FIRST_QUESTION });
    const { text, products } = await reply(callerWith({ assistant: modelAssistant() }), { messages, language: 'en' });

    expect(text).toBe('The Tractor 45 HP 2WD rents for ₹2,000 a day.');
    expect(products).toEqual([expect.objectContaining({ id: idOf('Tractor 45 HP 2WD') })]);

    const sent = api.requests[0]!.body;
    expect(sent.messages).toHaveLength(1 + 20);
    expect(sent.messages![0]!.role).toBe('system');
    expect(sent.messages!.slice(1)).toEqual(messages.slice(-20));
    expect(sent.messages![1]!.content).toBe('message 6');
    expect(sent.messages![0]!.content).toContain(
      'Tractor 45 HP 2WD (Kannada name: ಟ್ರ್ಯಾಕ್ಟರ್ 45 HP 2WD): price ₹7,10,000; rent ₹2,000 per day',
    );
    expect(sent).toMatchObject({ max_tokens: 500, temperature: 0.7, top_p: 0.95, stream: true });
  });

  it("ends the stream with BAD_GATEWAY 'API request failed: <status> <statusText>' and logs no key", async () => {
    const log = capturingLog();
    api.handle((_req, res) => sendJson(res, 503, { error: { message: `upstream saw ${KEY}` } }, 'Service Unavailable'));
    const error = await refusalOf(reply(callerWith({ assistant: modelAssistant(), log }), ask(FIRST_QUESTION)));
    expect([error.code, error.reason]).toEqual(['BAD_GATEWAY', 'ASSISTANT_FAILED']);
    expect(error.message).toBe('API request failed: 503 Service Unavailable');
    expect(log.lines.join('\n')).toContain('API request failed: 503 Service Unavailable');
    expect(log.lines.join('\n')).not.toContain(KEY);
  });

  it("ends the stream with 'Invalid response format from API' on a malformed body", async () => {
    api.handle((_req, res) => sendJson(res, 200, { choices: [{ text: 'old completions shape' }] }));
    const error = await refusalOf(reply(callerWith({ assistant: modelAssistant() }), ask(FIRST_QUESTION)));
    expect([error.code, error.reason]).toEqual(['BAD_GATEWAY', 'ASSISTANT_FAILED']);
    expect(error.message).toBe('Invalid response format from API');
  });

  it('keeps the text already sent when the service fails half way', async () => {
    api.handle((_req, res) =>
      sendSse(res, [
        `data: ${JSON.stringify({ choices: [{ delta: { content: 'Paddy needs ' } }] })}\n\n`,
        `data: ${JSON.stringify({ error: { code: 502, message: 'Provider returned error' } })}\n\n`,
      ]),
    );
    const chunks: ChatChunk[] = [];
    const error = await refusalOf(
      (async () => {
        for await (const chunk of await callerWith({ assistant: modelAssistant() }).chat.send(ask(FIRST_QUESTION))) {
          chunks.push(chunk);
        }
      })(),
    );
    expect(chunks).toEqual([{ type: 'text', text: 'Paddy needs' }]);
    expect(error.message).toBe('API request failed: 502 Provider returned error');
  });

  it('reports a fault of ours as a server error, not as a failure of the service', async () => {
    const broken: Assistant = {
      kind: 'openai-compatible',
      grounding: 'search',
      async *stream() {
        throw new TypeError('bug');
      },
    };
    const failure = reply(callerWith({ assistant: broken }), ask('Hi'));
    await expect(failure).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR', cause: expect.any(TypeError) });
    await expect(failure).rejects.not.toMatchObject({ cause: expect.any(AssistantError) });
    await expectRefusal(failure, 'SERVER_ERROR', {});
  });
});

describe('chat.send rate limit', () => {
  it('allows 20 messages a minute per visitor address, then asks to wait', async () => {
    const clock = fixedClock('2026-11-22T06:00:00Z');
    const deps = testDeps(database, { assistant: scripted(['Ok.']).assistant, clock });
    const visitor = callerFor(deps, { request: { ip: '192.0.2.7', userAgent: undefined } });
    for (let i = 0; i < 20; i++) await reply(visitor, ask(`Question ${i}`));

    clock.advance(15_000);
    const error = await refusalOf(visitor.chat.send(ask('One more')));
    expect([error.code, error.reason]).toEqual(['TOO_MANY_REQUESTS', 'CHAT_RATE_LIMITED']);
    expect(error.message).toBe('Too many messages. Please wait 45 seconds.');

    // Another visitor is not affected; the first may send again once the minute is over.
    const neighbour = callerFor(deps, { request: { ip: '192.0.2.8', userAgent: undefined } });
    expect((await reply(neighbour, ask('Hello'))).text).toBe('Ok.');
    clock.advance(45_000);
    expect((await reply(visitor, ask('Back again'))).text).toBe('Ok.');
  });

  it('counts a signed-in user across addresses', async () => {
    const deps = testDeps(database, { assistant: scripted(['Ok.']).assistant });
    const user = { id: '00000000-0000-4000-8000-000000000001', email: 'ravi@example.com', role: 'customer' as const };
    for (let i = 0; i < 20; i++) {
      await reply(callerFor(deps, { user, request: { ip: `198.51.100.${i}`, userAgent: undefined } }), ask(`Q${i}`));
    }
    const error = await refusalOf(
      callerFor(deps, { user, request: { ip: '198.51.100.99', userAgent: undefined } }).chat.send(ask('Again')),
    );
    expect([error.code, error.reason]).toEqual(['TOO_MANY_REQUESTS', 'CHAT_RATE_LIMITED']);
    expect(error.message).toMatch(/^Too many messages\. Please wait \d+ seconds\.$/);
  });
});

describe('chat.send offline (no CHAT_API_KEY)', () => {
  it("answers a newcomer's first question with real tractors from the catalogue", async () => {
    const { text, products } = await reply(callerWith({ assistant: new OfflineAssistant() }), ask(FIRST_QUESTION));
    expect(text.length).toBeGreaterThan(80);
    expect(text).toMatch(/tractor/i);
    expect(text).not.toMatch(/[*#`]/);
    expect(products!.length).toBeGreaterThan(0);
    const names = products!.map((p) => p.name);
    expect(names.some((n) => /Tractor/.test(n))).toBe(true);
    // Linked are the items it offers by name, not every kind of machine its advice mentions.
    for (const p of products!) {
      expect(p.id).toBe(idOf(p.name));
      expect(text).toContain(p.name);
    }
    expect(names).toContain('Tractor 45 HP 2WD');
  });

  it('answers in Kannada when asked in Kannada', async () => {
    const { text, products } = await reply(
      callerWith({ assistant: new OfflineAssistant() }),
      ask('5 ಎಕರೆ ಭತ್ತಕ್ಕೆ ಯಾವ ಟ್ರ್ಯಾಕ್ಟರ್ ಒಳ್ಳೆಯದು?', 'kn'),
    );
    expect(text).toMatch(/[\u0C80-\u0CFF]/);
    expect(products!.length).toBeGreaterThan(0);
    for (const p of products!) expect(text).toContain(p.nameKn);
  });
});
