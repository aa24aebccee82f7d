/**
 * The Kannada glossary: one word per concept, in the register a farmer speaks (loanwords where farmers use them),
 * with the variants that must not appear. client/locales/catalogs.test.ts checks every Kannada msgstr and the
 * server's Kannada texts (SMS, e-mails, refusals) against it, so two screens never name one thing two ways.
 *
 * A rule either forbids a variant everywhere, or only where the English source names the concept (`whenEnglish`),
 * for words that are right in another sense (ತಂಡ is the About page's team, not a machine's driver).
 */
export interface GlossaryRule {
  /** The concept, in English. */
  concept: string;
  /** The one Kannada word to use. */
  use: string;
  /** Variants that must not appear (substrings: Kannada has no word boundaries a regex knows). */
  forbidden: string[];
  /** Only where the English text matches this (catalog entries; server texts have no English pair). */
  whenEnglish?: RegExp;
  /** Why, or the right word per sense for an ambiguous word. */
  note?: string;
}

export const glossary: GlossaryRule[] = [
  {
    concept: 'payment / pay',
    use: 'ಪಾವತಿ (ಪಾವತಿ ಮಾಡಿ, ಕಟ್ಟಿ)',
    forbidden: ['ಪೇಮೆಂಟ್', 'ಪೇಮೆಂಟು'],
    note: 'ಪಾವತಿ is the word on the Kannada screens of the UPI apps farmers pay with.',
  },
  {
    concept: 'cancel',
    use: 'ರದ್ದು (ರದ್ದು ಮಾಡಿ, ರದ್ದಾಯ್ತು)',
    forbidden: ['ಕ್ಯಾನ್ಸಲ್', 'ಕ್ಯಾನ್ಸಲೇಶನ್'],
  },
  { concept: 'AI', use: 'ಎಐ', forbidden: ['AI ', ' AI', 'ಕೃತಕ ಬುದ್ಧಿಮತ್ತೆ'] },
  {
    concept: 'operator of a hired machine',
    use: 'ಡ್ರೈವರ್',
    forbidden: ['ತಂಡ', 'ಆಪರೇಟರ್', 'ಚಾಲಕ', 'ನಿರ್ವಾಹಕ'],
    whenEnglish: /operator|crew|driver/i,
    note: 'ತಂಡ stays for a team of people (About page: ನಮ್ಮ ತಂಡ).',
  },
  { concept: 'operator of a hired machine (server texts)', use: 'ಡ್ರೈವರ್', forbidden: ['ಆಪರೇಟರ್', 'ಚಾಲಕ'] },
  { concept: 'spraying', use: 'ಸ್ಪ್ರೇ (ಔಷಧಿ ಸ್ಪ್ರೇ)', forbidden: ['ಸಿಂಪಡಣೆ', 'ಸಿಂಪರಣೆ', 'ಸಿಂಪಡಿಸ'] },
  {
    concept: 'confirm',
    use: 'ಕನ್ಫರ್ಮ್ (ಕನ್ಫರ್ಮ್ ಮಾಡಿ)',
    forbidden: ['ದೃಢೀಕರಿಸ', 'ದೃಢೀಕರಣ', 'ಖಚಿತಪಡಿಸ', 'ಖಚಿತಪಡಿಸು'],
  },
  {
    concept: 'puddling',
    use: 'ಕೆಸರು ಉಳುಮೆ',
    forbidden: ['ಕೆಸರು ಗದ್ದೆ'],
    note: 'ಕೆಸರು ಗದ್ದೆ is the wet field, not the work.',
  },
  { concept: 'waiting list', use: 'ವೇಟಿಂಗ್ ಲಿಸ್ಟ್', forbidden: ['ಕಾಯುವ ಪಟ್ಟಿ', 'ನಿರೀಕ್ಷಣಾ ಪಟ್ಟಿ'] },
  { concept: 'subtotal', use: 'ಸಾಮಾನುಗಳ ಬೆಲೆ', forbidden: ['ಉಪಮೊತ್ತ', 'ಉಪ ಮೊತ್ತ'] },
  {
    concept: 'request',
    use: 'ರಿಕ್ವೆಸ್ಟ್ (UPI); ಕೇಳಿಕೆ is not used either',
    forbidden: ['ಕೋರಿಕೆ', 'ವಿನಂತಿ'],
  },
  {
    concept: 'per month / per year',
    use: 'ತಿಂಗಳಿಗೆ / ವರ್ಷಕ್ಕೆ, spelt out',
    forbidden: ['ತಿಂ/', 'ತಿಂ.'],
  },
  {
    concept: 'ಜಾಗ (ambiguous: area, location, slot)',
    use: 'area: ಎಷ್ಟು ಎಕರೆ / ಹೊಲದ ಅಳತೆ; location: ಊರು / ಸ್ಥಳ; slot: ಸಮಯ',
    forbidden: ['ಜಾಗ'],
  },
  { concept: 'deposit', use: 'ಡೆಪಾಸಿಟ್', forbidden: ['ಠೇವಣಿ', 'ಭದ್ರತಾ ಮೊತ್ತ'] },
  { concept: 'advance', use: 'ಮುಂಗಡ', forbidden: ['ಅಡ್ವಾನ್ಸ್', 'ಮುಂಗಡ ಪಾವತಿ ಮೊತ್ತ'] },
  { concept: 'booking', use: 'ಬುಕಿಂಗ್ (ಬುಕ್ ಮಾಡಿ)', forbidden: ['ಕಾಯ್ದಿರಿಸ', 'ಮುಂಗಡ ಕಾಯ್ದಿರಿಸುವಿಕೆ'] },
  { concept: 'e-mail', use: 'ಇಮೇಲ್', forbidden: ['ಇ-ಮೇಲ್', 'ವಿದ್ಯುನ್ಮಾನ ಅಂಚೆ', 'ಮಿಂಚಂಚೆ'] },
  { concept: 'refund', use: 'ಹಣ ವಾಪಸ್ / ರೀಫಂಡ್', forbidden: ['ಮರುಪಾವತಿ', 'ಹಿಂಪಾವತಿ'] },
  // Issues 24 and 25: accounts by number, agents, owners who list machines, the ledger.
  {
    concept: 'mobile number',
    use: 'ಮೊಬೈಲ್ ನಂಬರ್',
    forbidden: ['ದೂರವಾಣಿ ಸಂಖ್ಯೆ', 'ಚರವಾಣಿ', 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ'],
  },
  {
    concept: 'one-time code (OTP)',
    use: 'ಕೋಡ್ (OTP)',
    forbidden: ['ಒಂದು ಬಾರಿಯ ಗುಪ್ತಪದ', 'ಏಕಕಾಲಿಕ', 'ಒಟಿಪಿ'],
    note: 'Farmers read “OTP” in Latin letters on every bank SMS; the word beside it is ಕೋಡ್.',
  },
  { concept: 'village agent', use: 'ಊರಿನ ಏಜೆಂಟ್', forbidden: ['ಪ್ರತಿನಿಧಿ', 'ದಲ್ಲಾಳಿ'], whenEnglish: /agent/i },
  {
    concept: 'provider (an owner who lists machines and takes jobs)',
    use: 'ಯಂತ್ರ ಮಾಲೀಕ',
    forbidden: ['ಪೂರೈಕೆದಾರ', 'ಸೇವಾದಾರ', 'ಒದಗಿಸುವವ'],
    whenEnglish: /provider|owner/i,
  },
  { concept: 'commission', use: 'ಕಮಿಷನ್', forbidden: ['ದಲ್ಲಾಳಿ', 'ಆಯೋಗ'] },
  { concept: 'payout (money sent to an owner)', use: 'ಹಣ ಜಮೆ', forbidden: ['ಪೇಔಟ್', 'ವಿತರಣೆ'] },
];

/** Machine formats that must never reach a Kannada reader. */
export const forbiddenFormats: { name: string; pattern: RegExp }[] = [
  { name: 'ISO date (write 2 ಡಿಸೆಂಬರ್)', pattern: /\b\d{4}-\d{2}-\d{2}\b/ },
  { name: 'Latin AM/PM (write ಮಧ್ಯಾಹ್ನ 3:05)', pattern: /(?:\d{1,2}:\d{2}|\d)\s*(?:AM|PM|am|pm|a\.m\.|p\.m\.)/ },
];

export interface GlossaryViolation {
  text: string;
  found: string;
  use: string;
}

/** The glossary's complaints about one Kannada text (its English source, if known, scopes sense rules). */
export function glossaryViolations(kannada: string, english?: string): GlossaryViolation[] {
  const out: GlossaryViolation[] = [];
  for (const rule of glossary) {
    if (rule.whenEnglish && (english === undefined || !rule.whenEnglish.test(english))) continue;
    for (const variant of rule.forbidden) {
      if (kannada.includes(variant)) out.push({ text: kannada, found: variant, use: rule.use });
    }
  }
  for (const format of forbiddenFormats) {
    const match = format.pattern.exec(kannada);
    if (match) out.push({ text: kannada, found: match[0], use: format.name });
  }
  return out;
}

const KANNADA = /[\u0C80-\u0CFF]/;

/**
 * The Kannada string literals of a TypeScript source ('…', "…", `…`, template parts split at ${…}), for checking
 * the server's Kannada tables. Good enough for the tables' plain literals; not a parser.
 */
export function kannadaLiterals(source: string): string[] {
  const out: string[] = [];
  const literal = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
  for (const match of source.matchAll(literal)) {
    const body = match[0].slice(1, -1);
    for (const part of body.split(/\$\{[^}]*\}/)) if (KANNADA.test(part)) out.push(part);
  }
  return out;
}
