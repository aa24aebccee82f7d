import type { Server } from 'node:http';
import type { Env } from './env.js';

type ConnectionEnv = Pick<
  Env,
  'MAX_CONNECTIONS' | 'KEEP_ALIVE_TIMEOUT_SECONDS' | 'HEADERS_TIMEOUT_SECONDS' | 'REQUEST_TIMEOUT_SECONDS'
>;

/** The part of Fastify's options that sets the HTTP server's timeouts. */
interface ConnectionOptions {
  keepAliveTimeout: number;
  requestTimeout: number;
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
}

/**
 * How often Node looks for requests past their headers or request timeout. Its default, 30 s, would let a client
 * that sends its headers a byte at a time hold a connection up to 30 s past HEADERS_TIMEOUT_SECONDS.
 */
const TIMEOUT_CHECK_MS = 1000;

/**
 * Fastify's options for the timeouts of the HTTP server (env.ts holds the defaults and README the reasons):
 * - keep-alive: an idle connection between two requests closes after KEEP_ALIVE_TIMEOUT_SECONDS (default 10 s, long
 *   enough for a page's next requests; behind a balancer, set it above the balancer's own idle timeout);
 * - headers: a client that has not sent its whole request line and headers after HEADERS_TIMEOUT_SECONDS gets 408
 *   and the connection closes (slow-headers attacks), also a connection that sends nothing at all;
 * - request: the same for the whole request, body included, after REQUEST_TIMEOUT_SECONDS (default 120 s: a 10 MB
 *   photo over a link of 0.7 Mbit/s). Answers are not limited: the assistant's reply may stream for longer.
 */
export function connectionOptions(env: ConnectionEnv): ConnectionOptions {
  const requestTimeout = env.REQUEST_TIMEOUT_SECONDS * 1000;
  return {
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    requestTimeout,
    http: {
      headersTimeout: env.HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeout,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
  };
}

/**
 * At most MAX_CONNECTIONS open connections per process: Node closes any further one as soon as it is accepted, so a
 * flood of connections costs file descriptors and memory up to that bound only (the default, 1000, stays well below
 * the usual limit of open files with room for the database pool).
 */
export function capConnections(server: Server, env: Pick<Env, 'MAX_CONNECTIONS'>): void {
  server.maxConnections = env.MAX_CONNECTIONS;
}
