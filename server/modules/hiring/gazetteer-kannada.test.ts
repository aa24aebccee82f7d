import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placeNameInKannada } from '../../../shared/place-names.js';

/** Every place of the gazetteer (shared/place-names.ts's rules over India Post's English list) in Kannada script. */
describe('place names of the gazetteer in Kannada', () => {
  it('leaves no Latin letter in any village, taluk or district name', () => {
    const file = JSON.parse(readFileSync(new URL('gazetteer/karnataka.json', import.meta.url), 'utf8')) as {
      places: [string, string, string][];
      pins: Record<string, [number, number, string]>;
    };
    const names = [
      ...file.places.flatMap(([name, , taluk]) => [name, taluk]),
      ...Object.values(file.pins).map(([, , district]) => district),
    ].filter((name) => name !== 'NA');
    expect(names.length).toBeGreaterThan(9_000);
    const latin = names.filter((name) => /[A-Za-z]/.test(placeNameInKannada(name)));
    expect(latin.slice(0, 20)).toEqual([]);
  });
});
