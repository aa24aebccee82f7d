import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../env.js';
import type { DevOutbox, OutboxMail } from './mail.js';
import type { OutboxSms } from './sms/outbox.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Escapes the text and turns every http(s) URL in it into a link. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function renderMail(mail: OutboxMail): string {
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p>To: ${escapeHtml(mail.to)} · <time datetime="${mail.sentAt.toISOString()}">${mail.sentAt.toISOString()}</time></p>
<pre>${linkify(mail.text)}</pre>
</article>`;
}

function renderSms(sms: OutboxSms): string {
  return `<article>
<p>SMS to ${escapeHtml(sms.to)} · ${escapeHtml(sms.kind)} · ${sms.segments} segment(s) ·
<time datetime="${sms.createdAt.toISOString()}">${sms.createdAt.toISOString()}</time></p>
<pre lang="${/[\u0C80-\u0CFF]/.test(sms.body) ? 'kn' : 'en'}">${escapeHtml(sms.body)}</pre>
</article>`;
}

/** A WhatsApp message in the dev outbox: its text, with the choices a farmer would tap as numbered lines. */
export interface OutboxWhatsApp {
  toPhone: string;
  kind: string;
  preview: string;
  status: string;
  createdAt: Date;
}

function renderWhatsApp(m: OutboxWhatsApp): string {
  return `<article>
<p>WhatsApp to ${escapeHtml(m.toPhone)} · ${escapeHtml(m.kind)} · ${escapeHtml(m.status)} ·
<time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString()}</time></p>
<pre lang="${/[\u0C80-\u0CFF]/.test(m.preview) ? 'kn' : 'en'}">${linkify(m.preview)}</pre>
</article>`;
}

export function renderMailbox(mails: OutboxMail[], sms: OutboxSms[] = [], whatsapp: OutboxWhatsApp[] = []): string {
  const body = mails.length === 0 ? '<p>No e-mails yet.</p>' : mails.map(renderMail).join('\n<hr>\n');
  const texts = sms.length === 0 ? '<p>No SMS yet.</p>' : sms.map(renderSms).join('\n<hr>\n');
  const chats =
    whatsapp.length === 0 ? '<p>No WhatsApp messages yet.</p>' : whatsapp.map(renderWhatsApp).join('\n<hr>\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Raitha Yantra</title></head>
<body>
<h1>Dev mailbox</h1>
<p>E-mails the server would have sent, newest first (the last 50, kept in memory until the server restarts).</p>
${body}
<h1>SMS</h1>
<p>Text messages to farmers' phones, newest first (the SMS outbox table; sent nowhere while SMS_PROVIDER is dev).</p>
${texts}
<h1>WhatsApp</h1>
<p>WhatsApp messages to farmers, newest first (the WhatsApp outbox table; sent nowhere while WHATSAPP_PROVIDER is dev).
Answer as a farmer by posting to /webhooks/whatsapp from this machine.</p>
${chats}
</body>
</html>`;
}

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * Whether a Host header names this machine: localhost, 127.0.0.1 or [::1], with any port. A page of another site
 * that rebinds its own name to 127.0.0.1 (DNS rebinding) reaches a loopback server from the visitor's browser, but
 * the browser still sends that site's name as the Host.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOST.test(host);
}

/**
 * Whether a request comes straight from this machine, asked for by this machine's name: a loopback peer, a loopback
 * Host, and no proxy header saying it was relayed for someone else (a proxy on the same machine connects from
 * loopback too).
 */
export function isFromLoopback(req: FastifyRequest): boolean {
  const peer = req.socket.remoteAddress ?? '';
  const loopback = peer.startsWith('127.') || peer === '::1' || peer.startsWith('::ffff:127.');
  const relayed = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return loopback && !relayed && isLoopbackHost(req.headers.host);
}

/**
 * GET /dev/mailbox: the dev outbox as a page. Registered only when the dev outbox delivers the mail, and it answers
 * only a development server's own machine: its reset links take over accounts, so a server started in
 * development mode but reachable on the network must not show them to anyone else (404, as if it did not exist).
 */
export async function devMailboxRoutes(
  app: FastifyInstance,
  {
    outbox,
    env,
    sms,
    whatsapp,
  }: {
    outbox: DevOutbox;
    env: Pick<Env, 'NODE_ENV'>;
    sms?: () => Promise<OutboxSms[]>;
    whatsapp?: () => Promise<OutboxWhatsApp[]>;
  },
): Promise<void> {
  app.get('/dev/mailbox', async (req, reply) => {
    if (env.NODE_ENV !== 'development' || !isFromLoopback(req)) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailbox(outbox.list(), (await sms?.()) ?? [], (await whatsapp?.()) ?? []));
  });
}
