import type { SessionUser } from '../../deps.js';
import { hireBooking } from './hire-booking.js';
import type { HiringDeps } from './hire-deps.js';
import { hireJobLife } from './hire-job-life.service.js';
import { hirePayments } from './hire-payments.js';
import { hireViews } from './hire-views.js';

export type { HiringDeps } from './hire-deps.js';
export type { HireOffer } from './hire-booking.js';
export { BOOKING_HOLD_MS, OFFER_HOLD_MS } from './hire-capacity.js';

/**
 * The hiring service as the router and other modules see it, put together from its parts:
 * hire-booking.ts (search, holding a crew, the waiting list), hire-capacity.ts (which crew, freed time offered
 * on), hire-job-life.service.ts (holds running out, cancelling, the centre's steps, bills, ratings),
 * hire-payments.ts (advance and balance, refunds), hire-views.ts (what is shown, who may see a job) and
 * hire-notifications.ts (SMS). The rules of the job's life are shared/hire-job-life.ts; every query is in
 * hiring.repository.ts.
 */
export const hiringService = {
  search: hireBooking.search,
  book: hireBooking.book,
  joinWaitlist: hireBooking.joinWaitlist,
  pay: hirePayments.pay,
  completePayment: hirePayments.completePayment,
  confirmTestPayment: hirePayments.confirmTestPayment,
  releaseExpired: hireJobLife.releaseExpired,
  cancel: hireJobLife.cancel,
  acceptBill: hireJobLife.acceptBill,
  advance: hireJobLife.advance,
  rate: hireJobLife.rate,
  job: hireViews.job,
  service: hireViews.service,

  /** The farmer's jobs and places on waiting lists, after ending the holds that ran out. */
  async myJobs(deps: HiringDeps, user: SessionUser) {
    await hireJobLife.releaseExpired(deps);
    return hireViews.myJobs(deps, user);
  },

  /** The job board of a centre and day, after ending the holds that ran out. */
  async board(deps: HiringDeps, centreId: number, day: string) {
    await hireJobLife.releaseExpired(deps);
    return hireViews.board(deps, centreId, day);
  },
};
