import {
  confirmEmailInput,
  emailRequestInput,
  loginInput,
  registerInput,
  resetPasswordInput,
} from '../../../shared/schemas/auth.js';
import {
  addEmailInput,
  addPhoneInput,
  addPhoneRequestInput,
  phoneCodeRequestInput,
  phoneLoginInput,
  phoneSignInInput,
  setPasswordInput,
} from '../../../shared/schemas/phone-auth.js';
import { input, protectedProcedure, publicProcedure, router } from '../../trpc/init.js';
import { limitPerIp } from '../../trpc/rate-limit.js';
import { authLimits, authService } from './auth.service.js';
import { phoneAuthService, phoneLimits } from './phone-auth.service.js';

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

  // Accounts by mobile number (issue 24): a code by SMS registers or signs in; a password is optional.

  /** Sends a sign-in code to the number: the same answer whether or not it has an account. */
  requestPhoneCode: publicProcedure.input(input(phoneCodeRequestInput)).mutation(async ({ ctx, input }) => {
    await phoneAuthService.requestSignInCode(ctx, input);
    return { ok: true as const };
  }),

  /** Signs in to the number's account with its code, creating the account when the number has none. */
  signInWithPhoneCode: publicProcedure
    .use(limitPerIp(authLimits.loginPerIp))
    .input(input(phoneSignInInput))
    .mutation(({ ctx, input }) => phoneAuthService.signInWithCode(ctx, input)),

  /** The number and a password, for an account that chose one. */
  loginWithPhone: publicProcedure
    .use(limitPerIp(phoneLimits.loginPerIp))
    .input(input(phoneLoginInput))
    .mutation(({ ctx, input }) => phoneAuthService.loginWithPassword(ctx, input)),

  requestAddPhoneCode: protectedProcedure.input(input(addPhoneRequestInput)).mutation(async ({ ctx, input }) => {
    await phoneAuthService.requestAddPhoneCode(ctx, ctx.user, input);
    return { ok: true as const };
  }),

  addPhone: protectedProcedure
    .input(input(addPhoneInput))
    .mutation(({ ctx, input }) => phoneAuthService.addPhone(ctx, ctx.user, input)),

  addEmail: protectedProcedure
    .use(limitPerIp(authLimits.mailRequestsPerIp))
    .input(input(addEmailInput))
    .mutation(async ({ ctx, input }) => {
      await phoneAuthService.addEmail(ctx, ctx.user, input);
      return { ok: true as const };
    }),

  setPassword: protectedProcedure.input(input(setPasswordInput)).mutation(async ({ ctx, input }) => {
    await phoneAuthService.setPassword(ctx, ctx.user, input);
    return { ok: true as const };
  }),
});
