import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { callbacksService, type MissedCall } from './callbacks.service.js';

/**
 * The missed-call number's webhooks (issue 24, item 4), in the shapes Indian telephony providers send:
 * - Exotel (`GET` or `POST /webhooks/missed-call/exotel?token=<secret>`): the Passthru applet of the number's flow
 *   calls the address with the call as URL-encoded parameters (CallSid, CallFrom or From, StartTime or Created as
 *   'YYYY-MM-DD HH:mm:ss' in India's time). Exotel does not sign these requests, so the address carries a shared
 *   secret, compared in constant time.
 * - Knowlarity and others that sign (`POST /webhooks/missed-call/signed`): JSON or a form with the caller's number
 *   (`caller_id`, `from` or `From`), the time (`call_time`, `start_time`, ISO 8601 or epoch seconds) and an id
 *   (`uuid`, `call_id`), with `X-Signature-256: sha256=<hex HMAC-SHA256 of the exact body with the secret>`.
 * A request without the secret or with a bad signature is refused (401) and changes nothing. The answer is quick
 * and the same whether or not the number was queued (providers retry slow or failed answers; a retried delivery of
 * the same call counts nothing).
 */

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

type Fields = Record<string, unknown>;

function text(fields: Fields, ...names: string[]): string | null {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 100);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

/** 'YYYY-MM-DD HH:mm:ss' (India's time, Exotel), ISO 8601, or epoch seconds; null when none or unreadable. */
export function callTime(value: string | null): Date | null {
  if (!value) return null;
  if (/^\d{9,11}$/.test(value)) return new Date(Number(value) * 1000);
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(value);
  const date = new Date(local ? `${local[1]}T${local[2]}+05:30` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function fieldsOf(body: unknown): Fields | null {
  if (!Buffer.isBuffer(body)) return null;
  const raw = body.toString('utf8');
  try {
    if (raw.trimStart().startsWith('{')) {
      const parsed: unknown = JSON.parse(raw);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Fields) : null;
    }
    return Object.fromEntries(new URLSearchParams(raw));
  } catch {
    return null;
  }
}

export async function missedCallRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  const parseRaw = (_req: FastifyRequest, body: Buffer, done: (err: null, body: Buffer) => void) => done(null, body);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parseRaw);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, parseRaw);

  const config = deps.missedCalls;
  const notConfigured = (reply: FastifyReply) =>
    reply.code(404).send({ error: 'Not Found', message: 'Missed-call webhooks are not configured' });
  const refused = (reply: FastifyReply, provider: string) => {
    deps.log.warn({ path: `/webhooks/missed-call/${provider}` }, 'missed-call webhook without a valid secret refused');
    return reply.code(401).send({ error: 'Unauthorized', message: 'Invalid secret or signature' });
  };
  const queue = async (reply: FastifyReply, call: MissedCall | null) => {
    if (!call) return reply.code(400).send({ error: 'Bad Request', message: 'No caller number' });
    await callbacksService.missedCall(deps, call);
    return { received: true };
  };

  const exotel = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!config) return notConfigured(reply);
    const query = req.query as Fields;
    const token = text(query, 'token');
    if (!token || !sameSecret(token, config.secret)) return refused(reply, 'exotel');
    const fields = { ...query, ...(fieldsOf(req.body) ?? {}) };
    const from = text(fields, 'CallFrom', 'From');
    const call = from
      ? {
          from,
          calledAt: callTime(text(fields, 'StartTime', 'Created')),
          provider: 'exotel',
          callId: text(fields, 'CallSid'),
        }
      : null;
    return queue(reply, call);
  };
  app.get('/webhooks/missed-call/exotel', exotel);
  app.post('/webhooks/missed-call/exotel', { bodyLimit: 64 * 1024 }, exotel);

  // The offline default: without a telephony provider, a missed call is given by hand on this machine (the /dev/
  // hook in app.ts answers only a loopback peer), and goes through the same queue and SMS.
  if (deps.env.NODE_ENV !== 'production' && (!deps.sms || deps.sms.name === 'dev')) {
    app.post('/dev/missed-call', async (req, reply) => {
      const fields = fieldsOf(req.body);
      const from = fields && text(fields, 'from', 'CallFrom', 'caller_id');
      return queue(reply, from ? { from, calledAt: null, provider: 'dev', callId: null } : null);
    });
  }

  app.post('/webhooks/missed-call/signed', { bodyLimit: 64 * 1024 }, async (req, reply) => {
    if (!config) return notConfigured(reply);
    const header = req.headers['x-signature-256'];
    if (typeof header !== 'string' || !Buffer.isBuffer(req.body)) return refused(reply, 'signed');
    const expected = `sha256=${createHmac('sha256', config.secret).update(req.body).digest('hex')}`;
    if (!sameSecret(header.trim().toLowerCase(), expected)) return refused(reply, 'signed');
    const fields = fieldsOf(req.body);
    const from = fields && text(fields, 'caller_id', 'from', 'From', 'CallFrom');
    const call = from
      ? {
          from,
          calledAt: callTime(text(fields, 'call_time', 'start_time', 'StartTime')),
          provider: 'signed',
          callId: text(fields, 'uuid', 'call_id', 'CallSid'),
        }
      : null;
    return queue(reply, call);
  });
}
