import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { formatRupees } from '../../../shared/money';
import { cardFormSchemaAt, type CardFormInput, type ConfirmTestPaymentInput } from '../../../shared/schemas/checkout';
import { Button } from '../../components/ui/button';
import { useUiLocale } from '../../components/use-ui-locale';
import { fieldRefusals, formIssues, refusalReasonOf } from '../../refusals';
import { FormField } from '../auth/form-field';
import { formatCardNumber, formatCvc, formatExpiry } from './card-input';
import { TestModeNote } from './test-mode-note';
import { usePaymentErrorToast } from './use-finish-order';

type Field = keyof CardFormInput;

/**
 * Test mode's card input: the built-in provider confirms the payment the way Stripe.js would, with Stripe's test
 * numbers. No real money moves, and the page says so. `confirm` is the procedure of what is paid for (a shop
 * order, a hire job); both check the card the same way on the server (server/modules/payments). Use it through
 * CardPaymentForm.
 */
export function TestCardForm({
  clientSecret,
  amount,
  confirm,
  onPaid,
}: {
  clientSecret: string;
  amount: number;
  confirm: (input: ConfirmTestPaymentInput) => Promise<unknown>;
  onPaid: () => Promise<boolean>;
}) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const paymentError = usePaymentErrorToast();
  const [card, setCard] = useState<CardFormInput>({ nameOnCard: '', cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [paying, setPaying] = useState(false);
  // A second click in the same moment, before React re-renders the disabled button, must not pay twice.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const price = formatRupees(amount, locale);

  function change(field: Field, value: string) {
    setCard((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  /** The value, error and change handler of one card field; the formatter tidies what is typed. */
  function bind(field: Field, format: (typed: string) => string = (typed) => typed) {
    return {
      name: field,
      value: card[field],
      error: errors[field],
      onChange: (e: ChangeEvent<HTMLInputElement>) => change(field, format(e.target.value)),
    };
  }

  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = cardFormSchemaAt(new Date()).safeParse(card);
    if (!checked.success) {
      setErrors(formIssues(i18n, checked.error.issues));
      focusFirstError();
      return;
    }
    inFlight.current = true;
    setPaying(true);
    try {
      let confirmed = false;
      try {
        await confirm({ clientSecret, card: checked.data });
        confirmed = true;
      } catch (error) {
        const reason = refusalReasonOf(error);
        if (reason === 'INVALID_INPUT') {
          setErrors(fieldRefusals(i18n, error, 'card.'));
          focusFirstError();
        } else if (reason === 'PAYMENT_CANNOT_CONFIRM') {
          // Already confirmed (another tab, a retry after a lost answer): completing tells what happened.
          confirmed = true;
        } else {
          paymentError(error);
        }
      }
      if (confirmed) await onPaid();
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void pay(event)} noValidate className="flex flex-col gap-4">
      <TestModeNote>
        <Trans>
          Use the card 4242 4242 4242 4242 with any future date and any CVC. 4000 0000 0000 0002 is declined.
        </Trans>
      </TestModeNote>
      <FormField label={t`Name on Card`} {...bind('nameOnCard')} autoComplete="cc-name" />
      <FormField
        label={t`Card Number`}
        {...bind('cardNumber', formatCardNumber)}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          label={t`Expiry Date (MM/YY)`}
          {...bind('expiry', (typed) => formatExpiry(typed, card.expiry))}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t`MM/YY`}
        />
        <FormField
          label={t`CVC`}
          {...bind('cvc', formatCvc)}
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
        />
      </div>
      <Button type="submit" size="lg" disabled={paying} aria-busy={paying || undefined}>
        <Lock aria-hidden="true" className="size-4" />
        {paying ? <Trans>Processing...</Trans> : <Trans>Pay {price}</Trans>}
      </Button>
    </form>
  );
}
