/**
 * The answer a farmer can act on, prepared before any assistant writes: for a hiring question the /hire search's
 * offers (as cards, with a short text that names no address), for a buy-or-rent question a recommendation with the
 * shop's numbers, for a farming question about one of Karnataka's main crops the month, seed rate, dose and remedy
 * from the universities' package of practices. The offline assistant says this text as it is; a model is given it
 * as the facts to answer from. Null when the question is none of these (the general knowledge base answers).
 */
import { formatDayMonth } from '../../../shared/format-date.js';
import { MILLI_ACRES_PER_GUNTA, type HireOperation } from '../../../shared/hiring.js';
import { hirePath, type ChatOffer, type ChatOffers } from '../../../shared/chat.js';
import { formatRupees, type UiLocale } from '../../../shared/money.js';
import { dailyRentOf } from '../../../shared/offers.js';
import { parseQuestion, type Aspect, type ParsedQuestion } from '../../../shared/question.js';
import { daysBeforeBuyingCostsLess, rentTotalWithGst } from '../../../shared/rent-or-buy.js';
import { addDays } from '../../../shared/rental.js';
import type { HireSearchInput } from '../../../shared/schemas/hiring.js';
import type { CatalogueHit } from '../../providers/assistant/assistant.js';
import {
  cropPractices,
  practiceOf,
  type CropPractice,
  type CropProblem,
} from '../../providers/assistant/knowledge/crop-practices.js';
import { gazetteer, kannadaPlaceName, plainPlaceName, type Place } from '../hiring/gazetteer.js';
import type { HireOffer } from '../hiring/hiring.service.js';

export interface PreparedAnswer {
  kind: 'hire' | 'ask_place' | 'rent_or_buy' | 'farming';
  /** The whole answer, plain text, in the farmer's language; never an address or a link. */
  text: string;
  /** For a hiring question: the cards, and the search behind them. */
  offers: ChatOffers | null;
  /** For a model: every card's numbers as text. */
  facts?: string;
}

export type HireSearch = (input: HireSearchInput) => Promise<HireOffer[]>;

export interface AnswerInput {
  /** The farmer's messages, oldest first; the last is the question. */
  questions: string[];
  language: UiLocale;
  today: string;
  products: CatalogueHit[];
  search: HireSearch;
}

/** Cards under one answer. */
export const OFFER_CARDS = 3;
const DEFAULT_AREA = 1000;

const workNames: Record<HireOperation, { en: string; kn: string; knFor: string }> = {
  ploughing: { en: 'ploughing', kn: 'ಉಳುಮೆ', knFor: 'ಉಳುಮೆಗೆ' },
  rotavating: { en: 'rotavating', kn: 'ರೋಟವೇಟರ್ ಹೊಡೆಯುವುದು', knFor: 'ರೋಟವೇಟರ್ ಹೊಡೆಯೋಕೆ' },
  puddling: { en: 'puddling', kn: 'ಕೆಸರು ಮಾಡುವುದು', knFor: 'ಕೆಸರು ಮಾಡೋಕೆ' },
  sowing: { en: 'sowing', kn: 'ಬಿತ್ತನೆ', knFor: 'ಬಿತ್ತನೆಗೆ' },
  transplanting: { en: 'transplanting', kn: 'ನಾಟಿ', knFor: 'ನಾಟಿಗೆ' },
  paddy_harvesting: { en: 'paddy harvesting', kn: 'ಭತ್ತ ಕಟಾವು', knFor: 'ಭತ್ತ ಕಟಾವಿಗೆ' },
  other_harvesting: { en: 'harvesting', kn: 'ಕಟಾವು', knFor: 'ಕಟಾವಿಗೆ' },
  threshing: { en: 'threshing', kn: 'ಒಕ್ಕಣೆ', knFor: 'ಒಕ್ಕಣೆಗೆ' },
  spraying: { en: 'spraying', kn: 'ಔಷಧಿ ಸ್ಪ್ರೇ', knFor: 'ಔಷಧಿ ಸ್ಪ್ರೇಗೆ' },
  baling: { en: 'baling', kn: 'ಹುಲ್ಲು ಬೇಲ್ ಕಟ್ಟುವುದು', knFor: 'ಹುಲ್ಲು ಬೇಲ್ ಕಟ್ಟೋಕೆ' },
};

function areaText(milliAcres: number, language: UiLocale): string {
  if (milliAcres % 1000 !== 0 && milliAcres < 1000) {
    const guntas = Math.round(milliAcres / MILLI_ACRES_PER_GUNTA);
    return language === 'kn' ? `${guntas} ಗುಂಟೆ` : `${guntas} guntas`;
  }
  const acres = Math.round(milliAcres) / 1000;
  return language === 'kn' ? `${acres} ಎಕರೆ` : `${acres} ${acres === 1 ? 'acre' : 'acres'}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Places

type PlaceFound = { kind: 'found'; place: Place; said: string } | { kind: 'ambiguous'; places: Place[] } | null;

/** The place the question names: a PIN code, else the first place word the gazetteer knows, towns first. */
export function placeOf(parsed: ParsedQuestion): PlaceFound {
  if (parsed.pin) {
    const place = gazetteer.byPin(parsed.pin);
    if (place) return { kind: 'found', place, said: place.name };
  }
  for (const word of parsed.placeWords) {
    const resolved = gazetteer.resolve(word);
    if (resolved.kind === 'found') return { kind: 'found', place: resolved.place, said: word };
    if (resolved.kind === 'ambiguous') {
      // Another word may say which: the taluk or district ('Abbihal, Athani').
      const others = parsed.placeWords.filter((w) => w !== word).map((w) => w.toLowerCase());
      const chosen = resolved.places.filter((p) =>
        others.some((w) => [p.taluk, p.district].some((name) => name.toLowerCase().replace(/\W/g, '') === w)),
      );
      if (chosen.length === 1) return { kind: 'found', place: chosen[0]!, said: word };
      return { kind: 'ambiguous', places: resolved.places };
    }
  }
  return null;
}

function placeLabel(place: Place): string {
  return `${plainPlaceName(place.name)}, ${place.district} ${place.pinCode}`;
}

/** The place as the answer names it: the farmer's own Kannada word on a Kannada answer, else its name. */
function placeSaid(found: { place: Place; said: string }, language: UiLocale): string {
  if (language === 'kn' && /[\u0C80-\u0CFF]/.test(found.said)) return found.said;
  if (language === 'kn') return kannadaPlaceName(found.place) ?? plainPlaceName(found.place.name);
  return plainPlaceName(found.place.name);
}

// ---------------------------------------------------------------------------------------------------------------
// Hiring

function toCard(offer: HireOffer, place: Place, areaMilliAcres: number, day: string): ChatOffer {
  const bookDay = offer.earliestDay ?? day;
  return {
    serviceId: offer.serviceId,
    centreName: offer.centre.name,
    centreNameKn: offer.centre.nameKn,
    machineName: offer.machineName,
    machineNameKn: offer.machineNameKn,
    operatorIncluded: offer.operatorIncluded,
    distanceKm: offer.distanceKm,
    areaMilliAcres,
    total: offer.quote.total,
    advance: offer.quote.advance,
    earliestDay: offer.earliestDay,
    bookPath: hirePath({
      operation: offer.operation,
      place: placeLabel(place),
      lat: place.lat,
      lon: place.lon,
      areaMilliAcres,
      day: bookDay,
      serviceId: offer.serviceId,
      slot: offer.freeSlots[0] ?? null,
    }),
  };
}

function askPlaceText(parsed: ParsedQuestion, found: PlaceFound, language: UiLocale): string {
  if (found?.kind === 'ambiguous') {
    const options = found.places
      .slice(0, 4)
      .map((p) =>
        language === 'kn'
          ? `${plainPlaceName(p.name)} (${p.taluk} ತಾಲೂಕು, ${p.districtKn}, ${p.pinCode})`
          : `${plainPlaceName(p.name)} (${p.taluk} taluk, ${p.district}, ${p.pinCode})`,
      );
    return language === 'kn'
      ? `ಈ ಹೆಸರಿನ ಊರು ಒಂದಕ್ಕಿಂತ ಹೆಚ್ಚು ಇದೆ. ಯಾವುದು ನಿಮ್ಮದು? ${options.join('; ')}. ತಾಲೂಕು ಅಥವಾ ಪಿನ್ ಕೋಡ್ ಬರೆಯಿರಿ.`
      : `More than one place has this name. Which is yours: ${options.join('; ')}? Write the taluk or PIN code.`;
  }
  const work = workNames[parsed.works[0]!];
  return language === 'kn'
    ? `${work.kn} ಮಾಡಿಸೋಕೆ ಹೊಲ ಯಾವ ಊರಿನ ಹತ್ತಿರ ಇದೆ? ಊರಿನ ಹೆಸರು ಅಥವಾ ಪಿನ್ ಕೋಡ್ ಬರೆಯಿರಿ, ಹತ್ತಿರದ ಕೇಂದ್ರ ಮತ್ತು ಬೆಲೆ ಹೇಳುತ್ತೇನೆ.`
    : `Which village or town is the field near? Write its name or PIN code and I will show the nearest centres ` +
        `for ${work.en} with their prices.`;
}

async function hireAnswer(parsed: ParsedQuestion, input: AnswerInput): Promise<PreparedAnswer> {
  const { language, today } = input;
  const found = placeOf(parsed);
  if (found?.kind !== 'found') {
    return { kind: 'ask_place', text: askPlaceText(parsed, found, language), offers: null };
  }
  const { place } = found;
  const areaMilliAcres = parsed.areaMilliAcres ?? DEFAULT_AREA;
  const tomorrow = addDays(today, 1);
  const day = parsed.day && parsed.day > tomorrow ? parsed.day : tomorrow;
  // The first kind of service with an offer: a 'combine harvester' without a crop is tried for paddy, then others.
  let work = parsed.works[0]!;
  let offers: HireOffer[] = [];
  for (const operation of parsed.works) {
    offers = await input.search({ operation, lat: place.lat, lon: place.lon, areaMilliAcres, day });
    work = operation;
    if (offers.length > 0) break;
  }
  const searchPath = hirePath({
    operation: work,
    place: placeLabel(place),
    lat: place.lat,
    lon: place.lon,
    areaMilliAcres,
    day,
  });
  const where = placeSaid(found, language);
  const area = areaText(areaMilliAcres, language);
  const name = workNames[work];
  if (offers.length === 0) {
    return {
      kind: 'hire',
      text:
        language === 'kn'
          ? `${where} ಹತ್ರ ${area} ${name.knFor} ಮುಂದಿನ 30 ದಿನದಲ್ಲಿ ಯಾವ ಕೇಂದ್ರನೂ ಸಿಗಲಿಲ್ಲ. ಪಕ್ಕದ ದೊಡ್ಡ ಊರಿನ ಹೆಸರಲ್ಲಿ ಮತ್ತೆ ಕೇಳಿ.`
          : `No centre reaches ${where} for ${name.en} of ${area} in the next 30 days. ` +
            'Ask again with a bigger town nearby.',
      offers: { offers: [], searchPath },
    };
  }
  const cards = offers.slice(0, OFFER_CARDS).map((o) => toCard(o, place, areaMilliAcres, day));
  const best = cards.reduce((a, b) => (b.distanceKm < a.distanceKm ? b : a));
  const bestName = language === 'kn' ? best.centreNameKn : best.centreName;
  const bestDay = best.earliestDay ? formatDayMonth(best.earliestDay, language) : null;
  const assumed = parsed.areaMilliAcres === null;
  const near = best.distanceKm < 1;
  const distance =
    language === 'kn'
      ? near
        ? '1 ಕಿ.ಮೀ ಒಳಗೆ'
        : `${best.distanceKm} ಕಿ.ಮೀ`
      : near
        ? 'under 1 km'
        : `${best.distanceKm} km`;
  const text =
    language === 'kn'
      ? [
          `${where} ಹತ್ರ ${area} ${name.knFor} ${cards.length} ಕೇಂದ್ರ ${cards.length === 1 ? 'ಸಿಕ್ಕಿದೆ' : 'ಸಿಕ್ಕಿವೆ'} ` +
            '(ಡ್ರೈವರ್ ಸಮೇತ).',
          `ಹತ್ತಿರದ್ದು ${bestName}, ${distance}: ಒಟ್ಟು ${formatRupees(best.total, 'kn')}, ` +
            `ಮುಂಗಡ ${formatRupees(best.advance, 'kn')}` +
            (bestDay ? `, ಮೊದಲ ಖಾಲಿ ದಿನ ${bestDay}.` : '.'),
          assumed ? 'ಬೆಲೆ 1 ಎಕರೆಗೆ; ನಿಮ್ಮ ಹೊಲ ಎಷ್ಟು ಎಕರೆ ಅಂತ ಬರೆದರೆ ನಿಮ್ಮ ಬೆಲೆ ಹೇಳುತ್ತೇನೆ.' : null,
          'ಕೆಳಗಿನ ಕಾರ್ಡ್‌ನಲ್ಲಿ "ಬುಕ್ ಮಾಡಿ" ಒತ್ತಿ.',
        ]
          .filter(Boolean)
          .join(' ')
      : [
          `${cards.length} ${cards.length === 1 ? 'centre' : 'centres'} with an operator can do ` +
            `${name.en} of ${area} ` +
            `near ${where}.`,
          `Nearest: ${bestName}, ${distance}: ${formatRupees(best.total, 'en')} in all, ` +
            `advance ${formatRupees(best.advance, 'en')}` +
            (bestDay ? `, free from ${bestDay}.` : '.'),
          assumed ? 'Prices are for 1 acre; tell me your area for your price.' : null,
          'Tap Book on a card below.',
        ]
          .filter(Boolean)
          .join(' ');
  const facts = cards.map(
    (c) =>
      `- ${language === 'kn' ? c.centreNameKn : c.centreName} (${c.distanceKm} km, ` +
      `${language === 'kn' ? c.machineNameKn : c.machineName}): ${formatRupees(c.total, language)} for ${area}, ` +
      `advance ${formatRupees(c.advance, language)}, earliest free day ` +
      `${c.earliestDay ? formatDayMonth(c.earliestDay, language) : 'none in 30 days'}`,
  );
  return { kind: 'hire', text, offers: { offers: cards, searchPath }, facts: [text, ...facts].join('\n') };
}

// ---------------------------------------------------------------------------------------------------------------
// Buy or rent

const machineNameWords: Record<string, RegExp> = {
  power_tiller: /power tiller|tiller/i,
  tractor: /^tractor \d+ hp/i,
  rotavator: /rotavator/i,
  harvester: /harvester|combine/i,
  thresher: /thresher/i,
  sprayer: /sprayer/i,
  seed_drill: /seed drill|seeder|planter/i,
  transplanter: /transplanter/i,
  weeder: /weeder/i,
  pump: /pump/i,
  brush_cutter: /brush cutter/i,
  baler: /baler/i,
};

/** Days a year a farm of this size uses the machine, by the usual work rates (for when the farmer does not say). */
function usualDays(machine: string, areaMilliAcres: number | null): number {
  const acres = (areaMilliAcres ?? 3000) / 1000;
  // Passes a year (two seasons) divided by acres a day.
  const perAcre: Record<string, number> = {
    power_tiller: 3,
    tractor: 1,
    rotavator: 0.8,
    harvester: 0.25,
    thresher: 0.5,
    sprayer: 2,
    seed_drill: 0.4,
    transplanter: 0.5,
    weeder: 2,
    pump: 20,
    brush_cutter: 2,
    baler: 0.3,
  };
  return Math.max(1, Math.round(acres * (perAcre[machine] ?? 1)));
}

function rentOrBuyAnswer(parsed: ParsedQuestion, input: AnswerInput): PreparedAnswer | null {
  const { language } = input;
  const machine = parsed.machine ?? (parsed.works.includes('ploughing') ? 'tractor' : null);
  if (!machine) return null;
  const pattern = machineNameWords[machine]!;
  const item = input.products
    .filter((p) => pattern.test(p.name) && p.isAvailableForSale && dailyRentOf(p) !== null)
    .sort((a, b) => a.price - b.price)[0];
  if (!item) return null;
  const daily = dailyRentOf(item)!;
  const breakEven = daysBeforeBuyingCostsLess(item.price, daily);
  const buy = formatRupees(item.price + Math.round((item.price * 18) / 100), language);
  const rentDay = formatRupees(rentTotalWithGst(daily, 1), language);
  const days = parsed.daysOfUse ?? usualDays(machine, parsed.areaMilliAcres);
  const said = parsed.daysOfUse !== null;
  const yearly = formatRupees(rentTotalWithGst(daily, days), language);
  const years = Math.max(1, Math.ceil(breakEven / days));
  const buyIt = years <= 3;
  const name = language === 'kn' ? item.nameKn : item.name;
  const text =
    language === 'kn'
      ? [
          `${name}: ಖರೀದಿಗೆ ${buy} (ಜಿಎಸ್‌ಟಿ ಸೇರಿ), ಬಾಡಿಗೆ ದಿನಕ್ಕೆ ${rentDay}.`,
          `${breakEven} ದಿನದ ಬಾಡಿಗೆ ಖರೀದಿ ಬೆಲೆಗೆ ಸಮ.`,
          `${said ? 'ನೀವು' : 'ಸಾಮಾನ್ಯವಾಗಿ ಈ ಹೊಲಕ್ಕೆ'} ವರ್ಷಕ್ಕೆ ${days} ದಿನ ಬಳಸಿದರೆ ಬಾಡಿಗೆ ವರ್ಷಕ್ಕೆ ${yearly}; ` +
            `ಖರೀದಿ ಬೆಲೆ ${years} ವರ್ಷದಲ್ಲಿ ತೀರುತ್ತದೆ.`,
          buyIt
            ? `ಸಲಹೆ: ಖರೀದಿ ಮಾಡಿ – ${years} ವರ್ಷದೊಳಗೆ ಲಾಭ, ಬೇರೆಯವರಿಗೆ ಬಾಡಿಗೆ ಕೊಟ್ಟರೆ ಇನ್ನೂ ಬೇಗ.`
            : `ಸಲಹೆ: ಬಾಡಿಗೆ ತಗೊಳ್ಳಿ – ವರ್ಷಕ್ಕೆ ${breakEven} ದಿನಕ್ಕಿಂತ ಬಹಳ ಕಡಿಮೆ ಬಳಕೆಗೆ ಖರೀದಿ ಲಾಭವಲ್ಲ.`,
        ].join(' ')
      : [
          `${name}: ${buy} to buy (GST included), ${rentDay} a day to rent.`,
          `${breakEven} days of rent cost as much as buying it.`,
          `${said ? 'At your' : 'A farm this size uses it about'} ${days} days a year, renting costs ` +
            `${yearly} a year, so buying pays for itself in ${years} ${years === 1 ? 'year' : 'years'}.`,
          buyIt
            ? `Recommendation: buy – it pays back within ${years} ${years === 1 ? 'year' : 'years'}, sooner if you ` +
              `rent it out to neighbours.`
            : `Recommendation: rent – at ${days} days a year buying would take ${years} years to pay back.`,
        ].join(' ');
  return { kind: 'rent_or_buy', text, offers: null };
}

// ---------------------------------------------------------------------------------------------------------------
// Farming

function signScore(problem: CropProblem, normalized: string): number {
  return problem.signs.reduce((sum, sign) => (normalized.includes(sign) ? sum + sign.length : sum), 0);
}

/** The problem the farmer describes, among the crop's (or, without a crop, every crop's) pests and diseases. */
function problemOf(parsed: ParsedQuestion): { practice: CropPractice; problem: CropProblem } | null {
  const practices = parsed.crop ? [practiceOf(parsed.crop)] : cropPractices;
  const wanted = parsed.aspects.filter((a): a is 'pest' | 'disease' => a === 'pest' || a === 'disease');
  let best: { practice: CropPractice; problem: CropProblem; score: number } | null = null;
  for (const practice of practices) {
    for (const problem of practice.problems) {
      const score = signScore(problem, parsed.normalized) + (wanted.includes(problem.kind) ? 1 : 0);
      if (!best || score > best.score) best = { practice, problem, score };
    }
  }
  if (!best || (!parsed.crop && best.score <= 1)) return null;
  if (best.score <= 1 && parsed.crop) {
    const kind = wanted[0] ?? 'disease';
    const practice = practiceOf(parsed.crop);
    const problem = practice.problems.find((p) => p.kind === kind) ?? practice.problems[0]!;
    return { practice, problem };
  }
  return { practice: best.practice, problem: best.problem };
}

const SOIL_TEST = {
  en: 'Adjust the dose to your soil test.',
  kn: 'ಮಣ್ಣು ಪರೀಕ್ಷೆ ನೋಡಿ ಪ್ರಮಾಣ ಹೊಂದಿಸಿ.',
};

function farmingAnswer(parsed: ParsedQuestion, language: UiLocale): PreparedAnswer | null {
  const pestAsked = parsed.aspects.includes('pest') || parsed.aspects.includes('disease');
  const found = pestAsked ? problemOf(parsed) : null;
  const practice = found?.practice ?? (parsed.crop ? practiceOf(parsed.crop) : null);
  if (!practice) return null;
  const say = (b: { en: string; kn: string }) => b[language];
  const parts: string[] = [];
  const aspects = new Set<Aspect>(parsed.aspects);
  if (found) {
    const { problem } = found;
    parts.push(
      language === 'kn'
        ? `${practice.name.kn}: ${problem.name.kn}. ${problem.remedy.kn}`
        : `${practice.name.en}, ${problem.name.en}: ${problem.remedy.en}`,
    );
  }
  const general =
    !found && ![...aspects].some((a) => a !== 'sowing_time' && a !== 'seed_rate' && a !== 'pest' && a !== 'disease');
  if (aspects.has('sowing_time') || aspects.has('seed_rate') || general) {
    if (!found) parts.push(say(practice.sowing), say(practice.seed));
  }
  if (aspects.has('fertiliser') || (general && !aspects.has('sowing_time') && !aspects.has('seed_rate'))) {
    parts.push(say(practice.fertiliser), SOIL_TEST[language]);
  }
  if (aspects.has('variety')) parts.push(say(practice.varieties));
  if (aspects.has('water')) parts.push(say(practice.water));
  if (aspects.has('harvest')) parts.push(say(practice.harvest));
  if (general && !aspects.has('sowing_time') && !aspects.has('seed_rate') && !found) {
    const main = practice.problems[0]!;
    parts.push(
      language === 'kn' ? `${main.name.kn}: ${main.remedy.kn}` : `Watch for ${main.name.en}: ${main.remedy.en}`,
    );
  }
  if (parts.length === 0) parts.push(say(practice.sowing), say(practice.seed));
  const source = language === 'kn' ? `ಆಧಾರ: ${practice.source.kn}.` : `Source: ${practice.source.en}.`;
  return { kind: 'farming', text: [...new Set(parts)].join(' ') + `\n${source}`, offers: null };
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * The question, read with the conversation: a follow-up that names only the place or the area ('Athani', '4
 * acres') completes the hiring question before it.
 */
export function readQuestion(questions: string[], today: string): ParsedQuestion {
  const last = questions.at(-1) ?? '';
  const parsed = parseQuestion(last, today);
  if (parsed.intent !== 'other' || questions.length < 2) return parsed;
  const previous = parseQuestion(questions.at(-2)!, today);
  if (previous.intent !== 'hire') return parsed;
  const merged = parseQuestion(`${questions.at(-2)} ${last}`, today);
  return {
    ...merged,
    placeWords: [...new Set([...parsed.placeWords, ...previous.placeWords])],
    pin: parsed.pin ?? previous.pin,
    areaMilliAcres: parsed.areaMilliAcres ?? previous.areaMilliAcres,
    day: parsed.day ?? previous.day,
  };
}

export async function prepareAnswer(input: AnswerInput): Promise<PreparedAnswer | null> {
  const parsed = readQuestion(input.questions, input.today);
  switch (parsed.intent) {
    case 'hire':
      return hireAnswer(parsed, input);
    case 'rent_or_buy':
      return rentOrBuyAnswer(parsed, input) ?? farmingAnswer(parsed, input.language);
    case 'farming':
      return farmingAnswer(parsed, input.language);
    default:
      return null;
  }
}
