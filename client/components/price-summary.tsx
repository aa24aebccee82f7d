import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '../../shared/money';
import { dailyRentOf } from '../../shared/offers';
import { cn } from './cn';
import { useUiLocale } from './use-ui-locale';

type Priced = {
  price: number;
  rentalPricePerDay: number | null;
  isAvailableForSale: boolean;
  isAvailableForRent: boolean;
};

/**
 * The price, and the daily rent for rentable items ('Rent: ₹X/day'). An item that is only
 * for rent leads with its daily rent: a purchase price it cannot be bought at would mislead.
 */
export function PriceSummary({ product, size = 'md' }: { product: Priced; size?: 'md' | 'lg' }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const dailyRent = dailyRentOf(product);
  const rentPrice = dailyRent !== null ? formatRupees(dailyRent, locale) : null;
  const large = size === 'lg';

  if (!product.isAvailableForSale && rentPrice) {
    return (
      <p className={cn('text-soil-800', large ? 'text-lg' : 'text-sm')}>
        <Trans>
          <span className={cn('font-bold', large ? 'text-3xl' : 'text-xl')}>{rentPrice}</span> per day
        </Trans>
      </p>
    );
  }
  return (
    <div>
      <p className={cn('font-bold text-leaf-800', large ? 'text-3xl' : 'text-xl')}>
        <span className="sr-only">{t`Price:`} </span>
        {formatRupees(product.price, locale)}
      </p>
      {rentPrice && (
        <p className={cn('font-medium text-soil-700', large ? 'mt-1 text-base' : 'text-sm')}>
          <Trans>Rent: {rentPrice}/day</Trans>
        </p>
      )}
    </div>
  );
}
