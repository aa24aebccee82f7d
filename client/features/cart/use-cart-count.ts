import { useMemo, useSyncExternalStore } from 'react';
import { totalItems } from '../../../shared/cart';
import { useSession } from '../auth/use-session';
import { parseGuestCart, readGuestCartRaw, subscribeGuestCart } from './guest-cart-storage';
import { useSavedCartCount } from './saved-cart-count';

/**
 * Total number of items in the visitor's cart (the sum of line quantities), shown as the header badge: the saved
 * cart's when signed in, this browser's otherwise (as CartProvider counts them, without loading it).
 */
export function useCartCount(): number {
  const session = useSession();
  const guestRaw = useSyncExternalStore(subscribeGuestCart, readGuestCartRaw, () => null);
  const guestCount = useMemo(() => totalItems(parseGuestCart(guestRaw)), [guestRaw]);
  const savedCount = useSavedCartCount(session.status === 'signed-in' ? session.user.id : null);
  return session.status === 'signed-in' ? savedCount : guestCount;
}
