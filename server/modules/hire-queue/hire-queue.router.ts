import { hireBoardInput } from '../../../shared/schemas/hiring.js';
import { input, protectedProcedure, router, staffProcedure } from '../../trpc/init.js';
import { hireQueue } from './hire-queue.service.js';

export const hireQueueRouter = router({
  /** The farmer's places in the hire queues they wait in, and the day each is expected. */
  myPlaces: protectedProcedure.query(({ ctx }) => hireQueue.myPlaces(ctx, ctx.user.id)),
  /** Staff: who was passed over for whom on a centre's day, and why. */
  skips: staffProcedure
    .input(input(hireBoardInput))
    .query(({ ctx, input }) => hireQueue.skips(ctx, input.centreId, input.day)),
});
