import {
  confirmEmailInput,
  emailRequestInput,
  loginInput,
  registerInput,
  resetPasswordInput,
} from '../../../shared/schemas/auth.js';
import { input, publicProcedure, router } from '../../trpc/init.js';
import { limitPerIp } from '../../trpc/rate-limit.js';
import { authLimits, authService } from './auth.service.js';

export const authRouter = router({
  /** The signed-in user ({ id, email }) or null. */
  session: publicProcedure.query(({ ctx }) => ctx.user),

  register: publicProcedure
    .use(limitPerIp(authLimits.registerPerIp))
    .input(input(registerInput))
    .mutation(async ({ ctx, input }) => {
      await authService.register(ctx, input);
      return { ok: true as const };
    }),

  login: publicProcedure
    .use(limitPerIp(authLimits.loginPerIp))
    .input(input(loginInput))
    .mutation(({ ctx, input }) => authService.login(ctx, input)),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await authService.logout(ctx);
    return { ok: true as const };
  }),

  confirmEmail: publicProcedure
    .input(input(confirmEmailInput))
    .mutation(({ ctx, input }) => authService.confirmEmail(ctx, input)),

  resendConfirmation: publicProcedure
    .use(limitPerIp(authLimits.mailRequestsPerIp))
    .input(input(emailRequestInput))
    .mutation(async ({ ctx, input }) => {
      await authService.resendConfirmation(ctx, input);
      return { ok: true as const };
    }),

  requestPasswordReset: publicProcedure
    .use(limitPerIp(authLimits.mailRequestsPerIp))
    .input(input(emailRequestInput))
    .mutation(async ({ ctx, input }) => {
      await authService.requestPasswordReset(ctx, input);
      return { ok: true as const };
    }),

  resetPassword: publicProcedure
    .input(input(resetPasswordInput))
    .mutation(({ ctx, input }) => authService.resetPassword(ctx, input)),
});
