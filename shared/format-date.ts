/**
 * Dates and times as a farmer reads them, in either language, for the browser, the e-mails and the SMS: one place.
 * English: '27 Nov 2026', '3:05 pm'. Kannada as a Kannada reader says it: '27 ನವೆಂಬರ್ 2026' (day first, the month
 * spelt out, never 'ನವೆಂ' or an ISO '2026-11-27'), and the time with its part of the day, never AM/PM:
 * 'ಮಧ್ಯಾಹ್ನ 3:05', 'ಬೆಳಿಗ್ಗೆ 7:30', 'ಸಂಜೆ 6:00', 'ರಾತ್ರಿ 10:15'. Kannada is written by hand here rather than
 * through ICU, whose kn data writes 'ನವೆಂ 27,2026' and '3:05 ಅಪರಾಹ್ನ'.
 */
import type { UiLocale } from './money.js';
import type { CalendarDay } from './rental.js';

export type DateLength = 'short' | 'long';

const KOLKATA = 'Asia/Kolkata';

export const kannadaMonths = [
  'ಜನವರಿ',
  'ಫೆಬ್ರವರಿ',
  'ಮಾರ್ಚ್',
  'ಏಪ್ರಿಲ್',
  'ಮೇ',
  'ಜೂನ್',
  'ಜುಲೈ',
  'ಆಗಸ್ಟ್',
  'ಸೆಪ್ಟೆಂಬರ್',
  'ಅಕ್ಟೋಬರ್',
  'ನವೆಂಬರ್',
  'ಡಿಸೆಂಬರ್',
] as const;

const englishFormats = new Map<string, Intl.DateTimeFormat>();

/** English as India writes it ('27 Nov 2026', '5 Sept'): ICU's en-IN, which the English pages always used. */
function englishDay(p: Pick<Parts, 'year' | 'month' | 'day'>, length: DateLength, year: boolean): string {
  const key = `${length}|${year}`;
  let format = englishFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: length === 'long' ? 'long' : 'short',
      ...(year ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    englishFormats.set(key, format);
  }
  return format.format(new Date(Date.UTC(p.year, p.month - 1, p.day)));
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: KOLKATA,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function kolkataParts(instant: Date): Parts {
  const parts = partsFormat.formatToParts(instant);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour') % 24,
    minute: value('minute'),
  };
}

function dayParts(day: CalendarDay): Pick<Parts, 'year' | 'month' | 'day'> {
  const [y, m, d] = day.split('-').map(Number);
  return { year: y!, month: m!, day: d! };
}

function writeDay(p: Pick<Parts, 'year' | 'month' | 'day'>, locale: UiLocale, length: DateLength, year = true): string {
  if (locale === 'en') return englishDay(p, length, year);
  const month = kannadaMonths[p.month - 1];
  return year ? `${p.day} ${month} ${p.year}` : `${p.day} ${month}`;
}

/** A calendar day ('YYYY-MM-DD'): the same day in every time zone. '27 Nov 2026' / '27 ನವೆಂಬರ್ 2026'. */
export function formatCalendarDay(day: CalendarDay, locale: UiLocale, length: DateLength = 'short'): string {
  return writeDay(dayParts(day), locale, length);
}

/** A calendar day without its year, for an SMS or a job of the coming weeks: '2 Dec' / '2 ಡಿಸೆಂಬರ್'. */
export function formatDayMonth(day: CalendarDay, locale: UiLocale): string {
  return writeDay(dayParts(day), locale, 'short', false);
}

/** The day of an instant in Karnataka (an order's date). */
export function formatKolkataDate(instant: Date, locale: UiLocale, length: DateLength = 'short'): string {
  return writeDay(kolkataParts(instant), locale, length);
}

/** The Kannada part of the day a clock hour (0-23) falls in. */
export function kannadaDayPart(hour: number): string {
  if (hour >= 4 && hour < 12) return 'ಬೆಳಿಗ್ಗೆ';
  if (hour >= 12 && hour < 16) return 'ಮಧ್ಯಾಹ್ನ';
  if (hour >= 16 && hour < 19) return 'ಸಂಜೆ';
  return 'ರಾತ್ರಿ';
}

function writeTime(p: Pick<Parts, 'hour' | 'minute'>, locale: UiLocale): string {
  const twelve = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const clock = `${twelve}:${String(p.minute).padStart(2, '0')}`;
  if (locale === 'kn') return `${kannadaDayPart(p.hour)} ${clock}`;
  return `${clock} ${p.hour < 12 ? 'am' : 'pm'}`;
}

/** The time of day of an instant in Karnataka: '3:05 pm' / 'ಮಧ್ಯಾಹ್ನ 3:05'. */
export function formatKolkataTime(instant: Date, locale: UiLocale): string {
  return writeTime(kolkataParts(instant), locale);
}

/**
 * Day and time of an instant in Karnataka: '2 Dec, 3:05 pm' / '2 ಡಿಸೆಂಬರ್, ಮಧ್ಯಾಹ್ನ 3:05'. The year is said only
 * when it is not the year of `now` (a receipt of last year).
 */
export function formatKolkataDateTime(instant: Date, locale: UiLocale, now: Date = new Date()): string {
  const p = kolkataParts(instant);
  const sameYear = p.year === kolkataParts(now).year;
  return `${writeDay(p, locale, 'short', !sameYear)}, ${writeTime(p, locale)}`;
}
