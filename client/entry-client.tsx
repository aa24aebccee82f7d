import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadPage } from './app';
import { deferHomeUntilInteraction } from './features/home/lazy-home';
import { sessionOfPage, startSession } from './features/auth/session-store';
import { activateLocale, i18n, localeBase, localeOfPath } from './i18n';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');
const root = rootElement;

// The locale must be active before the first render (activating during render loops), and be the address's
// language so hydration matches what the server rendered.
async function start() {
  const session = sessionOfPage();
  startSession(session);
  try {
    await activateLocale(localeOfPath(window.location.pathname), { firstPage: true });
  } catch {
    // The Kannada catalogs could not be fetched (offline?): English is bundled, so the page still works in it.
    await activateLocale('en', { firstPage: true });
  }
  const locale = localeOfPath(window.location.pathname);
  const pathWithinApp = window.location.pathname.slice(localeBase(locale).length) || '/';
  // The server-rendered home page's own content waits for the visitor's first touch (features/home/lazy-home.tsx).
  if (root.hasChildNodes() && pathWithinApp === '/') deferHomeUntilInteraction();
  if (root.hasChildNodes()) {
    // A page other than home: its chunk, data layer and catalogs at once, so its server-rendered HTML hydrates with
    // the shell (a failed download is the page's own to show once it renders).
    await preloadPage(pathWithinApp)?.catch(() => undefined);
  }
  const app = (
    <StrictMode>
      <App i18n={i18n} session={session} />
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
