import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './card-input';

describe('card typing helpers', () => {
  it('groups card digits by four and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00000002x')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });

  it('writes the expiry as MM/YY while typing, and lets backspace remove the slash', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12/3')).toBe('12/3');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12', '12/')).toBe('1');
    expect(formatExpiry('12/305')).toBe('12/30');
  });

  it('keeps at most four CVC digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});
