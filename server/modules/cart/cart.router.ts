import {
  cartAddInput,
  cartLineKeyInput,
  cartSetRentalDatesInput,
  cartUpdateQuantityInput,
  guestCartInput,
} from '../../../shared/schemas/cart.js';
import { input, protectedProcedure, publicProcedure, router } from '../../trpc/init.js';
import { cartService } from './cart.service.js';

/** The signed-in user's saved cart; `preview` prices a guest's cart without saving anything. */
export const cartRouter = router({
  get: protectedProcedure.query(({ ctx }) => cartService.get(ctx, ctx.user.id)),
  preview: publicProcedure.input(input(guestCartInput)).query(({ ctx, input }) => cartService.preview(ctx, input)),
  add: protectedProcedure
    .input(input(cartAddInput))
    .mutation(({ ctx, input }) => cartService.add(ctx, ctx.user.id, input)),
  updateQuantity: protectedProcedure
    .input(input(cartUpdateQuantityInput))
    .mutation(({ ctx, input }) => cartService.updateQuantity(ctx, ctx.user.id, input)),
  setRentalDates: protectedProcedure
    .input(input(cartSetRentalDatesInput))
    .mutation(({ ctx, input }) => cartService.setRentalDates(ctx, ctx.user.id, input)),
  remove: protectedProcedure
    .input(input(cartLineKeyInput))
    .mutation(({ ctx, input }) => cartService.remove(ctx, ctx.user.id, input)),
  clear: protectedProcedure.mutation(({ ctx }) => cartService.clear(ctx, ctx.user.id)),
  merge: protectedProcedure
    .input(input(guestCartInput))
    .mutation(({ ctx, input }) => cartService.merge(ctx, ctx.user.id, input)),
});
