/**
 * Open connections are capped and their timeouts set on the server itself: a client that sends its headers slowly
 * (or nothing at all) is cut off, and connections past the cap are closed as they arrive.
 */
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { parseEnv } from './env.js';
import { testDeps, testEnv } from './test/harness.js';
import { createTestDatabase, type TestDatabase } from './test/test-db.js';

let database: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

async function serverWith(overrides: Record<string, string>): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildApp({ deps: testDeps(database, { env: testEnv(overrides) }) });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { app, port: address.port };
}

/** A raw connection and everything the server wrote to it until it closed it. */
function openSocket(port: number): { socket: Socket; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { socket, closed };
}

async function connectionsOf(app: FastifyInstance): Promise<number> {
  return new Promise((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

async function untilConnections(app: FastifyInstance, count: number): Promise<void> {
  while ((await connectionsOf(app)) !== count) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the HTTP server', () => {
  it('gets the deliberate defaults', async () => {
    const app = await buildApp({ deps: testDeps(database) });
    apps.push(app);
    expect(app.server.maxConnections).toBe(1000);
    expect(app.server.keepAliveTimeout).toBe(10_000);
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.requestTimeout).toBe(120_000);
  });

  it('gets the values of the environment', async () => {
    const env = {
      MAX_CONNECTIONS: '50',
      KEEP_ALIVE_TIMEOUT_SECONDS: '65',
      HEADERS_TIMEOUT_SECONDS: '5',
      REQUEST_TIMEOUT_SECONDS: '30',
    };
    const app = await buildApp({ deps: testDeps(database, { env: testEnv(env) }) });
    apps.push(app);
    expect(app.server.maxConnections).toBe(50);
    expect(app.server.keepAliveTimeout).toBe(65_000);
    expect(app.server.headersTimeout).toBe(5_000);
    expect(app.server.requestTimeout).toBe(30_000);
  });

  it('cuts off a client that sends its headers slowly, and one that sends nothing', async () => {
    const { port } = await serverWith({ HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' });
    const slow = openSocket(port);
    slow.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => slow.socket.write('X-Slow: 1\r\n'), 200);
    const silent = openSocket(port);
    try {
      expect(await slow.closed).toMatch(/^HTTP\/1\.1 408 /);
      expect(await silent.closed).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
    }
  }, 20_000);

  it('cuts off a client that sends its body slowly', async () => {
    const { port } = await serverWith({ HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' });
    const slow = openSocket(port);
    const headers = [
      'Host: localhost',
      'Sec-Fetch-Site: same-origin',
      'Content-Type: application/json',
      'Content-Length: 100',
    ];
    slow.socket.write(`POST /trpc/auth.login HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n{"json":`);
    const trickle = setInterval(() => slow.socket.write(' '), 200);
    try {
      expect(await slow.closed).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
    }
  }, 20_000);

  it('closes connections past the cap as they arrive, and takes new ones once there is room', async () => {
    const { app, port } = await serverWith({ MAX_CONNECTIONS: '2', HEADERS_TIMEOUT_SECONDS: '60' });
    const first = openSocket(port);
    const second = openSocket(port);
    await untilConnections(app, 2);
    const third = openSocket(port);
    expect(await third.closed).toBe('');
    first.socket.destroy();
    await first.closed;
    await untilConnections(app, 1);
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
    second.socket.destroy();
  }, 20_000);
});

describe('the environment', () => {
  it('refuses a headers timeout longer than the request timeout, and bad numbers, naming the variable', () => {
    expect(() => parseEnv({ HEADERS_TIMEOUT_SECONDS: '30', REQUEST_TIMEOUT_SECONDS: '10' })).toThrow(
      /^Invalid configuration: HEADERS_TIMEOUT_SECONDS="30" must not be longer than REQUEST_TIMEOUT_SECONDS/,
    );
    expect(() => parseEnv({ MAX_CONNECTIONS: '0' })).toThrow(
      'MAX_CONNECTIONS="0" must be a whole number from 1 to 100000',
    );
    expect(() => parseEnv({ KEEP_ALIVE_TIMEOUT_SECONDS: 'soon' })).toThrow(
      'KEEP_ALIVE_TIMEOUT_SECONDS="soon" must be a whole number',
    );
  });
});
