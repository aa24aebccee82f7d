import { sql } from 'kysely';
import type { Db } from '../../db/db.js';

/** The kinds of public answer a version counts changes of (migration 20261129T0110 bumps them by trigger). */
export type PublicReadKind = 'catalogue' | 'hire';

export type PublicReadVersions = Record<PublicReadKind, string>;

/**
 * Both versions in one read of the table's 32 rows: each kind's version is the sum of its stripes (migration
 * 20261129T0110), which every committed write raises. Text, not number: a bigint past 2^53 stays exact, and a
 * version is only ever compared and put into an ETag.
 */
export async function readPublicReadVersions(db: Db): Promise<PublicReadVersions> {
  const { rows } = await sql<{ name: PublicReadKind; version: string }>`
    select name, sum(version)::text as version from public_read_versions group by name
  `.execute(db);
  const versions: PublicReadVersions = { catalogue: '0', hire: '0' };
  for (const row of rows) versions[row.name] = row.version;
  return versions;
}
