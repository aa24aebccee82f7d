import { z } from 'zod';
import type { catalogueListInput } from '../../../shared/schemas/catalogue.js';
import { refuse } from '../../errors.js';
import type { Db } from '../../db/db.js';
import {
  categoryRepository,
  equipmentRepository,
  type CatalogueItem,
  type ProductView,
} from './catalogue.repository.js';

export const FEATURED_COUNT = 3;
/** Beyond this many matches the page says '1000+ products found'. */
export const COUNT_CAP = 1000;

export interface EquipmentPage {
  items: CatalogueItem[];
  /** Exact up to COUNT_CAP; when `totalIsCapped`, there are more than `total` matches. */
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
  hasNextPage: boolean;
}

export const catalogueService = {
  featured(db: Db) {
    return equipmentRepository.first(db, FEATURED_COUNT);
  },

  categories(db: Db) {
    return categoryRepository.all(db);
  },

  async list(db: Db, input: z.output<typeof catalogueListInput>): Promise<EquipmentPage> {
    const filter = {
      search: input.search || undefined,
      categoryId: input.categoryId,
      minPrice: input.minPrice,
      maxPrice: input.maxPrice,
      offer: input.offer,
      inStock: input.inStock,
    };
    const offset = (input.page - 1) * input.pageSize;
    // One row more than the page tells whether a next page exists even past the counting cap.
    const [rows, counted] = await Promise.all([
      equipmentRepository.list(db, { ...filter, sort: input.sort, limit: input.pageSize + 1, offset }),
      equipmentRepository.countUpTo(db, filter, COUNT_CAP + 1),
    ]);
    const hasNextPage = rows.length > input.pageSize;
    const items = hasNextPage ? rows.slice(0, input.pageSize) : rows;
    const totalIsCapped = counted > COUNT_CAP;
    const total = totalIsCapped ? COUNT_CAP : counted;
    const pageCount = totalIsCapped
      ? Math.max(Math.ceil(total / input.pageSize), input.page + (hasNextPage ? 1 : 0))
      : Math.ceil(total / input.pageSize);
    return { items, total, totalIsCapped, page: input.page, pageSize: input.pageSize, pageCount, hasNextPage };
  },

  async byId(db: Db, id: number): Promise<ProductView> {
    const item = await equipmentRepository.findProduct(db, id);
    if (!item) refuse('PRODUCT_NOT_FOUND', {}, 'Product not found');
    return item;
  },
};
