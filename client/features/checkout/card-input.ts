/** Typing helpers of the test card form: what a card terminal shows as you type. */

/** Digits in groups of four: '4242424242424242' -> '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * 'MM/YY' as the digits come: '1' -> '1', '12' -> '12/', '123' -> '12/3'. A first digit above 1 is a month on its own
 * ('4' -> '04/'). Deleting the slash deletes the month's last digit, so backspace never gets stuck on it.
 */
export function formatExpiry(typed: string, previous = ''): string {
  const deletingSlash = previous.endsWith('/') && typed === previous.slice(0, -1);
  let digits = typed.replace(/\D/g, '').slice(0, 4);
  if (deletingSlash) digits = digits.slice(0, -1);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deletingSlash ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatCvc(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 4);
}
