import type { createServerSideHelpers } from '@trpc/react-query/server';
import type { AppRouter } from '../server/trpc/router';
import { catalogueListInput, parseFilters } from './features/catalogue/filters';
import { hireSearchOf, readHireState } from './features/hire/hire-state';
import { parseProductId } from './features/product/product-id';
import { kolkataDay } from '../shared/rental';

/** The server's way to fill the query cache before it renders: the page's own queries, through createCaller. */
export type Prefetcher = ReturnType<typeof createServerSideHelpers<AppRouter>>;

/**
 * The pages a visitor or a search engine reaches first: rendered on the server with their data. `module` is the
 * page's source (relative to client/), whose built chunk the server preloads; `prefetch` runs the same queries the
 * page's hooks run, with the same inputs, so hydration finds them in the cache.
 */
export interface PublicPage {
  path: string;
  module?: string;
  prefetch?: (
    helpers: Prefetcher,
    at: { params: Record<string, string | undefined>; search: string },
  ) => Promise<unknown>;
}

export const publicPages: PublicPage[] = [
  { path: '/', prefetch: (h) => h.catalogue.featured.prefetch() },
  {
    path: '/products',
    module: 'features/catalogue/products-page.tsx',
    prefetch: (h, { search }) =>
      Promise.all([
        h.catalogue.categories.prefetch(),
        h.catalogue.list.prefetch(catalogueListInput(parseFilters(search))),
      ]),
  },
  {
    path: '/products/:id',
    module: 'features/product/product-page.tsx',
    prefetch: (h, { params }) => {
      const id = parseProductId(params.id);
      return id === undefined
        ? Promise.resolve()
        : Promise.all([
            h.catalogue.byId.prefetch({ id }),
            h.catalogue.categories.prefetch(),
            h.hiring.forProduct.prefetch({ id }),
          ]);
    },
  },
  {
    path: '/hire',
    module: 'features/hire/hire-island.tsx',
    prefetch: (h, { search }) => {
      const query = hireSearchOf(readHireState(search, kolkataDay(new Date())));
      return query ? h.hiring.search.prefetch(query) : Promise.resolve();
    },
  },
  { path: '/about', module: 'features/about/about-page.tsx' },
  { path: '/terms', module: 'features/legal/terms-page.tsx' },
  { path: '/privacy', module: 'features/legal/privacy-page.tsx' },
];
