import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ChevronRight, PackageX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { cn } from '../../components/cn';
import { useNotFoundStatus } from '../../components/page-meta';
import { PriceSummary } from '../../components/price-summary';
import { StockStatus } from '../../components/stock-status';
import { ButtonLink } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/query-states';
import { DocumentTitle, useDocumentTitle } from '../../components/use-document-title';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { refusalReasonOf } from '../../refusals';
import { trpc } from '../../trpc';
import type { Equipment } from './add-to-cart';
import { Specifications } from './machine-facts';
import { PurchaseOptionsIsland } from './purchase-options';
import { HireLine } from './hire-line';
import { ProductGallery } from './product-gallery';
import { parseProductId } from './product-id';
import { ProductJsonLd } from './product-json-ld';
import { MissingPage } from '../../components/ui/missing-page';

function ProductNotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Product not found`);
  useNotFoundStatus();
  return (
    <MissingPage
      mark={<PackageX aria-hidden="true" className="size-14 text-stone-500" />}
      title={<Trans>Product not found</Trans>}
      action={
        <ButtonLink href="/products" size="lg">
          <ArrowLeft aria-hidden="true" className="size-5" />
          <Trans>Back to Products</Trans>
        </ButtonLink>
      }
    >
      <Trans>This item may have been removed, or the link may be wrong.</Trans>
    </MissingPage>
  );
}

function Breadcrumbs({ name }: { name: string }) {
  const { t } = useLingui();
  const linkClass = 'rounded text-leaf-800 underline-offset-4 hover:underline';
  return (
    <nav aria-label={t`Breadcrumb`} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-ink-muted">
        <li>
          <Link href="/" className={linkClass}>
            <Trans>Home</Trans>
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li>
          <Link href="/products" className={linkClass}>
            <Trans>Products</Trans>
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="line-clamp-1 font-medium text-ink">
          {name}
        </li>
      </ol>
    </nav>
  );
}

function CategoryLink({ categoryId }: { categoryId: number | null }) {
  const locale = useUiLocale();
  const categories = trpc.catalogue.categories.useQuery(undefined, { staleTime: 5 * 60_000 });
  const category = categories.data?.find((c) => c.id === categoryId);
  if (!category) return null;
  return (
    <Link
      href={`/products?category=${category.id}`}
      className="inline-flex rounded-full bg-soil-100 px-3 py-1 text-sm font-semibold text-soil-800 hover:bg-soil-200"
    >
      {localized(locale, category.name, category.nameKn)}
    </Link>
  );
}

function ProductDetails({ product }: { product: Equipment }) {
  const locale = useUiLocale();
  const name = localized(locale, product.name, product.nameKn);
  const description = localized(locale, product.description, product.descriptionKn);
  useDocumentTitle(name, description.length > 160 ? `${description.slice(0, 157).trimEnd()}...` : description);

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <ProductJsonLd product={product} name={name} description={description} />
      <Breadcrumbs name={name} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery product={product} name={name} />
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-3">
            <CategoryLink categoryId={product.categoryId} />
            <StockStatus stockQuantity={product.stockQuantity} detailed className="text-sm" />
          </div>
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-leaf-900 sm:text-4xl">{name}</h1>
          <PriceSummary product={product} size="lg" />
          <p className="text-lg whitespace-pre-line text-ink">{description}</p>
          <PurchaseOptionsIsland product={product} />
          <HireLine productId={product.id} />
          <Specifications product={product} />
        </div>
      </div>
    </div>
  );
}

export function ProductPage() {
  const { t } = useLingui();
  const params = useParams<{ id: string }>();
  const id = parseProductId(params.id);
  // 'No such product' from the server's render stays: asking again on hydration would flash a loading state.
  const product = trpc.catalogue.byId.useQuery({ id: id ?? 0 }, { enabled: id !== undefined, retryOnMount: false });
  const refused = refusalReasonOf(product.error);

  if (id === undefined || refused === 'PRODUCT_NOT_FOUND' || refused === 'INVALID_INPUT') return <ProductNotFound />;
  if (product.isPending) {
    return (
      <>
        <DocumentTitle title={t`Products`} />
        <LoadingState className="min-h-[50vh]">
          <Trans>Loading product details...</Trans>
        </LoadingState>
      </>
    );
  }
  if (product.isError) {
    return (
      <div className="px-4 py-16">
        <DocumentTitle title={t`Products`} />
        <ErrorState onRetry={() => void product.refetch()} retrying={product.isFetching} />
      </div>
    );
  }
  return <ProductDetails product={product.data} />;
}
