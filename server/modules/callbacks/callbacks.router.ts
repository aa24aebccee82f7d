import { callbackBookInput, callbackIdInput } from '../../../shared/schemas/agents.js';
import { input, router, staffProcedure } from '../../trpc/init.js';
import { callbacksService } from './callbacks.service.js';

/** The back office's call-back queue of missed calls: staff and owners. */
export const callbacksRouter = router({
  queue: staffProcedure.query(({ ctx }) => callbacksService.queue(ctx)),
  /** Books for the caller (assisted booking); the farmer gets the quote and the advance's link by SMS. */
  book: staffProcedure
    .input(input(callbackBookInput))
    .mutation(({ ctx, input }) => callbacksService.book(ctx, ctx.user, input)),
  close: staffProcedure
    .input(input(callbackIdInput))
    .mutation(({ ctx, input }) => callbacksService.close(ctx, ctx.user, input.requestId)),
});
