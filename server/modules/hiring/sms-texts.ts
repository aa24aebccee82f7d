import { formatDayMonth, formatKolkataDateTime } from '../../../shared/format-date.js';
import { cutToFit } from '../../../shared/graphemes.js';
import { fromMilli, type HireOperation, type HireSlot, type HireUnit } from '../../../shared/hiring.js';

/**
 * The SMS of each step of a job, in the farmer's language. English goes as GSM-7 text ("Rs", never "₹", which
 * would turn the whole message into UCS-2); Kannada is Unicode, 67 characters a part when split, so every text
 * here stays within two segments (134) with the longest values it can carry (sms-texts.test.ts).
 */
export type SmsLocale = 'en' | 'kn';

export const operationWords: Record<HireOperation, [string, string]> = {
  ploughing: ['Ploughing', 'ಉಳುಮೆ'],
  rotavating: ['Rotavating', 'ರೋಟವೇಟರ್'],
  puddling: ['Puddling', 'ಕೆಸರು ಉಳುಮೆ'],
  sowing: ['Sowing', 'ಬಿತ್ತನೆ'],
  transplanting: ['Transplanting', 'ನಾಟಿ'],
  paddy_harvesting: ['Paddy harvesting', 'ಭತ್ತ ಕಟಾವು'],
  other_harvesting: ['Harvesting', 'ಕಟಾವು'],
  threshing: ['Threshing', 'ಒಕ್ಕಣೆ'],
  spraying: ['Spraying', 'ಸ್ಪ್ರೇ'],
  baling: ['Baling', 'ಬೇಲಿಂಗ್'],
};

export const slotWords: Record<HireSlot, [string, string]> = {
  morning: ['morning', 'ಬೆಳಿಗ್ಗೆ'],
  afternoon: ['afternoon', 'ಮಧ್ಯಾಹ್ನ'],
  whole_day: ['whole day', 'ಇಡೀ ದಿನ'],
};

/** '2 Dec' / '2 ಡಿಸೆಂಬರ್' (shared/format-date.ts), never '2/12' or an ISO day. */
function day(d: string, locale: SmsLocale): string {
  return formatDayMonth(d, locale);
}

/** Whole rupees without grouping, "Rs 7130" / "₹7130": paise are rounded for the SMS only. */
export function rupees(paise: number, locale: SmsLocale): string {
  const value = Math.round(paise / 100);
  return locale === 'kn' ? `₹${value}` : `Rs ${value}`;
}

function quantity(milli: number, unit: HireUnit, locale: SmsLocale): string {
  const n = String(fromMilli(milli));
  if (locale === 'kn') return `${n} ${unit === 'acre' ? 'ಎಕರೆ' : 'ಗಂಟೆ'}`;
  return `${n} ${unit === 'acre' ? 'acres' : 'hours'}`;
}

/** Names are cut to what fits, between letters (a Kannada conjunct stays whole); /orders shows them in full. */
function short(text: string, max: number): string {
  return cutToFit(text, max);
}

export const SMS_NAME_MAX = 20;

export interface JobSmsFacts {
  operation: HireOperation;
  day: string;
  slot: HireSlot;
}

export const smsTexts = {
  booked(f: JobSmsFacts & { advance: number; total: number }, l: SmsLocale): string {
    return l === 'kn'
      ? `ರೈತ ಯಂತ್ರ: ${operationWords[f.operation][1]} ${day(f.day, l)} ${slotWords[f.slot][1]} ` +
          `ಬುಕ್ ಆಯ್ತು. ಮುಂಗಡ ${rupees(f.advance, l)} ಬಂತು, ಒಟ್ಟು ${rupees(f.total, l)}.`
      : `Raitha Yantra: ${operationWords[f.operation][0]} booked for ${day(f.day, l)} ${slotWords[f.slot][0]}. ` +
          `Advance ${rupees(f.advance, l)} received, price ${rupees(f.total, l)}.`;
  },
  crewAssigned(f: JobSmsFacts & { operatorName: string; operatorPhone: string }, l: SmsLocale): string {
    const name = short(f.operatorName, SMS_NAME_MAX);
    return l === 'kn'
      ? `ರೈತ ಯಂತ್ರ: ${day(f.day, l)} ${operationWords[f.operation][1]} ` + `ಕೆಲಸಕ್ಕೆ ಡ್ರೈವರ್ ${name}, ಫೋನ್ ${f.operatorPhone}.`
      : `Raitha Yantra: your operator for ${day(f.day, l)} is ${name}, phone ${f.operatorPhone}.`;
  },
  onTheWay(f: JobSmsFacts & { operatorName: string; operatorPhone: string }, l: SmsLocale): string {
    const name = short(f.operatorName, SMS_NAME_MAX);
    return l === 'kn'
      ? `ರೈತ ಯಂತ್ರ: ${name} ನಿಮ್ಮ ಹೊಲಕ್ಕೆ ಹೊರಟಿದ್ದಾರೆ. ಫೋನ್ ${f.operatorPhone}.`
      : `Raitha Yantra: ${name} is on the way to your field. Phone ${f.operatorPhone}.`;
  },
  done(
    f: JobSmsFacts & { measuredMilli: number; unit: HireUnit; bill: number; balance: number; needsAcceptance: boolean },
    l: SmsLocale,
  ): string {
    const q = quantity(f.measuredMilli, f.unit, l);
    if (l === 'kn') {
      const ask = f.needsAcceptance ? ' ಬಿಲ್ ಅಂದಾಜಿಗಿಂತ ಜಾಸ್ತಿ: ಆರ್ಡರ್ಸ್‌ನಲ್ಲಿ ಒಪ್ಪಿಗೆ ಕೊಡಿ.' : '';
      return `ರೈತ ಯಂತ್ರ: ಕೆಲಸ ಮುಗೀತು, ${q}. ಬಿಲ್ ${rupees(f.bill, l)}, ಬಾಕಿ ${rupees(f.balance, l)}.${ask}`;
    }
    const ask = f.needsAcceptance ? ' The bill is over the quote: please accept it in My Orders.' : '';
    return `Raitha Yantra: work done, ${q}. Bill ${rupees(f.bill, l)}, balance ${rupees(f.balance, l)}.${ask}`;
  },
  offered(f: JobSmsFacts & { until: Date; now: Date }, l: SmsLocale): string {
    const until = formatKolkataDateTime(f.until, l, f.now);
    return l === 'kn'
      ? `ರೈತ ಯಂತ್ರ: ${day(f.day, l)} ${operationWords[f.operation][1]} ಕೆಲಸಕ್ಕೆ ಯಂತ್ರ ` +
          `ಖಾಲಿ ಆಯ್ತು! ${until} ಒಳಗೆ ಮುಂಗಡ ಕಟ್ಟಿ ಬುಕ್ ಮಾಡಿ.`
      : `Raitha Yantra: a slot for ${operationWords[f.operation][0]} on ${day(f.day, l)} ` +
          `is free for you. Pay the advance by ${until} to book it.`;
  },
  cancelled(f: JobSmsFacts & { refund: number }, l: SmsLocale): string {
    if (l === 'kn') {
      const money = f.refund > 0 ? ` ${rupees(f.refund, l)} ವಾಪಸ್ ಬರುತ್ತೆ.` : '';
      return `ರೈತ ಯಂತ್ರ: ${day(f.day, l)} ${operationWords[f.operation][1]} ಬುಕಿಂಗ್ ರದ್ದಾಗಿದೆ.${money}`;
    }
    const money = f.refund > 0 ? ` ${rupees(f.refund, l)} will be refunded to your card.` : '';
    return `Raitha Yantra: your ${operationWords[f.operation][0]} booking on ${day(f.day, l)} is cancelled.${money}`;
  },
  paid(f: JobSmsFacts & { amount: number }, l: SmsLocale): string {
    return l === 'kn'
      ? `ರೈತ ಯಂತ್ರ: ${rupees(f.amount, l)} ಬಂತು, ಧನ್ಯವಾದ! ಕೆಲಸ ಹೇಗಿತ್ತು? ಆರ್ಡರ್ಸ್‌ನಲ್ಲಿ ಸ್ಟಾರ್ ಕೊಡಿ.`
      : `Raitha Yantra: ${rupees(f.amount, l)} received, thank you! Rate the work in My Orders.`;
  },
};

export type SmsKind = keyof typeof smsTexts;
