import { Trans } from '@lingui/react/macro';
import { LogIn, LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cn } from '../../components/cn';
import { Button, buttonClasses } from '../../components/ui/button';
import { loginPathFor } from './safe-next';
import { useLogout } from './use-auth-actions';
import { greetingName, greetingNumber, useSession } from './use-session';

/**
 * The header's account corner: "Hello, <name>" and Logout when signed in, a Login link otherwise (which brings the
 * visitor back to this page). `mobile` lays it out for the mobile menu, full width.
 */
export function AccountMenu({
  variant = 'desktop',
  className,
}: {
  variant?: 'desktop' | 'mobile';
  className?: string;
}) {
  const session = useSession();
  const { logout, pending } = useLogout();
  const [path] = useLocation();
  const mobile = variant === 'mobile';

  if (session.status === 'loading') {
    // Only a visitor with a session cookie waits here (the server renders the signed-out header for the rest): the
    // place of the Logout button they most likely get is held, so the header does not jump when the answer comes.
    return (
      <span
        aria-hidden="true"
        className={buttonClasses({ variant: 'secondary', className: cn('invisible', className) })}
      >
        <LogOut className="size-4" />
        <Trans>Logout</Trans>
      </span>
    );
  }

  if (session.status !== 'signed-in') {
    return (
      <Link href={loginPathFor(path)} className={buttonClasses({ className })}>
        <LogIn aria-hidden="true" className="size-4" />
        <Trans>Login</Trans>
      </Link>
    );
  }

  const name = session.user.email ? greetingName(session.user.email) : greetingNumber(session.user.phone ?? '');
  return (
    <div className={cn('flex items-center gap-2', mobile && 'w-full flex-wrap justify-between gap-3', className)}>
      {/* The greeting opens the account (its number and e-mail, and adding the one it lacks). */}
      <Link
        href="/auth?tab=account"
        // On a desktop the greeting waits for room (xl): beside the links it pushed the brand onto two lines.
        className={cn(
          'rounded font-medium text-leaf-900 underline-offset-4 hover:underline',
          mobile ? 'text-base' : 'hidden max-w-40 truncate text-sm xl:inline',
        )}
        title={mobile ? undefined : (session.user.email ?? undefined)}
      >
        <Trans>Hello, {name}</Trans>
      </Link>
      <Button variant="secondary" onClick={logout} disabled={pending} aria-busy={pending}>
        <LogOut aria-hidden="true" className="size-4" />
        <Trans>Logout</Trans>
      </Button>
    </div>
  );
}
