import type { FastifyInstance } from 'fastify';

/**
 * The Lighthouse bench's reference (scripts/bench/lighthouse.ts, issue 22): a page's static copy is its server HTML
 * and CSS with every script removed, served by the same server, so the bench can put each page's score beside the
 * best this machine reaches for that HTML. Bench-only: on when the server starts with BENCH_STATIC_COPY=1 (the bench
 * sets it for the shop it starts), never in production.
 */
export const STATIC_COPY_PARAM = 'static-copy';
export const STATIC_COPY_ENV = 'BENCH_STATIC_COPY';

/** Script elements (inline or not, JSON data too), and the links that fetch scripts ahead (modulepreload, preload). */
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const SCRIPT_LINK = /<link\b[^>]*>/gi;
const isScriptLink = (tag: string) =>
  /\brel\s*=\s*["']?[^"'>]*\bmodulepreload\b/i.test(tag) ||
  (/\brel\s*=\s*["']?[^"'>]*\bpreload\b/i.test(tag) && /\bas\s*=\s*["']?script\b/i.test(tag));

/** The page without anything that runs or fetches script: what remains is its HTML, style sheets, fonts and images. */
export function removeScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, '').replace(SCRIPT_LINK, (tag) => (isScriptLink(tag) ? '' : tag));
}

/**
 * With the bench's variable set, GET <page>?static-copy=1 answers <page> as the server renders it (same cookies,
 * same other query parameters), scripts removed, never cached. Without it the parameter means nothing.
 */
export function staticCopyRoute(app: FastifyInstance, enabled = process.env[STATIC_COPY_ENV] === '1'): void {
  if (!enabled) return;
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !req.url.includes(`${STATIC_COPY_PARAM}=`)) return;
    const url = new URL(req.url, 'http://static-copy.invalid');
    if (url.searchParams.get(STATIC_COPY_PARAM) !== '1') return;
    url.searchParams.delete(STATIC_COPY_PARAM);
    const headers = { ...req.headers };
    // The page itself, uncompressed and whole (this answer is compressed like any other on its way out).
    delete headers['accept-encoding'];
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers });
    for (const name of ['content-type', 'content-security-policy', 'location', 'vary']) {
      const value = page.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    reply.code(page.statusCode).header('cache-control', 'no-store');
    const html = String(page.headers['content-type'] ?? '').startsWith('text/html');
    return reply.send(html ? removeScripts(page.body) : page.rawPayload);
  });
}
