import { Trans, useLingui } from '@lingui/react/macro';
import { Check, CreditCard, MapPin } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { Stripe } from '@stripe/stripe-js';
import { orderTotals } from '../../../shared/deposit';
import type { ShippingAddress } from '../../../shared/schemas/checkout';
import { cn } from '../../components/cn';
import { Button, ButtonLink } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/query-states';
import { useDocumentTitle } from '../../components/use-document-title';
import { fieldRefusals, refusalMessage, refusalReasonOf } from '../../refusals';
import { type RouterOutputs, trpc } from '../../trpc';
import { useCart } from '../cart/cart-context';
import { CardPaymentForm } from './card-payment-form';
import { OrderSummary } from './order-summary';
import { QueueNotice } from './queue-notice';
import { ShippingForm } from './shipping-form';
import { loadStripeOnce } from './stripe-loader';
import { toldPlainly, useFinishOrder } from './use-finish-order';
import { Panel } from '../../components/ui/panel';
import { EmptyCart } from '../cart/empty-cart';
import { PaymentChoice } from '../upi/payment-choice';

type Started = RouterOutputs['checkout']['start'];
type PaymentConfig = RouterOutputs['checkout']['paymentConfig'];
type StripeState = { status: 'none' | 'loading' | 'error' } | { status: 'ready'; stripe: Stripe };

/** Stripe.js loads as soon as checkout opens in Stripe mode, so a shop that cannot reach Stripe says so at once. */
function useStripe(config: PaymentConfig | undefined): StripeState {
  const key = config?.provider === 'stripe' ? config.publishableKey : null;
  const [state, setState] = useState<StripeState>({ status: 'none' });
  useEffect(() => {
    if (!key) return;
    let current = true;
    setState({ status: 'loading' });
    loadStripeOnce(key).then(
      (stripe) => current && setState({ status: 'ready', stripe }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return state;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-leaf-900 sm:text-4xl">
        <Trans>Checkout</Trans>
      </h1>
      {children}
    </div>
  );
}

export function PaymentSystemError() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <div
        role="alert"
        className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-red-200
          bg-red-50 px-6 py-12 text-center"
      >
        <CreditCard aria-hidden="true" className="size-12 text-red-700" />
        <h1 className="text-2xl font-bold text-red-900">
          <Trans>Payment System Error</Trans>
        </h1>
        <p className="text-red-900">
          <Trans>Unable to initialize payment system. Please try again later.</Trans>
        </p>
        <ButtonLink href="/cart" size="lg" variant="secondary">
          <Trans>Return to Cart</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}

function Steps({ step }: { step: 1 | 2 }) {
  const { t } = useLingui();
  const items = [
    { n: 1, label: t`Shipping`, icon: MapPin },
    { n: 2, label: t`Payment`, icon: CreditCard },
  ] as const;
  return (
    <ol aria-label={t`Checkout steps`} className="mb-6 flex flex-wrap items-center gap-3 text-sm font-semibold">
      {items.map(({ n, label, icon: Icon }) => (
        <li
          key={n}
          aria-current={n === step ? 'step' : undefined}
          className={cn(
            'inline-flex items-center gap-2 rounded-full px-3 py-1.5',
            n === step
              ? 'bg-leaf-700 text-white'
              : n < step
                ? 'bg-leaf-100 text-leaf-900'
                : 'bg-stone-100 text-ink-muted',
          )}
        >
          {n < step ? <Check aria-hidden="true" className="size-4" /> : <Icon aria-hidden="true" className="size-4" />}
          <span>
            {n}. {label}
          </span>
        </li>
      ))}
    </ol>
  );
}

function ShipTo({ address, onEdit }: { address: ShippingAddress; onEdit: () => void }) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl bg-stone-50 px-4 py-3 text-sm">
      <address className="not-italic text-ink">
        <span className="font-semibold">{address.fullName}</span>
        <br />
        {address.addressLine1}
        {address.addressLine2 && <>, {address.addressLine2}</>}
        <br />
        {address.city}, {address.state} {address.postalCode}, {address.country}
        <br />
        {address.phoneNumber}
      </address>
      <Button variant="ghost" onClick={onEdit}>
        <Trans>Edit</Trans>
      </Button>
    </div>
  );
}

function PaymentStep({
  started,
  stripe,
  onPaid,
  onEditShipping,
}: {
  started: Started;
  stripe: StripeState;
  onPaid: () => Promise<boolean>;
  onEditShipping: () => void;
}) {
  const confirm = trpc.checkout.confirmTestPayment.useMutation();
  const form =
    started.payment.provider === 'stripe' && stripe.status !== 'ready' ? (
      <LoadingState>
        <Trans>Loading payment form...</Trans>
      </LoadingState>
    ) : (
      <PaymentChoice
        payment={started.payment}
        amount={started.order.total}
        onPaid={onPaid}
        card={
          <CardPaymentForm
            payment={started.payment}
            amount={started.order.total}
            confirmTestCard={confirm.mutateAsync}
            onPaid={onPaid}
          />
        }
      />
    );
  return (
    <Panel headingId="payment-heading" title={<Trans>Payment Information</Trans>} className="flex flex-col gap-4">
      <ShipTo address={started.order.shippingAddress} onEdit={onEditShipping} />
      {form}
    </Panel>
  );
}

/** /checkout: the shipping form, then the card; the server prices everything and holds the units meanwhile. */
export function CheckoutPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Checkout`);
  const cart = useCart();
  const utils = trpc.useUtils();
  const config = trpc.checkout.paymentConfig.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const defaults = trpc.checkout.shippingDefaults.useQuery(undefined, { staleTime: 0 });
  const stripe = useStripe(config.data);
  const start = trpc.checkout.start.useMutation();
  const [started, setStarted] = useState<Started | null>(null);
  // Going back to change the address starts from what was sent, not from an empty form.
  const [sentAddress, setSentAddress] = useState<ShippingAddress | undefined>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const finish = useFinishOrder();

  async function submitShipping(address: ShippingAddress) {
    setSentAddress(address);
    try {
      setStarted(await start.mutateAsync(address));
      setServerErrors({});
      // A buyer whose turn it was now holds the unit: their place in line has ended.
      void utils.checkout.queue.invalidate();
    } catch (error) {
      if (refusalReasonOf(error) === 'INVALID_INPUT') {
        setServerErrors(fieldRefusals(i18n, error));
        return;
      }
      toast.error(t`Error`, {
        description: toldPlainly(error)
          ? refusalMessage(i18n, error)
          : t`There was an error processing your order. Please try again.`,
      });
      // Stock, dates or the cart itself changed meanwhile: show the cart as it is now.
      if (toldPlainly(error)) void utils.cart.get.invalidate();
      // A unit held by another buyer put this one in line: show the place, and the turn when it comes.
      if (refusalReasonOf(error) === 'HELD_BY_ANOTHER_BUYER') void utils.checkout.queue.invalidate();
    }
  }

  if (stripe.status === 'error') return <PaymentSystemError />;

  let content: ReactNode;
  if (cart.status === 'loading' || config.isPending) {
    content = (
      <LoadingState>
        <Trans>Loading checkout...</Trans>
      </LoadingState>
    );
  } else if (cart.status === 'error' || config.isError) {
    content = (
      <ErrorState
        onRetry={() => {
          cart.retry();
          void config.refetch();
        }}
      />
    );
  } else if (!started && cart.lines.length === 0) {
    content = <EmptyCart />;
  } else {
    const items = started ? started.order.items : cart.lines;
    const totals = started ? started.order : orderTotals(cart.lines);
    content = (
      <>
        <QueueNotice />
        <Steps step={started ? 2 : 1} />
        <div className="grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start">
          {started ? (
            <PaymentStep
              started={started}
              stripe={stripe}
              onPaid={() => finish(started.order.id)}
              onEditShipping={() => setStarted(null)}
            />
          ) : (
            <ShippingForm
              defaults={sentAddress ?? defaults.data}
              busy={start.isPending}
              serverErrors={serverErrors}
              onSubmit={(address) => void submitShipping(address)}
            />
          )}
          <OrderSummary items={items} totals={totals} />
        </div>
      </>
    );
  }
  return <Page>{content}</Page>;
}
