import type { TestDatabase } from '../../test/test-db.js';
import { insertUser } from '../../test/fixtures.js';

/** Test support of the ledger's tests: an approved provider who owns the centre of a service. */
export async function providerOwning(
  database: TestDatabase,
  serviceId: number,
  { commissionBps = 1500, bank = true }: { commissionBps?: number; bank?: boolean } = {},
): Promise<{ providerId: string; userId: string }> {
  const user = await insertUser(database.db, undefined, 'provider');
  const payout = bank
    ? { payoutMethod: 'bank' as const, bankIfsc: 'SBIN0040123', bankAccountNumber: '30211234567', upiId: null }
    : { payoutMethod: 'upi' as const, bankIfsc: null, bankAccountNumber: null, upiId: 'gowda@okaxis' };
  const provider = await database.db
    .insertInto('providers')
    .values({
      userId: user.id,
      name: 'Manjunatha Gowda',
      village: 'Keragodu',
      district: 'Mandya',
      phone: '+919845012345',
      status: 'approved',
      commissionPercentBp: commissionBps,
      verifiedAt: new Date('2026-11-20T06:00:00Z'),
      ...payout,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const service = await database.db
    .selectFrom('hireServices')
    .select('centreId')
    .where('id', '=', serviceId)
    .executeTakeFirstOrThrow();
  await database.db
    .updateTable('hireCentres')
    .set({ providerId: provider.id } as never)
    .where('id', '=', service.centreId)
    .execute();
  return { providerId: String(provider.id), userId: user.id };
}
