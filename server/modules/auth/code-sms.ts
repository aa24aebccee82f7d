import { smsSize } from '../../providers/sms/sms.js';
import type { UiLocale } from './auth.repository.js';

/**
 * The SMS that carries a one-time code, in the farmer's language. Its last line is the WebOTP origin-bound format
 * (`@<host> #<code>`), so Chrome on Android offers to fill the code into the page of that host (the field has
 * autocomplete="one-time-code"). The longest wording that fits one SMS segment is used: a Kannada SMS goes as UCS-2,
 * 70 characters to a segment, and the code line takes ~25 of them.
 */
export type CodeSmsPurpose = 'sign-in' | 'add-phone';

const wordings: Record<UiLocale, Record<CodeSmsPurpose, ((code: string) => string)[]>> = {
  en: {
    'sign-in': [
      (code) => `Raitha Yantra: your code (OTP) is ${code}. It works for 5 minutes. Do not share it with anyone.`,
      (code) => `Raitha Yantra code (OTP): ${code}. Valid 5 minutes.`,
    ],
    'add-phone': [
      (code) => `Raitha Yantra: ${code} is the code (OTP) to add this number to your account. Do not share it.`,
      (code) => `Raitha Yantra code (OTP): ${code}`,
    ],
  },
  kn: {
    'sign-in': [
      (code) => `ರೈತ ಯಂತ್ರ ಕೋಡ್ (OTP) ${code}. 5 ನಿಮಿಷ. ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.`,
      (code) => `ರೈತ ಯಂತ್ರ ಕೋಡ್ (OTP) ${code}. ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.`,
      (code) => `ಕೋಡ್ (OTP) ${code}`,
    ],
    'add-phone': [
      (code) => `ನಂಬರ್ ಸೇರಿಸಲು ಕೋಡ್ (OTP) ${code}. ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.`,
      (code) => `ಕೋಡ್ (OTP) ${code}. ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.`,
      (code) => `ಕೋಡ್ (OTP) ${code}`,
    ],
  },
};

/** The WebOTP line: the host of the shop's origin (with its port, if any) and the code. */
export function webOtpLine(origin: string, code: string): string {
  return `@${new URL(origin).host} #${code}`;
}

/** The code's SMS: the fullest wording that keeps the message in one segment, then the WebOTP line. */
export function codeSms(options: { locale: UiLocale; purpose: CodeSmsPurpose; code: string; origin: string }): string {
  const last = webOtpLine(options.origin, options.code);
  const candidates = wordings[options.locale][options.purpose].map((wording) => `${wording(options.code)}\n${last}`);
  return candidates.find((text) => smsSize(text).segments === 1) ?? candidates[candidates.length - 1]!;
}
