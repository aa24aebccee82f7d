/**
 * The shop's server for the conversations benchmark, in a child process of its own, so the load generator (the
 * farmers and the loopback Cloud API, server/test/fake-whatsapp-server.ts) does not share its event loop: the
 * webhook's answer time is the server's alone. WhatsApp is configured by the WHATSAPP_* variables the parent passes.
 * Prints one JSON line with the port, then serves until stdin closes.
 */
import { buildApp } from '../../server/app.js';
import { connectPostgres } from '../../server/db/connect.js';
import { createAppDeps } from '../../server/deps.js';
import { silentLogger } from '../../server/logger.js';
import { conversationsService } from '../../server/modules/conversations/conversations.service.js';
import { benchEnv } from './lib/databases.js';

const url = process.env.BENCH_SERVER_DATABASE_URL;
if (!url) throw new Error('BENCH_SERVER_DATABASE_URL is required');

const database = connectPostgres(url);
const deps = createAppDeps(benchEnv(url), database, silentLogger);
const app = await buildApp({ deps });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));

process.stdin.resume();
process.stdin.on('end', async () => {
  await conversationsService.idle();
  await app.close();
  await deps.close();
  await database.close();
  process.exit(0);
});
