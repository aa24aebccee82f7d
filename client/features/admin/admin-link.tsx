import { useLingui } from '@lingui/react/macro';
import { Warehouse } from 'lucide-react';
import { useLocation } from 'wouter';
import { HeaderLink, type HeaderLinkPlacement } from '../../components/header-link';
import { useSession } from '../auth/use-session';

/**
 * The way to /admin from the header, for staff and owners only (the back office itself is loaded only for them, and
 * every procedure checks the role again). Like the orders link, it draws nothing until the session is known: the
 * server renders public pages without reading the session, so the first render in the browser matches it, and the
 * link appears once auth.session answers — no hydration mismatch, and a customer never gets it.
 */
export function AdminLink(placement: HeaderLinkPlacement) {
  const { t } = useLingui();
  const session = useSession();
  const [path] = useLocation();
  if (session.status !== 'signed-in' || (session.user.role !== 'staff' && session.user.role !== 'owner')) return null;
  const current = path === '/admin' || path.startsWith('/admin/');
  return <HeaderLink href="/admin" label={t`Back office`} icon={Warehouse} current={current} {...placement} />;
}
