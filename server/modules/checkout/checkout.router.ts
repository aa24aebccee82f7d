import { confirmTestPaymentInput, orderIdInput, shippingAddressSchema } from '../../../shared/schemas/checkout.js';
import { input, protectedProcedure, publicProcedure, router } from '../../trpc/init.js';
import { rentalsService } from '../rentals/rentals.service.js';
import { checkoutService } from './checkout.service.js';

export const checkoutRouter = router({
  /** Which card input the browser shows: Stripe's (with the publishable key) or the built-in test form. */
  paymentConfig: publicProcedure.query(({ ctx }) => ctx.payments.clientConfig()),
  shippingDefaults: protectedProcedure.query(({ ctx }) => checkoutService.shippingDefaults(ctx, ctx.user.id)),
  start: protectedProcedure
    .input(input(shippingAddressSchema))
    .mutation(({ ctx, input }) => checkoutService.start(ctx, ctx.user.id, input)),
  /** The buyer's places in line for units others hold, and until when a unit is kept for them when it is their turn. */
  queue: protectedProcedure.query(({ ctx }) => rentalsService.queueOf(ctx.db, ctx.user.id, ctx.clock.now())),
  complete: protectedProcedure
    .input(input(orderIdInput))
    .mutation(({ ctx, input }) => checkoutService.complete(ctx, ctx.user.id, input.orderId)),
  confirmTestPayment: protectedProcedure
    .input(input(confirmTestPaymentInput))
    .mutation(({ ctx, input }) => checkoutService.confirmTestPayment(ctx, ctx.user.id, input)),
});
