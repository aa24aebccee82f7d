/** Money is integer paise (₹1 = 100 paise) everywhere below the screen. */
export type Paise = number;

export const TAX_RATE_PERCENT = 18;

export function assertPaise(value: number): Paise {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`Not a non-negative integer amount of paise: ${value}`);
  }
  return value;
}

export function rupeesToPaise(rupees: number): Paise {
  return assertPaise(Math.round(rupees * 100));
}

/** 18 % GST on a subtotal, rounded half-up to the paisa. */
export function taxOn(subtotal: Paise): Paise {
  return Math.floor((subtotal * TAX_RATE_PERCENT + 50) / 100);
}

export function totalWithTax(subtotal: Paise): { subtotal: Paise; tax: Paise; shipping: Paise; total: Paise } {
  const tax = taxOn(subtotal);
  return { subtotal, tax, shipping: 0, total: subtotal + tax };
}

export type UiLocale = 'en' | 'kn';

const formatters = new Map<number, Intl.NumberFormat>();

function formatter(fractionDigits: number): Intl.NumberFormat {
  let f = formatters.get(fractionDigits);
  if (!f) {
    f = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      numberingSystem: 'latn',
    });
    formatters.set(fractionDigits, f);
  }
  return f;
}

/**
 * ₹1,25,000 for whole rupees, ₹1,25,000.50 when there are paise. The same in both languages: ICU's kn-IN data
 * groups thousands Western-style (₹125,000), while farmers read lakhs, with Western digits, on prices.
 */
export function formatRupees(amount: Paise, _locale: UiLocale = 'en'): string {
  return formatter(amount % 100 === 0 ? 0 : 2).format(amount / 100);
}
