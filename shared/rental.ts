/**
 * Rental calendar days. A rental is booked and charged by calendar day in Asia/Kolkata, written as
 * 'YYYY-MM-DD' strings so no time zone can shift them on the way between browser, server and database.
 *
 * The day rule: a rental period is [start, end) in calendar days. The start day is the pick-up day and is
 * booked and charged; the end day is the return day and is neither booked nor charged, so another farmer can
 * pick the same unit up that day. Hence
 *   rental days = end - start (at least 1) = the spec's ceiling of (end - start) in days,
 *   a one-day rental is start = D, end = D + 1,
 *   a unit is taken on day d by a rental when start <= d < end.
 * Day count, price (daily price x days) and availability all follow this one rule.
 *
 * Nothing here reads the clock: callers pass the instant they consider "now".
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type CalendarDay = string;

export const RENTAL_TIME_ZONE = 'Asia/Kolkata';
/** Longest rental: a season of about three months. */
export const MAX_RENTAL_DAYS = 92;
/** How far ahead a rental may start, counted from today. */
export const BOOKING_HORIZON_DAYS = 365;
/** Widest window of free units asked for at once (the date picker asks for two months). */
export const MAX_AVAILABILITY_DAYS = 92;

const MS_PER_DAY = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcMidnight(day: CalendarDay): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtcMidnight(ms: number): CalendarDay {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True for a real day written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDay(value: unknown): value is CalendarDay {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return false;
  const ms = utcMidnight(value);
  return Number.isFinite(ms) && fromUtcMidnight(ms) === value;
}

/** India Standard Time is UTC+05:30 all year, with no daylight saving (since 1945). */
const KOLKATA_OFFSET_MS = 330 * 60_000;

/**
 * The calendar day in Kolkata at the given instant: the instant moved 5:30 ahead, read as UTC. The same as the time
 * zone database's answer (rental.test.ts holds it to Intl's) at about a hundredth of Intl's cost; checkout asks it
 * for every line.
 */
export function kolkataDay(instant: Date): CalendarDay {
  return new Date(instant.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return fromUtcMidnight(utcMidnight(day) + days * MS_PER_DAY);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / MS_PER_DAY);
}

/** Days charged and booked for [start, end): end - start. */
export function rentalDays(start: CalendarDay, end: CalendarDay): number {
  return daysBetween(start, end);
}

/** Every day from `first` to `last`, both included (empty when last < first). */
export function eachDay(first: CalendarDay, last: CalendarDay): CalendarDay[] {
  const days: CalendarDay[] = [];
  const count = daysBetween(first, last);
  for (let i = 0; i <= count; i++) days.push(addDays(first, i));
  return days;
}

/** The days a rental [start, end) takes a unit: start up to the day before the return day. */
export function bookedDays(start: CalendarDay, end: CalendarDay): CalendarDay[] {
  return eachDay(start, addDays(end, -1));
}

/** Whether a rental [start, end) takes a unit on `day`. */
export function coversDay(period: { start: CalendarDay; end: CalendarDay }, day: CalendarDay): boolean {
  return period.start <= day && day < period.end;
}

export interface RentalPeriod {
  start: CalendarDay;
  end: CalendarDay;
}

export type RentalPeriodProblem = 'invalid' | 'past' | 'end_not_after_start' | 'too_long' | 'too_far_ahead';

/** Why a rental period cannot be booked on `today`, or null when it can. */
export function rentalPeriodProblem(period: RentalPeriod, today: CalendarDay): RentalPeriodProblem | null {
  if (!isCalendarDay(period.start) || !isCalendarDay(period.end)) return 'invalid';
  if (period.start < today) return 'past';
  if (period.end <= period.start) return 'end_not_after_start';
  if (rentalDays(period.start, period.end) > MAX_RENTAL_DAYS) return 'too_long';
  if (daysBetween(today, period.start) > BOOKING_HORIZON_DAYS) return 'too_far_ahead';
  return null;
}

/**
 * A machine's shortest rental, in days (the back office sets it per machine; 1 means any length). The product page
 * states it, the calendar offers no shorter return day, and the cart and checkout refuse a shorter rental.
 */
export function isShorterThanMinimum(period: RentalPeriod, minimumDays: number): boolean {
  return rentalDays(period.start, period.end) < minimumDays;
}
