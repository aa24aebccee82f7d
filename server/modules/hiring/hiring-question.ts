import { MILLI_ACRES_PER_GUNTA, type HireOperation } from '../../../shared/hiring.js';
import { formatRupees, type UiLocale } from '../../../shared/money.js';
import { addDays, kolkataDay } from '../../../shared/rental.js';
import { gazetteer, type Place } from './gazetteer.js';
import { hiringService, type HireOffer, type HiringDeps } from './hiring.service.js';

/**
 * A farmer's practical hiring question ("I have 3 acres of paddy to harvest near Mandya next week", or the same in
 * Kannada) read into a search: the operation, the area, the place and the day. Null when the question is not
 * about having work done on a field.
 */
export interface HiringQuestion {
  operation: HireOperation;
  areaMilliAcres: number;
  place: Place;
  day: string;
}

/** Words that name each operation, English and Kannada; the first match in this order wins. */
const operationWords: [HireOperation, RegExp][] = [
  ['paddy_harvesting', /(paddy|rice)\b.*\bharvest|harvest.*\b(paddy|rice)\b|ಭತ್ತ.*ಕಟಾವು|ಕಟಾವು.*ಭತ್ತ|ಭತ್ತ.*ಕೊಯ್ಲು/i],
  ['transplanting', /transplant|ನಾಟಿ/i],
  ['puddling', /puddl|ಕೆಸರು/i],
  ['rotavating', /rotavat|rotavator|ರೋಟವೇಟರ್/i],
  ['ploughing', /plough|plow|tillage|ಉಳುಮೆ|ಉಳು/i],
  ['sowing', /\bsow|seed drill|ಬಿತ್ತನೆ|ಬಿತ್ತ/i],
  ['threshing', /thresh|ಒಕ್ಕಣೆ/i],
  ['spraying', /spray|ಸಿಂಪಡ|ಸ್ಪ್ರೇ/i],
  ['baling', /\bbal(e|ing|er)\b|ಬೇಲ/i],
  ['other_harvesting', /harvest|ಕಟಾವು|ಕೊಯ್ಲು/i],
];

const AREA = /(\d+(?:[.,]\d+)?)\s*(acres?|ac\b|ಎಕರೆ|guntas?|ಗುಂಟೆ)/i;

function dayOf(question: string, today: string): string {
  if (/next week|ಮುಂದಿನ ವಾರ/i.test(question)) return addDays(today, 7);
  if (/day after tomorrow|ನಾಡಿದ್ದು/i.test(question)) return addDays(today, 2);
  return addDays(today, 1);
}

function placeOf(question: string): Place | null {
  const pin = /\b[1-9]\d{5}\b/.exec(question);
  if (pin) return gazetteer.byPin(pin[0]);
  // "near Mandya", "Mandya ಹತ್ರ", or any word that is a known place; longer words first, so "Srirangapatna" wins over
  // "Patna".
  const words = question.match(/[\p{L}\p{M}]{3,}/gu) ?? [];
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    const stem = word.replace(/(ದ|ನ|ದಲ್ಲಿ|ನಲ್ಲಿ|ಕ್ಕೆ)$/u, '');
    for (const candidate of [word, stem]) {
      const [hit] = gazetteer.search(candidate, 1);
      if (
        hit &&
        (hit.name.toLowerCase() === candidate.toLowerCase() ||
          hit.district.toLowerCase() === candidate.toLowerCase() ||
          /[\u0C80-\u0CFF]/.test(candidate))
      ) {
        return hit;
      }
    }
  }
  return null;
}

export function readHiringQuestion(question: string, now: Date): HiringQuestion | null {
  const operation = operationWords.find(([, pattern]) => pattern.test(question))?.[0];
  const area = AREA.exec(question);
  if (!operation || !area) return null;
  const value = Number(area[1]!.replace(',', '.'));
  const guntas = /gunta|ಗುಂಟೆ/i.test(area[2]!);
  const areaMilliAcres = guntas ? Math.round(value) * MILLI_ACRES_PER_GUNTA : Math.round(value * 1000);
  if (!(areaMilliAcres >= MILLI_ACRES_PER_GUNTA && areaMilliAcres <= 200_000)) return null;
  const place = placeOf(question);
  if (!place) return null;
  return { operation, areaMilliAcres, place, day: dayOf(question, kolkataDay(now)) };
}

/** The address of the /hire search for the question, so the answer links straight to booking. */
export function hireLink(origin: string, q: HiringQuestion, language: UiLocale): string {
  const params = new URLSearchParams({
    op: q.operation,
    place: `${q.place.name}, ${q.place.district} ${q.place.pinCode}`,
    lat: String(q.place.lat),
    lon: String(q.place.lon),
    area: String(q.areaMilliAcres / 1000),
    day: q.day,
  });
  return `${origin}${language === 'kn' ? '/kn' : ''}/hire?${params.toString()}`;
}

export interface HiringFacts {
  question: HiringQuestion;
  offers: HireOffer[];
  link: string;
}

/** Searches the centres for a hiring question; null when the question is not one. */
export async function hiringFactsFor(
  deps: Pick<HiringDeps, 'db' | 'clock'>,
  origin: string,
  question: string,
  language: UiLocale,
): Promise<HiringFacts | null> {
  const read = readHiringQuestion(question, deps.clock.now());
  if (!read) return null;
  const offers = await hiringService.search(deps, {
    operation: read.operation,
    lat: read.place.lat,
    lon: read.place.lon,
    areaMilliAcres: read.areaMilliAcres,
    day: read.day,
  });
  return { question: read, offers: offers.slice(0, 3), link: hireLink(origin, read, language) };
}

function acresText(milliAcres: number, language: UiLocale): string {
  const acres = milliAcres / 1000;
  const guntas = Math.round(milliAcres / MILLI_ACRES_PER_GUNTA);
  return language === 'kn' ? `${acres} ಎಕರೆ (${guntas} ಗುಂಟೆ)` : `${acres} acres (${guntas} guntas)`;
}

/**
 * The short answer: the nearest centres offering the work, the full price for the area, the earliest free day
 * and the link to book. Also the model's grounding, so both assistants say the same numbers.
 */
export function hiringAnswer(facts: HiringFacts, language: UiLocale): string {
  const { question, offers, link } = facts;
  const area = acresText(question.areaMilliAcres, language);
  if (offers.length === 0) {
    return language === 'kn'
      ? `${question.place.name} ಹತ್ರ ಈ ಕೆಲಸಕ್ಕೆ ಯಾವ ಕೇಂದ್ರನೂ ಇನ್ನೂ ಬರಲ್ಲ. ಬೇರೆ ಊರಿನ ಹೆಸರಲ್ಲಿ ಹುಡುಕಿ: ${link}`
      : `No hiring centre reaches ${question.place.name} for this work yet. Try a nearby village or PIN code: ${link}`;
  }
  const lines = offers.map((o) => {
    const name = language === 'kn' ? o.centre.nameKn : o.centre.name;
    const day = o.earliestDay ?? (language === 'kn' ? 'ಖಾಲಿ ಇಲ್ಲ' : 'none free');
    return language === 'kn'
      ? `- ${name} (${o.distanceKm} ಕಿ.ಮೀ): ${area}ಗೆ ${formatRupees(o.quote.total, language)}, ` +
          `ಮುಂಗಡ ${formatRupees(o.quote.advance, language)}, ಮೊದಲು ಖಾಲಿ ದಿನ ${day}`
      : `- ${name} (${o.distanceKm} km): ${formatRupees(o.quote.total, language)} ` +
          `for ${area}, advance ${formatRupees(o.quote.advance, language)}, ` +
          `earliest free day ${day}`;
  });
  const head =
    language === 'kn'
      ? `${question.place.name} ಹತ್ರದ ಕೇಂದ್ರಗಳು (ಡ್ರೈವರ್ ಸಮೇತ):`
      : `Nearest centres with an operator for ${question.place.name}:`;
  const tail = language === 'kn' ? `ಬುಕ್ ಮಾಡೋಕೆ: ${link}` : `Book here: ${link}`;
  return [head, ...lines, tail].join('\n');
}
