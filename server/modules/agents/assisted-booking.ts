import { maskedMobile } from '../../../shared/phone.js';
import type { AssistedBookInput } from '../../../shared/schemas/agents.js';
import type { SessionUser } from '../../deps.js';
import { refuse } from '../../errors.js';
import { accountForPhone, phoneAccountRepository } from '../auth/phone-accounts.repository.js';
import type { HiringDeps } from '../hiring/hire-deps.js';
import { flushSms, queueSms } from '../hiring/hire-notifications.js';
import { hirePayments } from '../hiring/hire-payments.js';
import { hiringService } from '../hiring/hiring.service.js';
import { hiringRepository } from '../hiring/hiring.repository.js';
import { assistedTexts } from './assisted-texts.js';

/**
 * Booking on a farmer's behalf (issue 24, items 4 and 5): the shop's staff after a missed call, or a village agent.
 * The farmer is found (or given an account) by their mobile number, and the job is booked with the same search,
 * pricing, holds and waiting list as the farmer's own booking on /hire (`hiringService.book`, as the farmer). The
 * farmer then gets the quote and a payment link for the advance by SMS, in their language: the advance is paid
 * through the hire payment path (the link's payment is the job's advance payment, completed by the provider's webhook
 * like any other). The link is made when the job is booked and sent once the booking stands.
 */

export interface Farmer {
  user: Pick<SessionUser, 'id'>;
  phone: string;
  locale: 'en' | 'kn';
}

/** The farmer with this number (E.164 from shared/phone.ts), given a phone-only account when there is none. */
async function farmerFor(deps: HiringDeps, e164: string, locale: 'en' | 'kn'): Promise<Farmer> {
  await accountForPhone(deps.db, e164, locale, deps.clock.now());
  const account = await phoneAccountRepository.findByPhone(deps.db, e164);
  if (!account) refuse('NOT_FOUND', {}, 'No account for this number');
  return { user: { id: account.id }, phone: e164, locale: account.locale };
}

/** Books the job as the farmer; the crew is held (pending) until the advance is paid. Returns the job's id. */
async function bookFor(deps: HiringDeps, farmer: Farmer, input: AssistedBookInput): Promise<string> {
  const { farmerPhone: _phone, farmerLocale: _locale, ...field } = input;
  const booked = await hiringService.book(
    deps,
    farmer.user,
    { ...field, phone: farmer.phone },
    { channel: 'payment_link' },
  );
  return booked.jobId;
}

/**
 * Sends the farmer the quote and a payment link for the advance (or says it is booked when there is no advance).
 * The link's payment becomes the job's advance payment; the same job always gets the same link (its key).
 */
async function sendQuote(deps: HiringDeps, jobId: string): Promise<{ paymentId: string | null }> {
  const job = await hiringRepository.job(deps.db, jobId);
  if (!job) refuse('NOT_FOUND', {}, 'Job not found');
  const facts = { day: job.day, slot: job.slot, total: job.quotedTotal };
  if (job.status !== 'pending') {
    if (job.status !== 'booked') refuse('HIRE_JOB_STATE', { status: job.status }, `The job is ${job.status}`);
    await queueSms(deps.db, deps, job, 'assistedBooked', assistedTexts.bookedNoAdvance(facts, job.locale));
    await flushSms(deps);
    return { paymentId: null };
  }
  // The hire payment path's own link (hire-payments.ts): the same job always gets the same link.
  const started = await hirePayments.startPayment(deps, job, 'advance', 'payment_link');
  if (!started.url) refuse('PAYMENT_SERVICE_UNAVAILABLE', {}, 'The payment provider gave no link');
  const until = job.reservedUntil ?? deps.clock.now();
  const text = assistedTexts.quote({ ...facts, advance: job.advance, until, url: started.url }, job.locale);
  await queueSms(deps.db, deps, job, 'assistedQuote', text);
  await flushSms(deps);
  deps.log.info({ jobId, phone: maskedMobile(job.phone) }, 'assisted booking: quote and advance link sent');
  return { paymentId: (await hiringRepository.job(deps.db, jobId))?.advancePaymentId ?? null };
}

export const assistedBooking = { farmerFor, bookFor, sendQuote };
