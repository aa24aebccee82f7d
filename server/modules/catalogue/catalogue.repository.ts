import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';

export type Db = Kysely<Database> | Transaction<Database>;

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
] as const;

export interface Equipment {
  id: number;
  name: string;
  nameKn: string;
  description: string;
  descriptionKn: string;
  categoryId: number | null;
  price: number;
  rentalPricePerDay: number | null;
  imageUrl: string | null;
  isAvailableForSale: boolean;
  isAvailableForRent: boolean;
  stockQuantity: number;
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
  limit: number;
  offset: number;
}

function filtered(db: Db, filter: Pick<ListFilter, 'search' | 'categoryId'>) {
  let query = db.selectFrom('equipment');
  if (filter.search) query = query.where('equipment.searchText', 'like', likeContains(filter.search));
  if (filter.categoryId !== undefined) query = query.where('equipment.categoryId', '=', filter.categoryId);
  return query;
}

export const equipmentRepository = {
  async first(db: Db, limit: number): Promise<Equipment[]> {
    return db.selectFrom('equipment').select(equipmentColumns).orderBy('equipment.id').limit(limit).execute();
  },

  async list(db: Db, filter: ListFilter): Promise<Equipment[]> {
    return filtered(db, filter)
      .select(equipmentColumns)
      .orderBy('equipment.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
  },

  /** Counts matches up to `cap`: an exact count over a common word costs a full scan at scale. */
  async countUpTo(db: Db, filter: Pick<ListFilter, 'search' | 'categoryId'>, cap: number): Promise<number> {
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
};

export const categoryRepository = {
  async all(db: Db): Promise<Category[]> {
    return db.selectFrom('categories').select(['id', 'name', 'nameKn']).orderBy('id').execute();
  },
};
