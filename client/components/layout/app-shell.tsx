import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { OfflineBannerIsland } from '../../features/offline/offline-banner';
import { Footer } from './footer';
import { HeaderIsland } from './header';

export const MAIN_CONTENT_ID = 'main-content';

export function AppShell({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPathname = useRef(pathname);

  // On a new page, start at its top and move focus to the content, as a full page load would;
  // a change of query string only (filters, paging) keeps both where they are.
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-lg bg-leaf-800 px-4 py-3 font-semibold text-white focus:not-sr-only
          focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to main content</Trans>
      </a>
      <HeaderIsland />
      <OfflineBannerIsland />
      <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
