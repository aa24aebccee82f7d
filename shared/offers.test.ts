import { describe, expect, it } from 'vitest';
import { dailyRentOf, isOffered, isOfferedForRent } from './offers';

const both = { isAvailableForSale: true, isAvailableForRent: true, rentalPricePerDay: 150_000 };

describe('what the shop offers', () => {
  it('rents a product marked for rent that has a daily price', () => {
    expect(dailyRentOf(both)).toBe(150_000);
    expect(isOffered(both, true)).toBe(true);
    expect(isOffered(both, false)).toBe(true);
  });

  it('does not rent a product marked for rent without a daily price, nor one not marked', () => {
    expect(isOfferedForRent({ isAvailableForRent: true, rentalPricePerDay: null })).toBe(false);
    expect(dailyRentOf({ isAvailableForRent: false, rentalPricePerDay: 150_000 })).toBeNull();
  });

  it('sells only what is marked for sale', () => {
    expect(isOffered({ ...both, isAvailableForSale: false }, false)).toBe(false);
  });
});
