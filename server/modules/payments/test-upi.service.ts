import type { UpiApprovalInput } from '../../../shared/schemas/test-upi.js';
import type { AppDeps, SessionUser } from '../../deps.js';
import { refuse } from '../../errors.js';
import { TestPaymentProvider, type UpiPaymentView, type UpiState } from '../../providers/payments/test-provider.js';
import { TEST_UPI_PAYEE } from '../../providers/payments/test-upi.js';
import { PaymentProviderError } from '../../providers/payments/types.js';
import { paymentEvents } from './payment-events.js';

/**
 * UPI in test mode: the shop's payment step starts a UPI request and polls it; the simulated UPI app (a page whose
 * address carries the payment's client secret) approves or declines it. The secret is what authorises the app, as
 * a real UPI app needs no session of the shop's. An approval is delivered like a provider's webhook: the server
 * books the order or hire job itself (paymentEvents.succeeded), so a farmer who closed the shop's tab is paid all
 * the same. Everything here refuses NOT_FOUND unless the built-in test provider is the shop's provider.
 */

/** What the shop's payment step polls. */
export interface UpiStatus {
  state: UpiState;
  /** NPCI's code of the last failed attempt (ZM wrong PIN, Z9 no money, ZA declined, U69 lapsed). */
  declineCode: string | null;
  requestExpiresAt: Date | null;
}

/** What the simulated UPI app shows. */
export interface UpiAppView extends UpiStatus {
  paymentId: string;
  payeeName: string;
  payeeVpa: string;
  /** Paise. */
  amount: number;
  description: string | null;
  upiReference: string | null;
  expiresAt: Date | null;
  /** Whether the app may pay it now: a request from the shop waits, or a field QR or a link is still open. */
  payable: boolean;
}

/** What the shop's payment step shows once the farmer chose UPI. */
export interface UpiStarted extends UpiStatus {
  upiUri: string;
  qrImageUrl: string;
  /** The simulated UPI app's page for this payment (test mode's stand-in for the farmer's app). */
  appPath: string;
}

function testProvider(deps: Pick<AppDeps, 'payments'>): TestPaymentProvider {
  if (!(deps.payments instanceof TestPaymentProvider)) refuse('NOT_FOUND', {}, 'Test payments are not enabled');
  return deps.payments;
}

const notFound = (): never => refuse('NOT_FOUND', {}, 'Payment not found');

/** The payment the secret names, or NOT_FOUND (a wrong secret looks like no payment at all). */
async function viewOf(provider: TestPaymentProvider, clientSecret: string): Promise<UpiPaymentView> {
  try {
    return await provider.upiView(clientSecret);
  } catch (error) {
    if (error instanceof PaymentProviderError) notFound();
    throw error;
  }
}

function statusOf(view: UpiPaymentView): UpiStatus {
  return { state: view.state, declineCode: view.decline?.code ?? null, requestExpiresAt: view.requestExpiresAt };
}

function appViewOf(view: UpiPaymentView): UpiAppView {
  return {
    ...statusOf(view),
    paymentId: view.payment.id,
    payeeName: TEST_UPI_PAYEE.name,
    payeeVpa: TEST_UPI_PAYEE.vpa,
    amount: view.payment.amount,
    description: view.description,
    upiReference: view.upiReference,
    expiresAt: view.expiresAt,
    payable:
      view.state === 'waiting' || (view.channel !== 'checkout' && (view.state === 'open' || view.state === 'declined')),
  };
}

/** The app's answer could not be taken (paid meanwhile, lapsed, canceled): the page shows where it stands. */
async function answering(answer: () => Promise<unknown>): Promise<void> {
  try {
    await answer();
  } catch (error) {
    if (error instanceof PaymentProviderError && error.code !== 'resource_missing') return;
    throw error;
  }
}

/** A provider retries a webhook that failed; so does the simulated one, a few times, before the sweep's turn. */
const DELIVERY_RETRY_MS = [250, 1_000];

/**
 * The provider's news of a paid payment, delivered as a webhook: books the order or hire job. A delivery that keeps
 * failing (the database too busy) is logged and left to the browser's own completion and the payment sweep.
 */
async function deliver(deps: AppDeps, paymentId: string, metadata: Record<string, string>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      const outcome = await paymentEvents.succeeded(deps, { paymentId, metadata });
      deps.log.info({ paymentId, handled: outcome.handled }, 'test UPI payment approved and delivered');
      return;
    } catch (error) {
      const wait = DELIVERY_RETRY_MS[attempt];
      if (wait === undefined) {
        deps.log.error({ err: error, paymentId }, 'delivering an approved test UPI payment failed');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

export const testUpiService = {
  /**
   * The farmer chose UPI in the shop's payment step: starts (or shows again) the UPI request of their own
   * payment. A payment that can no longer be paid refuses PAYMENT_CANNOT_CONFIRM.
   */
  async start(deps: AppDeps, user: SessionUser, clientSecret: string): Promise<UpiStarted> {
    const provider = testProvider(deps);
    const view = await viewOf(provider, clientSecret);
    if (view.payment.metadata.userId !== user.id) notFound();
    let started;
    try {
      started = await provider.startUpi(clientSecret);
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        refuse('PAYMENT_CANNOT_CONFIRM', {}, 'This payment can no longer be paid. Please start again.');
      }
      throw error;
    }
    return { ...statusOf(started), upiUri: started.upiUri, qrImageUrl: started.qrImageUrl, appPath: started.appPath };
  },

  /** Where the payment stands, for the waiting screen's polling. */
  async status(deps: AppDeps, clientSecret: string): Promise<UpiStatus> {
    return statusOf(await viewOf(testProvider(deps), clientSecret));
  },

  /** The simulated app's view of the payment. */
  async app(deps: AppDeps, clientSecret: string): Promise<UpiAppView> {
    return appViewOf(await viewOf(testProvider(deps), clientSecret));
  },

  /**
   * The simulated app pays with the PIN. Once the payment is paid, the provider's news is delivered at once, as a
   * webhook would be: the order or hire job is booked by the server whether or not the shop's page is still open.
   * A failure to book is logged and left to the browser's own completion or the sweep, never shown to the app.
   */
  async approve(deps: AppDeps, { clientSecret, pin }: UpiApprovalInput): Promise<UpiAppView> {
    const provider = testProvider(deps);
    const view = await viewOf(provider, clientSecret);
    const paymentId = view.payment.id;
    await answering(() => provider.approveUpi(paymentId, pin));
    const after = await viewOf(provider, clientSecret);
    // Delivered whenever the payment is paid, as a provider redelivers its webhook: a second approval (the app
    // retrying after a lost answer) books nothing twice, but books what a failed first delivery left undone.
    if (after.state === 'paid') await deliver(deps, paymentId, after.payment.metadata);
    return appViewOf(after);
  },

  /** The farmer declined in the simulated app. */
  async decline(deps: AppDeps, clientSecret: string): Promise<UpiAppView> {
    const provider = testProvider(deps);
    const view = await viewOf(provider, clientSecret);
    await answering(() => provider.declineUpi(view.payment.id));
    return appViewOf(await viewOf(provider, clientSecret));
  },
};
