import { describe, expect, it } from 'vitest';
import { addWorkingDays, refundArrival } from './refund-arrival';

describe('refundArrival', () => {
  it('gives a UPI refund 1 to 3 days, weekends included', () => {
    // Friday 27 November 2026.
    expect(refundArrival('upi', '2026-11-27')).toEqual({ from: '2026-11-28', by: '2026-11-30' });
  });

  it('gives a card or net banking refund 5 to 7 working days, skipping Saturdays and Sundays', () => {
    // From Friday 27 November: 5 working days is Friday 4 December, 7 is Tuesday 8 December.
    expect(refundArrival('card', '2026-11-27')).toEqual({ from: '2026-12-04', by: '2026-12-08' });
    expect(refundArrival('netbanking', '2026-11-27')).toEqual({ from: '2026-12-04', by: '2026-12-08' });
  });

  it('gives a refund whose way is not known yet the longer rule', () => {
    expect(refundArrival(null, '2026-11-27')).toEqual(refundArrival('card', '2026-11-27'));
  });

  it('counts working days across a month and a weekend', () => {
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30'); // Saturday -> Monday
    expect(addWorkingDays('2026-11-30', 5)).toBe('2026-12-07'); // Monday -> next Monday
    expect(addWorkingDays('2026-12-31', 2)).toBe('2027-01-04'); // Thursday -> Monday
  });
});
