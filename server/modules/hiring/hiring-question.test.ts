import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { OfflineAssistant } from '../../providers/assistant/offline.js';
import { callerFor, fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { readHiringQuestion } from './hiring-question.js';

const now = new Date('2026-11-22T06:00:00Z');
let database: TestDatabase;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database, { clock: fixedClock(now.toISOString()), assistant: new OfflineAssistant() });
});
afterAll(() => database.close());

async function ask(content: string, language: 'en' | 'kn'): Promise<string> {
  let text = '';
  for await (const chunk of await callerFor(deps).chat.send({ messages: [{ role: 'user', content }], language })) {
    if (chunk.type === 'text') text += chunk.text;
  }
  return text;
}

describe('hiring questions to the assistant', () => {
  it('reads the operation, area, place and day of a question in English or Kannada', () => {
    expect(readHiringQuestion('I have 3 acres of paddy to harvest near Mandya next week', now)).toMatchObject({
      operation: 'paddy_harvesting',
      areaMilliAcres: 3000,
      place: { name: 'Mandya', pinCode: '571401' },
      day: '2026-11-29',
    });
    expect(readHiringQuestion('ಮಂಡ್ಯ ಹತ್ರ 3 ಎಕರೆ ಭತ್ತ ಕಟಾವು ಮಾಡಿಸಬೇಕು, ಮುಂದಿನ ವಾರ', now)).toMatchObject({
      operation: 'paddy_harvesting',
      areaMilliAcres: 3000,
      place: { pinCode: '571401' },
    });
    expect(readHiringQuestion('20 guntas ploughing at 571401', now)).toMatchObject({
      operation: 'ploughing',
      areaMilliAcres: 500,
    });
    expect(readHiringQuestion('When should I sow ragi?', now)).toBeNull();
  });

  it(
    'names the nearest centres, the price for 3 acres, the earliest free day and a ' + 'link to book, briefly',
    async () => {
      const answer = await ask('I have 3 acres of paddy to harvest near Mandya next week', 'en');
      expect(answer).toContain('Raitha Yantra Hiring Centre, Mandya');
      expect(answer).toContain('₹7,200 for 3 acres (120 guntas)');
      expect(answer).toContain('earliest free day 2026-11-29');
      expect(answer).toMatch(/\/hire\?op=paddy_harvesting&/);
      expect(answer.split(/\s+/).length).toBeLessThanOrEqual(120);
      const kn = await ask('ಮಂಡ್ಯ ಹತ್ರ 3 ಎಕರೆ ಭತ್ತ ಕಟಾವು ಮಾಡಿಸಬೇಕು, ಮುಂದಿನ ವಾರ', 'kn');
      expect(kn).toContain('ರೈತ ಯಂತ್ರ ಬಾಡಿಗೆ ಕೇಂದ್ರ, ಮಂಡ್ಯ');
      expect(kn).toContain('/kn/hire?op=paddy_harvesting');
    },
  );
});
