import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { PhotoRef } from '../../../shared/photos.js';
import type { CatalogueSort } from '../../../shared/schemas/catalogue.js';
import type { Db } from '../../db/db.js';
import type { Database, EquipmentTable } from '../../db/types.js';

export const equipmentColumns = [
  'equipment.id',
  'equipment.name',
  'equipment.nameKn',
  'equipment.description',
  'equipment.descriptionKn',
  'equipment.categoryId',
  'equipment.price',
  'equipment.rentalPricePerDay',
  'equipment.imageUrl',
  'equipment.isAvailableForSale',
  'equipment.isAvailableForRent',
  'equipment.stockQuantity',
  'equipment.brand',
  'equipment.model',
  'equipment.modelYear',
  'equipment.horsepower',
  'equipment.condition',
  'equipment.hoursUsed',
  'equipment.warrantyMonths',
  'equipment.features',
  'equipment.featuresKn',
  'equipment.minimumRentalDays',
  'equipment.bufferDays',
  'equipment.securityDeposit',
  'equipment.createdAt',
] as const;

type Unprefixed<C> = C extends `equipment.${infer Column}` ? Column : never;

/**
 * A machine as the catalogue reads it: the columns above, with specifications (null when not known; the product
 * page's table) and rental terms (shortest rental, service days after each return, refundable deposit per unit).
 */
export type Equipment = Pick<Selectable<EquipmentTable>, Unprefixed<(typeof equipmentColumns)[number]>>;

/** A machine in a list or grid: its main photo (the first in staff's order), when it has uploaded ones. */
export interface CatalogueItem extends Equipment {
  photo: PhotoRef | null;
}

/** A machine on its own page: every uploaded photo in staff's order. */
export interface ProductView extends Equipment {
  photos: PhotoRef[];
}

/** The machine's photos in staff's order, as the shared helper expands them (shared/photos.ts). */
function photosOf(eb: ExpressionBuilder<Database, 'equipment'>) {
  return eb
    .selectFrom('equipmentPhotos')
    .select([
      'equipmentPhotos.storageKey as key',
      'equipmentPhotos.widths',
      'equipmentPhotos.width',
      'equipmentPhotos.height',
    ])
    .whereRef('equipmentPhotos.equipmentId', '=', 'equipment.id')
    .orderBy('equipmentPhotos.position')
    .orderBy('equipmentPhotos.createdAt');
}

function mainPhoto(eb: ExpressionBuilder<Database, 'equipment'>) {
  return jsonObjectFrom(photosOf(eb).limit(1)).as('photo');
}

export interface Category {
  id: number;
  name: string;
  nameKn: string;
}

/** LIKE treats % _ and \ specially; a farmer's search text must match literally. */
export function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ListFilter {
  search?: string | undefined;
  categoryId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  offer?: 'sale' | 'rent' | undefined;
  inStock?: boolean | undefined;
  sort?: CatalogueSort | undefined;
  limit: number;
  offset: number;
}

/** The price a range filters and a sort orders by: the daily rent when only rentals are shown, else the price. */
function priceColumn(filter: Pick<ListFilter, 'offer'>) {
  return filter.offer === 'rent' ? ('equipment.rentalPricePerDay' as const) : ('equipment.price' as const);
}

type FilterFields = Pick<ListFilter, 'search' | 'categoryId' | 'minPrice' | 'maxPrice' | 'offer' | 'inStock'>;

function filtered(db: Db, filter: FilterFields) {
  // Archived machines leave the shop's lists; their orders still name them.
  let query = db.selectFrom('equipment').where('equipment.archivedAt', 'is', null);
  if (filter.search) query = query.where('equipment.searchText', 'like', likeContains(filter.search));
  if (filter.categoryId !== undefined) query = query.where('equipment.categoryId', '=', filter.categoryId);
  if (filter.offer === 'sale') query = query.where('equipment.isAvailableForSale', '=', true);
  if (filter.offer === 'rent') query = query.where('equipment.isAvailableForRent', '=', true);
  if (filter.inStock) query = query.where('equipment.stockQuantity', '>', 0);
  if (filter.minPrice !== undefined) query = query.where(priceColumn(filter), '>=', filter.minPrice);
  if (filter.maxPrice !== undefined) query = query.where(priceColumn(filter), '<=', filter.maxPrice);
  return query;
}

export const equipmentRepository = {
  async first(db: Db, limit: number): Promise<CatalogueItem[]> {
    return db
      .selectFrom('equipment')
      .select(equipmentColumns)
      .select(mainPhoto)
      .where('equipment.archivedAt', 'is', null)
      .orderBy('equipment.id')
      .limit(limit)
      .execute();
  },

  async list(db: Db, filter: ListFilter): Promise<CatalogueItem[]> {
    let query = filtered(db, filter).select(equipmentColumns).select(mainPhoto);
    // Each order ends on the id, so pages never overlap; migration 20261124T0026 indexes each of them.
    switch (filter.sort ?? 'featured') {
      case 'newest':
        query = query.orderBy('equipment.createdAt', 'desc').orderBy('equipment.id', 'desc');
        break;
      case 'price_asc':
        query = query.orderBy(priceColumn(filter), 'asc').orderBy('equipment.id');
        break;
      case 'price_desc':
        query = query.orderBy(priceColumn(filter), 'desc').orderBy('equipment.id', 'desc');
        break;
      case 'name':
        query = query.orderBy('equipment.name').orderBy('equipment.id');
        break;
      case 'featured':
        query = query.orderBy('equipment.id');
        break;
    }
    return query.limit(filter.limit).offset(filter.offset).execute();
  },

  /** Counts matches up to `cap`: an exact count over a common word costs a full scan at scale. */
  async countUpTo(db: Db, filter: FilterFields, cap: number): Promise<number> {
    const row = await db
      .selectFrom(filtered(db, filter).select('equipment.id').limit(cap).as('matches'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  },

  /**
   * Up to `limit` items for a sentence rather than a search term (the assistant's grounding), best first: each
   * word found in the name counts three, in the description one; ties in catalogue order. Only the first
   * `candidates` matching items are ranked, so common words ('tractor' in half of a large catalogue) cost a
   * bounded amount of work.
   */
  async searchWords(db: Db, words: string[], limit: number, candidates = 500): Promise<Equipment[]> {
    if (words.length === 0) return [];
    const patterns = words.map(likeContains);
    const score = sql.join(
      patterns.map(
        (p) => sql`(case when lower(equipment.name || ' ' || equipment.name_kn) like ${p} then 3
          when equipment.search_text like ${p} then 1 else 0 end)`,
      ),
      sql` + `,
    );
    const matching = db
      .selectFrom('equipment')
      .select('equipment.id')
      .where('equipment.archivedAt', 'is', null)
      .where((eb) => eb.or(patterns.map((p) => eb('equipment.searchText', 'like', p))))
      .orderBy('equipment.id')
      .limit(candidates);
    return db
      .selectFrom('equipment')
      .select(equipmentColumns)
      .where('equipment.id', 'in', matching)
      .orderBy(sql`${score}`, 'desc')
      .orderBy('equipment.id')
      .limit(limit)
      .execute();
  },

  async findById(db: Db, id: number): Promise<Equipment | undefined> {
    return db.selectFrom('equipment').select(equipmentColumns).where('equipment.id', '=', id).executeTakeFirst();
  },

  /** The product page's machine with its photos, in one query. */
  async findProduct(db: Db, id: number): Promise<ProductView | undefined> {
    return db
      .selectFrom('equipment')
      .select(equipmentColumns)
      .select((eb) => jsonArrayFrom(photosOf(eb)).as('photos'))
      .where('equipment.id', '=', id)
      .executeTakeFirst();
  },
};

export const categoryRepository = {
  async all(db: Db): Promise<Category[]> {
    return db.selectFrom('categories').select(['id', 'name', 'nameKn']).orderBy('id').execute();
  },
};
