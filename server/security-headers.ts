import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyHelmetOptions } from '@fastify/helmet';

const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_HOOKS = 'https://hooks.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

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
 * What the browser may load: the shop's own files, data: images, and Stripe.js with its frames and API — nothing else.
 * No inline scripts and no eval; inline styles only as the toast stylesheet's hash. Over https, HSTS and
 * upgrade-insecure-requests.
 */
export function securityHeaders(appOrigin: string): FastifyHelmetOptions {
  const https = appOrigin.startsWith('https:');
  const sonner = sonnerStyleHash();
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", STRIPE_JS],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", ...(sonner ? [sonner, EMPTY_STYLE_HASH] : [])],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", STRIPE_API],
        frameSrc: [STRIPE_JS, STRIPE_HOOKS],
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
