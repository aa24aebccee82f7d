import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acresAndGuntas,
  advanceFor,
  billHire,
  cancellationTerms,
  chargeableKm,
  distanceKm,
  estimatedHoursMilli,
  guntasToMilliAcres,
  halvesOf,
  milliAcresToGuntas,
  needsFarmerAcceptance,
  quoteHire,
  slotCapacityMilli,
  slotStart,
  toMilli,
  type HireRates,
} from './hiring.js';

/** Paddy harvesting at ₹2,200 an acre, ₹2,000 minimum, ₹30/km beyond 10 km. */
const perAcre: HireRates = {
  unit: 'acre',
  rate: 220_000,
  minimumCharge: 200_000,
  travelPerKm: 3_000,
  freeKm: 10,
  acresPerHourMilli: null,
  advancePercent: 25,
};

/** Rotavating at ₹1,200 an hour, a crew doing 0.8 acre an hour. */
const perHour: HireRates = {
  unit: 'hour',
  rate: 120_000,
  minimumCharge: 60_000,
  travelPerKm: 2_500,
  freeKm: 5,
  acresPerHourMilli: 800,
  advancePercent: 25,
};

describe('guntas and acres', () => {
  it('counts 40 guntas to the acre', () => {
    expect(guntasToMilliAcres(40)).toBe(1000);
    expect(guntasToMilliAcres(1)).toBe(25);
    expect(milliAcresToGuntas(3200)).toBe(128);
    expect(acresAndGuntas(3200)).toEqual({ acres: 3, guntas: 8 });
    expect(acresAndGuntas(toMilli(0.5))).toEqual({ acres: 0, guntas: 20 });
  });

  it('goes from guntas to acres and back without losing a gunta', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (g) => milliAcresToGuntas(guntasToMilliAcres(g)) === g),
    );
  });

  it('refuses parts of a gunta and more precision than a thousandth', () => {
    expect(() => guntasToMilliAcres(1.5)).toThrow(RangeError);
    expect(() => guntasToMilliAcres(-1)).toThrow(RangeError);
    expect(toMilli(3.2)).toBe(3200);
    expect(() => toMilli(0.0001)).toThrow(RangeError);
    expect(() => toMilli(-1)).toThrow(RangeError);
  });
});

describe('the quote per acre', () => {
  it('charges area x rate when the field is within the free distance', () => {
    const q = quoteHire(perAcre, 3000, 8.4);
    expect(q).toMatchObject({ quantityMilli: 3000, work: 660_000, chargeableKm: 0, travel: 0, total: 660_000 });
    expect(q.advance).toBe(165_000);
    expect(q.balance).toBe(495_000);
  });

  it('adds travel per whole km beyond the free km', () => {
    // 12.1 km -> 13 km, 3 beyond the free 10, at ₹30.
    const q = quoteHire(perAcre, 3000, 12.1);
    expect(q.chargeableKm).toBe(3);
    expect(q.travel).toBe(9_000);
    expect(q.total).toBe(669_000);
  });

  it('charges at least the minimum for a small field', () => {
    // 10 guntas = 0.25 acre = ₹550 of work, below the ₹2,000 minimum.
    const q = quoteHire(perAcre, guntasToMilliAcres(10), 0);
    expect(q.work).toBe(55_000);
    expect(q.minimumApplied).toBe(true);
    expect(q.total).toBe(200_000);
    expect(q.advance).toBe(50_000);
  });

  it('rounds a part of a paisa half up', () => {
    expect(quoteHire({ ...perAcre, rate: 333, minimumCharge: 0 }, 1500, 0).work).toBe(500); // 499.5 -> 500
    expect(quoteHire({ ...perAcre, rate: 333, minimumCharge: 0 }, 1, 0).work).toBe(0); // 0.333 -> 0
  });
});

describe('the quote per hour', () => {
  it('estimates hours from the area and the crew rate, up to a quarter hour', () => {
    expect(estimatedHoursMilli(2000, 800)).toBe(2500); // 2.5 h exactly
    expect(estimatedHoursMilli(1000, 800)).toBe(1250); // 1.25 h exactly
    expect(estimatedHoursMilli(1100, 800)).toBe(1500); // 1.375 h -> 1.5 h
    const q = quoteHire(perHour, 2000, 9);
    expect(q).toMatchObject({
      unit: 'hour',
      quantityMilli: 2500,
      work: 300_000,
      chargeableKm: 4,
      travel: 10_000,
      total: 310_000,
    });
  });

  it('never estimates fewer hours than the work takes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 50, max: 5000 }), (area, rate) => {
        const hours = estimatedHoursMilli(area, rate);
        return hours * rate >= area * 1000 && (hours - 250) * rate < area * 1000 && hours % 250 === 0;
      }),
    );
  });

  it('cannot estimate hours without the crew rate', () => {
    expect(() => quoteHire({ ...perHour, acresPerHourMilli: null }, 1000, 0)).toThrow(RangeError);
  });
});

describe('any quote', () => {
  const rates = fc.record({
    unit: fc.constantFrom('acre' as const, 'hour' as const),
    rate: fc.integer({ min: 0, max: 1_000_000 }),
    minimumCharge: fc.integer({ min: 0, max: 1_000_000 }),
    travelPerKm: fc.integer({ min: 0, max: 10_000 }),
    freeKm: fc.integer({ min: 0, max: 50 }),
    acresPerHourMilli: fc.integer({ min: 100, max: 5000 }),
    advancePercent: fc.integer({ min: 0, max: 100 }),
  });

  it('is whole paise, at least the minimum, and work + travel when above it; advance + balance = total', () => {
    fc.assert(
      fc.property(
        rates,
        fc.integer({ min: 0, max: 100_000 }),
        fc.double({ min: 0, max: 300, noNaN: true }),
        (r, area, km) => {
          const q = quoteHire(r, area, km);
          for (const amount of [q.work, q.travel, q.total, q.advance, q.balance])
            expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
          expect(q.total).toBeGreaterThanOrEqual(r.minimumCharge);
          expect(q.total).toBe(Math.max(r.minimumCharge, q.work + q.travel));
          expect(q.advance + q.balance).toBe(q.total);
          expect(q.advance).toBeLessThanOrEqual(q.total);
        },
      ),
    );
  });

  it('never costs less for a bigger field or a farther one', () => {
    fc.assert(
      fc.property(
        rates,
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 200 }),
        (r, a, extra, km) => {
          expect(quoteHire(r, a + extra, km).total).toBeGreaterThanOrEqual(quoteHire(r, a, km).total);
          expect(quoteHire(r, a, km + 7).total).toBeGreaterThanOrEqual(quoteHire(r, a, km).total);
        },
      ),
    );
  });
});

describe('travel', () => {
  it('charges whole km beyond the free distance', () => {
    expect(chargeableKm(10, 10)).toBe(0);
    expect(chargeableKm(10.0000001, 10)).toBe(0);
    expect(chargeableKm(10.2, 10)).toBe(1);
    expect(chargeableKm(3, 10)).toBe(0);
    expect(() => chargeableKm(-1, 10)).toThrow(RangeError);
  });

  it('measures Mandya to Maddur as about 18 km in a straight line', () => {
    const km = distanceKm({ lat: 12.5221, lon: 76.9009 }, { lat: 12.5843, lon: 77.0465 });
    expect(km).toBeGreaterThan(16);
    expect(km).toBeLessThan(19);
  });
});

describe('the advance', () => {
  it('is 25 % by default, up to a whole rupee, never above the total', () => {
    expect(advanceFor(660_000)).toBe(165_000);
    expect(advanceFor(100_001)).toBe(25_100); // ₹250.0025 -> ₹251
    expect(advanceFor(50, 100)).toBe(50);
    expect(advanceFor(660_000, 40)).toBe(264_000);
    expect(() => advanceFor(100, 101)).toThrow(RangeError);
  });
});

describe('the bill and the 10 % rule', () => {
  it('bills the measured acres + travel, less the advance', () => {
    const q = quoteHire(perAcre, 3000, 12.1); // ₹6,690, advance ₹1,673 (1672.5 up to a rupee)
    expect(q.advance).toBe(167_300);
    const bill = billHire(perAcre, 3200, 12.1, q.total, q.advance);
    expect(bill.work).toBe(704_000);
    expect(bill.total).toBe(713_000);
    expect(bill.balance).toBe(713_000 - 167_300);
    expect(bill.needsAcceptance).toBe(false); // 6.6 % above the quote
  });

  it('asks the farmer to accept a bill more than 10 % above the quote', () => {
    expect(needsFarmerAcceptance(110_000, 100_000)).toBe(false);
    expect(needsFarmerAcceptance(110_001, 100_000)).toBe(true);
    const q = quoteHire(perAcre, 3000, 0);
    expect(billHire(perAcre, 3300, 0, q.total, q.advance).needsAcceptance).toBe(false);
    expect(billHire(perAcre, 3400, 0, q.total, q.advance).needsAcceptance).toBe(true);
  });

  it('keeps the minimum and owes nothing when the advance covers the bill', () => {
    const bill = billHire(perAcre, 100, 0, 200_000, 50_000);
    expect(bill.total).toBe(200_000);
    expect(bill.balance).toBe(150_000);
    expect(billHire({ ...perAcre, minimumCharge: 0 }, 100, 0, 200_000, 50_000).balance).toBe(0);
  });

  it('bills per hour by the measured hours', () => {
    const bill = billHire(perHour, 3000, 0, 300_000, 75_000);
    expect(bill.total).toBe(360_000);
    expect(bill.needsAcceptance).toBe(true); // 20 % above
  });
});

describe('slots and cancelling', () => {
  it('starts the morning and the whole day at 07:00 and the afternoon at 13:00 in Kolkata', () => {
    expect(slotStart('2026-12-01', 'morning').toISOString()).toBe('2026-12-01T01:30:00.000Z');
    expect(slotStart('2026-12-01', 'whole_day').toISOString()).toBe('2026-12-01T01:30:00.000Z');
    expect(slotStart('2026-12-01', 'afternoon').toISOString()).toBe('2026-12-01T07:30:00.000Z');
    expect(halvesOf('whole_day')).toEqual(['am', 'pm']);
    expect(slotCapacityMilli(8000, 'morning')).toBe(4000);
    expect(slotCapacityMilli(8000, 'whole_day')).toBe(8000);
  });

  it('is free up to 24 hours before the slot, then the advance is kept', () => {
    const start = slotStart('2026-12-01', 'morning');
    const before = (ms: number) => new Date(start.getTime() - ms);
    expect(cancellationTerms(start, before(24 * 3600_000), 165_000)).toEqual({ free: true, refund: 165_000, kept: 0 });
    expect(cancellationTerms(start, before(24 * 3600_000 - 1), 165_000)).toEqual({
      free: false,
      refund: 0,
      kept: 165_000,
    });
    expect(cancellationTerms(start, before(-3600_000), 165_000).free).toBe(false);
  });
});
