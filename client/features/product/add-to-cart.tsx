import { BuyPanel, RentPanel } from '../cart/add-to-cart-panel';
import type { RouterOutputs } from '../../trpc';

export type Equipment = RouterOutputs['catalogue']['byId'];
export type PurchaseMode = 'buy' | 'rent';

/**
 * The 'Add to Cart' action of a product page tab ('buy' or 'rent'), from the cart feature: buying is disabled
 * when the item is not for sale or stock is below 1; renting shows the two-month date-range picker and is
 * disabled when the item is not for rent or stock is below 1, and asks for dates when none are chosen.
 */
export function AddToCart({ product, mode }: { product: Equipment; mode: PurchaseMode }) {
  return mode === 'buy' ? <BuyPanel product={product} /> : <RentPanel product={product} />;
}
