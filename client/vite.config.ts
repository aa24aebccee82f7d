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
          output: {
            codeSplitting: {
              groups: [
                // All Kannada catalogs arrive in one request when a visitor switches language.
                { name: 'locale-kn', test: /[\\/]locales[\\/]kn([\\/]|-all\.ts$)/, priority: 2 },
                // What the first page loads (the entry and its static imports) is one file: left to itself the
                // bundler splits off every module a later chunk shares (React's runtime, wouter, Lingui, the
                // catalogs of the shell...), ten files whose separate compression cost the home page ~2 KB.
                { name: 'index', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
}));
