import { sql, type Kysely } from 'kysely';

/**
 * Accounts by mobile number (issue 24, item 1): an account has an e-mail address, a mobile number or both, and a
 * password only if its owner chose one (a number account signs in with a code by SMS). One-time codes are kept only
 * as a salted hash; each is for one number, one purpose and (optionally) one thing it confirms (`ref`, '' when none).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users ALTER COLUMN email DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE users ADD CONSTRAINT users_email_or_phone
    CHECK (email IS NOT NULL OR phone IS NOT NULL)`.execute(db);

  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`length(purpose) between 1 and 40`))
    .addColumn('ref', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('salt', 'bytea', (c) => c.notNull())
    .addColumn('code_hash', 'bytea', (c) => c.notNull())
    .addColumn('failed_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // One live code per number, purpose and ref: issuing a new one replaces the old.
  await sql`CREATE UNIQUE INDEX one_time_codes_key ON one_time_codes (phone, purpose, ref)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('one_time_codes').execute();
  await sql`ALTER TABLE users DROP CONSTRAINT users_email_or_phone`.execute(db);
  await sql`ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL`.execute(db);
  await sql`ALTER TABLE users ALTER COLUMN email SET NOT NULL`.execute(db);
}
