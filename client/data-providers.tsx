/**
 * The data layer of every page but the home page: tRPC, TanStack Query and the cart. It is loaded with the first
 * such page (or the chat widget), never with the first download: the shell and the home page read what they need
 * with plain GETs (client/page-state.ts). Each lazily loaded page is wrapped in DataProviders (see lazyPage in
 * app.tsx); in the browser they share one query cache, started from the server's (#ry-state) once.
 */
import { type DehydratedState, type QueryClient, QueryClientProvider, hydrate } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { createContext, type ReactNode, useContext, useState } from 'react';
import superjson from 'superjson';
import { onAuthChange } from './features/auth/auth-events';
import { CartProvider } from './features/cart/cart-context';
import { isQueryOf, pageState } from './page-state';
import { ServerQueryClientContext } from './server-query-client';
import { createQueryClient, createTrpcClient, trpc } from './trpc';

function hydrateQueryCache(): QueryClient {
  const queryClient = createQueryClient();
  const state = pageState();
  if (!state) return queryClient;
  // The page's data counts as fresh from when the page arrived (a briefly cached page may be older), so
  // hydration asks the server for none of it again. Who is signed in is not kept here (features/auth/session-store).
  const arrived = Date.now();
  const queries = state.queries.filter((query) => !isQueryOf(query.queryKey, 'auth.session'));
  for (const query of queries) {
    query.state.dataUpdatedAt = arrived;
    // A refusal the server rendered (no such product) arrives as its error shape: the page reads it as the
    // TRPCClientError the same call would have failed with.
    const shape = (query.state.error as { trpcErrorShape?: object } | null)?.trpcErrorShape;
    if (shape) query.state.error = TRPCClientError.from({ error: shape });
  }
  hydrate(queryClient, { ...state, queries } as DehydratedState, {
    defaultOptions: { deserializeData: superjson.deserialize },
  });
  return queryClient;
}

let browserClients: { queryClient: QueryClient; trpcClient: ReturnType<typeof createTrpcClient> } | undefined;

function browserDataLayer() {
  if (browserClients) return browserClients;
  const queryClient = hydrateQueryCache();
  // Whatever was read may depend on who is signed in: read it again after a sign-in or sign-out, and forget the
  // signed-out user's saved cart.
  onAuthChange((change) => {
    if (change.type === 'signed-out')
      queryClient.removeQueries({ predicate: (query) => isQueryOf(query.queryKey, 'cart.get') });
    void queryClient.invalidateQueries();
  });
  browserClients = { queryClient, trpcClient: createTrpcClient() };
  return browserClients;
}

/** Whether an outer DataProviders already gives this part of the tree its data layer (an island inside a page). */
const WithinDataProviders = createContext<{ cart: boolean } | null>(null);

export function DataProviders({ children, cart = true }: { children: ReactNode; cart?: boolean }) {
  const outer = useContext(WithinDataProviders);
  if (outer && (outer.cart || !cart)) return children;
  return <DataLayer cart={cart}>{children}</DataLayer>;
}

function DataLayer({ children, cart }: { children: ReactNode; cart: boolean }) {
  const serverQueryClient = useContext(ServerQueryClientContext);
  const [serverTrpcClient] = useState(() => (serverQueryClient ? createTrpcClient() : null));
  const { queryClient, trpcClient } =
    serverQueryClient && serverTrpcClient
      ? { queryClient: serverQueryClient, trpcClient: serverTrpcClient }
      : browserDataLayer();
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <WithinDataProviders.Provider value={{ cart }}>
          {cart ? <CartProvider>{children}</CartProvider> : children}
        </WithinDataProviders.Provider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
