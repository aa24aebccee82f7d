/**
 * How long a refused caller should wait, said as a person would: "in about an hour", not "in 3,597 seconds". One
 * phrase for the server's English message and for the browser's sentence in either language. Rounded, because a
 * limiter's seconds are not a promise: under a minute the seconds are said, then minutes (to 5 from ten minutes
 * on), then hours.
 */
import type { UiLocale } from './money.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

type Wait = { unit: 'second' | 'minute' | 'hour'; count: number; exact: boolean };

function roundedWait(seconds: number): Wait {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < MINUTE) return { unit: 'second', count: whole, exact: true };
  const minutes = Math.round(whole / MINUTE);
  if (minutes < 10) return { unit: 'minute', count: minutes, exact: false };
  if (minutes < 55) return { unit: 'minute', count: Math.round(minutes / 5) * 5, exact: false };
  if (minutes < 90) return { unit: 'hour', count: 1, exact: false };
  return { unit: 'hour', count: Math.round(whole / HOUR), exact: false };
}

function english({ unit, count, exact }: Wait): string {
  if (exact) return `in ${count} ${count === 1 ? unit : `${unit}s`}`;
  if (count === 1) return unit === 'hour' ? 'in about an hour' : 'in about a minute';
  return `in about ${count} ${unit}s`;
}

// Kannada says the wait before "ಬಿಟ್ಟು" (after leaving ...), with the unit in the singular as people speak it.
const kannadaUnits = { second: 'ಸೆಕೆಂಡ್', minute: 'ನಿಮಿಷ', hour: 'ಗಂಟೆ' } as const;

function kannada({ unit, count, exact }: Wait): string {
  const about = exact ? '' : 'ಸುಮಾರು ';
  const amount = count === 1 && !exact ? 'ಒಂದು' : String(count);
  return `${about}${amount} ${kannadaUnits[unit]} ಬಿಟ್ಟು`;
}

/** "in about an hour" / "ಸುಮಾರು ಒಂದು ಗಂಟೆ ಬಿಟ್ಟು" for a wait of `seconds`, to follow "Please try again". */
export function retryAfterPhrase(seconds: number, locale: UiLocale): string {
  const wait = roundedWait(seconds);
  return locale === 'kn' ? kannada(wait) : english(wait);
}
