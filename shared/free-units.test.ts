import { describe, expect, it } from 'vitest';
import { freeAtAfterHolds, freeFor, freeOn, shortfallOf, type UnitBooking } from './free-units.js';

const today = '2026-12-01';
const at = (iso: string) => new Date(iso);

const paidRental: UnitBooking = { quantity: 1, start: '2026-12-05', end: '2026-12-08', heldUntil: null };
const heldPurchase: UnitBooking = { quantity: 1, start: today, end: null, heldUntil: at('2026-12-01T06:15:00Z') };
const heldRental: UnitBooking = {
  quantity: 1,
  start: '2026-12-03',
  end: '2026-12-04',
  heldUntil: at('2026-12-01T06:10:00Z'),
};

describe('free units', () => {
  it('a rental takes its units on [start, end): the return day is free', () => {
    expect(['2026-12-04', '2026-12-05', '2026-12-07', '2026-12-08'].map((d) => freeOn(2, [paidRental], d))).toEqual([
      2, 1, 1, 2,
    ]);
  });

  it('a purchase needs the unit on every day from today on, a rental only on its own days', () => {
    const bookings = [paidRental];
    expect(freeFor(1, bookings, { rental: false }, today)).toBe(0);
    expect(freeFor(1, bookings, { rental: true, start: '2026-12-01', end: '2026-12-05' }, today)).toBe(1);
    expect(freeFor(1, bookings, { rental: true, start: '2026-12-01', end: '2026-12-06' }, today)).toBe(0);
  });

  it('never below 0, and a held purchase takes its unit on every day', () => {
    expect(freeFor(1, [paidRental, heldPurchase], { rental: false }, today)).toBe(0);
    expect(freeOn(1, [heldPurchase], '2027-06-01')).toBe(0);
  });

  it('an order buying and renting the same product: the bought unit is gone on the rental days too', () => {
    const lines = [
      { rental: false as const, quantity: 1 },
      { rental: true as const, start: '2026-12-02', end: '2026-12-04', quantity: 1 },
    ];
    expect(shortfallOf(2, [], lines, today)).toBeNull();
    expect(shortfallOf(2, [heldRental], lines, today)).toEqual({ line: lines[1], available: 0 });
    expect(shortfallOf(1, [], lines, today)).toEqual({ line: lines[1], available: 0 });
  });

  it('says when holds alone keep an order out: the earliest hold end after which it fits', () => {
    const rental = [{ rental: true as const, start: '2026-12-03', end: '2026-12-05', quantity: 1 }];
    // Both holds must end for the rental to fit on one unit: the later end.
    expect(freeAtAfterHolds(1, [heldRental, heldPurchase], rental, today)).toEqual(at('2026-12-01T06:15:00Z'));
    // With a second unit, the earlier end is enough.
    expect(freeAtAfterHolds(2, [heldRental, heldPurchase], rental, today)).toEqual(at('2026-12-01T06:10:00Z'));
    // A paid rental on those days is not a hold: no hold ending frees it.
    expect(freeAtAfterHolds(1, [heldPurchase, { ...paidRental, start: '2026-12-04' }], rental, today)).toBeNull();
  });
});
