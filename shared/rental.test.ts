import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_HORIZON_DAYS,
  MAX_RENTAL_DAYS,
  RENTAL_TIME_ZONE,
  addDays,
  bookedDays,
  coversDay,
  daysBetween,
  eachDay,
  isCalendarDay,
  kolkataDay,
  rentalDays,
  rentalPeriodProblem,
} from './rental.js';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Any real day from 1990 to 2100, as 'YYYY-MM-DD'. */
const anyDay = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 86_400_000, max: Date.UTC(2100, 0, 1) / 86_400_000 })
  .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));

describe('calendar days', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2026-11-22')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const bad of [
      '2026-02-30',
      '2027-02-29',
      '2026-13-01',
      '2026-1-5',
      '26-11-22',
      '2026-11-22T00:00',
      '',
      20261122,
      null,
    ]) {
      expect(isCalendarDay(bad)).toBe(false);
    }
  });

  it('reads the day in Kolkata, which is 5:30 ahead of UTC', () => {
    expect(kolkataDay(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(kolkataDay(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(kolkataDay(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(kolkataDay(new Date(ms))).toBe(new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10));
      }),
    );
    // The time zone database agrees: Asia/Kolkata has no daylight saving.
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: RENTAL_TIME_ZONE, dateStyle: 'short' });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(kolkataDay(new Date(ms))).toBe(intl.format(new Date(ms)));
      }),
    );
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -2000, max: 2000 }), (day, n) => {
        const later = addDays(day, n);
        expect(isCalendarDay(later)).toBe(true);
        expect(daysBetween(day, later)).toBe(n);
        expect(addDays(later, -n)).toBe(day);
        expect(later > day).toBe(n > 0);
      }),
    );
  });

  it('lists every day of a range once, in order, both ends included', () => {
    expect(eachDay('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(eachDay('2026-12-30', '2026-12-30')).toEqual(['2026-12-30']);
    expect(eachDay('2026-12-30', '2026-12-29')).toEqual([]);
  });
});

describe('the rental day rule: [start, end), the return day is free', () => {
  it('charges one day for a rental returned the next day', () => {
    expect(rentalDays('2026-11-22', '2026-11-23')).toBe(1);
    expect(bookedDays('2026-11-22', '2026-11-23')).toEqual(['2026-11-22']);
  });

  it('charges end - start days, books exactly those days, and leaves the return day free', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: MAX_RENTAL_DAYS }), (start, n) => {
        const end = addDays(start, n);
        const days = bookedDays(start, end);
        expect(rentalDays(start, end)).toBe(n);
        expect(days).toHaveLength(n);
        expect(days[0]).toBe(start);
        expect(days.at(-1)).toBe(addDays(end, -1));
        expect(days.every((d) => coversDay({ start, end }, d))).toBe(true);
        expect(coversDay({ start, end }, end)).toBe(false);
        expect(coversDay({ start, end }, addDays(start, -1))).toBe(false);
      }),
    );
  });

  it("equals the spec's ceiling of (end - start) in days for dates picked at midnight", () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: MAX_RENTAL_DAYS }), (start, n) => {
        const end = addDays(start, n);
        const ms = new Date(`${end}T00:00:00+05:30`).getTime() - new Date(`${start}T00:00:00+05:30`).getTime();
        expect(rentalDays(start, end)).toBe(Math.ceil(ms / (1000 * 60 * 60 * 24)));
      }),
    );
  });

  it('two rentals share a unit on no day when one is returned the day the other starts', () => {
    const first = { start: '2026-12-01', end: '2026-12-04' };
    const second = { start: '2026-12-04', end: '2026-12-06' };
    const shared = bookedDays(first.start, first.end).filter((d) => coversDay(second, d));
    expect(shared).toEqual([]);
  });
});

describe('rentalPeriodProblem', () => {
  const today = '2026-11-22';

  it('accepts a period starting today and one ending at the limits', () => {
    expect(rentalPeriodProblem({ start: today, end: '2026-11-23' }, today)).toBeNull();
    expect(rentalPeriodProblem({ start: today, end: addDays(today, MAX_RENTAL_DAYS) }, today)).toBeNull();
    const latest = addDays(today, BOOKING_HORIZON_DAYS);
    expect(rentalPeriodProblem({ start: latest, end: addDays(latest, 1) }, today)).toBeNull();
  });

  it.each([
    [{ start: '2026-11-21', end: '2026-11-23' }, 'past'],
    [{ start: '2026-11-25', end: '2026-11-25' }, 'end_not_after_start'],
    [{ start: '2026-11-25', end: '2026-11-24' }, 'end_not_after_start'],
    [{ start: today, end: addDays(today, MAX_RENTAL_DAYS + 1) }, 'too_long'],
    [
      { start: addDays(today, BOOKING_HORIZON_DAYS + 1), end: addDays(today, BOOKING_HORIZON_DAYS + 2) },
      'too_far_ahead',
    ],
    [{ start: '2026-11-31', end: '2026-12-02' }, 'invalid'],
  ])('refuses %j as %s', (period, problem) => {
    expect(rentalPeriodProblem(period, today)).toBe(problem);
  });
});
