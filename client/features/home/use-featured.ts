import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { EquipmentSummary } from '../../components/product-card';
import { pageQueryData, readProcedure, readWithRetries } from '../../page-state';

/**
 * The home page's featured machines without tRPC or TanStack Query in the first download: the data the server
 * rendered the page with (its #ry-state), and a plain GET of catalogue.featured when the visitor comes to the home
 * page from another one. Fresh for 30 seconds, as the app's other reads.
 */
const FRESH_FOR_MS = 30_000;

/** The server's render gets the featured machines from here (the browser reads the page's state instead). */
export const ServerFeaturedContext = createContext<EquipmentSummary[] | undefined>(undefined);

let cache: { data: EquipmentSummary[]; at: number } | null | undefined;

function cached(): { data: EquipmentSummary[]; at: number } | null {
  if (cache === undefined) {
    const fromPage = pageQueryData<EquipmentSummary[]>('catalogue.featured');
    // The page's data counts as fresh from when the page arrived, so hydration asks the server for none of it.
    cache = fromPage ? { data: fromPage, at: Date.now() } : null;
  }
  return cache;
}

type Featured =
  | { status: 'pending'; data: undefined; fetching: boolean; refetch: () => void }
  | { status: 'error'; data: undefined; fetching: boolean; refetch: () => void }
  | { status: 'success'; data: EquipmentSummary[]; fetching: boolean; refetch: () => void };

export function useFeatured(): Featured {
  const fromServer = useContext(ServerFeaturedContext);
  const [state, setState] = useState(() => {
    const known = fromServer ? { data: fromServer, at: 0 } : typeof window === 'undefined' ? null : cached();
    return { data: known?.data, error: false, fetching: false };
  });

  const load = useCallback(() => {
    setState((s) => ({ ...s, fetching: true }));
    let live = true;
    readWithRetries(() => readProcedure<EquipmentSummary[]>('catalogue.featured')).then(
      (data) => {
        cache = { data, at: Date.now() };
        if (live) setState({ data, error: false, fetching: false });
      },
      () => {
        // Machines already shown stay shown (as a failed background refresh leaves a query's data).
        if (live) setState((s) => ({ data: s.data, error: s.data === undefined, fetching: false }));
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const known = cached();
    if (known && Date.now() - known.at < FRESH_FOR_MS) return;
    return load();
  }, [load]);

  const refetch = () => void load();
  if (state.data) return { status: 'success', data: state.data, fetching: state.fetching, refetch };
  if (state.error) return { status: 'error', data: undefined, fetching: state.fetching, refetch };
  return { status: 'pending', data: undefined, fetching: state.fetching, refetch };
}
