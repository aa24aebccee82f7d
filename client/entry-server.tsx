/**
 * The server's side of the app (built by `vite build --ssr`, loaded by server/render): the same App and routes
 * the browser hydrates, rendered with React's streaming renderer once the page's data is in the query cache.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type DehydratedState,
  type DefaultOptions,
  type Query,
  type QueryKey,
  type QueryOptions,
  type QueryState,
  type WithRequired,
  QueryCache,
  QueryClient,
  dehydrate,
} from '@tanstack/react-query';
import { createServerSideHelpers } from '@trpc/react-query/server';
import { TRPCClientError } from '@trpc/client';
import { TRPCError, getErrorShape, type inferRouterContext } from '@trpc/server';
import { type ReactNode, StrictMode } from 'react';
import { Writable } from 'node:stream';
import { type PipeableStream, renderToPipeableStream } from 'react-dom/server';
import superjson from 'superjson';
import type { AppRouter } from '../server/trpc/router';
import { App } from './app';
import type { EquipmentSummary } from './components/product-card';
import { PageMetaContext, type PageMeta } from './components/page-meta';
import { isQueryOf } from './page-state';
import { ServerQueryClientContext } from './server-query-client';
import { LOADING_SESSION, SIGNED_OUT_SESSION } from './features/auth/session-store';
import { ServerFeaturedContext } from './features/home/use-featured';
import { type UiLocale, createServerI18n, localeBase } from './i18n';
import { type IslandEnvironment, type IslandName, IslandRendererContext, IslandRoot } from './islands/island';
import { type PublicPage, publicPages } from './public-pages';

export type { PageMeta, UiLocale };
export { LOCALES, LOCALE_COOKIE, localeOfPath, pathInLocale } from './i18n';
export { englishCatalogsOfModule } from './page-modules';

const shopDescription = msg`Buy or rent tractors, harvesters, sprayers and other farm equipment in Karnataka, \
in English or Kannada.`;

let i18nByLocale: Promise<Record<UiLocale, I18n>> | undefined;

/** The public page at a path within the app ('/products/1'), with its parameters. */
export function matchPublicPage(path: string): { page: PublicPage; params: Record<string, string | undefined> } | null {
  const segments = path.split('/');
  for (const page of publicPages) {
    const patternSegments = page.path.split('/');
    if (patternSegments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = patternSegments.every((part, i) => {
      if (part.startsWith(':')) params[part.slice(1)] = segments[i] ?? '';
      return part.startsWith(':') ? segments[i] !== '' : part === segments[i];
    });
    if (matches) return { page, params };
  }
  return null;
}

export interface RenderedPage {
  meta: PageMeta;
  /** The query cache as JSON for the page's <script>; hydration starts from it. */
  state: string;
  /**
   * The rendered HTML of #root, whole (onAllReady): it goes out in one piece. Piped through as React wrote it, a
   * browser could paint a header cut after its first buttons and then move them when the rest arrived.
   */
  html: string;
}

export interface RenderInput {
  /** The full address: '/kn/products?q=tractor'. */
  url: string;
  locale: UiLocale;
  /** The address within the app (no /kn): '/products'. */
  path: string;
  search: string;
  router: AppRouter;
  /** The inner tRPC context of a visitor without a session: public pages show the same to everyone. */
  ctx: inferRouterContext<AppRouter>;
  /**
   * The request carries no session cookie, so the visitor is certainly signed out: the header is rendered with its
   * Login link instead of a placeholder that the browser would replace (and move the header) once it asked.
   */
  signedOut: boolean;
  /** The nonce the page's content security policy allows React's few inline scripts by. */
  nonce: string;
  /**
   * A public page whose interactive parts start on their own (client/islands/island.tsx): each island's HTML is
   * rendered as a root of its own, as the browser hydrates it. Otherwise the page is the app's, hydrated whole.
   */
  islands?: boolean;
  onError: (error: unknown) => void;
}

/**
 * A failed read as the browser would have received it over HTTP: the router's own error shape (with the refusal's
 * reason and parameters) in a TRPCClientError, which the page's code reads as it does any failed call.
 */
function asClientErrors(queryClient: QueryClient, router: AppRouter, ctx: inferRouterContext<AppRouter>): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const error = query.state.error;
    if (!(error instanceof TRPCError)) continue;
    const shape = getErrorShape({
      config: router._def._config,
      error,
      type: 'query',
      path: undefined,
      input: undefined,
      ctx,
    });
    query.setState({ error: TRPCClientError.from({ error: shape }) });
  }
}

/** A refusal (4xx: no such product) is the page's answer; an outage is retried in the browser instead. */
function isAnswer(error: unknown): error is TRPCClientError<AppRouter> {
  const status =
    error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * Data and refusals, the answers the page shows as they are, of the queries `include` picks; the error travels as
 * its shape (see entry-client).
 */
function dehydrateForPage(queryClient: QueryClient, include: (query: Query) => boolean = () => true): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      include(query) &&
      (query.state.status === 'success' || (query.state.status === 'error' && isAnswer(query.state.error))),
    serializeData: superjson.serialize,
  });
  for (const query of state.queries) {
    if (isAnswer(query.state.error)) query.state.error = { trpcErrorShape: query.state.error.shape } as never;
  }
  return state;
}

/**
 * The queries an island reads as it renders, each started from the page's cache (where the page's reads put them):
 * the islands' own cache. A public page's state carries these alone, because the islands are all of the page that
 * runs in the browser; the rest (the catalogue's list, say, 23 KB of /products' state) is HTML already.
 */
class IslandReads extends QueryCache {
  constructor(private readonly page: QueryCache) {
    super();
  }

  override build<TQueryFnData = unknown, TError = Error, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
    client: QueryClient,
    options: WithRequired<QueryOptions<TQueryFnData, TError, TData, TQueryKey>, 'queryKey'>,
    state?: QueryState<TData, TError>,
  ): Query<TQueryFnData, TError, TData, TQueryKey> {
    // An observer's options come with their hash (QueryClient.defaultQueryOptions).
    const known = options.queryHash ? this.page.get<TQueryFnData, TError, TData>(options.queryHash) : undefined;
    return super.build(client, options, state ?? known?.state);
  }
}

/**
 * What the browser starts from: the page's whole cache for the app's page; for a page of islands, what its islands
 * read, and who is signed in (the header reads it from the state, features/auth/session-store.ts).
 */
function pageState(page: QueryClient, islands: QueryClient | null): DehydratedState {
  if (!islands) return dehydrateForPage(page);
  // Only the session is serialized from the page's cache: the rest (the catalogue's list) would be work thrown away.
  const session = dehydrateForPage(page, (query) => isQueryOf(query.queryKey, 'auth.session'));
  const read = dehydrateForPage(islands);
  return { ...read, queries: [...read.queries, ...session.queries] };
}

/** JSON that can sit inside a <script> element: no '</script>' or '<!--' can be formed. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What a finished render writes (React's pipe), collected as one string. */
function collect(pipe: PipeableStream['pipe']): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    sink.on('error', reject);
    pipe(sink);
  });
}

/**
 * A tree rendered whole to HTML (every lazy part and boundary complete, as the page itself: onAllReady), for an
 * island of a page.
 */
function renderToHtml(
  element: ReactNode,
  options: { identifierPrefix: string; nonce: string; onError: (error: unknown) => void },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      ...options,
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: reject,
      onAllReady: () => resolve(collect(stream.pipe)),
    });
  });
}

export async function renderPage(input: RenderInput): Promise<RenderedPage> {
  i18nByLocale ??= createServerI18n();
  const i18n = (await i18nByLocale)[input.locale];
  // A failed read stays failed for this render: the server answers with what it has, the browser retries.
  const defaultOptions: DefaultOptions = { queries: { retry: false, retryOnMount: false, staleTime: Infinity } };
  const queryClient = new QueryClient({ defaultOptions });
  const helpers = createServerSideHelpers<AppRouter>({
    router: input.router,
    ctx: input.ctx,
    transformer: superjson,
    queryClient,
  });
  const matched = matchPublicPage(input.path);
  await Promise.all([
    matched?.page.prefetch?.(helpers, { params: matched.params, search: input.search }),
    input.signedOut ? helpers.auth.session.prefetch() : undefined,
  ]);
  asClientErrors(queryClient, input.router, input.ctx);
  // The home page reads its machines without TanStack Query (features/home/use-featured.ts).
  const featured = queryClient.getQueryData<EquipmentSummary[]>([['catalogue', 'featured'], { type: 'query' }]);

  const meta: PageMeta = { status: 200 };
  const session = input.signedOut ? SIGNED_OUT_SESSION : LOADING_SESSION;
  // A page of islands: what they read, apart (IslandReads); the app's page: the page's cache, all of it hydrated.
  const islandQueries = input.islands
    ? new QueryClient({ defaultOptions, queryCache: new IslandReads(queryClient.getQueryCache()) })
    : null;
  const withServerData = (children: ReactNode, client = queryClient) => (
    <PageMetaContext.Provider value={meta}>
      <ServerQueryClientContext.Provider value={client}>
        <ServerFeaturedContext.Provider value={featured}>{children}</ServerFeaturedContext.Provider>
      </ServerQueryClientContext.Provider>
    </PageMetaContext.Provider>
  );
  const environment: IslandEnvironment = { i18n, base: localeBase(input.locale), session, ssrPath: input.url };
  // Each island as the browser's root renders it (client/islands/hydrate.tsx), with the page's data, once per page.
  const islandRenders = new Map<string, Promise<string>>();
  const renderIsland = (name: IslandName, element: ReactNode, key: string) => {
    let html = islandRenders.get(key);
    if (!html) {
      html = renderToHtml(
        <StrictMode>
          {withServerData(<IslandRoot environment={environment}>{element}</IslandRoot>, islandQueries ?? queryClient)}
        </StrictMode>,
        { identifierPrefix: `${name}-`, nonce: input.nonce, onError: input.onError },
      );
      islandRenders.set(key, html);
    }
    return html;
  };
  return new Promise<RenderedPage>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <StrictMode>
        {withServerData(
          <IslandRendererContext.Provider value={input.islands ? renderIsland : null}>
            <App i18n={i18n} session={session} ssrPath={input.url} />
          </IslandRendererContext.Provider>,
        )}
      </StrictMode>,
      {
        // Whole pages, not a shell with fallbacks: a visitor without JavaScript and a search engine read it all.
        onAllReady: () => {
          // Pages without a description of their own (legal pages, 404) describe the shop.
          meta.description ??= i18n._(shopDescription);
          const state = scriptSafeJson(pageState(queryClient, islandQueries));
          collect(stream.pipe).then((html) => resolve({ meta, state, html }), reject);
        },
        onShellError: reject,
        nonce: input.nonce,
        // Never outline a large finished boundary behind its fallback (swapped in by an inline script): a visitor
        // without JavaScript would see 'Loading page...' for ever.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: input.onError,
      },
    );
  });
}
