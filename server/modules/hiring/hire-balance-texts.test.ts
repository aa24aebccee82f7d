import { describe, expect, it } from 'vitest';
import { smsSize } from '../../providers/sms/sms.js';
import { balanceTexts } from './hire-balance-texts.js';

const facts = { day: '2026-12-28', amount: 12_345_600 };
const at = new Date('2026-12-28T12:35:00Z');

describe('the SMS of paying a balance', () => {
  it('says the amount in rupees and the job day in both languages', () => {
    expect(balanceTexts.cashReceipt({ ...facts, at }, 'en')).toBe(
      'Raitha Yantra receipt: balance Rs 123456 for the work on 28 Dec received in cash (6:05 pm). Thank you!',
    );
    expect(balanceTexts.cashReceipt({ ...facts, at }, 'kn')).toContain('₹123456 ನಗದು ಬಂತು (ಸಂಜೆ 6:05)');
    expect(balanceTexts.cashReceipt({ ...facts, at }, 'kn')).toContain('28 ಡಿಸೆಂಬರ್ ಕೆಲಸದ');
    expect(balanceTexts.refunded(facts, 'kn')).toContain('₹123456 ಅದೇ ಖಾತೆಗೆ ವಾಪಸ್ ಬರುತ್ತೆ');
  });

  it('keeps the receipt and the refund within two parts, and the link within three with a long address', () => {
    for (const locale of ['en', 'kn'] as const) {
      expect(smsSize(balanceTexts.cashReceipt({ ...facts, at }, locale)).segments).toBeLessThanOrEqual(2);
      expect(smsSize(balanceTexts.refunded(facts, locale)).segments).toBeLessThanOrEqual(2);
      const url = `https://rzp.io/rzp/${'x'.repeat(12)}`;
      const link = balanceTexts.link({ ...facts, url, days: 3 }, locale);
      expect(link).toContain(url);
      expect(smsSize(link).segments).toBeLessThanOrEqual(3);
    }
    // English stays GSM-7: no rupee sign.
    expect(smsSize(balanceTexts.link({ ...facts, url: 'https://rzp.io/x', days: 3 }, 'en')).encoding).toBe('gsm7');
  });
});
