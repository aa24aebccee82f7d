import { z } from 'zod';
import { hireAssignCrewInput, hireDoneInput, hireJobIdInput } from '../../../shared/schemas/hiring.js';
import {
  providerApproveInput,
  providerCentreInput,
  providerIdInput,
  providerJobsInput,
  providerRegisterInput,
  providerServiceInput,
  rateDecisionInput,
} from '../../../shared/schemas/providers.js';
import { input, ownerProcedure, protectedProcedure, router } from '../../trpc/init.js';
import { providersService } from './providers.service.js';

/**
 * A provider's procedures: the provider comes from the session's account (providersService.approved), never from the
 * input, so every procedure below works on the caller's own centres, services and jobs only.
 */
const providerProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  const provider = await providersService.approved(ctx, ctx.user);
  return next({ ctx: { ...ctx, provider } });
});

/** A step of a job by the provider's crew: the same steps and checks as the shop's job board. */
const jobStepInput = z.discriminatedUnion('to', [
  hireAssignCrewInput.extend({ to: z.literal('crew_assigned') }),
  hireJobIdInput.extend({ to: z.literal('on_the_way') }),
  hireJobIdInput.extend({ to: z.literal('working') }),
  hireDoneInput.extend({ to: z.literal('done') }),
]);

export const providersRouter = router({
  /** Registers the signed-in account as a provider (pending until the shop's owner approves). */
  register: protectedProcedure
    .input(input(providerRegisterInput))
    .mutation(({ ctx, input }) => providersService.register(ctx, ctx.user, input)),
  /** The signed-in account's provider record (payout details masked), or null. */
  me: protectedProcedure.query(({ ctx }) => providersService.mine(ctx, ctx.user)),

  centres: providerProcedure.query(({ ctx }) => providersService.centres(ctx, ctx.provider)),
  saveCentre: providerProcedure
    .input(input(providerCentreInput))
    .mutation(({ ctx, input }) => providersService.saveCentre(ctx, ctx.provider, input)),
  services: providerProcedure.query(({ ctx }) => providersService.services(ctx, ctx.provider)),
  saveService: providerProcedure
    .input(input(providerServiceInput))
    .mutation(({ ctx, input }) => providersService.saveService(ctx, ctx.provider, input)),
  jobs: providerProcedure
    .input(input(providerJobsInput))
    .query(({ ctx, input }) => providersService.jobs(ctx, ctx.provider, input.from, input.to)),
  jobStep: providerProcedure
    .input(input(jobStepInput))
    .mutation(({ ctx, input: { jobId, ...step } }) => providersService.advanceJob(ctx, ctx.provider, jobId, step)),
  ratings: providerProcedure.query(({ ctx }) => providersService.ratings(ctx, ctx.provider)),
  // Extension point (H-E, issue 25 item 2): the provider's statement and payouts join here as providerProcedure
  // reads filtered by ctx.provider.id.

  admin: router({
    list: ownerProcedure.query(({ ctx }) => providersService.list(ctx)),
    approve: ownerProcedure
      .input(input(providerApproveInput))
      .mutation(({ ctx, input }) =>
        providersService.approve(ctx, ctx.user, input.providerId, input.commissionPercentBp),
      ),
    suspend: ownerProcedure
      .input(input(providerIdInput))
      .mutation(({ ctx, input }) => providersService.suspend(ctx, ctx.user, input.providerId)),
    rateRequests: ownerProcedure.query(({ ctx }) => providersService.rateRequests(ctx)),
    decideRate: ownerProcedure
      .input(input(rateDecisionInput))
      .mutation(({ ctx, input }) => providersService.decideRate(ctx, ctx.user, input.requestId, input.approve)),
  }),
});
