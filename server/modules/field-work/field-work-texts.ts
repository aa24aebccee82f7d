import { fromMilli, type HireUnit } from '../../../shared/hiring.js';

/**
 * The SMS that brings the farmer the measurement and the code to confirm it, in the farmer's language: English in
 * GSM-7 ("+/-", never "±"), Kannada within two Unicode segments (field-work-texts test).
 */
export function measuredSms(
  f: { measuredMilli: number; plusMinusMilli: number | null; unit: HireUnit; code: string },
  locale: 'en' | 'kn',
): string {
  const n = String(fromMilli(f.measuredMilli));
  const pm = f.plusMinusMilli === null ? '' : ` +/-${fromMilli(f.plusMinusMilli)}`;
  if (locale === 'kn') {
    const what = f.unit === 'acre' ? `ಹೊಲದ ಅಳತೆ ${n}${pm} ಎಕರೆ` : `ಕೆಲಸ ${n} ಗಂಟೆ`;
    return `ರೈತ ಯಂತ್ರ: ${what}. ಸರಿ ಇದ್ದರೆ ಕೋಡ್ ${f.code} ಡ್ರೈವರ್‌ಗೆ ಹೇಳಿ ಅಥವಾ ಆರ್ಡರ್ಸ್‌ನಲ್ಲಿ ಕನ್ಫರ್ಮ್ ಮಾಡಿ.`;
  }
  const what = f.unit === 'acre' ? `field measured ${n}${pm} acres` : `work took ${n} hours`;
  return `Raitha Yantra: ${what}. If right, tell the operator code ${f.code} or confirm in My Orders.`;
}
