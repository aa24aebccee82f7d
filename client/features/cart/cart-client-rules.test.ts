import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_HORIZON_DAYS, MAX_RENTAL_DAYS, addDays, eachDay } from '../../../shared/rental';
import { guestLineRefusal, periodRefusal } from './guest-cart-refusals';
import { parseGuestCart, serializeGuestCart } from './guest-cart-storage';
import { canReturnOn, canStartOn, isBooked, isDayDisabled, toPeriod, twoMonthWindow } from './rental-dates';

describe('the date picker rules', () => {
  const today = '2026-11-22';
  // Two units; 1 December fully booked, 3 December one unit left.
  const free = new Map(
    eachDay(today, '2027-01-31').map((d) => [d, d === '2026-12-01' ? 0 : d === '2026-12-03' ? 1 : 2]),
  );
  const rules = { today, free, needed: 1 };

  it('disables past days and fully booked days as pick-up days', () => {
    expect(canStartOn('2026-11-21', rules)).toBe(false);
    expect(canStartOn(today, rules)).toBe(true);
    expect(canStartOn('2026-12-01', rules)).toBe(false);
    expect(isBooked('2026-12-01', rules)).toBe(true);
    expect(isBooked('2026-11-21', rules)).toBe(false);
    expect(isDayDisabled('2026-12-01', rules, undefined)).toBe(true);
  });

  it('needs as many free units as the rental holds', () => {
    const two = { ...rules, needed: 2 };
    expect(canStartOn('2026-12-03', two)).toBe(false);
    expect(canStartOn('2026-12-03', rules)).toBe(true);
    expect(canStartOn('2026-12-04', two)).toBe(true);
  });

  it('lets a fully booked day be the return day, since the return day is not booked', () => {
    expect(canReturnOn('2026-11-28', '2026-12-01', rules)).toBe(true);
    expect(isDayDisabled('2026-12-01', rules, '2026-11-28')).toBe(false);
    // ...but no rental may run through it.
    expect(canReturnOn('2026-11-28', '2026-12-02', rules)).toBe(false);
    expect(isDayDisabled('2026-12-05', rules, '2026-11-28')).toBe(false); // a new pick-up day instead
  });

  it('never offers a return day on or before the pick-up day, nor a rental longer than allowed', () => {
    expect(canReturnOn('2026-12-05', '2026-12-05', rules)).toBe(false);
    expect(canReturnOn('2026-12-05', '2026-12-04', rules)).toBe(false);
    const long = { ...rules, free: new Map(eachDay(today, addDays(today, 200)).map((d) => [d, 1])) };
    expect(canReturnOn(today, addDays(today, MAX_RENTAL_DAYS), long)).toBe(true);
    expect(canReturnOn(today, addDays(today, MAX_RENTAL_DAYS + 1), long)).toBe(false);
  });

  it('treats days whose free units are unknown as not free', () => {
    expect(canStartOn('2027-03-01', rules)).toBe(false);
    expect(isBooked('2027-03-01', rules)).toBe(false);
  });

  it('asks for the shown month and the next, across a year end, within the 92-day limit', () => {
    expect(twoMonthWindow('2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-12-31' });
    expect(twoMonthWindow('2026-12-01')).toEqual({ from: '2026-12-01', to: '2027-01-31' });
    expect(twoMonthWindow('2027-01-15')).toEqual({ from: '2027-01-01', to: '2027-02-28' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (offset) => {
        const { from, to } = twoMonthWindow(addDays('2026-01-01', offset));
        expect(eachDay(from, to).length).toBeGreaterThanOrEqual(59);
        expect(eachDay(from, to).length).toBeLessThanOrEqual(62);
      }),
    );
  });

  it('turns two clicks into [pick-up, return)', () => {
    expect(toPeriod(undefined, undefined)).toEqual({});
    expect(toPeriod('2026-12-05', undefined)).toEqual({ start: '2026-12-05' });
    expect(toPeriod('2026-12-05', '2026-12-05')).toEqual({ start: '2026-12-05' });
    expect(toPeriod('2026-12-05', '2026-12-08')).toEqual({ start: '2026-12-05', end: '2026-12-08' });
  });
});

describe('refusals of the guest cart', () => {
  const line = {
    rental: false,
    name: 'Power Tiller',
    nameKn: 'ಪವರ್ ಟಿಲ್ಲರ್',
    quantity: 3,
    maxQuantity: 2,
    start: null,
    end: null,
    problem: 'exceeds_available' as const,
  };
  const product = { name: 'Power Tiller', nameKn: 'ಪವರ್ ಟಿಲ್ಲರ್' };
  const rental = { ...line, rental: true, start: '2026-12-01', end: '2026-12-04' };

  it("refuses a guest's line with the reason and parameters the server gives a saved one", () => {
    expect(guestLineRefusal(line)).toEqual({ reason: 'OUT_OF_STOCK', params: { product, available: 2 } });
    expect(guestLineRefusal({ ...line, maxQuantity: 0 })).toEqual({
      reason: 'OUT_OF_STOCK',
      params: { product, available: 0 },
    });
    expect(guestLineRefusal(rental)).toEqual({
      reason: 'RENTAL_DAYS_TAKEN',
      params: { product, from: '2026-12-01', to: '2026-12-04', available: 2 },
    });
    expect(guestLineRefusal({ ...line, problem: 'unavailable' })).toEqual({
      reason: 'NOT_FOR_SALE',
      params: { product },
    });
    expect(guestLineRefusal({ ...rental, problem: 'unavailable' })).toEqual({
      reason: 'NOT_FOR_RENT',
      params: { product },
    });
    expect(guestLineRefusal({ ...rental, problem: 'dates_passed' })).toEqual(periodRefusal('past'));
    expect(guestLineRefusal({ ...line, quantity: 2, problem: null })).toBeNull();
  });

  it('says refused rental days with the limits the server uses', () => {
    expect(periodRefusal('too_long')).toEqual({
      reason: 'RENTAL_DATES_INVALID',
      params: { problem: 'too_long', maxDays: MAX_RENTAL_DAYS, horizonDays: BOOKING_HORIZON_DAYS },
    });
  });
});

describe('the guest cart in storage', () => {
  it('reads back what it wrote', () => {
    const lines = [
      { productId: 1, rental: false as const, quantity: 2 },
      { productId: 1, rental: true as const, quantity: 1, start: '2026-12-01', end: '2026-12-04' },
    ];
    expect(parseGuestCart(serializeGuestCart(lines))).toEqual(lines);
  });

  it('keeps only well-formed lines of whatever storage holds, adding up duplicates', () => {
    expect(parseGuestCart(null)).toEqual([]);
    expect(parseGuestCart('not json')).toEqual([]);
    expect(parseGuestCart('{"lines": 3}')).toEqual([]);
    const raw = JSON.stringify({
      version: 1,
      lines: [
        { productId: 1, rental: false, quantity: 1 },
        { productId: 1, rental: false, quantity: 2 },
        { productId: 2, rental: true, quantity: 1 },
        { productId: 3, rental: false, quantity: -1 },
        { productId: 4, rental: true, quantity: 1, start: '2026-12-04', end: '2026-12-01' },
        'junk',
      ],
    });
    expect(parseGuestCart(raw)).toEqual([{ productId: 1, rental: false, quantity: 3 }]);
  });
});
