import { type RepeatingJob, startRepeatingJob } from '../../repeating-job.js';
import { orderLifeService, type OrderLifeDeps } from '../orders/order-life.service.js';

/** tick() resolves to the e-mails sent. */
export type DueReminderScheduler = RepeatingJob<number>;

/**
 * Sends the "due back tomorrow" e-mails from inside the server process: once at start and then every `everyMs`
 * (an hour by default, DUE_REMINDERS_EVERY_MINUTES; 0 turns it off and is the default under NODE_ENV=test).
 *
 * Running more often than once a day is deliberate: a one-day rental handed over in the afternoon is due back
 * tomorrow, and a daily run in the morning would have missed it. Sending twice is prevented in the database, not
 * here: sendDueReminders claims each order by setting orders.due_reminder_sent_at where it is still null, in one
 * UPDATE, so however many server processes run this, and however often they restart, each rental is claimed, and
 * its farmer e-mailed, once. (At most once: an e-mail that fails after its claim is logged, not retried.)
 */
export function startDueReminderScheduler(deps: OrderLifeDeps, { everyMs }: { everyMs: number }): DueReminderScheduler {
  const remind = async () => {
    const sent = await orderLifeService.sendDueReminders(deps);
    if (sent > 0) deps.log.info({ sent }, 'due-back reminders sent');
    return sent;
  };
  return startRepeatingJob(deps.log, remind, {
    everyMs,
    failed: 'due-back reminders failed; the next run tries again',
    fallback: 0,
  });
}
