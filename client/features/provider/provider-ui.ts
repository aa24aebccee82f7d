/** Basis points -> "12.5" (percent, as typed). */
export function percentOfBp(bp: number): string {
  return String(bp / 100);
}
