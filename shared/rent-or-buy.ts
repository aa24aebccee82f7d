/**
 * Whether buying a machine costs a farmer less than renting it, to say so only where it helps a decision.
 * Both sides are compared as the farmer pays them, GST included, per unit.
 */
import { type Paise, taxOn } from './money.js';
import { dailyRentOf } from './offers.js';
import { MAX_RENTAL_DAYS } from './rental.js';

export type RentOrBuyAdvice =
  /** Before dates are chosen: renting more than `maxRentDays` days costs more than buying (`buyTotal`). */
  | { kind: 'buy-if-longer'; maxRentDays: number; buyTotal: Paise }
  /** The chosen rental (`rentTotal` for `days`) costs more than buying. */
  | { kind: 'buying-cheaper'; days: number; rentTotal: Paise; buyTotal: Paise }
  /** Twice the chosen rental (this season and the next) costs more than buying. */
  | { kind: 'buy-if-needed-again'; days: number; rentTotal: Paise; buyTotal: Paise };

export interface RentOrBuyProduct {
  price: Paise;
  rentalPricePerDay: Paise | null;
  isAvailableForSale: boolean;
  isAvailableForRent: boolean;
}

function withGst(amount: Paise): Paise {
  return amount + taxOn(amount);
}

/** The cost of renting one unit for `days` days, GST included. */
export function rentTotalWithGst(rentalPricePerDay: Paise, days: number): Paise {
  return withGst(rentalPricePerDay * days);
}

/** The most rental days that still cost no more than buying, GST included on both sides. */
export function daysBeforeBuyingCostsLess(price: Paise, rentalPricePerDay: Paise): number {
  const buy = withGst(price);
  // Tax rounding can move the line by a day either way from the pre-tax ratio.
  let days = Math.max(0, Math.floor(price / rentalPricePerDay) - 1);
  while (rentTotalWithGst(rentalPricePerDay, days + 1) <= buy) days += 1;
  return days;
}

/**
 * What to tell a farmer choosing between renting and buying, or null when there is nothing useful to say:
 * the item is not offered both ways, or (before dates are chosen) buying only pays past the longest rental
 * one booking allows, which on most machines would be a hint about a year of renting nobody can book.
 */
export function rentOrBuyAdvice(product: RentOrBuyProduct, days: number | null = null): RentOrBuyAdvice | null {
  const daily = dailyRentOf(product);
  if (!product.isAvailableForSale || daily == null || daily <= 0) return null;
  const buyTotal = withGst(product.price);
  if (days === null) {
    const maxRentDays = daysBeforeBuyingCostsLess(product.price, daily);
    return maxRentDays < MAX_RENTAL_DAYS ? { kind: 'buy-if-longer', maxRentDays, buyTotal } : null;
  }
  const rentTotal = rentTotalWithGst(daily, days);
  if (rentTotal > buyTotal) return { kind: 'buying-cheaper', days, rentTotal, buyTotal };
  if (2 * rentTotal > buyTotal) return { kind: 'buy-if-needed-again', days, rentTotal, buyTotal };
  return null;
}
