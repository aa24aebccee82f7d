/**
 * Scores the offline assistant against the question set (assistant-questions.ts): each question goes through the
 * same path as the chat (chat-answer.ts, then the offline knowledge base), and the answer is right when it is of
 * the expected kind and holds every expected fact. The hiring search is a stand-in that records what was asked
 * (work, place, area, day) and offers one centre, so the score measures understanding without a database; the
 * real search and prices are tested in chat-answer.test.ts.
 */
import type { HireOperation } from '../../../shared/hiring.js';
import { seedCategories, seedEquipment } from '../../db/seed-data.js';
import type { CatalogueHit } from '../../providers/assistant/assistant.js';
import { createOfflineAssistant } from '../../providers/assistant/offline-engine.js';
import type { HireOffer } from '../hiring/hiring.service.js';
import type { AssistantQuestion } from './assistant-questions.js';
import { prepareAnswer, type HireSearch } from './chat-answer.js';

export const QUESTION_DAY = '2026-11-22';

export interface ScoredAnswer {
  question: string;
  language: 'en' | 'kn';
  right: boolean;
  /** What was wrong: the kind, a fact missing. */
  misses: string[];
  ms: number;
  text: string;
}

/** The seeded catalogue as the chat hands it to the offline assistant. */
export function seedCatalogueHits(): CatalogueHit[] {
  return seedEquipment.map((item, i) => ({
    id: i + 1,
    name: item.name,
    nameKn: item.nameKn,
    description: item.description,
    descriptionKn: item.descriptionKn,
    categoryKey: seedCategories.find((c) => c.key === item.category)?.key ?? null,
    price: item.pricePaise,
    rentalPricePerDay: item.rentalPricePerDayPaise,
    isAvailableForSale: item.isAvailableForSale,
    isAvailableForRent: item.isAvailableForRent,
    stockQuantity: item.stockQuantity,
  }));
}

function standInOffer(operation: HireOperation, areaMilliAcres: number, day: string): HireOffer {
  const total = Math.round(areaMilliAcres * 2.4) * 100;
  return {
    serviceId: 1,
    operation,
    centre: { id: 1, name: 'Test Centre', nameKn: 'ಪರೀಕ್ಷಾ ಕೇಂದ್ರ' },
    machineName: 'Machine',
    machineNameKn: 'ಯಂತ್ರ',
    operatorIncluded: true,
    distanceKm: 4,
    quote: { total, advance: Math.round(total / 4) },
    earliestDay: day,
    freeSlots: ['morning'],
  } as unknown as HireOffer;
}

export function createScorer() {
  const engine = createOfflineAssistant();
  const products = seedCatalogueHits();

  async function score([language, question, expected]: AssistantQuestion): Promise<ScoredAnswer> {
    const started = performance.now();
    const searches: Parameters<HireSearch>[0][] = [];
    const search: HireSearch = async (input) => {
      searches.push(input);
      return [standInOffer(input.operation, input.areaMilliAcres, input.day)];
    };
    const prepared = await prepareAnswer({ questions: [question], language, today: QUESTION_DAY, products, search });
    const text = prepared?.text ?? engine.answer({ question, language, products }).text;
    const ms = performance.now() - started;
    const misses: string[] = [];
    const kind = prepared?.kind ?? 'general';
    if (kind !== expected.kind) misses.push(`kind ${kind}, expected ${expected.kind}`);
    if (expected.kind === 'hire') {
      const first = searches[0];
      const card = prepared?.offers?.offers[0];
      if (expected.work && first?.operation !== expected.work) misses.push(`work ${first?.operation}`);
      if (expected.area !== undefined && first?.areaMilliAcres !== expected.area) {
        misses.push(`area ${first?.areaMilliAcres}`);
      }
      if (expected.day && first?.day !== expected.day) misses.push(`day ${first?.day}`);
      if (expected.pin && !card?.bookPath.includes(expected.pin)) misses.push(`place ${card?.bookPath ?? 'none'}`);
      if (/\/hire|https?:|\d{6}/.test(text)) misses.push('an address or link in the text');
    }
    for (const fact of expected.text ?? []) {
      if (!fact.split('|').some((f) => text.toLowerCase().includes(f.toLowerCase()))) misses.push(`no "${fact}"`);
    }
    return { question, language, right: misses.length === 0, misses, ms, text };
  }

  return { score };
}

export interface ScoreReport {
  total: number;
  right: number;
  share: number;
  byLanguage: Record<'en' | 'kn', { total: number; right: number }>;
  p95Ms: number;
  /** Every answer's time, in the order asked. */
  times: number[];
  wrong: ScoredAnswer[];
}

export async function scoreAll(questions: AssistantQuestion[]): Promise<ScoreReport> {
  const { score } = createScorer();
  const results: ScoredAnswer[] = [];
  for (const q of questions) results.push(await score(q));
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const p95Ms = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] ?? 0;
  const byLanguage = { en: { total: 0, right: 0 }, kn: { total: 0, right: 0 } };
  for (const r of results) {
    byLanguage[r.language].total += 1;
    if (r.right) byLanguage[r.language].right += 1;
  }
  const right = results.filter((r) => r.right).length;
  return {
    total: results.length,
    right,
    share: right / results.length,
    byLanguage,
    p95Ms,
    times: results.map((r) => r.ms),
    wrong: results.filter((r) => !r.right),
  };
}
