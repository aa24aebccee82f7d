import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { RazorpayPaymentProvider } from '../../providers/payments/razorpay.js';
import type { AppDeps } from '../../deps.js';
import { paymentEvents } from './payment-events.js';
import { refundEvents } from './refund-events.js';
import { webhookEventsRepository } from './webhook-events.repository.js';

/** The parts of a Razorpay webhook this route reads (https://razorpay.com/docs/webhooks/). */
interface RazorpayEvent {
  event: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string | null; notes?: unknown } };
    order?: { entity?: { id?: string } };
    refund?: { entity?: { id?: string; status?: string } };
    qr_code?: { entity?: { id?: string } };
    payment_link?: { entity?: { id?: string } };
  };
}

/**
 * The id the shop was given for what was paid: a payment link's or QR code's own id when the event carries it,
 * otherwise the Razorpay order (Checkout's order, or a payment link's order when the link is not named).
 */
function paidTarget(event: RazorpayEvent): string | undefined {
  const payload = event.payload ?? {};
  return (
    payload.payment_link?.entity?.id ??
    payload.qr_code?.entity?.id ??
    payload.order?.entity?.id ??
    payload.payment?.entity?.order_id ??
    undefined
  );
}

const SUCCEEDED = new Set(['payment.captured', 'order.paid', 'qr_code.credited', 'payment_link.paid']);

/**
 * payment.captured, order.paid (and qr_code.credited, payment_link.paid for field QR codes and SMS links) book what
 * the payment was for; payment.failed gives a shop order's units back (server/modules/payments/payment-events.ts
 * decides both, for every provider, and asks Razorpay itself before marking anything paid); refund.processed and
 * refund.failed settle a refund (refund-events.ts). Every one of them is safe in any order and any number of times:
 * a capture told twice (payment.captured and order.paid) pays once, a refund's news before its payment's changes
 * nothing.
 */
async function handle(deps: AppDeps, provider: RazorpayPaymentProvider, eventId: string, event: RazorpayEvent) {
  if (SUCCEEDED.has(event.event)) {
    const target = paidTarget(event);
    if (!target) {
      // A QR code's payment names no order: its news comes again as qr_code.credited, which names the QR code.
      deps.log.info({ eventId, type: event.event }, 'Razorpay event names no order, QR code or link');
      return;
    }
    // The metadata the shop gave the order, QR code or link (a Checkout payment's own notes are the browser's).
    const { metadata } = await provider.retrieve(target);
    const outcome = await paymentEvents.succeeded(deps, { paymentId: target, metadata });
    if (outcome.handled !== 'nothing' && outcome.answer) {
      deps.log.info({ eventId, ...outcome }, `${event.event} handled`);
    }
  } else if (event.event === 'payment.failed') {
    const target = paidTarget(event);
    if (target) await paymentEvents.failed(deps, { paymentId: target, metadata: null });
  } else if (event.event === 'refund.processed' || event.event === 'refund.failed') {
    const refundId = event.payload?.refund?.entity?.id;
    if (refundId) {
      await refundEvents.updated(deps, {
        refundId,
        status: event.event === 'refund.processed' ? 'processed' : 'failed',
      });
    }
  }
}

/**
 * POST /webhooks/razorpay. Its own plugin, so only this route reads JSON as raw bytes: X-Razorpay-Signature is an
 * HMAC of the exact body with the webhook secret. A forged or changed body is refused (400) before anything is read.
 * Each event (X-Razorpay-Event-Id) is handled once; a failure answers 500 so Razorpay delivers it again.
 */
export async function razorpayWebhookRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post('/webhooks/razorpay', { bodyLimit: 512 * 1024 }, async (req, reply) => {
    const provider = deps.payments;
    if (!(provider instanceof RazorpayPaymentProvider) || !provider.acceptsWebhooks) {
      return reply.code(404).send({ error: 'Not Found', message: 'Razorpay webhooks are not configured' });
    }
    const signature = req.headers['x-razorpay-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
      return reply.code(400).send({ error: 'Bad Request', message: 'A signed JSON body is required' });
    }
    if (!provider.verifyWebhook(req.body, signature)) {
      deps.log.warn({ path: '/webhooks/razorpay' }, 'Razorpay webhook with a bad signature refused');
      return reply.code(400).send({ error: 'Bad Request', message: 'Invalid signature' });
    }
    let event: RazorpayEvent;
    try {
      event = JSON.parse(req.body.toString('utf8')) as RazorpayEvent;
      if (typeof event?.event !== 'string') throw new Error('no event name');
    } catch {
      return reply.code(400).send({ error: 'Bad Request', message: 'Not a Razorpay event' });
    }
    // Razorpay names every event; a redelivery carries the same id. Without one, the signed bytes name it.
    const header = req.headers['x-razorpay-event-id'];
    const eventId =
      typeof header === 'string' && header.length > 0 && header.length <= 100
        ? header
        : `sha256:${createHash('sha256').update(req.body).digest('hex')}`;

    const receivedAt = deps.clock.now();
    const firstDelivery = await webhookEventsRepository.record(
      deps.db,
      'razorpay',
      { id: eventId, type: event.event },
      receivedAt,
    );
    if (!firstDelivery && (await webhookEventsRepository.wasProcessed(deps.db, 'razorpay', eventId))) {
      return { received: true, duplicate: true };
    }

    try {
      await handle(deps, provider, eventId, event);
    } catch (error) {
      deps.log.error({ err: error, eventId, type: event.event }, 'Razorpay webhook failed; Razorpay will retry');
      return reply.code(500).send({ error: 'Internal Server Error', message: 'Event not handled, please retry' });
    }
    await webhookEventsRepository.markProcessed(deps.db, 'razorpay', eventId, deps.clock.now());
    return { received: true };
  });
}
