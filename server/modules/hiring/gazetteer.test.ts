import { describe, expect, it } from 'vitest';
import { gazetteer, plainPlaceName } from './gazetteer.js';

describe('place resolution prefers towns and taluk seats', () => {
  it('reads the name without the post office suffix', () => {
    expect(plainPlaceName('Maddur S.O (Mandya)')).toBe('Maddur');
    expect(plainPlaceName('Puttur(D.K.)')).toBe('Puttur');
    expect(plainPlaceName('Mandya')).toBe('Mandya');
  });

  it('resolves Maddur, in English or Kannada, to the town in Mandya, not the village in Chamarajanagar', () => {
    for (const name of ['Maddur', 'maddur', 'ಮದ್ದೂರು']) {
      const resolved = gazetteer.resolve(name);
      expect(resolved, name).toMatchObject({
        kind: 'found',
        rank: 1,
        place: { pinCode: '571428', district: 'Mandya' },
      });
    }
  });

  it('resolves a district by its old or new name, in either script, to its headquarters', () => {
    expect(gazetteer.resolve('Mandya')).toMatchObject({ kind: 'found', rank: 2, place: { pinCode: '571401' } });
    expect(gazetteer.resolve('Tumakuru')).toMatchObject({ kind: 'found', place: { pinCode: '572101' } });
    expect(gazetteer.resolve('ತುಮಕೂರು')).toMatchObject({ kind: 'found', place: { pinCode: '572101' } });
    expect(gazetteer.resolve('Tumkur')).toMatchObject({ kind: 'found', place: { pinCode: '572101' } });
    expect(gazetteer.resolve('ಬೆಳಗಾವಿ')).toMatchObject({ kind: 'found', place: { district: 'Belagavi' } });
  });

  it('prefers the taluk seat among villages of the same name', () => {
    expect(gazetteer.resolve('Nagamangala')).toMatchObject({ kind: 'found', place: { pinCode: '571432' } });
    expect(gazetteer.resolve('Hospet')).toMatchObject({ kind: 'found', place: { pinCode: '583201' } });
  });

  it('asks which when places share a name and none is a town', () => {
    const resolved = gazetteer.resolve('Abbihal');
    expect(resolved.kind).toBe('ambiguous');
    if (resolved.kind !== 'ambiguous') return;
    expect(resolved.places.map((p) => p.pinCode).sort()).toEqual(['586213', '591304']);
  });

  it('finds nothing for a word that is no place, and a PIN code is its place', () => {
    expect(gazetteer.resolve('harvester')).toEqual({ kind: 'none' });
    expect(gazetteer.resolve('571428')).toMatchObject({ kind: 'found', place: { pinCode: '571428' } });
  });

  it('lists the town first in the /hire place search', () => {
    expect(gazetteer.search('Maddur')[0]).toMatchObject({ pinCode: '571428' });
    expect(gazetteer.search('ಮದ್ದೂರು')[0]).toMatchObject({ pinCode: '571428' });
  });
});
