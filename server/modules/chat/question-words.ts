/**
 * The words of a farmer's question worth searching the catalogue for, in English or Kannada: question and
 * filler words dropped, plurals and common Kannada case endings cut so that 'tractors' finds 'tractor' and
 * 'ಭತ್ತಕ್ಕೆ' finds 'ಭತ್ತದ'.
 */

const MAX_WORDS = 8;

const ENGLISH_STOPWORDS = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being best better between ' +
    'both but by can could did do does doing done for from get give good got had has have having he her here how ' +
    'i if in into is it its just kind like me more most my need needs no not now of on one only or other our out ' +
    'over please price prices rent renting hire hiring buy buying cost costs sell should so some such suggest ' +
    'tell than that the their them then there these they this those to too under up use used using very want was ' +
    'we well what when where which while who why will with would you your much many right suitable suit fit ' +
    'cheap cheaper recommend recommended help know thanks thank hello hi namaskara farm farmer farming acre acres'
  ).split(' '),
);

const KANNADA_STOPWORDS = new Set(
  (
    'ಯಾವ ಯಾವುದು ಯಾವುದೇ ಯಾವಾಗ ಹೇಗೆ ಏನು ಎಷ್ಟು ಏಕೆ ಯಾಕೆ ಎಲ್ಲಿ ನನಗೆ ನಾನು ನನ್ನ ನಮ್ಮ ನಮಗೆ ನೀವು ನಿಮ್ಮ ಇದೆ ಇದು ' +
    'ಅದು ಅದನ್ನು ಇವೆ ಮತ್ತು ಅಥವಾ ಒಂದು ಬೇಕು ಬೇಕಾಗಿದೆ ಒಳ್ಳೆಯದು ಒಳ್ಳೆಯ ಉತ್ತಮ ಸೂಕ್ತ ಸರಿ ದಯವಿಟ್ಟು ಹೇಳಿ ತಿಳಿಸಿ ' +
    'ಬಗ್ಗೆ ಮೇಲೆ ಕೆಳಗೆ ಹಾಗೂ ಆದರೆ ಎಂದು ಅಂತ ಬಾಡಿಗೆ ಖರೀದಿ ಬೆಲೆ ಎಕರೆ ರೈತ ನಮಸ್ಕಾರ ಮಾಡಲು ಮಾಡುವುದು ಹೊಲ ಹೊಲಕ್ಕೆ'
  ).split(' '),
);

// Longest first, so that 'ಗಳಿಗೆ' is cut before 'ಗೆ'.
const KANNADA_SUFFIXES = [
  'ಗಳನ್ನು', 'ಗಳಿಗೆ', 'ಗಳಲ್ಲಿ', 'ಗಳಿಂದ', 'ಕ್ಕಾಗಿ', 'ಗಾಗಿ', 'ದಲ್ಲಿ', 'ಯಲ್ಲಿ', 'ವನ್ನು', 'ಅನ್ನು', 'ದಿಂದ', 'ಗಳು',
  'ಕ್ಕೆ', 'ನ್ನು', 'ಲ್ಲಿ', 'ಿಂದ', 'ಿಗೆ', 'ಗೆ', 'ದ', 'ನ',
];

const KANNADA = /[\u0C80-\u0CFF]/;
const ZERO_WIDTH = /[\u200B-\u200D]/g;

function stemEnglish(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function stemKannada(word: string): string {
  for (const suffix of KANNADA_SUFFIXES) {
    // Keep at least two letters with their signs: a bare consonant finds everything.
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}

export function questionWords(question: string): string[] {
  const words: string[] = [];
  const tokens = question.normalize('NFC').replace(ZERO_WIDTH, '').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  for (const token of tokens) {
    let word: string;
    if (KANNADA.test(token)) {
      if (KANNADA_STOPWORDS.has(token)) continue;
      word = stemKannada(token);
    } else if (/^\d+$/.test(token)) {
      // '45' finds the 45 HP tractor; a lone '5' would find half the catalogue.
      if (token.length < 2) continue;
      word = token;
    } else {
      if (token.length < 3 || ENGLISH_STOPWORDS.has(token)) continue;
      word = stemEnglish(token);
    }
    if (!words.includes(word)) words.push(word);
    if (words.length === MAX_WORDS) break;
  }
  return words;
}
