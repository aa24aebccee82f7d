import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { callerFor, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';

let database: TestDatabase;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  deps = testDeps(database);
});
afterAll(() => database.close());

async function productId(name: string): Promise<number> {
  const row = await database.db.selectFrom('equipment').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

const rupees = (n: number) => n * 100;

describe('hiring.forProduct: the product page line "hire it with a driver from ₹X"', () => {
  it(
    'gives the lowest active rate per acre and per hour of the services that bring ' + 'the machine or implement',
    async () => {
      // The seeded 45 HP tractor pulls the drills, sprayers, balers (by the acre) and the ploughs, rotavators and
      // threshers (by the hour) of every centre: the cheapest are Raichur's spraying and Tumakuru's threshing.
      const tractor = await callerFor(deps).hiring.forProduct({ id: await productId('Tractor 45 HP 2WD') });
      expect(tractor).toEqual({ perAcre: rupees(380), perHour: rupees(800), operation: null });

      // An implement counts too, and one kind of work names it, so the line can open /hire on it.
      const plough = await callerFor(deps).hiring.forProduct({ id: await productId('MB Plough (2 Bottom)') });
      expect(plough).toEqual({ perAcre: null, perHour: rupees(1_000), operation: 'ploughing' });
      const transplanter = await callerFor(deps).hiring.forProduct({
        id: await productId('Paddy Transplanter 4 Row (Walk-behind)'),
      });
      expect(transplanter).toEqual({ perAcre: rupees(3_000), perHour: null, operation: 'transplanting' });
    },
  );

  it('is null for a machine no centre brings', async () => {
    expect(await callerFor(deps).hiring.forProduct({ id: await productId('Drip Irrigation Kit (1 Acre)') })).toBeNull();
  });

  it('leaves out inactive centres and services, and services without an operator', async () => {
    const id = await productId('Paddy Transplanter 4 Row (Walk-behind)');
    const raichur = await database.db
      .selectFrom('hireCentres')
      .select('id')
      .where('pinCode', '=', '584101')
      .executeTakeFirstOrThrow();
    await database.db.updateTable('hireCentres').set({ isActive: false }).where('id', '=', raichur.id).execute();
    // Raichur's ₹3,000 gone: Mandya's ₹3,200 is the lowest.
    expect((await callerFor(deps).hiring.forProduct({ id }))?.perAcre).toBe(rupees(3_200));

    await database.db
      .updateTable('hireServices')
      .set({ operatorIncluded: false })
      .where('machineEquipmentId', '=', id)
      .execute();
    expect(await callerFor(deps).hiring.forProduct({ id })).toBeNull();
    await database.db.updateTable('hireCentres').set({ isActive: true }).where('id', '=', raichur.id).execute();
    await database.db
      .updateTable('hireServices')
      .set({ operatorIncluded: true })
      .where('machineEquipmentId', '=', id)
      .execute();

    const mandya = await database.db
      .selectFrom('hireCentres')
      .select('id')
      .where('pinCode', '=', '571401')
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('hireServices')
      .set({ isActive: false })
      .where('centreId', '=', raichur.id)
      .where('machineEquipmentId', '=', id)
      .execute();
    expect((await callerFor(deps).hiring.forProduct({ id }))?.perAcre).toBe(rupees(3_200));
    await database.db
      .updateTable('hireServices')
      .set({ isActive: false })
      .where('centreId', '=', mandya.id)
      .where('machineEquipmentId', '=', id)
      .execute();
    expect(await callerFor(deps).hiring.forProduct({ id })).toBeNull();
  });

  it('refuses an id that is not a product id', async () => {
    await expect(callerFor(deps).hiring.forProduct({ id: -1 })).rejects.toThrow();
  });
});
