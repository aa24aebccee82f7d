import closeWithGrace from 'close-with-grace';
import { buildApp, defaultClientDir } from './app.js';
import { connectDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { seedCatalogue } from './db/seed.js';
import { EnvError, loadDotEnv, parseEnv } from './env.js';
import { systemClock } from './trpc/context.js';

async function main(): Promise<void> {
  const started = performance.now();
  loadDotEnv();
  const env = parseEnv();

  const database = await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const applied = await migrateToLatest(database.db);
  const seeded = await seedCatalogue(database.db);

  const app = await buildApp({
    deps: { db: database.db, env, clock: systemClock },
    clientDir: defaultClientDir,
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
  });
  const address = await app.listen({ port: env.PORT, host: env.HOST });

  app.log.info(
    {
      database: database.kind,
      migrationsApplied: applied,
      seeded: seeded.skipped ? 'existing catalogue kept' : `${seeded.equipment} items`,
      startupMs: Math.round(performance.now() - started),
    },
    `Raitha Yantra is serving ${env.APP_ORIGIN} (listening on ${address})`,
  );

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
    await database.close();
  });
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? `Start-up failed: ${error.message}` : error);
  }
  process.exit(1);
});
