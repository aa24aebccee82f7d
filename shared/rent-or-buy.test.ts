import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxOn } from './money';
import { MAX_RENTAL_DAYS } from './rental';
import { daysBeforeBuyingCostsLess, rentOrBuyAdvice, rentTotalWithGst } from './rent-or-buy';

const both = { isAvailableForSale: true, isAvailableForRent: true };
// ₹12,500 to buy, ₹250 a day: buying costs less from the 51st day.
const sprayer = { ...both, price: 1_250_000, rentalPricePerDay: 25_000 };
// ₹7,10,000 to buy, ₹2,000 a day: buying only pays after 355 days, far past one booking.
const tractor = { ...both, price: 71_000_000, rentalPricePerDay: 200_000 };

describe('rentOrBuyAdvice', () => {
  it('before dates, speaks only when buying pays within one booking, with GST counted', () => {
    expect(rentOrBuyAdvice(sprayer)).toEqual({ kind: 'buy-if-longer', maxRentDays: 50, buyTotal: 1_475_000 });
    expect(rentOrBuyAdvice(tractor)).toBeNull();
  });

  it('stays silent for items offered only one way', () => {
    expect(rentOrBuyAdvice({ ...sprayer, isAvailableForSale: false }, 80)).toBeNull();
    expect(rentOrBuyAdvice({ ...sprayer, isAvailableForRent: false })).toBeNull();
    expect(rentOrBuyAdvice({ ...sprayer, rentalPricePerDay: null })).toBeNull();
  });

  it('with dates, compares this rental with buying: dearer now, dearer by next season, or nothing', () => {
    expect(rentOrBuyAdvice(sprayer, 60)).toEqual({
      kind: 'buying-cheaper',
      days: 60,
      rentTotal: 1_770_000,
      buyTotal: 1_475_000,
    });
    expect(rentOrBuyAdvice(sprayer, 50)).toEqual({
      kind: 'buy-if-needed-again',
      days: 50,
      rentTotal: 1_475_000,
      buyTotal: 1_475_000,
    });
    expect(rentOrBuyAdvice(sprayer, 26)?.kind).toBe('buy-if-needed-again');
    expect(rentOrBuyAdvice(sprayer, 25)).toBeNull();
    expect(rentOrBuyAdvice(tractor, 92)).toBeNull();
  });

  it('finds the last day on which renting costs no more than buying, tax rounding included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 1, max: 1e7 }), (price, daily) => {
        const days = daysBeforeBuyingCostsLess(price, daily);
        const buy = price + taxOn(price);
        expect(rentTotalWithGst(daily, days)).toBeLessThanOrEqual(buy);
        expect(rentTotalWithGst(daily, days + 1)).toBeGreaterThan(buy);
      }),
    );
  });

  it('never hints at a rental longer than one booking allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e7 }), (price, daily) => {
        const advice = rentOrBuyAdvice({ ...both, price, rentalPricePerDay: daily });
        if (advice?.kind === 'buy-if-longer') expect(advice.maxRentDays).toBeLessThan(MAX_RENTAL_DAYS);
      }),
    );
  });
});
