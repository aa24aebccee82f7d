import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { RefusalReason } from '../../../shared/refusals.js';
import { isDomainError } from '../../errors.js';
import { isSignatureError, StripePaymentProvider } from '../../providers/payments/stripe.js';
import type { AppDeps } from '../../deps.js';
import { checkoutRepository } from '../checkout/checkout.repository.js';
import { checkoutService } from '../checkout/checkout.service.js';
import { completeHirePayment } from '../hiring/hire-payments.js';
import { paymentMetadataKey } from './payments.service.js';
import { webhookEventsRepository } from './webhook-events.repository.js';

/**
 * Refusals about an order or a hire job that a redelivery cannot change: Stripe should stop retrying. Anything else
 * (the payment service down, a fault of ours) answers 500 so Stripe delivers the event again.
 */
const FINAL_REASONS: ReadonlySet<RefusalReason> = new Set<RefusalReason>([
  'ORDER_NOT_FOUND',
  'NOT_FOUND',
  'PAYMENT_NOT_COMPLETED',
  'PAYMENT_DECLINED',
  'PAYMENT_PROCESSING',
  'PAYMENT_MISMATCH',
  'PAYMENT_REFUNDED',
  'HIRE_PAYMENT_LATE',
  'HIRE_JOB_STATE',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id a payment's metadata names for `key`, when it is one of ours (a uuid); anything else names nothing. */
function targetId(intent: Stripe.PaymentIntent, key: string): string | undefined {
  const id = intent.metadata?.[key];
  return id && UUID.test(id) ? id : undefined;
}

async function orderIdOf(deps: AppDeps, intent: Stripe.PaymentIntent): Promise<string | undefined> {
  const order = await checkoutService.orderOfPayment(deps, intent.id);
  if (order) return order.id;
  // The event can overtake the request that recorded the payment on its order.
  const claimed = targetId(intent, paymentMetadataKey.order);
  if (claimed && (await checkoutRepository.attachPayment(deps.db, claimed, intent.id))) return claimed;
  return undefined;
}

/** Runs a completion; a final refusal is the answer to this event (logged), anything else makes Stripe retry. */
async function settle(
  deps: AppDeps,
  event: Stripe.Event,
  target: Record<string, string>,
  complete: () => Promise<unknown>,
): Promise<void> {
  try {
    await complete();
  } catch (error) {
    if (isDomainError(error) && FINAL_REASONS.has(error.reason)) {
      deps.log.info({ eventId: event.id, ...target, answer: error.reason }, `${event.type} handled`);
      return;
    }
    throw error;
  }
}

/**
 * payment_intent.succeeded books what the payment was for: a hire job (its metadata names hireJobId) or a shop
 * order. The event only says which payment to look at: both completions ask Stripe themselves, through the payments
 * module, before marking anything paid, and both are idempotent.
 */
async function handle(deps: AppDeps, event: Stripe.Event): Promise<void> {
  if (event.type === 'payment_intent.succeeded') {
    const intent = event.data.object;
    const hireJobId = targetId(intent, paymentMetadataKey.hireJob);
    if (hireJobId) {
      await settle(deps, event, { hireJobId }, () => completeHirePayment(deps, null, hireJobId));
      return;
    }
    const orderId = await orderIdOf(deps, intent);
    if (!orderId) {
      deps.log.warn({ eventId: event.id, paymentId: intent.id }, 'payment succeeded for no known order or hire job');
      return;
    }
    await settle(deps, event, { orderId }, () => checkoutService.complete(deps, null, orderId));
  } else if (event.type === 'payment_intent.payment_failed') {
    // A hire job's hold simply runs out; a shop order gives its units back at once.
    await checkoutService.paymentFailed(deps, event.data.object.id);
  }
}

/**
 * POST /webhooks/stripe. Registered as its own plugin so that only this route reads JSON as raw bytes: the
 * signature covers the exact body Stripe sent. Each event is handled once; a failure answers 500 so Stripe
 * delivers it again.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post('/webhooks/stripe', { bodyLimit: 512 * 1024 }, async (req, reply) => {
    const provider = deps.payments;
    if (!(provider instanceof StripePaymentProvider) || !provider.acceptsWebhooks) {
      return reply.code(404).send({ error: 'Not Found', message: 'Stripe webhooks are not configured' });
    }
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
      return reply.code(400).send({ error: 'Bad Request', message: 'A signed JSON body is required' });
    }
    const receivedAt = deps.clock.now();
    let event: Stripe.Event;
    try {
      event = provider.verifyWebhook(req.body, signature, receivedAt);
    } catch (error) {
      if (!isSignatureError(error)) throw error;
      deps.log.warn({ reason: (error as Error).message }, 'Stripe webhook with a bad signature refused');
      return reply.code(400).send({ error: 'Bad Request', message: 'Invalid signature' });
    }

    const firstDelivery = await webhookEventsRepository.record(deps.db, 'stripe', event, receivedAt);
    if (!firstDelivery && (await webhookEventsRepository.wasProcessed(deps.db, 'stripe', event.id))) {
      return { received: true, duplicate: true };
    }

    try {
      await handle(deps, event);
    } catch (error) {
      deps.log.error({ err: error, eventId: event.id, type: event.type }, 'Stripe webhook failed; Stripe will retry');
      return reply.code(500).send({ error: 'Internal Server Error', message: 'Event not handled, please retry' });
    }
    await webhookEventsRepository.markProcessed(deps.db, 'stripe', event.id, deps.clock.now());
    return { received: true };
  });
}
