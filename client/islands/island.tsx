/**
 * Islands: the interactive parts of a public page, each hydrated on its own (client/entry-islands.ts).
 *
 * A public page (/, /products, /products/:id, /about, /hire ... and their /kn/ twins) is server HTML; its links,
 * forms and pictures need no script. Only the parts a farmer works with (the header, the catalogue's search box, a
 * machine's buy and rent panel, /hire's form) are islands: the server writes each into an element of its own with
 * its props, rendered as a root of its own (so React's ids inside it are the ones the browser's root makes), and the
 * browser hydrates that element alone, with that island's code, on the farmer's first touch of it. Everything else
 * of the page never runs in the browser.
 *
 * In the app the browser renders itself (the cart, checkout, orders, the back office, and any page reached from
 * them) an island is its component, rendered in place.
 */
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createContext, type ComponentType, type ReactNode, use, useContext, useEffect } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { InitialSessionContext, type Session } from '../features/auth/session-store';
import { cn } from '../components/cn';

/** The header starts when the page is idle if it was rendered for a session (who is signed in is the browser's). */
export function useWakeForSession(): IslandWake {
  return useContext(InitialSessionContext).status === 'loading' ? 'idle' : 'touch';
}

/** The islands of the shop by name; client/islands/registry.ts loads each one's code. */
export type IslandName = 'header' | 'offline' | 'search' | 'purchase' | 'hire' | 'overlays';

/** How an island starts in the browser: on the farmer's first touch of it, or once the page is idle. */
export type IslandWake = 'touch' | 'idle';

/** The attribute naming an island's element; its props are in ISLAND_PROPS_ATTRIBUTE as JSON. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_WAKE_ATTRIBUTE = 'data-island-wake';

/** What an island's root needs besides its props: the page's language, address and who it was rendered for. */
export interface IslandEnvironment {
  i18n: I18n;
  /** The routes' base ('' or '/kn'). */
  base: string;
  session: Session;
  /** The server's address of the page ('/kn/products?q=x'); the browser reads its own. */
  ssrPath?: string;
}

/**
 * Set by the server (client/entry-server.tsx) while it renders a page whose islands hydrate on their own: renders
 * an island's root to HTML, whole (its lazy parts included), the same promise for the same island and props.
 * Absent in the browser's app, where an island renders in place.
 */
export const IslandRendererContext = createContext<
  ((name: IslandName, element: ReactNode, key: string) => Promise<string>) | null
>(null);

const InIslandContext = createContext(false);

/**
 * Whether this component runs in an island of a server-rendered page, where moving to another address loads that
 * page from the server (the rest of the page is not the app's): a search box then searches on Enter, not while the
 * farmer types.
 */
export function useInIsland(): boolean {
  return useContext(InIslandContext);
}

/**
 * Within an island, a move to another address is a page load, as a plain link's would be: the server renders what
 * the new address shows. An island that shows all its page's address changes (/hire's content, where every choice
 * lives in the address; a machine's buy and rent tabs, ?tab=rent) moves within its own page in place, as the app
 * does.
 */
function islandLocation(showsAddress: boolean): BaseLocationHook {
  return () => {
    const [path, navigateInPlace] = useBrowserLocation();
    const navigate = (to: string | URL, options?: { replace?: boolean }) => {
      const target = new URL(String(to), window.location.href);
      if (showsAddress && target.pathname === window.location.pathname) return navigateInPlace(target.href, options);
      if (options?.replace) window.location.replace(target.href);
      else window.location.assign(target.href);
    };
    return [path, navigate];
  };
}
const pageLoadLocation = islandLocation(false);
const inPlaceLocation = islandLocation(true);

/** Calls `onHydrated` once the island's first render is on the page (the browser's root only). */
function Hydrated({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

/**
 * The root of an island, the same on the server and in the browser: the language, who the page is for and a router
 * at the page's address. Providers only, no element: the island's HTML is its component's.
 */
export function IslandRoot({
  environment,
  showsAddress = false,
  onHydrated,
  children,
}: {
  environment: IslandEnvironment;
  /** The island shows all that its page's address changes: a new address within the page is shown in place. */
  showsAddress?: boolean;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  const { i18n, base, session, ssrPath } = environment;
  const hook = ssrPath !== undefined ? undefined : showsAddress ? inPlaceLocation : pageLoadLocation;
  return (
    <I18nProvider i18n={i18n}>
      <InitialSessionContext.Provider value={session}>
        <Router base={base} ssrPath={ssrPath} hook={hook}>
          <InIslandContext.Provider value>
            <Hydrated onHydrated={onHydrated}>{children}</Hydrated>
          </InIslandContext.Provider>
        </Router>
      </InitialSessionContext.Provider>
    </I18nProvider>
  );
}

/**
 * An island of a server-rendered page: `Component` with `props` (plain JSON: they travel in the page). The element
 * around it takes no box of its own (display: contents), so the page's layout is the component's.
 */
export function island<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  /** When it starts (default: on the first touch); a hook, called as the page renders. */
  options: { useWake?: () => IslandWake } = {},
): ComponentType<P> {
  const useWake = options.useWake ?? (() => 'touch' as const);
  function Island(props: P) {
    const render = useContext(IslandRendererContext);
    const wake = useWake();
    if (!render) return <Component {...props} />;
    const json = JSON.stringify(props);
    // The page's render waits for the island's (React's `use` on the server).
    const html = use(render(name, <Component {...props} />, `${name}:${json}`));
    return (
      <div
        className={cn('contents')}
        {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: json, [ISLAND_WAKE_ATTRIBUTE]: wake }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
