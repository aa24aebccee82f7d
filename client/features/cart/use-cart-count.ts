/**
 * Total number of items in the visitor's cart (the sum of line quantities), shown as the
 * header badge. There is no cart yet; the cart feature replaces this with its real count.
 */
export function useCartCount(): number {
  return 0;
}
