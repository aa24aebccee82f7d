import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { catalogueListInput } from '../../../shared/schemas/catalogue.js';
import { categoryRepository, equipmentRepository, type Db, type Equipment } from './catalogue.repository.js';

export const FEATURED_COUNT = 3;

export interface EquipmentPage {
  items: Equipment[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export const catalogueService = {
  featured(db: Db) {
    return equipmentRepository.first(db, FEATURED_COUNT);
  },

  categories(db: Db) {
    return categoryRepository.all(db);
  },

  async list(db: Db, input: z.output<typeof catalogueListInput>): Promise<EquipmentPage> {
    const filter = { search: input.search || undefined, categoryId: input.categoryId };
    const [items, total] = await Promise.all([
      equipmentRepository.list(db, { ...filter, limit: input.pageSize, offset: (input.page - 1) * input.pageSize }),
      equipmentRepository.count(db, filter),
    ]);
    return { items, total, page: input.page, pageSize: input.pageSize, pageCount: Math.ceil(total / input.pageSize) };
  },

  async byId(db: Db, id: number): Promise<Equipment> {
    const item = await equipmentRepository.findById(db, id);
    if (!item) throw new TRPCError({ code: 'NOT_FOUND', message: 'Product not found' });
    return item;
  },
};
