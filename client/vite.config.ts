import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { pwa } from './pwa';

const clientDir = fileURLToPath(new URL('.', import.meta.url));
const linguiConfig = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
// The Lingui macro (run by Babel) finds its config through this variable, as the CLI does with --config.
process.env.LINGUI_CONFIG ??= linguiConfig;

/**
 * Features show toasts with `import { toast } from 'sonner'`; they get components/toast.tsx instead, which loads
 * sonner (~10 KB) with the first toast rather than with every page. Only components/notifications.tsx imports
 * the real package.
 */
function lazyToasts(): Plugin {
  const wrapper = fileURLToPath(new URL('./components/toast.tsx', import.meta.url));
  const real = fileURLToPath(new URL('./components/notifications.tsx', import.meta.url));
  return {
    name: 'raitha-yantra:lazy-toasts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'sonner' || !importer) return null;
      const from = importer.split('?')[0];
      return from === real || from === wrapper ? null : wrapper;
    },
  };
}

/**
 * In the browser's code `import { z } from 'zod'` resolves to client/zod-config.ts, which configures zod for the
 * content security policy and re-exports it: zod loads with the first form that needs it, not with every page.
 * The server's zod (shared with the API in the same process) is left as it is.
 */
function configuredZod(): Plugin {
  const wrapper = fileURLToPath(new URL('./zod-config.ts', import.meta.url));
  return {
    name: 'raitha-yantra:configured-zod',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== 'zod' || !importer || options?.ssr) return null;
      return importer.split('?')[0] === wrapper ? null : wrapper;
    },
  };
}

/** wouter's `use-sync-external-store/shim` resolves to React's own hook (client/sync-external-store.ts). */
function builtinSyncExternalStore(): Plugin {
  const builtin = fileURLToPath(new URL('./sync-external-store.ts', import.meta.url));
  return {
    name: 'raitha-yantra:builtin-sync-external-store',
    enforce: 'pre',
    resolveId(source) {
      return /^use-sync-external-store\/shim(\/index\.js)?$/.test(source) ? builtin : null;
    },
  };
}

/**
 * The app's scripts load at low fetch priority: a public page arrives rendered, so its fonts and its first
 * picture should have the line first and the code that makes it interactive next (on slow 4G the 90 KB entry
 * took the bandwidth the page's largest picture needed). The server marks the page's own chunks the same way
 * (server/render/manifest.ts).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'raitha-yantra:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
          .replaceAll(
            '<link rel="modulepreload" crossorigin',
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          ),
    },
  };
}

// `vite build` builds the browser's bundle (with a manifest, so the server can preload a page's chunk);
// `vite build --ssr` builds client/entry-server.tsx for Node. server/render serves both; in development it runs
// Vite inside the Fastify server (middleware mode), so there is no proxy to configure.
export default defineConfig(({ isSsrBuild }) => ({
  root: clientDir,
  publicDir: 'public',
  plugins: [
    lazyToasts(),
    configuredZod(),
    builtinSyncExternalStore(),
    react(),
    lingui({ configPath: linguiConfig }),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    tailwindcss(),
    lowPriorityScripts(),
    // The service worker and web manifest belong to the browser's bundle only.
    ...(isSsrBuild ? [] : [pwa()]),
  ],
  build: isSsrBuild
    ? {
        outDir: '../dist/server',
        emptyOutDir: true,
        rollupOptions: { input: 'entry-server.tsx' },
      }
    : {
        outDir: '../dist/client',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: {
          // The app (index.html's entry) and the public pages' islands starter (entry-islands.ts, ~2 KB), which
          // stays a file of its own: it imports nothing statically, and the app's first chunk does not take it in.
          input: { index: 'index.html', islands: 'entry-islands.ts' },
          output: {
            codeSplitting: {
              groups: [
                // Vite's helper for dynamic imports, which the islands starter uses too: a file of its own (~1 KB), not
                // a reason for the starter to load the app's first chunk.
                { name: 'preload-helper', test: /preload-helper/, priority: 3 },
                // React, Lingui and wouter: what every island and the app run on, one file the public pages fetch
                // when idle (client/entry-islands.ts) and the app with its first chunk.
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|@lingui[\\/](core|react)|wouter|regexparam)[\\/]/,
                  priority: 2,
                },
                // All Kannada catalogs arrive in one request when a visitor switches language.
                { name: 'locale-kn', test: /[\\/]locales[\\/]kn([\\/]|-all\.ts$)/, priority: 2 },
                // What the first page loads (the entry's static imports) is one file beside React's: left to itself
                // the bundler splits off every module a later chunk shares (the catalogs of the shell, its
                // components...), files whose separate compression cost the home page ~2 KB. Not the entry modules
                // themselves: the app's entry (which starts the app when run) stays a small file of its own, so the
                // islands share the shell's modules without starting the app.
                {
                  name: 'shell',
                  tags: ['$initial'],
                  test: (id: string) => !/entry-(islands|client)\.tsx?$|index\.html/.test(id),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
