import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo, useEffect, useState } from 'react';
import { type DateRange, DayPicker } from 'react-day-picker';
import { enIN, kn } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import {
  BOOKING_HORIZON_DAYS,
  MAX_RENTAL_DAYS,
  addDays,
  kolkataDay,
  rentalDays,
  type CalendarDay,
} from '../../../shared/rental';
import { Button } from '../../components/ui/button';
import { useUiLocale } from '../../components/use-ui-locale';
import { trpc } from '../../trpc';
import { useFormatDay } from './format-day';
import {
  type PickedDates,
  type PickerRules,
  canReturnOn,
  canStartOn,
  isBooked,
  isDayDisabled,
  toPeriod,
  twoMonthWindow,
} from './rental-dates';
import './rental-date-picker.css';

/**
 * The calendar works in the browser's own dates, each standing for the shop's calendar day of the same year, month
 * and day (Kolkata's, RENTAL_TIME_ZONE): the grid of a month is the same in every time zone, and the days go in and
 * out by their numbers, never by an instant. react-day-picker's timeZone mode did the same with TZDate, which asks
 * Intl for the zone's offset on every date it makes or changes: thousands of times a draw, most of a tap's time on a
 * phone six times slower than this machine (issue 22).
 */
function dayToDate(day: CalendarDay): Date {
  return new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

function calendarDayOf(date: Date): CalendarDay {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Each day's full name ('Sunday, 29 November 2026'), as the calendar formats it, kept: each draw names every day. */
const dayNames = new Map<string, string>();

function dayName(date: Date, locale: string, format: (date: Date) => string): string {
  const key = `${locale}:${calendarDayOf(date)}`;
  let name = dayNames.get(key);
  if (name === undefined) {
    if (dayNames.size >= 1_000) dayNames.clear();
    name = format(date);
    dayNames.set(key, name);
  }
  return name;
}

/** Free units per day, gathered as the farmer moves through the months. */
function useFreeUnits(productId: number, month: CalendarDay) {
  const window = twoMonthWindow(month);
  const query = trpc.rentals.availability.useQuery({ productId, ...window }, { staleTime: 30_000 });
  const [free, setFree] = useState<{ productId: number; days: Map<CalendarDay, number> }>({
    productId,
    days: new Map(),
  });
  useEffect(() => {
    if (!query.data) return;
    setFree((previous) => {
      const days = new Map(previous.productId === productId ? previous.days : undefined);
      for (const d of query.data.days) days.set(d.date, d.free);
      return { productId, days };
    });
  }, [query.data, productId]);
  return { free: free.productId === productId ? free.days : new Map<CalendarDay, number>(), query };
}

/**
 * The two-month rental calendar: the first click is the pick-up day, the second the return day. Past days and
 * days without enough free units cannot be picked up or rented through; a booked day can still be the return
 * day, because the return day is not booked.
 */
export const RentalDatePicker = memo(function RentalDatePicker({
  productId,
  needed,
  value,
  onChange,
  labelledBy,
}: {
  productId: number;
  /** Units the rental needs free on each day. */
  needed: number;
  value: PickedDates;
  onChange: (next: PickedDates) => void;
  labelledBy?: string;
}) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const formatDay = useFormatDay();
  const today = kolkataDay(new Date());
  const [month, setMonth] = useState<CalendarDay>(value.start ?? today);
  const { free, query } = useFreeUnits(productId, month);
  const minimumDays = query.data?.minimumRentalDays ?? 1;
  const rules: PickerRules = { today, free, needed, minimumDays };

  const selected: DateRange | undefined = value.start
    ? { from: dayToDate(value.start), to: value.end ? dayToDate(value.end) : undefined }
    : undefined;

  function select(range: DateRange | undefined, clicked: Date) {
    const clickedDay = calendarDayOf(clicked);
    const next = toPeriod(range?.from && calendarDayOf(range.from), range?.to && calendarDayOf(range.to));
    if (next.start && next.end && !canReturnOn(next.start, next.end, rules)) {
      // A range running through a booked day: start again from the day clicked, if it can be a pick-up day.
      onChange(canStartOn(clickedDay, rules) ? { start: clickedDay } : {});
      return;
    }
    if (next.start && !next.end && !canStartOn(next.start, rules)) return;
    onChange(next);
  }

  let status;
  if (query.isPending && free.size === 0) status = <Trans>Checking which days are free...</Trans>;
  else if (!value.start) status = <Trans>Choose the day you pick it up.</Trans>;
  else if (!value.end) {
    const pickUp = formatDay(value.start);
    status =
      minimumDays > 1 ? (
        <Trans>
          Pick-up on {pickUp}. Now choose the day you return it: at least {minimumDays} days later.
        </Trans>
      ) : (
        <Trans>Pick-up on {pickUp}. Now choose the day you return it.</Trans>
      );
  } else {
    const pickUp = formatDay(value.start);
    const returnDay = formatDay(value.end);
    const days = rentalDays(value.start, value.end);
    status = (
      <Trans>
        Pick-up {pickUp}, return {returnDay}: <Plural value={days} one="# day" other="# days" />
      </Trans>
    );
  }

  return (
    <div className="rental-date-picker">
      <DayPicker
        mode="range"
        resetOnSelect
        numberOfMonths={2}
        locale={locale === 'kn' ? kn : enIN}
        // Kannada's short weekday names do not fit a day's width; the narrow ones do.
        formatters={
          locale === 'kn'
            ? { formatWeekdayName: (weekday, _options, dateLib) => dateLib?.format(weekday, 'ccccc') ?? '' }
            : undefined
        }
        today={dayToDate(today)}
        month={dayToDate(month)}
        onMonthChange={(m) => setMonth(calendarDayOf(m))}
        startMonth={dayToDate(today)}
        endMonth={dayToDate(addDays(today, BOOKING_HORIZON_DAYS + MAX_RENTAL_DAYS))}
        selected={selected}
        onSelect={select}
        disabled={(date) => isDayDisabled(calendarDayOf(date), rules, value.start)}
        modifiers={{ booked: (date) => isBooked(calendarDayOf(date), rules) }}
        modifiersClassNames={{ booked: 'rdp-booked' }}
        aria-labelledby={labelledBy}
        labels={{
          labelDayButton: (date, modifiers, _options, dateLib) => {
            const day = dateLib ? dayName(date, locale, (d) => dateLib.format(d, 'PPPP')) : calendarDayOf(date);
            const parts = [modifiers.today ? t`Today, ${day}` : day];
            if (modifiers.booked) parts.push(t`fully booked`);
            if (modifiers.selected) parts.push(t`selected`);
            return parts.join(', ');
          },
        }}
        footer={status}
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-ink-muted">
        <p>
          <span aria-hidden="true" className="mr-1 line-through">
            12
          </span>
          <Trans>Crossed-out days are fully booked.</Trans>
        </p>
        {value.start && (
          <Button variant="ghost" className="min-h-9 px-2 py-1" onClick={() => onChange({})}>
            <Trans>Clear dates</Trans>
          </Button>
        )}
      </div>
      {query.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          <Trans>We could not check which days are free.</Trans>{' '}
          <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
    </div>
  );
});
