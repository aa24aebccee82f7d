import { Trans, useLingui } from '@lingui/react/macro';
import * as Tabs from '@radix-ui/react-tabs';
import { ArrowLeft, ChevronRight, PackageX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { formatRupees } from '../../../shared/money';
import { dailyRentOf } from '../../../shared/offers';
import { AddressTabTrigger, useAddressTab } from '../../components/address-tabs';
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
import { AddToCart, type Equipment, type PurchaseMode } from './add-to-cart';
import { RentalTerms, Specifications } from './machine-facts';
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

const tabClass = cn(
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4',
  'text-base font-semibold text-stone-700 transition-colors',
  'data-[state=active]:bg-white data-[state=active]:text-leaf-800 data-[state=active]:shadow-sm',
  'hover:text-leaf-800 disabled:cursor-not-allowed disabled:text-stone-500 disabled:line-through',
);

const MODES = ['buy', 'rent'] as const satisfies readonly PurchaseMode[];

function PurchaseOptions({ product }: { product: Equipment }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const forSale = product.isAvailableForSale;
  const dailyPrice = dailyRentOf(product);
  const forRent = dailyPrice != null;
  const defaultTab: PurchaseMode = !forSale && forRent ? 'rent' : 'buy';
  // The tab is in the address (?tab=rent) and each tab a link to it: components/address-tabs.tsx.
  const { tab, choose, addressOf } = useAddressTab<PurchaseMode>(
    MODES.filter((mode) => (mode === 'buy' ? forSale : forRent)),
    defaultTab,
  );
  const rentPrice = dailyPrice != null ? formatRupees(dailyPrice, locale) : null;

  let availabilityNote: ReactNode = null;
  if (forSale && !forRent) availabilityNote = <Trans>This item is for sale only.</Trans>;
  else if (!forSale && forRent) availabilityNote = <Trans>This item is for rent only.</Trans>;
  else if (!forSale && !forRent) availabilityNote = <Trans>This item is not available at the moment.</Trans>;

  return (
    <Tabs.Root
      value={tab}
      onValueChange={choose}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <Tabs.List aria-label={t`Buy or rent`} className="grid grid-cols-2 gap-1 rounded-xl bg-stone-100 p-1">
        <AddressTabTrigger value="buy" href={addressOf('buy')} disabled={!forSale} className={tabClass}>
          <Trans>Buy</Trans>
        </AddressTabTrigger>
        <AddressTabTrigger value="rent" href={addressOf('rent')} disabled={!forRent} className={tabClass}>
          <Trans>Rent</Trans>
        </AddressTabTrigger>
      </Tabs.List>
      {availabilityNote && <p className="mt-3 text-sm text-ink-muted">{availabilityNote}</p>}
      <Tabs.Content value="buy" className="mt-5 rounded-lg">
        <p className="text-sm font-medium text-ink-muted">
          <Trans>Purchase price</Trans>
        </p>
        <p className="mt-1 text-3xl font-bold text-leaf-800">{formatRupees(product.price, locale)}</p>
        <p className="mt-1 text-sm text-ink-muted">
          <Trans>GST at 18% is added at checkout.</Trans>
        </p>
        <AddToCart product={product} mode="buy" />
      </Tabs.Content>
      <Tabs.Content value="rent" className="mt-5 rounded-lg">
        <p className="text-sm font-medium text-ink-muted">
          <Trans>Rental price</Trans>
        </p>
        {rentPrice && (
          <p className="mt-1 text-lg text-soil-800">
            <Trans>
              <span className="text-3xl font-bold">{rentPrice}</span> per day
            </Trans>
          </p>
        )}
        <p className="mt-1 text-sm text-ink-muted">
          <Trans>Pay only for the days you use.</Trans>
        </p>
        <RentalTerms product={product} />
        <AddToCart product={product} mode="rent" />
      </Tabs.Content>
    </Tabs.Root>
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
          <PurchaseOptions product={product} />
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
