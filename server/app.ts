import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { sessionCookieName } from './modules/auth/session.js';
import { catalogueCaching, isPublicCatalogueRequest } from './modules/catalogue/catalogue-cache.js';
import { PublicReadVersionReader } from './modules/public-reads/public-read-versions.js';
import { PUBLIC_READS, publicReads } from './modules/public-reads/public-reads.js';
import { razorpayWebhookRoutes } from './modules/payments/razorpay-webhook.js';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.js';
import { createWhatsApp } from './providers/whatsapp/whatsapp.js';
import { conversationWebhookRoutes, smsWebhookConfig } from './modules/conversations/conversations.webhooks.js';
import { conversationsRepository } from './modules/conversations/conversations.repository.js';
import { photoRoutes } from './modules/admin/photos.routes.js';
import { missedCallRoutes } from './modules/callbacks/callbacks.webhook.js';
import { MovableClock } from './clock.js';
import { capConnections, connectionOptions } from './connection-limits.js';
import { devClockRoutes } from './dev-clock.js';
import { devMailboxRoutes, isFromLoopback } from './providers/dev-mailbox.js';
import { DevOutbox } from './providers/mail.js';
import { latestSms } from './providers/sms/outbox.js';
import { retryAfterSecondsOf } from './errors.js';
import { unavailableWhenDatabaseDown } from './db/errors.js';
import { builtPageSource, pageRoutes, type PageSource } from './render/pages.js';
import { bodyRefusalOf, limitJsonNesting, MAX_BODY_BYTES } from './json-limits.js';
import { redactUrl } from './log-safety.js';
import { addSecurityHeaders, securityHeaders } from './security-headers.js';
import type { AppDeps, CookieJar } from './deps.js';
import { createHttpContextFactory, createInnerContext, PERSONAL_ANSWER_CACHE } from './trpc/context.js';
import { refuseLargeBatches, trpcErrorBody, unreadableBodyError } from './trpc/batch-limit.js';
import { directQueries } from './trpc/direct-query.js';
import { appRouter, createCaller, type AppRouter } from './trpc/router.js';
import { kolkataDay } from '../shared/rental.js';

export const defaultClientDir = fileURLToPath(new URL('../dist/client', import.meta.url));

export interface BuildAppOptions {
  /** Without a logger of their own, procedures log through Fastify's (pino, structured JSON). */
  deps: Omit<AppDeps, 'log'> & { log?: AppDeps['log'] };
  /** Built client to serve (with its server build in ../server); omitted or missing on disk: API only. */
  clientDir?: string | undefined;
  /** Where server-rendered pages come from, when not from clientDir's build: Vite, in development. */
  pages?: PageSource | undefined;
  /** pino logger for request logs (JSON, with a request id); none in tests. */
  logger?: FastifyBaseLogger;
  /** How many public read answers the process keeps (public-reads.ts); 0 runs every read (the benchmark's miss). */
  publicReadEntries?: number;
}

/**
 * The cookie jar of every public read: none sets a cookie (their answers are the same for everyone), so one jar that
 * keeps nothing serves them all, instead of a new one per request (a Map and three closures each time).
 */
const PUBLIC_READ_COOKIES: CookieJar = {
  get: () => undefined,
  set: () => undefined,
  clear: () => undefined,
};

/** A public catalogue read; an address that does not even decode is none. */
function isPublicRead(req: { method: string; url: string }): boolean {
  try {
    return isPublicCatalogueRequest(req);
  } catch {
    return false;
  }
}

function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/** Builds the whole server without listening, so tests drive it with app.inject. */
export async function buildApp({
  deps: given,
  clientDir,
  pages,
  logger,
  publicReadEntries,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: given.env.TRUST_PROXY ?? false,
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { maxParamLength: 5_000 },
    genReqId: () => crypto.randomUUID(),
    ...connectionOptions(given.env),
  });
  capConnections(app.server, given.env);

  const deps: AppDeps = { ...given, log: given.log ?? app.log };

  await app.register(cookie);
  await catalogueCaching(app, { sessionCookie: sessionCookieName(deps.env) });
  await app.register(compress, { threshold: 1024 });
  // A streamed tRPC answer (the assistant's reply) must reach the browser piece by piece; a compressor would
  // hold the pieces back until the end. x-no-compression is @fastify/compress's own opt-out.
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.headers['trpc-accept'] === 'application/jsonl') req.headers['x-no-compression'] = '1';
    done();
  });
  addSecurityHeaders(app, securityHeaders(deps.env.APP_ORIGIN, deps.payments.name));

  // A state-changing request from another site is refused before any procedure sees it.
  app.addHook('onRequest', (req, reply, done) => {
    const site = req.headers['sec-fetch-site'];
    if (
      isSafeMethod(req.method) ||
      site === 'same-origin' ||
      req.headers.origin === deps.env.APP_ORIGIN ||
      req.url.startsWith('/webhooks/')
    ) {
      done();
      return;
    }
    void reply.code(403).send({ error: 'Forbidden', message: 'Cross-site request refused' });
  });

  limitJsonNesting(app, { trpcPrefix: '/trpc' });

  // Public reads (catalogue, product, hire search): 304 or the kept answer before any procedure runs, else the
  // procedure (its parser and resolver), without tRPC's HTTP layer or a session lookup (public-reads.ts).
  const versionReader = new PublicReadVersionReader(deps.db);
  const readRefusal = (error: unknown, path: string) => {
    const refused = getTRPCErrorFromUnknown(unavailableWhenDatabaseDown(error));
    if (refused.code === 'INTERNAL_SERVER_ERROR')
      deps.log.error({ err: refused.cause ?? refused, path }, 'read failed');
    const config = appRouter._def._config;
    const shape = getErrorShape({ config, error: refused, type: 'query', path, input: undefined, ctx: undefined });
    return { status: getHTTPStatusCodeFromError(refused), shape };
  };
  type Procedures = Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
  const directReads = directQueries(appRouter, Object.keys(PUBLIC_READS));
  publicReads(app, {
    versions: () => versionReader.versions(),
    today: () => kolkataDay(deps.clock.now()),
    sessionCookie: sessionCookieName(deps.env),
    maxEntries: publicReadEntries,
    call: (path, input, req) => {
      const request = { ip: req.ip, userAgent: req.headers['user-agent'] };
      const ctx = createInnerContext(deps, { request, cookies: PUBLIC_READ_COOKIES });
      // The procedure's own parser and resolver, without tRPC's middleware chain (trpc/direct-query.ts).
      const direct = directReads.get(path);
      if (direct) return direct(ctx, input, path);
      const caller = createCaller(ctx) as unknown as Procedures;
      const [namespace, name] = path.split('.') as [string, string];
      return caller[namespace]![name]!(input);
    },
    // A refusal on /api/public: the router's own error shape (reason, params, message), as plain JSON.
    refusal: (error, path) => {
      const { status, shape } = readRefusal(error, path);
      return { status, body: { error: shape } };
    },
    // The same on /trpc, in the transformer's wire format, as tRPC writes it.
    trpcRefusal: (error, path) => {
      const { status, shape } = readRefusal(error, path);
      return { status, body: { error: appRouter._def._config.transformer.output.serialize(shape) } };
    },
  });

  // Every /dev/ route (mailbox, clock, any later one) answers only this machine asking by a loopback name; to anyone
  // else, a DNS-rebinding page included, it does not exist.
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/dev/') && !isFromLoopback(req)) return reply.callNotFound();
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await sql`select 1`.execute(deps.db);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'Database is not reachable' });
    }
  });

  // Every tRPC answer but a public catalogue read (whose caching catalogue-cache.ts sets) may depend on who asks:
  // orders, cart, session, the back office's customer search... None of them may be kept by any cache.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/trpc/') && !isPublicRead(req)) {
      reply.header('cache-control', PERSONAL_ANSWER_CACHE);
    }
    done(null, payload);
  });

  refuseLargeBatches(app, { prefix: '/trpc', router: appRouter, log: deps.log });
  const trpcOptions = {
    router: appRouter,
    createContext: createHttpContextFactory(deps),
    responseMeta({ errors }) {
      // A rate-limited call tells the client when to come back, as @fastify/rate-limit would.
      const seconds = errors.map((e) => retryAfterSecondsOf(e.cause)).find((s) => s !== null);
      return seconds ? { headers: { 'retry-after': String(seconds) } } : {};
    },
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        deps.log.error({ err: error.cause ?? error, path }, 'procedure failed');
      } else if (error.code === 'SERVICE_UNAVAILABLE') {
        // An outage fails every call alike: one short line each, without a stack, so a flood stays readable.
        const cause = (error.cause ?? error) as Error & { code?: unknown };
        const code = typeof cause.code === 'string' ? cause.code : cause.message;
        deps.log.error({ path, cause: code }, 'database unavailable');
      }
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];
  await app.register(async (trpcScope) => {
    // A body the limits stopped (json-limits.ts) never reaches tRPC: its callers still hear a tRPC refusal.
    trpcScope.setErrorHandler((error: Error & { code?: string }, _req, reply) => {
      const unreadable = bodyRefusalOf(error);
      if (!unreadable) throw error;
      const refusal = unreadableBodyError(unreadable.status, unreadable.message);
      return reply.code(unreadable.status).send(trpcErrorBody(appRouter, refusal));
    });
    await trpcScope.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
  });

  if (deps.mailer instanceof DevOutbox)
    await app.register(devMailboxRoutes, {
      outbox: deps.mailer,
      env: deps.env,
      sms: () => latestSms(deps.db),
      whatsapp: () => conversationsRepository.latestWhatsApp(deps.db),
    });
  if (deps.clock instanceof MovableClock) await app.register(devClockRoutes, { clock: deps.clock, env: deps.env });
  await app.register(stripeWebhookRoutes, { deps });
  await app.register(razorpayWebhookRoutes, { deps });
  const whatsapp = deps.whatsapp ?? createWhatsApp({});
  const sms = smsWebhookConfig(process.env, deps.env.APP_ORIGIN);
  await app.register(conversationWebhookRoutes, { deps, whatsapp, sms });
  await app.register(photoRoutes, { deps });
  await app.register(missedCallRoutes, { deps });

  const pageSource = pages ?? (clientDir === undefined ? undefined : builtPageSource(clientDir));
  if (pageSource) await pageRoutes(app, { deps, source: pageSource });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    return reply.code(404).send({ error: 'Not Found', message: `No route for ${req.method} ${path}` });
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
    // A body the limits stopped (json-limits.ts).
    const unreadable = bodyRefusalOf(error);
    if (unreadable) {
      const { status, message } = unreadable;
      return reply.code(status).send({ error: status === 413 ? 'Payload Too Large' : 'Bad Request', message });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      deps.log.error({ err: error, url: redactUrl(req.url) }, 'request failed');
      return reply.code(status).send({ error: 'Internal Server Error', message: 'Something went wrong on our side.' });
    }
    return reply.code(status).send({ error: error.name, message: error.message });
  });

  return app;
}
