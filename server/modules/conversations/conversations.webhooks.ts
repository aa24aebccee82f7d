import type { FastifyInstance, FastifyRequest } from 'fastify';
import { indianMobile } from '../../../shared/phone.js';
import type { AppDeps } from '../../deps.js';
import { isFromLoopback } from '../../providers/dev-mailbox.js';
import { EMPTY_TWIML, isSignedByTwilio, readTwilioInbound } from '../../providers/sms/sms-inbound.js';
import { isSignedByMeta, readWhatsAppWebhook, type WhatsAppSetup } from '../../providers/whatsapp/whatsapp.js';
import { gazetteer } from '../hiring/gazetteer.js';
import { conversationsRepository } from './conversations.repository.js';
import { conversationsService } from './conversations.service.js';

/**
 * The conversations' webhooks:
 * - GET /webhooks/whatsapp: Meta's verification handshake (hub.mode=subscribe, hub.verify_token, hub.challenge).
 * - POST /webhooks/whatsapp: messages and delivery reports, signed in X-Hub-Signature-256 with the app secret.
 * - POST /webhooks/sms: Twilio's inbound SMS form, signed in X-Twilio-Signature with the auth token.
 * A post whose signature does not check is refused (403) and changes nothing. A good one's messages are written to
 * conversation_inbound (the dedupe too) and then answered (200): nothing accepted is lost, and the conversation's
 * turn runs after (a process that dies first leaves it to the inbound sweep). A failed write answers 500, so the
 * platform delivers it again. Without a configured provider (dev) they take unsigned posts from this machine
 * only, so the dev outbox can be tried by hand.
 */
export interface SmsWebhookConfig {
  authToken: string;
  /** The webhook's public URL as configured at the gateway: Twilio signs it. */
  url: string;
}

/** Twilio's inbound webhook is checked when SMS_PROVIDER=twilio: the auth token and SMS_WEBHOOK_URL (or APP_ORIGIN). */
export function smsWebhookConfig(env: Record<string, string | undefined>, appOrigin: string): SmsWebhookConfig | null {
  if (env.SMS_PROVIDER !== 'twilio' || !env.TWILIO_AUTH_TOKEN) return null;
  return { authToken: env.TWILIO_AUTH_TOKEN, url: env.SMS_WEBHOOK_URL || `${appOrigin}/webhooks/sms` };
}

interface Options {
  deps: AppDeps;
  whatsapp: WhatsAppSetup;
  sms: SmsWebhookConfig | null;
}

const forbidden = { error: 'Forbidden', message: 'The signature does not match' };
/** The message could not be written: the platform gets no 200, so it delivers the message again later. */
const notAccepted = { error: 'Internal Server Error', message: 'Not accepted; please deliver again' };

/** Writes a message before the 200 (nothing lost); false when the database failed (logged without the number). */
async function accepted(req: FastifyRequest, receive: () => Promise<boolean>): Promise<boolean> {
  try {
    await receive();
    return true;
  } catch (error) {
    req.log.error({ err: error }, 'inbound message not accepted; answered 500 so the platform delivers it again');
    return false;
  }
}

export async function conversationWebhookRoutes(app: FastifyInstance, { deps, whatsapp, sms }: Options) {
  const conversationDeps = { ...deps, whatsapp };
  // The gazetteer's index is built on first use (a second of work): built now, not in the first farmer's turn.
  gazetteer.byPin('571401');
  indianMobile('+919845012345');
  app.addHook('onRequest', async (req) => void arrivals.set(req, performance.now()));
  // Only these routes read their bodies raw: the signatures cover the exact bytes sent.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  app.get('/webhooks/whatsapp', async (req, reply) => {
    const q = req.query as Record<string, string | undefined>;
    const token = whatsapp.webhook?.verifyToken;
    if (!token) return reply.code(404).send({ error: 'Not Found', message: 'WhatsApp is not configured' });
    if (q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== token || !q['hub.challenge']) {
      return reply.code(403).send(forbidden);
    }
    return reply.type('text/plain').send(q['hub.challenge']);
  });

  app.post('/webhooks/whatsapp', { bodyLimit: 256 * 1024 }, async (req, reply) => {
    if (!Buffer.isBuffer(req.body)) return reply.code(400).send({ error: 'Bad Request', message: 'JSON expected' });
    if (!signedOrLocal(req, () => isSignedByMeta(req.body as Buffer, header(req, 'x-hub-signature-256'), secret()))) {
      return reply.code(403).send(forbidden);
    }
    let body: unknown;
    try {
      body = JSON.parse((req.body as Buffer).toString('utf8'));
    } catch {
      return reply.code(400).send({ error: 'Bad Request', message: 'JSON expected' });
    }
    const { messages, statuses } = readWhatsAppWebhook(body);
    for (const m of messages) {
      const phone = indianMobile(m.from);
      if (!phone) continue;
      if (
        !(await accepted(req, () =>
          conversationsService.receive(conversationDeps, { ...m, channel: 'whatsapp', phone }),
        ))
      ) {
        return reply.code(500).send(notAccepted);
      }
    }
    for (const s of statuses) conversationsService.status(conversationDeps, s.messageId, s.status);
    return reply.code(200).header('server-timing', serverTiming(req)).send({ ok: true });
  });

  app.post('/webhooks/sms', { bodyLimit: 64 * 1024 }, async (req, reply) => {
    if (typeof req.body !== 'string') return reply.code(400).send({ error: 'Bad Request', message: 'A form expected' });
    const params = Object.fromEntries(new URLSearchParams(req.body));
    if (
      !signedOrLocal(
        req,
        () => isSignedByTwilio(sms!.url, params, header(req, 'x-twilio-signature'), sms!.authToken),
        sms !== null,
      )
    ) {
      return reply.code(403).send(forbidden);
    }
    const message = readTwilioInbound(params);
    const phone = message && indianMobile(message.from);
    if (message && phone) {
      const inbound = { channel: 'sms' as const, messageId: message.messageId, phone, text: message.text };
      const receive = () =>
        conversationsService.receive(conversationDeps, { ...inbound, location: null, choiceId: null });
      if (!(await accepted(req, receive))) return reply.code(500).send(notAccepted);
    }
    return reply.code(200).header('server-timing', serverTiming(req)).type('text/xml').send(EMPTY_TWIML);
  });

  /** A short link of a message (a payment page): redirects while it is valid. */
  app.get('/l/:token', async (req, reply) => {
    const { token } = req.params as { token: string };
    const url = /^[\w-]{6,40}$/.test(token)
      ? await conversationsRepository.linkTarget(deps.db, token, deps.clock.now())
      : undefined;
    if (!url)
      return reply.code(404).type('text/plain; charset=utf-8').send('This link has expired. / ಈ ಲಿಂಕ್ ಅವಧಿ ಮುಗಿದಿದೆ.');
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });

  function secret() {
    return whatsapp.webhook!.appSecret;
  }

  /** A configured provider's signature; without one (dev), a post from this machine only. */
  function signedOrLocal(req: FastifyRequest, check: () => boolean, configured = whatsapp.webhook !== null) {
    if (configured) return check();
    return deps.env.NODE_ENV !== 'production' && isFromLoopback(req);
  }
}

/** How long the server took from the request's arrival to its answer (the benchmark reads it). */
function serverTiming(req: FastifyRequest): string {
  const arrived = arrivals.get(req);
  return arrived === undefined ? 'app' : `app;dur=${(performance.now() - arrived).toFixed(2)}`;
}

/** When each webhook request arrived (its headers read), for Server-Timing. */
const arrivals = new WeakMap<FastifyRequest, number>();

function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}
