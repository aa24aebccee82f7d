import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FULL_REFUND_DAYS_BEFORE, LATE_CANCEL_REFUND_PERCENT } from '../../../shared/cancellation';
import { formatRupees } from '../../../shared/money';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import type { Equipment } from './add-to-cart';

/** The rental's terms beside its price: the refundable deposit, the shortest rental and the cancellation rule. */
export function RentalTerms({ product }: { product: Equipment }) {
  const locale = useUiLocale();
  const deposit = formatRupees(product.securityDeposit, locale);
  const days = product.minimumRentalDays;
  const fullDays = FULL_REFUND_DAYS_BEFORE;
  const half = LATE_CANCEL_REFUND_PERCENT;
  return (
    <ul className="mt-3 space-y-1 text-sm text-ink">
      {product.securityDeposit > 0 && (
        <li>
          <Trans>
            Refundable deposit: {deposit} per machine, charged with the rent and returned after the machine comes back.
          </Trans>
        </li>
      )}
      {days > 1 && (
        <li>
          <Trans>Rent for at least {days} days.</Trans>
        </li>
      )}
      <li>
        <Trans>
          Cancel up to {fullDays} days before pick-up for a full refund; the day before, {half}% of the rent and GST
          comes back, and the whole deposit.
        </Trans>
      </li>
    </ul>
  );
}

/** The machine's specifications, where the shop has filled them in. */
export function Specifications({ product }: { product: Equipment }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const conditions = { new: t`New`, like_new: t`Like new`, good: t`Good`, fair: t`Fair` } as const;
  const rows: [string, ReactNode][] = [];
  if (product.brand) rows.push([t`Brand`, product.brand]);
  if (product.model) rows.push([t`Model`, product.model]);
  if (product.modelYear) rows.push([t`Year`, product.modelYear]);
  if (product.horsepower) rows.push([t`Horsepower`, `${product.horsepower} HP`]);
  if (product.condition) rows.push([t`Condition`, conditions[product.condition]]);
  if (product.hoursUsed !== null) rows.push([t`Hours used`, product.hoursUsed]);
  if (product.warrantyMonths) rows.push([t`Warranty`, t`${product.warrantyMonths} months`]);
  const features = localized(locale, product.features, product.featuresKn);
  if (features) rows.push([t`Features`, features]);
  if (rows.length === 0) return null;
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-lg font-bold text-leaf-900">
        <Trans>Specifications</Trans>
      </caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className="border-t border-stone-200">
            <th scope="row" className="py-2 pr-4 text-left font-medium text-ink-muted">
              {label}
            </th>
            <td className="py-2 text-ink">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
