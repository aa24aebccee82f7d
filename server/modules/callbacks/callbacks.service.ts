import { expectCallBy, minutesWaited } from '../../../shared/callback-time.js';
import { indianMobile, maskedMobile } from '../../../shared/phone.js';
import type { CallbackBookInput } from '../../../shared/schemas/agents.js';
import type { SessionUser } from '../../deps.js';
import { refuse } from '../../errors.js';
import { assistedBooking } from '../agents/assisted-booking.js';
import { phoneAccountRepository } from '../auth/phone-accounts.repository.js';
import type { HiringDeps } from '../hiring/hire-deps.js';
import { flushSms } from '../hiring/hire-notifications.js';
import { hiringRepository } from '../hiring/hiring.repository.js';
import { smsSize } from '../../providers/sms/sms.js';
import { callbackTexts } from './callback-texts.js';
import { callbacksRepository } from './callbacks.repository.js';

/**
 * Missed calls (issue 24, item 4). A call to the shop's missed-call number reaches us through the telephony
 * provider's webhook (callbacks.webhook.ts); the caller goes on the back office's call-back queue once (calling again
 * while waiting is counted, not queued twice) and is told by SMS, in their language, by when the shop will call.
 * Staff see each caller's language, past jobs and how long they have waited, call back and book on the farmer's
 * behalf (assisted booking: the same search and pricing as /hire); the farmer gets the quote and the advance's
 * payment link by SMS.
 */

const QUEUE_LIMIT = 100;
const PAST_JOBS = 5;

export interface MissedCall {
  /** As the provider sent it ("09845012345", "+919845012345"): read by shared/phone.ts. */
  from: string;
  /** When the call came; the delivery's own time when the provider gave none. */
  calledAt: Date | null;
  provider: string;
  callId: string | null;
}

type Staff = Pick<SessionUser, 'id'>;

export const callbacksService = {
  /** Queues a call back for the caller; false when the number is not an Indian mobile (nothing to call back). */
  async missedCall(deps: HiringDeps, call: MissedCall): Promise<{ queued: boolean; created: boolean }> {
    const phone = indianMobile(call.from);
    if (!phone) {
      deps.log.info({ provider: call.provider }, 'missed call from a number that is not an Indian mobile ignored');
      return { queued: false, created: false };
    }
    const now = deps.clock.now();
    // A time from the provider in the future (a wrong clock) is taken as now.
    const calledAt = call.calledAt && call.calledAt.getTime() <= now.getTime() ? call.calledAt : now;
    const account = await phoneAccountRepository.findByPhone(deps.db, phone);
    const locale = account?.locale ?? 'kn';
    const by = expectCallBy(now);
    const recorded = await callbacksRepository.recordCall(deps.db, {
      phone,
      locale,
      provider: call.provider,
      callId: call.callId,
      calledAt,
      expectCallBy: by,
      now,
    });
    if (recorded.created) {
      const body = callbackTexts.expectCall({ by, now }, locale);
      await hiringRepository.queueSms(deps.db, {
        toPhone: phone,
        body,
        locale,
        kind: 'callbackExpected',
        jobId: null,
        segments: smsSegments(body),
        provider: deps.sms?.name ?? 'dev',
        status: (deps.sms?.name ?? 'dev') === 'dev' ? 'dev' : 'queued',
        createdAt: now,
      });
      await flushSms(deps);
    }
    deps.log.info(
      { provider: call.provider, phone: maskedMobile(phone), calls: recorded.calls, created: recorded.created },
      'missed call queued for a call back',
    );
    return { queued: true, created: recorded.created };
  },

  /** The callers waiting, longest first, with their language, past jobs and minutes waited. */
  async queue(deps: HiringDeps) {
    const now = deps.clock.now();
    const rows = await callbacksRepository.waiting(deps.db, QUEUE_LIMIT);
    const callers = [];
    for (const row of rows) {
      const account = await phoneAccountRepository.findByPhone(deps.db, row.phone);
      const jobs = account ? await hiringRepository.jobsOfUser(deps.db, account.id, PAST_JOBS) : [];
      callers.push({
        id: row.id,
        phone: row.phone,
        locale: account?.locale ?? row.locale,
        calls: row.calls,
        firstCalledAt: row.firstCalledAt,
        lastCalledAt: row.lastCalledAt,
        expectCallBy: row.expectCallBy,
        minutesWaited: minutesWaited(row.firstCalledAt, now),
        late: row.expectCallBy.getTime() < now.getTime(),
        pastJobs: jobs.map((j) => ({ id: j.id, day: j.day, status: j.status, total: j.quotedTotal })),
      });
    }
    return { now, callers };
  },

  /**
   * Staff book for the caller, on the phone with them: the farmer's number is the request's (never the browser's),
   * the booking the farmer's own (hiringService.book as the farmer), and the farmer gets the quote and the advance's
   * payment link by SMS. A request is booked once: a second staff member at the same time is refused.
   */
  async book(deps: HiringDeps, staff: Staff, input: CallbackBookInput) {
    const { requestId, ...field } = input;
    const request = await callbacksRepository.byId(deps.db, requestId);
    if (!request) refuse('NOT_FOUND', {}, 'No such call-back');
    if (request.status !== 'waiting') refuse('HIRE_JOB_STATE', { status: request.status }, 'Already handled');
    const farmer = await assistedBooking.farmerFor(deps, request.phone, request.locale);
    const jobId = await assistedBooking.bookFor(deps, farmer, {
      ...field,
      farmerPhone: request.phone,
      farmerLocale: request.locale,
    });
    const now = deps.clock.now();
    if (!(await callbacksRepository.handle(deps.db, requestId, { status: 'booked', jobId, by: staff.id, at: now }))) {
      refuse('HIRE_JOB_STATE', { status: 'booked' }, 'Another staff member handled this call-back');
    }
    await assistedBooking.sendQuote(deps, jobId);
    deps.log.info({ jobId, requestId }, 'staff booked for a missed caller');
    return { jobId };
  },

  /** The call back is done without a booking (the farmer asked something else, or did not answer twice). */
  async close(deps: HiringDeps, staff: Staff, requestId: string) {
    const done = await callbacksRepository.handle(deps.db, requestId, {
      status: 'closed',
      jobId: null,
      by: staff.id,
      at: deps.clock.now(),
    });
    if (!done) refuse('NOT_FOUND', {}, 'No such call-back waiting');
    return { closed: true };
  },
};

function smsSegments(body: string): number {
  return smsSize(body).segments;
}
