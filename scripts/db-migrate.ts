import { connectDatabase } from '../server/db/connect.js';
import { migrateDown, migrateToLatest } from '../server/db/migrate.js';
import { loadDotEnv, parseEnv } from '../server/env.js';

loadDotEnv();
const env = parseEnv();
const database = await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const down = process.argv.includes('--down');
  const names = down ? await migrateDown(database.db) : await migrateToLatest(database.db);
  const where = database.kind === 'postgres' ? 'Postgres (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`;
  console.log(
    names.length
      ? `${down ? 'Reverted' : 'Applied'} on ${where}: ${names.join(', ')}`
      : `Nothing to ${down ? 'revert' : 'apply'} on ${where}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
