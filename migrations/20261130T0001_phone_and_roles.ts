import { sql, type Kysely } from 'kysely';

/**
 * The seams issues 24 and 25 build on, laid once so each part can be built beside the others:
 * - `users.phone` (auth): an Indian mobile number in E.164 (+91XXXXXXXXXX), unique, set when confirmed by a code
 *   (`phone_confirmed_at`); an account may have a number, an e-mail or both.
 * - Two roles: 'agent' (a village agent who books for farmers) and 'provider' (an owner who lists machines and
 *   services and takes jobs). Neither uses the back office's staff procedures.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('phone', 'text')
    .addColumn('phone_confirmed_at', 'timestamptz')
    .execute();
  await sql`CREATE UNIQUE INDEX users_phone_key ON users (phone) WHERE phone IS NOT NULL`.execute(db);
  await sql`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check`.execute(db);
  await sql`ALTER TABLE users ADD CONSTRAINT users_role_check
    CHECK (role in ('customer', 'staff', 'owner', 'agent', 'provider'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check`.execute(db);
  await sql`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role in ('customer', 'staff', 'owner'))`.execute(
    db,
  );
  await sql`DROP INDEX users_phone_key`.execute(db);
  await db.schema.alterTable('users').dropColumn('phone_confirmed_at').dropColumn('phone').execute();
}
