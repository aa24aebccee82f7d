import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard, Smartphone } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { PaymentClientConfig, PaymentMethod } from '../../../server/providers/payments/types';
import { cn } from '../../components/cn';
import { RazorpayPay } from './razorpay-pay';
import { UpiPay } from './upi-pay';
import { UPI_APP_NAMES } from './upi-texts';

/** A payment the server created, as the browser gets it: the provider's public settings and the client secret. */
export type OfferedPayment = PaymentClientConfig & { clientSecret: string };

type Choice = Extract<PaymentMethod, 'upi' | 'card'>;

/**
 * The shop's payment step, for a shop order and for a hire job's advance or balance: the farmer chooses UPI (first,
 * and chosen already) or a card, when the provider offers both; `card` is the card form of what is paid for. With
 * the built-in test provider UPI goes through the simulated UPI app; with Razorpay, its Checkout offers UPI, card
 * and net banking itself. `onPaid` completes the order or job.
 */
export function PaymentChoice({
  payment,
  amount,
  onPaid,
  card,
}: {
  payment: OfferedPayment;
  amount: number;
  onPaid: () => Promise<boolean>;
  card: ReactNode;
}) {
  const { t } = useLingui();
  const upi = payment.provider === 'test' && payment.methods.includes('upi');
  const [choice, setChoice] = useState<Choice>('upi');
  if (payment.provider === 'razorpay') {
    return <RazorpayPay keyId={payment.keyId} orderId={payment.clientSecret} amount={amount} onPaid={onPaid} />;
  }
  if (!upi) return <>{card}</>;

  const options: { value: Choice; label: string; hint: string; icon: typeof Smartphone }[] = [
    { value: 'upi', label: t`UPI`, hint: UPI_APP_NAMES.join(' · '), icon: Smartphone },
    { value: 'card', label: t`Card`, hint: t`Debit or credit card`, icon: CreditCard },
  ];
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">
          <Trans>How would you like to pay?</Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {options.map(({ value, label, hint, icon: Icon }) => (
            <label
              key={value}
              className={cn(
                'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-3',
                choice === value ? 'border-leaf-700 bg-leaf-50 ring-1 ring-leaf-700' : 'border-stone-300 bg-white',
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="size-4 accent-leaf-700"
              />
              <Icon aria-hidden="true" className="size-5 text-leaf-800" />
              <span className="flex flex-col">
                <span className="font-semibold text-ink">{label}</span>
                <span className="text-xs text-ink-muted">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'upi' ? (
        <UpiPay
          clientSecret={payment.clientSecret}
          amount={amount}
          onPaid={onPaid}
          onOtherWay={() => setChoice('card')}
        />
      ) : (
        card
      )}
    </div>
  );
}
