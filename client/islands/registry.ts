/**
 * Each island's code, fetched when the island starts in the browser (client/islands/hydrate.tsx): its component
 * (the same one the server rendered it with, see island.tsx), and the English catalogs it shows. Kannada is loaded
 * whole when a Kannada page's islands start.
 */
import type { ComponentType } from 'react';
import type { EnglishCatalog } from '../page-catalogs';
import { PAGE_CATALOGS } from '../page-catalogs';
import type { IslandName } from './island';

export interface IslandCode {
  Component: ComponentType<object>;
  /** The island shows all that its page's address changes: a new address within the page is shown in place. */
  showsAddress?: boolean;
}

const as = (component: unknown) => component as ComponentType<object>;

/** The English catalogs each island shows, known before its code arrives so both are fetched together. */
export const ISLAND_CATALOGS: Record<IslandName, readonly EnglishCatalog[]> = {
  header: [],
  offline: [],
  search: ['catalogue', 'voice'],
  purchase: PAGE_CATALOGS.product,
  hire: PAGE_CATALOGS.hire,
  overlays: [],
};

export const ISLANDS: Record<IslandName, () => Promise<IslandCode>> = {
  header: () => import('../components/layout/header').then((m) => ({ Component: as(m.Header) })),
  offline: () => import('../features/offline/offline-banner').then((m) => ({ Component: as(m.OfflineBanner) })),
  search: () => import('../features/catalogue/search-box').then((m) => ({ Component: as(m.CatalogueSearch) })),
  purchase: () =>
    import('../features/product/purchase-options').then((m) => ({
      Component: as(m.PurchaseIsland),
      showsAddress: true,
    })),
  hire: () =>
    import('../features/hire/hire-island').then((m) => ({
      Component: as(m.HireIsland),
      showsAddress: true,
    })),
  overlays: () => import('./overlays').then((m) => ({ Component: as(m.Overlays) })),
};
