import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { FileMigrationProvider, Migrator, type MigrationResultSet } from 'kysely/migration';

const migrationFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({
    db,
    provider: new FileMigrationProvider({
      fs,
      path,
      migrationFolder,
      // Under vitest and tsx the .ts files must go through the running loader.
      import: (file) => import(pathToFileURL(file).href),
    }),
  });
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Applies every pending migration; returns the names applied now. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return unwrap(await createMigrator(db).migrateToLatest());
}

export async function migrateDown(db: Kysely<any>): Promise<string[]> {
  return unwrap(await createMigrator(db).migrateDown());
}
