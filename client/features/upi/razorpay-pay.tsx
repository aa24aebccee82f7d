import { Trans, useLingui } from '@lingui/react/macro';
import { Smartphone } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatRupees } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { useUiLocale } from '../../components/use-ui-locale';
import { refusalMessage, refusalOf } from '../../refusals';
import { openRazorpayCheckout } from '../checkout/razorpay-checkout';
import { UPI_APP_NAMES } from './upi-texts';

/**
 * With Razorpay, its Checkout takes the payment: UPI first (the app on a phone, the QR code on a computer), then
 * card and net banking. The server checks Razorpay's signature and completes the order or job before `onPaid`.
 */
export function RazorpayPay({
  keyId,
  orderId,
  amount,
  onPaid,
}: {
  keyId: string;
  /** The Razorpay order the server created for this payment (its client secret). */
  orderId: string;
  amount: number;
  onPaid: () => Promise<boolean>;
}) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const opening = useRef(false);
  const price = formatRupees(amount, locale);
  const apps = UPI_APP_NAMES.join(', ');

  async function open() {
    if (opening.current) return;
    opening.current = true;
    setBusy(true);
    setProblem(null);
    const done = () => {
      opening.current = false;
      setBusy(false);
    };
    try {
      await openRazorpayCheckout({
        keyId,
        orderId,
        amount,
        language: locale,
        onPaid: () => void onPaid().finally(done),
        onDismiss: done,
        onError: (error) => {
          setProblem(refusalOf(error) ? refusalMessage(i18n, error) : t`An error occurred during payment`);
          done();
        },
      });
    } catch {
      setProblem(t`Unable to initialize payment system. Please try again later.`);
      done();
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">
        <Trans>Pay by UPI ({apps}), card or net banking.</Trans>
      </p>
      <Button size="lg" onClick={() => void open()} disabled={busy} aria-busy={busy || undefined}>
        <Smartphone aria-hidden="true" className="size-5" />
        <Trans>Pay {price}</Trans>
      </Button>
      {problem && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {problem}
        </p>
      )}
    </div>
  );
}
