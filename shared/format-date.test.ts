import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDayMonth,
  formatKolkataDate,
  formatKolkataDateTime,
  formatKolkataTime,
  kannadaDayPart,
} from './format-date';

describe('formatCalendarDay', () => {
  it('writes the day first, the Kannada month spelt out, never ISO', () => {
    expect(formatCalendarDay('2026-11-27', 'en')).toBe('27 Nov 2026');
    expect(formatCalendarDay('2026-11-27', 'en', 'long')).toBe('27 November 2026');
    expect(formatCalendarDay('2026-11-27', 'kn')).toBe('27 ನವೆಂಬರ್ 2026');
    expect(formatCalendarDay('2026-12-02', 'kn', 'long')).toBe('2 ಡಿಸೆಂಬರ್ 2026');
  });

  it('drops the year for an SMS', () => {
    expect(formatDayMonth('2026-12-02', 'kn')).toBe('2 ಡಿಸೆಂಬರ್');
    expect(formatDayMonth('2027-01-09', 'en')).toBe('9 Jan');
  });
});

describe('formatKolkataDate', () => {
  it('takes the day in Karnataka, not in UTC', () => {
    // 20:00 UTC on the 26th is 01:30 on the 27th in Karnataka.
    expect(formatKolkataDate(new Date('2026-11-26T20:00:00Z'), 'en', 'long')).toBe('27 November 2026');
    expect(formatKolkataDate(new Date('2026-11-26T20:00:00Z'), 'kn')).toBe('27 ನವೆಂಬರ್ 2026');
  });
});

describe('formatKolkataTime', () => {
  it('says the part of the day in Kannada, never AM/PM', () => {
    // 09:35 UTC is 15:05 in Karnataka.
    expect(formatKolkataTime(new Date('2026-11-27T09:35:00Z'), 'kn')).toBe('ಮಧ್ಯಾಹ್ನ 3:05');
    expect(formatKolkataTime(new Date('2026-11-27T09:35:00Z'), 'en')).toBe('3:05 pm');
    expect(formatKolkataTime(new Date('2026-11-27T02:00:00Z'), 'kn')).toBe('ಬೆಳಿಗ್ಗೆ 7:30');
    expect(formatKolkataTime(new Date('2026-11-27T12:30:00Z'), 'kn')).toBe('ಸಂಜೆ 6:00');
    expect(formatKolkataTime(new Date('2026-11-27T16:45:00Z'), 'kn')).toBe('ರಾತ್ರಿ 10:15');
    // 18:40 UTC is 00:10 the next day: midnight is 12, at night.
    expect(formatKolkataTime(new Date('2026-11-27T18:40:00Z'), 'kn')).toBe('ರಾತ್ರಿ 12:10');
    expect(formatKolkataTime(new Date('2026-11-27T06:30:00Z'), 'en')).toBe('12:00 pm');
  });

  it('gives every hour a part of the day', () => {
    const parts = Array.from({ length: 24 }, (_, hour) => kannadaDayPart(hour));
    expect(new Set(parts)).toEqual(new Set(['ಬೆಳಿಗ್ಗೆ', 'ಮಧ್ಯಾಹ್ನ', 'ಸಂಜೆ', 'ರಾತ್ರಿ']));
    expect(kannadaDayPart(12)).toBe('ಮಧ್ಯಾಹ್ನ');
    expect(kannadaDayPart(7)).toBe('ಬೆಳಿಗ್ಗೆ');
  });
});

describe('formatKolkataDateTime', () => {
  it('says the year only when it is not this year', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    expect(formatKolkataDateTime(new Date('2026-12-02T09:35:00Z'), 'kn', now)).toBe('2 ಡಿಸೆಂಬರ್, ಮಧ್ಯಾಹ್ನ 3:05');
    expect(formatKolkataDateTime(new Date('2026-12-02T09:35:00Z'), 'en', now)).toBe('2 Dec, 3:05 pm');
    expect(formatKolkataDateTime(new Date('2025-12-02T09:35:00Z'), 'kn', now)).toBe('2 ಡಿಸೆಂಬರ್ 2025, ಮಧ್ಯಾಹ್ನ 3:05');
  });
});
