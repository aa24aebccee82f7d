import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { cn } from '../../components/cn';
import { LoadingState } from '../../components/ui/query-states';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../auth/use-session';
import { adminSections } from './nav';
import { OrderPage } from './order-page';
import { MachineEditPage } from './machine-edit-page';

/**
 * The back office, for staff and owners: a menu of the sections in nav.ts and their pages. It is loaded only when
 * a staff member or owner opens /admin (see client/app.tsx), so none of it reaches a shopper's browser; every
 * procedure it calls checks the role again on the server.
 */
export function AdminApp() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const [location] = useLocation();
  useDocumentTitle(t`Back office`);
  const role = session.status === 'signed-in' ? session.user.role : 'customer';
  const sections = adminSections.filter((s) => (s.roles ?? ['staff', 'owner']).includes(role));
  const current = (path: string) => (path === '/' ? location === '/' : location.startsWith(path));

  return (
    <div className="mx-auto max-w-6xl px-3 py-4 sm:px-6">
      <h1 className="mb-3 text-xl font-bold text-leaf-950">
        <Trans>Back office</Trans>
      </h1>
      {/* Wrapped, not scrolled: at the counter every section stays in sight on a phone. */}
      <nav aria-label={t`Back office`} className="mb-4">
        <ul className="flex flex-wrap gap-1">
          {sections.map((s) => (
            <li key={s.path}>
              <Link
                href={s.path}
                aria-current={current(s.path) ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold',
                  current(s.path) ? 'bg-leaf-700 text-white' : 'text-leaf-800 hover:bg-leaf-50',
                )}
              >
                {i18n._(s.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense
        fallback={
          <LoadingState>
            <Trans>Loading...</Trans>
          </LoadingState>
        }
      >
        <Switch>
          <Route path="/orders/:id">{(params) => <OrderPage orderId={params.id} />}</Route>
          <Route path="/catalogue/new">{() => <MachineEditPage id={null} />}</Route>
          <Route path="/catalogue/:id">{(params) => <MachineEditPage id={Number(params.id)} />}</Route>
          {sections.map((s) => (
            <Route key={s.path} path={s.path} component={s.page} />
          ))}
        </Switch>
      </Suspense>
    </div>
  );
}
