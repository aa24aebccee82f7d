import { Trans, useLingui } from '@lingui/react/macro';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeError } from '@stripe/stripe-js';
import { Lock } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { formatRupees } from '../../../shared/money';
import { cardDeclineCodeOf } from '../../../shared/refusals';
import type { InputIssue, InputIssueCode } from '../../../shared/schemas/issues';
import { Button } from '../../components/ui/button';
import { useUiLocale } from '../../components/use-ui-locale';
import { type RefusalError, refusal } from '../../refusals';
import { FormField } from '../auth/form-field';
import { usePaymentErrorToast } from './use-finish-order';

interface Props {
  stripe: Stripe;
  clientSecret: string;
  amount: number;
  onPaid: () => Promise<boolean>;
}

function CardForm({ clientSecret, amount, onPaid }: Omit<Props, 'stripe'>) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const stripe = useStripe();
  const elements = useElements();
  const paymentError = usePaymentErrorToast();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [paying, setPaying] = useState(false);
  const inFlight = useRef(false);
  const price = formatRupees(amount, locale);

  async function pay(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || inFlight.current) return;
    if (name.trim() === '') {
      setNameError(t`Name on card is required`);
      return;
    }
    inFlight.current = true;
    setPaying(true);
    try {
      // The card goes from Stripe's own frame to Stripe; this server only ever sees the payment's id.
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: name.trim() } },
      });
      if (result.error) {
        paymentError(stripeRefusal(result.error));
      } else if (result.paymentIntent.status === 'succeeded' || result.paymentIntent.status === 'processing') {
        await onPaid();
      } else {
        paymentError(undefined);
      }
    } catch {
      paymentError(undefined);
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  }

  return (
    <form onSubmit={(event) => void pay(event)} noValidate className="flex flex-col gap-4">
      <FormField
        label={t`Name on Card`}
        name="nameOnCard"
        autoComplete="cc-name"
        value={name}
        error={nameError}
        onChange={(e) => {
          setName(e.target.value);
          setNameError(undefined);
        }}
      />
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-ink">
          <Trans>Card details</Trans>
        </span>
        <div className="rounded-xl border border-stone-300 bg-white px-4 py-3.5 shadow-sm">
          <CardElement options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }} />
        </div>
      </div>
      <Button type="submit" size="lg" disabled={paying || !stripe} aria-busy={paying || undefined}>
        <Lock aria-hidden="true" className="size-4" />
        {paying ? <Trans>Processing...</Trans> : <Trans>Pay {price}</Trans>}
      </Button>
    </form>
  );
}

/** Stripe mode's card input (Stripe Elements' CardElement); loaded only when Stripe is the payment provider. */
export default function StripeCardForm({ stripe, ...props }: Props) {
  const locale = useUiLocale();
  return (
    <Elements stripe={stripe} options={{ locale: locale === 'kn' ? 'auto' : 'en' }}>
      <CardForm {...props} />
    </Elements>
  );
}

/** Stripe.js's own codes for a card it will not take, as the shop's refusals (so they read in Kannada too). */
const stripeFieldIssues: Record<string, InputIssueCode> = {
  incomplete_number: 'CARD_NUMBER_INCOMPLETE',
  invalid_number: 'CARD_NUMBER_INVALID',
  incomplete_expiry: 'CARD_EXPIRY_INCOMPLETE',
  invalid_expiry_month: 'CARD_EXPIRY_INVALID',
  invalid_expiry_year: 'CARD_EXPIRY_INVALID',
  invalid_expiry_year_past: 'CARD_EXPIRY_PAST',
  incomplete_cvc: 'CARD_CVC_INCOMPLETE',
};

function stripeRefusal(error: StripeError): RefusalError | undefined {
  const issue = error.code ? stripeFieldIssues[error.code] : undefined;
  if (issue)
    return refusal('INVALID_INPUT', {
      field: 'card',
      issue: { code: issue, values: {} } as InputIssue,
      fieldIssues: {},
    });
  if (error.type === 'card_error')
    return refusal('PAYMENT_DECLINED', { declineCode: cardDeclineCodeOf(error.decline_code ?? error.code) });
  return undefined;
}
