import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';

/**
 * UPI as the built-in test provider speaks it: the shop's payee address, the `upi://pay` address a UPI app (or a
 * QR code of it) opens, the simulated app's PINs and the NPCI-style codes of a failed UPI payment. No money moves.
 */

/** Who the farmer's UPI app shows as the payee. */
export const TEST_UPI_PAYEE = { vpa: 'raithayantra@testupi', name: 'Raitha Yantra' } as const;

/** The payer's UPI address the simulated app pays from (a real one is personal data: never logged). */
export const TEST_UPI_PAYER = 'farmer@testupi';

/** A UPI request the shop started waits this long for the farmer's app before it lapses (as a real intent does). */
export const UPI_REQUEST_MINUTES = 5;

/**
 * The simulated app's page for a payment; the client secret in the address is what lets the page pay it. It rides
 * in the fragment, which browsers never send to a server: no log, cache or Referer ever holds it.
 */
export function simulatedUpiAppPath(paymentId: string, clientSecret: string): string {
  return `/upi-test/${encodeURIComponent(paymentId)}#${encodeURIComponent(clientSecret)}`;
}

/** Paise as the rupees a UPI address carries: 118000 -> '1180.00'. */
export function upiAmount(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** What a UPI app shows as the note: at most 50 characters, as NPCI's `tn` allows. */
function upiNote(description: string | null, paymentId: string): string {
  return (description ?? `Raitha Yantra payment ${paymentId}`).slice(0, 50);
}

/** The `upi://pay` address of a payment: what the phone's UPI app opens and what its QR code encodes. */
export function upiUri(payment: { id: string; amount: number; description: string | null }): string {
  const params = [
    `pa=${TEST_UPI_PAYEE.vpa}`,
    `pn=${encodeURIComponent(TEST_UPI_PAYEE.name)}`,
    `am=${upiAmount(payment.amount)}`,
    'cu=INR',
    `tr=${encodeURIComponent(payment.id)}`,
    `tn=${encodeURIComponent(upiNote(payment.description, payment.id))}`,
  ];
  return `upi://pay?${params.join('&')}`;
}

/** A QR code of a `upi://pay` address, as a data: URL of an SVG picture (the shop's CSP admits data: images). */
export async function upiQrImageUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export interface UpiDecline {
  /** NPCI's response code, as a UPI app shows it. */
  code: string;
  message: string;
}

/** The codes a UPI payment fails with in the simulated app (NPCI's). */
export const UPI_DECLINES = {
  wrongPin: { code: 'ZM', message: 'Invalid UPI PIN entered.' },
  insufficientFunds: { code: 'Z9', message: 'Insufficient funds in the bank account.' },
  declinedByPayer: { code: 'ZA', message: 'Transaction declined by the customer.' },
  requestExpired: { code: 'U69', message: 'The UPI request expired before it was approved.' },
} as const satisfies Record<string, UpiDecline>;

/** The code of a payment whose own time ran out (a QR, a link or a checkout hold): it can no longer be paid. */
export const PAYMENT_EXPIRED: UpiDecline = { code: 'expired', message: 'This payment request has expired.' };

/** A UPI PIN has 4 or 6 digits. */
export function isUpiPinShaped(pin: string): boolean {
  return /^(\d{4}|\d{6})$/.test(pin);
}

/**
 * The simulated app's test PINs: all zeros is a wrong PIN, all nines an account without the money; any other 4 or
 * 6 digits approves. A PIN is never stored or logged.
 */
export function upiPinOutcome(pin: string): UpiDecline | null {
  if (/^0+$/.test(pin)) return UPI_DECLINES.wrongPin;
  if (/^9+$/.test(pin)) return UPI_DECLINES.insufficientFunds;
  return null;
}

/** A UPI reference number (RRN): 12 digits, as the farmer's app and bank statement show it. */
export function newUpiReference(): string {
  return String(randomInt(100_000_000_000, 999_999_999_999));
}

/** What the provider keeps, Razorpay-like: nothing on UPI; 2 % on cards plus 18 % GST on that fee. */
export function testFee(method: 'upi' | 'card', amount: number): number {
  return method === 'upi' ? 0 : Math.round((amount * 236) / 10_000);
}
