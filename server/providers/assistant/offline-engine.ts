/**
 * The farming assistant that works without a model: finds the knowledge-base passages and catalogue items
 * that fit a question, in English or Kannada, and writes a short plain-text answer in the farmer's language.
 * Pure: no I/O.
 */
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { formatRupees } from '../../../shared/money.js';
import { dailyRentOf, isOffered } from '../../../shared/offers.js';
import { knowledgeBase } from './knowledge-base.js';
import { isKannada, normalizeTerm } from './words.js';
import type { KnowledgeEntry } from './knowledge/types.js';

export interface CatalogueHit {
  id: number;
  name: string;
  nameKn: string;
  description: string;
  descriptionKn: string;
  categoryKey: string | null;
  /** Paise. */
  price: number;
  /** Paise. */
  rentalPricePerDay: number | null;
  isAvailableForSale: boolean;
  isAvailableForRent: boolean;
  stockQuantity: number;
}

export interface OfflineAnswerInput {
  question: string;
  language: 'en' | 'kn';
  /** Candidate items, possibly the whole catalogue. */
  products: CatalogueHit[];
}

export interface OfflineAnswer {
  text: string;
  /** The items the text suggests, in its order. */
  productIds: number[];
  /** The knowledge-base entries the text quotes, in its order. */
  entryIds: string[];
  /** False when it could not help: nothing in the knowledge base or the catalogue fits, or it is off topic. */
  known: boolean;
  /** True when the question is about something other than farming. */
  offTopic: boolean;
}

type Language = OfflineAnswerInput['language'];

/**
 * A whole keyword scores 15 or more on its own; a keyword reached only as a longer word that a short stem
 * begins (ಬೆಲೆ 'price' finding ಬೆಲ್ಲ 'jaggery') stays under this.
 */
const MIN_ENTRY_SCORE = 10;
/** A second passage is quoted only when the farmer asks for more and it is nearly as relevant as the first. */
const SECOND_PASSAGE_SHARE = 0.6;
const MAX_PASSAGES = 2;
/** An answer stays about this short unless the farmer asks for more: the first sentences of the passage that fit. */
export const BRIEF_WORDS = 120;
/** Words with which a farmer asks for a longer answer. */
const MORE = new RegExp(
  [
    /\b(in detail|detailed|details|explain|tell me more|more about|everything about|all about|step by step)\b/.source,
    /ವಿವರವಾಗಿ|ವಿವರ ಕೊಡಿ|ಇನ್ನಷ್ಟು|ಇನ್ನೂ ಹೆಚ್ಚು|ಪೂರ್ತಿ ತಿಳಿಸಿ|ಹೆಚ್ಚು ತಿಳಿಸಿ/.source,
  ].join('|'),
  'i',
);
const MAX_PRODUCTS = 3;
const SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;

function tokenize(text: string): string[] {
  return text.split(SEPARATOR).filter(Boolean);
}

function terms(text: string): string[] {
  return tokenize(text).flatMap((token) => normalizeTerm(token) ?? []);
}

const SEARCH_OPTIONS: SearchOptions = {
  combineWith: 'OR',
  // Kannada glues endings on that the stemmer does not know; English 'spray' should find 'sprayer'.
  prefix: (term) => term.length >= (isKannada(term) ? 3 : 4),
  // One typo in a longer English word ('tracter'); Kannada spellings vary too much for edit distance.
  fuzzy: (term) => (!isKannada(term) && term.length >= 6 ? 1 : false),
};

const GREETINGS = new Set(
  [
    'hi',
    'hii',
    'hello',
    'hey',
    'hai',
    'namaskara',
    'namaskar',
    'namaste',
    'namasthe',
    'ನಮಸ್ಕಾರ',
    'ನಮಸ್ತೆ',
    'ಹಲೋ',
    'ಹಾಯ್',
  ].flatMap((word) => normalizeTerm(word) ?? []),
);

const OFF_TOPIC = new Set(
  [
    // Politics
    'politics',
    'political',
    'politician',
    'election',
    'vote',
    'voting',
    'minister',
    'mla',
    'bjp',
    'ರಾಜಕೀಯ',
    'ಚುನಾವಣೆ',
    'ಮತದಾನ',
    'ಪಕ್ಷ',
    'ಮುಖ್ಯಮಂತ್ರಿ',
    'ಶಾಸಕ',
    'ರಾಜಕಾರಣಿ',
    // Films and songs
    'movie',
    'film',
    'cinema',
    'actor',
    'actress',
    'song',
    'netflix',
    'serial',
    'ಸಿನಿಮಾ',
    'ಚಲನಚಿತ್ರ',
    'ಚಿತ್ರಮಂದಿರ',
    'ನಟ',
    'ನಟಿ',
    'ಹಾಡು',
    'ಧಾರಾವಾಹಿ',
    // Sport
    'cricket',
    'ipl',
    'football',
    'sport',
    'tennis',
    'hockey',
    'kabaddi',
    'olympics',
    'ಕ್ರಿಕೆಟ್',
    'ಐಪಿಎಲ್',
    'ಫುಟ್‌ಬಾಲ್',
    'ಕ್ರೀಡೆ',
    'ಪಂದ್ಯ',
    'ಕಬಡ್ಡಿ',
    // Computers
    'code',
    'coding',
    'programming',
    'program',
    'python',
    'javascript',
    'java',
    'software',
    'html',
    'ಕೋಡ್',
    'ಕೋಡಿಂಗ್',
    'ಪ್ರೋಗ್ರಾಮಿಂಗ್',
    'ಸಾಫ್ಟ್‌ವೇರ್',
    // Jokes and celebrities
    'joke',
    'funny',
    'riddle',
    'celebrity',
    'celebrities',
    'gossip',
    'girlfriend',
    'boyfriend',
    'ಜೋಕ್',
    'ತಮಾಷೆ',
    'ಹಾಸ್ಯ',
    'ಸೆಲೆಬ್ರಿಟಿ',
    'ಗಾಸಿಪ್',
  ].flatMap((word) => normalizeTerm(word) ?? []),
);

const ENTRY_BOOST = { title: 2, titleKn: 2, keywords: 3, keywordsKn: 3, answer: 1, answerKn: 1 };
const KEYWORD_FIELDS = new Set(['keywords', 'keywordsKn']);
const PRODUCT_NAME_FIELDS = new Set(['name', 'nameKn']);

/** Words in item names that say how a machine is built or sold, not which machine it is. */
const DESCRIPTIVE_NAME_WORDS = new Set(
  [
    'crop',
    'multi',
    'kit',
    'set',
    'type',
    'row',
    'electric',
    'diesel',
    'petrol',
    'power',
    'mounted',
    'driven',
    'wheel',
    'track',
    'ft',
    'inch',
    'walk',
    'behind',
    'hire',
    'blades',
    'hp',
    '2wd',
    '4wd',
    'mini',
    'irrigation',
    'ಯಂತ್ರ',
    'ಕಿಟ್',
    'ಸೆಟ್',
    'ಡೀಸೆಲ್',
    'ವಿದ್ಯುತ್',
    'ಪೆಟ್ರೋಲ್',
    'ಸಾಲು',
    'ಮಾದರಿ',
    'ಅಡಿ',
    'ಇಂಚು',
    'ಪವರ್',
    'ಮಿನಿ',
    'ನೀರಾವರಿ',
  ].flatMap((word) => normalizeTerm(word) ?? []),
);

const COPY = {
  en: {
    note: '(Offline assistant) ',
    catalogue: 'From our catalogue:',
    catalogueOnly: 'These machines from our catalogue may suit you:',
    outOfStock: ' (out of stock)',
    rsk: 'For the latest rules and forms, visit your local Raitha Samparka Kendra.',
    rskMention: /raitha samparka kendra/i,
    greeting:
      'Hello! I am the Raitha Yantra farming assistant. Ask me about choosing, buying or renting farm machines, ' +
      'their safe use and upkeep, sowing seasons, crops, soil, irrigation and government schemes.',
    unknown:
      'Sorry, I do not know the answer to that. Please ask at your local Raitha Samparka Kendra or your ' +
      'agriculture officer, who can advise you for your village. I can help with farm machines, renting, ' +
      'sowing seasons, soil, irrigation and government schemes.',
    offTopic:
      'I can only help with farming. Please ask me about farm machines to buy or rent, crops and sowing ' +
      'seasons, soil, irrigation, safety, upkeep or government schemes.',
  },
  kn: {
    note: '(ಆಫ್‌ಲೈನ್ ಸಹಾಯಕ) ',
    catalogue: 'ನಮ್ಮಲ್ಲಿ ಸಿಗುವ ಯಂತ್ರಗಳು:',
    catalogueOnly: 'ನಿಮಗೆ ಸೂಕ್ತವಾಗಬಹುದಾದ ನಮ್ಮ ಯಂತ್ರಗಳು:',
    outOfStock: ' (ಸ್ಟಾಕ್ ಇಲ್ಲ)',
    rsk: 'ಇತ್ತೀಚಿನ ನಿಯಮ ಮತ್ತು ಅರ್ಜಿಗಳಿಗಾಗಿ ನಿಮ್ಮ ಹತ್ತಿರದ ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರಕ್ಕೆ ಭೇಟಿ ನೀಡಿ.',
    rskMention: /ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರ/,
    greeting:
      'ನಮಸ್ಕಾರ! ನಾನು ರೈತ ಯಂತ್ರದ ಕೃಷಿ ಸಹಾಯಕ. ಕೃಷಿ ಯಂತ್ರಗಳ ಆಯ್ಕೆ, ಖರೀದಿ ಅಥವಾ ಬಾಡಿಗೆ, ಅವುಗಳ ಸುರಕ್ಷಿತ ಬಳಕೆ ' +
      'ಮತ್ತು ನಿರ್ವಹಣೆ, ಬಿತ್ತನೆ ಕಾಲ, ಬೆಳೆ, ಮಣ್ಣು, ನೀರಾವರಿ ಮತ್ತು ಸರ್ಕಾರಿ ಯೋಜನೆಗಳ ಬಗ್ಗೆ ಕೇಳಿ.',
    unknown:
      'ಕ್ಷಮಿಸಿ, ಇದಕ್ಕೆ ಉತ್ತರ ನನಗೆ ಗೊತ್ತಿಲ್ಲ. ದಯವಿಟ್ಟು ನಿಮ್ಮ ಹತ್ತಿರದ ರೈತ ಸಂಪರ್ಕ ಕೇಂದ್ರ ಅಥವಾ ಕೃಷಿ ' +
      'ಅಧಿಕಾರಿಯನ್ನು ಕೇಳಿ; ಅವರು ನಿಮ್ಮ ಊರಿಗೆ ತಕ್ಕ ಸಲಹೆ ನೀಡುತ್ತಾರೆ. ಕೃಷಿ ಯಂತ್ರಗಳು, ಬಾಡಿಗೆ, ಬಿತ್ತನೆ ಕಾಲ, ' +
      'ಮಣ್ಣು, ನೀರಾವರಿ ಮತ್ತು ಸರ್ಕಾರಿ ಯೋಜನೆಗಳ ಬಗ್ಗೆ ನಾನು ಸಹಾಯ ಮಾಡಬಲ್ಲೆ.',
    offTopic:
      'ನಾನು ಕೃಷಿ ವಿಷಯಗಳಲ್ಲಿ ಮಾತ್ರ ಸಹಾಯ ಮಾಡಬಲ್ಲೆ. ಖರೀದಿ ಅಥವಾ ಬಾಡಿಗೆಗೆ ಕೃಷಿ ಯಂತ್ರಗಳು, ಬೆಳೆ ಮತ್ತು ಬಿತ್ತನೆ ' +
      'ಕಾಲ, ಮಣ್ಣು, ನೀರಾವರಿ, ಸುರಕ್ಷತೆ, ನಿರ್ವಹಣೆ ಅಥವಾ ಸರ್ಕಾರಿ ಯೋಜನೆಗಳ ಬಗ್ಗೆ ಕೇಳಿ.',
  },
} satisfies Record<Language, unknown>;

function offerLine(product: CatalogueHit, language: Language): string {
  const buy = product.isAvailableForSale ? formatRupees(product.price, language) : null;
  const dailyRent = dailyRentOf(product);
  const rent = dailyRent !== null ? formatRupees(dailyRent, language) : null;
  const stock = product.stockQuantity > 0 ? '' : COPY[language].outOfStock;
  if (language === 'kn') {
    const offers = [buy && `ಖರೀದಿಗೆ ${buy}`, rent && `ದಿನಕ್ಕೆ ${rent} ಬಾಡಿಗೆ`].filter(Boolean);
    return `${product.nameKn} – ${offers.join(', ')}${stock}`;
  }
  const offers = [buy && `${buy} to buy`, rent && `${rent}/day to rent`].filter(Boolean);
  return `${product.name} – ${offers.join(', ')}${stock}`;
}

function isOfferedAtAll(product: CatalogueHit): boolean {
  return isOffered(product, false) || isOffered(product, true);
}

/** The indexed words a result matched in any of the given fields. */
function matchedTerms(result: SearchResult, fields: Set<string>): string[] {
  return Object.entries(result.match)
    .filter(([, where]) => where.some((f) => fields.has(f)))
    .map(([term]) => term);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The first sentences of a passage that fit in a number of words; at least the first sentence. */
function firstSentences(text: string, maxWords: number): string {
  const sentences = text.split(/(?<=[.!?।])\s+/);
  let kept = sentences[0]!;
  for (const sentence of sentences.slice(1)) {
    if (wordCount(kept) + wordCount(sentence) > maxWords) break;
    kept = `${kept} ${sentence}`;
  }
  return kept;
}

function passageText(entry: KnowledgeEntry, language: Language, maxWords: number): string {
  const copy = COPY[language];
  const rsk = entry.topic === 'scheme' ? wordCount(copy.rsk) : 0;
  const text = firstSentences(language === 'kn' ? entry.answerKn : entry.answer, maxWords - rsk);
  // Scheme rules change every year; the answer must send the farmer to the office that has this year's.
  return entry.topic === 'scheme' && !copy.rskMention.test(text) ? `${text} ${copy.rsk}` : text;
}

function newProductIndex(products: CatalogueHit[]): MiniSearch<CatalogueHit> {
  const index = new MiniSearch<CatalogueHit>({
    fields: ['name', 'nameKn', 'description', 'descriptionKn'],
    tokenize,
    processTerm: normalizeTerm,
    searchOptions: { ...SEARCH_OPTIONS, boost: { name: 3, nameKn: 3 } },
  });
  index.addAll(products);
  return index;
}

export function createOfflineAssistant(entries: KnowledgeEntry[] = knowledgeBase) {
  const entryIndex = new MiniSearch<KnowledgeEntry>({
    fields: Object.keys(ENTRY_BOOST),
    tokenize,
    processTerm: normalizeTerm,
    extractField: (entry, field) => {
      const value = entry[field as keyof KnowledgeEntry];
      return Array.isArray(value) ? value.join(' ') : value;
    },
    searchOptions: { ...SEARCH_OPTIONS, boost: ENTRY_BOOST },
  });
  entryIndex.addAll(entries);
  const entriesById = new Map(entries.map((e) => [e.id, e]));

  // The chat service hands over the same catalogue for a minute at a time; indexing it once is enough.
  let productCache: { key: string; index: MiniSearch<CatalogueHit> } | undefined;
  function productIndex(products: CatalogueHit[]): MiniSearch<CatalogueHit> {
    const key = products.map((p) => `${p.id}\u0000${p.name}\u0000${p.nameKn}`).join('\u0001');
    if (productCache?.key !== key) productCache = { key, index: newProductIndex(products) };
    return productCache.index;
  }

  // Keyword phrases as indexed words: 'foot valve' is [foot, valve].
  const keywordTerms = new Map(
    entries.map((e) => [e.id, [...e.keywords, ...e.keywordsKn].map(terms).filter((t) => t.length > 0)]),
  );

  /**
   * Passages that match a whole keyword phrase of their entry, or two of its keyword words: 'foot' in 'foot
   * and mouth disease' matches the pump entry's 'foot valve' and 'disease' the arecanut entry's 'yellow leaf
   * disease', and neither is an answer.
   */
  function passages(question: string): KnowledgeEntry[] {
    const relevant = entryIndex.search(question).filter((r) => {
      if (r.score < MIN_ENTRY_SCORE) return false;
      const matched = new Set(matchedTerms(r, KEYWORD_FIELDS));
      const phrases = keywordTerms.get(r.id as string)!;
      return matched.size >= 2 || phrases.some((phrase) => phrase.every((t) => matched.has(t)));
    });
    const top = relevant[0];
    if (!top) return [];
    return relevant
      .filter((r) => r === top || r.score >= top.score * SECOND_PASSAGE_SHARE)
      .slice(0, MAX_PASSAGES)
      .map((r) => entriesById.get(r.id as string)!);
  }

  /**
   * Items of the kinds the first passage suggests or, when it suggests none, the items the question names.
   * Named items come first, even when sold out, as the farmer asked for them; then items in stock.
   */
  function suggestions(question: string, first: KnowledgeEntry | undefined, products: CatalogueHit[]): CatalogueHit[] {
    const results = productIndex(products).search(question);
    const scores = new Map(results.map((r) => [r.id as number, r.score]));
    const named = new Set(
      results
        .filter((r) => matchedTerms(r, PRODUCT_NAME_FIELDS).some((t) => !DESCRIPTIVE_NAME_WORDS.has(t)))
        .map((r) => r.id as number),
    );
    const kinds = new Set<string>(first?.categoryKeys ?? []);
    const fits = (p: CatalogueHit) =>
      kinds.size > 0 ? p.categoryKey !== null && kinds.has(p.categoryKey) : named.has(p.id);
    const rank = (p: CatalogueHit) => [Number(named.has(p.id)), Number(p.stockQuantity > 0), scores.get(p.id) ?? 0];
    return products
      .filter((p) => isOfferedAtAll(p) && fits(p))
      .map((p) => ({ p, key: rank(p) }))
      .sort((a, b) => {
        const i = a.key.findIndex((v, k) => v !== b.key[k]);
        return i === -1 ? 0 : b.key[i]! - a.key[i]!;
      })
      .slice(0, MAX_PRODUCTS)
      .map(({ p }) => p);
  }

  function reply(language: Language, text: string, rest: Partial<OfflineAnswer> = {}): OfflineAnswer {
    return { text: COPY[language].note + text, productIds: [], entryIds: [], known: true, offTopic: false, ...rest };
  }

  return {
    answer({ question, language, products }: OfflineAnswerInput): OfflineAnswer {
      const copy = COPY[language];
      // On the question and short, unless the farmer asks for more: one passage, its first sentences.
      const more = MORE.test(question);
      const quoted = passages(question).slice(0, more ? MAX_PASSAGES : 1);
      const suggested = suggestions(question, quoted[0], products);
      if (quoted.length > 0 || suggested.length > 0) {
        const offers =
          suggested.length > 0
            ? [
                quoted.length > 0 ? copy.catalogue : copy.catalogueOnly,
                ...suggested.map((p) => offerLine(p, language)),
              ].join('\n')
            : null;
        const budget = more ? Infinity : BRIEF_WORDS - wordCount(copy.note) - (offers ? wordCount(offers) : 0);
        const parts = quoted.map((entry) => passageText(entry, language, budget));
        if (offers) parts.push(offers);
        return reply(language, parts.join('\n\n'), {
          productIds: suggested.map((p) => p.id),
          entryIds: quoted.map((e) => e.id),
        });
      }
      const words = terms(question);
      if (words.some((w) => GREETINGS.has(w))) return reply(language, copy.greeting);
      if (words.some((w) => OFF_TOPIC.has(w))) return reply(language, copy.offTopic, { known: false, offTopic: true });
      return reply(language, copy.unknown, { known: false });
    },
  };
}
