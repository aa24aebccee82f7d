import { useMemo } from 'react';
import { RENTAL_TIME_ZONE, type CalendarDay } from '../../../shared/rental';
import { useUiLocale } from '../../components/use-ui-locale';

/** Formats a calendar day for reading ('4 Dec 2026'), in the interface language. */
export function useFormatDay(): (day: CalendarDay) => string {
  const locale = useUiLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale === 'kn' ? 'kn-IN' : 'en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: RENTAL_TIME_ZONE,
    });
    return (day: CalendarDay) => format.format(new Date(`${day}T12:00:00+05:30`));
  }, [locale]);
}
