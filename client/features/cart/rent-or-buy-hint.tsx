import { Plural, Trans } from '@lingui/react/macro';
import { Scale } from 'lucide-react';
import { formatRupees } from '../../../shared/money';
import { type RentOrBuyProduct, rentOrBuyAdvice } from '../../../shared/rent-or-buy';
import { cn } from '../../components/cn';
import { useUiLocale } from '../../components/use-ui-locale';

/**
 * Says when buying costs a farmer less than renting (GST counted on both), and only then: before dates are
 * chosen if buying pays within one booking, and for the dates chosen if this rental, or the same again next
 * season, costs more than buying.
 */
export function RentOrBuyHint({
  product,
  days = null,
  className,
}: {
  product: RentOrBuyProduct;
  days?: number | null;
  className?: string;
}) {
  const locale = useUiLocale();
  const advice = rentOrBuyAdvice(product, days);
  if (!advice) return null;
  const buy = formatRupees(advice.buyTotal, locale);
  let text;
  if (advice.kind === 'buy-if-longer') {
    const maxDays = advice.maxRentDays;
    text =
      // Wrapped by hand: Prettier's line fill counts the first line as 120 characters, the format test as 121.
      // prettier-ignore
      <Trans>
        Need it for more than <Plural value={maxDays} one="# day" other="# days" />? Buying costs less than
        renting: {buy} with GST.
      </Trans>;
  } else {
    const rent = formatRupees(advice.rentTotal, locale);
    const rentDays = advice.days;
    text =
      advice.kind === 'buying-cheaper' ? (
        <Trans>
          Rent for <Plural value={rentDays} one="# day" other="# days" /> comes to {rent} with GST. Buying it costs{' '}
          {buy} with GST: buying is cheaper.
        </Trans>
      ) : (
        <Trans>
          Rent for <Plural value={rentDays} one="# day" other="# days" /> comes to {rent} with GST; buying it costs{' '}
          {buy}. If you will need it again next season, buying is cheaper.
        </Trans>
      );
  }
  return (
    <p className={cn('flex items-start gap-1.5 text-sm text-ink-muted', className)}>
      <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
