/**
 * A rental's refundable security deposit: the machine's deposit per unit times the units rented. It is charged
 * with the order, outside the GST (it is not a sale), and comes back at closing less any late fee or agreed
 * damage (shared/order-life.ts). The product page, the cart, checkout and the server all total it here.
 */
import { totalWithTax, type Paise } from './money.js';

export function lineDeposit(depositPerUnit: Paise, line: { rental: boolean; quantity: number }): Paise {
  return line.rental ? depositPerUnit * line.quantity : 0;
}

/** The order's totals: rent and prices, 18 % GST on them, free shipping, plus the refundable deposit. */
export function orderTotals(lines: readonly { lineTotal: Paise; deposit: Paise }[]): {
  subtotal: Paise;
  tax: Paise;
  shipping: Paise;
  deposit: Paise;
  total: Paise;
} {
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const deposit = lines.reduce((sum, l) => sum + l.deposit, 0);
  const taxed = totalWithTax(subtotal);
  return { ...taxed, deposit, total: taxed.total + deposit };
}
