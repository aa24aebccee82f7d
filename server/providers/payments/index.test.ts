import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../env.js';
import { createPaymentProvider } from './index.js';
import { RazorpayPaymentProvider } from './razorpay.js';
import { StripePaymentProvider } from './stripe.js';
import { TestPaymentProvider } from './test-provider.js';

// The provider never touches the database until a payment is made; a stand-in is enough to choose one.
const io = { db: {} as never, clock: { now: () => new Date() } };

describe('createPaymentProvider', () => {
  it('takes Stripe when both keys are set, and hands the browser only the publishable key', () => {
    const env = parseEnv({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      NODE_ENV: 'production',
    });
    const provider = createPaymentProvider(env, io);
    expect(provider).toBeInstanceOf(StripePaymentProvider);
    expect(provider.clientConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_abc', methods: ['card'] });
  });

  it('takes Razorpay when both its keys are set, before Stripe, and hands the browser only the key id', () => {
    const env = parseEnv({
      RAZORPAY_KEY_ID: 'rzp_live_abc',
      RAZORPAY_KEY_SECRET: 'razorpay_secret',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      NODE_ENV: 'production',
    });
    const provider = createPaymentProvider(env, io);
    expect(provider).toBeInstanceOf(RazorpayPaymentProvider);
    expect(provider.clientConfig()).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_live_abc',
      methods: ['upi', 'card', 'netbanking'],
    });
    expect((provider as RazorpayPaymentProvider).acceptsWebhooks).toBe(false);
    expect(() => parseEnv({ RAZORPAY_KEY_ID: 'rzp_test_abc' })).toThrow(EnvError);
  });

  it('takes the built-in test payments outside production', () => {
    expect(createPaymentProvider(parseEnv({ NODE_ENV: 'development' }), io)).toBeInstanceOf(TestPaymentProvider);
    expect(createPaymentProvider(parseEnv({ NODE_ENV: 'test' }), io).clientConfig()).toEqual({
      provider: 'test',
      methods: ['upi', 'card'],
    });
  });

  it('refuses test payments in production unless PAYMENTS_TEST_MODE=true', () => {
    expect(() => createPaymentProvider(parseEnv({ NODE_ENV: 'production' }), io)).toThrow(EnvError);
    expect(() => createPaymentProvider(parseEnv({ NODE_ENV: 'production' }), io)).toThrow(/STRIPE_SECRET_KEY/);
    const demo = parseEnv({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' });
    expect(createPaymentProvider(demo, io)).toBeInstanceOf(TestPaymentProvider);
  });

  it('stops start-up on half a Stripe configuration or a key of the wrong kind', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY must be set together/);
    expect(() => parseEnv({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY must be set together/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY="pk_test_abc" must be a Stripe secret key/,
    );
    expect(() => parseEnv({ PAYMENTS_TEST_MODE: 'yes' })).toThrow(/PAYMENTS_TEST_MODE="yes" must be true or false/);
  });
});
