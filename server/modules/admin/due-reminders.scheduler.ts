import { orderLifeService, type OrderLifeDeps } from '../orders/order-life.service.js';

export interface DueReminderScheduler {
  /** Runs the reminders now (a run already under way is joined, not doubled); resolves to the e-mails sent. */
  tick(): Promise<number>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

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
  let running: Promise<number> | null = null;
  const tick = (): Promise<number> => {
    running ??= orderLifeService
      .sendDueReminders(deps)
      .then((sent) => {
        if (sent > 0) deps.log.info({ sent }, 'due-back reminders sent');
        return sent;
      })
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'due-back reminders failed; the next run tries again');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const first = setTimeout(() => void tick(), 0);
  const timer = setInterval(() => void tick(), everyMs);
  // The timers never keep a process alive that has nothing else to do.
  first.unref();
  timer.unref();
  return {
    tick,
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
