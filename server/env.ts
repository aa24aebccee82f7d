import { existsSync } from 'node:fs';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
/** A whole number from min to max (seconds, or a count), with a default. */
const wholeNumber = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback),
  );
};

const schema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('127.0.0.1')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
    APP_ORIGIN: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) origin such as http://localhost:3000' })
        .transform((v) => new URL(v).origin)
        .optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    SMTP_URL: optionalString,
    MAIL_FROM: optionalString,
    REDIS_URL: optionalString,
    // Behind a balancer: the addresses (or CIDR ranges) of the proxies whose X-Forwarded-For names the client, so
    // per-address rate limits count farmers and not the balancer. Unset: the connecting address is the client.
    TRUST_PROXY: optionalString,
    // Unset: the offline assistant answers from the knowledge base shipped with the app.
    CHAT_API_KEY: optionalString,
    CHAT_API_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL of a chat-completions endpoint' })
        .default('https://openrouter.ai/api/v1/chat/completions'),
    ),
    CHAT_MODEL: z.preprocess(emptyToUndefined, z.string().min(1).default('deepseek/deepseek-r1:free')),
    STRIPE_SECRET_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)')
        .optional(),
    ),
    STRIPE_PUBLISHABLE_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_... or pk_live_...)')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)')
        .optional(),
    ),
    // Razorpay (UPI by app or QR, cards, net banking): both keys or neither; the secrets stay on the server.
    RAZORPAY_KEY_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rzp_(test|live)_\w+$/, 'must be a Razorpay key id (rzp_test_... or rzp_live_...)')
        .optional(),
    ),
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    // Providers' payouts through Razorpay Route with keys of their own (both or neither); unset, the keys above.
    RAZORPAY_ROUTE_KEY_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rzp_(test|live)_\w+$/, 'must be a Razorpay key id (rzp_test_... or rzp_live_...)')
        .optional(),
    ),
    RAZORPAY_ROUTE_KEY_SECRET: optionalString,
    // Where Razorpay's API is (default https://api.razorpay.com): the journeys' loopback server speaking it.
    RAZORPAY_API_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
    // How often the server sends the "due back tomorrow" e-mails; 0 turns them off. Default 60, or 0 under
    // NODE_ENV=test.
    DUE_REMINDERS_EVERY_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1440).optional()),
    // A clock that POST /dev/clock moves forward, for browser journeys that need days to pass; never in production.
    TEST_CLOCK: z.preprocess(
      emptyToUndefined,
      z
        .enum(['true', 'false'], { error: 'must be true or false' })
        .default('false')
        .transform((v) => v === 'true'),
    ),
    // Connections and their timeouts (server/connection-limits.ts): open connections one process accepts; how long
    // an idle keep-alive connection stays open; how long a client may take to send its headers, and its whole request.
    MAX_CONNECTIONS: wholeNumber(1, 100_000, 1000),
    KEEP_ALIVE_TIMEOUT_SECONDS: wholeNumber(1, 600, 10),
    HEADERS_TIMEOUT_SECONDS: wholeNumber(1, 300, 10),
    REQUEST_TIMEOUT_SECONDS: wholeNumber(1, 3600, 120),
    PAYMENTS_TEST_MODE: z.preprocess(
      emptyToUndefined,
      z
        .enum(['true', 'false'], { error: 'must be true or false' })
        .default('false')
        .transform((v) => v === 'true'),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.TEST_CLOCK && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK'],
        message: 'must not be set in production (it lets the clock be moved)',
      });
    }
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      const message = 'must not be longer than REQUEST_TIMEOUT_SECONDS (the headers are part of the request)';
      ctx.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_SECONDS'], message });
    }
    // Half a Stripe configuration would silently fall back to test payments: refuse it instead.
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other Stripe key' });
    }
    // Half a Razorpay configuration would silently fall back to Stripe or test payments: refuse it too.
    if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
      const missing = env.RAZORPAY_KEY_ID ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other Razorpay key' });
    }
    if (Boolean(env.RAZORPAY_ROUTE_KEY_ID) !== Boolean(env.RAZORPAY_ROUTE_KEY_SECRET)) {
      const missing = env.RAZORPAY_ROUTE_KEY_ID ? 'RAZORPAY_ROUTE_KEY_SECRET' : 'RAZORPAY_ROUTE_KEY_ID';
      const message = 'must be set together with the other Razorpay Route key';
      ctx.addIssue({ code: 'custom', path: [missing], message });
    }
  })
  .transform((env) => ({
    ...env,
    APP_ORIGIN: env.APP_ORIGIN ?? `http://localhost:${env.PORT}`,
    DUE_REMINDERS_EVERY_MINUTES: env.DUE_REMINDERS_EVERY_MINUTES ?? (env.NODE_ENV === 'test' ? 0 : 60),
  }));

export type Env = z.infer<typeof schema>;

export class EnvError extends Error {}

/** Parses the environment once; the message names the first bad variable in one line. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = issue.path.join('.') || 'environment';
    const value = source[name];
    throw new EnvError(`Invalid configuration: ${name}${value === undefined ? '' : `="${value}"`} ${issue.message}`);
  }
  return result.data;
}

/** Reads ./.env into process.env when present; real environment variables win. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
