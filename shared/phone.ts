import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * An Indian mobile number, one rule for the whole shop (issue 24): what a farmer types — "98450 12345",
 * "+91 98450-12345", "098450 12345", Kannada digits — is read with libphonenumber-js's mobile metadata, so only a
 * number that can be a mobile in India passes. Stored and compared as E.164 (+919845012345); shown as a reader
 * in India writes it.
 */
const KANNADA_DIGITS = /[೦-೯]/g;

function asciiDigits(text: string): string {
  return text.replace(KANNADA_DIGITS, (d) => String(d.charCodeAt(0) - 0x0ce6));
}

/** The number in E.164, or null when the text is not an Indian mobile number. */
export function indianMobile(text: string): string | null {
  const parsed = parsePhoneNumberFromString(asciiDigits(text).trim(), 'IN');
  if (!parsed || parsed.country !== 'IN' || !parsed.isValid()) return null;
  return parsed.number;
}

/** "+919845012345" → "98450 12345" (national, as printed in India); anything else is returned as it was. */
export function formatMobile(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164, 'IN');
  return parsed ? parsed.formatNational().replace(/^0/, '') : e164;
}

/** "+919845012345" → "+91 98450 12345", for messages read outside India's dialling. */
export function formatMobileInternational(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164, 'IN');
  return parsed ? parsed.formatInternational() : e164;
}

/** The last four digits, all a log or a screen of someone else's may show: "••••2345". */
export function maskedMobile(e164: string): string {
  return `••••${e164.slice(-4)}`;
}
