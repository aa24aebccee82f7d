import { VitePWA } from 'vite-plugin-pwa';

/** Network first (8 s), the stored copy without a network; kept 30 days. Options are plain data, copied as they are. */
function networkFirst(cacheName: string, maxEntries: number) {
  return {
    handler: 'NetworkFirst' as const,
    options: {
      cacheName,
      networkTimeoutSeconds: 8,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries, maxAgeSeconds: 30 * 24 * 60 * 60 },
    },
  };
}

/**
 * The installable shop and its service worker (Workbox, generated at build time; registered by
 * features/offline/offline-banner.tsx). It keeps what a farmer has seen so it opens again without a network:
 * - the app shell (the hashed scripts, styles and fonts of this build) is stored when the worker installs;
 * - public pages: network first, the stored copy when there is no network (pages are rendered on the server);
 * - catalogue reads (tRPC GET): network first, so prices and stock are fresh whenever they can be;
 * - images: stored on first sight and served from the store after.
 * Cart, checkout, orders, account pages and every mutation always go to the network: they are private or
 * change things. Matchers are written inline because Workbox copies them into the worker as source text.
 */
export function pwa() {
  return VitePWA({
    registerType: 'autoUpdate',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
    manifest: {
      id: '/',
      name: 'Raitha Yantra · ರೈತ ಯಂತ್ರ',
      short_name: 'Raitha Yantra',
      description:
        'Buy or rent tractors, harvesters, sprayers and other farm equipment in Karnataka, in English or Kannada.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#17522a',
      background_color: '#fbf8f2',
      shortcuts: [{ name: 'Operator · ಡ್ರೈವರ್', short_name: 'Operator', url: '/operator' }],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,woff2}'],
      // Accented Latin letters are not in the shop's text: the browser never fetches those fonts, so neither should
      // the worker.
      globIgnores: ['**/*latin-ext*'],
      // The server renders every page: there is no single HTML shell to fall back to.
      navigateFallback: null,
      clientsClaim: true,
      skipWaiting: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            /^(\/kn)?(\/|\/products(\/\d+)?|\/about|\/terms|\/privacy)?$/.test(url.pathname),
          ...networkFirst('pages', 80),
        },
        {
          // The operator's page (issue 25) opens again at the field without a network; its jobs and queued readings
          // live in the phone's storage (client/features/operator/reading-queue.ts).
          urlPattern: ({ request, url }) => request.mode === 'navigate' && /^(\/kn)?\/operator$/.test(url.pathname),
          ...networkFirst('operator-page', 2),
        },
        {
          urlPattern: ({ request, url }) =>
            request.method === 'GET' &&
            url.pathname.startsWith('/trpc/') &&
            url.pathname
              .slice('/trpc/'.length)
              .split(',')
              .every((procedure) => procedure.startsWith('catalogue.')),
          ...networkFirst('catalogue-reads', 200),
        },
        {
          urlPattern: ({ request }) => request.destination === 'image',
          handler: 'CacheFirst',
          options: {
            cacheName: 'images',
            cacheableResponse: { statuses: [0, 200] },
            expiration: { maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60 },
          },
        },
      ],
    },
  });
}
