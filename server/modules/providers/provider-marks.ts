import type { Db } from '../../db/db.js';
import { providersRepository } from './providers.repository.js';

/** Who lists a centre on /hire: the shop itself, or a provider (an owner of machines), verified once approved. */
export type ListingMark = { listedBy: 'shop'; verified: true } | { listedBy: 'provider'; verified: boolean };

const SHOP: ListingMark = { listedBy: 'shop', verified: true };

/**
 * The mark of each centre given, for hiring's search. A provider's centre is listed only while the provider is
 * approved (its centres are unlisted otherwise), so a listed provider's centre shows verified; the rule is still
 * read from the provider's status, not assumed.
 */
export async function listingMarks(db: Db, centreIds: number[]): Promise<(centreId: number) => ListingMark> {
  const rows = await providersRepository.statusOfCentres(db, [...new Set(centreIds)]);
  const byCentre = new Map(rows.map((r) => [r.centreId, r.status]));
  return (centreId) => {
    const status = byCentre.get(centreId);
    return status === undefined ? SHOP : { listedBy: 'provider', verified: status === 'approved' };
  };
}
