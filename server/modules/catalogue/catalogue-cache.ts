import type { FastifyInstance } from 'fastify';
import {
  PUBLIC_HIRE_READ_CACHE,
  PUBLIC_READ_CACHE,
  SESSION_HIRE_READ_CACHE,
  SESSION_READ_CACHE,
  publicReadOfRequest,
} from '../public-reads/public-reads.js';

export { PUBLIC_HIRE_READ_CACHE, PUBLIC_READ_CACHE, SESSION_HIRE_READ_CACHE, SESSION_READ_CACHE };

/**
 * True for GET /trpc/<procedures> (batched or not) when every procedure is a public read (catalogue, product, hire
 * search; public-reads.ts). Such answers are the same for everyone, so they are not marked `no-store`.
 */
export function isPublicCatalogueRequest(req: { method: string; url: string }): boolean {
  return publicReadOfRequest(req) !== null;
}

/**
 * Cache-Control for a public read that tRPC itself answered. public-reads.ts answers these reads (ETag, 304, the
 * kept answer) before tRPC runs and leaves to tRPC only a call that failed there; if it succeeds now (the data
 * changed in between), its answer goes out without an ETag, with the public read's Cache-Control. tRPC answers with
 * a fetch Response; its body is read here into text before @fastify/compress (registered after) compresses it.
 */
export async function catalogueCaching(
  app: FastifyInstance,
  { sessionCookie }: { sessionCookie: string },
): Promise<void> {
  // Callback style: every answer passes through here, and most leave at once without a promise of their own.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!(payload instanceof Response) || payload.status !== 200) return done(null, payload);
    const read = publicReadOfRequest(req);
    if (!read) return done(null, payload);
    // An answer that also set a cookie belongs to one browser (the context already marked it private).
    if (reply.getHeader('set-cookie') !== undefined) return done(null, payload);
    for (const [name, value] of payload.headers) reply.header(name, value);
    reply.code(payload.status);
    const withSession = req.cookies[sessionCookie] !== undefined;
    const hireOnly = !read.kinds.has('catalogue');
    reply.header(
      'cache-control',
      hireOnly
        ? withSession
          ? SESSION_HIRE_READ_CACHE
          : PUBLIC_HIRE_READ_CACHE
        : withSession
          ? SESSION_READ_CACHE
          : PUBLIC_READ_CACHE,
    );
    payload.text().then(
      (text) => done(null, text),
      (error: unknown) => done(error as Error),
    );
  });
}
