/**
 * The servers of the api-overhead benchmark, in one child process so that every target shares the same process
 * layout (and the load generator's own CPU use stays out of their process):
 * - the product: buildApp with the real dependencies, tRPC at /trpc; public reads answered from the ETag (304) or
 *   from the answers the process keeps (server/modules/public-reads/);
 * - the product, uncached: the same app keeping no answer, so every public read runs its procedure (a miss: the
 *   versions (kept up to 0.1 s while nothing is written), the procedure's own parser and resolver
 *   (trpc/direct-query.ts), superjson);
 * - plain: a bare Fastify app whose routes validate with the same zod schemas, call the same catalogue service
 *   (the same SQL) and send the same data as plain JSON;
 * - bare tRPC: the same router in the bare Fastify app without the product's plugins and hooks, which separates
 *   what tRPC + superjson cost from what the product's hooks (security headers, cookies, session lookup) cost.
 * Prints one JSON line with the ports, then serves until stdin closes.
 */
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { catalogueListInput, productIdInput } from '../../shared/schemas/catalogue.js';
import { buildApp } from '../../server/app.js';
import { connectPostgres } from '../../server/db/connect.js';
import { createAppDeps } from '../../server/deps.js';
import { catalogueService } from '../../server/modules/catalogue/catalogue.service.js';
import { silentLogger } from '../../server/logger.js';
import { createInnerContext } from '../../server/trpc/context.js';
import { appRouter } from '../../server/trpc/router.js';
import { benchEnv } from './lib/databases.js';

const url = process.env.BENCH_SERVER_DATABASE_URL;
if (!url) throw new Error('BENCH_SERVER_DATABASE_URL is required');

const database = connectPostgres(url);
const deps = createAppDeps(benchEnv(url), database, silentLogger);
const product = await buildApp({ deps });
const uncached = await buildApp({ deps, publicReadEntries: 0 });

const plain = Fastify({ logger: false });
/** Query strings carry text; the procedures' schemas expect numbers for ids and pages. */
function numbersIn(query: Record<string, string>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, k === 'search' ? v : Number(v)]));
}
plain.get('/catalogue/list', async (req, reply) => {
  const parsed = catalogueListInput.safeParse(numbersIn(req.query as Record<string, string>));
  if (!parsed.success) return reply.code(400).send({ message: parsed.error.issues[0]?.message });
  return catalogueService.list(database.db, parsed.data);
});
plain.get('/catalogue/byId', async (req, reply) => {
  const parsed = productIdInput.safeParse(numbersIn(req.query as Record<string, string>));
  if (!parsed.success) return reply.code(400).send({ message: parsed.error.issues[0]?.message });
  return catalogueService.byId(database.db, parsed.data.id);
});
await plain.register(fastifyTRPCPlugin, {
  prefix: '/trpc',
  trpcOptions: { router: appRouter, createContext: () => createInnerContext(deps) },
});

const host = '127.0.0.1';
await product.listen({ port: 0, host });
await uncached.listen({ port: 0, host });
await plain.listen({ port: 0, host });
const portOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
process.stdout.write(
  `${JSON.stringify({ product: portOf(product), uncached: portOf(uncached), plain: portOf(plain) })}\n`,
);

process.stdin.resume();
process.stdin.on('end', async () => {
  await Promise.all([product.close(), uncached.close(), plain.close()]);
  await deps.close();
  await database.close();
  process.exit(0);
});
