import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatKolkataTime } from '../../../shared/format-date';

/** The UPI apps farmers know, as they know them (names are not translated). */
export const UPI_APP_NAMES = ['PhonePe', 'Google Pay', 'Paytm', 'BHIM'] as const;

/** A failed UPI attempt told by its NPCI code (ZM wrong PIN, Z9 no money, ZA declined, U69 lapsed). */
export function upiDeclineSentence(i18n: I18n, code: string | null): string {
  switch (code) {
    case 'ZM':
      return i18n._(msg`Wrong UPI PIN. The payment was declined and no money was taken.`);
    case 'Z9':
      return i18n._(msg`Your bank account does not have enough money for this payment.`);
    case 'ZA':
      return i18n._(msg`The payment was declined in the UPI app. No money was taken.`);
    case 'U69':
    case 'expired':
      return i18n._(msg`The UPI request ran out of time before it was approved. No money was taken.`);
    default:
      return i18n._(msg`The payment was declined in the UPI app. No money was taken.`);
  }
}

/** A time of day as the farmer reads it ("4:35 pm" / "ಸಂಜೆ 4:35"), in India's time. */
export function clockTime(locale: string, at: Date | string): string {
  return formatKolkataTime(new Date(at), locale === 'kn' ? 'kn' : 'en');
}
