import { catalogueListInput, productIdInput } from '../../../shared/schemas/catalogue.js';
import { input, publicProcedure, router } from '../../trpc/init.js';
import { catalogueService } from './catalogue.service.js';

export const catalogueRouter = router({
  featured: publicProcedure.query(({ ctx }) => catalogueService.featured(ctx.db)),
  categories: publicProcedure.query(({ ctx }) => catalogueService.categories(ctx.db)),
  list: publicProcedure
    .input(input(catalogueListInput))
    .query(({ ctx, input }) => catalogueService.list(ctx.db, input)),
  byId: publicProcedure.input(input(productIdInput)).query(({ ctx, input }) => catalogueService.byId(ctx.db, input.id)),
});
