import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { refusalMessage } from '../../refusals';
import { trpc } from '../../trpc';
import { type CardPayment, CardPaymentForm } from '../checkout/card-payment-form';
import { PaymentChoice } from '../upi/payment-choice';

export type HirePayment = CardPayment;

/**
 * Pays the advance or the balance of a hire job by UPI (first: features/upi) or with the shop's one card form
 * (checkout's): the same checks, field errors and double-tap guard. Once paid, the server checks the payment with the
 * provider before it marks anything paid; completing is idempotent, and the provider's webhook (or the simulated UPI
 * app's approval) books the job even if this page is gone.
 */
export function HirePay({
  jobId,
  amount,
  payment,
  onPaid,
}: {
  jobId: string;
  amount: number;
  payment: HirePayment;
  onPaid: () => void;
}) {
  const { i18n } = useLingui();
  const confirm = trpc.hiring.confirmTestPayment.useMutation();
  const complete = trpc.hiring.completePayment.useMutation();
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | null>(null);

  async function finish(): Promise<boolean> {
    setError(null);
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
      <PaymentChoice
        payment={payment}
        amount={amount}
        onPaid={finish}
        card={
          <CardPaymentForm payment={payment} amount={amount} confirmTestCard={confirm.mutateAsync} onPaid={finish} />
        }
      />
      {error && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {error}
        </p>
      )}
    </div>
  );
}
