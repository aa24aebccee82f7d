import { formatDayMonth, formatKolkataTime } from '../../../shared/format-date.js';
import type { SmsLocale } from './sms-texts.js';

/**
 * The SMS of paying a balance after the work (hire-balance.ts), in the farmer's language: the payment link, the
 * cash receipt, and the refund of a second payment. English is GSM-7 ("Rs"); Kannada is Unicode. The link's address
 * comes from the provider, so that message may take a third segment; the others stay within two
 * (hire-balance-texts.test.ts).
 */
function jobDay(d: string, locale: SmsLocale): string {
  return formatDayMonth(d, locale);
}

function rupees(paise: number, locale: SmsLocale): string {
  const value = Math.round(paise / 100);
  return locale === 'kn' ? `₹${value}` : `Rs ${value}`;
}

export interface BalanceSmsFacts {
  /** The job's day, YYYY-MM-DD. */
  day: string;
  /** Paise. */
  amount: number;
}

export const balanceTexts = {
  link(f: BalanceSmsFacts & { url: string; days: number }, l: SmsLocale): string {
    return l === 'kn'
      ? `ರೈತ ಯಂತ್ರ: ${jobDay(f.day, l)} ಕೆಲಸದ ಬಾಕಿ ಹಣ ${rupees(f.amount, l)}. ` +
          `${f.days} ದಿನದೊಳಗೆ ಯುಪಿಐ ಮೂಲಕ ಕಟ್ಟಿ: ${f.url}`
      : `Raitha Yantra: balance ${rupees(f.amount, l)} for the work on ${jobDay(f.day, l)}. ` +
          `Pay by UPI within ${f.days} days: ${f.url}`;
  },
  cashReceipt(f: BalanceSmsFacts & { at: Date }, l: SmsLocale): string {
    const at = formatKolkataTime(f.at, l);
    return l === 'kn'
      ? `ರೈತ ಯಂತ್ರ ರಸೀದಿ: ${jobDay(f.day, l)} ಕೆಲಸದ ಬಾಕಿ ${rupees(f.amount, l)} ನಗದು ಬಂತು (${at}). ಧನ್ಯವಾದ!`
      : `Raitha Yantra receipt: balance ${rupees(f.amount, l)} for the work on ${jobDay(f.day, l)} ` +
          `received in cash (${at}). Thank you!`;
  },
  refunded(f: BalanceSmsFacts, l: SmsLocale): string {
    return l === 'kn'
      ? `ರೈತ ಯಂತ್ರ: ಬಾಕಿ ಹಣ ಆಗಲೇ ಬಂದಿತ್ತು. ನೀವು ಮತ್ತೆ ಕಟ್ಟಿದ ${rupees(f.amount, l)} ಅದೇ ಖಾತೆಗೆ ವಾಪಸ್ ಬರುತ್ತೆ.`
      : `Raitha Yantra: the balance was already paid, so your second payment of ${rupees(f.amount, l)} ` +
          `goes back to the same account.`;
  },
};
