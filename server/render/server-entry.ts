import type { UiLocale } from '../../shared/money.js';
import type { Context } from '../trpc/context.js';
import type { AppRouter } from '../trpc/router.js';

/** What a server render learned from the page: its status and head text (client/components/page-meta.ts). */
export interface PageMeta {
  status: number;
  title?: string;
  description?: string;
}

export interface RenderedPage {
  meta: PageMeta;
  state: string;
  /** The rendered HTML of #root, whole. */
  html: string;
}

/**
 * The interface of client/entry-server.tsx, which Vite compiles (Lingui macros, catalogs) and the server loads:
 * from dist/server in production, through Vite in development. Declared here so the server imports no client code.
 */
export interface ServerEntry {
  LOCALES: readonly UiLocale[];
  LOCALE_COOKIE: string;
  localeOfPath(pathname: string): UiLocale;
  pathInLocale(pathWithinApp: string, locale: UiLocale): string;
  matchPublicPage(path: string): { page: { path: string; module?: string } } | null;
  /* * The English catalogs ('cart', 'catalogue', ...) a lazily loaded page module renders with
   * (client/page-catalogs.ts).*/
  englishCatalogsOfModule(module: string): readonly string[];
  renderPage(input: {
    url: string;
    locale: UiLocale;
    path: string;
    search: string;
    router: AppRouter;
    ctx: Context;
    /** No session cookie came with the request: the page shows the header of a signed-out visitor. */
    signedOut: boolean;
    nonce: string;
    /** A public page rendered with islands (client/entry-server.tsx RenderInput.islands). */
    islands?: boolean;
    onError: (error: unknown) => void;
  }): Promise<RenderedPage>;
}
