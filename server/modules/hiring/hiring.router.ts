import { z } from 'zod';
import { confirmTestPaymentInput } from '../../../shared/schemas/checkout.js';
import {
  hireAssignCrewInput,
  hireBoardInput,
  hireBookInput,
  hireCentreInput,
  hireDoneInput,
  hireJobIdInput,
  hireRateInput,
  hireSearchInput,
  hireServiceInput,
  hireWaitlistInput,
  placeSearchInput,
} from '../../../shared/schemas/hiring.js';
import { recordId } from '../../../shared/schemas/ids.js';
import { input, ownerProcedure, protectedProcedure, publicProcedure, router, staffProcedure } from '../../trpc/init.js';
import { gazetteer } from './gazetteer.js';
import { hireBalance } from './hire-balance.js';
import { hiringAdminService } from './hiring-admin.service.js';
import { hiringService } from './hiring.service.js';
import { hireForProductProcedure } from './hire-offers-for-product.router.js';

/** Cash the crew received for a balance, in paise: it must be exactly the balance (the job board always sends it). */
const hireCashInput = hireJobIdInput.extend({ amount: z.number().int().min(1).max(100_000_000) });

export const hiringRouter = router({
  /** Karnataka places by PIN code or village name (English, or a Kannada town or district name). */
  places: publicProcedure.input(input(placeSearchInput)).query(({ input }) => gazetteer.search(input.q)),
  /** Centres whose crews reach the field, with the full price up front, the advance and the rating. */
  search: publicProcedure.input(input(hireSearchInput)).query(({ ctx, input }) => hiringService.search(ctx, input)),
  forProduct: hireForProductProcedure,
  service: publicProcedure
    .input(input(z.object({ serviceId: recordId('Service ID') })))
    .query(({ ctx, input }) => hiringService.service(ctx, input.serviceId)),
  book: protectedProcedure
    .input(input(hireBookInput))
    .mutation(({ ctx, input }) => hiringService.book(ctx, ctx.user, input)),
  joinWaitlist: protectedProcedure
    .input(input(hireWaitlistInput))
    .mutation(({ ctx, input }) => hiringService.joinWaitlist(ctx, ctx.user, input)),
  /** Starts paying what the farmer owes now: the advance of a pending job or the balance of a billed one. */
  pay: protectedProcedure
    .input(input(hireJobIdInput))
    .mutation(({ ctx, input }) => hiringService.pay(ctx, ctx.user, input.jobId)),
  completePayment: protectedProcedure
    .input(input(hireJobIdInput))
    .mutation(({ ctx, input }) => hiringService.completePayment(ctx, ctx.user.id, input.jobId)),
  confirmTestPayment: protectedProcedure
    .input(input(confirmTestPaymentInput))
    .mutation(({ ctx, input }) => hiringService.confirmTestPayment(ctx, ctx.user, input)),
  myJobs: protectedProcedure.query(({ ctx }) => hiringService.myJobs(ctx, ctx.user)),
  job: protectedProcedure
    .input(input(hireJobIdInput))
    .query(({ ctx, input }) => hiringService.job(ctx, ctx.user, input.jobId)),
  cancel: protectedProcedure
    .input(input(hireJobIdInput))
    .mutation(({ ctx, input }) => hiringService.cancel(ctx, ctx.user, input.jobId, 'farmer')),
  acceptBill: protectedProcedure
    .input(input(hireJobIdInput))
    .mutation(({ ctx, input }) => hiringService.acceptBill(ctx, ctx.user, input.jobId)),
  rate: protectedProcedure
    .input(input(hireRateInput))
    .mutation(({ ctx, input }) => hiringService.rate(ctx, ctx.user, input)),
  /** Where a job's balance stands and how it was paid: staff and the job's own farmer. */
  balance: protectedProcedure
    .input(input(hireJobIdInput))
    .query(({ ctx, input }) => hireBalance.state(ctx, ctx.user, input.jobId)),

  admin: router({
    centres: staffProcedure.query(({ ctx }) => hiringAdminService.centres(ctx)),
    services: staffProcedure
      .input(input(z.object({ centreId: recordId('Centre ID') })))
      .query(({ ctx, input }) => hiringAdminService.services(ctx, input.centreId)),
    saveCentre: ownerProcedure
      .input(input(hireCentreInput))
      .mutation(({ ctx, input }) => hiringAdminService.saveCentre(ctx, input)),
    saveService: ownerProcedure
      .input(input(hireServiceInput))
      .mutation(({ ctx, input }) => hiringAdminService.saveService(ctx, input)),
    /** The job board of a centre and day. */
    board: staffProcedure
      .input(input(hireBoardInput))
      .query(({ ctx, input }) => hiringService.board(ctx, input.centreId, input.day)),
    assignCrew: staffProcedure
      .input(input(hireAssignCrewInput))
      .mutation(({ ctx, input: { jobId, ...crew } }) =>
        hiringService.advance(ctx, jobId, { to: 'crew_assigned', ...crew }),
      ),
    onTheWay: staffProcedure
      .input(input(hireJobIdInput))
      .mutation(({ ctx, input }) => hiringService.advance(ctx, input.jobId, { to: 'on_the_way' })),
    working: staffProcedure
      .input(input(hireJobIdInput))
      .mutation(({ ctx, input }) => hiringService.advance(ctx, input.jobId, { to: 'working' })),
    done: staffProcedure
      .input(input(hireDoneInput))
      .mutation(({ ctx, input: { jobId, measured, photoUrl } }) =>
        hiringService.advance(ctx, jobId, { to: 'done', measured, photoUrl }),
      ),
    /** A single-use UPI QR for exactly the balance, shown at the field: staff, or the job's own farmer. */
    balanceQr: protectedProcedure
      .input(input(hireJobIdInput))
      .mutation(({ ctx, input }) => hiringAdminService.balanceQr(ctx, ctx.user, input.jobId)),
    /** A payment link for the balance sent to the farmer's phone by SMS: staff, or the job's own farmer. */
    balanceLink: protectedProcedure
      .input(input(hireJobIdInput))
      .mutation(({ ctx, input }) => hiringAdminService.balanceLink(ctx, ctx.user, input.jobId)),
    /** The operator collected the balance in cash: recorded by a staff member, with an SMS receipt. */
    recordCash: staffProcedure
      .input(input(hireCashInput))
      .mutation(({ ctx, input }) => hiringAdminService.recordCash(ctx, ctx.user, input.jobId, input.amount)),
    cancel: staffProcedure
      .input(input(hireJobIdInput))
      .mutation(({ ctx, input }) => hiringService.cancel(ctx, ctx.user, input.jobId, 'centre')),
  }),
});
