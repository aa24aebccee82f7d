import type { HireOperation } from '../../../shared/hiring.js';
import { devSmsSender, smsSize } from '../../providers/sms/sms.js';
import type { Db } from '../../db/db.js';
import {
  flushWhatsAppOutbox,
  queueJobNewsOnWhatsApp,
  type ConversationDeps,
} from '../conversations/conversation-outbox.js';
import type { HiringDeps } from './hire-deps.js';
import { hiringRepository, type HireJobRow } from './hiring.repository.js';

/**
 * The farmer hears of each step of a job by SMS, or on WhatsApp when they talk to the shop there (booked by
 * WhatsApp): a message is written to the outbox inside the transaction that made the step, and sent after it commits
 * (flushSms), so a rolled-back step never texts anyone. A WhatsApp message that cannot be delivered goes by SMS
 * (server/modules/conversations/conversation-outbox.ts).
 */
export async function queueSms(
  trx: Db,
  deps: HiringDeps,
  job: Pick<HireJobRow, 'id' | 'phone' | 'locale'>,
  kind: string,
  body: string,
): Promise<void> {
  if (await queueJobNewsOnWhatsApp(trx, deps, job, kind, body)) return;
  const sender = deps.sms ?? devSmsSender;
  await hiringRepository.queueSms(trx, {
    toPhone: job.phone,
    body,
    locale: job.locale,
    kind,
    jobId: job.id,
    segments: smsSize(body).segments,
    provider: sender.name,
    status: sender.name === 'dev' ? 'dev' : 'queued',
    createdAt: deps.clock.now(),
  });
}

/** Sends what the outbox holds for a real provider; a failure is recorded and logged, never shown to the farmer. */
export async function flushSms(deps: ConversationDeps): Promise<void> {
  await flushWhatsAppOutbox(deps);
  const sender = deps.sms;
  if (!sender || sender.name === 'dev') return;
  for (const message of await hiringRepository.queuedSms(deps.db, 20)) {
    try {
      const { providerId } = await sender.send({ to: message.toPhone, body: message.body });
      await hiringRepository.smsSent(deps.db, message.id, providerId, deps.clock.now());
    } catch (error) {
      deps.log.error({ err: error, smsId: message.id }, 'sending an SMS failed');
      const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown';
      await hiringRepository.smsFailed(deps.db, message.id, reason);
    }
  }
}

export function smsFacts(job: Pick<HireJobRow, 'day' | 'slot'>, operation: HireOperation) {
  return { operation, day: job.day, slot: job.slot };
}
