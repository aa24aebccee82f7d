import { describe, expect, it } from 'vitest';
import { eachDay, isShorterThanMinimum } from '../../../shared/rental';
import { canReturnOn, canStartOn, isDayDisabled } from './rental-dates';

describe("the calendar and a machine's minimum rental days", () => {
  const today = '2026-11-22';
  // One unit, taken on 5 December.
  const free = new Map(eachDay(today, '2027-01-31').map((d) => [d, d === '2026-12-05' ? 0 : 1]));
  const rules = { today, free, needed: 1, minimumDays: 3 };

  it('offers no return day that makes the rental shorter than the minimum', () => {
    expect(canReturnOn('2026-12-01', '2026-12-02', rules)).toBe(false);
    expect(canReturnOn('2026-12-01', '2026-12-03', rules)).toBe(false);
    expect(canReturnOn('2026-12-01', '2026-12-04', rules)).toBe(true);
    // Too early to be its return day, 2 December is still a pick-up day of its own (a click there starts again).
    expect(isDayDisabled('2026-12-02', rules, '2026-12-01')).toBe(false);
    expect(isDayDisabled('2026-12-04', rules, '2026-12-01')).toBe(false);
  });

  it('offers no pick-up day whose minimum rental would run into a booked day', () => {
    expect(canStartOn('2026-12-02', rules)).toBe(true); // 2, 3, 4 December free; returned on the 5th
    expect(canStartOn('2026-12-03', rules)).toBe(false); // 5 December is taken
    expect(canStartOn('2026-12-03', { ...rules, minimumDays: 2 })).toBe(true);
    expect(isDayDisabled('2026-12-04', rules, undefined)).toBe(true);
  });

  it('behaves as before without a minimum', () => {
    const plain = { today, free, needed: 1 };
    expect(canReturnOn('2026-12-01', '2026-12-02', plain)).toBe(true);
    expect(canStartOn('2026-12-04', plain)).toBe(true);
  });

  it('counts rental days as the shop charges them: [pick-up, return)', () => {
    expect(isShorterThanMinimum({ start: '2026-12-01', end: '2026-12-03' }, 3)).toBe(true);
    expect(isShorterThanMinimum({ start: '2026-12-01', end: '2026-12-04' }, 3)).toBe(false);
    expect(isShorterThanMinimum({ start: '2026-12-01', end: '2026-12-02' }, 1)).toBe(false);
  });
});
