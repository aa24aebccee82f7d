import { useMemo } from 'react';
import { formatCalendarDay } from '../../../shared/format-date';
import type { CalendarDay } from '../../../shared/rental';
import { useUiLocale } from '../../components/use-ui-locale';

/** Formats a calendar day for reading ('4 Dec 2026'), in the interface language. */
export function useFormatDay(): (day: CalendarDay) => string {
  const locale = useUiLocale();
  return useMemo(() => (day: CalendarDay) => formatCalendarDay(day, locale), [locale]);
}
