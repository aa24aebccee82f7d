import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

const linguiConfig = fileURLToPath(new URL('./client/lingui.config.ts', import.meta.url));
// The Lingui macro (run by Babel) finds its config through this variable, as the CLI does with --config.
process.env.LINGUI_CONFIG ??= linguiConfig;

// Kept apart from client/vite.config.ts so tests never load the client's build plugins. Only Lingui comes along,
// for client code only: client tests render sentences (client/refusals.ts) with the catalogs the browser loads.
export default defineConfig({
  plugins: [
    lingui({ configPath: linguiConfig }),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: [/[\\/]client[\\/][^?]*\.tsx?(?:$|\?)/] }),
  ],
  test: {
    include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'client/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    // Generous for a shared 2-core machine under load: a test file's database loads from the migrated template.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite is CPU-heavy; two cores here.
    maxWorkers: 2,
  },
});
