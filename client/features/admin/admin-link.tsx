import { Trans, useLingui } from '@lingui/react/macro';
import { Warehouse } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cn } from '../../components/cn';
import { useSession } from '../auth/use-session';

/**
 * The way to /admin from the header, for staff and owners only (the back office itself is loaded only for them, and
 * every procedure checks the role again). Like the orders link, it draws nothing until the session is known: the
 * server renders public pages without reading the session, so the first render in the browser matches it, and the
 * link appears once auth.session answers — no hydration mismatch, and a customer never gets it.
 */
export function AdminLink({ variant = 'icon', className }: { variant?: 'icon' | 'menu'; className?: string }) {
  const { t } = useLingui();
  const session = useSession();
  const [path] = useLocation();
  if (session.status !== 'signed-in' || (session.user.role !== 'staff' && session.user.role !== 'owner')) return null;
  const current = path === '/admin' || path.startsWith('/admin/') ? 'page' : undefined;
  if (variant === 'menu') {
    return (
      <li>
        <Link
          href="/admin"
          aria-current={current}
          className={cn(
            'flex min-h-12 items-center gap-2 rounded-lg px-3 text-base font-medium',
            current ? 'bg-leaf-50 text-leaf-800' : 'text-stone-800 hover:bg-stone-100',
            className,
          )}
        >
          <Warehouse aria-hidden="true" className="size-5" />
          <Trans>Back office</Trans>
        </Link>
      </li>
    );
  }
  return (
    <Link
      href="/admin"
      aria-label={t`Back office`}
      title={t`Back office`}
      aria-current={current}
      className={cn('relative inline-flex size-11 items-center justify-center rounded-lg text-leaf-900 hover:bg-leaf-50', className)}
    >
      <Warehouse aria-hidden="true" className="size-6" />
    </Link>
  );
}
