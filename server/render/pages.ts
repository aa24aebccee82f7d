import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UiLocale } from '../../shared/money.js';
import type { AppDeps } from '../deps.js';
import { sessionCookieName } from '../modules/auth/session.js';
import { createInnerContext } from '../trpc/context.js';
import { appRouter, createCaller } from '../trpc/router.js';
import {
  type DeferredEntry,
  deferEntry,
  documentStart,
  earlyTapScript,
  entryLoader,
  islandsScript,
  escapeHtml,
  headHtml,
  inlineStylesheets,
  splitTemplate,
  stateScript,
  type Template,
} from './document.js';
import { assetPreloads, islandsEntry, readManifest, type IslandsEntry, type Manifest } from './manifest.js';
import type { ServerEntry } from './server-entry.js';
import { staticCopyRoute } from './static-copy.js';

const clientSourceDir = fileURLToPath(new URL('../../client', import.meta.url));

/** Where pages come from: the production build (dist/client + dist/server), or Vite compiling on demand. */
export type PageSource = { kind: 'built'; clientDir: string; serverDir: string } | { kind: 'vite' };

/** Paths the page renderer leaves alone: the API's and files'. */
const API_PREFIXES = ['/trpc', '/api/', '/webhooks', '/dev/', '/healthz', '/readyz', '/media/'];
function isPagePath(pathname: string): boolean {
  return !API_PREFIXES.some((p) => pathname.startsWith(p)) && !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Public pages are the same for everyone, so shared caches may keep them briefly (a burst of visitors from one
 * shared link costs one render); a visitor with a session gets a private copy.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=300';
export const PRIVATE_PAGE_CACHE = 'private, no-cache';

/** Pages listed for search engines besides the products. */
const SITEMAP_PAGES = ['/', '/products', '/hire', '/about', '/terms', '/privacy'];
const ROBOTS_DISALLOW = [
  '/cart',
  '/checkout',
  '/orders',
  '/auth',
  '/chatbot',
  '/admin',
  '/kn/cart',
  '/kn/checkout',
  '/kn/orders',
  '/kn/auth',
  '/kn/chatbot',
  '/kn/admin',
];

/**
 * Style attributes Radix Tabs writes into server-rendered markup (the tab list's outline:none, a panel's
 * animation-duration:0s, on the product and auth pages). The policy allows style sheets only, so the browser refused
 * them and logged an error on each such page; these exact declarations, and no others, are allowed by hash.
 */
const SERVER_STYLE_ATTRIBUTES = ['outline:none', 'animation-duration:0s'];
const styleAttributeSources = [
  "'unsafe-hashes'",
  ...SERVER_STYLE_ATTRIBUTES.map((style) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`),
].join(' ');

/** Files the server writes itself, never Vite. */
const SERVER_FILES = new Set(['/robots.txt', '/sitemap.xml']);

interface Renderer {
  /** Null when the client was built without its server half: pages are then the shell the browser renders. */
  entry(): Promise<ServerEntry | null>;
  template(url: string): Promise<Template>;
  manifest: Manifest | null;
  /** CSP sources of the style sheets written into the template (see inlineStylesheets). */
  styleHashes: string[];
  /**
   * For a built client: the template a rendered page is written into, without the entry script, and the entry that
   * page's loader starts after its first paint (document.ts deferEntry). Null in development, where Vite's page
   * loads its code as it is. Pages the browser renders itself (the shell) use template(), entry script and all.
   */
  deferred: { template: Template; entry: DeferredEntry } | null;
  /**
   * For a built client: the public pages' islands starter (client/entry-islands.ts) and the shared chunks their
   * islands run on, which it fetches when the page is idle. Null in development, where every page is the app's.
   */
  islands: IslandsEntry | null;
}

async function builtRenderer(app: FastifyInstance, clientDir: string, serverDir: string): Promise<Renderer> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      // Hashed bundles never change; other files (icons, photos) may, so they are revalidated after an hour.
      res.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  const { template, styleHashes } = inlineStylesheets(
    splitTemplate(readFileSync(join(clientDir, 'index.html'), 'utf8')),
    (href) => {
      const file = join(clientDir, href);
      return file.startsWith(clientDir) && existsSync(file) ? readFileSync(file, 'utf8') : null;
    },
  );
  const entryFile = join(serverDir, 'entry-server.js');
  const entry = existsSync(entryFile) ? ((await import(pathToFileURL(entryFile).href)) as ServerEntry) : null;
  const deferred = deferEntry(template);
  const manifest = readManifest(clientDir);
  return {
    entry: async () => entry,
    template: async () => template,
    manifest,
    styleHashes,
    deferred: deferred.entry ? { template: deferred.template, entry: deferred.entry } : null,
    islands: manifest ? islandsEntry(manifest) : null,
  };
}

async function viteRenderer(app: FastifyInstance): Promise<Renderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(clientSourceDir, 'vite.config.ts'),
    appType: 'custom',
    // Hot updates reach the browser over the shop's own port.
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', () => vite.close());
  // Vite serves the sources, its client and the public files; pages (no file extension) stay with the renderer.
  app.addHook('onRequest', (req, reply, done) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((p) => pathname.startsWith(p)) || isPagePath(pathname) || SERVER_FILES.has(pathname))
      return done();
    reply.hijack();
    vite.middlewares(req.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end();
    });
  });
  const indexHtml = join(clientSourceDir, 'index.html');
  return {
    entry: () => vite.ssrLoadModule('/entry-server.tsx') as Promise<ServerEntry>,
    template: async (url) => splitTemplate(await vite.transformIndexHtml(url, readFileSync(indexHtml, 'utf8'))),
    manifest: null,
    styleHashes: [],
    deferred: null,
    islands: null,
  };
}

function absolute(origin: string, path: string): string {
  return new URL(path, origin).href;
}

export interface PageRoutesOptions {
  deps: AppDeps;
  source: PageSource;
}

/** The built page source of a built client folder (dist/client, with its server half in dist/server), if built. */
export function builtPageSource(clientDir: string): PageSource | undefined {
  return existsSync(join(clientDir, 'index.html'))
    ? { kind: 'built', clientDir, serverDir: join(clientDir, '../server') }
    : undefined;
}

/** Every page of the shop, rendered on the server in its address's language, plus robots.txt and sitemap.xml. */
export async function pageRoutes(app: FastifyInstance, { deps, source }: PageRoutesOptions): Promise<void> {
  staticCopyRoute(app); // The Lighthouse bench's script-free copies, with BENCH_STATIC_COPY=1 only.
  const renderer =
    source.kind === 'vite' ? await viteRenderer(app) : await builtRenderer(app, source.clientDir, source.serverDir);
  const origin = deps.env.APP_ORIGIN;
  const sessionCookie = sessionCookieName(deps.env);

  app.get('/robots.txt', async (_req, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
      `Sitemap: ${absolute(origin, '/sitemap.xml')}`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (_req, reply) => {
    const entry = await renderer.entry();
    if (!entry) return reply.callNotFound();
    const caller = createCaller(createInnerContext(deps));
    const productPaths: string[] = [];
    for (let page = 1; page <= 100; page++) {
      const { items, hasNextPage } = await caller.catalogue.list({ page, pageSize: 60 });
      productPaths.push(...items.map((item) => `/products/${item.id}`));
      if (!hasNextPage) break;
    }
    const urls = [...SITEMAP_PAGES, ...productPaths].flatMap((path) =>
      entry.LOCALES.map((locale) => {
        const alternates = entry.LOCALES.map((other) => {
          const href = escapeHtml(absolute(origin, entry.pathInLocale(path, other)));
          return `<xhtml:link rel="alternate" hreflang="${other}" href="${href}"/>`;
        }).join('');
        return `<url><loc>${escapeHtml(absolute(origin, entry.pathInLocale(path, locale)))}</loc>${alternates}</url>`;
      }),
    );
    const xml =
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ` +
      `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
      `xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  async function renderPage(req: FastifyRequest, reply: FastifyReply) {
    const [pathname = '/', query = ''] = req.url.split('?');
    if (!isPagePath(pathname)) return reply.callNotFound();
    const entry = await renderer.entry();
    if (!entry) {
      // An old build without its server half: the browser renders the page.
      const template = await renderer.template(req.url);
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string' && renderer.styleHashes.length > 0) {
        reply.header(
          'content-security-policy',
          policy.replace(/style-src /, `style-src ${renderer.styleHashes.join(' ')} `),
        );
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(`${documentStart(template, 'en', '')}${template.betweenRootAndState}${template.afterState}`);
    }
    const locale = entry.localeOfPath(pathname);
    const path = locale === 'kn' ? pathname.slice('/kn'.length) || '/' : pathname;
    const hasSession = req.cookies[sessionCookie] !== undefined;

    if (pathname === '/') {
      // The bare address opens in the language last chosen; any deeper link opens in the language it was sent in.
      reply.header('vary', 'Cookie');
      if (req.cookies[entry.LOCALE_COOKIE] === 'kn') {
        return reply.header('cache-control', 'private, no-cache').redirect(entry.pathInLocale('/', 'kn'), 302);
      }
    }

    const template = await renderer.template(req.url);
    // React marks a finished page with a small inline script; the policy allows this response's scripts by nonce.
    const nonce = randomBytes(16).toString('base64');
    const policy = reply.getHeader('content-security-policy');
    if (source.kind === 'vite') {
      // Vite's development page starts with an inline script (React Refresh) that the shop's policy forbids.
      reply.removeHeader('content-security-policy');
    } else if (typeof policy === 'string') {
      reply.header(
        'content-security-policy',
        policy
          .replace(/script-src /, `script-src 'nonce-${nonce}' `)
          .replace(/style-src /, `style-src ${[styleAttributeSources, ...renderer.styleHashes].join(' ')} `),
      );
    }
    reply.type('text/html; charset=utf-8').header('cache-control', hasSession ? PRIVATE_PAGE_CACHE : PUBLIC_PAGE_CACHE);

    // A public page is the server's HTML with islands (client/islands/island.tsx); any other page is the app's.
    const publicPage = entry.matchPublicPage(path);
    const islands = publicPage && renderer.deferred ? renderer.islands : null;
    let rendered;
    try {
      rendered = await entry.renderPage({
        islands: islands !== null,
        url: req.url,
        locale,
        path,
        search: query,
        router: appRouter,
        ctx: createInnerContext(deps),
        signedOut: !hasSession,
        nonce,
        onError: (error) => req.log.error({ err: error, url: pathname }, 'page render error'),
      });
    } catch (error) {
      // The browser can still render the page itself from the empty shell.
      req.log.error({ err: error, url: pathname }, 'page render failed; serving the shell');
      return reply
        .header('cache-control', 'no-store')
        .send(`${documentStart(template, locale, '')}${template.betweenRootAndState}${template.afterState}`);
    }

    const addresses = Object.fromEntries(
      entry.LOCALES.map((l) => [l, absolute(origin, entry.pathInLocale(path, l) + (query ? `?${query}` : ''))]),
    ) as Record<UiLocale, string>;
    const pageModule = publicPage?.page.module;
    const preloads = renderer.manifest
      ? assetPreloads(renderer.manifest, {
          pageModule,
          locale,
          englishCatalogs: pageModule ? entry.englishCatalogsOfModule(pageModule) : [],
        })
      : { links: [], modules: [] };
    const { deferred } = renderer;
    const head = headHtml({
      meta: rendered.meta,
      locale,
      addresses,
      fallbackDescription: rendered.meta.description ?? '',
      preloads: preloads.links,
    });
    const page = deferred?.template ?? template;
    const start = documentStart(page, locale, head);
    // The page's code starts after its first paint (document.ts entryLoader): a public page's islands starter
    // alone, or the app's entry with the page's chunks.
    let loader = '';
    if (islands) loader = islandsScript(islands) + entryLoader({ src: islands.src, modules: [] }, nonce);
    else if (deferred)
      loader = entryLoader(
        { src: deferred.entry.src, modules: [...deferred.entry.modules, ...preloads.modules] },
        nonce,
      );
    // A show/hide tap before the code starts is answered at once (shared/early-taps.ts).
    const scripts = `${stateScript(rendered.state)}${earlyTapScript(nonce)}${loader}`;
    const end = `${page.betweenRootAndState}${scripts}${page.afterState}`;
    // The page is complete when rendered (client/entry-server.tsx): it goes out in one piece.
    return reply.code(rendered.meta.status).send(`${start}${rendered.html}${end}`);
  }

  app.get('/', renderPage);
  app.get('/*', renderPage);
}
