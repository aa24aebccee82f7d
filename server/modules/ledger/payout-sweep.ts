import type { AppDeps } from '../../deps.js';
import type { PayoutProvider } from '../../providers/payments/razorpay-route.js';
import { startRepeatingJob, type RepeatingJob } from '../../repeating-job.js';
import { ledger, type PayoutOutcome } from './ledger.service.js';

/** How often the payouts that came due (48 h after the work, or confirmed) are sent. */
export const PAYOUT_SWEEP_EVERY_MS = 15 * 60_000;

/**
 * Starts the payout sweep with the server. Several processes may run it: each payout is claimed once under its row
 * (ledgerRepository.claimPayout), so none is sent twice.
 */
export function startPayoutSweep(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'env'> & { payouts?: PayoutProvider },
  { everyMs }: { everyMs: number },
): RepeatingJob<Record<PayoutOutcome, number> | null> {
  return startRepeatingJob(
    deps.log,
    async () => {
      const report = await ledger.sweepPayouts(deps);
      if (report.sent + report.failed + report.void > 0) deps.log.info(report, 'payout sweep');
      return report;
    },
    { everyMs, failed: 'payout sweep failed; the next run tries again', fallback: null },
  );
}
