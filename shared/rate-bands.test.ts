import { describe, expect, it } from 'vitest';
import { hireOperations, hireUnits } from './hiring.js';
import { checkRate, DEFAULT_RATE_BANDS, rateBand } from './rate-bands.js';

describe('rate bands', () => {
  it('has a sane band for every work and unit', () => {
    for (const operation of hireOperations) {
      for (const unit of hireUnits) {
        const band = DEFAULT_RATE_BANDS[operation][unit];
        expect(Number.isSafeInteger(band.low) && band.low > 0).toBe(true);
        expect(band.high).toBeGreaterThan(band.low);
      }
    }
  });

  it('lists ploughing at ₹1,100 an hour in Mandya at once, and asks the owner about ₹2,000', () => {
    expect(checkRate({ district: 'Mandya', operation: 'ploughing', unit: 'hour', rate: 110_000 })).toEqual({
      within: true,
      band: { low: 80_000, high: 140_000 },
    });
    expect(checkRate({ district: 'Mandya', operation: 'ploughing', unit: 'hour', rate: 200_000 })).toMatchObject({
      within: false,
      side: 'above',
    });
    expect(checkRate({ district: 'Mandya', operation: 'ploughing', unit: 'hour', rate: 50_000 })).toMatchObject({
      within: false,
      side: 'below',
    });
  });

  it('includes both ends of the band', () => {
    const { low, high } = rateBand('Mandya', 'spraying', 'acre');
    expect(checkRate({ district: 'Mandya', operation: 'spraying', unit: 'acre', rate: low }).within).toBe(true);
    expect(checkRate({ district: 'Mandya', operation: 'spraying', unit: 'acre', rate: high }).within).toBe(true);
    expect(checkRate({ district: 'Mandya', operation: 'spraying', unit: 'acre', rate: high + 1 }).within).toBe(false);
  });

  it("uses a district's own band where it has one, whatever the spacing and case of its name", () => {
    expect(rateBand(' bengaluru  urban', 'ploughing', 'hour')).toEqual({ low: 100_000, high: 170_000 });
    expect(checkRate({ district: 'Bengaluru Urban', operation: 'ploughing', unit: 'hour', rate: 160_000 }).within).toBe(
      true,
    );
    expect(checkRate({ district: 'Mandya', operation: 'ploughing', unit: 'hour', rate: 160_000 }).within).toBe(false);
    // A district's override names some works only: the rest keep the default.
    expect(rateBand('Bengaluru Urban', 'baling', 'acre')).toEqual(DEFAULT_RATE_BANDS.baling.acre);
  });
});
