let registered = false;

/**
 * Registers the service worker the build generates (client/pwa.ts), once per page load, in production builds
 * only: in development Vite serves changing sources that must not be kept. Registered once the page has loaded, so
 * the worker's own downloads wait for the page's; the browser's API does all the app needs (workbox-window's
 * ~2 KB would be in every first load for a single register call).
 */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a worker the shop still works online; it just cannot open offline.
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
