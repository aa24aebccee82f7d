/** Small helpers of the provider's forms: amounts typed in rupees, numbers with a comma. */

/** Rupees typed by a person -> paise; null when it is not an amount. */
export function toPaise(rupees: string): number | null {
  const value = Number(rupees.replace(/[,\s₹]/g, ''));
  return rupees.trim() !== '' && Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
}

export function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

/** Basis points -> "12.5" (percent, as typed). */
export function percentOfBp(bp: number): string {
  return String(bp / 100);
}
