import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeScripts, staticCopyRoute } from './static-copy.js';

const PAGE = `<!doctype html><html lang="en"><head>
<link rel="modulepreload" crossorigin href="/assets/react-abc.js">
<link rel="preload" as="script" href="/assets/island.js">
<link rel="preload" as="font" type="font/woff2" href="/assets/noto.woff2" crossorigin>
<link rel="stylesheet" href="/assets/index.css">
<style>body{margin:0}</style>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root"><main><h1>Products</h1><p>${'Tractor 45 HP. '.repeat(200)}</p></main></div>
<script type="application/json" id="ry-state">{"queries":[]}</script>
<script nonce="abc">document.documentElement.dataset.early = "1";
</script><SCRIPT>alert(1)</SCRIPT>
</body></html>`;

describe('removeScripts', () => {
  const copy = removeScripts(PAGE);

  it('removes every script element and every link that fetches script', () => {
    expect(copy).not.toMatch(/<script/i);
    expect(copy).not.toContain('modulepreload');
    expect(copy).not.toContain('/assets/island.js');
  });

  it('keeps the HTML, the style sheets, the styles and the font preload', () => {
    expect(copy).toContain('<link rel="stylesheet" href="/assets/index.css">');
    expect(copy).toContain('<style>body{margin:0}</style>');
    expect(copy).toContain('href="/assets/noto.woff2"');
    expect(copy).toContain('<main><h1>Products</h1>');
    expect(copy.endsWith('</body></html>')).toBe(true);
  });
});

describe('staticCopyRoute', () => {
  const seen: string[] = [];
  async function shop(enabled: boolean): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(compress, { threshold: 1024 });
    staticCopyRoute(app, enabled);
    app.get('/*', async (req, reply) => {
      seen.push(req.url);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "script-src 'nonce-abc'")
        .header('cache-control', 'public, max-age=60')
        .send(PAGE);
    });
    app.get('/moved', async (_req, reply) => reply.redirect('/kn/', 302));
    return app;
  }
  let on: FastifyInstance;
  let off: FastifyInstance;
  beforeAll(async () => {
    on = await shop(true);
    off = await shop(false);
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('answers ?static-copy=1 with the page the server renders, without its scripts, never cached', async () => {
    const res = await on.inject('/products?q=tractor&static-copy=1&page=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe("script-src 'nonce-abc'");
    expect(res.body).toBe(removeScripts(PAGE));
    // The page was rendered for its own address, the other parameters kept.
    expect(seen.at(-1)).toBe('/products?q=tractor&page=2');
  });

  it('is compressed on its way out like any page', async () => {
    const res = await on.inject({ url: '/about?static-copy=1', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(removeScripts(PAGE).length / 4);
  });

  it('passes a redirect on', async () => {
    const res = await on.inject('/moved?static-copy=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/kn/');
  });

  it('means nothing without the bench variable, or with another value', async () => {
    const res = await off.inject('/products?static-copy=1');
    expect(res.body).toBe(PAGE);
    expect(seen.at(-1)).toBe('/products?static-copy=1');
    expect((await on.inject('/products?static-copy=0')).body).toBe(PAGE);
  });
});
