import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import type { CartAdjustment } from './cart-context';
import { CartRefusalError, type CartRefusal } from './cart-refusals';

/** Says a refused cart change in the visitor's language. */
export function useDescribeRefusal(): (refusal: CartRefusal) => string {
  const { t } = useLingui();
  return useCallback(
    (refusal: CartRefusal) => {
      switch (refusal.kind) {
        case 'productNotFound':
          return t`Product not found`;
        case 'notForSale':
          return t`This item is not available for sale`;
        case 'notForRent':
          return t`This item is not available for rent`;
        case 'outOfStock':
          return t`This item is out of stock`;
        case 'noUnitFree':
          return t`No unit is free on the chosen dates`;
        case 'notInCart':
          return t`This item is not in your cart`;
        case 'cartFull':
          return t`Your cart holds at most 50 different items`;
        case 'selectDates':
          return t`Please select rental dates`;
        case 'invalidDates':
          return t`Please choose the dates again`;
        case 'datesInPast':
          return t`Rental dates cannot be in the past`;
        case 'endNotAfterStart':
          return t`The return date must be after the start date`;
        case 'tooLong':
          return t`A rental can last at most 92 days`;
        case 'tooFarAhead':
          return t`A rental can start at most 365 days from today`;
        case 'onlyInStock': {
          const n = refusal.n;
          return t`Only ${n} in stock`;
        }
        case 'onlyFree': {
          const n = refusal.n;
          return t`Only ${n} available for the chosen dates`;
        }
        case 'other':
          return refusal.message;
      }
    },
    [t],
  );
}

/** The error toast for a failed cart change: 'Error' and what went wrong. */
export function useCartErrorToast(): (error: unknown) => void {
  const { t } = useLingui();
  const describe = useDescribeRefusal();
  return useCallback(
    (error: unknown) => {
      const description =
        error instanceof CartRefusalError
          ? describe(error.refusal)
          : t`Your cart could not be updated. Please check your connection and try again.`;
      toast.error(t`Error`, { description });
    },
    [describe, t],
  );
}

/** After signing in: which lines of the guest's cart could not be kept as they were. */
export function useMergeAdjustedToast(): (adjusted: CartAdjustment[]) => void {
  const { t } = useLingui();
  const locale = useUiLocale();
  return useCallback(
    (adjusted: CartAdjustment[]) => {
      const items = adjusted.map((a) => {
        const name = a.name ? localized(locale, a.name, a.nameKn) : t`An item that is no longer sold`;
        const { quantity, requested } = a;
        return quantity === 0 ? t`${name}: removed, none available` : t`${name}: ${quantity} of ${requested} kept`;
      });
      toast.warning(t`Some items in your cart were changed`, {
        description: items.join('\n'),
        duration: 10_000,
      });
    },
    [locale, t],
  );
}
