import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/** Reads that are the same for every visitor: what the shop sells, its categories, one product. */
const PUBLIC_READS = new Set(['catalogue.featured', 'catalogue.categories', 'catalogue.list', 'catalogue.byId']);

/**
 * A browser or shared cache may reuse a catalogue answer for half a minute and serve it for five more while it
 * asks again in the background: prices and stock shown can lag by that much, and the checkout prices from the
 * database anyway.
 */
export const PUBLIC_READ_CACHE = 'public, max-age=30, stale-while-revalidate=300';
/** The same answer to a request with a session stays in that browser. */
export const SESSION_READ_CACHE = 'private, max-age=30';

/** True for GET /trpc/<procedures> (batched or not) when every procedure is a public catalogue read. */
export function isPublicCatalogueRead(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const match = /^\/trpc\/([^?]+)/.exec(url);
  if (!match) return false;
  return decodeURIComponent(match[1]!)
    .split(',')
    .every((path) => PUBLIC_READS.has(path));
}

/**
 * Cache-Control, ETag and 304 for the public catalogue reads. tRPC answers with a fetch Response; its body is
 * read here into text, before @fastify/etag hashes it and @fastify/compress (registered after) compresses it.
 * Call before registering compression: onSend hooks run in the order they were added.
 */
export async function catalogueCaching(
  app: FastifyInstance,
  { sessionCookie }: { sessionCookie: string },
): Promise<void> {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!(payload instanceof Response) || payload.status !== 200 || !isPublicCatalogueRead(req.method, req.url))
      return payload;
    // An answer that also set a cookie belongs to one browser (the context already marked it private).
    if (reply.getHeader('set-cookie') !== undefined) return payload;
    for (const [name, value] of payload.headers) reply.header(name, value);
    reply.code(payload.status);
    reply.header('cache-control', req.cookies[sessionCookie] === undefined ? PUBLIC_READ_CACHE : SESSION_READ_CACHE);
    return payload.text();
  });
  await app.register(etag);
}
