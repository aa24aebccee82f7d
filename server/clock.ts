/** The time as the app sees it: tests inject a clock they move by hand instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system's time moved forward by hand: what a browser journey uses to return a rental a day late without
 * waiting a day. Only a server started with TEST_CLOCK=true has one (env.ts refuses that in production), and only
 * its own machine may move it (POST /dev/clock, server/dev-clock.ts).
 */
export class MovableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
