/** The time as the app sees it: tests inject a clock they move by hand instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
