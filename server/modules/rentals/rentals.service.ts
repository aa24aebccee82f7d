import type { z } from 'zod';
import { isOfferedForRent } from '../../../shared/offers.js';
import type { availabilityInput } from '../../../shared/schemas/cart.js';
import { refuse } from '../../errors.js';
import type { Db } from '../../db/db.js';
import { equipmentRepository } from '../catalogue/catalogue.repository.js';
import { freeUnitsByDay, type DayAvailability } from './availability.js';
import { queueOfUser, type QueuePlaceView } from './hold-queue.js';

export interface ProductAvailability {
  productId: number;
  stockQuantity: number;
  /** The calendar offers no return day that makes a rental shorter than this. */
  minimumRentalDays: number;
  days: DayAvailability[];
}

export const rentalsService = {
  async availability(db: Db, input: z.output<typeof availabilityInput>, now: Date): Promise<ProductAvailability> {
    const product = await equipmentRepository.findById(db, input.productId);
    if (!product) refuse('PRODUCT_NOT_FOUND', {}, 'Product not found');
    if (!isOfferedForRent(product)) {
      refuse(
        'NOT_FOR_RENT',
        { product: { name: product.name, nameKn: product.nameKn } },
        'This item is not available for rent',
      );
    }
    const days = await freeUnitsByDay(db, product.id, input.from, input.to, { now });
    return {
      productId: product.id,
      stockQuantity: product.stockQuantity,
      minimumRentalDays: product.minimumRentalDays,
      days,
    };
  },
  /** Where the buyer stands in line for units others hold (hold-queue.ts); a turn that came is seen at once. */
  async queueOf(db: Db, userId: string, now: Date): Promise<QueuePlaceView[]> {
    return queueOfUser(db, userId, now);
  },
};
