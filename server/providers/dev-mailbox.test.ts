/**
 * The dev mailbox shows reset links that take over accounts: only a development server shows it, and only to its
 * own machine. Everyone else gets 404, as for any address that does not exist.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { fixedClock, testDeps, testEnv } from '../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../test/test-db.js';
import { createMailer, DevOutbox } from './mail.js';

let database: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

async function serverIn(nodeEnv: 'development' | 'test'): Promise<FastifyInstance> {
  const deps = testDeps(database, { env: testEnv({ NODE_ENV: nodeEnv }) });
  await deps.mailer.send({
    to: 'ravi@example.in',
    subject: 'Reset your password',
    text: 'http://localhost:3000/auth/reset?token=abc',
  });
  const app = await buildApp({ deps });
  apps.push(app);
  return app;
}

describe('/dev/mailbox', () => {
  it('shows the mail to the development server’s own machine', async () => {
    const app = await serverIn('development');
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await app.inject({ url: '/dev/mailbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.body).toContain('auth/reset?token=abc');
    }
  });

  it('is not found from another machine, even on a development server', async () => {
    const app = await serverIn('development');
    for (const remoteAddress of ['192.168.1.50', '10.0.0.7', '::ffff:192.168.1.50', '2001:db8::1']) {
      const res = await app.inject({ url: '/dev/mailbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.body).not.toContain('token=abc');
    }
  });

  it('is not found through a proxy on the same machine', async () => {
    const app = await serverIn('development');
    const res = await app.inject({
      url: '/dev/mailbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.statusCode).toBe(404);
    const forwarded = await app.inject({
      url: '/dev/mailbox',
      remoteAddress: '127.0.0.1',
      headers: { forwarded: 'for=203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(404);
  });

  it('is not found when the server does not run in development, even from loopback', async () => {
    const app = await serverIn('test');
    const res = await app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('token=abc');
  });
});

describe('the dev outbox log', () => {
  const mail = {
    to: 'ravi@example.in',
    subject: 'Reset your password',
    text: 'http://localhost:3000/auth/reset?token=abc',
  };

  async function logged(nodeEnv: 'development' | 'test'): Promise<string> {
    const lines: string[] = [];
    const record = (obj: object, msg?: string) => void lines.push(`${msg} ${JSON.stringify(obj)}`);
    const outbox = createMailer(testEnv({ NODE_ENV: nodeEnv }), {
      clock: fixedClock('2026-11-22T06:00:00Z'),
      log: { info: record, warn: record, error: record },
    });
    expect(outbox).toBeInstanceOf(DevOutbox);
    await outbox.send(mail);
    return lines.join('\n');
  }

  it('carries the links in development', async () => {
    expect(await logged('development')).toContain('token=abc');
  });

  it('leaves them out anywhere else', async () => {
    const text = await logged('test');
    expect(text).toContain('Reset your password');
    expect(text).not.toContain('token=abc');
  });
});
