import { sql, type Kysely } from 'kysely';

/**
 * Browsers that have signed in to an account (OWASP's device cookies): the cookie's token is never stored, only its
 * SHA-256. A known browser keeps its own allowance of failed logins, so a stranger failing logins on the address
 * cannot lock the owner out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_devices')
    .addColumn('token_hash', 'bytea', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('login_devices_token_hash_length', sql`length(token_hash) = 32`)
    .execute();
  await db.schema.createIndex('login_devices_user_id_idx').on('login_devices').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_devices').execute();
}
