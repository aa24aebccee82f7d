import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import superjson from 'superjson';
import { App } from './app';
import { activateLocale, i18n, localeOfPath } from './i18n';
import { createQueryClient } from './trpc';
import './styles.css';

/** The element the server writes the page's query cache into (see server/render/document.ts). */
const STATE_ELEMENT_ID = 'ry-state';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');
const root = rootElement;

function isSessionQuery(key: readonly unknown[]): boolean {
  const path = key[0];
  return Array.isArray(path) && path[0] === 'auth' && path[1] === 'session';
}

function hydrateQueryCache() {
  const queryClient = createQueryClient();
  const json = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!json) return queryClient;
  const state = JSON.parse(json) as DehydratedState;
  // The page's data counts as fresh from when the page arrived (a briefly cached page may be older), so
  // hydration asks the server for none of it again.
  const arrived = Date.now();
  for (const query of state.queries) {
    // Who is signed in is asked again at once: the page may come from the browser's cache, from before a sign-in.
    query.state.dataUpdatedAt = isSessionQuery(query.queryKey) ? 0 : arrived;
    // A refusal the server rendered (no such product) arrives as its error shape: the page reads it as the
    // TRPCClientError the same call would have failed with.
    const shape = (query.state.error as { trpcErrorShape?: object } | null)?.trpcErrorShape;
    if (shape) query.state.error = TRPCClientError.from({ error: shape });
  }
  hydrate(queryClient, state, { defaultOptions: { deserializeData: superjson.deserialize } });
  return queryClient;
}

/** Marks the page interactive (data-hydrated on <html>), for browser tests and anyone measuring. */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

// The locale must be active before the first render (activating during render loops), and be the address's
// language so hydration matches what the server rendered.
async function start() {
  const queryClient = hydrateQueryCache();
  try {
    await activateLocale(localeOfPath(window.location.pathname));
  } catch {
    // The Kannada catalogs could not be fetched (offline?): English is bundled, so the page still works in it.
    await activateLocale('en');
  }
  const app = (
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} />
      <MarkHydrated />
    </StrictMode>
  );
  // Pages the server rendered are hydrated; the shell it serves for the rest is rendered here.
  // A server render that differs from the first client render (the client-only pages: auth reads the browser's
  // session, /chatbot its stored chat) is recovered by React rendering that part again on the client; it is
  // reported as a warning, not thrown at the visitor's window as an uncaught error.
  if (root.hasChildNodes()) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole page (one long task of ~1 s on a slow phone): taps and paints get through in between.
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: (error) => console.warn('Hydration recovered:', error) });
    });
  } else createRoot(root).render(app);
}

void start();
