import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp, defaultClientDir } from './app.js';
import { connectDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { seedCatalogue } from './db/seed.js';
import { createAppDeps } from './deps.js';
import { logSerializers } from './log-safety.js';
import { startDueReminderScheduler } from './modules/admin/due-reminders.scheduler.js';
import { PAYMENT_SWEEP_EVERY_MS, startPaymentSweep } from './modules/payments/payment-sweep.js';
import { PAYOUT_SWEEP_EVERY_MS, startPayoutSweep } from './modules/ledger/payout-sweep.js';
import { COMMISSION_SWEEP_EVERY_MS, startCommissionSweep } from './modules/agents/commission-sweep.js';
import { INBOUND_SWEEP_EVERY_MS, startInboundSweep } from './modules/conversations/inbound-sweep.js';
import { EnvError, loadDotEnv, parseEnv } from './env.js';

async function main(): Promise<void> {
  const started = performance.now();
  loadDotEnv();
  const env = parseEnv();

  // Opening the database touches nothing yet (it connects on its first query), so a configuration the providers
  // refuse (production without SMTP_URL, say) stops the start before anything is created, migrated or seeded.
  const database = await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const logger = pino({
    level: env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: logSerializers,
  });
  const deps = createAppDeps(env, database, logger);

  const applied = await migrateToLatest(database.db);
  const seeded = await seedCatalogue(database.db);
  const app = await buildApp({
    deps,
    clientDir: defaultClientDir,
    // `npm run dev` passes --vite: pages compile on demand and the browser gets hot updates, on the same port.
    pages: process.argv.includes('--vite') ? { kind: 'vite' } : undefined,
    logger,
  });
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  const reminders =
    env.DUE_REMINDERS_EVERY_MINUTES > 0
      ? startDueReminderScheduler(deps, { everyMs: env.DUE_REMINDERS_EVERY_MINUTES * 60_000 })
      : null;
  // Payments whose confirmation never came, and refunds still pending: asked about every 5 minutes (off in tests).
  const sweep = env.NODE_ENV === 'test' ? null : startPaymentSweep(deps, { everyMs: PAYMENT_SWEEP_EVERY_MS });
  // Providers' payouts that came due (48 h after the work, or confirmed by the farmer).
  const payouts = env.NODE_ENV === 'test' ? null : startPayoutSweep(deps, { everyMs: PAYOUT_SWEEP_EVERY_MS });
  // Village agents' commissions of the jobs paid since (also written when an agent opens /agent).
  const commissions =
    env.NODE_ENV === 'test' ? null : startCommissionSweep(deps, { everyMs: COMMISSION_SWEEP_EVERY_MS });
  // Farmers' WhatsApp/SMS messages accepted but never answered (a crash, a restart): answered after a minute.
  const inbound = env.NODE_ENV === 'test' ? null : startInboundSweep(deps, { everyMs: INBOUND_SWEEP_EVERY_MS });

  app.log.info(
    {
      database: database.kind,
      migrationsApplied: applied,
      seeded: seeded.skipped ? 'existing catalogue kept' : `${seeded.equipment} items`,
      // Which assistant answers: 'offline' unless CHAT_API_KEY is set (the key itself is never logged).
      assistant: deps.assistant.kind,
      startupMs: Math.round(performance.now() - started),
    },
    `Raitha Yantra is serving ${env.APP_ORIGIN} (listening on ${address})`,
  );

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    // close() ends the connections idle at that moment; a keep-alive connection whose request finishes later
    // would hold the close open until its keep-alive timeout (KEEP_ALIVE_TIMEOUT_SECONDS, up to 600 s), past the
    // 10 s grace: end those as they idle.
    const idleCloser = setInterval(() => app.server.closeIdleConnections(), 100);
    await reminders?.stop();
    await sweep?.stop();
    await payouts?.stop();
    await commissions?.stop();
    await inbound?.stop();
    await app.close();
    clearInterval(idleCloser);
    await deps.close();
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
