/**
 * How the assistant reads a farmer's words, in English or Kannada: one normalising for the offline engine's index
 * and searches, the catalogue search that grounds a model's answer, and the names a reply mentions. Text is
 * NFC with the zero-width joiners gone (farmers' keyboards put them in or leave them out) and lowercased; a word
 * is cut to its stem, so that 'tractors' finds 'tractor' and 'ಭತ್ತಕ್ಕೆ' finds 'ಭತ್ತದ', and filler words are dropped.
 */

/** Code points a Kannada stem keeps: a bare consonant or two would match half the index. */
const MIN_KANNADA_STEM = 3;

const KANNADA = /[\u0C80-\u0CFF]/;
const ZERO_WIDTH = /[\u200B-\u200D\uFEFF]/g;
/** A vowel sign or virama ending a Kannada stem. */
const TRAILING_SIGN = /[\u0CBE-\u0CCD]$/u;

/** The same letters whichever way the keyboard composed them, without joiners, lowercased. */
export function normalizeText(text: string): string {
  return text.normalize('NFC').replace(ZERO_WIDTH, '').toLowerCase();
}

export function isKannada(text: string): boolean {
  return KANNADA.test(text);
}

// Acres and the state name are in nearly every text, so they would pull in the '1 Acre' kits and any passage.
const ENGLISH_STOPWORDS = new Set(
  (
    'a about after all also am an and any are as at be been being best better but by can could did do does ' +
    'for from get give good had has have he her him his how if in into is it its just know let like me more most ' +
    'much my need no not of on or our please she should so some tell than that the their them then there these ' +
    'they this those to too us use very want was we were what when where which who whom why will with would you ' +
    'your acre karnataka'
  ).split(' '),
);

const KANNADA_STOPWORDS_TEXT =
  'ಯಾವ ಯಾವುದು ಯಾವುದೇ ಯಾವಾಗ ಹೇಗೆ ಏನು ಎಷ್ಟು ಏಕೆ ಯಾಕೆ ಎಲ್ಲಿ ನನಗೆ ನಾನು ನನ್ನ ನಮ್ಮ ನಮಗೆ ನೀವು ನಿಮ್ಮ ಇದೆ ಇದೆಯೇ ' +
  'ಇದು ಅದು ಇವೆ ಮತ್ತು ಅಥವಾ ಒಂದು ಬೇಕು ಬೇಕೇ ಒಳ್ಳೆಯದು ಒಳ್ಳೆಯ ಉತ್ತಮ ಸೂಕ್ತ ದಯವಿಟ್ಟು ಹೇಳಿ ತಿಳಿಸಿ ಬಗ್ಗೆ ಹಾಗೂ ' +
  'ಆದರೆ ಎಂದು ಅಂತ ಮಾಡು ಮಾಡಬೇಕು ಸಿಗುತ್ತದೆ ಸಿಗುತ್ತದೆಯೇ ಎಕರೆ ಕರ್ನಾಟಕ';

// Case endings, plural, 'than', the 'also' clitic and the commonest verb endings, compound forms included.
const KANNADA_SUFFIXES = [
  'ಗಳನ್ನು',
  'ಗಳಿಗೆ',
  'ಗಳಲ್ಲಿ',
  'ಗಳಿಂದ',
  'ಗಳಿಗಾಗಿ',
  'ಕ್ಕಾಗಿ',
  'ಗಾಗಿ',
  'ಯನ್ನು',
  'ವನ್ನು',
  'ನ್ನು',
  'ದಲ್ಲಿ',
  'ನಲ್ಲಿ',
  'ಯಲ್ಲಿ',
  'ಲ್ಲಿ',
  'ಲ್ಲೂ',
  'ದಿಂದ',
  'ನಿಂದ',
  'ಯಿಂದ',
  'ಿಂದ',
  'ಕ್ಕೆ',
  'ಕ್ಕೂ',
  'ಕ್ಕ',
  'ಗಿಂತ',
  'ಗಳು',
  'ಗಳ',
  'ಗೆ',
  'ಗೂ',
  'ದ',
  'ನ',
  'ಯ',
  'ಸುವುದು',
  'ಸುವುದೋ',
  'ಸುವುದೇ',
  'ಸುವಾಗ',
  'ಸಬೇಕು',
  'ಸಬಹುದು',
  'ಸಬಹುದೇ',
  'ಸಲು',
  'ುವುದು',
  'ುವುದೋ',
  'ುವುದೇ',
  'ುವಾಗ',
  'ಬೇಕು',
  'ಬಹುದು',
  'ಬಹುದೇ',
].sort((a, b) => b.length - a.length);

// Farmers write both spellings; the texts use the Indian ones.
const SPELLINGS = new Map([
  ['plow', 'plough'],
  ['fertilizer', 'fertiliser'],
]);

function stemKannada(word: string): string {
  let stem = word;
  // Twice, for a case ending on a genitive: ಬೇಸಾಯದ is ಬೇಸಾಯ + ದ, and ಬೇಸಾಯ itself ends like a genitive.
  for (let pass = 0; pass < 2; pass++) {
    const suffix = KANNADA_SUFFIXES.find((s) => stem.endsWith(s) && stem.length - s.length >= MIN_KANNADA_STEM);
    if (!suffix) break;
    stem = stem.slice(0, -suffix.length);
  }
  // ರಾಗಿ/ರಾಗಿಗೆ and ಕಬ್ಬು/ಕಬ್ಬಿನ differ only in the last vowel sign once the ending is gone.
  return stem.length > 2 ? stem.replace(TRAILING_SIGN, '') : stem;
}

// Compared after stemming, so that every inflection of a stop word ('ಎಕರೆಗೆ', 'ಮಾಡುವುದು') is dropped too.
const KANNADA_STOP_STEMS = new Set(KANNADA_STOPWORDS_TEXT.split(' ').map(stemKannada));

function stemEnglish(word: string): string {
  if (word.length >= 7 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length >= 6 && word.endsWith('ed') && !word.endsWith('eed')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** One word as both the indexes and the searches see it; null drops it. */
export function normalizeTerm(term: string): string | null {
  const word = normalizeText(term);
  if (KANNADA.test(word)) {
    const stem = stemKannada(word);
    return KANNADA_STOP_STEMS.has(stem) ? null : stem;
  }
  if (/^\d+$/.test(word)) return word.length < 2 ? null : word;
  if (word.length < 2) return null;
  const stem = stemEnglish(word);
  if (ENGLISH_STOPWORDS.has(word) || ENGLISH_STOPWORDS.has(stem)) return null;
  return SPELLINGS.get(stem) ?? stem;
}

/** Words that name no machine: worth nothing in a search of the catalogue, though the knowledge base uses some. */
const NOT_CATALOGUE_WORDS =
  'above again any because before between both buying cheap cheaper cost costs doing done farm farmer farming ' +
  'fit got having hello help here hi hire hiring kind many namaskara now one only other out over price prices ' +
  'recommend recommended rent renting right sell such suggest suit suitable thank thanks under up used using ' +
  'well while buy ' +
  'ಅದನ್ನು ಬೇಕಾಗಿದೆ ಸರಿ ಮೇಲೆ ಕೆಳಗೆ ಬಾಡಿಗೆ ಖರೀದಿ ಬೆಲೆ ರೈತ ನಮಸ್ಕಾರ ಮಾಡಲು ಮಾಡುವುದು ಹೊಲ ಹೊಲಕ್ಕೆ';
const NOT_CATALOGUE_STEMS = new Set(NOT_CATALOGUE_WORDS.split(' ').flatMap((word) => normalizeTerm(word) ?? []));

const MAX_QUESTION_WORDS = 8;

/** The words of a question worth searching the catalogue for, as stems, in the order asked, at most eight. */
export function questionWords(question: string): string[] {
  const words: string[] = [];
  for (const token of normalizeText(question).match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) {
    // Two-letter English words ('hp', 'ok') find too much inside longer words.
    if (!isKannada(token) && !/^\d+$/.test(token) && token.length < 3) continue;
    const word = normalizeTerm(token);
    if (word === null || NOT_CATALOGUE_STEMS.has(word) || words.includes(word)) continue;
    words.push(word);
    if (words.length === MAX_QUESTION_WORDS) break;
  }
  return words;
}
