import { defineConfig } from 'vitest/config';

// `npm run test:faults`: outages and failures of what the shop depends on (the database, the payment provider,
// the model service) and process shutdown, against the machine's Postgres. Kept out of `npm test`: these tests
// wait on timeouts and spawn processes.
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts', 'server/**/*.faults.test.ts'],
    environment: 'node',
    setupFiles: ['tests/faults/lib/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
