import { useCart } from './cart-context';

/** Total number of items in the visitor's cart (the sum of line quantities), shown as the header badge. */
export function useCartCount(): number {
  return useCart().totalItems;
}
