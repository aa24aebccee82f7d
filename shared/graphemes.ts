/**
 * Cutting text for a short message without breaking a letter. A Kannada letter as the reader sees it (a grapheme
 * cluster: ಕ್ಷ, ತ್ರಿ, ಲ್ಲೀ) is several code points; cutting between them leaves a dangling virama or a vowel sign
 * with no consonant. Intl.Segmenter finds the clusters; the budget is still counted in UTF-16 units, which is what
 * an SMS segment holds.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const VIRAMA = '\u0CCD';

/**
 * The letters of a text as a reader sees them, in order: Unicode's grapheme clusters, with a Kannada cluster that
 * ends in a virama joined to the next one, because there it makes a conjunct (ಕ್ + ಷ್ + ಮಿ is one letter ಕ್ಷ್ಮಿ).
 * Unicode 15.1's conjunct rule (GB9c) covers six Indic scripts but not Kannada, so ICU splits them.
 */
export function graphemes(text: string): string[] {
  const out: string[] = [];
  let joining = false;
  for (const { segment } of segmenter.segment(text)) {
    if (joining && out.length > 0 && /^[\u0C95-\u0CB9\u0CDE]/.test(segment)) out[out.length - 1] += segment;
    else out.push(segment);
    joining = segment.endsWith(VIRAMA);
  }
  return out;
}

/**
 * `text` if it fits in `max` UTF-16 units, else its longest run of whole letters followed by `mark` ('.' by
 * default) within `max` units in all.
 */
export function cutToFit(text: string, max: number, mark = '.'): string {
  if (text.length <= max) return text;
  let out = '';
  for (const letter of graphemes(text)) {
    if (out.length + letter.length + mark.length > max) break;
    out += letter;
  }
  return `${out.trimEnd()}${mark}`;
}

/**
 * The initials of a name as its reader writes them: the first letter of its first two words, whole ('ರಮೇಶ್ ಗೌಡ' is
 * 'ರಗೌ', 'Ramesh Gowda' is 'RG'), for an avatar. A Kannada first letter keeps its vowel sign and conjunct.
 */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => graphemes(word)[0] ?? '')
    .join('')
    .toUpperCase();
}
