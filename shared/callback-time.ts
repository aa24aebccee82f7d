/**
 * When the shop calls back a farmer who gave a missed call (issue 24, item 4): staff call between 9:00 and 18:00 in
 * Karnataka, within CALLBACK_WITHIN_MINUTES of the call; a call after hours is returned the next morning by 10:00.
 * Pure: the caller passes "now".
 */
export const CALLBACK_WITHIN_MINUTES = 30;
export const CALLBACK_OPENS_HOUR = 9;
export const CALLBACK_CLOSES_HOUR = 18;
/** The latest a call made after hours is returned the next morning. */
export const CALLBACK_MORNING_BY_HOUR = 10;

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The moment by which the farmer is told to expect the call. */
export function expectCallBy(calledAt: Date): Date {
  const ist = new Date(calledAt.getTime() + IST_OFFSET_MS);
  const minutes = ist.getUTCHours() * 60 + ist.getUTCMinutes();
  const opens = CALLBACK_OPENS_HOUR * 60;
  const lastCall = CALLBACK_CLOSES_HOUR * 60 - CALLBACK_WITHIN_MINUTES;
  if (minutes >= opens && minutes <= lastCall) return new Date(calledAt.getTime() + CALLBACK_WITHIN_MINUTES * 60_000);
  const morning = new Date(ist);
  if (minutes > lastCall) morning.setUTCDate(morning.getUTCDate() + 1);
  morning.setUTCHours(CALLBACK_MORNING_BY_HOUR, 0, 0, 0);
  return new Date(morning.getTime() - IST_OFFSET_MS);
}

/** Whole minutes a caller has waited since their first missed call. */
export function minutesWaited(firstCalledAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - firstCalledAt.getTime()) / 60_000));
}
