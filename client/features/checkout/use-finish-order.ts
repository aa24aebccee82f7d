import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { trpc } from '../../trpc';
import { refusalMessage, refusalOf, refusalReasonOf } from '../../refusals';

/**
 * After the card went through: asks the server to complete the order (it checks the payment with the provider
 * itself), then says so, shows the emptied cart and goes to /orders. Safe to run again: completing is idempotent.
 */
export function useFinishOrder() {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const complete = trpc.checkout.complete.useMutation();
  const paymentError = usePaymentErrorToast();

  return useCallback(
    async (orderId: string): Promise<boolean> => {
      try {
        await complete.mutateAsync({ orderId });
      } catch (error) {
        // The payment provider could not be asked: the order stays pending and a retry completes it, so this is a
        // payment problem, not an order one.
        if (refusalReasonOf(error) === 'PAYMENT_SERVICE_UNAVAILABLE') {
          paymentError(error);
          return false;
        }
        // A refund or a payment still in progress is something to tell plainly; a fault of ours gets the spec's words.
        toast.error(t`Error`, {
          description: toldPlainly(error)
            ? refusalMessage(i18n, error)
            : t`There was an error processing your order. Please try again.`,
        });
        return false;
      }
      toast.success(t`Payment successful`, { description: t`Your order has been placed successfully!` });
      await Promise.all([utils.cart.get.invalidate(), utils.orders.list.invalidate()]);
      navigate('/orders');
      return true;
    },
    [complete, i18n, navigate, paymentError, t, utils],
  );
}

/** A refusal the customer can act on, as opposed to a fault of the shop or a lost connection. */
export function toldPlainly(error: unknown): boolean {
  const reason = refusalReasonOf(error);
  return reason !== null && reason !== 'SERVER_ERROR' && reason !== 'MALFORMED_REQUEST';
}

/** The destructive 'Payment Error' toast, with the refusal's sentence when there is one. */
export function usePaymentErrorToast() {
  const { t, i18n } = useLingui();
  return useCallback(
    (error?: unknown) =>
      toast.error(t`Payment Error`, {
        description:
          refusalOf(error) && toldPlainly(error) ? refusalMessage(i18n, error) : t`An error occurred during payment`,
      }),
    [i18n, t],
  );
}
