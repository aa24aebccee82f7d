import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { cartLineKey } from '../../../shared/cart';
import { formatRupees } from '../../../shared/money';
import type { CalendarDay } from '../../../shared/rental';
import { ProductImage } from '../../components/product-image';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { useFormatDay } from '../cart/format-day';
import { Panel } from '../../components/ui/panel';

export interface SummaryItem {
  productId: number;
  rental: boolean;
  name: string;
  nameKn: string;
  imageUrl: string | null;
  unitPrice: number;
  quantity: number;
  start: CalendarDay | null;
  end: CalendarDay | null;
  rentalDays: number | null;
  lineTotal: number;
}

export interface SummaryTotals {
  subtotal: number;
  tax: number;
  shipping: number;
  /** Refundable deposit of the rentals, part of the total. */
  deposit: number;
  total: number;
}

function SummaryLine({ item }: { item: SummaryItem }) {
  const locale = useUiLocale();
  const formatDay = useFormatDay();
  const name = localized(locale, item.name, item.nameKn);
  const unitPrice = formatRupees(item.unitPrice, locale);
  const quantity = item.quantity;
  const pickUp = item.start ? formatDay(item.start) : '';
  const returnDay = item.end ? formatDay(item.end) : '';
  return (
    <li className="flex gap-3 py-3">
      <ProductImage src={item.imageUrl} alt="" className="size-14 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-ink">{name}</p>
        {item.rental && item.start && item.end && item.rentalDays !== null ? (
          <>
            <p className="text-ink-muted">
              <Trans>Rental</Trans> × {quantity} ·{' '}
              <Trans>
                {pickUp} to {returnDay}
              </Trans>
            </p>
            <p className="text-ink-muted">
              <Trans>{unitPrice} per day</Trans> × <Plural value={item.rentalDays} one="# day" other="# days" />
              {quantity > 1 && <> × {quantity}</>}
            </p>
          </>
        ) : (
          <p className="text-ink-muted">
            <Trans>Purchase</Trans> × {quantity} · <Trans>{unitPrice} each</Trans>
          </p>
        )}
      </div>
      <p className="shrink-0 text-sm font-semibold text-ink">{formatRupees(item.lineTotal, locale)}</p>
    </li>
  );
}

/** What is bought and what it costs: the same figures that are charged. */
export function OrderSummary({ items, totals }: { items: SummaryItem[]; totals: SummaryTotals }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const row = 'flex items-baseline justify-between gap-4 py-2';
  return (
    <Panel headingId="checkout-summary-heading" title={<Trans>Order Summary</Trans>} className="lg:sticky lg:top-24">
      <ul className="mt-2 divide-y divide-stone-200" aria-label={t`Items in your order`}>
        {items.map((item) => (
          <SummaryLine key={cartLineKey(item)} item={item} />
        ))}
      </ul>
      <dl className="mt-2 divide-y divide-stone-200 border-t border-stone-200">
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Subtotal</Trans>
          </dt>
          <dd className="font-semibold text-ink">{formatRupees(totals.subtotal, locale)}</dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Tax (18%)</Trans>
          </dt>
          <dd className="font-semibold text-ink">{formatRupees(totals.tax, locale)}</dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Shipping</Trans>
          </dt>
          <dd className="font-semibold text-leaf-800">
            {totals.shipping === 0 ? <Trans>Free</Trans> : formatRupees(totals.shipping, locale)}
          </dd>
        </div>
        {totals.deposit > 0 && (
          <div className={row}>
            <dt className="text-ink-muted">
              <Trans>Refundable deposit</Trans>
            </dt>
            <dd className="font-semibold text-ink">{formatRupees(totals.deposit, locale)}</dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-lg font-bold text-ink">
            <Trans>Total</Trans>
          </dt>
          <dd className="text-2xl font-bold text-leaf-800" data-testid="checkout-total">
            {formatRupees(totals.total, locale)}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
