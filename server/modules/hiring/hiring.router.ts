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
import { hiringAdminService } from './hiring-admin.service.js';
import { hiringService } from './hiring.service.js';
import { hireForProductProcedure } from './hire-offers-for-product.router.js';

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
    /** The operator collected the balance in cash. */
    recordCash: staffProcedure
      .input(input(hireJobIdInput))
      .mutation(({ ctx, input }) => hiringService.advance(ctx, input.jobId, { to: 'paid_cash' })),
    cancel: staffProcedure
      .input(input(hireJobIdInput))
      .mutation(({ ctx, input }) => hiringService.cancel(ctx, ctx.user, input.jobId, 'centre')),
  }),
});
