import { z } from 'zod';
import { fieldConfirmInput, fieldDisputeInput, fieldReadingInput } from '../../../shared/schemas/field-work.js';
import { hireJobIdInput } from '../../../shared/schemas/hiring.js';
import { input, protectedProcedure, router, staffProcedure } from '../../trpc/init.js';
import { fieldWork } from './field-work.service.js';

/** Work measured at the field: the operator's phone, the farmer's confirmation or dispute, the staff's disputes. */
export const fieldWorkRouter = router({
  /** The signed-in operator's jobs of today and tomorrow. */
  myJobs: protectedProcedure.query(({ ctx }) => fieldWork.myJobs(ctx, ctx.user)),
  /** One reading from the operator's phone (start, stop, boundary, photo), kept once under the phone's id. */
  record: protectedProcedure
    .input(input(fieldReadingInput))
    .mutation(({ ctx, input }) => fieldWork.record(ctx, ctx.user, input)),
  measurement: protectedProcedure
    .input(input(hireJobIdInput))
    .query(({ ctx, input }) => fieldWork.measurement(ctx, ctx.user, input.jobId)),
  confirm: protectedProcedure
    .input(input(fieldConfirmInput))
    .mutation(({ ctx, input }) => fieldWork.confirm(ctx, ctx.user, input.jobId, input.code)),
  resendCode: protectedProcedure
    .input(input(hireJobIdInput))
    .mutation(({ ctx, input }) => fieldWork.resendCode(ctx, ctx.user, input.jobId)),
  dispute: protectedProcedure
    .input(input(fieldDisputeInput))
    .mutation(({ ctx, input }) => fieldWork.dispute(ctx, ctx.user, input.jobId, input.note)),
  disputes: staffProcedure.query(({ ctx }) => fieldWork.disputes(ctx)),
  resolve: staffProcedure
    .input(input(z.object({ jobId: z.string().uuid(), note: z.string().trim().min(1).max(500) })))
    .mutation(({ ctx, input }) => fieldWork.resolve(ctx, ctx.user, input.jobId, input.note)),
});
