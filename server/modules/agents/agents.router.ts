import { TRPCError } from '@trpc/server';
import { agentConfirmInput, agentJobInput, assistedBookInput } from '../../../shared/schemas/agents.js';
import { input, protectedProcedure, router } from '../../trpc/init.js';
import { agentsService } from './agents.service.js';

/** Village agents only: the role comes from the users row read with the session, never from the browser. */
const agentProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'agent') throw new TRPCError({ code: 'FORBIDDEN', message: 'This page is for village agents' });
  return next({ ctx });
});

export const agentsRouter = router({
  /** Books a hire job for a farmer by their mobile number; held until the farmer's code comes back. */
  book: agentProcedure
    .input(input(assistedBookInput))
    .mutation(({ ctx, input }) => agentsService.book(ctx, ctx.user, input)),
  resendCode: agentProcedure
    .input(input(agentJobInput))
    .mutation(({ ctx, input }) => agentsService.resendCode(ctx, ctx.user, input.jobId)),
  confirm: agentProcedure
    .input(input(agentConfirmInput))
    .mutation(({ ctx, input }) => agentsService.confirm(ctx, ctx.user, input)),
  myJobs: agentProcedure.query(({ ctx }) => agentsService.myJobs(ctx, ctx.user)),
});
