import { maskedMobile } from '../../../shared/phone.js';
import type { Db } from '../../db/db.js';
import { devSmsSender, smsSize } from '../../providers/sms/sms.js';
import { devWhatsAppSender, type WhatsAppOutbound, type WhatsAppSetup } from '../../providers/whatsapp/whatsapp.js';
import type { HiringDeps } from '../hiring/hire-deps.js';
import { hiringRepository } from '../hiring/hiring.repository.js';
import { CONVERSATION_EXPIRY_MS, type Channel } from './conversation-state.js';
import { smsTextOf, type Reply } from './conversation-texts.js';
import { conversationsRepository } from './conversations.repository.js';

/**
 * Messages to a farmer's phone, on WhatsApp or by SMS. Both go through an outbox table written first and sent after
 * (the SMS outbox of hiring, and whatsapp_outbox), so the dev outbox shows them on /dev/mailbox and a failure is
 * recorded, never shown to the farmer. A WhatsApp message that cannot be delivered (the API refuses it, or its
 * delivery report says failed) goes by SMS instead, when it has an SMS text.
 */
export type ConversationDeps = HiringDeps & { whatsapp?: WhatsAppSetup };

function whatsAppOf(deps: ConversationDeps) {
  return deps.whatsapp?.sender ?? devWhatsAppSender;
}

/** A reply as WhatsApp shows it: buttons for up to 3 choices, a list for more, else text. */
export function whatsAppMessageOf(reply: Reply): WhatsAppOutbound {
  const choices = reply.choices ?? [];
  if (choices.length === 0 || reply.kind === 'offers') {
    if (choices.length > 0) return { type: 'buttons', body: reply.text, choices };
    return { type: 'text', body: reply.text };
  }
  if (choices.length <= 3) return { type: 'buttons', body: reply.text, choices };
  return { type: 'list', body: reply.text, button: reply.listButton ?? 'Choose', choices };
}

async function queueSms(db: Db, deps: ConversationDeps, m: { to: string; body: string; locale: string; kind: string }) {
  const sender = deps.sms ?? devSmsSender;
  await hiringRepository.queueSms(db, {
    toPhone: m.to,
    body: m.body,
    locale: m.locale,
    kind: m.kind,
    jobId: null,
    segments: smsSize(m.body).segments,
    provider: sender.name,
    status: sender.name === 'dev' ? 'dev' : 'queued',
    createdAt: deps.clock.now(),
  });
}

/**
 * The conversation's replies on the channel the farmer wrote from, written to the outboxes in the turn's
 * transaction; flushOutboxes sends them after it commits.
 */
export async function queueReplies(
  db: Db,
  deps: ConversationDeps,
  to: { phone: string; channel: Channel; locale: 'en' | 'kn' },
  replies: Reply[],
): Promise<void> {
  for (const reply of replies) {
    if (to.channel === 'sms') {
      await queueSms(db, deps, { to: to.phone, body: smsTextOf(reply), locale: to.locale, kind: reply.kind });
      continue;
    }
    const sender = whatsAppOf(deps);
    await conversationsRepository.queueWhatsApp(db, {
      toPhone: to.phone,
      kind: reply.kind,
      payload: JSON.stringify(whatsAppMessageOf(reply)),
      preview: smsTextOf(reply),
      // WhatsApp down or the number not on it: the same reply by SMS, whose numbered answers work there too.
      smsFallback: smsTextOf(reply),
      locale: to.locale,
      jobId: null,
      provider: sender.name,
      status: sender.name === 'dev' ? 'dev' : 'queued',
      createdAt: deps.clock.now(),
    });
  }
}

/**
 * A job's news (hire-notifications.ts), inside the step's transaction: on WhatsApp when the farmer has talked to the
 * shop there (a text within WhatsApp's 24-hour window, the approved template after it), with the SMS as its
 * fallback; by SMS otherwise. Answers false when the news is for SMS, so the caller queues it as before.
 */
export async function queueJobNewsOnWhatsApp(
  trx: Db,
  deps: ConversationDeps,
  job: { id: string; phone: string; locale: 'en' | 'kn' },
  kind: string,
  body: string,
): Promise<boolean> {
  // WhatsApp not configured (any more) while SMS is: the news goes where it can arrive.
  if (whatsAppOf(deps).name === 'dev' && deps.sms && deps.sms.name !== 'dev') return false;
  const conversation = await conversationsRepository.find(trx, job.phone);
  if (!conversation || conversation.channel !== 'whatsapp') return false;
  const now = deps.clock.now();
  const inWindow = now.getTime() - conversation.lastInboundAt.getTime() < CONVERSATION_EXPIRY_MS;
  const template = deps.whatsapp?.template ?? 'job_update';
  const message: WhatsAppOutbound = inWindow
    ? { type: 'text', body }
    : { type: 'template', name: template, language: job.locale === 'kn' ? 'kn' : 'en', parameters: [body] };
  const sender = whatsAppOf(deps);
  await conversationsRepository.queueWhatsApp(trx, {
    toPhone: job.phone,
    kind,
    payload: JSON.stringify(message),
    preview: body,
    smsFallback: body,
    locale: job.locale,
    jobId: job.id,
    provider: sender.name,
    status: sender.name === 'dev' ? 'dev' : 'queued',
    createdAt: now,
  });
  return true;
}

/** Sends what the WhatsApp outbox holds; what WhatsApp cannot deliver is queued by SMS (sent by flushSms next). */
export async function flushWhatsAppOutbox(deps: ConversationDeps): Promise<void> {
  const sender = whatsAppOf(deps);
  if (sender.name === 'dev') return;
  for (const m of await conversationsRepository.queuedWhatsApp(deps.db, 20)) {
    if (!(await conversationsRepository.claimWhatsApp(deps.db, m.id))) continue;
    try {
      const { providerId } = await sender.send(m.toPhone, m.payload as unknown as WhatsAppOutbound);
      await conversationsRepository.whatsAppSent(deps.db, m.id, providerId);
    } catch (error) {
      deps.log.warn({ err: error, to: maskedMobile(m.toPhone), kind: m.kind }, 'WhatsApp could not send');
      const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown';
      await conversationsRepository.whatsAppFailed(deps.db, m.id, reason);
      if (m.smsFallback) {
        await queueSms(deps.db, deps, { to: m.toPhone, body: m.smsFallback, locale: m.locale, kind: m.kind });
      }
    }
  }
}

/** Both outboxes: WhatsApp first (its failures become SMS), then SMS (hire-notifications.ts flushSms). */
export async function flushOutboxes(deps: ConversationDeps): Promise<void> {
  await flushSmsOutbox(deps);
}

/** A delivery report from WhatsApp's webhook; a failed message with an SMS text goes by SMS, once. */
export async function whatsAppStatus(
  deps: ConversationDeps,
  providerId: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
) {
  const failed = await conversationsRepository.reportStatus(deps.db, providerId, status);
  if (failed?.smsFallback) {
    await queueSms(deps.db, deps, {
      to: failed.toPhone,
      body: failed.smsFallback,
      locale: failed.locale,
      kind: failed.kind,
    });
    await flushSmsOutbox(deps);
  }
}

async function flushSmsOutbox(deps: ConversationDeps) {
  const { flushSms } = await import('../hiring/hire-notifications.js');
  await flushSms(deps);
}
