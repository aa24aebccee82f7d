import type { Kysely } from 'kysely';
import { seedCategories, seedEquipment } from './seed-data.js';
import { seedHiring } from './seed-hiring.js';
import type { Database } from './types.js';

export interface SeedResult {
  categories: number;
  equipment: number;
  skipped: boolean;
}

/** Loads the demo catalogue into an empty catalogue; leaves an existing one untouched. */
export async function seedCatalogue(db: Kysely<Database>): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('equipment')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (existing.n > 0) return { categories: 0, equipment: 0, skipped: true };

    const categories = await trx
      .insertInto('categories')
      .values(seedCategories.map((c) => ({ name: c.name, nameKn: c.nameKn })))
      .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ nameKn: eb.ref('excluded.nameKn') })))
      .returning(['id', 'name'])
      .execute();
    const idByKey = new Map(
      seedCategories.map((c) => [c.key, categories.find((row) => row.name === c.name)!.id] as const),
    );

    await trx
      .insertInto('equipment')
      .values(
        seedEquipment.map((e) => ({
          name: e.name,
          nameKn: e.nameKn,
          description: e.description,
          descriptionKn: e.descriptionKn,
          categoryId: idByKey.get(e.category) ?? null,
          price: e.pricePaise,
          imageUrl: e.imageUrl,
          isAvailableForSale: e.isAvailableForSale,
          isAvailableForRent: e.isAvailableForRent,
          rentalPricePerDay: e.rentalPricePerDayPaise,
          stockQuantity: e.stockQuantity,
        })),
      )
      .execute();
    // The hiring centres' services link to the catalogue's machines, so they come with it.
    await seedHiring(trx);
    return { categories: categories.length, equipment: seedEquipment.length, skipped: false };
  });
}
