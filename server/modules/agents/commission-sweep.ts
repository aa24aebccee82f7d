import type { AppDeps } from '../../deps.js';
import { startRepeatingJob, type RepeatingJob } from '../../repeating-job.js';
import { agentsService } from './agents.service.js';

/** How often the commissions of paid agent jobs are written (an agent's /agent page also writes their own). */
export const COMMISSION_SWEEP_EVERY_MS = 15 * 60_000;

/**
 * Starts the agents' commission sweep with the server, so a paid job's commission is recorded (and reaches the
 * ledger's readers) without anyone opening /agent. Several processes may run it: each commission is written once
 * (the earned_at IS NULL guard in agentsRepository.setEarned).
 */
export function startCommissionSweep(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  { everyMs }: { everyMs: number },
): RepeatingJob<number | null> {
  return startRepeatingJob(
    deps.log,
    async () => {
      const recorded = await agentsService.recordEarned(deps);
      if (recorded > 0) deps.log.info({ recorded }, 'agent commissions recorded');
      return recorded;
    },
    { everyMs, failed: 'agent commission sweep failed; the next run tries again', fallback: null },
  );
}
