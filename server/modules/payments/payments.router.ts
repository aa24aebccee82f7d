import { z } from 'zod';
import { refuse } from '../../errors.js';
import { RazorpayPaymentProvider } from '../../providers/payments/razorpay.js';
import type { RateLimitRule } from '../../providers/rate-limiter.js';
import { input, publicProcedure, router } from '../../trpc/init.js';
import { limitPerIp } from '../../trpc/rate-limit.js';
import type { Context } from '../../trpc/context.js';
import { checkoutService } from '../checkout/checkout.service.js';
import { completeHirePayment } from '../hiring/hire-payments.js';
import { paymentEvents } from './payment-events.js';
import { providerDown } from './payments.service.js';
import { testUpiRouter } from './test-upi.router.js';

// ---------------------------------------------------------------------------------------------------------------
// Razorpay Checkout's return (engineer A, issue 21)
// ---------------------------------------------------------------------------------------------------------------

/** What Razorpay Checkout's handler hands the browser: razorpay_order_id, razorpay_payment_id, razorpay_signature. */
export const razorpayReturnInput = z
  .object({
    orderId: z.string().regex(/^order_\w{1,40}$/, 'Not a Razorpay order id'),
    paymentId: z.string().regex(/^pay_\w{1,40}$/, 'Not a Razorpay payment id'),
    signature: z.string().regex(/^[0-9a-f]{64}$/i, 'Not a Razorpay signature'),
  })
  .strict();

/** A browser coming back from Checkout a few times is normal; more than this from one address is not. */
export const razorpayReturnPerIp: RateLimitRule = { name: 'razorpay-return-ip', max: 30, windowMs: 60_000 };

export type RazorpayReturned = { kind: 'order'; orderId: string } | { kind: 'hireJob'; hireJobId: string };

/**
 * The browser says Razorpay Checkout took the payment. Nothing is believed until the signature (an HMAC of the order
 * and payment ids with the key secret, which only Razorpay and this server hold) checks out; then the same
 * completion as the webhook's runs, which asks Razorpay again whether the order is captured for exactly its amount
 * before marking anything paid. Safe to repeat, and in any order with the webhook. Refuses with the completion's
 * own reason when the payment cannot pay for its order or job (refunded, mismatched, still processing...).
 */
export async function razorpayReturn(
  deps: Context,
  { orderId, paymentId, signature }: z.infer<typeof razorpayReturnInput>,
): Promise<RazorpayReturned> {
  const provider = deps.payments;
  if (!(provider instanceof RazorpayPaymentProvider)) refuse('NOT_FOUND', {}, 'Razorpay payments are not enabled');
  if (!provider.verifyCheckoutSignature(orderId, paymentId, signature)) {
    deps.log.warn({ orderId }, 'Razorpay return with a bad signature refused');
    refuse(
      'PAYMENT_SIGNATURE_INVALID',
      {},
      'The payment could not be confirmed with Razorpay. Nothing was marked paid.',
    );
  }
  let metadata: Record<string, string>;
  try {
    ({ metadata } = await provider.retrieve(orderId));
  } catch (error) {
    providerDown(deps, error, 'retrieving a Razorpay order failed');
  }
  const outcome = await paymentEvents.succeeded(deps, { paymentId: orderId, metadata });
  if (outcome.handled === 'nothing') refuse('ORDER_NOT_FOUND', {}, 'This payment is for nothing in this shop.');
  if (outcome.handled === 'order') {
    // The completion's refusal, with its parameters, for the browser to say (completing again changes nothing).
    if (outcome.answer) await checkoutService.complete(deps, null, outcome.orderId);
    return { kind: 'order', orderId: outcome.orderId };
  }
  if (outcome.answer) await completeHirePayment(deps, null, outcome.hireJobId);
  return { kind: 'hireJob', hireJobId: outcome.hireJobId };
}

export const paymentsRouter = router({
  // UPI in test mode: the shop's payment step and the simulated UPI app (test-upi.router.ts).
  testUpi: testUpiRouter,

  // Razorpay Checkout's return (engineer A).
  /** Razorpay Checkout's handler: verify the signature, then complete the order or hire job it paid for. */
  razorpayReturn: publicProcedure
    .use(limitPerIp(razorpayReturnPerIp))
    .input(input(razorpayReturnInput))
    .mutation(({ ctx, input }) => razorpayReturn(ctx, input)),
});
