import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Dialect,
  type QueryId,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { camelCaseResults, snakeCaseIdentifiers } from './snake-case.js';
import type { Database } from './types.js';

const dummy: Dialect = {
  createDriver: () => new DummyDriver(),
  createQueryCompiler: () => new PostgresQueryCompiler(),
  createAdapter: () => new PostgresAdapter(),
  createIntrospector: (db) => new PostgresIntrospector(db),
};

/** As the shop connected before: Kysely's CamelCasePlugin copying each query's tree. */
const withPlugin = new Kysely<Database>({ dialect: dummy, plugins: [new CamelCasePlugin()] });
/** As connect.ts connects now. */
const withCompiler = new Kysely<Database>({ dialect: snakeCaseIdentifiers(dummy), plugins: [camelCaseResults] });

type Build = (db: Kysely<Database>) => { compile(): { sql: string; parameters: readonly unknown[] } };

/** Queries of the shapes the repositories write: joins and aliases, CTEs, upserts, raw refs, DDL. */
const queries: Record<string, Build> = {
  'select with a join, aliases and order': (db) =>
    db
      .selectFrom('carts')
      .leftJoin('cartLines', 'cartLines.userId', 'carts.userId')
      .select(['cartLines.equipmentId', 'cartLines.rentalStartDate as startsOn'])
      .where('carts.userId', '=', 'u1')
      .orderBy('cartLines.position')
      .forUpdate(['carts']),
  'select all with a table alias': (db) =>
    db.selectFrom('orders as o').selectAll('o').where('o.reservedUntil', '<=', new Date(0)).limit(3),
  'aggregate and group by': (db) =>
    db
      .selectFrom('orders')
      .innerJoin('orderItems', 'orderItems.orderId', 'orders.id')
      .select(['orders.status', (eb) => eb.fn.countAll<number>().as('itemCount')])
      .groupBy('orders.status'),
  'insert, on conflict, returning': (db) =>
    db
      .insertInto('profiles')
      .values({ id: 'u1', firstName: 'A', lastName: 'B', phoneNumber: '9', address: 'x', updatedAt: new Date(0) })
      .onConflict((oc) => oc.column('id').doUpdateSet({ firstName: 'A', phoneNumber: '9' }))
      .returning(['id', 'updatedAt']),
  'update with a CTE': (db) =>
    db
      .with('lapsed', (w) =>
        w
          .updateTable('holdQueue')
          .set({ endedAt: new Date(0), endedAs: 'lapsed' })
          .where('equipmentId', 'in', [1, 2])
          .where('endedAt', 'is', null)
          .returning('id'),
      )
      .updateTable('equipment')
      .set((eb) => ({ stockQuantity: eb('stockQuantity', '-', 1) }))
      .where('id', '=', 1)
      .where('stockQuantity', '>=', 1)
      .returning(['stockQuantity']),
  'delete with a subquery': (db) =>
    db
      .deleteFrom('cartLines')
      .where('userId', 'in', (eb) =>
        eb.selectFrom('carts').select('carts.userId').where('carts.updatedAt', '<', new Date(0)),
      ),
  'raw refs and ids inside sql': (db) =>
    db
      .selectFrom('equipment')
      .select([
        sql<number>`${sql.ref('equipment.stockQuantity')} + 1`.as('nextStock'),
        sql<number>`${sql.id('rentalPricePerDay')}`.as('perDay'),
      ])
      .where(sql<boolean>`${sql.ref('isAvailableForRent')} and rental_price_per_day > 0`),
  'a schema change': (db) =>
    db.schema
      .createTable('holdQueueArchive')
      .addColumn('equipmentId', 'integer', (c) => c.notNull().references('equipment.id'))
      .addColumn('endedAt', 'timestamptz'),
};

describe('snake_case identifiers written by the compiler', () => {
  it.each(Object.entries(queries))('%s: the same SQL and parameters as CamelCasePlugin', (_name, build) => {
    const before = build(withPlugin).compile();
    const after = build(withCompiler).compile();
    expect(after.sql).toBe(before.sql);
    expect(after.parameters).toEqual(before.parameters);
    // The identifiers really are snake_case (a check that the comparison compares something).
    expect(after.sql).not.toMatch(/"[a-z]+[A-Z]/);
  });

  it('leaves raw SQL text as written', () => {
    const compiled = withCompiler
      .selectFrom('equipment')
      .select(sql<string>`"nameKn"`.as('nameKn'))
      .compile();
    expect(compiled.sql).toBe('select "nameKn" as "name_kn" from "equipment"');
  });

  it('maps rows back to camelCase, nested objects and arrays too', async () => {
    const result = await camelCaseResults.transformResult({
      queryId: { queryId: 'q' } as QueryId,
      result: {
        rows: [{ stock_quantity: 3, order_items: [{ equipment_id: 1 }], shipping_address: { pin_code: '1' } }],
      },
    });
    expect(result.rows).toEqual([
      { stockQuantity: 3, orderItems: [{ equipmentId: 1 }], shippingAddress: { pinCode: '1' } },
    ]);
  });
});
