/**
 * The browser's half of the islands (island.tsx): fetched on the farmer's first touch of a public page (or when the
 * page is idle, for a page that shows something only the browser knows: who is signed in, the cart's count), it
 * starts every island of the page, each as a React root of its own over the server's HTML.
 */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { sessionOfPage, startSession } from '../features/auth/session-store';
import { registerServiceWorker } from '../features/offline/register-service-worker';
import { activateLocale, i18n, loadPageCatalogs, localeBase, localeOfPath } from '../i18n';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type IslandEnvironment,
  type IslandName,
  IslandRoot,
} from './island';
import { ISLAND_CATALOGS, ISLANDS } from './registry';

let environment: Promise<IslandEnvironment> | undefined;

/** The page's language (its catalogs active) and who it was rendered for: once per page. */
function pageEnvironment(): Promise<IslandEnvironment> {
  environment ??= (async () => {
    const session = sessionOfPage();
    startSession(session);
    const locale = localeOfPath(window.location.pathname);
    try {
      await activateLocale(locale, { firstPage: true });
    } catch {
      // The Kannada catalogs could not be fetched (offline?): English is bundled, so the islands still work in it.
      await activateLocale('en', { firstPage: true });
    }
    return { i18n, base: localeBase(locale), session };
  })();
  return environment;
}

/** Islands started (or starting), each once: a second start would hydrate a root already running. */
const starting = new WeakMap<HTMLElement, Promise<void>>();

/** Starts one island over its server HTML; resolves once its first render is on the page. */
function startIsland(element: HTMLElement): Promise<void> {
  let run = starting.get(element);
  if (!run) {
    run = hydrateIsland(element);
    // Failed (offline?): the next touch tries it again.
    run.catch(() => starting.delete(element));
    starting.set(element, run);
  }
  return run;
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const load = ISLANDS[name];
  if (!load) return;
  // On an English page the island's catalogs are fetched beside its code, not after it (PAGE_CATALOGS names them);
  // asked again once the page's language is set (English too when Kannada could not be fetched).
  const catalogs = ISLAND_CATALOGS[name];
  const early = localeOfPath(window.location.pathname) === 'en' ? loadPageCatalogs(catalogs) : undefined;
  const [env, code] = await Promise.all([pageEnvironment(), load(), early]);
  await loadPageCatalogs(catalogs);
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  const { Component, showsAddress } = code;
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <StrictMode>
        <IslandRoot environment={env} showsAddress={showsAddress} onHydrated={resolve}>
          <Component {...props} />
        </IslandRoot>
      </StrictMode>,
      {
        identifierPrefix: `${name}-`,
        onRecoverableError: (error) => console.warn(`Island ${name} recovered:`, error),
      },
    );
  });
}

export interface StartOptions {
  /** The islands to start before the others (the one the farmer touched): the rest start once these have rendered. */
  first?: (element: HTMLElement) => boolean;
  /** Called as each island's first render is on the page. */
  onStarted?: (element: HTMLElement) => void;
}

/**
 * Starts every island of the page (each once), those `first` picks before the others, whose code is fetched
 * meanwhile: on a slow phone the island the farmer touched answers without waiting for the rest to hydrate.
 * Resolves when all have rendered.
 */
export async function startIslands(elements: HTMLElement[], { first, onStarted }: StartOptions = {}): Promise<void> {
  registerServiceWorker();
  const start = (element: HTMLElement) => startIsland(element).then(() => onStarted?.(element));
  const firsts = first ? elements.filter(first) : [];
  const rest = elements.filter((element) => !firsts.includes(element));
  if (firsts.length > 0) {
    for (const element of rest) void ISLANDS[element.getAttribute(ISLAND_ATTRIBUTE) as IslandName]?.().catch(() => {});
    await Promise.all(firsts.map(start));
  }
  await Promise.all(rest.map(start));
}
