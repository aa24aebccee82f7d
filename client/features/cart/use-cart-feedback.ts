import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { refusalMessage, refusalOf } from '../../refusals';
import type { CartAdjustment } from './cart-view';

/** The error toast for a failed cart change: 'Error' and what went wrong, in the visitor's language. */
export function useCartErrorToast(): (error: unknown) => void {
  const { i18n, t } = useLingui();
  return useCallback(
    (error: unknown) => {
      const description = refusalOf(error)
        ? refusalMessage(i18n, error)
        : t`Your cart could not be updated. Please check your connection and try again.`;
      toast.error(t`Error`, { description });
    },
    [i18n, t],
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
