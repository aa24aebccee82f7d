import { adminOrderIdInput, customerCancelInput } from '../../../shared/schemas/admin.js';
import { input, protectedProcedure, router } from '../../trpc/init.js';
import { orderLifeService } from '../orders/order-life.service.js';

/** A farmer cancelling their own rental from /orders: first the refund they would get, then the cancellation. */
export const cancellationsRouter = router({
  quote: protectedProcedure
    .input(input(adminOrderIdInput))
    .query(({ ctx, input }) => orderLifeService.quote(ctx, ctx.user, input.orderId)),
  cancel: protectedProcedure
    .input(input(customerCancelInput))
    .mutation(({ ctx, input }) => orderLifeService.cancel(ctx, ctx.user, input, 'customer')),
});
