import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.js';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      APP_ORIGIN: 'http://localhost:3000',
      NODE_ENV: 'development',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('derives APP_ORIGIN from PORT and normalises a given origin', () => {
    expect(parseEnv({ PORT: '4100' }).APP_ORIGIN).toBe('http://localhost:4100');
    expect(parseEnv({ APP_ORIGIN: 'https://shop.example.in/' }).APP_ORIGIN).toBe('https://shop.example.in');
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT="abc" /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT="70000" /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL="mysql:\/\/x" must be a postgres/],
    [{ APP_ORIGIN: 'localhost' }, /^Invalid configuration: APP_ORIGIN="localhost" must be an http\(s\) origin/],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV="staging" /],
    [{ RAZORPAY_KEY_ID: 'rzp_test_abc' }, /^Invalid configuration: RAZORPAY_KEY_SECRET must be set together/],
    [{ RAZORPAY_KEY_SECRET: 's3cr3t' }, /^Invalid configuration: RAZORPAY_KEY_ID must be set together/],
    [{ RAZORPAY_ROUTE_KEY_ID: 'rzp_test_r' }, /^Invalid configuration: RAZORPAY_ROUTE_KEY_SECRET must be set together/],
    [{ RAZORPAY_API_URL: 'razorpay' }, /^Invalid configuration: RAZORPAY_API_URL="razorpay" /],
    [
      { RAZORPAY_KEY_ID: 'pk_test_abc', RAZORPAY_KEY_SECRET: 's3cr3t' },
      /^Invalid configuration: RAZORPAY_KEY_ID="pk_test_abc" must be a Razorpay key id/,
    ],
  ])('stops with one line naming the variable for %j', (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    try {
      parseEnv(source);
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
