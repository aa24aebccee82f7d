import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';

/**
 * Tabs whose choice lives in the address (?tab=register, ?tab=rent). Each tab is also a link to the page with it
 * chosen, so a tap before the page's code has started (rendered pages start it after their first paint) loads that
 * address, which the server renders with the tab open; once the code runs, a tap switches at once and the address
 * follows, so a reload or a shared link opens the same tab.
 */
export function useAddressTab<T extends string>(offered: readonly T[], fallback: T) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const asked = new URLSearchParams(search).get('tab');
  const tab = offered.find((value) => value === asked) ?? fallback;
  const addressOf = (value: T) => {
    const params = new URLSearchParams(search);
    params.set('tab', value);
    return `${path}?${params.toString()}`;
  };
  const choose = (value: string) => {
    if (value !== tab) navigate(addressOf(value as T), { replace: true });
  };
  return { tab, choose, addressOf };
}

/**
 * A Radix tab that is a link to `href` (see useAddressTab); a disabled tab stays a button, with nowhere to go. Radix
 * chooses the tab on the press and by keyboard; the link's own move is kept for a tap before the code runs and for
 * opening it in a new tab.
 */
export function AddressTabTrigger({
  value,
  href,
  disabled = false,
  className,
  children,
}: {
  value: string;
  href: string;
  disabled?: boolean;
  className: string;
  children: ReactNode;
}) {
  const [, navigate] = useLocation();
  if (disabled) {
    return (
      <Tabs.Trigger value={value} disabled className={className}>
        {children}
      </Tabs.Trigger>
    );
  }
  return (
    <Tabs.Trigger value={value} asChild className={className}>
      {/* Radix gives its trigger type="button", which means nothing on a link. */}
      <Link
        href={href}
        type={undefined}
        onClick={(event) => {
          // Radix chooses a tab on the press; a click alone (a keyboard's, or a tap given to the tab once the page's
          // code started: client/entry-islands.ts) chooses it here, as the press would have.
          event.preventDefault();
          if (event.currentTarget.getAttribute('aria-selected') !== 'true') navigate(href, { replace: true });
        }}
      >
        {children}
      </Link>
    </Tabs.Trigger>
  );
}
