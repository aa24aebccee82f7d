import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { isOfferedForRent } from '../../shared/offers';
import { RentOrBuyHint } from '../features/cart/rent-or-buy-hint';
import type { RouterOutputs } from '../trpc';
import { cn } from './cn';
import { PriceSummary } from './price-summary';
import { CARD_IMAGE_MAX_WIDTH, CARD_IMAGE_SIZES, ProductImage } from './product-image';
import { StockStatus } from './stock-status';
import { buttonClasses } from './ui/button';
import { localized, useUiLocale } from './use-ui-locale';

export type EquipmentSummary = RouterOutputs['catalogue']['featured'][number];

/**
 * A product in a grid. The whole card is one link (one tab stop) named by the product; the
 * 'View Details' button is its visible call to action.
 */
export function ProductCard({
  product,
  eagerImage = false,
  priorityImage = false,
  showStock = true,
  headingLevel = 3,
}: {
  product: EquipmentSummary;
  eagerImage?: boolean;
  /** The card's image is the page's largest paint (the catalogue's first card): fetched ahead of the others. */
  priorityImage?: boolean;
  showStock?: boolean;
  headingLevel?: 2 | 3;
}) {
  const locale = useUiLocale();
  const name = localized(locale, product.name, product.nameKn);
  const description = localized(locale, product.description, product.descriptionKn);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200
      bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-leaf-300
      hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2
      has-[a:focus-visible]:outline-soil-600"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-leaf-50">
        <ProductImage
          src={product.imageUrl}
          photo={product.photo}
          sizes={CARD_IMAGE_SIZES}
          maxWidth={CARD_IMAGE_MAX_WIDTH}
          alt={name}
          eager={eagerImage}
          priority={priorityImage}
          className="size-full transition duration-300 group-hover:scale-[1.03]"
        />
        {isOfferedForRent(product) && (
          <span
            className="absolute top-3 left-3 rounded-full bg-soil-100 px-2.5 py-1 text-xs font-semibold
            text-soil-800 shadow-sm"
          >
            {product.isAvailableForSale ? <Trans>Buy or rent</Trans> : <Trans>For rent</Trans>}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg leading-snug font-semibold text-ink group-hover:text-leaf-800">
          {/* The link covers the whole card (see after:), so the card is one tab stop named by the product. */}
          <Link
            href={`/products/${product.id}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {name}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-sm text-ink-muted">{description}</p>
        <div className="mt-auto pt-2">
          <PriceSummary product={product} />
          <RentOrBuyHint product={product} className="mt-1" />
        </div>
        <div className={cn('flex items-center gap-3 pt-3', showStock ? 'justify-between' : 'justify-end')}>
          {showStock && <StockStatus stockQuantity={product.stockQuantity} />}
          {/* Repeats the card link for sighted users; the link itself is announced once. */}
          <span
            aria-hidden="true"
            className={buttonClasses({ variant: 'secondary', className: 'group-hover:bg-leaf-50' })}
          >
            <Trans>View Details</Trans>
            <ArrowRight className="size-4" />
          </span>
        </div>
      </div>
    </article>
  );
}
