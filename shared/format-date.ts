/**
 * Dates as a farmer reads them, in either language: '27 Nov 2026' / 'ನವೆಂ 27, 2026'. One place for the browser
 * and the e-mails. ICU's Kannada data writes 'ನವೆಂ 27,2026' (no space after the comma) for some field sets, so
 * the output is mended rather than trusted.
 */
import type { UiLocale } from './money.js';
import type { CalendarDay } from './rental.js';

export type DateLength = 'short' | 'long';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: UiLocale, length: DateLength, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${length}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'kn' ? 'kn-IN' : 'en-IN', {
      day: 'numeric',
      month: length === 'long' ? 'long' : 'short',
      year: 'numeric',
      timeZone,
      numberingSystem: 'latn',
    });
    formatters.set(key, format);
  }
  return format;
}

function spaced(text: string): string {
  return text.replace(/,(?=\S)/g, ', ');
}

/** A calendar day ('YYYY-MM-DD'): the same day in every time zone. */
export function formatCalendarDay(day: CalendarDay, locale: UiLocale, length: DateLength = 'short'): string {
  return spaced(formatter(locale, length, 'UTC').format(new Date(`${day}T00:00:00Z`)));
}

/** The day of an instant in Karnataka (an order's date). */
export function formatKolkataDate(instant: Date, locale: UiLocale, length: DateLength = 'short'): string {
  return spaced(formatter(locale, length, 'Asia/Kolkata').format(instant));
}
