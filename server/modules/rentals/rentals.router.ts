import { availabilityInput } from '../../../shared/schemas/cart.js';
import { input, publicProcedure, router } from '../../trpc/init.js';
import { rentalsService } from './rentals.service.js';

export const rentalsRouter = router({
  /** Free units per day, for the date picker (two months at a time). */
  availability: publicProcedure
    .input(input(availabilityInput))
    .query(({ ctx, input }) => rentalsService.availability(ctx.db, input, ctx.clock.now())),
});
