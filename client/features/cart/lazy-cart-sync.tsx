import { lazy, Suspense, useMemo, useRef, useSyncExternalStore } from 'react';
import { loadPageCatalogs } from '../../i18n';
import { PAGE_CATALOGS } from '../../page-catalogs';
import { useSession } from '../auth/use-session';
import { parseGuestCart, readGuestCartRaw, subscribeGuestCart } from './guest-cart-storage';

/** A CartProvider of its own, with nothing inside: it merges the guest's cart into the saved one (cart-context.tsx). */
const CartSync = lazy(() =>
  Promise.all([import('../../data-providers'), loadPageCatalogs(PAGE_CATALOGS.cartSync)]).then(
    ([{ DataProviders }]) => ({
      default: () => <DataProviders>{null}</DataProviders>,
    }),
  ),
);

/**
 * Signing in brings the guest's cart along, whichever page the visitor is on: the home page, which loads without
 * the cart's code, fetches it once a signed-in visitor still has lines in this browser, and keeps it for the visit
 * (signing out then empties this browser's cart, as on every other page).
 */
export function LazyCartSync() {
  const session = useSession();
  const guestRaw = useSyncExternalStore(subscribeGuestCart, readGuestCartRaw, () => null);
  const hasGuestLines = useMemo(() => parseGuestCart(guestRaw).length > 0, [guestRaw]);
  const wanted = useRef(false);
  if (session.status === 'signed-in' && hasGuestLines) wanted.current = true;
  if (!wanted.current) return null;
  return (
    <Suspense fallback={null}>
      <CartSync />
    </Suspense>
  );
}
