import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { RefusalReason } from '../../../shared/refusals.js';
import { isDomainError } from '../../errors.js';
import { isSignatureError, StripePaymentProvider } from '../../providers/payments/stripe.js';
import type { AppDeps } from '../../deps.js';
import { ordersRepository } from '../orders/orders.repository.js';
import { checkoutRepository } from './checkout.repository.js';
import { checkoutService } from './checkout.service.js';

/**
 * Refusals about an order that a redelivery cannot change: Stripe should stop retrying. Anything else (the payment
 * service down, a fault of ours) answers 500 so Stripe delivers the event again.
 */
const FINAL_REASONS: ReadonlySet<RefusalReason> = new Set<RefusalReason>([
  'ORDER_NOT_FOUND',
  'PAYMENT_NOT_COMPLETED',
  'PAYMENT_DECLINED',
  'PAYMENT_PROCESSING',
  'PAYMENT_MISMATCH',
  'PAYMENT_REFUNDED',
]);

async function orderIdOf(deps: AppDeps, intent: Stripe.PaymentIntent): Promise<string | undefined> {
  const order = await ordersRepository.findByPaymentId(deps.db, intent.id);
  if (order) return order.id;
  // The event can overtake the request that recorded the payment on its order.
  const claimed = intent.metadata.orderId;
  if (claimed && /^[0-9a-f-]{36}$/i.test(claimed) && (await checkoutRepository.attachPayment(deps.db, claimed, intent.id))) {
    return claimed;
  }
  return undefined;
}

async function handle(deps: AppDeps, event: Stripe.Event): Promise<void> {
  if (event.type === 'payment_intent.succeeded') {
    const orderId = await orderIdOf(deps, event.data.object);
    if (!orderId) {
      deps.log.warn({ eventId: event.id, paymentId: event.data.object.id }, 'payment succeeded for no known order');
      return;
    }
    try {
      // The event only says which payment to look at: complete() asks Stripe itself before marking anything paid.
      await checkoutService.complete(deps, null, orderId);
    } catch (error) {
      if (isDomainError(error) && FINAL_REASONS.has(error.reason)) {
        deps.log.info({ eventId: event.id, orderId, answer: error.reason }, 'payment_intent.succeeded handled');
        return;
      }
      throw error;
    }
  } else if (event.type === 'payment_intent.payment_failed') {
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

    const recorded = await deps.db
      .insertInto('webhookEvents')
      .values({ provider: 'stripe', eventId: event.id, type: event.type, receivedAt, processedAt: null })
      .onConflict((oc) => oc.columns(['provider', 'eventId']).doNothing())
      .returning('eventId')
      .executeTakeFirst();
    if (!recorded) {
      const seen = await deps.db
        .selectFrom('webhookEvents')
        .select('processedAt')
        .where('provider', '=', 'stripe')
        .where('eventId', '=', event.id)
        .executeTakeFirst();
      if (seen?.processedAt) return { received: true, duplicate: true };
    }

    try {
      await handle(deps, event);
    } catch (error) {
      deps.log.error({ err: error, eventId: event.id, type: event.type }, 'Stripe webhook failed; Stripe will retry');
      return reply.code(500).send({ error: 'Internal Server Error', message: 'Event not handled, please retry' });
    }
    await deps.db
      .updateTable('webhookEvents')
      .set({ processedAt: deps.clock.now() })
      .where('provider', '=', 'stripe')
      .where('eventId', '=', event.id)
      .execute();
    return { received: true };
  });
}
