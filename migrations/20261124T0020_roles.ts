import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Everyone who signs up is a customer; staff and owners are made by an owner or `npm run user:role`.
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('customer')
        .check(sql`role in ('customer', 'staff', 'owner')`),
    )
    .execute();
  // The back office lists its staff; few rows carry a role other than customer.
  await sql`CREATE INDEX users_role_idx ON users (role) WHERE role <> 'customer'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX users_role_idx`.execute(db);
  await db.schema.alterTable('users').dropColumn('role').execute();
}
