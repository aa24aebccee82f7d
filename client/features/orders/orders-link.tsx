import { Trans, useLingui } from '@lingui/react/macro';
import { Package } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cn } from '../../components/cn';
import { useSession } from '../auth/use-session';

/**
 * The way to /orders from the header, for signed-in farmers only: an icon beside the cart on wider screens, a full
 * row (a list item) in the mobile menu's list.
 */
export function OrdersLink({ variant = 'icon', className }: { variant?: 'icon' | 'menu'; className?: string }) {
  const { t } = useLingui();
  const session = useSession();
  const [path] = useLocation();
  if (session.status !== 'signed-in') return null;
  const current = path === '/orders' ? 'page' : undefined;
  if (variant === 'menu') {
    return (
      <li>
        <Link
          href="/orders"
          aria-current={current}
          className={cn(
            'flex min-h-12 items-center gap-2 rounded-lg px-3 text-base font-medium',
            current ? 'bg-leaf-50 text-leaf-800' : 'text-stone-800 hover:bg-stone-100',
            className,
          )}
        >
          <Package aria-hidden="true" className="size-5" />
          <Trans>My Orders</Trans>
        </Link>
      </li>
    );
  }
  return (
    <Link
      href="/orders"
      aria-label={t`My Orders`}
      title={t`My Orders`}
      aria-current={current}
      className={cn('relative inline-flex size-11 items-center justify-center rounded-lg text-leaf-900 hover:bg-leaf-50', className)}
    >
      <Package aria-hidden="true" className="size-6" />
    </Link>
  );
}
