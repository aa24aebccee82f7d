import { Trans } from '@lingui/react/macro';
import type { Stripe } from '@stripe/stripe-js';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConfirmTestPaymentInput } from '../../../shared/schemas/checkout';
import type { PaymentClientConfig } from '../../../server/providers/payments/types';
import { LoadingState } from '../../components/ui/query-states';
import { loadStripeOnce } from './stripe-loader';
import { TestCardForm } from './test-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** A payment the server created, as the browser gets it: the provider's public settings and the client secret. */
export type CardPayment = PaymentClientConfig & { clientSecret: string };

type StripeState = { status: 'loading' | 'error' } | { status: 'ready'; stripe: Stripe };

/** Stripe.js for this key (loaded once per page: checkout may have loaded it already). */
function useStripeJs(publishableKey: string | null): StripeState {
  const [state, setState] = useState<StripeState>({ status: 'loading' });
  useEffect(() => {
    if (!publishableKey) return;
    let current = true;
    loadStripeOnce(publishableKey).then(
      (stripe) => current && setState({ status: 'ready', stripe }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);
  return state;
}

function LoadingForm() {
  return (
    <LoadingState>
      <Trans>Loading payment form...</Trans>
    </LoadingState>
  );
}

/**
 * The one card form of the shop, for a shop order and for a hire job's advance or balance: the built-in test card
 * form (with its checks, field errors and double-tap guard), or Stripe's own card field when Stripe is the provider.
 * `confirmTestCard` is the test-mode procedure of what is paid for; `onPaid` runs once the card went through and
 * asks the server to complete (the server checks the payment with the provider itself).
 */
export function CardPaymentForm({
  payment,
  amount,
  confirmTestCard,
  onPaid,
}: {
  payment: CardPayment;
  amount: number;
  confirmTestCard: (input: ConfirmTestPaymentInput) => Promise<unknown>;
  onPaid: () => Promise<boolean>;
}) {
  const stripe = useStripeJs(payment.provider === 'stripe' ? payment.publishableKey : null);
  if (payment.provider === 'test') {
    return (
      <TestCardForm clientSecret={payment.clientSecret} amount={amount} confirm={confirmTestCard} onPaid={onPaid} />
    );
  }
  if (stripe.status === 'error') {
    return (
      <div role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
        <p className="font-semibold">
          <Trans>Payment System Error</Trans>
        </p>
        <p>
          <Trans>Unable to initialize payment system. Please try again later.</Trans>
        </p>
      </div>
    );
  }
  if (stripe.status !== 'ready') return <LoadingForm />;
  return (
    <Suspense fallback={<LoadingForm />}>
      <StripeCardForm stripe={stripe.stripe} clientSecret={payment.clientSecret} amount={amount} onPaid={onPaid} />
    </Suspense>
  );
}
