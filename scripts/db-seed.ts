import { connectDatabase } from '../server/db/connect.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { seedCatalogue } from '../server/db/seed.js';
import { seedHiring } from '../server/db/seed-hiring.js';
import { loadDotEnv, parseEnv } from '../server/env.js';

loadDotEnv();
const env = parseEnv();
const database = await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateToLatest(database.db);
  const result = await seedCatalogue(database.db);
  // A database seeded before hiring existed gets its centres now (nothing happens when it has some).
  const hiring = await seedHiring(database.db);
  if (!hiring.skipped) console.log(`Loaded ${hiring.centres} hiring centres with ${hiring.services} services.`);
  console.log(
    result.skipped
      ? 'The catalogue already has equipment; nothing was changed.'
      : `Loaded the demo catalogue: ${result.categories} categories, ${result.equipment} items.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
