import { describe, expect, it } from 'vitest';
import { holdLimitBreached, MAX_UNPAID_HIRE_HOLDS } from './hire-holds.js';

describe('unpaid hire holds', () => {
  it('allow one per service and day: the same service and day again is not a new booking', () => {
    const held = [{ serviceId: 1, day: '2026-12-01' }];
    expect(holdLimitBreached(held, { serviceId: 1, day: '2026-12-01' }, false)).toBe('same_day');
    expect(holdLimitBreached(held, { serviceId: 1, day: '2026-12-02' }, false)).toBeNull();
  });

  it(`allow at most ${MAX_UNPAID_HIRE_HOLDS} at once`, () => {
    const two = [
      { serviceId: 1, day: '2026-12-01' },
      { serviceId: 2, day: '2026-12-01' },
    ];
    expect(holdLimitBreached(two, { serviceId: 3, day: '2026-12-01' }, false)).toBe('too_many');
    expect(holdLimitBreached(two.slice(1), { serviceId: 3, day: '2026-12-01' }, false)).toBeNull();
  });

  it('pause the same day after a hold of it ran out while others wait', () => {
    expect(holdLimitBreached([], { serviceId: 1, day: '2026-12-01' }, true)).toBe('paused');
  });
});
