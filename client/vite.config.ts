import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientDir = fileURLToPath(new URL('.', import.meta.url));
const linguiConfig = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
// The Lingui macro (run by Babel) finds its config through this variable, as the CLI does with --config.
process.env.LINGUI_CONFIG ??= linguiConfig;
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  root: clientDir,
  publicDir: 'public',
  plugins: [
    react(),
    lingui({ configPath: linguiConfig }),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    tailwindcss(),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // All Kannada catalogs arrive in one request when a visitor switches language.
        manualChunks: (id) => (id.includes('/locales/kn/') ? 'locale-kn' : undefined),
      },
    },
  },
  server: {
    proxy: {
      '/trpc': apiTarget,
      '/webhooks': apiTarget,
      '/dev': apiTarget,
      '/healthz': apiTarget,
    },
  },
});
