/**
 * Reads a farmer's question, in English, Kannada or both mixed, into what it asks: the work to have done (the hire
 * service kinds the shop offers), the crop, the area, the day, the words that may name the place, and whether it
 * is a hiring, buy-or-rent or farming question. Written for the way farmers type: inflected and run-together
 * Kannada (ಕಟಾವಿಗೆ, ಉಳೋಕೆ), Kannada digits (೩), number words (ಮೂರು, three), English words in Kannada script
 * (ಹಾರ್ವೆಸ್ಟರ್, ಟ್ರ್ಯಾಕ್ಟರ್) and common misspellings. Pure: no I/O; the place words are resolved by the server's
 * gazetteer.
 */
import { MILLI_ACRES_PER_GUNTA, type HireOperation } from './hiring.js';
import { addDays } from './rental.js';

export const crops = [
  'ragi',
  'paddy',
  'maize',
  'sugarcane',
  'groundnut',
  'tur',
  'cotton',
  'sunflower',
  'jowar',
  'tomato',
  'onion',
  'chilli',
  'areca',
  'coconut',
  'banana',
] as const;
export type Crop = (typeof crops)[number];

export type Aspect = 'sowing_time' | 'seed_rate' | 'fertiliser' | 'pest' | 'disease' | 'variety' | 'harvest' | 'water';

export type Machine =
  | 'power_tiller'
  | 'tractor'
  | 'rotavator'
  | 'harvester'
  | 'thresher'
  | 'sprayer'
  | 'seed_drill'
  | 'transplanter'
  | 'weeder'
  | 'pump'
  | 'brush_cutter'
  | 'baler';

export type QuestionIntent = 'hire' | 'rent_or_buy' | 'farming' | 'other';

export interface ParsedQuestion {
  intent: QuestionIntent;
  /** The script the farmer wrote in: the answer is in the page's language, this is for the record. */
  script: 'en' | 'kn' | 'mixed';
  /** The hire service kinds that do the work, best first ('combine harvester' without a crop: paddy, then others). */
  works: HireOperation[];
  crop: Crop | null;
  machine: Machine | null;
  aspects: Aspect[];
  /** The field's size in thousandths of an acre. */
  areaMilliAcres: number | null;
  /** The day asked for (YYYY-MM-DD), or null when none is said. */
  day: string | null;
  /** Days of use a year the farmer names ('20 days'), for buy-or-rent. */
  daysOfUse: number | null;
  /** A six-digit PIN code in the question. */
  pin: string | null;
  /** Words that may name the place, the likeliest first (after 'near', before ಹತ್ರ), each with its variants. */
  placeWords: string[];
  /** The question as the parser read it: NFC, lower case, Kannada digits and number words as digits. */
  normalized: string;
}

const KANNADA = /[\u0C80-\u0CFF]/;
const LATIN = /[a-z]/i;

/** Kannada digits ೦-೯ as 0-9. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0CE6-\u0CEF]/g, (d) => String(d.charCodeAt(0) - 0x0ce6));
}

const numberWords: [string, number][] = [
  // Kannada, the 'and a half' forms first.
  ['ಒಂದೂವರೆ', 1.5],
  ['ಒಂದುವರೆ', 1.5],
  ['ಎರಡೂವರೆ', 2.5],
  ['ಎರಡುವರೆ', 2.5],
  ['ಮೂರೂವರೆ', 3.5],
  ['ಮೂರುವರೆ', 3.5],
  ['ನಾಲ್ಕೂವರೆ', 4.5],
  ['ಐದೂವರೆ', 5.5],
  ['ಅರ್ಧ', 0.5],
  ['ಕಾಲು', 0.25],
  ['ಒಂದು', 1],
  ['ಒಂದ್', 1],
  ['ಎರಡು', 2],
  ['ಎರಡ್', 2],
  ['ಮೂರು', 3],
  ['ಮೂರ್', 3],
  ['ನಾಲ್ಕು', 4],
  ['ನಾಲಕ್ಕು', 4],
  ['ನಾಕು', 4],
  ['ಐದು', 5],
  ['ಐದ್', 5],
  ['ಆರು', 6],
  ['ಏಳು', 7],
  ['ಎಂಟು', 8],
  ['ಒಂಬತ್ತು', 9],
  ['ಹತ್ತು', 10],
  ['ಹನ್ನೊಂದು', 11],
  ['ಹನ್ನೆರಡು', 12],
  ['ಹದಿನೈದು', 15],
  ['ಇಪ್ಪತ್ತು', 20],
  ['ಇಪ್ಪತ್ತೈದು', 25],
  ['ಮೂವತ್ತು', 30],
  ['ನಲವತ್ತು', 40],
  ['ಐವತ್ತು', 50],
  // English.
  ['one and a half', 1.5],
  ['two and a half', 2.5],
  ['three and a half', 3.5],
  ['half an', 0.5],
  ['half', 0.5],
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['fifteen', 15],
  ['twenty', 20],
  ['twenty five', 25],
  ['thirty', 30],
  ['forty', 40],
  ['fifty', 50],
];

/** A word boundary that also holds in Kannada script, where \b does not. */
const B = '(?<![\\p{L}\\p{M}\\p{N}])';
const E = '(?![\\p{L}\\p{M}\\p{N}])';

const numberWordPattern = new RegExp(
  `${B}(${[...numberWords]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([w]) => w)
    .join('|')})${E}`,
  'gu',
);
const numberOf = new Map(numberWords);

/** NFC, no zero-width joiners, lower case, Kannada digits and number words as digits. */
export function normalizeQuestion(text: string): string {
  return westernDigits(
    text
      .normalize('NFC')
      .replace(/[\u200B-\u200D\uFEFF]/g, '')
      .toLowerCase(),
  )
    .replace(numberWordPattern, (word) => String(numberOf.get(word)))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A concept's words: English words (a trailing * is a prefix), Kannada prefixes (a word starting with one, so
 * ಕಟಾವ finds ಕಟಾವು, ಕಟಾವಿಗೆ, ಕಟಾವಿನ), and phrases found anywhere in the text.
 */
interface Words {
  en?: string[];
  kn?: string[];
  phrases?: string[];
  /** Kannada words that start like the concept but are not it (ಹತ್ತಿರ 'near' is not ಹತ್ತಿ 'cotton'). */
  not?: string[];
}

function tokensOf(normalized: string): string[] {
  return normalized.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
}

function matches(words: Words, tokens: string[], normalized: string): boolean {
  if (words.phrases?.some((p) => normalized.includes(p))) return true;
  return tokens.some((token) => {
    if (KANNADA.test(token)) {
      if (words.not?.some((n) => token.startsWith(n))) return false;
      return words.kn?.some((k) => token.startsWith(k)) ?? false;
    }
    return words.en?.some((w) => (w.endsWith('*') ? token.startsWith(w.slice(0, -1)) : token === w)) ?? false;
  });
}

const cropWords: Record<Crop, Words> = {
  // Maize before jowar: ಮೆಕ್ಕೆ ಜೋಳ is maize, ಜೋಳ alone jowar.
  maize: {
    en: ['maize', 'corn', 'makka', 'mekkejola', 'makkajola', 'mekke'],
    kn: ['ಮೆಕ್ಕೆ', 'ಮೆಕ್ಕ', 'ಮುಸುಕಿನ', 'ಮೆಕ್ಕೇ', 'ಮಕ್ಕೆಜೋಳ', 'ಮೆಕ್ಕಜೋಳ', 'ಮೇಜ್'],
  },
  ragi: { en: ['ragi', 'raagi', 'nachni'], kn: ['ರಾಗಿ', 'ರಾಗೀ'], phrases: ['finger millet'] },
  paddy: { en: ['paddy', 'rice', 'bhatta', 'batta', 'paddi'], kn: ['ಭತ್ತ', 'ಬತ್ತ', 'ಭತ್ತ', 'ಅಕ್ಕಿ', 'ಪ್ಯಾಡಿ'] },
  sugarcane: { en: ['sugarcane', 'sugarcan', 'cane', 'kabbu'], kn: ['ಕಬ್ಬ', 'ಕಬ್ಬು'], phrases: ['sugar cane'] },
  groundnut: {
    en: ['groundnut*', 'peanut*', 'shenga', 'shenga', 'kadlekai'],
    kn: ['ಶೇಂಗ', 'ಶೇಂಗಾ', 'ಕಡಲೆಕಾಯ', 'ನೆಲಗಡಲೆ', 'ಕಡ್ಲೆಕಾಯ', 'ಶೇಂಗಾ'],
    phrases: ['ground nut'],
  },
  tur: {
    en: ['tur', 'toor', 'redgram', 'arhar', 'togari', 'thogari', 'tuvar'],
    kn: ['ತೊಗರಿ', 'ತೊಗ್ರಿ', 'ತೊಗರ', 'ತೊಗರೀ'],
    phrases: ['red gram', 'pigeon pea', 'pigeonpea'],
  },
  cotton: { en: ['cotton', 'hatti'], kn: ['ಹತ್ತಿ', 'ಕಾಟನ್'], not: ['ಹತ್ತಿರ', 'ಹತ್ತಿದ', 'ಹತ್ತಿಸ'] },
  sunflower: { en: ['sunflower*', 'suryakanti'], kn: ['ಸೂರ್ಯಕಾಂತ', 'ಸೂರ್ಯಕಾಂತಿ', 'ಸೂರ್ಯಕಾ', 'ಸನ್‌ಫ್ಲವರ್'] },
  jowar: { en: ['jowar', 'jola', 'sorghum', 'jonna', 'jwari'], kn: ['ಜೋಳ', 'ಜೊಳ', 'ಬಿಳಿಜೋಳ', 'ಜೋಳದ'] },
  tomato: { en: ['tomato*', 'tamato*', 'tomoto*', 'thakkali'], kn: ['ಟೊಮ', 'ಟಮೋ', 'ಟಮಾ', 'ಟೊಮ್ಯಾ', 'ಟೋಮ', 'ಟಮೇ'] },
  onion: { en: ['onion*', 'eerulli', 'ulli', 'irulli'], kn: ['ಈರುಳ್ಳ', 'ಉಳ್ಳಾಗಡ್ಡ', 'ಈರುಳ್ಳಿ', 'ಈರುಳಿ', 'ಇರುಳ್ಳಿ'] },
  chilli: {
    en: ['chilli*', 'chili*', 'chilly', 'mirchi', 'menasinakai', 'menasu'],
    kn: ['ಮೆಣಸಿನ', 'ಮೆಣಸು', 'ಮೆಣಸಿ', 'ಮೆಣಸ', 'ಮೆಣಸಿನಕಾಯ', 'ಮೆಣಸನಕಾಯ', 'ಮೆನಸಿನ'],
    not: ['ಕರಿಮೆಣಸ'],
  },
  areca: { en: ['areca*', 'arecanut', 'supari', 'adike', 'adaki', 'betelnut'], kn: ['ಅಡಿಕೆ', 'ಅಡಕೆ', 'ಅಡಿಕ'] },
  coconut: { en: ['coconut*', 'tengu', 'thengu'], kn: ['ತೆಂಗ', 'ತೆಂಗು', 'ತೆಂಗಿನ', 'ಕೊಬ್ಬರಿ'] },
  banana: { en: ['banana*', 'plantain'], kn: ['ಬಾಳೆ', 'ಬಾಳೇ', 'ಬಾಳೆಹಣ್ಣ'] },
};

const harvestWords: Words = {
  en: ['harvest*', 'combine', 'combines', 'reaper', 'reaping', 'cutting', 'harvestor', 'harvister'],
  kn: ['ಕಟಾವ', 'ಕಟಾವು', 'ಕಟಾವಿ', 'ಕಠಾವ', 'ಕೊಯ್ಲ', 'ಕೊಯ್ಯ', 'ಕೊಯ್ತ', 'ಕೊಯ್ಲು', 'ಹಾರ್ವೆಸ್ಟ', 'ಹಾರ್ವಸ್ಟ', 'ಕಂಬೈನ'],
};

/** The work: the hire service kinds the shop offers; harvesting is split by crop below. */
const workWords: [HireOperation | 'harvesting', Words][] = [
  ['transplanting', { en: ['transplant*'], kn: ['ನಾಟಿ', 'ನಾಟ್', 'ಟ್ರಾನ್ಸ್‌ಪ್ಲಾಂಟ', 'ಟ್ರಾನ್ಸ್ಪ್ಲಾಂಟ'] }],
  ['puddling', { en: ['puddl*', 'padling', 'puddeling'], kn: ['ಕೆಸರ', 'ಕೆಸರು', 'ಪಡ್ಲಿಂಗ', 'ಪಡ್ಲ'] }],
  [
    'rotavating',
    {
      en: ['rotavat*', 'rotovat*', 'rotovator', 'rotary', 'rotavetor'],
      kn: ['ರೋಟವೇಟ', 'ರೊಟವೇಟ', 'ರೋಟೋವೇಟ', 'ರೋಟಾವೇಟ', 'ರೋಟವೇಟರ'],
    },
  ],
  [
    'ploughing',
    {
      en: ['plough*', 'plow*', 'tillage', 'tilling', 'ploughning', 'plouging', 'ploughin'],
      kn: [
        'ಉಳುಮ',
        'ಉಳೋಕ',
        'ಉಳೊಕ',
        'ಉಳುವ',
        'ಉಳಲ',
        'ಉಳ್ಮ',
        'ಉಳಿಮ',
        'ಉಳುಬ',
        'ಉಳಬೇಕ',
        'ಉಳ್ಳೋಕ',
        'ನೇಗಿಲ',
        'ಪ್ಲೌ',
        'ಪ್ಲೋ',
        'ಉಳುಮೆ',
        'ಉಳ್ಸ',
        'ಉಳಿಸ',
      ],
      not: ['ಉಳಿಸಿಕೊ', 'ಉಳಿಸು', 'ಉಳಿಸಲ', 'ಉಳಿಸಬ'],
    },
  ],
  [
    'sowing',
    {
      en: ['sow', 'sowing', 'sown', 'drill', 'seeding'],
      kn: ['ಬಿತ್ತನ', 'ಬಿತ್ತೋಕ', 'ಬಿತ್ತಲ', 'ಬಿತ್ತುವ', 'ಬಿತ್ತಬ', 'ಕೂರಿಗ', 'ಬಿತ್ತಿ', 'ಬಿತ್ತೊಕ'],
      phrases: ['seed drill'],
    },
  ],
  ['threshing', { en: ['thresh*', 'tresher', 'threser'], kn: ['ಒಕ್ಕಣ', 'ಒಕ್ಕೋಕ', 'ಒಕ್ಕಲು', 'ಥ್ರೆಷ', 'ಒಕ್ಕಣೆ'] }],
  ['spraying', { en: ['spray*', 'spraing'], kn: ['ಸಿಂಪಡ', 'ಸಿಂಪರ', 'ಸ್ಪ್ರೇ', 'ಸ್ಪ್ರೆ', 'ಸಿಂಪಡಿಸ', 'ಡ್ರೋನ'], phrases: ['drone'] }],
  ['baling', { en: ['baler', 'baling', 'bales'], kn: ['ಬೇಲರ', 'ಬೇಲಿಂಗ', 'ಬೇಲ್'], phrases: ['straw bale', 'hay bale'] }],
  ['harvesting', harvestWords],
];

const machineWords: [Machine, Words][] = [
  [
    'power_tiller',
    { en: ['tiller', 'tillers', 'powertiller'], kn: ['ಟಿಲ್ಲರ', 'ಟಿಲ್ಲರ್', 'ಟಿಲರ'], phrases: ['power tiller'] },
  ],
  ['rotavator', { en: ['rotavator', 'rotovator', 'rotavators'], kn: ['ರೋಟವೇಟ', 'ರೋಟೋವೇಟ', 'ರೊಟವೇಟ'] }],
  ['harvester', { en: ['harvester*', 'combine', 'reaper'], kn: ['ಹಾರ್ವೆಸ್ಟ', 'ಹಾರ್ವಸ್ಟ', 'ಕಂಬೈನ', 'ಕಟಾವು ಯಂತ್ರ'] }],
  ['thresher', { en: ['thresher*'], kn: ['ಥ್ರೆಷರ', 'ಒಕ್ಕಣೆ ಯಂತ್ರ'] }],
  ['sprayer', { en: ['sprayer*'], kn: ['ಸ್ಪ್ರೇಯರ', 'ಸ್ಪ್ರೆಯರ', 'ಸಿಂಪರಣಾ', 'ಸಿಂಪಡಣಾ', 'ಪಂಪ್ ಸ್ಪ್ರೇ'] }],
  ['seed_drill', { en: ['drill', 'planter', 'seeder'], kn: ['ಕೂರಿಗ', 'ಡ್ರಿಲ್'], phrases: ['seed drill'] }],
  ['transplanter', { en: ['transplanter*'], kn: ['ಟ್ರಾನ್ಸ್‌ಪ್ಲಾಂಟರ', 'ನಾಟಿ ಯಂತ್ರ'] }],
  ['weeder', { en: ['weeder*'], kn: ['ವೀಡರ', 'ಕಳೆ ಯಂತ್ರ'] }],
  ['brush_cutter', { en: ['brushcutter'], kn: ['ಬ್ರಷ್ ಕಟರ', 'ಬ್ರಷ್‌ಕಟರ'], phrases: ['brush cutter'] }],
  ['baler', { en: ['baler*'], kn: ['ಬೇಲರ'] }],
  ['pump', { en: ['pump', 'pumpset', 'motor', 'borewell'], kn: ['ಪಂಪ', 'ಮೋಟರ', 'ಮೋಟಾರ'] }],
  [
    'tractor',
    {
      en: ['tractor*', 'tracter*', 'trector*', 'tracktor*'],
      kn: ['ಟ್ರ್ಯಾಕ್ಟರ', 'ಟ್ರಾಕ್ಟರ', 'ಟ್ರಾಕ್ಟ', 'ಟ್ರ್ಯಾಕ್ಟ', 'ಟ್ರೆಕ್ಟರ', 'ಟ್ರಾಕ್ಟರ್'],
    },
  ],
];

const aspectWords: [Aspect, Words][] = [
  [
    'pest',
    {
      en: [
        'pest*',
        'insect*',
        'worm*',
        'borer*',
        'armyworm*',
        'caterpillar*',
        'aphid*',
        'thrips',
        'whitefly',
        'whiteflies',
        'mite*',
        'beetle*',
        'weevil*',
        'hopper*',
        'bug*',
        'larva*',
        'grub*',
        'faw',
      ],
      kn: ['ಹುಳ', 'ಕೀಟ', 'ಕೊರಕ', 'ಸೈನಿಕ', 'ಬಿಳಿನೊಣ', 'ಥ್ರಿಪ್ಸ', 'ನುಸಿ', 'ಜಿಗಿಹುಳ', 'ಹೇನು', 'ದುಂಬಿ', 'ಕಂಬಳಿಹುಳ', 'ಗೊಣ್ಣೆ'],
      phrases: ['fall army', 'army worm'],
    },
  ],
  [
    'disease',
    {
      en: [
        'disease*',
        'spot*',
        'blight',
        'rot',
        'rotting',
        'wilt*',
        'blast',
        'mildew',
        'rust',
        'virus',
        'curl*',
        'yellow*',
        'ring*',
        'fungus',
        'fungal',
        'mosaic',
        'sigatoka',
        'koleroga',
        'tikka',
        'blotch*',
        'purple',
        'dying',
        'drying',
      ],
      kn: [
        'ರೋಗ',
        'ಚುಕ್ಕೆ',
        'ಚುಕ್ಕ',
        'ಕೊಳೆ',
        'ಕೊಳೆತ',
        'ಸೊರಗ',
        'ಮುದುರ',
        'ಮುರುಟ',
        'ಹಳದಿ',
        'ಕಲೆ',
        'ಅಂಗಮಾರ',
        'ಬೆಂಕಿ',
        'ಬೂದು',
        'ಒಣಗ',
        'ವೈರಸ',
        'ಉಂಗುರ',
        'ಸುಳಿ',
        'ಮಚ್ಚೆ',
        'ನೇರಳೆ',
      ],
    },
  ],
  [
    'fertiliser',
    {
      en: [
        'fertili*',
        'fertiliz*',
        'fertlizer',
        'fertiliser',
        'manure',
        'urea',
        'dap',
        'npk',
        'potash',
        'dose',
        'nutrient*',
        'nitrogen',
        'zinc',
        'gypsum',
        'boron',
        'feed',
        'feeding',
      ],
      kn: ['ಗೊಬ್ಬರ', 'ಯೂರಿಯ', 'ಯೂರಿಯಾ', 'ಡಿಎಪಿ', 'ಪೊಟ್ಯಾಷ', 'ಪೋಷಕ', 'ಗೊಬ್ರ', 'ಗೊಬ್ಬ', 'ಜಿಪ್ಸಂ', 'ಪೊಟಾಷ'],
    },
  ],
  [
    'seed_rate',
    {
      en: ['seed', 'seeds', 'seedrate', 'spacing', 'seedlings', 'suckers', 'setts', 'plants'],
      kn: ['ಬೀಜ', 'ಬಿತ್ತನೆ ಬೀಜ', 'ಸಸಿ', 'ಅಂತರ', 'ಕಂದು', 'ತುಂಡು', 'ಬೀಜದ'],
      phrases: ['seed rate', 'how many plants', 'how much seed'],
    },
  ],
  ['variety', { en: ['variety', 'varieties', 'hybrid*', 'verity'], kn: ['ತಳಿ', 'ಹೈಬ್ರಿಡ'] }],
  ['water', { en: ['water*', 'irrigat*'], kn: ['ನೀರ', 'ನೀರು', 'ನೀರಾವರ'] }],
  [
    'sowing_time',
    {
      en: ['when', 'month', 'months', 'season', 'time', 'sow', 'sowing', 'plant', 'planting', 'grow', 'growing'],
      kn: ['ಯಾವಾಗ', 'ತಿಂಗಳ', 'ಕಾಲ', 'ಸಮಯ', 'ಹಂಗಾಮ', 'ಬಿತ್ತ', 'ನಾಟಿ', 'ಬೆಳೆಯ', 'ಯಾವಗ', 'ಯಾವತ್ತ', 'ಹಾಕಬ', 'ಹಾಕೋ', 'ನೆಡ'],
      phrases: ['best time'],
    },
  ],
];

const hireWords: Words = {
  en: [
    'hire',
    'hiring',
    'rent',
    'rental',
    'book',
    'booking',
    'cost',
    'costs',
    'price',
    'charge*',
    'rate',
    'rates',
    'available',
    'need',
    'needed',
    'want',
    'get',
    'near',
    'nearby',
    'centre',
    'center',
  ],
  kn: [
    'ಬಾಡಿಗೆ',
    'ಎಷ್ಟು',
    'ಖರ್ಚ',
    'ದರ',
    'ರೇಟ',
    'ಬುಕ',
    'ಬೇಕು',
    'ಬೇಕಿತ್ತು',
    'ಬೇಕಾಗ',
    'ಸಿಗುತ',
    'ಸಿಗ್ತ',
    'ಸಿಗುತ್ತಾ',
    'ಮಾಡಿಸ',
    'ಹತ್ರ',
    'ಹತ್ತಿರ',
    'ಕೇಂದ್ರ',
    'ಬರುತ',
    'ಬರ್ತ',
    'ಚಾರ್ಜ',
  ],
  phrases: ['how much'],
};

/** Words that say the farmer wants a machine brought to the field, not advice on one. */
const strongHireWords: Words = {
  en: ['hire', 'hiring', 'rent', 'rental', 'book', 'booking', 'near', 'nearby', 'centre', 'center', 'need', 'want'],
  kn: ['ಬಾಡಿಗೆ', 'ಬುಕ', 'ಹತ್ರ', 'ಹತ್ತಿರ', 'ಬಳಿ', 'ಬೇಕು', 'ಬೇಕಿತ್ತು', 'ಸಿಗುತ', 'ಸಿಗ್ತ', 'ಕೇಂದ್ರ', 'ಮಾಡಿಸ', 'ಕಳಿಸ'],
};

const buyWords: Words = {
  en: ['buy', 'buying', 'purchase', 'purchasing', 'own', 'owning'],
  kn: ['ಖರೀದ', 'ಕೊಳ್ಳ', 'ಕೊಳ್ಳೋ', 'ತಗೋ', 'ತಗೊ', 'ತೆಗೆದುಕೊ', 'ಕೊಂಡುಕೊ', 'ಕೊಂಡ್ಕೊ', 'ಸ್ವಂತ', 'ತಗೊಳ್ಳ', 'ಖರೀದಿ'],
};
const rentWords: Words = { en: ['rent', 'renting', 'rental', 'hire', 'hiring'], kn: ['ಬಾಡಿಗೆ', 'ಬಾಡ್ಗೆ'] };

/** Every word the parser knows as something else: none of them is a place. */
const lexicon: Words[] = [
  ...Object.values(cropWords),
  ...workWords.map(([, w]) => w),
  ...machineWords.map(([, w]) => w),
  ...aspectWords.map(([, w]) => w),
  hireWords,
  buyWords,
  rentWords,
];

const AREA_UNITS: [RegExp, (value: number) => number][] = [
  [/^(acres?|acers?|akre|ac|ekare|ಎಕರೆ|ಎಕ್ರೆ|ಎಕರ|ಯಕರೆ|ಎಕರೇ|ಏಕರೆ|ಎಕರಾ|ಎಕ್ರ)/u, (v) => Math.round(v * 1000)],
  [/^(guntas?|guntes?|gunte|ಗುಂಟೆ|ಗುಂಟ|ಗುಂಠ|ಗುಂಟಾ)/u, (v) => Math.round(v) * MILLI_ACRES_PER_GUNTA],
  [/^(hectares?|hectors?|ha|ಹೆಕ್ಟೇರ|ಹೆಕ್ಟರ)/u, (v) => Math.round(v * 2471)],
];

/** The field's size: every '<number> <unit>' added up, so '2 acre 20 gunta' is 2.5 acres. */
function areaOf(normalized: string): number | null {
  let total = 0;
  let found = false;
  for (const m of normalized.matchAll(/(\d+(?:[.,]\d+)?)\s*([\p{L}\p{M}]+)/gu)) {
    const value = Number(m[1]!.replace(',', '.'));
    const unit = AREA_UNITS.find(([pattern]) => pattern.test(m[2]!));
    if (!unit || !(value > 0)) continue;
    total += unit[1](value);
    found = true;
  }
  return found ? total : null;
}

const weekdays: [number, RegExp][] = [
  [1, /\b(monday|mon)\b|ಸೋಮವಾರ|ಸೋಮವರ/u],
  [2, /\b(tuesday|tue|tues)\b|ಮಂಗಳವಾರ|ಮಂಗಳವರ/u],
  [3, /\b(wednesday|wed)\b|ಬುಧವಾರ|ಬುದವಾರ/u],
  [4, /\b(thursday|thu|thurs)\b|ಗುರುವಾರ|ಗುರುವರ/u],
  [5, /\b(friday|fri)\b|ಶುಕ್ರವಾರ|ಶುಕ್ರವರ/u],
  [6, /\b(saturday|sat)\b|ಶನಿವಾರ|ಶನಿವರ/u],
  [0, /\b(sunday|sun)\b|ಭಾನುವಾರ|ರವಿವಾರ|ಬಾನುವಾರ/u],
];

const NEXT_WEEK = /next week|ಮುಂದಿನ ?ವಾರ|ಮುಂದಿನ್ ವಾರ|ಬರುವ ವಾರ|ಮುಂದಿನ ವಾರದ|ನೆಕ್ಸ್ಟ್ ವೀಕ್|ಮುಂದಿನವಾರ/u;

function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The day asked for, from today (Asia/Kolkata), or null when the question names none. */
function dayOf(normalized: string, today: string): string | null {
  const nextWeek = NEXT_WEEK.test(normalized);
  const weekday = weekdays.find(([, pattern]) => pattern.test(normalized))?.[0];
  if (weekday !== undefined) {
    // The coming one; 'next week Monday' is the Monday of next week.
    const now = weekdayOf(today);
    let ahead = (weekday - now + 7) % 7 || 7;
    if (nextWeek) {
      const toNextMonday = ((1 - now + 7) % 7 || 7) + ((weekday + 6) % 7);
      ahead = toNextMonday;
    }
    return addDays(today, ahead);
  }
  if (nextWeek) return addDays(today, 7);
  if (/day after tomorrow|ನಾಡಿದ್ದು|ನಾಡಿದ್ದ/u.test(normalized)) return addDays(today, 2);
  if (/tomorrow|tmrw|ನಾಳೆ|ನಾಳೇ/u.test(normalized)) return addDays(today, 1);
  const inDays = /(?:in|after)\s+(\d{1,2})\s+days?|(\d{1,2})\s*ದಿನ(?:ದಲ್ಲಿ|ದ ನಂತರ|ಬಿಟ್ಟು| ಬಿಟ್ಟು|ದ ಮೇಲೆ)/u.exec(normalized);
  if (inDays) return addDays(today, Number(inDays[1] ?? inDays[2]));
  if (/\btoday\b|ಇವತ್ತು|ಇಂದು|ಇವತ್ತೇ/u.test(normalized)) return today;
  return null;
}

function daysOfUseOf(normalized: string): number | null {
  const m = /(\d{1,3})\s*(?:days?|ದಿನ)/u.exec(normalized);
  return m ? Number(m[1]) : null;
}

/** Kannada case endings a place name takes ('ಮಂಡ್ಯದಲ್ಲಿ', 'ಮದ್ದೂರಿಗೆ', 'ಹಾಸನದ ಹತ್ರ'); longest first. */
const PLACE_SUFFIXES = [
  'ದಲ್ಲಿ',
  'ನಲ್ಲಿ',
  'ಯಲ್ಲಿ',
  'ಅಲ್ಲಿ',
  'ಲ್ಲಿ',
  'ದಿಂದ',
  'ನಿಂದ',
  'ಯಿಂದ',
  'ಕ್ಕೆ',
  'ದ್ದು',
  'ಗೆ',
  'ದ',
  'ನ',
  'ಯ',
  'ಕಡೆ',
  'ಸೈಡ್',
].sort((a, b) => b.length - a.length);

/** A Kannada word as it may stand in the gazetteer: itself, without its case ending, with the -ು it dropped. */
function kannadaPlaceForms(word: string): string[] {
  const forms = [word];
  for (const suffix of PLACE_SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 2) continue;
    let stem = word.slice(0, -suffix.length);
    forms.push(stem);
    // ಮದ್ದೂರಲ್ಲಿ, ಮದ್ದೂರಿಗೆ: ಮದ್ದೂರು lost its -ು; ಬಾಗಲಕೋಟೆಯಲ್ಲಿ is ಬಾಗಲಕೋಟೆ + ಯಲ್ಲಿ.
    stem = stem.replace(/[\u0CBF]$/u, '');
    forms.push(`${stem}ು`, stem);
  }
  return [...new Set(forms)];
}

const PLACE_CUE_BEFORE = /^(near|in|at|around|from|to|nearby|for|of)$/;
const PLACE_CUE_AFTER = /^(ಹತ್ರ|ಹತ್ತಿರ|ಬಳಿ|ಹತ್ರದ|ಹತ್ತಿರದ|ಸಮೀಪ|ಕಡೆ|ಸುತ್ತ|ತಾಲೂಕು|ತಾಲ್ಲೂಕು|ಜಿಲ್ಲೆ|ಜಿಲ್ಲೆಯ|ಹತ್ರ್|side|taluk|district)$/u;

const ENGLISH_NOT_PLACES = new Set(
  (
    'the and for with what when where which how much many have has need want get give tell about near from into ' +
    'this that next week days day acre acres gunta guntas hectare field farm land crop crops please sir madam ' +
    'today tomorrow price cost rent hire buy machine machines best good time month season help work done our ' +
    'your their will would should could can does doing also than then there here some much more less very ' +
    'village town taluk district kannada english fields per each every after before morning evening'
  ).split(' '),
);

function isKnownWord(token: string): boolean {
  const t = [token];
  return lexicon.some((words) => matches(words, t, ''));
}

/** The words that may name the place, the cued ones first, each followed by its Kannada variants. */
function placeWordsOf(original: string, normalized: string): string[] {
  const tokens = tokensOf(normalized);
  const originalTokens = original
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}.]+/u)
    .filter(Boolean);
  const cued: string[] = [];
  const others: string[] = [];
  tokens.forEach((token, i) => {
    if (/\d/.test(token)) return;
    const kannada = KANNADA.test(token);
    if (!kannada && (token.length < 3 || ENGLISH_NOT_PLACES.has(token))) return;
    const cue = PLACE_CUE_BEFORE.test(tokens[i - 1] ?? '') || PLACE_CUE_AFTER.test(tokens[i + 1] ?? '');
    if (isKnownWord(token) && !cue) return;
    if (PLACE_CUE_AFTER.test(token) || PLACE_CUE_BEFORE.test(token)) return;
    const forms = kannada ? kannadaPlaceForms(token) : [token];
    // Two English words can be one name: 'Krishna Raja Nagar', 'K R Pet'.
    const next = tokens[i + 1];
    if (!kannada && next && !KANNADA.test(next) && !/\d/.test(next)) forms.push(`${token} ${next}`);
    (cue ? cued : others).push(...forms);
  });
  // Capitalised English words are likelier names than lower-case ones.
  const capitalised = new Set(originalTokens.filter((t) => /^[A-Z]/.test(t)).map((t) => t.toLowerCase()));
  others.sort((a, b) => Number(capitalised.has(b)) - Number(capitalised.has(a)));
  return [...new Set([...cued, ...others])];
}

function worksOf(tokens: string[], normalized: string, crop: Crop | null, machine: Machine | null): HireOperation[] {
  const found = workWords.filter(([, words]) => matches(words, tokens, normalized)).map(([work]) => work);
  const works: HireOperation[] = [];
  for (const work of found) {
    if (work !== 'harvesting') works.push(work);
    else if (crop === 'paddy') works.push('paddy_harvesting');
    else if (crop) works.push('other_harvesting');
    else works.push('paddy_harvesting', 'other_harvesting');
  }
  // A machine named without the work: a tractor ploughs or rotavates, a harvester harvests.
  if (works.length === 0 && machine) {
    const byMachine: Partial<Record<Machine, HireOperation[]>> = {
      tractor: ['ploughing', 'rotavating'],
      power_tiller: ['rotavating', 'ploughing'],
      rotavator: ['rotavating'],
      harvester: crop && crop !== 'paddy' ? ['other_harvesting'] : ['paddy_harvesting', 'other_harvesting'],
      thresher: ['threshing'],
      sprayer: ['spraying'],
      seed_drill: ['sowing'],
      transplanter: ['transplanting'],
      baler: ['baling'],
    };
    works.push(...(byMachine[machine] ?? []));
  }
  // Harvesting paddy is its own service; a thresher is not a harvester.
  return [...new Set(works)];
}

export function parseQuestion(question: string, today: string): ParsedQuestion {
  const normalized = normalizeQuestion(question);
  const tokens = tokensOf(normalized);
  const hasKn = KANNADA.test(normalized);
  const hasEn = tokens.some((t) => LATIN.test(t) && t.length > 2);
  const script = hasKn && hasEn ? 'mixed' : hasKn ? 'kn' : 'en';
  const crop =
    crops
      .slice()
      .sort((a, b) => Number(b === 'maize') - Number(a === 'maize'))
      .find((c) => matches(cropWords[c], tokens, normalized)) ?? null;
  const machine = machineWords.find(([, words]) => matches(words, tokens, normalized))?.[0] ?? null;
  const works = worksOf(tokens, normalized, crop, machine);
  const worksNamed = workWords.some(([, words]) => matches(words, tokens, normalized));
  const aspects = aspectWords.filter(([, words]) => matches(words, tokens, normalized)).map(([a]) => a);
  const areaMilliAcres = areaOf(normalized);
  const pin = /(?<!\d)[1-9]\d{5}(?!\d)/.exec(normalized)?.[0] ?? null;
  const placeWords = placeWordsOf(question, normalized);
  const day = dayOf(normalized, today);
  const buy = matches(buyWords, tokens, normalized);
  const rent = matches(rentWords, tokens, normalized);
  const asksAdvice = /\b(or|vs|versus|better|worth|should i)\b|ಅಥವಾ|ಒಳ್ಳೇದಾ|ಒಳ್ಳೆಯದಾ|ಲಾಭ|ಒಳ್ಳೆದ|ಸರಿಯಾ|ಬೇಕಾ|ಉತ್ತಮ/u.test(
    normalized,
  );
  const pest = aspects.includes('pest') || aspects.includes('disease');
  const hireAsked = matches(hireWords, tokens, normalized);
  // 'Which tractor is good for 5 acres?' asks which machine to choose; 'tractor for 5 acres near Hassan' hires one.
  const choosing = /\b(which|best|good|suitable|recommend)\b|ಯಾವ|ಒಳ್ಳೆ|ಉತ್ತಮ|ಸೂಕ್ತ/u.test(normalized);
  const hiresMachine = worksNamed || (matches(strongHireWords, tokens, normalized) && !choosing);
  let intent: QuestionIntent = 'other';
  if (buy && (rent || asksAdvice) && (machine || works.length > 0)) intent = 'rent_or_buy';
  else if (
    works.length > 0 &&
    hiresMachine &&
    (areaMilliAcres !== null || pin !== null || (hireAsked && !pest && !isWhenQuestion(tokens)))
  )
    intent = 'hire';
  // A machine question that names a crop ('which tractor for paddy?') is about the machine.
  else if ((crop || pest || aspects.includes('fertiliser')) && !(machine && aspects.length === 0)) intent = 'farming';
  // 'When should I harvest ragi?' asks about farming: the harvest is the aspect.
  const allAspects: Aspect[] =
    intent === 'farming' && matches(harvestWords, tokens, normalized) ? ['harvest', ...aspects] : aspects;
  return {
    intent,
    script,
    works,
    crop,
    machine,
    aspects:
      intent === 'farming' && allAspects.includes('harvest')
        ? allAspects.filter((a) => a !== 'sowing_time')
        : allAspects,
    areaMilliAcres,
    day,
    daysOfUse: daysOfUseOf(normalized),
    pin,
    placeWords,
    normalized,
  };
}

function isWhenQuestion(tokens: string[]): boolean {
  return tokens.some((t) => t === 'when' || t.startsWith('ಯಾವಾಗ') || t.startsWith('ಯಾವಗ'));
}
