import { describe, expect, it } from 'vitest';
import { hireOperations, hireSlots } from '../../../shared/hiring.js';
import { smsSize } from '../../providers/sms/sms.js';
import { smsTexts } from './sms-texts.js';

const longName = 'Basavarajappa Siddalingaiah Gowda';
const phone = '+919876543210';

/** Every text with the widest values it can carry: the longest operation, a two-digit day, six-digit rupees. */
function everyText(locale: 'en' | 'kn'): string[] {
  return hireOperations.flatMap((operation) =>
    hireSlots.flatMap((slot) => {
      const f = { operation, day: '2026-12-28', slot };
      return [
        smsTexts.booked({ ...f, advance: 99_999_900, total: 99_999_900 }, locale),
        smsTexts.crewAssigned({ ...f, operatorName: longName, operatorPhone: phone }, locale),
        smsTexts.onTheWay({ ...f, operatorName: longName, operatorPhone: phone }, locale),
        smsTexts.done(
          { ...f, measuredMilli: 12_345, unit: 'acre', bill: 99_999_900, balance: 99_999_900, needsAcceptance: true },
          locale,
        ),
        smsTexts.done(
          { ...f, measuredMilli: 12_345, unit: 'hour', bill: 99_999_900, balance: 99_999_900, needsAcceptance: false },
          locale,
        ),
        smsTexts.offered({ ...f, until: '28/12 18:45' }, locale),
        smsTexts.cancelled({ ...f, refund: 99_999_900 }, locale),
        smsTexts.paid({ ...f, amount: 99_999_900 }, locale),
      ];
    }),
  );
}

describe('SMS of a job', () => {
  it('keeps every Kannada SMS within two UCS-2 segments (134 characters)', () => {
    for (const text of everyText('kn')) {
      const size = smsSize(text);
      expect(size.encoding, text).toBe('ucs2');
      expect(size.segments, `${text} (${size.units})`).toBeLessThanOrEqual(2);
    }
  });

  it('sends English as GSM-7 text within two segments', () => {
    for (const text of everyText('en')) {
      const size = smsSize(text);
      expect(size.encoding, text).toBe('gsm7');
      expect(size.segments, text).toBeLessThanOrEqual(2);
    }
  });

  it('counts segments the way the network does', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161)).segments).toBe(2);
    expect(smsSize('a'.repeat(306)).segments).toBe(2);
    expect(smsSize('a'.repeat(307)).segments).toBe(3);
    expect(smsSize('€'.repeat(80)).segments).toBe(1);
    expect(smsSize('ಕ'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsSize('ಕ'.repeat(71)).segments).toBe(2);
    expect(smsSize('ಕ'.repeat(134)).segments).toBe(2);
    expect(smsSize('ಕ'.repeat(135)).segments).toBe(3);
    expect(smsSize('Rs 100 ₹').encoding).toBe('ucs2');
  });

  it('names the operator and the bill', () => {
    expect(
      smsTexts.crewAssigned(
        {
          operation: 'paddy_harvesting',
          day: '2026-12-01',
          slot: 'morning',
          operatorName: 'Ravi',
          operatorPhone: phone,
        },
        'kn',
      ),
    ).toContain('Ravi');
    expect(
      smsTexts.done(
        {
          operation: 'paddy_harvesting',
          day: '2026-12-01',
          slot: 'morning',
          measuredMilli: 3200,
          unit: 'acre',
          bill: 713_000,
          balance: 545_700,
          needsAcceptance: false,
        },
        'en',
      ),
    ).toBe('Raitha Yantra: work done, 3.2 acres. Bill Rs 7130, balance Rs 5457.');
  });
});
