import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertPaise, formatRupees, rupeesToPaise, taxOn, totalWithTax } from './money.js';

describe('money', () => {
  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(12_500_000)).toBe('₹1,25,000');
    expect(formatRupees(68_500_000)).toBe('₹6,85,000');
    expect(formatRupees(99)).toBe('₹0.99');
    expect(formatRupees(123_456_789)).toBe('₹12,34,567.89');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('formats Kannada prices with the same digits and grouping', () => {
    expect(formatRupees(12_500_000, 'kn')).toMatch(/1,25,000/);
    expect(formatRupees(12_500_000, 'kn')).toContain('₹');
  });

  it('rounds 18 % tax half-up to the paisa', () => {
    expect(taxOn(100)).toBe(18);
    expect(taxOn(1)).toBe(0);
    expect(taxOn(3)).toBe(1); // 0.54 paise rounds up
    expect(taxOn(25)).toBe(5); // 4.5 paise rounds up
    expect(taxOn(12_500_000)).toBe(2_250_000);
  });

  it('keeps total = subtotal + tax with free shipping, within half a paisa of subtotal x 1.18', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (subtotal) => {
        const t = totalWithTax(subtotal);
        expect(t.shipping).toBe(0);
        expect(t.total).toBe(t.subtotal + t.tax);
        expect(Math.abs(t.total - subtotal * 1.18)).toBeLessThanOrEqual(0.5);
        expect(Number.isInteger(t.tax)).toBe(true);
      }),
    );
  });

  it('refuses amounts that are not whole non-negative paise', () => {
    expect(() => assertPaise(-1)).toThrow(RangeError);
    expect(() => assertPaise(1.5)).toThrow(RangeError);
    expect(rupeesToPaise(1250.5)).toBe(125_050);
  });
});
