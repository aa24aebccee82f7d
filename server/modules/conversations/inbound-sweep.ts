import type { AppDeps } from '../../deps.js';
import { type RepeatingJob, startRepeatingJob } from '../../repeating-job.js';
import { answerUnprocessed } from './conversations.service.js';

/**
 * Nothing lost: a farmer's message accepted by a webhook (written to conversation_inbound before its 200) whose turn
 * never ran or never finished (the process died, a restart, a deploy) is answered here, by any process, once it is
 * a minute old. Several processes may sweep at once: each message is claimed by one turn (conversations.service.ts).
 */
export const INBOUND_SWEEP_EVERY_MS = 60_000;

export type InboundSweep = RepeatingJob<{ found: number; answered: number } | null>;

/** Starts the sweep with the server: once at start, then every `everyMs` (as the payment sweep is started). */
export function startInboundSweep(deps: AppDeps, { everyMs }: { everyMs: number }): InboundSweep {
  const sweep = async () => {
    const report = await answerUnprocessed(deps);
    if (report.answered > 0) deps.log.info(report, 'inbound sweep: messages answered after a restart');
    return report;
  };
  return startRepeatingJob(deps.log, sweep, {
    everyMs,
    failed: 'inbound sweep failed; the next run tries again',
    fallback: null,
  });
}
