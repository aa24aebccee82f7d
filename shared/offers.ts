/**
 * What the shop offers of a product. Renting needs a daily price as well as the flag: a product marked for rent
 * without one cannot be priced, so it is not offered for rent. The cart, checkout, the rental calendar, the
 * assistant and the pages all decide it here.
 */
export interface Offer {
  isAvailableForSale: boolean;
  isAvailableForRent: boolean;
  rentalPricePerDay: number | null;
}

/** The daily rent when the product is offered for rent, else null. */
export function dailyRentOf(product: Pick<Offer, 'isAvailableForRent' | 'rentalPricePerDay'>): number | null {
  return product.isAvailableForRent && product.rentalPricePerDay != null ? product.rentalPricePerDay : null;
}

export function isOfferedForRent(product: Pick<Offer, 'isAvailableForRent' | 'rentalPricePerDay'>): boolean {
  return dailyRentOf(product) !== null;
}

/** Whether the product may be rented (`rental`) or bought. */
export function isOffered(product: Offer, rental: boolean): boolean {
  return rental ? isOfferedForRent(product) : product.isAvailableForSale;
}
