import { describe, expect, it } from 'vitest';
import { expectCallBy, minutesWaited } from './callback-time.js';

describe('when a missed caller is called back', () => {
  it('within 30 minutes in office hours (9:00 to 18:00 in Karnataka)', () => {
    // 11:30 IST.
    expect(expectCallBy(new Date('2026-11-22T06:00:00Z')).toISOString()).toBe('2026-11-22T06:30:00.000Z');
    // 17:30 IST is the last call answered the same day.
    expect(expectCallBy(new Date('2026-11-22T12:00:00Z')).toISOString()).toBe('2026-11-22T12:30:00.000Z');
  });

  it('by 10:00 the next morning after hours, and the same morning before opening', () => {
    // 17:45 IST.
    expect(expectCallBy(new Date('2026-11-22T12:15:00Z')).toISOString()).toBe('2026-11-23T04:30:00.000Z');
    // 23:50 IST.
    expect(expectCallBy(new Date('2026-11-22T18:20:00Z')).toISOString()).toBe('2026-11-23T04:30:00.000Z');
    // 06:00 IST.
    expect(expectCallBy(new Date('2026-11-22T00:30:00Z')).toISOString()).toBe('2026-11-22T04:30:00.000Z');
  });

  it('counts whole minutes waited, never negative', () => {
    const first = new Date('2026-11-22T06:00:00Z');
    expect(minutesWaited(first, new Date('2026-11-22T06:59:59Z'))).toBe(59);
    expect(minutesWaited(first, new Date('2026-11-22T05:00:00Z'))).toBe(0);
  });
});
