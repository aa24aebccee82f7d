import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { ErrorState, LoadingState } from '../../components/ui/query-states';
import { loginPathFor } from './safe-next';
import { useSession } from './use-session';

/**
 * Shows its children to a signed-in user only. An anonymous visitor goes to /auth?next=<this page> (on the
 * mobile-number tab with `tab="phone"`) and, after logging in, comes back here. Wrap the page of a route:
 * <Route path="/orders"><RequireAuth><OrdersPage /></RequireAuth></Route>.
 */
export function RequireAuth({ children, tab }: { children: ReactNode; tab?: 'phone' }) {
  const session = useSession();
  const [path] = useLocation();
  const search = useSearch();
  if (session.status === 'signed-in') return children;
  if (session.status === 'signed-out')
    return <Redirect to={loginPathFor(search ? `${path}?${search}` : path, tab ? { tab } : {})} replace />;
  if (session.status === 'error') return <ErrorState onRetry={session.retry} className="my-12" />;
  return (
    <LoadingState className="py-24">
      <Trans>Loading...</Trans>
    </LoadingState>
  );
}
