import { z } from 'zod';
import { recordId } from './ids.js';

export const SEARCH_MAX_LENGTH = 100;
export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 60;
export const PAGE_MAX = 10_000;

/** Shopper filters and orders of the catalogue, as they appear in the address (?offer=rent&sort=price_asc). */
export const catalogueOffers = ['sale', 'rent'] as const;
export const catalogueSorts = ['featured', 'newest', 'price_asc', 'price_desc', 'name'] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];

export const catalogueListInput = z
  .object({
    search: z
      .string({ error: 'Search text must be text' })
      .max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters`)
      .transform((s) => s.trim())
      .optional(),
    categoryId: recordId('Category ID').optional(),
    /** Price range in paise: the purchase price, or the daily rent when only rentals are asked for. */
    minPrice: z.number().int().min(0).max(2_147_483_647).optional(),
    maxPrice: z.number().int().min(0).max(2_147_483_647).optional(),
    offer: z.enum(catalogueOffers).optional(),
    inStock: z.boolean().optional(),
    sort: z.enum(catalogueSorts).default('featured'),
    page: z
      .number({ error: 'Page must be a number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be 1 or more')
      .max(PAGE_MAX, `Page must be at most ${PAGE_MAX}`)
      .default(1),
    pageSize: z
      .number({ error: 'Page size must be a number' })
      .int('Page size must be a whole number')
      .min(1, 'Page size must be 1 or more')
      .max(PAGE_SIZE_MAX, `Page size must be at most ${PAGE_SIZE_MAX}`)
      .default(PAGE_SIZE_DEFAULT),
  })
  .strict()
  .prefault({});
export type CatalogueListInput = z.input<typeof catalogueListInput>;

export const productIdInput = z.object({ id: recordId('Product ID') }, { error: 'Product ID is required' }).strict();
export type ProductIdInput = z.input<typeof productIdInput>;
