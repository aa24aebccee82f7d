import { formatKolkataDateTime } from '../../../shared/format-date.js';

/**
 * The SMS a farmer gets after a missed call (issue 24, item 4), in their language: when to expect the shop's call.
 * English is GSM-7; Kannada is Unicode and stays within two segments (callbacks.test.ts).
 */
export const callbackTexts = {
  expectCall(f: { by: Date; now: Date }, l: 'en' | 'kn'): string {
    const by = formatKolkataDateTime(f.by, l, f.now);
    return l === 'kn'
      ? `ರೈತ ಯಂತ್ರ: ನಿಮ್ಮ ಮಿಸ್ಡ್ ಕಾಲ್ ಬಂತು. ${by} ಒಳಗೆ ನಾವೇ ನಿಮಗೆ ಕಾಲ್ ಮಾಡ್ತೀವಿ.`
      : `Raitha Yantra: we got your missed call. We will call you back by ${by}.`;
  },
};
