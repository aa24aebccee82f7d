import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useRouter, useSearch } from 'wouter';
import { cn } from '../../components/cn';
import { ProductCard } from '../../components/product-card';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/query-states';
import { useDocumentTitle } from '../../components/use-document-title';
import { trpc } from '../../trpc';
import { CategoryFilter } from './category-filter';
import { type CatalogueFilters, catalogueHref, catalogueListInput, parseFilters } from './filters';
import { Pagination } from './pagination';
import { CatalogueSearchIsland } from './search-box';
import { ShopperFilters } from './shopper-filters';

/**
 * Cards in the first row or so are visible on arrival; the rest load as they scroll in. The first card's image is
 * the page's largest paint (measured at 360 and 1280 px wide), so it is fetched first.
 */
const EAGER_IMAGES = 3;

function useCatalogueFilters() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parseFilters(search), [search]);
  const setFilters = useCallback(
    (next: CatalogueFilters, options: { replace?: boolean } = {}) => navigate(catalogueHref(next), options),
    [navigate],
  );
  return [filters, setFilters] as const;
}

function EmptyResults() {
  return (
    <EmptyState
      icon={SearchX}
      action={
        <ButtonLink variant="primary" href="/products">
          <Trans>Clear Filters</Trans>
        </ButtonLink>
      }
    >
      <Trans>No products found matching your criteria.</Trans>
    </EmptyState>
  );
}

export function ProductsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Products`, t`Buy or rent tractors, harvesters, sprayers and more, for every season.`);
  const [filters, setFilters] = useCatalogueFilters();
  const resultsRef = useRef<HTMLDivElement>(null);
  // The forms' address without JavaScript, in the page's language (/kn/products).
  const catalogueAction = `${useRouter().base}/products`;

  const list = trpc.catalogue.list.useQuery(catalogueListInput(filters), { placeholderData: keepPreviousData });

  // A page number past the end (an old link, fewer results now) shows the last page instead.
  const pageCount = list.data?.pageCount;
  useEffect(() => {
    if (list.isPlaceholderData || pageCount === undefined || pageCount < 1 || filters.page <= pageCount) return;
    setFilters({ ...filters, page: pageCount }, { replace: true });
  }, [filters, pageCount, list.isPlaceholderData, setFilters]);

  // A page of results is a link (it works before the page's code); followed in the app, the results come into view.
  const showResults = () => resultsRef.current?.scrollIntoView({ block: 'start' });

  let results: ReactNode;
  if (list.isPending) {
    results = (
      <LoadingState>
        <Trans>Loading products...</Trans>
      </LoadingState>
    );
  } else if (list.isError && !list.data) {
    results = <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else {
    const { items, total, totalIsCapped, page, pageCount, hasNextPage } = list.data;
    const updating = list.isPlaceholderData;
    results = (
      <>
        <div className="mb-5 flex min-h-6 flex-wrap items-center gap-x-4 gap-y-1">
          <p role="status" className="font-medium text-ink">
            {totalIsCapped ? (
              <Trans>{total}+ products found</Trans>
            ) : (
              <Plural value={total} one="# product found" other="# products found" />
            )}
          </p>
          {updating && (
            <p className="text-sm text-ink-muted" aria-hidden="true">
              <Trans>Loading products...</Trans>
            </p>
          )}
        </div>
        {list.isError && <ErrorState className="mb-6" onRetry={() => void list.refetch()} retrying={list.isFetching} />}
        {items.length === 0 ? (
          total === 0 && <EmptyResults />
        ) : (
          <ul
            aria-busy={updating}
            className={cn('grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3', updating && 'opacity-60')}
          >
            {items.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  eagerImage={index < EAGER_IMAGES}
                  priorityImage={index === 0}
                  headingLevel={2}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          pageCount={totalIsCapped ? undefined : pageCount}
          hasNextPage={hasNextPage}
          hrefOf={(page) => catalogueHref({ ...filters, page })}
          onFollow={showResults}
        />
      </>
    );
  }

  return (
    <>
      <div className="border-b border-stone-200 bg-leaf-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-leaf-900 sm:text-4xl">
            <Trans>Products</Trans>
          </h1>
          <p className="mt-2 text-ink-muted">
            <Trans>Buy or rent tractors, harvesters, sprayers and more, for every season.</Trans>
          </p>
          <div className="mt-6 flex flex-col gap-4">
            <CatalogueSearchIsland filters={filters} action={catalogueAction} />
            <CategoryFilter
              action={catalogueAction}
              keep={filters.search ? { q: filters.search } : {}}
              selected={filters.categoryId}
              onSelect={(categoryId) => setFilters({ ...filters, categoryId, page: 1 })}
            />
            <ShopperFilters filters={filters} action={catalogueAction} />
          </div>
        </div>
      </div>
      <div ref={resultsRef} className="mx-auto max-w-7xl scroll-mt-20 px-4 pt-8 pb-16 sm:px-6 lg:px-8">
        {results}
      </div>
    </>
  );
}
