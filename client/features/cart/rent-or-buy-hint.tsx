import { Plural, Trans } from '@lingui/react/macro';
import { Scale } from 'lucide-react';
import { buyingCostsLessFromDays } from '../../../shared/rental';
import { cn } from '../../components/cn';

/**
 * For items offered both ways: from how many rental days buying costs less than renting (both before tax, which
 * is the same 18 % on either).
 */
export function RentOrBuyHint({
  product,
  className,
}: {
  product: { price: number; rentalPricePerDay: number | null; isAvailableForSale: boolean; isAvailableForRent: boolean };
  className?: string;
}) {
  if (!product.isAvailableForSale || !product.isAvailableForRent) return null;
  const days = buyingCostsLessFromDays(product.price, product.rentalPricePerDay);
  if (days === null) return null;
  return (
    <p className={cn('flex items-start gap-1.5 text-sm text-ink-muted', className)}>
      <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <Trans>
          Renting for <Plural value={days} one="# day" other="# days" /> or more? Buying costs less.
        </Trans>
      </span>
    </p>
  );
}
