import type { FastifyInstance } from 'fastify';
import type { DevOutbox, OutboxMail } from './mail.js';

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

export function renderMailbox(mails: OutboxMail[]): string {
  const body = mails.length === 0 ? '<p>No e-mails yet.</p>' : mails.map(renderMail).join('\n<hr>\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox · Raitha Yantra</title></head>
<body>
<h1>Dev mailbox</h1>
<p>E-mails the server would have sent, newest first (the last 50, kept in memory until the server restarts).</p>
${body}
</body>
</html>`;
}

/** GET /dev/mailbox: the dev outbox as a page. Registered only when the dev outbox delivers the mail. */
export async function devMailboxRoutes(app: FastifyInstance, { outbox }: { outbox: DevOutbox }): Promise<void> {
  app.get('/dev/mailbox', async (_req, reply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderMailbox(outbox.list())),
  );
}
