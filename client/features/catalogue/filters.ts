/** What the catalogue shows, as kept in the address bar: ?q=<search>&category=<id>&page=<n>. */
export type CatalogueFilters = {
  search: string;
  categoryId: number | undefined;
  page: number;
};

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
  };
}

/** The query string for the filters, leaving out defaults so a plain /products stays plain. */
export function serializeFilters(filters: CatalogueFilters): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('q', search);
  if (filters.categoryId !== undefined) params.set('category', String(filters.categoryId));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

export function catalogueHref(filters: CatalogueFilters): string {
  const query = serializeFilters(filters);
  return query ? `/products?${query}` : '/products';
}
