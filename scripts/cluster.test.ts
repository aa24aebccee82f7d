import { describe, expect, it } from 'vitest';
import { backendEnv } from './cluster.js';

const options = { databaseUrl: 'postgres://postgres@127.0.0.1:5432/shop', redisUrl: 'redis://127.0.0.1:6379' };
const backend = { port: 40123, url: 'http://127.0.0.1:8080' };

describe('the environment of a cluster process', () => {
  it('keeps the NODE_ENV it was given, so production start-up checks run', () => {
    expect(backendEnv({ NODE_ENV: 'production' }, options, backend).NODE_ENV).toBe('production');
    expect(backendEnv({ NODE_ENV: 'test' }, options, backend).NODE_ENV).toBe('test');
  });

  it('runs in development with warnings-only logs when nothing is given, as before', () => {
    const env = backendEnv({}, options, backend);
    expect(env).toMatchObject({ NODE_ENV: 'development', LOG_LEVEL: 'warn' });
    expect(backendEnv({ NODE_ENV: '' }, options, backend).NODE_ENV).toBe('development');
  });

  it('keeps a given LOG_LEVEL, and the caller’s own variables win over both', () => {
    expect(backendEnv({ LOG_LEVEL: 'info' }, options, backend).LOG_LEVEL).toBe('info');
    const env = backendEnv({ NODE_ENV: 'production' }, { ...options, env: { NODE_ENV: 'development' } }, backend);
    expect(env.NODE_ENV).toBe('development');
  });

  it('wires the process to the shared database, Redis and the balancer', () => {
    const env = backendEnv({ PORT: '3000', HOST: '0.0.0.0', SMTP_URL: 'smtp://mail' }, options, backend);
    expect(env).toMatchObject({
      PORT: '40123',
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      APP_ORIGIN: backend.url,
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: 'smtp://mail',
    });
  });
});
