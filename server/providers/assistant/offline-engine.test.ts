import { describe, expect, it } from 'vitest';
import { knowledgeBase } from './knowledge-base.js';
import {
  BRIEF_WORDS,
  createOfflineAssistant,
  wordCount,
  type CatalogueHit,
  type OfflineAnswer,
} from './offline-engine.js';
import { catalogue, offTopicQuestions, retrievalCases } from './offline-engine.fixtures.js';
import { normalizeTerm } from './words.js';

const assistant = createOfflineAssistant();
const KANNADA = /[\u0C80-\u0CFF]/;
const MARKDOWN = /[*#`_[\]]|^\s*[-+]\s/m;
const RSK = { en: /Raitha Samparka Kendra/, kn: /ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರ/ };

const TRACTOR_21 = 101;
const TRACTOR_45 = 102;
const DRIP_KIT = 107;
const SPRINKLER_KIT = 108;
const WATER_PUMP = 112;

const UNKNOWN_QUESTIONS = [
  ['How do I treat foot and mouth disease in my cows?', 'en'],
  ['ಜೇನುನೊಣ ಸಾಕಣೆ ಹೇಗೆ ಮಾಡುವುದು?', 'kn'],
] as const;
const GREETINGS = [
  ['Hello', 'en'],
  ['hi!', 'en'],
  ['Namaskara', 'kn'],
  ['ನಮಸ್ಕಾರ', 'kn'],
] as const;

function ask(question: string, language: 'en' | 'kn', products: CatalogueHit[] = catalogue): OfflineAnswer {
  return assistant.answer({ question, language, products });
}

function categoriesOf(ids: number[]): (string | null)[] {
  return ids.map((id) => catalogue.find((p) => p.id === id)!.categoryKey);
}

describe('offline assistant retrieval', () => {
  it('runs against the real knowledge base, with every expected entry in it', () => {
    const ids = new Set(knowledgeBase.map((e) => e.id));
    expect(retrievalCases.flatMap((c) => c.entries).filter((id) => !ids.has(id))).toEqual([]);
    expect(retrievalCases.length).toBeGreaterThanOrEqual(26);
    expect(retrievalCases.filter((c) => c.language === 'kn').length * 2).toBeGreaterThanOrEqual(retrievalCases.length);
  });

  it('finds a relevant passage or machine for every question: 100% hit rate', () => {
    const misses: string[] = [];
    for (const c of retrievalCases) {
      const answer = ask(c.question, c.language);
      const entryHit = answer.entryIds.some((id) => c.entries.includes(id));
      const productHit = categoriesOf(answer.productIds).some((k) => k !== null && c.categories?.includes(k));
      if (!answer.known || answer.offTopic || !(entryHit || productHit)) {
        misses.push(
          `${c.question} -> entries [${answer.entryIds.join(', ')}], products [${answer.productIds.join(', ')}]`,
        );
      }
    }
    const hits = retrievalCases.length - misses.length;
    console.log(`offline assistant hit rate ${hits}/${retrievalCases.length}`);
    expect(misses, `missed:\n${misses.join('\n')}`).toEqual([]);
  });
});

describe('offline assistant answers stay on the question and short', () => {
  it('answers every question in about 120 words at most, from one passage, in English and Kannada', () => {
    const long: string[] = [];
    for (const c of retrievalCases) {
      const answer = ask(c.question, c.language);
      if (wordCount(answer.text) > BRIEF_WORDS || answer.entryIds.length > 1)
        long.push(`${c.question}: ${wordCount(answer.text)} words, [${answer.entryIds.join(', ')}]`);
    }
    expect(long).toEqual([]);
  });

  it('does not add a passage about another topic to a tractor question', () => {
    for (const [question, language, paddy] of [
      // The paddy passage (seasons, districts, nursery) is about growing paddy, not about tractors.
      ['Which tractor is good for 5 acres of paddy?', 'en', /Tungabhadra|nursery/i],
      ['5 ಎಕರೆ ಭತ್ತಕ್ಕೆ ಯಾವ ಟ್ರ್ಯಾಕ್ಟರ್ ಒಳ್ಳೆಯದು?', 'kn', /ತುಂಗಭದ್ರಾ|ಸಸಿಮಡಿ/],
    ] as const) {
      const answer = ask(question, language);
      expect(answer.entryIds).toEqual(['machine-tractor-choose']);
      expect(answer.text).not.toMatch(paddy);
      expect(wordCount(answer.text)).toBeLessThanOrEqual(BRIEF_WORDS);
    }
  });

  it('says more when the farmer asks for more', () => {
    const brief = ask('Should I rent or buy a tractor?', 'en');
    const more = ask('Explain in detail: should I rent or buy a tractor?', 'en');
    expect(more.entryIds[0]).toBe(brief.entryIds[0]);
    expect(wordCount(more.text)).toBeGreaterThan(BRIEF_WORDS);
    const kn = ask('ಟ್ರ್ಯಾಕ್ಟರ್ ಬಾಡಿಗೆಗೆ ಪಡೆಯುವುದು ಒಳ್ಳೆಯದೋ ಖರೀದಿಸುವುದೋ? ವಿವರವಾಗಿ ತಿಳಿಸಿ', 'kn');
    expect(wordCount(kn.text)).toBeGreaterThan(wordCount(ask('ಟ್ರ್ಯಾಕ್ಟರ್ ಬಾಡಿಗೆಗೆ ಪಡೆಯುವುದು ಒಳ್ಳೆಯದೋ ಖರೀದಿಸುವುದೋ?', 'kn').text));
  });
});

describe('offline assistant answers', () => {
  it('suggests tractors with their prices for a tractor question, in English', () => {
    const answer = ask('Which tractor is good for 5 acres of paddy?', 'en');
    expect(answer.entryIds[0]).toBe('machine-tractor-choose');
    expect(answer.productIds).toEqual(expect.arrayContaining([TRACTOR_21, TRACTOR_45]));
    expect(new Set(categoriesOf(answer.productIds))).toEqual(new Set(['tractors']));
    expect(answer.text.startsWith('(Offline assistant) ')).toBe(true);
    expect(answer.text).toContain('Tractor 45 HP 2WD – ₹7,10,000 to buy, ₹2,000/day to rent');
    expect(answer.text).toContain('Mini Tractor 21 HP 4WD – ₹4,05,000 to buy, ₹1,400/day to rent');
  });

  it('answers the same question asked in Kannada in Kannada', () => {
    const answer = ask('5 ಎಕರೆ ಭತ್ತಕ್ಕೆ ಯಾವ ಟ್ರ್ಯಾಕ್ಟರ್ ಒಳ್ಳೆಯದು?', 'kn');
    expect(answer.entryIds[0]).toBe('machine-tractor-choose');
    expect(new Set(categoriesOf(answer.productIds))).toEqual(new Set(['tractors']));
    expect(answer.text.startsWith('(ಆಫ್‌ಲೈನ್ ಸಹಾಯಕ) ')).toBe(true);
    expect(answer.text).toContain('ಟ್ರ್ಯಾಕ್ಟರ್ 45 HP 2WD – ಖರೀದಿಗೆ ₹7,10,000, ದಿನಕ್ಕೆ ₹2,000 ಬಾಡಿಗೆ');
  });

  it('tells when to sow ragi in both languages', () => {
    for (const [question, language, word] of [
      ['When should I sow ragi?', 'en', /ragi/i],
      ['ರಾಗಿ ಬಿತ್ತನೆ ಯಾವಾಗ ಮಾಡಬೇಕು?', 'kn', /ರಾಗಿ/],
    ] as const) {
      const answer = ask(question, language);
      expect(answer.entryIds[0]).toBe('crop-ragi');
      expect(answer.text).toMatch(word);
    }
  });

  it('recommends drip for arecanut with the drip kit first and stocked machines before sold-out ones', () => {
    const answer = ask('Is drip irrigation good for arecanut?', 'en');
    expect(answer.entryIds[0]).toBe('irrigation-drip');
    expect(answer.productIds).toEqual([DRIP_KIT, WATER_PUMP, SPRINKLER_KIT]);
    expect(answer.text).toContain('Drip Irrigation Kit (1 Acre) – ₹48,000 to buy\n');
    expect(answer.text).toContain('Sprinkler Irrigation Kit (1 Acre) – ₹24,500 to buy (out of stock)');
  });

  it('still names a sold-out machine the farmer asks for, and says so in Kannada', () => {
    const answer = ask('ಸ್ಪ್ರಿಂಕ್ಲರ್ ಕಿಟ್ ಬೆಲೆ ಎಷ್ಟು?', 'kn');
    expect(answer.productIds[0]).toBe(SPRINKLER_KIT);
    expect(answer.text).toContain('ಸ್ಪ್ರಿಂಕ್ಲರ್ ನೀರಾವರಿ ಕಿಟ್ (1 ಎಕರೆ) – ಖರೀದಿಗೆ ₹24,500 (ಸ್ಟಾಕ್ ಇಲ್ಲ)');
  });

  it('offers a rent-only machine for rent only', () => {
    const answer = ask('How much is the combine harvester rent?', 'en');
    expect(answer.text).toContain('Combine Harvester 14 ft (Wheel Type) – ₹20,000/day to rent');
    expect(answer.text).not.toContain('₹24,50,000');
  });

  it('explains safe spraying and suggests sprayers', () => {
    for (const [question, language] of [
      ['What safety precautions should I take while spraying pesticide?', 'en'],
      ['ಕೀಟನಾಶಕ ಸಿಂಪಡಿಸುವಾಗ ಯಾವ ಸುರಕ್ಷತೆ ಬೇಕು?', 'kn'],
    ] as const) {
      const answer = ask(question, language);
      expect(answer.entryIds[0]).toBe('safety-spraying');
      expect(categoriesOf(answer.productIds)).toEqual(['sprayers']);
    }
  });

  it('weighs renting against buying, with the machine asked about', () => {
    for (const [question, language] of [
      ['Should I rent or buy a tractor?', 'en'],
      ['ಟ್ರ್ಯಾಕ್ಟರ್ ಬಾಡಿಗೆಗೆ ಪಡೆಯುವುದು ಒಳ್ಳೆಯದೋ ಖರೀದಿಸುವುದೋ?', 'kn'],
    ] as const) {
      const answer = ask(question, language);
      expect(answer.entryIds[0]).toBe('renting-vs-buying');
      expect(new Set(categoriesOf(answer.productIds))).toEqual(new Set(['tractors']));
    }
  });

  it('sends subsidy questions to the Raitha Samparka Kendra', () => {
    for (const [question, language] of [
      ['Is there any subsidy for buying farm machinery?', 'en'],
      ['ಕೃಷಿ ಯಂತ್ರಗಳಿಗೆ ಸಬ್ಸಿಡಿ ಸಿಗುತ್ತದೆಯೇ?', 'kn'],
    ] as const) {
      const answer = ask(question, language);
      expect(answer.entryIds[0]).toBe('scheme-machinery-subsidy');
      expect(answer.text).toMatch(RSK[language]);
    }
  });

  it('turns off-topic questions back to farming, in both languages', () => {
    for (const language of ['en', 'kn'] as const) {
      expect(offTopicQuestions.filter((q) => q.language === language).length).toBeGreaterThanOrEqual(4);
    }
    for (const { question, language } of offTopicQuestions) {
      const answer = ask(question, language);
      expect(answer, question).toMatchObject({ offTopic: true, known: false, productIds: [], entryIds: [] });
      expect(answer.text).toMatch(language === 'kn' ? /ಕೃಷಿ/ : /farming/);
    }
  });

  it('answers a farming question that mentions an off-topic word', () => {
    const answer = ask('Tell me a joke about tractors', 'en');
    expect(answer.offTopic).toBe(false);
    expect(answer.entryIds).toContain('machine-tractor-choose');
  });

  it('admits what it does not know and points to the Raitha Samparka Kendra', () => {
    for (const [question, language] of UNKNOWN_QUESTIONS) {
      const answer = ask(question, language);
      expect(answer, question).toMatchObject({ known: false, offTopic: false, productIds: [], entryIds: [] });
      expect(answer.text).toMatch(RSK[language]);
      expect(answer.text).toMatch(language === 'kn' ? /ಕೃಷಿ ಅಧಿಕಾರಿ/ : /agriculture officer/);
    }
  });

  it('greets back and says what it can help with', () => {
    for (const [question, language] of GREETINGS) {
      const answer = ask(question, language);
      expect(answer, question).toMatchObject({ known: true, offTopic: false, productIds: [], entryIds: [] });
      expect(answer.text).toMatch(language === 'kn' ? /ನಮಸ್ಕಾರ/ : /Hello/);
    }
  });
});

describe('offline assistant and the catalogue it is given', () => {
  it('suggests only the items it is given, and reads stock from the items of this question', () => {
    const noTractors = catalogue.filter((p) => p.categoryKey !== 'tractors');
    expect(ask('Which tractor is good for 5 acres of paddy?', 'en', noTractors).productIds).toEqual([]);

    const soldOut = catalogue.map((p) => ({ ...p, stockQuantity: 0 }));
    const answer = ask('Which tractor is good for 5 acres of paddy?', 'en', soldOut);
    expect(answer.text).toContain('Tractor 45 HP 2WD – ₹7,10,000 to buy, ₹2,000/day to rent (out of stock)');
  });

  it('never suggests an item that is neither for sale nor for rent', () => {
    const unavailable = catalogue.map((p) =>
      p.id === TRACTOR_45 ? { ...p, isAvailableForSale: false, isAvailableForRent: false } : p,
    );
    expect(ask('Which tractor is good for 5 acres of paddy?', 'en', unavailable).productIds).toEqual([TRACTOR_21]);
  });

  it('answers from the knowledge base with no catalogue at all', () => {
    const answer = ask('Should I rent or buy a tractor?', 'en', []);
    expect(answer).toMatchObject({ known: true, productIds: [], entryIds: ['renting-vs-buying'] });
  });
});

describe('offline assistant words', () => {
  it('cuts Kannada case endings and joiners so that inflected forms meet', () => {
    const tractor = normalizeTerm('ಟ್ರ್ಯಾಕ್ಟರ್');
    expect(['ಟ್ರ್ಯಾಕ್ಟರ್‌ಗಳು', 'ಟ್ರ್ಯಾಕ್ಟರ್‌ಗೆ', 'ಟ್ರ್ಯಾಕ್ಟರನ್ನು', 'ಟ್ರ್ಯಾಕ್ಟರ್\u200Dಗಳಲ್ಲಿ'].map(normalizeTerm)).toEqual(
      Array(4).fill(tractor),
    );
    expect(['ಭತ್ತಕ್ಕೆ', 'ಭತ್ತದ', 'ಭತ್ತವನ್ನು'].map(normalizeTerm)).toEqual(Array(3).fill(normalizeTerm('ಭತ್ತ')));
    expect(normalizeTerm('ರಾಗಿಗೆ')).toBe(normalizeTerm('ರಾಗಿ'));
    expect(normalizeTerm('ಕಬ್ಬಿನ')).toBe(normalizeTerm('ಕಬ್ಬು'));
    // Too short to have an ending: ಸಮಯ (time) is not the genitive of ಸಮ.
    expect(normalizeTerm('ಸಮಯ')).toBe('ಸಮಯ');
    expect(normalizeTerm('ಯಾವ')).toBeNull();
    expect(normalizeTerm('ಎಕರೆಗೆ')).toBeNull();
  });

  it('lowercases English, cuts plurals and drops filler words', () => {
    expect(['Tractors', 'subsidies', 'spraying', 'tested', 'plow'].map(normalizeTerm)).toEqual([
      'tractor',
      'subsidy',
      'spray',
      'test',
      'plough',
    ]);
    expect(['the', 'Which', 'acres', '5'].map(normalizeTerm)).toEqual([null, null, null, null]);
    expect(normalizeTerm('45')).toBe('45');
  });
});

describe('offline assistant text', () => {
  it('is plain text in the language asked for', () => {
    const questions = [
      ...retrievalCases.map((c) => [c.question, c.language] as const),
      ...offTopicQuestions.map((q) => [q.question, q.language] as const),
      ...UNKNOWN_QUESTIONS,
      ...GREETINGS,
      ['ಸ್ಪ್ರಿಂಕ್ಲರ್ ಕಿಟ್ ಬೆಲೆ ಎಷ್ಟು?', 'kn'] as const,
      ['How much is the combine harvester rent?', 'en'] as const,
    ];
    for (const [question, language] of questions) {
      const { text } = ask(question, language);
      expect(text, question).not.toMatch(MARKDOWN);
      expect(KANNADA.test(text), question).toBe(language === 'kn');
    }
  });
});
