import { productIdInput } from '../../../shared/schemas/catalogue.js';
import { input, publicProcedure } from '../../trpc/init.js';
import { hireOffersForProduct } from './hire-offers-for-product.service.js';

/** hiring.forProduct: the product page's "hire it with a driver from ₹X" line, or null when no centre offers it. */
export const hireForProductProcedure = publicProcedure
  .input(input(productIdInput))
  .query(({ ctx, input }) => hireOffersForProduct.ofProduct(ctx, input.id));
