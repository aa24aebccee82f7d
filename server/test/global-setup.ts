import { migratedPgliteTemplate } from './test-db.js';

/**
 * Before any test file starts: on PGlite, migrate the template database once, so test files running side by side
 * each load its dump instead of all migrating at once on a busy machine.
 */
export default async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await migratedPgliteTemplate();
}
