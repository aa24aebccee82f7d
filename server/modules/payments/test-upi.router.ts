import { upiApprovalInput, upiPaymentInput } from '../../../shared/schemas/test-upi.js';
import { input, protectedProcedure, publicProcedure, router } from '../../trpc/init.js';
import { testUpiService } from './test-upi.service.js';

/**
 * UPI in test mode (payments.testUpi.*): the shop's payment step starts and polls a UPI request; the simulated UPI
 * app approves or declines it. The app is authorised by the payment's client secret in its address, never by a
 * session: a real UPI app knows nothing of the shop's. All of it answers NOT_FOUND unless the test provider is on.
 */
export const testUpiRouter = router({
  start: protectedProcedure
    .input(input(upiPaymentInput))
    .mutation(({ ctx, input }) => testUpiService.start(ctx, ctx.user, input.clientSecret)),
  status: publicProcedure
    .input(input(upiPaymentInput))
    .query(({ ctx, input }) => testUpiService.status(ctx, input.clientSecret)),
  app: publicProcedure
    .input(input(upiPaymentInput))
    .query(({ ctx, input }) => testUpiService.app(ctx, input.clientSecret)),
  approve: publicProcedure
    .input(input(upiApprovalInput))
    .mutation(({ ctx, input }) => testUpiService.approve(ctx, input)),
  decline: publicProcedure
    .input(input(upiPaymentInput))
    .mutation(({ ctx, input }) => testUpiService.decline(ctx, input.clientSecret)),
});
