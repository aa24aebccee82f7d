let registered = false;

/**
 * Registers the service worker the build generates (client/pwa.ts), once per page load, in production builds
 * only: in development Vite serves changing sources that must not be kept. workbox-window loads here, after the
 * page is up, so it costs the first load nothing.
 */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  void import('workbox-window')
    .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
    .catch(() => {
      // Without a worker the shop still works online; it just cannot open offline.
    });
}
