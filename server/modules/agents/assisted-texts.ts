import { formatDayMonth, formatKolkataTime } from '../../../shared/format-date.js';
import type { HireSlot } from '../../../shared/hiring.js';

/**
 * The SMS of a booking made for a farmer by a village agent or the shop's staff (issue 24, items 4 and 5), in the
 * farmer's language: the code the farmer gives the agent to agree, and the quote with the payment link of the
 * advance. English is GSM-7 ("Rs"); Kannada is Unicode. The code's text stays within two segments; the quote carries
 * the provider's link, so it may take a third (assisted-texts.test.ts).
 */
export type SmsLocale = 'en' | 'kn';

const slotWords: Record<HireSlot, [string, string]> = {
  morning: ['morning', 'ಬೆಳಿಗ್ಗೆ'],
  afternoon: ['afternoon', 'ಮಧ್ಯಾಹ್ನ'],
  whole_day: ['whole day', 'ಇಡೀ ದಿನ'],
};

function rupees(paise: number, l: SmsLocale): string {
  const value = Math.round(paise / 100);
  return l === 'kn' ? `₹${value}` : `Rs ${value}`;
}

export interface AssistedFacts {
  day: string;
  slot: HireSlot;
  /** Paise. */
  total: number;
}

export const assistedTexts = {
  /** To the farmer: an agent is booking for them; the code is what the farmer tells the agent to agree. */
  agentCode(f: AssistedFacts & { code: string }, l: SmsLocale): string {
    const when = `${formatDayMonth(f.day, l)} ${slotWords[f.slot][l === 'kn' ? 1 : 0]}`;
    return l === 'kn'
      ? `ರೈತ ಯಂತ್ರ: ಊರಿನ ಏಜೆಂಟ್ ನಿಮಗಾಗಿ ${when} ಕೆಲಸ ಬುಕ್ ಮಾಡ್ತಿದ್ದಾರೆ, ಒಟ್ಟು ${rupees(f.total, l)}. ` +
          `ಒಪ್ಪಿಗೆ ಇದ್ದರೆ ಈ ಕೋಡ್ ಏಜೆಂಟ್‌ಗೆ ಹೇಳಿ: ${f.code}`
      : `Raitha Yantra: a village agent is booking work for you on ${when}, price ${rupees(f.total, l)}. ` +
          `If you agree, tell the agent this code: ${f.code}`;
  },
  /** To the farmer: the quote and the link to pay the advance, by the time the crew is held. */
  quote(f: AssistedFacts & { advance: number; until: Date; url: string }, l: SmsLocale): string {
    const when = `${formatDayMonth(f.day, l)} ${slotWords[f.slot][l === 'kn' ? 1 : 0]}`;
    const by = formatKolkataTime(f.until, l);
    return l === 'kn'
      ? `ರೈತ ಯಂತ್ರ: ${when} ಕೆಲಸ, ಒಟ್ಟು ${rupees(f.total, l)}. ${by} ಒಳಗೆ ಮುಂಗಡ ${rupees(f.advance, l)} ` +
          `ಕಟ್ಟಿ ಬುಕ್ ಮಾಡಿ: ${f.url}`
      : `Raitha Yantra: work on ${when}, price ${rupees(f.total, l)}. Pay the advance ${rupees(f.advance, l)} ` +
          `by ${by} to book: ${f.url}`;
  },
  /** To the farmer: nothing to pay in advance, the work is booked. */
  bookedNoAdvance(f: AssistedFacts, l: SmsLocale): string {
    const when = `${formatDayMonth(f.day, l)} ${slotWords[f.slot][l === 'kn' ? 1 : 0]}`;
    return l === 'kn'
      ? `ರೈತ ಯಂತ್ರ: ${when} ಕೆಲಸ ಬುಕ್ ಆಯ್ತು, ಒಟ್ಟು ${rupees(f.total, l)}. ಮುಂಗಡ ಬೇಕಿಲ್ಲ.`
      : `Raitha Yantra: work on ${when} is booked, price ${rupees(f.total, l)}. No advance to pay.`;
  },
};
