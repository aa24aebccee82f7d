import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { seedCatalogue } from '../db/seed.js';
import { PUBLIC_READ_CACHE, SESSION_READ_CACHE } from '../modules/catalogue/catalogue-cache.js';
import { testDeps } from '../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../test/test-db.js';
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from './pages.js';

// Pages come through Vite here (as in `npm run dev`), so the test needs no build and sees the current sources.
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  app = await buildApp({ deps: testDeps(database), pages: { kind: 'vite' } });
  // Vite compiles the app on the first page; on a busy machine that takes a while, once.
  await app.inject('/products');
  await app.inject('/kn/products');
}, 600_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const origin = 'http://localhost:3000';

function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('server-rendered pages', { timeout: 120_000 }, () => {
  it('answers /products with the products and their count already in the HTML, in English', async () => {
    const res = await app.inject('/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="en">');
    expect(text(res.body)).toMatch(/\b\d+ products found\b/);
    expect(text(res.body)).toContain('Tractor 45 HP 2WD');
    expect(res.body).toContain('<title>Products · Raitha Yantra</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${origin}/products" />`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="kn" href="${origin}/kn/products" />`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="en" href="${origin}/products" />`);
    // The page's data is in the page, for hydration.
    expect(res.body).toMatch(/<script type="application\/json" id="ry-state">\{"mutations":/);
  });

  it('asks the browser to paint no frame before the header is whole, and the header carries that id', async () => {
    for (const path of ['/', '/products', '/kn/products/1', '/about', '/hire']) {
      const res = await app.inject(path);
      const [head, body] = res.body.split('</head>');
      expect(head, path).toContain('<link rel="expect" href="#site-header" blocking="render" />');
      // Exactly one element has the id, and it is the page's header.
      expect(body!.match(/\bid="site-header"/g), path).toHaveLength(1);
      expect(body, path).toMatch(/<header id="site-header"/);
    }
  });

  it('answers /kn/products in Kannada with lang="kn" and a Kannada canonical address', async () => {
    const res = await app.inject('/kn/products?q=tractor');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="kn">');
    expect(text(res.body)).toMatch(/\d+ ಉತ್ಪನ್ನ/);
    expect(res.body).toContain(`<link rel="canonical" href="${origin}/kn/products?q=tractor" />`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="en" href="${origin}/products?q=tractor" />`);
    // Links and forms keep the Kannada address.
    expect(res.body).toContain('action="/kn/products"');
    expect(res.body).toMatch(/href="\/kn\/products\/\d+"/);
  });

  it('filters by search and category from the address, as a plain GET form sends them', async () => {
    const all = text((await app.inject('/products')).body);
    const searched = text((await app.inject('/products?q=sprayer')).body);
    const total = (page: string) => Number(/(\d+) products? found/.exec(page)?.[1]);
    expect(total(searched)).toBeGreaterThan(0);
    expect(total(searched)).toBeLessThan(total(all));
    const page = (await app.inject('/products')).body;
    expect(page).toMatch(/<input[^>]*name="q"/);
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*name="category"/);
  });

  it('renders a product with JSON-LD Product and an INR offer', async () => {
    const res = await app.inject('/products/1');
    expect(res.statusCode).toBe(200);
    const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(res.body)?.[1];
    const data = JSON.parse(json ?? '{}') as {
      '@type': string;
      offers: { priceCurrency: string; availability: string } | { priceCurrency: string }[];
    };
    expect(data['@type']).toBe('Product');
    const offers = Array.isArray(data.offers) ? data.offers : [data.offers];
    expect(offers[0]?.priceCurrency).toBe('INR');
    expect(res.body).toMatch(/<meta name="description" content="[^"]{20,}"/);
  });

  it('renders the hire line of a machine a centre brings with its driver, in both languages', async () => {
    expect(text((await app.inject('/products/1')).body)).toContain(
      'Or hire it with a driver from ₹380 an acre or ₹800 an hour near you',
    );
    expect(text((await app.inject('/kn/products/1')).body)).toContain('ಡ್ರೈವರ್ ಸಮೇತ ಬಾಡಿಗೆಗೆ ತಗೊಳ್ಳಿ');
    expect((await app.inject('/products/1')).body).toMatch(/href="\/hire"/);
  });

  it(
    'renders tabs as links to their own address, and the chosen one from it, so an ' + 'early tap is not lost',
    async () => {
      const tagOf = (html: string, href: string) =>
        [...html.matchAll(/<a [^>]*>/g)]
          .map(([tag]) => tag)
          .find((tag) => tag.includes(`href="${href}"`) && tag.includes('role="tab"'));
      const product = (await app.inject('/products/1?tab=rent')).body;
      expect(tagOf(product, '/products/1?tab=rent')).toContain('aria-selected="true"');
      expect(tagOf(product, '/products/1?tab=buy')).toContain('aria-selected="false"');
      expect(text(product)).toMatch(/₹[\d,]+ per day/);
      const auth = (await app.inject('/kn/auth?tab=register&next=%2Forders')).body;
      expect(tagOf(auth, '/kn/auth?tab=register&amp;next=%2Forders')).toContain('aria-selected="true"');
      // The phone menu's button is answered by the page's inline script until its code starts.
      expect((await app.inject('/about')).body).toMatch(/<button[^>]*data-early-toggle=""/);
      expect((await app.inject('/about')).body).toContain('closest("[data-early-toggle]")');
    },
  );

  it('answers an unknown product and an unknown address with 404 pages', async () => {
    const product = await app.inject('/products/999999');
    expect(product.statusCode).toBe(404);
    expect(text(product.body)).toContain('Product not found');
    expect(product.body).not.toContain('rel="canonical"');
    const page = await app.inject('/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(text(page.body)).toContain('Oops! Page not found');
    expect((await app.inject('/kn/no-such-page')).body).toContain('<html lang="kn">');
  });

  it('renders home, about, terms and privacy', async () => {
    for (const path of ['/', '/about', '/terms', '/privacy', '/kn/']) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  it(
    'renders the header of a signed-out visitor when no session cookie came, and ' + 'holds its place otherwise',
    async () => {
      // Known on the server, the Login link is in the first paint: nothing in the header moves once the page asks.
      const signedOut = await app.inject('/about');
      expect(signedOut.body).toMatch(/<a href="\/auth[^"]*"[^>]*>(?:(?!<\/a>).)*Login<\/a>/s);
      expect(signedOut.body).toMatch(/"queryKey":\[\["auth","session"\]/);
      const withCookie = await app.inject({ url: '/about', cookies: { ry_session: 'some-session' } });
      expect(withCookie.body).not.toMatch(/<a href="\/auth/);
      expect(withCookie.body).not.toMatch(/"queryKey":\[\["auth","session"\]/);
    },
  );

  it('lets shared caches keep a page briefly, but keeps a page for a visitor with a session private', async () => {
    expect((await app.inject('/products')).headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
    const withSession = await app.inject({ url: '/products', cookies: { ry_session: 'some-session' } });
    expect(withSession.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE);
  });

  it(
    'opens the bare address in the remembered language, but a deeper link in the ' + 'language it was sent in',
    async () => {
      const home = await app.inject({ url: '/', cookies: { 'ry.locale': 'kn' } });
      expect(home.statusCode).toBe(302);
      expect(home.headers.location).toBe('/kn/');
      expect(home.headers['cache-control']).toContain('private');
      const shared = await app.inject({ url: '/products', cookies: { 'ry.locale': 'kn' } });
      expect(shared.statusCode).toBe(200);
      expect(shared.body).toContain('<html lang="en">');
      expect((await app.inject({ url: '/', cookies: { 'ry.locale': 'en' } })).statusCode).toBe(200);
    },
  );

  it('serves robots.txt and a sitemap with both languages of each page', async () => {
    const robots = await app.inject('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /checkout');
    const sitemap = await app.inject('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>${origin}/products/1</loc>`);
    expect(sitemap.body).toContain(`<loc>${origin}/kn/products/1</loc>`);
    expect(sitemap.body).toContain(`hreflang="kn" href="${origin}/kn/about"`);
    // The hire service is a page of the shop like the catalogue.
    expect(sitemap.body).toContain(`<loc>${origin}/hire</loc>`);
    expect(sitemap.body).toContain(`<loc>${origin}/kn/hire</loc>`);
  });
});

describe('catalogue reads over HTTP', () => {
  const listInput = JSON.stringify(superjson.serialize({ page: 1, pageSize: 24 }));
  const listUrl = `/trpc/catalogue.list?input=${encodeURIComponent(listInput)}`;

  it('are cacheable by anyone, with an ETag that answers 304 when nothing changed', async () => {
    const first = await app.inject(listUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_READ_CACHE);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await app.inject({ url: listUrl, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A batch of public reads too.
    const batch = await app.inject('/trpc/catalogue.featured,catalogue.categories?batch=1&input=%7B%7D');
    expect(batch.headers['cache-control']).toBe(PUBLIC_READ_CACHE);
  });

  it('stay private for a request with a session, and reads of a session are never public', async () => {
    // An unknown session's cookie is also cleared: no-store then.
    const withSession = await app.inject({ url: listUrl, cookies: { ry_session: 'some-session' } });
    expect(withSession.headers['cache-control']).toMatch(/^private/);
    expect([SESSION_READ_CACHE, 'private, no-store']).toContain(withSession.headers['cache-control']);
    const session = await app.inject('/trpc/auth.session');
    expect(session.headers['cache-control'] ?? '').not.toContain('public');
    const mixed = await app.inject('/trpc/catalogue.featured,auth.session?batch=1&input=%7B%7D');
    expect(mixed.headers['cache-control'] ?? '').not.toContain('public');
  });

  it('does not cache a refusal', async () => {
    const missing = await app.inject(
      `/trpc/catalogue.byId?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ id: 999999 })))}`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toContain('public');
  });
});
