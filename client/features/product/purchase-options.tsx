import { Trans, useLingui } from '@lingui/react/macro';
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { formatRupees } from '../../../shared/money';
import { dailyRentOf } from '../../../shared/offers';
import { AddressTabTrigger, useAddressTab } from '../../components/address-tabs';
import { cn } from '../../components/cn';
import { useUiLocale } from '../../components/use-ui-locale';
import { DataProviders } from '../../data-providers';
import { usePreloadRentalCalendar } from '../cart/lazy-rental-date-picker';
import { island } from '../../islands/island';
import { AddToCart, type Equipment, type PurchaseMode } from './add-to-cart';
import { RentalTerms } from './machine-facts';

const tabClass = cn(
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4',
  'text-base font-semibold text-stone-700 transition-colors',
  'data-[state=active]:bg-white data-[state=active]:text-leaf-800 data-[state=active]:shadow-sm',
  'hover:text-leaf-800 disabled:cursor-not-allowed disabled:text-stone-500 disabled:line-through',
);

const MODES = ['buy', 'rent'] as const satisfies readonly PurchaseMode[];

/** Buy or rent: the two tabs (each an address, ?tab=rent), the price and the cart's panel. */
export function PurchaseOptions({ product }: { product: Equipment }) {
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
  usePreloadRentalCalendar(product.id, { enabled: forRent && product.stockQuantity >= 1, now: tab === 'rent' });

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

/** With the cart and the data layer it reads through, which load with this island's code on first use. */
export function PurchaseIsland({ product }: { product: Equipment }) {
  return (
    <DataProviders>
      <PurchaseOptions product={product} />
    </DataProviders>
  );
}

/** A machine's buy and rent panel as an island of its server-rendered page (client/islands/island.tsx). */
export const PurchaseOptionsIsland = island('purchase', PurchaseIsland);
