import {
  BOOKING_HORIZON_DAYS,
  MAX_RENTAL_DAYS,
  addDays,
  daysBetween,
  eachDay,
  isShorterThanMinimum,
  type CalendarDay,
} from '../../../shared/rental';

/** What the picker has chosen so far: nothing, a pick-up day, or a pick-up and a return day. */
export interface PickedDates {
  start?: CalendarDay;
  /** Return day: not booked, not charged. */
  end?: CalendarDay;
}

/**
 * Which days the rental date picker lets a farmer choose. The picker's first click is the pick-up day and the
 * second the return day; the rental is [pick-up, return), so the return day itself need not be free: a unit
 * given back that morning can go out again the same day.
 */
export interface PickerRules {
  today: CalendarDay;
  /** Free units per day, as far as known; an unknown day counts as not free. */
  free: ReadonlyMap<CalendarDay, number>;
  /** Units the rental needs on each of its days. */
  needed: number;
  /** The machine's shortest rental in days (1 when not given). */
  minimumDays?: number;
}

const minimumOf = (rules: PickerRules) => Math.max(1, rules.minimumDays ?? 1);

/** A pick-up day: free itself, and so are the days after it that the machine's minimum rental needs. */
export function canStartOn(day: CalendarDay, rules: PickerRules): boolean {
  if (day < rules.today || daysBetween(rules.today, day) > BOOKING_HORIZON_DAYS) return false;
  return eachDay(day, addDays(day, minimumOf(rules) - 1)).every((d) => (rules.free.get(d) ?? 0) >= rules.needed);
}

/** Whether `day` can be the return day of a rental picked up on `start`. */
export function canReturnOn(start: CalendarDay, day: CalendarDay, rules: PickerRules): boolean {
  const length = daysBetween(start, day);
  if (length < 1 || length > MAX_RENTAL_DAYS || isShorterThanMinimum({ start, end: day }, minimumOf(rules)))
    return false;
  return eachDay(start, addDays(day, -1)).every((d) => (rules.free.get(d) ?? 0) >= rules.needed);
}

/** A day the picker disables, given the pick-up day chosen so far (if any). */
export function isDayDisabled(day: CalendarDay, rules: PickerRules, start: CalendarDay | undefined): boolean {
  if (canStartOn(day, rules)) return false;
  return !(start !== undefined && canReturnOn(start, day, rules));
}

/** A day that is not past but has too few free units: shown as booked, not merely unavailable. */
export function isBooked(day: CalendarDay, rules: PickerRules): boolean {
  return day >= rules.today && rules.free.has(day) && rules.free.get(day)! < rules.needed;
}

/** The days the picker asks free units for when it shows `month` and the one after: first to last day. */
export function twoMonthWindow(month: CalendarDay): { from: CalendarDay; to: CalendarDay } {
  const first = `${month.slice(0, 7)}-01`;
  const [year, monthNumber] = [Number(first.slice(0, 4)), Number(first.slice(5, 7))];
  const afterNext =
    monthNumber >= 11
      ? `${year + 1}-${String(monthNumber - 10).padStart(2, '0')}-01`
      : `${year}-${String(monthNumber + 2).padStart(2, '0')}-01`;
  return { from: first, to: addDays(afterNext, -1) };
}

/**
 * Turns the picker's two clicks into a rental: a complete range needs a return day after the pick-up day;
 * the same day clicked twice is a pick-up day still waiting for its return day.
 */
export function toPeriod(
  from: CalendarDay | undefined,
  to: CalendarDay | undefined,
): { start?: CalendarDay; end?: CalendarDay } {
  if (!from) return {};
  if (!to || to <= from) return { start: from };
  return { start: from, end: to };
}
