import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, ArrowRight, CalendarDays, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { cartLineKey } from '../../../shared/cart';
import { formatRupees } from '../../../shared/money';
import { ProductImage } from '../../components/product-image';
import { Button, ButtonLink, buttonClasses } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/query-states';
import { useDocumentTitle } from '../../components/use-document-title';
import { NeedsNetwork } from '../offline/needs-network';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { useCart } from './cart-context';
import type { CartViewLine } from './cart-view';
import { QuantityStepper } from './quantity-stepper';
import { useFormatDay } from './format-day';
import { LazyRentalDatePicker } from './lazy-rental-date-picker';
import type { PickedDates } from './rental-dates';
import { useCartErrorToast } from './use-cart-feedback';
import { Panel } from '../../components/ui/panel';
import { EmptyCart as NoLines } from './empty-cart';

function EmptyCart() {
  return (
    <NoLines>
      <Trans>Buy or rent equipment for your farm: it will wait for you here.</Trans>
    </NoLines>
  );
}

function LineProblem({ line }: { line: CartViewLine }) {
  let text: ReactNode = null;
  if (line.problem === 'unavailable') {
    text = line.rental ? (
      <Trans>This item is no longer offered for rent. Please remove it.</Trans>
    ) : (
      <Trans>This item is no longer offered for sale. Please remove it.</Trans>
    );
  } else if (line.problem === 'dates_passed') {
    text = <Trans>These rental dates have passed. Please choose new dates.</Trans>;
  } else if (line.problem === 'exceeds_available') {
    if (line.maxQuantity < 1) {
      text = line.rental ? (
        <Trans>No unit is free on these dates any more. Please choose other dates.</Trans>
      ) : (
        <Trans>This item is out of stock. Please remove it.</Trans>
      );
    } else {
      const max = line.maxQuantity;
      text = line.rental ? (
        <Trans>
          Only <Plural value={max} one="# unit is" other="# units are" /> free on these dates.
        </Trans>
      ) : (
        <Trans>
          Only <Plural value={max} one="# unit is" other="# units are" /> in stock.
        </Trans>
      );
    }
  }
  if (!text) return null;
  return (
    <p className="flex items-start gap-1.5 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}

function ChangeDates({ line, name, onDone }: { line: CartViewLine; name: string; onDone: () => void }) {
  const { t } = useLingui();
  const cart = useCart();
  const showError = useCartErrorToast();
  const labelId = useId();
  const [dates, setDates] = useState<PickedDates>(line.start && line.end ? { start: line.start, end: line.end } : {});
  const [busy, setBusy] = useState(false);
  const complete = dates.start !== undefined && dates.end !== undefined;

  async function save() {
    if (!dates.start || !dates.end) {
      toast.error(t`Error`, { description: t`Please select rental dates` });
      return;
    }
    setBusy(true);
    try {
      await cart.setRentalDates(line.productId, { start: dates.start, end: dates.end });
      toast.success(t`Cart updated`, { description: t`New rental dates for ${name}` });
      onDone();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3 rounded-xl border border-stone-200 bg-stone-50 p-3">
      <p id={labelId} className="mb-2 font-semibold text-ink">
        <Trans>New rental dates for {name}</Trans>
      </p>
      <LazyRentalDatePicker
        productId={line.productId}
        needed={line.quantity}
        value={dates}
        onChange={setDates}
        labelledBy={labelId}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          onClick={() => void save()}
          disabled={busy}
          aria-disabled={complete ? undefined : true}
          className="aria-disabled:opacity-60"
        >
          <Trans>Save dates</Trans>
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}

function CartLineItem({ line }: { line: CartViewLine }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const formatDay = useFormatDay();
  const cart = useCart();
  const showError = useCartErrorToast();
  const [busy, setBusy] = useState(false);
  const [changingDates, setChangingDates] = useState(false);
  const name = localized(locale, line.name, line.nameKn);
  const key = { productId: line.productId, rental: line.rental };
  const unitPrice = formatRupees(line.unitPrice, locale);
  const pickUp = line.start ? formatDay(line.start) : null;
  const returnDay = line.end ? formatDay(line.end) : null;

  async function run(change: () => Promise<void>) {
    setBusy(true);
    try {
      await change();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  const remove = () =>
    run(async () => {
      await cart.remove(key);
      toast.success(t`Item removed`, { description: t`${name} removed from your cart` });
    });

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row">
      <Link
        href={`/products/${line.productId}`}
        className="shrink-0 self-start overflow-hidden rounded-xl"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage src={line.imageUrl} alt="" className="size-24 sm:size-28" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h2 className="text-lg leading-snug font-semibold">
              <Link href={`/products/${line.productId}`} className="text-ink hover:text-leaf-800 hover:underline">
                {name}
              </Link>
            </h2>
            <span
              className={
                line.rental
                  ? 'mt-1 inline-flex rounded-full bg-soil-100 px-2.5 py-0.5 text-xs font-semibold text-soil-800'
                  : 'mt-1 inline-flex rounded-full bg-leaf-100 px-2.5 py-0.5 text-xs font-semibold text-leaf-900'
              }
            >
              {line.rental ? <Trans>Rental</Trans> : <Trans>Purchase</Trans>}
            </span>
          </div>
          <p className="text-right text-lg font-bold text-leaf-800">
            <span className="sr-only">
              <Trans>Line total:</Trans>{' '}
            </span>
            {formatRupees(line.lineTotal, locale)}
          </p>
        </div>

        {pickUp && returnDay && line.rentalDays !== null ? (
          <div className="text-sm text-ink">
            <p className="flex items-start gap-2">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-soil-700" />
              <span>
                <Trans>
                  Pick-up {pickUp}, return {returnDay}
                </Trans>
              </span>
            </p>
            <p className="mt-1 text-ink-muted">
              <Trans>{unitPrice} per day</Trans> × <Plural value={line.rentalDays} one="# day" other="# days" />
              {line.quantity > 1 && <> × {line.quantity}</>}
            </p>
          </div>
        ) : (
          <p className="text-sm text-ink-muted">
            <Trans>{unitPrice} each</Trans>
          </p>
        )}

        <LineProblem line={line} />

        <div className="mt-1 flex flex-wrap items-center gap-3">
          <QuantityStepper
            value={line.quantity}
            max={Math.max(line.maxQuantity, 1)}
            itemName={name}
            disabled={busy}
            onChange={(quantity) => void run(() => cart.updateQuantity(key, quantity))}
          />
          {line.rental && !changingDates && (
            <Button variant="secondary" onClick={() => setChangingDates(true)} disabled={busy}>
              <CalendarDays aria-hidden="true" className="size-4" />
              <Trans>Change dates</Trans>
            </Button>
          )}
          <Button
            variant="ghost"
            className="text-red-800 hover:bg-red-50"
            onClick={() => void remove()}
            disabled={busy}
            aria-label={t`Remove ${name}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <Trans>Remove</Trans>
          </Button>
        </div>
        {changingDates && <ChangeDates line={line} name={name} onDone={() => setChangingDates(false)} />}
      </div>
    </li>
  );
}

function ClearCart() {
  const { t } = useLingui();
  const cart = useCart();
  const showError = useCartErrorToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function clear() {
    setBusy(true);
    try {
      await cart.clear();
      toast.success(t`Cart cleared`, { description: t`All items have been removed from your cart` });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  if (!confirming) {
    return (
      <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        <Trans>Clear cart</Trans>
      </Button>
    );
  }
  return (
    <div role="group" aria-label={t`Clear cart`} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-ink">
        <Trans>Remove every item?</Trans>
      </span>
      <Button className="bg-red-700 hover:bg-red-800 active:bg-red-900" onClick={() => void clear()} disabled={busy}>
        <Trans>Yes, clear cart</Trans>
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
        <Trans>Keep items</Trans>
      </Button>
    </div>
  );
}

function Summary() {
  const locale = useUiLocale();
  const cart = useCart();
  const blocked = cart.lines.some((line) => line.problem !== null);
  const items = cart.totalItems;
  const row = 'flex items-baseline justify-between gap-4 py-2';
  return (
    <Panel headingId="cart-summary-heading" title={<Trans>Order summary</Trans>} className="lg:sticky lg:top-24">
      <dl className="mt-3 divide-y divide-stone-200">
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>
              Subtotal (<Plural value={items} one="# item" other="# items" />)
            </Trans>
          </dt>
          <dd className="font-semibold text-ink">{formatRupees(cart.subtotal, locale)}</dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Tax</Trans>
          </dt>
          <dd className="text-sm text-ink-muted">
            <Trans>Calculated at checkout</Trans>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">
            <Trans>Shipping</Trans>
          </dt>
          <dd className="text-sm text-ink-muted">
            <Trans>Calculated at checkout</Trans>
          </dd>
        </div>
        {cart.deposit > 0 && (
          <div className={row}>
            <dt className="text-ink-muted">
              <Trans>Refundable deposit</Trans>
            </dt>
            <dd className="font-semibold text-ink">{formatRupees(cart.deposit, locale)}</dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-lg font-bold text-ink">
            <Trans>Total</Trans>
          </dt>
          <dd className="text-2xl font-bold text-leaf-800">{formatRupees(cart.subtotal + cart.deposit, locale)}</dd>
        </div>
      </dl>
      {blocked && (
        <p className="mt-3 text-sm font-medium text-red-900">
          <Trans>Some items need your attention before checkout.</Trans>
        </p>
      )}
      <div className="mt-4 flex flex-col gap-3">
        {blocked ? (
          <Button size="lg" disabled>
            <Trans>Proceed to Checkout</Trans>
          </Button>
        ) : (
          <ButtonLink href="/checkout" size="lg">
            <Trans>Proceed to Checkout</Trans>
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        )}
        <Link href="/products" className={buttonClasses({ variant: 'secondary' })}>
          <Trans>Continue Shopping</Trans>
        </Link>
      </div>
      {!cart.signedIn && (
        <p className="mt-4 text-sm text-ink-muted">
          <Trans>
            Your cart is kept on this device.{' '}
            <Link href="/auth" className="font-semibold text-leaf-800 underline">
              Log in
            </Link>{' '}
            to keep it on all your devices.
          </Trans>
        </p>
      )}
    </Panel>
  );
}

export function CartPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Cart`);
  const cart = useCart();

  let content: ReactNode;
  if (cart.status === 'loading') {
    content = (
      <LoadingState>
        <Trans>Loading your cart...</Trans>
      </LoadingState>
    );
  } else if (cart.status === 'error') {
    content = <ErrorState onRetry={cart.retry} />;
  } else if (cart.lines.length === 0) {
    content = <EmptyCart />;
  } else {
    content = (
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="font-medium text-ink" role="status">
              <Plural value={cart.totalItems} one="# item in your cart" other="# items in your cart" />
            </p>
            <ClearCart />
          </div>
          <ul className="flex flex-col gap-4" aria-label={t`Items in your cart`}>
            {cart.lines.map((line) => (
              <CartLineItem key={cartLineKey(line)} line={line} />
            ))}
          </ul>
        </div>
        <Summary />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-leaf-900 sm:text-4xl">
        <Trans>Shopping Cart</Trans>
      </h1>
      <NeedsNetwork className="mb-4">
        <Trans>Changing your cart and checking out need the internet.</Trans>
      </NeedsNetwork>
      {content}
    </div>
  );
}
