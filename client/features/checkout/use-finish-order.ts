import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { trpc } from '../../trpc';
import { checkoutErrorCode, refusalMessage, translateCheckoutMessage } from './checkout-messages';

/**
 * After the card went through: asks the server to complete the order (it checks the payment with the provider
 * itself), then says so, shows the emptied cart and goes to /orders. Safe to run again: completing is idempotent.
 */
export function useFinishOrder(displayName: (english: string) => string) {
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
        if (checkoutErrorCode(error) === 'BAD_GATEWAY') {
          paymentError(refusalMessage(error));
          return false;
        }
        // A refund or a payment still in progress is something to tell plainly; anything else gets the spec's words.
        const message = checkoutErrorCode(error) === 'CONFLICT' ? refusalMessage(error) : undefined;
        toast.error(t`Error`, {
          description: message
            ? translateCheckoutMessage(i18n, message, displayName)
            : t`There was an error processing your order. Please try again.`,
        });
        return false;
      }
      toast.success(t`Payment successful`, { description: t`Your order has been placed successfully!` });
      await Promise.all([utils.cart.get.invalidate(), utils.orders.list.invalidate()]);
      navigate('/orders');
      return true;
    },
    [complete, displayName, i18n, navigate, paymentError, t, utils],
  );
}

/** The destructive 'Payment Error' toast, with the provider's message when there is one. */
export function usePaymentErrorToast() {
  const { t, i18n } = useLingui();
  return useCallback(
    (message: string | undefined) =>
      toast.error(t`Payment Error`, {
        description: message ? translateCheckoutMessage(i18n, message) : t`An error occurred during payment`,
      }),
    [i18n, t],
  );
}
