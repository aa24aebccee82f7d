/**
 * The first block of an order id, upper case: enough for a farmer to quote on the phone. The e-mails, the
 * orders page and the back office show this same form.
 */
export function shortOrderId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
