import type { AppDeps } from '../../deps.js';
import type { SmsSender } from '../../providers/sms/sms.js';

/** What every part of hiring receives: tests pass their own database, clock, payments and SMS sender. */
export type HiringDeps = Pick<AppDeps, 'db' | 'clock' | 'log' | 'payments'> & { sms?: SmsSender };
