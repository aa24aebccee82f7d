import type { Kysely, Transaction } from 'kysely';
import type { Database } from './types.js';

/** What a repository function runs on: the database, or a transaction of it. Every module imports it from here. */
export type Db = Kysely<Database> | Transaction<Database>;

/**
 * A transaction. Functions that lock rows (SELECT ... FOR UPDATE) take this, so calling them outside a transaction,
 * where the lock would end with the statement, does not compile.
 */
export type Trx = Transaction<Database>;
