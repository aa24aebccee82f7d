import { Trans, useLingui } from '@lingui/react/macro';
import { FlaskConical, Lock } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { formatRupees } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { LoadingState } from '../../components/ui/query-states';
import { useUiLocale } from '../../components/use-ui-locale';
import { refusalMessage } from '../../refusals';
import { trpc } from '../../trpc';
import { FormField } from '../auth/form-field';
import { formatCardNumber, formatCvc, formatExpiry } from '../checkout/card-input';
import { loadStripeOnce } from '../checkout/stripe-loader';

const StripeCardForm = lazy(() => import('../checkout/stripe-card-form'));

export type HirePayment = { provider: 'test'; clientSecret: string } | { provider: 'stripe'; publishableKey: string; clientSecret: string };

/**
 * Pays the advance or the balance of a hire job: the built-in test card form, or Stripe's own card field. Once the
 * card goes through, the server checks the payment with the provider before it marks anything paid.
 */
export function HirePay({ jobId, amount, payment, onPaid }: { jobId: string; amount: number; payment: HirePayment; onPaid: () => void }) {
  const { i18n } = useLingui();
  const complete = trpc.hiring.completePayment.useMutation();
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | null>(null);

  async function finish(): Promise<boolean> {
    try {
      await complete.mutateAsync({ jobId });
      await utils.hiring.myJobs.invalidate();
      onPaid();
      return true;
    } catch (e) {
      setError(refusalMessage(i18n, e));
      return false;
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {payment.provider === 'test' ? (
        <TestCard clientSecret={payment.clientSecret} amount={amount} onPaid={onPaid} onError={setError} />
      ) : (
        <StripeCard publishableKey={payment.publishableKey} clientSecret={payment.clientSecret} amount={amount} onPaid={finish} />
      )}
      {error && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {error}
        </p>
      )}
    </div>
  );
}

function StripeCard({ publishableKey, clientSecret, amount, onPaid }: { publishableKey: string; clientSecret: string; amount: number; onPaid: () => Promise<boolean> }) {
  const [stripe, setStripe] = useState<Stripe | null | 'failed'>(null);
  useEffect(() => {
    loadStripeOnce(publishableKey).then(setStripe, () => setStripe('failed'));
  }, [publishableKey]);
  if (stripe === 'failed') {
    return (
      <p role="alert" className="text-red-800">
        <Trans>Payment System Error</Trans>
      </p>
    );
  }
  if (!stripe) {
    return (
      <LoadingState>
        <Trans>Loading...</Trans>
      </LoadingState>
    );
  }
  return (
    <Suspense fallback={null}>
      <StripeCardForm stripe={stripe} clientSecret={clientSecret} amount={amount} onPaid={onPaid} />
    </Suspense>
  );
}

function TestCard({ clientSecret, amount, onPaid, onError }: { clientSecret: string; amount: number; onPaid: () => void; onError: (message: string | null) => void }) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const confirm = trpc.hiring.confirmTestPayment.useMutation();
  const utils = trpc.useUtils();
  const [card, setCard] = useState({ nameOnCard: '', cardNumber: '', expiry: '', cvc: '' });

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (confirm.isPending) return;
    onError(null);
    try {
      await confirm.mutateAsync({ clientSecret, card });
      await utils.hiring.myJobs.invalidate();
      onPaid();
    } catch (e) {
      onError(refusalMessage(i18n, e));
    }
  }

  return (
    <form onSubmit={(event) => void pay(event)} noValidate className="flex flex-col gap-4">
      <p role="note" className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">
            <Trans>Test mode — no real money is charged</Trans>
          </strong>
          <br />
          <Trans>Use the card 4242 4242 4242 4242 with any future date and any CVC.</Trans>
        </span>
      </p>
      <FormField label={t`Name on Card`} name="nameOnCard" autoComplete="cc-name" value={card.nameOnCard} onChange={(e) => setCard({ ...card, nameOnCard: e.target.value })} />
      <FormField
        label={t`Card Number`}
        name="cardNumber"
        autoComplete="cc-number"
        inputMode="numeric"
        value={card.cardNumber}
        onChange={(e) => setCard({ ...card, cardNumber: formatCardNumber(e.target.value) })}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          label={t`Expiry Date (MM/YY)`}
          name="expiry"
          autoComplete="cc-exp"
          inputMode="numeric"
          value={card.expiry}
          onChange={(e) => setCard({ ...card, expiry: formatExpiry(e.target.value, card.expiry) })}
        />
        <FormField label={t`CVC`} name="cvc" autoComplete="cc-csc" inputMode="numeric" value={card.cvc} onChange={(e) => setCard({ ...card, cvc: formatCvc(e.target.value) })} />
      </div>
      <Button type="submit" size="lg" disabled={confirm.isPending} aria-busy={confirm.isPending || undefined}>
        <Lock aria-hidden="true" className="size-4" />
        {confirm.isPending ? <Trans>Processing...</Trans> : <Trans>Pay {formatRupees(amount, locale)}</Trans>}
      </Button>
    </form>
  );
}
