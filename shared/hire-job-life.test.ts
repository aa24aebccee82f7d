import { describe, expect, it } from 'vitest';
import {
  afterStep,
  canTakeStep,
  hireJobStatuses,
  hireJobSteps,
  isCancellable,
  isFinal,
  stepsOpenTo,
} from './hire-job-life.js';

describe("a hire job's life", () => {
  it('goes from pending to paid through every state, each step by its own actor', () => {
    expect(afterStep('pending', 'pay_advance', 'payment')).toBe('booked');
    expect(afterStep('booked', 'assign_crew', 'staff')).toBe('crew_assigned');
    expect(afterStep('crew_assigned', 'on_the_way', 'staff')).toBe('on_the_way');
    expect(afterStep('on_the_way', 'working', 'staff')).toBe('working');
    expect(afterStep('working', 'finish', 'staff')).toBe('done');
    expect(afterStep('done', 'pay_balance', 'payment')).toBe('paid');
    expect(afterStep('done', 'pay_cash', 'staff')).toBe('paid');
  });

  it('refuses a step from the wrong state or by the wrong actor', () => {
    // A late payment never books a job that was cancelled or whose hold ran out.
    expect(afterStep('cancelled', 'pay_advance', 'payment')).toBeNull();
    expect(afterStep('expired', 'pay_advance', 'payment')).toBeNull();
    expect(afterStep('booked', 'pay_advance', 'payment')).toBeNull();
    // Only the clock ends a hold; a farmer does not mark their own advance paid.
    expect(canTakeStep('pending', 'expire', 'farmer')).toBe(false);
    expect(canTakeStep('pending', 'pay_advance', 'farmer')).toBe(false);
    expect(canTakeStep('booked', 'on_the_way', 'staff')).toBe(false);
    expect(canTakeStep('done', 'pay_cash', 'farmer')).toBe(false);
  });

  it('is cancelled by the farmer or the centre until the crew is on the way', () => {
    expect(hireJobStatuses.filter(isCancellable)).toEqual(['pending', 'booked', 'crew_assigned']);
    for (const status of ['pending', 'booked', 'crew_assigned'] as const) {
      expect(canTakeStep(status, 'cancel', 'farmer')).toBe(true);
      expect(canTakeStep(status, 'cancel', 'staff')).toBe(true);
    }
    expect(canTakeStep('on_the_way', 'cancel', 'farmer')).toBe(false);
  });

  it("offers staff the board's steps for each state, and nothing once the job ended", () => {
    expect(stepsOpenTo('booked', 'staff')).toEqual(['assign_crew', 'cancel']);
    expect(stepsOpenTo('crew_assigned', 'staff')).toEqual(['assign_crew', 'on_the_way', 'cancel']);
    expect(stepsOpenTo('on_the_way', 'staff')).toEqual(['working', 'finish']);
    expect(stepsOpenTo('working', 'staff')).toEqual(['finish']);
    expect(stepsOpenTo('done', 'staff')).toEqual(['pay_cash']);
    expect(stepsOpenTo('pending', 'farmer')).toEqual(['cancel']);
    expect(hireJobStatuses.filter(isFinal)).toEqual(['paid', 'cancelled', 'expired']);
  });

  it('leads every step to a state of the life', () => {
    for (const rule of Object.values(hireJobSteps)) {
      expect(hireJobStatuses).toContain(rule.to);
      for (const from of rule.from) expect(hireJobStatuses).toContain(from);
    }
  });
});
