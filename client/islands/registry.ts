/**
 * Each island's code, fetched when the island starts in the browser (client/islands/hydrate.tsx): its component
 * (the same one the server rendered it with, see island.tsx) and the English catalogs it shows. Kannada is loaded
 * whole when a Kannada page's islands start.
 */
import type { ComponentType } from 'react';
import type { EnglishCatalog } from '../page-catalogs';
import { PAGE_CATALOGS } from '../page-catalogs';
import type { IslandName } from './island';

export interface IslandCode {
  Component: ComponentType<object>;
  catalogs: readonly EnglishCatalog[];
  /** The island shows all that its page's address changes: a new address within the page is shown in place. */
  showsAddress?: boolean;
}

const as = (component: unknown) => component as ComponentType<object>;

export const ISLANDS: Record<IslandName, () => Promise<IslandCode>> = {
  header: () => import('../components/layout/header').then((m) => ({ Component: as(m.Header), catalogs: [] })),
  offline: () =>
    import('../features/offline/offline-banner').then((m) => ({ Component: as(m.OfflineBanner), catalogs: [] })),
  search: () =>
    import('../features/catalogue/search-box').then((m) => ({
      Component: as(m.CatalogueSearch),
      catalogs: ['catalogue', 'voice'],
    })),
  purchase: () =>
    import('../features/product/purchase-options').then((m) => ({
      Component: as(m.PurchaseIsland),
      catalogs: PAGE_CATALOGS.product,
      showsAddress: true,
    })),
  hire: () =>
    import('../features/hire/hire-island').then((m) => ({
      Component: as(m.HireIsland),
      catalogs: PAGE_CATALOGS.hire,
      showsAddress: true,
    })),
  overlays: () => import('./overlays').then((m) => ({ Component: as(m.Overlays), catalogs: [] })),
};
