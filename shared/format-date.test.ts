import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatKolkataDate } from './format-date';

describe('formatCalendarDay', () => {
  it('writes the day in English and in Kannada with a space after the comma', () => {
    expect(formatCalendarDay('2026-11-27', 'en')).toBe('27 Nov 2026');
    expect(formatCalendarDay('2026-11-27', 'kn')).toBe('ನವೆಂ 27, 2026');
    expect(formatCalendarDay('2026-11-27', 'kn', 'long')).toBe('ನವೆಂಬರ್ 27, 2026');
  });
});

describe('formatKolkataDate', () => {
  it('takes the day in Karnataka, not in UTC', () => {
    // 20:00 UTC on the 26th is 01:30 on the 27th in Karnataka.
    expect(formatKolkataDate(new Date('2026-11-26T20:00:00Z'), 'en', 'long')).toBe('27 November 2026');
    expect(formatKolkataDate(new Date('2026-11-26T20:00:00Z'), 'kn')).toBe('ನವೆಂ 27, 2026');
  });
});
