/**
 * The first and only script a public page runs before the farmer touches it (~2 KB): the page is the server's
 * HTML, whole without code (links, the catalogue's forms, the tabs as addresses). Its islands (client/islands/
 * island.tsx: the header, the search box, a machine's buy and rent panel, /hire's form) start on the first touch,
 * key press or focus anywhere on the page, or once the page is idle when it shows something only the browser knows
 * (who is signed in, a cart kept in this browser). Until then:
 * - a tap on a button inside an island is held and given to it once it has started, so no tap is lost (the island
 *   touched starts first, the others after it); a tap that came before this file ran was held by the page's inline
 *   script (shared/early-taps.ts), and this file takes it over;
 * - the code the islands share (React, the shell) is fetched when the page is idle, at low priority, without
 *   running it, so the first touch waits for no download on a slow network;
 * - a field typed into before this script ran starts the islands at once, which take what was typed; so does
 *   being offline (the offline banner is an island).
 * <html data-islands="live"> says every island runs.
 * Nothing here is imported statically: this file stays apart from the app's bundle (client/vite.config.ts).
 */
const ISLAND_SELECTOR = '[data-island]';
/** A tap on one of these inside an island, before it runs, is held (shared/early-taps.ts ISLAND_CONTROL_SELECTOR). */
const ISLAND_CONTROL_SELECTOR = 'button, [role="button"], [role="tab"], label';
/** Where the page's inline script holds taps that came before this file ran (shared/early-taps.ts). */
const EARLY_TAPS_GLOBAL = '__ryEarlyTaps';
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover'] as const;
/** Where a visitor's cart lives until they sign in (features/cart/guest-cart-storage.ts). */
const GUEST_CART_STORAGE_KEY = 'ry.cart';
/** Set when a link in the assistant's open card was followed (features/chat/chat-launcher.tsx CHAT_REOPEN_KEY). */
const CHAT_REOPEN_KEY = 'ry.chat.reopen';
/** Where the language last chosen is kept (client/i18n.ts LOCALE_COOKIE). */
const LOCALE_COOKIE = 'ry.locale';
/** shared/early-taps.ts's attribute (not imported: see above). */
const EARLY_TOGGLE_ATTRIBUTE = 'data-early-toggle';

interface IslandsBoot {
  /** The shared code's chunks, fetched when idle (the server reads them from the build's manifest). */
  prefetch: string[];
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

/** Something only the browser knows is on show: a cart kept in this browser, or the assistant's card to reopen. */
function browserStateShown(): boolean {
  try {
    const raw = window.localStorage.getItem(GUEST_CART_STORAGE_KEY);
    return (raw !== null && raw !== '[]' && raw !== '') || window.sessionStorage.getItem(CHAT_REOPEN_KEY) !== null;
  } catch {
    return false;
  }
}

/** Whether the farmer already works in an island: its field has the focus, or text they typed. */
function wasTouched(island: HTMLElement): boolean {
  if (island.contains(document.activeElement)) return true;
  const fields = island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  return [...fields].some((field) =>
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue,
  );
}

/**
 * The page's own style sheets are written into it (<style data-href>, server/render/document.ts inlineStylesheets),
 * and the islands' code names the same file among what it needs: Vite's loader would add it again as a link, and a
 * phone would read and apply the whole sheet a second time (restyling and laying out the page, ~0.1-0.3 s at 6x
 * slower, just as the farmer taps). A disabled link to each such file tells the loader it is there; a disabled
 * link is neither fetched nor applied.
 */
function markInlineSheets(): void {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const href = style.dataset.href;
    if (!href || document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = href;
    document.head.appendChild(link);
  }
}

function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Without a worker the shop still works online; it just cannot open offline.
  });
}

function boot({ prefetch }: IslandsBoot): void {
  const islands = [...document.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)];
  let started: Promise<void> | null = null;
  /** Taps on an island's buttons and links before it started, given to it afterwards. */
  const held: HTMLElement[] = [];

  /** Islands whose code runs: a tap on them is theirs at once. */
  const live = new Set<Element>();
  /** Where the touch that started the islands landed: its island starts first. */
  let touched: Element | null = null;
  const giveHeldTaps = (island: Element) => {
    for (const target of held.filter((control) => island.contains(control))) {
      held.splice(held.indexOf(target), 1);
      if (target.isConnected) target.click();
    }
  };

  const start = (): Promise<void> => {
    if (started) return started;
    for (const type of WAKE_EVENTS) window.removeEventListener(type, wake, true);
    markInlineSheets();
    started = import('./islands/hydrate')
      .then(({ startIslands }) =>
        // The island the farmer touched (or tapped, meanwhile) starts first and is given its taps at once; the
        // others start after it (their code fetched meanwhile), so a tap on a slow phone waits for one island only.
        startIslands(islands, {
          first: (island) => (touched !== null && island.contains(touched)) || held.some((c) => island.contains(c)),
          onStarted: (island) => {
            live.add(island);
            giveHeldTaps(island);
          },
        }),
      )
      .then(
        () => {
          window.removeEventListener('click', hold, true);
          // For anyone measuring, and browser tests: every island runs its code now.
          document.documentElement.dataset.islands = 'live';
          for (const target of held.splice(0)) if (target.isConnected) target.click();
        },
        (error: unknown) => {
          // Offline and not kept by the service worker: the page stays as the server sent it (its links and forms
          // work), and the next touch tries again.
          console.warn('The page could not start its controls:', error);
          window.removeEventListener('click', hold, true);
          started = null;
          for (const type of WAKE_EVENTS) window.addEventListener(type, wake, { capture: true, passive: true });
        },
      );
    return started;
  };
  function wake(event: Event): void {
    if (!started && event.target instanceof Element) touched = event.target;
    void start();
  }
  function hold(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target : null;
    // The language switch is a link to the page in the other language; followed before the islands run, the choice
    // is still kept for the bare address, as the switch keeps it (i18n.ts rememberLocale).
    const language = target?.closest<HTMLAnchorElement>('a[hreflang="en"], a[hreflang="kn"]');
    if (language?.closest(ISLAND_SELECTOR)) {
      document.cookie = `${LOCALE_COOKIE}=${language.hreflang}; path=/; max-age=31536000; samesite=lax`;
    }
    // Links are left to the browser (a page load is what they do anyway), except tabs, which open in place; a
    // show/hide button is answered by the page's early script (shared/early-taps.ts).
    const control = target?.closest<HTMLElement>(ISLAND_CONTROL_SELECTOR);
    const island = control?.closest(ISLAND_SELECTOR);
    if (!control || !island || live.has(island) || control.hasAttribute(EARLY_TOGGLE_ATTRIBUTE)) return;
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
  }

  window.addEventListener('click', hold, true);
  for (const type of WAKE_EVENTS) window.addEventListener(type, wake, { capture: true, passive: true });
  document.documentElement.dataset.hydrated = 'true';
  // Taps the page's inline script held before this file ran (a tap right after the first paint): held here from
  // now on, and they start the islands, the one tapped first.
  const page = window as unknown as Record<string, HTMLElement[] | null | undefined>;
  held.push(...(page[EARLY_TAPS_GLOBAL] ?? []));
  page[EARLY_TAPS_GLOBAL] = null;
  if (held[0]) {
    touched = held[0];
    void start();
  }
  // Touched before this script ran (a slow network): a field focused or typed into starts the islands at once, and
  // they take what was typed (components/use-adopt-early-input.ts).
  if (islands.some(wasTouched)) void start();
  // Offline (a page the service worker kept, whose code it keeps too): the islands start to say so, and the cart's
  // panel says adding needs the internet.
  if (!navigator.onLine) void start();
  window.addEventListener('offline', wake);

  whenIdle(() => {
    registerServiceWorker();
    const eager = islands.some((island) => island.dataset.islandWake === 'idle') || browserStateShown();
    if (eager) void start();
    else
      for (const href of prefetch) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'script';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }
  });
}

const config = document.getElementById('ry-islands')?.textContent;
boot(config ? (JSON.parse(config) as IslandsBoot) : { prefetch: [] });
