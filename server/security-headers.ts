import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { PaymentProviderName } from './providers/payments/types.js';

const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_HOOKS = 'https://hooks.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/**
 * Razorpay Checkout, by Razorpay's own CSP list (its Magento module's csp_whitelist.xml) and the Checkout docs: the
 * script and its risk-detection bundle, the payment frames, its API and event logging, and QR images (a QR code's
 * image_url on rzp.io leads to cdn.razorpay.com). UPI by app (intent) is a link to the app's own scheme, which a
 * browser checks against frame-src when Checkout's frame opens it: those schemes load nothing into the page.
 */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  upiApps: ['upi:', 'intent:', 'phonepe:', 'tez:', 'paytmmp:'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
  img: ['https://cdn.razorpay.com', 'https://rzp.io'],
};

/** The outside sources each payment provider's browser part needs; the test provider needs none but Stripe's. */
function paymentSources(provider: PaymentProviderName) {
  if (provider === 'razorpay') {
    return {
      script: RAZORPAY.script,
      frame: [...RAZORPAY.frame, ...RAZORPAY.upiApps],
      connect: RAZORPAY.connect,
      img: RAZORPAY.img,
    };
  }
  return { script: [STRIPE_JS], frame: [STRIPE_JS, STRIPE_HOOKS], connect: [STRIPE_API], img: [] };
}

/**
 * The toast library (sonner) puts its stylesheet into a <style> element at start-up. Rather than allow every inline
 * style, the policy allows that one stylesheet by its hash, read from the installed package so an upgrade follows.
 */
export function sonnerStyleHash(): string | undefined {
  const require = createRequire(import.meta.url);
  // The package exports no package.json; its CommonJS entry sits beside the ES module the client bundles.
  const source = readFileSync(join(dirname(require.resolve('sonner')), 'index.mjs'), 'utf8');
  const literal = /__insertCSS\("((?:[^"\\]|\\.)*)"\)/.exec(source)?.[1];
  if (literal === undefined) return undefined;
  const css = JSON.parse(`"${literal}"`) as string;
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
}

/** sonner appends its <style> element empty and fills it next; the browser checks (and would report) the empty one. */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * What the browser may load: the shop's own files, data: images, and the payment provider's script with its frames
 * and API (Stripe.js; with Razorpay, Razorpay Checkout instead) — nothing else.
 * No inline scripts and no eval; inline styles only as the toast stylesheet's hash. Over https, HSTS and
 * upgrade-insecure-requests.
 */
export function securityHeaders(appOrigin: string, provider: PaymentProviderName = 'stripe'): HelmetOptions {
  const https = appOrigin.startsWith('https:');
  const sonner = sonnerStyleHash();
  const payments = paymentSources(provider);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...payments.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", ...(sonner ? [sonner, EMPTY_STYLE_HASH] : [])],
        imgSrc: ["'self'", 'data:', ...payments.img],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...payments.connect],
        frameSrc: payments.frame,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** The headers helmet's middleware sets for these options, in its order, worked out once by running it. */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error as Error;
  });
  return headers;
}

/**
 * What an API answer (JSON, never a document) needs, as OWASP's REST cheat sheet lists it: a policy that lets it load
 * and frame nothing, no sniffing into another type, no framing, no referrer, readable by this site only, and HSTS
 * over https. The page's long policy means nothing to a JSON answer and cost every call about 1 KB of headers.
 */
export function apiSecurityHeaders(pageHeaders: [string, string][]): [string, string][] {
  const hsts = pageHeaders.find(([name]) => name.toLowerCase() === 'strict-transport-security');
  return [
    ['Content-Security-Policy', "default-src 'none';frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'no-referrer'],
    ...(hsts ? [hsts] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
  ];
}

/** The JSON API's addresses: tRPC and the plain public reads. */
function isApiAddress(url: string): boolean {
  return url.startsWith('/trpc/') || url.startsWith('/api/');
}

/**
 * Sets the security headers on every answer: the page policy and helmet's hardening on pages and everything else,
 * the API's short set (apiSecurityHeaders) on /trpc and /api. Both lists are worked out once: helmet's middleware
 * (and @fastify/helmet even more, building it for every request) cost about 5 % of the server's CPU for a product
 * read answered uncached (API bench, issue 22). The page headers are the same, in the same order; nothing in the
 * shop sets them per route or per answer (a page adds its nonce to the policy it finds).
 */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const page = helmetHeaders(options);
  const api = apiSecurityHeaders(page);
  app.addHook('onRequest', (req, reply, done) => {
    const headers = isApiAddress(req.url) ? api : page;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
