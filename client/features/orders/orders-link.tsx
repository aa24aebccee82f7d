import { useLingui } from '@lingui/react/macro';
import { Package } from 'lucide-react';
import { useLocation } from 'wouter';
import { HeaderLink, type HeaderLinkPlacement } from '../../components/header-link';
import { useSession } from '../auth/use-session';

/**
 * The way to /orders from the header, for signed-in farmers only: an icon beside the cart on wider screens, a full
 * row (a list item) in the mobile menu's list.
 */
export function OrdersLink(placement: HeaderLinkPlacement) {
  const { t } = useLingui();
  const session = useSession();
  const [path] = useLocation();
  if (session.status !== 'signed-in') return null;
  return <HeaderLink href="/orders" label={t`My Orders`} icon={Package} current={path === '/orders'} {...placement} />;
}
