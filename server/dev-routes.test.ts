/**
 * DNS rebinding: a page of evil.example that rebinds its name to 127.0.0.1 reaches a development server on the
 * visitor's machine from the visitor's own browser, so the peer is loopback; only the Host header still says
 * evil.example. The /dev/ routes (the mailbox with reset links, the test clock) answer only loopback names.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { MovableClock } from './clock.js';
import { isLoopbackHost } from './providers/dev-mailbox.js';
import { testDeps, testEnv } from './test/harness.js';
import { createTestDatabase, type TestDatabase } from './test/test-db.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const deps = testDeps(database, {
    env: testEnv({ NODE_ENV: 'development', TEST_CLOCK: 'true' }),
    clock: new MovableClock(),
  });
  await deps.mailer.send({
    to: 'ravi@example.in',
    subject: 'Reset your password',
    text: 'http://localhost:3000/auth/reset?token=abc',
  });
  app = await buildApp({ deps });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const loopbackHosts = [
  'localhost',
  'localhost:3000',
  'LOCALHOST:5173',
  '127.0.0.1',
  '127.0.0.1:3000',
  '[::1]',
  '[::1]:3000',
];
const foreignHosts = [
  'evil.example',
  'evil.example:3000',
  'localhost.evil.example',
  'evil.localhost.example:3000',
  '127.0.0.1.nip.io:3000',
  'localhost:3000@evil.example',
  '192.168.1.50:3000',
];

describe('the /dev/ routes and the Host header', () => {
  it.each(loopbackHosts)('show the mailbox and move the clock for Host %s', async (host) => {
    const mailbox = await app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1', headers: { host } });
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.body).toContain('token=abc');
    const clock = await app.inject({
      method: 'POST',
      url: '/dev/clock',
      remoteAddress: '127.0.0.1',
      headers: { host, 'sec-fetch-site': 'same-origin' },
      payload: { days: 0 },
    });
    expect(clock.statusCode).toBe(200);
  });

  it.each(foreignHosts)('are not found for Host %j, even from loopback', async (host) => {
    const mailbox = await app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1', headers: { host } });
    expect(mailbox.statusCode).toBe(404);
    expect(mailbox.body).not.toContain('token=abc');
    const clock = await app.inject({
      method: 'POST',
      url: '/dev/clock',
      remoteAddress: '127.0.0.1',
      headers: { host, 'sec-fetch-site': 'same-origin' },
      payload: { days: 400 },
    });
    expect(clock.statusCode).toBe(404);
    expect(clock.body).not.toContain('now');
  });

  it('hides any other /dev/ address the same way', async () => {
    const res = await app.inject({
      url: '/dev/anything?x=1',
      remoteAddress: '127.0.0.1',
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('isLoopbackHost', () => {
  it('accepts only the loopback names, with any port', () => {
    for (const host of loopbackHosts) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [...foreignHosts, '', undefined, '127.0.0.2', '[::2]:80', 'localhost:', 'localhost:abc']) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
  });
});
