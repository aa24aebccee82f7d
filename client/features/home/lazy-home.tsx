import { Trans } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { LoadingState } from '../../components/ui/query-states';
import { loadPageCatalogs } from '../../i18n';
import { PAGE_CATALOGS } from '../../page-catalogs';

/**
 * The home page as the server rendered it needs no JavaScript: its content is headings, pictures and links. So on
 * a first visit the browser hydrates the shell around it (the header's language switch, menu, cart and chat) and
 * leaves the home page's own HTML as it is, inside a Suspense boundary that stays dehydrated; its code (~5 KB
 * gzipped: the hero, the product cards, their prices and catalog) arrives with the visitor's first touch, key
 * press or focus, or at once when the page is reached any other way (from another page, or rendered in the
 * browser). React hydrates the boundary once the code is there; a change before that (the language switch)
 * makes React render the boundary afresh, as it does for any dehydrated boundary.
 *
 * Until then a tap on one of its links is still a move within the app (see useLinksBeforeHydration).
 */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Resolves on the visitor's next touch, key press or focus anywhere on the page. */
function nextInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, go, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, go, { capture: true, passive: true });
  });
}

let firstInteraction: Promise<void> | undefined;

/**
 * Called by client/entry-client.tsx before it hydrates a server-rendered home page: the page's code then waits for
 * the first interaction. Everywhere else it loads as soon as the page renders.
 */
export function deferHomeUntilInteraction(): void {
  firstInteraction = nextInteraction();
}

let live = false;

function MarkLive({ children }: { children: ReactNode }) {
  useEffect(() => {
    live = true;
    return () => {
      live = false;
    };
  }, []);
  return children;
}

const Home = lazy(async () => {
  if (firstInteraction) await firstInteraction;
  for (;;) {
    try {
      const [{ HomePage }] = await Promise.all([import('./home-page'), loadPageCatalogs(PAGE_CATALOGS.home)]);
      return {
        default: () => (
          <MarkLive>
            <HomePage />
          </MarkLive>
        ),
      };
    } catch {
      // Offline, and the code not kept by the service worker: the server's HTML (or the loading notice) stays, its
      // links still work, and the next touch tries again.
      await nextInteraction();
    }
  }
});

/**
 * Before the home page's code has hydrated its links, a click on one is still a move within the app (as wouter's
 * Link makes it), not a reload of the whole shop; a click with a modifier key, or on a link to another site, is
 * left to the browser. A native listener on the window's capture phase: React's own, on the root, stops a click
 * inside a dehydrated boundary from going further (to replay it once hydrated) but leaves its default, the
 * browser's page load, alone.
 */
function useLinksBeforeHydration() {
  const ref = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (live || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || !element.contains(link)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`~${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [navigate]);
  return ref;
}

export function LazyHomePage() {
  const ref = useLinksBeforeHydration();
  return (
    <div ref={ref} className="contents">
      <Suspense
        fallback={
          <LoadingState>
            <Trans>Loading page...</Trans>
          </LoadingState>
        }
      >
        <Home />
      </Suspense>
    </div>
  );
}
