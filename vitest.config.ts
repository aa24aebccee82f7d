import { defineConfig } from 'vitest/config';

// Kept apart from client/vite.config.ts so tests never load the client's build plugins.
export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'client/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is CPU-heavy; two cores here.
    maxWorkers: 2,
  },
});
