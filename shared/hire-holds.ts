/**
 * How many crews one farmer may hold without paying. A booking holds its crew for a short while until the advance
 * is paid; without limits one account could hold every crew of a service for days on end, booking again the
 * moment each hold ran out. So:
 * - at most MAX_UNPAID_HIRE_HOLDS unpaid holds at once per farmer;
 * - one per service and day: another slot or another area of the same day is not a new booking (the same slot
 *   and area again is the same booking, a double tap);
 * - after a hold of a service and day ran out unpaid, the same farmer cannot hold that service and day again for
 *   REHOLD_PAUSE_MINUTES while another farmer waits for it: the waiting list gets the crew first.
 */

export const MAX_UNPAID_HIRE_HOLDS = 2;
export const REHOLD_PAUSE_MINUTES = 30;

/** A farmer's unpaid hold still running. */
export interface HireHold {
  serviceId: number;
  day: string;
}

export type HoldLimit = 'same_day' | 'too_many' | 'paused';

/**
 * Which limit a new hold of `wanted` would break, given the farmer's running holds and whether their own hold of
 * that service and day ran out unpaid within the pause while others wait; null when it may be held.
 */
export function holdLimitBreached(holds: readonly HireHold[], wanted: HireHold, paused: boolean): HoldLimit | null {
  if (holds.some((h) => h.serviceId === wanted.serviceId && h.day === wanted.day)) return 'same_day';
  if (holds.length >= MAX_UNPAID_HIRE_HOLDS) return 'too_many';
  if (paused) return 'paused';
  return null;
}
