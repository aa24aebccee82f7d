import { describe, expect, it } from 'vitest';
import { hirePath } from '../../../shared/chat';
import { hireSearchOf, readHireState } from '../hire/hire-state';

describe("an offer card's Book link", () => {
  it('opens /hire with the work, place, area, day, centre and slot filled in', () => {
    const path = hirePath({
      operation: 'paddy_harvesting',
      place: 'Maddur, Mandya 571428',
      lat: 12.56743,
      lon: 77.0219,
      areaMilliAcres: 3000,
      day: '2026-11-29',
      serviceId: 7,
      slot: 'morning',
    });
    expect(path.startsWith('/hire?')).toBe(true);
    const state = readHireState(path.slice('/hire'.length), '2026-11-22');
    expect(state).toMatchObject({
      op: 'paddy_harvesting',
      place: 'Maddur, Mandya 571428',
      lat: 12.56743,
      lon: 77.0219,
      area: '3',
      unit: 'acre',
      day: '2026-11-29',
      service: 7,
      slot: 'morning',
    });
    expect(hireSearchOf(state)).toEqual({
      operation: 'paddy_harvesting',
      lat: 12.56743,
      lon: 77.0219,
      areaMilliAcres: 3000,
      day: '2026-11-29',
    });
  });

  it('says less than an acre in guntas, more in acres', () => {
    const path = hirePath({
      operation: 'ploughing',
      place: 'Mandya',
      lat: 12.5,
      lon: 76.9,
      areaMilliAcres: 2500,
      day: '2026-11-23',
    });
    const state = readHireState(path.slice('/hire'.length), '2026-11-22');
    expect(state).toMatchObject({ area: '2.5', unit: 'acre' });
    expect(hireSearchOf(state)?.areaMilliAcres).toBe(2500);
    const small = hirePath({
      operation: 'ploughing',
      place: 'Mandya',
      lat: 12.5,
      lon: 76.9,
      areaMilliAcres: 500,
      day: '2026-11-23',
    });
    const smallState = readHireState(small.slice('/hire'.length), '2026-11-22');
    expect(smallState).toMatchObject({ area: '20', unit: 'gunta' });
    expect(hireSearchOf(smallState)?.areaMilliAcres).toBe(500);
  });
});
