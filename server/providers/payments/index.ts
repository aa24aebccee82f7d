import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { EnvError, type Env } from '../../env.js';
import type { Clock } from '../../clock.js';
import { RazorpayPaymentProvider } from './razorpay.js';
import { StripePaymentProvider } from './stripe.js';
import { TestPaymentProvider } from './test-provider.js';

export { RazorpayPaymentProvider } from './razorpay.js';
export { StripePaymentProvider } from './stripe.js';
export { TestPaymentProvider } from './test-provider.js';
export * from './types.js';

/**
 * Razorpay when both Razorpay keys are set (env.ts refuses one without the other); else Stripe when both Stripe
 * keys are set; otherwise the built-in test payments, which production refuses unless PAYMENTS_TEST_MODE=true: a
 * shop that takes test cards as real orders must be a deliberate choice.
 */
export function createPaymentProvider(
  env: Env,
  { db, clock }: { db: Kysely<Database>; clock: Clock },
): RazorpayPaymentProvider | StripePaymentProvider | TestPaymentProvider {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    return new RazorpayPaymentProvider({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      ...(env.RAZORPAY_API_URL ? { baseUrl: env.RAZORPAY_API_URL } : {}),
    });
  }
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    return new StripePaymentProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    });
  }
  if (env.NODE_ENV === 'production' && !env.PAYMENTS_TEST_MODE) {
    throw new EnvError(
      'Invalid configuration: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are required in production ' +
        '(or set PAYMENTS_TEST_MODE=true to take test cards on purpose)',
    );
  }
  return new TestPaymentProvider(db, clock, { appOrigin: env.APP_ORIGIN });
}
