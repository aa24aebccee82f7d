import type { Stripe } from '@stripe/stripe-js';

/** Stripe.js that has not answered by then is treated as unreachable. */
const LOAD_TIMEOUT_MS = 15_000;

let loading: { key: string; promise: Promise<Stripe> } | null = null;

/**
 * Loads Stripe.js from js.stripe.com once per page (the library's own rule) and only when checkout needs it: the
 * '/pure' entry does not inject the script on import. Rejects when the script cannot load, so the page can show
 * the 'Payment System Error' screen; a later visit tries again.
 */
export function loadStripeOnce(publishableKey: string): Promise<Stripe> {
  if (loading?.key === publishableKey) return loading.promise;
  const promise = (async () => {
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Stripe.js did not load in time')), LOAD_TIMEOUT_MS);
    });
    try {
      const stripe = await Promise.race([loadStripe(publishableKey), timeout]);
      if (!stripe) throw new Error('Stripe.js is not available here');
      return stripe;
    } finally {
      clearTimeout(timer);
    }
  })();
  loading = { key: publishableKey, promise };
  promise.catch(() => {
    if (loading?.promise === promise) loading = null;
  });
  return promise;
}
