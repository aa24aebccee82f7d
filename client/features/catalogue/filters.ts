/**
 * What the catalogue shows, as kept in the address bar: ?q=<search>&category=<id>&page=<n>, and the shopper's
 * choices &min=<rupees>&max=<rupees>&offer=sale|rent&stock=1&sort=newest|price_asc|price_desc|name. Absent
 * choices are undefined, so a plain /products stays plain.
 */
export type CatalogueFilters = {
  search: string;
  categoryId: number | undefined;
  page: number;
  minRupees?: number | undefined;
  maxRupees?: number | undefined;
  offer?: CatalogueOffer | undefined;
  inStock?: true | undefined;
  sort?: CatalogueSort | undefined;
};

export const catalogueOffers = ['sale', 'rent'] as const;
export type CatalogueOffer = (typeof catalogueOffers)[number];
/** The orders a shopper may pick; the shop's own order (featured) is the default and never written. */
export const catalogueSorts = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

function wholeRupees(value: string | null): number | undefined {
  if (value === null || !/^\d{1,8}$/.test(value)) return undefined;
  return Number(value);
}

// The server's limit (shared/schemas/catalogue.ts); not imported from there to keep zod out of the bundle.
export const SEARCH_MAX_LENGTH = 100;

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export function parseFilters(search: string): CatalogueFilters {
  const params = new URLSearchParams(search);
  return {
    search: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    categoryId: positiveInteger(params.get('category')),
    page: positiveInteger(params.get('page')) ?? 1,
    minRupees: wholeRupees(params.get('min')),
    maxRupees: wholeRupees(params.get('max')),
    offer: oneOf(catalogueOffers, params.get('offer')),
    inStock: params.get('stock') === '1' ? true : undefined,
    sort: oneOf(catalogueSorts, params.get('sort')),
  };
}

/** The query string for the filters, leaving out defaults so a plain /products stays plain. */
export function serializeFilters(filters: CatalogueFilters): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('q', search);
  if (filters.categoryId !== undefined) params.set('category', String(filters.categoryId));
  if (filters.minRupees !== undefined) params.set('min', String(filters.minRupees));
  if (filters.maxRupees !== undefined) params.set('max', String(filters.maxRupees));
  if (filters.offer) params.set('offer', filters.offer);
  if (filters.inStock) params.set('stock', '1');
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** Products shown on one page of the catalogue. */
export const PAGE_SIZE = 24;

/**
 * The catalogue.list input for the filters: the page's query and the server's prefetch (client/public-pages.ts)
 * build it here, so the prefetched answer is the one the page asks for.
 */
export function catalogueListInput(filters: CatalogueFilters) {
  return {
    search: filters.search || undefined,
    categoryId: filters.categoryId,
    page: filters.page,
    pageSize: PAGE_SIZE,
    minPrice: filters.minRupees === undefined ? undefined : filters.minRupees * 100,
    maxPrice: filters.maxRupees === undefined ? undefined : filters.maxRupees * 100,
    offer: filters.offer,
    inStock: filters.inStock,
    sort: filters.sort,
  };
}

export function catalogueHref(filters: CatalogueFilters): string {
  const query = serializeFilters(filters);
  return query ? `/products?${query}` : '/products';
}
