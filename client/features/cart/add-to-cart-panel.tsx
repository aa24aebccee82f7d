import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import { useDeferredValue, useId, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { findLine } from '../../../shared/cart';
import { formatRupees } from '../../../shared/money';
import { dailyRentOf } from '../../../shared/offers';
import { rentalDays } from '../../../shared/rental';
import { Button } from '../../components/ui/button';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import type { RouterOutputs } from '../../trpc';
import { NeedsNetwork } from '../offline/needs-network';
import { useOnline } from '../offline/use-online';
import { useCart } from './cart-context';
import { RentOrBuyHint } from './rent-or-buy-hint';
import { LazyRentalDatePicker } from './lazy-rental-date-picker';
import type { PickedDates } from './rental-dates';
import { useCartErrorToast } from './use-cart-feedback';

type Product = RouterOutputs['catalogue']['byId'];

/**
 * The panel's button and, offline, why it is off. Incomplete (no dates yet): still focusable and pressable, so
 * pressing it can say what is missing, but marked aria-disabled.
 */
function AddToCartButton({
  disabled,
  incomplete = false,
  onClick,
}: {
  disabled: boolean;
  incomplete?: boolean;
  onClick: () => void;
}) {
  return (
    <>
      <Button
        size="lg"
        className="w-full aria-disabled:opacity-60 sm:w-auto"
        disabled={disabled}
        aria-disabled={incomplete ? true : undefined}
        onClick={onClick}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        <Trans>Add to Cart</Trans>
      </Button>
      <NeedsNetwork>
        <Trans>Adding to the cart needs the internet. It will work again when you are back online.</Trans>
      </NeedsNetwork>
    </>
  );
}

function useAddedToast(product: Product) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const name = localized(locale, product.name, product.nameKn);
  return (result: { quantity: number; increased: boolean }) => {
    if (result.increased) {
      const quantity = result.quantity;
      toast.success(t`Cart updated`, { description: t`${name} quantity increased to ${quantity}` });
    } else {
      toast.success(t`Successfully added to cart`, { description: t`Added to cart: ${name}` });
    }
  };
}

/** Adds a line to the cart, one request at a time: busy meanwhile, then the added toast or the refusal's. */
function useAddToCart(product: Product) {
  const cart = useCart();
  const showError = useCartErrorToast();
  const added = useAddedToast(product);
  const [busy, setBusy] = useState(false);
  async function add(line: Parameters<typeof cart.add>[0]): Promise<boolean> {
    setBusy(true);
    try {
      added(await cart.add(line));
      return true;
    } catch (error) {
      showError(error);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, add };
}

/** The Buy tab's action: disabled when the item is not for sale or no unit is in stock. */
export function BuyPanel({ product }: { product: Product }) {
  const { busy, add } = useAddToCart(product);
  const online = useOnline();
  const canBuy = product.isAvailableForSale && product.stockQuantity >= 1;

  return (
    <div className="mt-5 flex flex-col gap-3">
      <AddToCartButton
        disabled={!canBuy || busy || !online}
        onClick={() => void add({ productId: product.id, rental: false })}
      />
      <RentOrBuyHint product={product} />
    </div>
  );
}

/**
 * The Rent tab's action: the two-month calendar, the total once dates are chosen, and 'Add to Cart'. Without
 * dates the button says so instead of adding ('Please select rental dates').
 */
export function RentPanel({ product }: { product: Product }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const cart = useCart();
  const { busy, add: addLine } = useAddToCart(product);
  const labelId = useId();
  const [dates, setDates] = useState<PickedDates>({});
  const [clearing, startClearing] = useTransition();
  const online = useOnline();
  const dailyPrice = dailyRentOf(product);
  const canRent = dailyPrice != null && product.stockQuantity >= 1;
  // Adding again raises the rental line already in the cart, which then needs one more unit on each day.
  const needed = (findLine(cart.rawLines, { productId: product.id, rental: true })?.quantity ?? 0) + 1;
  // The calendar is the panel's costliest part to draw: a change of the cart redraws it after what the change shows
  // (the header's count), not before.
  const calendarNeeds = useDeferredValue(needed);
  const days = dates.start && dates.end ? rentalDays(dates.start, dates.end) : null;
  const total = days !== null && dailyPrice != null ? formatRupees(dailyPrice * days, locale) : null;

  async function add() {
    if (!dates.start || !dates.end) {
      toast.error(t`Error`, { description: t`Please select rental dates` });
      return;
    }
    const period = { start: dates.start, end: dates.end };
    // The dates are cleared after the cart's count has been shown (the calendar redraws for it); meanwhile the button
    // stays off, so a second tap cannot add the same days again.
    if (await addLine({ productId: product.id, rental: true, period })) startClearing(() => setDates({}));
  }

  return (
    <div className="mt-5 flex flex-col gap-4">
      {canRent && (
        <div>
          <p id={labelId} className="mb-2 font-semibold text-ink">
            <Trans>Rental dates</Trans>
          </p>
          <LazyRentalDatePicker
            productId={product.id}
            needed={calendarNeeds}
            value={dates}
            onChange={setDates}
            labelledBy={labelId}
          />
        </div>
      )}
      {days !== null && dailyPrice != null && (
        <p className="rounded-lg bg-soil-50 px-4 py-3 text-lg text-ink" aria-live="polite">
          <Trans>
            Total for <Plural value={days} one="# day" other="# days" />:{' '}
            <strong className="text-soil-800">{total}</strong>
          </Trans>
        </p>
      )}
      <AddToCartButton
        disabled={!canRent || busy || clearing || !online}
        incomplete={days === null}
        onClick={() => void add()}
      />
      <RentOrBuyHint product={product} days={days} />
    </div>
  );
}
