import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatOffers } from '../../../shared/chat.js';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { OfflineAssistant } from '../../providers/assistant/offline.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';

// The hiring answers come from the same search and prices as /hire: the seeded centres, on a test database.
const now = new Date('2026-11-22T06:00:00Z');
let database: TestDatabase;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock: fixedClock(now.toISOString()), assistant: new OfflineAssistant() });
});
afterAll(() => database.close());

async function ask(content: string | string[], language: 'en' | 'kn') {
  const questions = Array.isArray(content) ? content : [content];
  const messages = questions.flatMap((q, i) =>
    i === 0
      ? [{ role: 'user' as const, content: q }]
      : [
          { role: 'assistant' as const, content: '…' },
          { role: 'user' as const, content: q },
        ],
  );
  let text = '';
  let offers: ChatOffers | null | undefined;
  for await (const chunk of await callerFor(deps).chat.send({ messages, language })) {
    if (chunk.type === 'text') text += chunk.text;
    else offers = chunk.offers;
  }
  return { text, offers };
}

describe('hiring questions to the assistant', () => {
  it('answers with cards from the /hire search: price for the area, advance, earliest day, Book link', async () => {
    const { text, offers } = await ask('I have 3 acres of paddy to harvest near Mandya next week', 'en');
    expect(offers?.offers.length).toBeGreaterThan(0);
    const mandya = offers!.offers.find((o) => o.centreName === 'Raitha Yantra Hiring Centre, Mandya')!;
    expect(mandya.total).toBe(720_000);
    expect(mandya.areaMilliAcres).toBe(3000);
    expect(mandya.advance).toBeGreaterThan(0);
    expect(mandya.earliestDay).toBe('2026-11-29');
    expect(mandya.bookPath).toMatch(/^\/hire\?op=paddy_harvesting&place=Mandya%2C\+Mandya\+571401&lat=[\d.]+&lon=/);
    expect(mandya.bookPath).toMatch(/&area=3&day=2026-11-29&service=\d+/);
    expect(text).toContain('₹');
    expect(text).not.toMatch(/\/hire|https?:/);
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(120);
  });

  it('understands inflected Kannada, Kannada digits and number words', async () => {
    for (const q of ['ಮಂಡ್ಯ ಹತ್ರ ೩ ಎಕರೆ ಭತ್ತ ಕಟಾವಿಗೆ ಎಷ್ಟು?', 'ಮಂಡ್ಯ ಹತ್ರ ಮೂರು ಎಕರೆ ಭತ್ತ ಕಟಾವಿಗೆ ಎಷ್ಟು?']) {
      const { text, offers } = await ask(q, 'kn');
      expect(text, q).toContain('ಭತ್ತ ಕಟಾವಿಗೆ');
      expect(
        offers?.offers.some((o) => o.centreNameKn === 'ರೈತ ಯಂತ್ರ ಬಾಡಿಗೆ ಕೇಂದ್ರ, ಮಂಡ್ಯ' && o.total === 720_000),
        q,
      ).toBe(true);
    }
  });

  it('finds a combine harvester near Mandya without the crop named', async () => {
    const { offers } = await ask('combine harvester near Mandya', 'en');
    expect(offers?.offers.length).toBeGreaterThan(0);
  });

  it('resolves Maddur to the town in Mandya (571428), in English and Kannada', async () => {
    for (const [q, language] of [
      ['2 acres paddy harvesting near Maddur', 'en'],
      ['ಮದ್ದೂರು ಹತ್ರ 2 ಎಕರೆ ಭತ್ತ ಕಟಾವು', 'kn'],
    ] as const) {
      const { offers } = await ask(q, language);
      expect(offers?.offers[0]?.bookPath, q).toContain('571428');
    }
  });

  it('asks which place when two share a name, and the next message can say which', async () => {
    const first = await ask('Abbihal ploughing 2 acres', 'en');
    expect(first.text).toMatch(/Which is yours/);
    expect(first.offers ?? null).toBeNull();
    const second = await ask(['Abbihal ploughing 2 acres', '591304'], 'en');
    expect(second.offers).not.toBeNull();
  });

  it('asks for the place when there is none', async () => {
    const { text } = await ask('ploughing 2 acres', 'en');
    expect(text).toMatch(/Which village or town/);
  });
});

describe('buy or rent and farming answers', () => {
  it('ends a buy-or-rent answer in a recommendation with the numbers', async () => {
    const { text } = await ask('Should I buy or rent a power tiller?', 'en');
    expect(text).toMatch(/Recommendation: (buy|rent)/);
    expect(text).toMatch(/₹[\d,]+ to buy/);
    expect(text).toMatch(/\d+ days of rent/);
  });

  it('says the month and seed rate for ragi in Tumakuru, with its source', async () => {
    const { text } = await ask('When should I sow ragi in Tumakuru?', 'en');
    expect(text).toContain('July-August');
    expect(text).toContain('4 kg per acre');
    expect(text).toContain('UAS Bangalore');
  });

  it('gives the remedy for tomato leaf spots with rings and for fall armyworm', async () => {
    expect((await ask('tomato leaf spots with rings', 'en')).text).toMatch(/mancozeb 75 WP 2.5 g per litre/);
    expect((await ask('ಮೆಕ್ಕೆಜೋಳಕ್ಕೆ ಸೈನಿಕ ಹುಳು ಬಂದಿದೆ ಏನು ಮಾಡಲಿ', 'kn')).text).toContain('ಇಮಾಮೆಕ್ಟಿನ್ ಬೆಂಜೋಯೇಟ್');
  });
});
