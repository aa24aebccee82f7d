/**
 * Gives an existing account a role: `npm run user:role -- <email> owner|staff|customer`. This is how the first owner
 * is made; after that, owners grant and take back staff roles in the back office. The change applies to the
 * account's next request (the role is read with the session every time), so nobody needs to sign in again.
 */
import { connectDatabase, EmbeddedDatabaseBusyError } from '../server/db/connect.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { loadDotEnv, parseEnv } from '../server/env.js';
import { isUserRole, userRoles } from '../shared/roles.js';

const usage = `Usage: npm run user:role -- <email> ${userRoles.join('|')}`;

async function main(args: string[]): Promise<number> {
  const [email, role, ...rest] = args;
  if (!email || !role || rest.length > 0 || !isUserRole(role)) {
    console.error(usage);
    return 2;
  }
  loadDotEnv();
  const env = parseEnv();
  let database;
  try {
    database = await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    if (error instanceof EmbeddedDatabaseBusyError) {
      console.error(error.message);
      return 3;
    }
    throw error;
  }
  try {
    await migrateToLatest(database.db);
    const updated = await database.db
      .updateTable('users')
      .set({ role })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .returning(['email', 'role'])
      .executeTakeFirst();
    if (!updated) {
      console.error(`No account has the e-mail ${email}. Register it in the shop first, then run this again.`);
      return 1;
    }
    console.log(`${updated.email} is now ${updated.role}.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  return 1;
});
