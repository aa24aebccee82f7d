import type { RouterOutputs } from '../../trpc';

export type Equipment = RouterOutputs['catalogue']['byId'];
export type PurchaseMode = 'buy' | 'rent';

/**
 * The 'Add to Cart' action of a product page tab ('buy' or 'rent').
 *
 * It renders nothing until the cart feature exists: a button that cannot add anything would
 * mislead. The cart feature completes it with the spec's rules: buying is disabled when the
 * item is not for sale or stock is below 1; renting needs the two-month date-range picker and
 * is disabled when the item is not for rent, stock is below 1 or no dates are chosen.
 */
export function AddToCart(_props: { product: Equipment; mode: PurchaseMode }) {
  return null;
}
