import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../../server/trpc/router';

/**
 * Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/): its script is
 * loaded from checkout.razorpay.com on first use only (never bundled, as Razorpay requires), and it shows UPI first:
 * on a phone the farmer picks PhonePe, Google Pay, Paytm or BHIM and the app opens (intent); on a computer Checkout
 * shows a UPI QR code to scan. Typing a UPI ID (a "collect" request) was withdrawn in 2026 and is hidden. The
 * payment is only believed on the server: the handler sends Razorpay's signature to payments.razorpayReturn.
 */
const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/** A script that has not loaded by then is treated as unreachable. */
const LOAD_TIMEOUT_MS = 15_000;

/** What Checkout's handler receives when a payment went through. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: unknown) => void): void;
}
type RazorpayConstructor = new (options: RazorpayCheckoutOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

export interface OpenRazorpayCheckoutOptions {
  keyId: string;
  /** The Razorpay order the server created (order_...): Checkout takes exactly its amount. */
  orderId: string;
  /** Paise; shown by Checkout, which charges the order's own amount. */
  amount: number;
  name?: string;
  /** The farmer's phone (+91...), so Checkout need not ask for it. */
  contact?: string;
  language: 'en' | 'kn';
  onPaid: () => void;
  onDismiss: () => void;
  /** The server would not confirm the payment (bad signature, refunded, still processing...); onDismiss if absent. */
  onError?: (error: unknown) => void;
}

/** The shop's words inside Checkout's window (Checkout itself speaks English). */
const words = {
  en: { shop: 'Raitha Yantra', description: 'Pay for your order', upi: 'Pay with your UPI app' },
  kn: { shop: 'ರೈತ ಯಂತ್ರ', description: 'ನಿಮ್ಮ ಆರ್ಡರ್‌ಗೆ ಪಾವತಿ', upi: 'ನಿಮ್ಮ ಯುಪಿಐ ಆ್ಯಪ್ ತೆರೆಯಿರಿ' },
} as const;

export interface RazorpayCheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill: { name?: string; contact?: string };
  method: { upi: boolean; card: boolean; netbanking: boolean; wallet: boolean; emi: boolean; paylater: boolean };
  config: {
    display: {
      blocks: Record<string, { name: string; instruments: { method: string; flows?: string[] }[] }>;
      hide: { method: string; flows?: string[] }[];
      sequence: string[];
      preferences: { show_default_blocks: boolean };
    };
  };
  retry: { enabled: boolean };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void; confirm_close: boolean };
}

/**
 * Checkout's options: UPI by app (intent) or QR first, then card and net banking; UPI collect hidden; wallets,
 * EMI and pay-later off (the shop counts UPI, card and net banking only).
 */
export function razorpayCheckoutOptions(
  options: Omit<OpenRazorpayCheckoutOptions, 'onPaid' | 'onDismiss' | 'onError'>,
  handler: (response: RazorpaySuccess) => void,
  ondismiss: () => void,
): RazorpayCheckoutOptions {
  const text = words[options.language];
  return {
    key: options.keyId,
    order_id: options.orderId,
    amount: options.amount,
    currency: 'INR',
    name: text.shop,
    description: text.description,
    prefill: {
      ...(options.name ? { name: options.name } : {}),
      ...(options.contact ? { contact: options.contact } : {}),
    },
    method: { upi: true, card: true, netbanking: true, wallet: false, emi: false, paylater: false },
    config: {
      display: {
        blocks: { upi: { name: text.upi, instruments: [{ method: 'upi', flows: ['intent', 'qr'] }] } },
        hide: [{ method: 'upi', flows: ['collect'] }],
        sequence: ['block.upi', 'card', 'netbanking'],
        preferences: { show_default_blocks: true },
      },
    },
    retry: { enabled: true },
    theme: { color: '#15803d' },
    handler,
    modal: { ondismiss, confirm_close: true },
  };
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds checkout.js to the page once; a failed load is forgotten so the next try loads again. */
export function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading) return loading;
  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    const timer = setTimeout(() => reject(new Error('Razorpay Checkout did not load in time')), LOAD_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('Razorpay Checkout is not available here'));
    };
    script.onerror = () => {
      clearTimeout(timer);
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    document.head.append(script);
  });
  loading = promise;
  promise.catch(() => {
    if (loading === promise) loading = null;
  });
  return promise;
}

let client: ReturnType<typeof createTRPCClient<AppRouter>> | null = null;
function api() {
  client ??= createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc', transformer: superjson })] });
  return client;
}

/**
 * Opens Razorpay Checkout for an order the server created. When Checkout says the payment went through, the
 * server checks Razorpay's signature and completes the order (or hire job) before onPaid runs. Resolves once
 * Checkout is open; rejects when its script cannot load (the page shows its payment error then).
 */
export async function openRazorpayCheckout(options: OpenRazorpayCheckoutOptions): Promise<void> {
  const Razorpay = await loadRazorpayCheckout();
  const { onPaid, onDismiss, onError, ...rest } = options;
  const handler = (response: RazorpaySuccess) => {
    api()
      .payments.razorpayReturn.mutate({
        orderId: response.razorpay_order_id,
        paymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
      })
      .then(
        () => onPaid(),
        (error: unknown) => (onError ? onError(error) : onDismiss()),
      );
  };
  new Razorpay(razorpayCheckoutOptions(rest, handler, onDismiss)).open();
}
