/**
 * Place names in Kannada script for Kannada pages. The gazetteer (India Post's list) spells places in English only,
 * the old way ('Maddur S.O (Mandya)', 'Tumkur', 'Belgaum'), so a Kannada page gets:
 *  1. the official Kannada name where there is one: the 31 districts as the Government of Karnataka writes them,
 *     and the taluk seats and towns farmers name (the same names the gazetteer accepts typed in Kannada);
 *  2. otherwise a transliteration by the rules below: the usual parts of Karnataka's village names first (-halli
 *     ಹಳ್ಳಿ, -pura ಪುರ, -kere ಕೆರೆ, -ur ಊರು, Chikka-, Dodda-, Hosa-), then letter by letter.
 * India Post's office suffixes (S.O, B.O, H.O, the district in brackets) are dropped, and a part said twice in a
 * row ('Belagavi, Belagavi, Belagavi') is said once. Digits (a PIN code) stay as they are.
 */
import type { UiLocale } from './money.js';

/** Official Kannada names, by every English spelling in use (lowercase). */
const official: Record<string, string> = {
  // Districts (Government of Karnataka), with India Post's older spellings.
  bangalore: 'ಬೆಂಗಳೂರು',
  bengaluru: 'ಬೆಂಗಳೂರು',
  'bangalore rural': 'ಬೆಂಗಳೂರು ಗ್ರಾಮಾಂತರ',
  'bengaluru rural': 'ಬೆಂಗಳೂರು ಗ್ರಾಮಾಂತರ',
  'bangalore north': 'ಬೆಂಗಳೂರು ಉತ್ತರ',
  'bangalore south': 'ಬೆಂಗಳೂರು ದಕ್ಷಿಣ',
  ramanagar: 'ರಾಮನಗರ',
  ramanagara: 'ರಾಮನಗರ',
  ramanagaram: 'ರಾಮನಗರ',
  tumkur: 'ತುಮಕೂರು',
  tumakuru: 'ತುಮಕೂರು',
  chikkaballapur: 'ಚಿಕ್ಕಬಳ್ಳಾಪುರ',
  chikkaballapura: 'ಚಿಕ್ಕಬಳ್ಳಾಪುರ',
  'chik ballapur': 'ಚಿಕ್ಕಬಳ್ಳಾಪುರ',
  chickballapur: 'ಚಿಕ್ಕಬಳ್ಳಾಪುರ',
  kolar: 'ಕೋಲಾರ',
  mysore: 'ಮೈಸೂರು',
  mysuru: 'ಮೈಸೂರು',
  chamrajnagar: 'ಚಾಮರಾಜನಗರ',
  chamarajanagar: 'ಚಾಮರಾಜನಗರ',
  chamarajanagara: 'ಚಾಮರಾಜನಗರ',
  kodagu: 'ಕೊಡಗು',
  mandya: 'ಮಂಡ್ಯ',
  hassan: 'ಹಾಸನ',
  udupi: 'ಉಡುಪಿ',
  'dakshina kannada': 'ದಕ್ಷಿಣ ಕನ್ನಡ',
  davangere: 'ದಾವಣಗೆರೆ',
  davanagere: 'ದಾವಣಗೆರೆ',
  chickmagalur: 'ಚಿಕ್ಕಮಗಳೂರು',
  chikmagalur: 'ಚಿಕ್ಕಮಗಳೂರು',
  chikkamagaluru: 'ಚಿಕ್ಕಮಗಳೂರು',
  shimoga: 'ಶಿವಮೊಗ್ಗ',
  shivamogga: 'ಶಿವಮೊಗ್ಗ',
  chitradurga: 'ಚಿತ್ರದುರ್ಗ',
  dharwad: 'ಧಾರವಾಡ',
  haveri: 'ಹಾವೇರಿ',
  'uttara kannada': 'ಉತ್ತರ ಕನ್ನಡ',
  gadag: 'ಗದಗ',
  bellary: 'ಬಳ್ಳಾರಿ',
  ballari: 'ಬಳ್ಳಾರಿ',
  koppal: 'ಕೊಪ್ಪಳ',
  raichur: 'ರಾಯಚೂರು',
  gulbarga: 'ಕಲಬುರಗಿ',
  kalaburagi: 'ಕಲಬುರಗಿ',
  yadgir: 'ಯಾದಗಿರಿ',
  yadgiri: 'ಯಾದಗಿರಿ',
  bidar: 'ಬೀದರ್',
  bijapur: 'ವಿಜಯಪುರ',
  'bijapur(kar)': 'ವಿಜಯಪುರ',
  vijayapura: 'ವಿಜಯಪುರ',
  bagalkot: 'ಬಾಗಲಕೋಟೆ',
  bagalkote: 'ಬಾಗಲಕೋಟೆ',
  belgaum: 'ಬೆಳಗಾವಿ',
  belagavi: 'ಬೆಳಗಾವಿ',
  vijayanagara: 'ವಿಜಯನಗರ',
  // Taluk seats and towns.
  maddur: 'ಮದ್ದೂರು',
  malavalli: 'ಮಳವಳ್ಳಿ',
  pandavapura: 'ಪಾಂಡವಪುರ',
  srirangapatna: 'ಶ್ರೀರಂಗಪಟ್ಟಣ',
  srirangapatnam: 'ಶ್ರೀರಂಗಪಟ್ಟಣ',
  hubli: 'ಹುಬ್ಬಳ್ಳಿ',
  hubballi: 'ಹುಬ್ಬಳ್ಳಿ',
  sindhnur: 'ಸಿಂಧನೂರು',
  sindhanur: 'ಸಿಂಧನೂರು',
  gangavathi: 'ಗಂಗಾವತಿ',
  gangavati: 'ಗಂಗಾವತಿ',
  channapatna: 'ಚನ್ನಪಟ್ಟಣ',
  nagamangala: 'ನಾಗಮಂಗಲ',
  gubbi: 'ಗುಬ್ಬಿ',
  tiptur: 'ತಿಪಟೂರು',
  sira: 'ಶಿರಾ',
  madhugiri: 'ಮಧುಗಿರಿ',
  kunigal: 'ಕುಣಿಗಲ್',
  hunsur: 'ಹುಣಸೂರು',
  nanjangud: 'ನಂಜನಗೂಡು',
  gundlupet: 'ಗುಂಡ್ಲುಪೇಟೆ',
  kollegal: 'ಕೊಳ್ಳೇಗಾಲ',
  channarayapatna: 'ಚನ್ನರಾಯಪಟ್ಟಣ',
  arsikere: 'ಅರಸೀಕೆರೆ',
  holenarsipur: 'ಹೊಳೆನರಸೀಪುರ',
  hospet: 'ಹೊಸಪೇಟೆ',
  hosapete: 'ಹೊಸಪೇಟೆ',
  chintamani: 'ಚಿಂತಾಮಣಿ',
  kanakapura: 'ಕನಕಪುರ',
  magadi: 'ಮಾಗಡಿ',
  bhadravati: 'ಭದ್ರಾವತಿ',
  bhadravathi: 'ಭದ್ರಾವತಿ',
  sagar: 'ಸಾಗರ',
  channagiri: 'ಚನ್ನಗಿರಿ',
  hiriyur: 'ಹಿರಿಯೂರು',
  challakere: 'ಚಳ್ಳಕೆರೆ',
  manvi: 'ಮಾನ್ವಿ',
  mudhol: 'ಮುಧೋಳ',
  jamkhandi: 'ಜಮಖಂಡಿ',
  athani: 'ಅಥಣಿ',
  athni: 'ಅಥಣಿ',
  gokak: 'ಗೋಕಾಕ್',
  chikodi: 'ಚಿಕ್ಕೋಡಿ',
  bailhongal: 'ಬೈಲಹೊಂಗಲ',
  saundatti: 'ಸವದತ್ತಿ',
  ramdurg: 'ರಾಮದುರ್ಗ',
  nargund: 'ನರಗುಂದ',
  devanahalli: 'ದೇವನಹಳ್ಳಿ',
  nelamangala: 'ನೆಲಮಂಗಲ',
  mulbagal: 'ಮುಳಬಾಗಲು',
  malur: 'ಮಾಲೂರು',
  gauribidanur: 'ಗೌರಿಬಿದನೂರು',
  kadur: 'ಕಡೂರು',
  tarikere: 'ತರೀಕೆರೆ',
  sakleshpur: 'ಸಕಲೇಶಪುರ',
  arkalgud: 'ಅರಕಲಗೂಡು',
  karkala: 'ಕಾರ್ಕಳ',
  sirsi: 'ಶಿರಸಿ',
  karwar: 'ಕಾರವಾರ',
  kumta: 'ಕುಮಟಾ',
  yelandur: 'ಯಳಂದೂರು',
  'krishna raja nagar': 'ಕೃಷ್ಣರಾಜನಗರ',
  'k.r.nagar': 'ಕೆ.ಆರ್.ನಗರ',
  'k.r.pete': 'ಕೆ.ಆರ್.ಪೇಟೆ',
  krishnarajpet: 'ಕೆ.ಆರ್.ಪೇಟೆ',
  mangalore: 'ಮಂಗಳೂರು',
  mangaluru: 'ಮಂಗಳೂರು',
  koratagere: 'ಕೊರಟಗೆರೆ',
  pavagada: 'ಪಾವಗಡ',
  sidlaghatta: 'ಶಿಡ್ಲಘಟ್ಟ',
  sidlghatta: 'ಶಿಡ್ಲಘಟ್ಟ',
  virajpet: 'ವಿರಾಜಪೇಟೆ',
  somvarpet: 'ಸೋಮವಾರಪೇಟೆ',
  somwarpet: 'ಸೋಮವಾರಪೇಟೆ',
  madikeri: 'ಮಡಿಕೇರಿ',
  badami: 'ಬಾದಾಮಿ',
  belur: 'ಬೇಲೂರು',
  alur: 'ಆಲೂರು',
  sringeri: 'ಶೃಂಗೇರಿ',
  srinivaspur: 'ಶ್ರೀನಿವಾಸಪುರ',
  koppa: 'ಕೊಪ್ಪ',
  indi: 'ಇಂಡಿ',
  sindgi: 'ಸಿಂದಗಿ',
  ranebennur: 'ರಾಣೆಬೆನ್ನೂರು',
  shikarpur: 'ಶಿಕಾರಿಪುರ',
  tirthahalli: 'ತೀರ್ಥಹಳ್ಳಿ',
  sorab: 'ಸೊರಬ',
  sandur: 'ಸಂಡೂರು',
  siruguppa: 'ಸಿರುಗುಪ್ಪ',
  hungund: 'ಹುನಗುಂದ',
  bhalki: 'ಭಾಲ್ಕಿ',
  shahapur: 'ಶಹಾಪುರ',
  shorapur: 'ಸುರಪುರ',
  sedam: 'ಸೇಡಂ',
  afjalpur: 'ಅಫಜಲಪುರ',
  hangal: 'ಹಾನಗಲ್',
  honavar: 'ಹೊನ್ನಾವರ',
  ankola: 'ಅಂಕೋಲಾ',
  bantval: 'ಬಂಟ್ವಾಳ',
  bantwal: 'ಬಂಟ್ವಾಳ',
  sullia: 'ಸುಳ್ಯ',
  puttur: 'ಪುತ್ತೂರು',
  kundapura: 'ಕುಂದಾಪುರ',
  hosakote: 'ಹೊಸಕೋಟೆ',
  doddaballapur: 'ದೊಡ್ಡಬಳ್ಳಾಪುರ',
  anekal: 'ಆನೇಕಲ್',
  harihar: 'ಹರಿಹರ',
  honnali: 'ಹೊನ್ನಾಳಿ',
  lingsugur: 'ಲಿಂಗಸುಗೂರು',
  kushtagi: 'ಕುಷ್ಟಗಿ',
  shirahatti: 'ಶಿರಹಟ್ಟಿ',
  holalkere: 'ಹೊಳಲ್ಕೆರೆ',
  siddapur: 'ಸಿದ್ದಾಪುರ',
  yelahanka: 'ಯಲಹಂಕ',
  'b.bagewadi': 'ಬಸವನ ಬಾಗೇವಾಡಿ',
};

/** Whole words of addresses that are not names. */
const words: Record<string, string> = {
  rural: 'ಗ್ರಾಮಾಂತರ',
  north: 'ಉತ್ತರ',
  south: 'ದಕ್ಷಿಣ',
  east: 'ಪೂರ್ವ',
  west: 'ಪಶ್ಚಿಮ',
  road: 'ರಸ್ತೆ',
  near: 'ಹತ್ತಿರ',
  station: 'ಸ್ಟೇಷನ್',
  yard: 'ಯಾರ್ಡ್',
  apmc: 'ಎಪಿಎಂಸಿ',
  tapcms: 'ಟಿಎಪಿಸಿಎಂಎಸ್',
  agricultural: 'ಕೃಷಿ',
  university: 'ವಿಶ್ವವಿದ್ಯಾಲಯ',
  circle: 'ಸರ್ಕಲ್',
  main: 'ಮುಖ್ಯ',
  cross: 'ಕ್ರಾಸ್',
  bus: 'ಬಸ್',
  stand: 'ಸ್ಟ್ಯಾಂಡ್',
  market: 'ಮಾರುಕಟ್ಟೆ',
  town: 'ಟೌನ್',
  extension: 'ಬಡಾವಣೆ',
  layout: 'ಲೇಔಟ್',
  colony: 'ಕಾಲೋನಿ',
  camp: 'ಕ್ಯಾಂಪ್',
  nagar: 'ನಗರ',
};

/** Parts of village names, longest first: their spelling is fixed, the letter rules would miss it. */
const parts: [string, string][] = [
  ['aiah', 'ಯ್ಯ'],
  ['halli', 'ಹಳ್ಳಿ'],
  ['hally', 'ಹಳ್ಳಿ'],
  ['pattana', 'ಪಟ್ಟಣ'],
  ['patna', 'ಪಟ್ಟಣ'],
  ['palya', 'ಪಾಳ್ಯ'],
  ['palaya', 'ಪಾಳ್ಯ'],
  ['doddi', 'ದೊಡ್ಡಿ'],
  ['dodda', 'ದೊಡ್ಡ'],
  ['chikka', 'ಚಿಕ್ಕ'],
  ['chik', 'ಚಿಕ್ಕ'],
  ['hosa', 'ಹೊಸ'],
  ['nagara', 'ನಗರ'],
  ['nagar', 'ನಗರ'],
  ['pura', 'ಪುರ'],
  ['pur', 'ಪುರ'],
  ['kere', 'ಕೆರೆ'],
  ['gere', 'ಗೆರೆ'],
  ['pete', 'ಪೇಟೆ'],
  ['pet', 'ಪೇಟೆ'],
  ['kote', 'ಕೋಟೆ'],
  ['koppa', 'ಕೊಪ್ಪ'],
  ['koppal', 'ಕೊಪ್ಪಲು'],
  ['hatti', 'ಹಟ್ಟಿ'],
  ['gudda', 'ಗುಡ್ಡ'],
  ['gudi', 'ಗುಡಿ'],
  ['durga', 'ದುರ್ಗ'],
  ['wadi', 'ವಾಡಿ'],
  ['vadi', 'ವಾಡಿ'],
  ['uru', 'ೂರು'],
  ['ur', 'ೂರು'],
];

const vowels: [string, string, string][] = [
  // spelling, independent letter, sign after a consonant
  ['aa', 'ಆ', 'ಾ'],
  ['ai', 'ಐ', 'ೈ'],
  ['au', 'ಔ', 'ೌ'],
  ['ee', 'ಈ', 'ೀ'],
  ['ii', 'ಈ', 'ೀ'],
  ['oo', 'ಊ', 'ೂ'],
  ['uu', 'ಊ', 'ೂ'],
  ['ou', 'ಔ', 'ೌ'],
  ['a', 'ಅ', ''],
  ['e', 'ಎ', 'ೆ'],
  ['i', 'ಇ', 'ಿ'],
  ['o', 'ಒ', 'ೊ'],
  ['u', 'ಉ', 'ು'],
];

const consonants: [string, string][] = [
  ['ksh', 'ಕ್ಷ'],
  ['chh', 'ಛ'],
  ['kh', 'ಖ'],
  ['gh', 'ಘ'],
  ['ch', 'ಚ'],
  ['jh', 'ಝ'],
  ['th', 'ತ'],
  ['dh', 'ಧ'],
  ['ph', 'ಫ'],
  ['bh', 'ಭ'],
  ['sh', 'ಶ'],
  ['k', 'ಕ'],
  ['g', 'ಗ'],
  ['c', 'ಕ'],
  ['j', 'ಜ'],
  ['t', 'ಟ'],
  ['d', 'ದ'],
  ['n', 'ನ'],
  ['p', 'ಪ'],
  ['f', 'ಫ'],
  ['b', 'ಬ'],
  ['m', 'ಮ'],
  ['y', 'ಯ'],
  ['r', 'ರ'],
  ['l', 'ಲ'],
  ['v', 'ವ'],
  ['w', 'ವ'],
  ['s', 'ಸ'],
  ['h', 'ಹ'],
  ['z', 'ಜ'],
  ['x', 'ಕ್ಸ'],
  ['q', 'ಕ'],
];

const VIRAMA = '್';
const NASAL_BEFORE = /^[kgcjtdpbs]/;

function startsWithVowel(rest: string): [string, string, string] | undefined {
  return vowels.find(([spelling]) => rest.startsWith(spelling));
}

/** One word, letter by letter, with the parts above; lowercase Latin letters only. */
function transliterateWord(word: string): string {
  let out = '';
  let i = 0;
  /** The last thing written was a consonant still waiting for its vowel. */
  let bare = false;
  while (i < word.length) {
    const rest = word.slice(i);
    const part = parts.find(([spelling]) => {
      if (!rest.startsWith(spelling)) return false;
      // A suffix part ends the word (or is followed by a vowel-less end); a prefix part starts it.
      if (spelling === 'ur' || spelling === 'uru') return rest === spelling && bare;
      if (spelling === 'chik' || spelling === 'pur' || spelling === 'pet' || spelling === 'nagar')
        return rest === spelling || (spelling === 'chik' && i === 0);
      return true;
    });
    if (part) {
      // '-aiah' (Abbaiah ಅಬ್ಬಯ್ಯ) and '-ur' (Maddur ಮದ್ದೂರು) finish the consonant before them.
      if (part[1].startsWith('ೂ') || part[0] === 'aiah') out += part[1];
      else out += (bare ? VIRAMA : '') + part[1];
      bare = false;
      i += part[0].length;
      continue;
    }
    const vowel = startsWithVowel(rest);
    if (vowel) {
      out += bare ? vowel[2] : vowel[1];
      bare = false;
      i += vowel[0].length;
      continue;
    }
    // A word-final 'm' is the anusvara: Sedam ಸೇಡಂ, Ganjam ಗಂಜಂ.
    if (rest === 'm' && !bare && out !== '') {
      out += 'ಂ';
      i += 1;
      continue;
    }
    // A nasal before another consonant is the anusvara: Mandya ಮಂಡ್ಯ, Gundlupet ಗುಂಡ್ಲುಪೇಟೆ.
    if ((rest[0] === 'n' || rest[0] === 'm') && !bare && out !== '' && NASAL_BEFORE.test(rest.slice(1))) {
      out += 'ಂ';
      i += 1;
      continue;
    }
    const consonant = consonants.find(([spelling]) => rest.startsWith(spelling));
    if (consonant) {
      // A double letter is a doubled consonant (Maddur ಮದ್ದ); 'tt' and 'dd' stay what a single one is.
      out += (bare ? VIRAMA : '') + consonant[1];
      bare = true;
      i += consonant[0].length;
      continue;
    }
    i += 1;
  }
  // A word ending in a consonant keeps it bare (Kunigal ಕುಣಿಗಲ್): the virama says so.
  return bare ? out + VIRAMA : out;
}

function cleanName(name: string): string {
  return name
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\b[SBHG]\.?\s?O\.?(?=\s|,|$)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A place name (or an address part) in Kannada script: the official name where there is one, else by the rules.
 * Text already in Kannada, digits and punctuation pass through.
 */
export function placeNameInKannada(name: string): string {
  const clean = cleanName(name);
  const whole = official[clean.toLowerCase()];
  if (whole) return whole;
  // 'Near X' is said 'X ಹತ್ತಿರ'.
  const near = /^near\s+(.+)$/i.exec(clean);
  if (near) return `${placeNameInKannada(near[1]!)} ಹತ್ತಿರ`;
  // Initials run into a name ('A.Venkatapura') are said apart: 'ಎ.ವೆಂಕಟಪುರ'.
  const initialled = /^((?:[A-Za-z]\.\s?)+)([A-Za-z]{2,}.*)$/.exec(clean);
  if (initialled && !official[clean.toLowerCase()]) {
    return `${initials(initialled[1]!.replace(/\s/g, '').toLowerCase())}.${placeNameInKannada(initialled[2]!)}`;
  }
  return clean.replace(/[A-Za-z][A-Za-z.]*/g, (token) => {
    const lower = token.toLowerCase();
    const plain = lower.replace(/\.$/, '');
    const known = official[lower] ?? official[plain] ?? words[plain];
    if (known) return known + (lower.endsWith('.') && !official[lower] ? '.' : '');
    // Initials ('K.R.', 'B M Road'): each letter as it is said.
    if (/^([a-z]\.)+[a-z]?$/.test(lower) || plain.length === 1) return initials(plain);
    return transliterateWord(plain.replace(/\./g, '')) + (lower.endsWith('.') ? '.' : '');
  });
}

const letterNames: Record<string, string> = {
  a: 'ಎ',
  b: 'ಬಿ',
  c: 'ಸಿ',
  d: 'ಡಿ',
  e: 'ಇ',
  f: 'ಎಫ್',
  g: 'ಜಿ',
  h: 'ಎಚ್',
  i: 'ಐ',
  j: 'ಜೆ',
  k: 'ಕೆ',
  l: 'ಎಲ್',
  m: 'ಎಂ',
  n: 'ಎನ್',
  o: 'ಒ',
  p: 'ಪಿ',
  q: 'ಕ್ಯೂ',
  r: 'ಆರ್',
  s: 'ಎಸ್',
  t: 'ಟಿ',
  u: 'ಯು',
  v: 'ವಿ',
  w: 'ಡಬ್ಲ್ಯು',
  x: 'ಎಕ್ಸ್',
  y: 'ವೈ',
  z: 'ಜೆಡ್',
};

function initials(letters: string): string {
  return letters
    .split('.')
    .filter(Boolean)
    .map((letter) => letterNames[letter] ?? letter)
    .join('.');
}

/** One place name for the reader: Kannada script on a Kannada page, India Post's suffixes dropped in English. */
export function placeNameIn(locale: UiLocale, name: string): string {
  return locale === 'kn' ? placeNameInKannada(name) : cleanName(name);
}

/**
 * Parts of a place said once each, in the reader's script: ['Belagavi', 'Belagavi', 'Belagavi'] is 'Belagavi';
 * ['Maddur S.O (Mandya)', 'Maddur', 'Mandya'] is 'ಮದ್ದೂರು, ಮಂಡ್ಯ' on a Kannada page.
 */
export function placeLine(partsOfPlace: readonly (string | null | undefined)[], locale: UiLocale): string {
  const shown: string[] = [];
  for (const raw of partsOfPlace) {
    if (!raw || !raw.trim()) continue;
    const part = locale === 'kn' ? placeNameInKannada(raw) : cleanName(raw);
    if (!shown.includes(part)) shown.push(part);
  }
  return shown.join(', ');
}

/**
 * A place label stored as text ('Mandya, Mandya 571401', 'Maddur S.O (Mandya), Mandya'), for the reader: each
 * comma-separated part once, in Kannada script on a Kannada page; a PIN code stays at the end of its part.
 */
export function placeLabelIn(locale: UiLocale, label: string): string {
  const partsOfLabel = label.split(',').map((part) => part.trim());
  const pin = /\s*\b(\d{6})$/;
  const pins: string[] = [];
  const names = partsOfLabel.map((part) => {
    const match = pin.exec(part);
    if (match) pins.push(match[1]!);
    return part.replace(pin, '');
  });
  const line = placeLine(names, locale);
  return pins.length > 0 ? `${line} ${pins.join(' ')}` : line;
}
