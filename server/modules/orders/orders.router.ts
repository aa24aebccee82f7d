import { orderByIdInput, ordersListInput } from '../../../shared/schemas/orders.js';
import { input, protectedProcedure, router } from '../../trpc/init.js';
import { ordersService } from './orders.service.js';

export const ordersRouter = router({
  list: protectedProcedure
    .input(input(ordersListInput))
    .query(({ ctx, input }) => ordersService.list(ctx.db, ctx.user.id, input)),
  byId: protectedProcedure
    .input(input(orderByIdInput))
    .query(({ ctx, input }) => ordersService.byId(ctx.db, ctx.user.id, input.id)),
});
