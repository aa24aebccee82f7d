import { describe, expect, it } from 'vitest';
import { hireOperations, hireSlots } from '../../../shared/hiring.js';
import { smsSize } from '../../providers/sms/sms.js';
import { smsTexts } from './sms-texts.js';

const longName = 'Basavarajappa Siddalingaiah Gowda';
const longKannadaName = 'ಶ್ರೀನಿವಾಸ ಲಕ್ಷ್ಮೀನಾರಾಯಣ ಸಿದ್ದಲಿಂಗಯ್ಯ';
const until = new Date('2026-09-27T13:15:00Z');
const now = new Date('2026-09-27T12:15:00Z');
const phone = '+919876543210';

/**
 * Every text with the widest values it can carry: the longest operation, a two-digit day in the longest Kannada
 * month (ಸೆಪ್ಟೆಂಬರ್), six-digit rupees, a Kannada name longer than fits.
 */
function everyText(locale: 'en' | 'kn'): string[] {
  return hireOperations.flatMap((operation) =>
    hireSlots.flatMap((slot) => {
      const f = { operation, day: '2026-09-28', slot };
      return [
        smsTexts.booked({ ...f, advance: 99_999_900, total: 99_999_900 }, locale),
        smsTexts.crewAssigned({ ...f, operatorName: longName, operatorPhone: phone }, locale),
        smsTexts.onTheWay({ ...f, operatorName: longName, operatorPhone: phone }, locale),
        // A Kannada name would make any SMS Unicode: it is counted with the Kannada texts only.
        ...(locale === 'kn'
          ? [
              smsTexts.crewAssigned({ ...f, operatorName: longKannadaName, operatorPhone: phone }, locale),
              smsTexts.onTheWay({ ...f, operatorName: longKannadaName, operatorPhone: phone }, locale),
            ]
          : []),
        smsTexts.done(
          { ...f, measuredMilli: 12_345, unit: 'acre', bill: 99_999_900, balance: 99_999_900, needsAcceptance: true },
          locale,
        ),
        smsTexts.done(
          { ...f, measuredMilli: 12_345, unit: 'hour', bill: 99_999_900, balance: 99_999_900, needsAcceptance: false },
          locale,
        ),
        smsTexts.offered({ ...f, until, now }, locale),
        smsTexts.cancelled({ ...f, refund: 99_999_900 }, locale),
        smsTexts.paid({ ...f, amount: 99_999_900 }, locale),
      ];
    }),
  );
}

describe('SMS of a job', () => {
  it('writes days and times as a Kannada reader reads them: no ISO day, no 24-hour clock, no AM/PM', () => {
    for (const text of everyText('kn')) {
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|\d+\/\d+|\b(1[3-9]|2[0-3]):\d{2}|AM|PM/);
    }
    const f = { operation: 'puddling' as const, day: '2026-12-02', slot: 'morning' as const };
    expect(smsTexts.booked({ ...f, advance: 100_000, total: 500_000 }, 'kn')).toContain('ಕೆಸರು ಉಳುಮೆ 2 ಡಿಸೆಂಬರ್');
    expect(smsTexts.offered({ ...f, until, now }, 'kn')).toContain('ಸಂಜೆ 6:45 ಒಳಗೆ');
    expect(smsTexts.offered({ ...f, until, now }, 'en')).toContain('by 27 Sept, 6:45 pm');
  });

  it('cuts a Kannada name between letters, never inside a conjunct', () => {
    const f = { operation: 'ploughing' as const, day: '2026-12-02', slot: 'morning' as const };
    const text = smsTexts.onTheWay({ ...f, operatorName: longKannadaName, operatorPhone: phone }, 'kn');
    const name = /^ರೈತ ಯಂತ್ರ: (\S+(?: \S+)*?) ನಿಮ್ಮ/.exec(text)?.[1] ?? '';
    expect(name.endsWith('.')).toBe(true);
    expect(name.slice(0, -1).endsWith('\u0CCD')).toBe(false);
    expect(longKannadaName.startsWith(name.slice(0, -1))).toBe(true);
  });

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
