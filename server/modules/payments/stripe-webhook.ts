import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { isSignatureError, StripePaymentProvider } from '../../providers/payments/stripe.js';
import type { AppDeps } from '../../deps.js';
import { paymentEvents } from './payment-events.js';
import { webhookEventsRepository } from './webhook-events.repository.js';

/**
 * payment_intent.succeeded books what the payment was for; payment_intent.payment_failed gives a shop order's units
 * back (server/modules/payments/payment-events.ts decides both, for every provider).
 */
async function handle(deps: AppDeps, event: Stripe.Event): Promise<void> {
  if (event.type === 'payment_intent.succeeded') {
    const intent = event.data.object;
    const outcome = await paymentEvents.succeeded(deps, { paymentId: intent.id, metadata: intent.metadata });
    if (outcome.handled !== 'nothing' && outcome.answer) {
      deps.log.info({ eventId: event.id, ...outcome }, `${event.type} handled`);
    }
  } else if (event.type === 'payment_intent.payment_failed') {
    const intent = event.data.object;
    await paymentEvents.failed(deps, { paymentId: intent.id, metadata: intent.metadata });
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
