import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { availabilityInput } from '../../../shared/schemas/cart.js';
import { equipmentRepository, type Db } from '../catalogue/catalogue.repository.js';
import { freeUnitsByDay, type DayAvailability } from './availability.js';

export interface ProductAvailability {
  productId: number;
  stockQuantity: number;
  days: DayAvailability[];
}

export const rentalsService = {
  async availability(db: Db, input: z.output<typeof availabilityInput>, now: Date): Promise<ProductAvailability> {
    const product = await equipmentRepository.findById(db, input.productId);
    if (!product) throw new TRPCError({ code: 'NOT_FOUND', message: 'Product not found' });
    if (!product.isAvailableForRent || product.rentalPricePerDay == null) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'This item is not available for rent' });
    }
    const days = await freeUnitsByDay(db, product.id, input.from, input.to, { now });
    return { productId: product.id, stockQuantity: product.stockQuantity, days };
  },
};
