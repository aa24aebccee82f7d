import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/rental.js';
import { approveInUpiApp, billedJob, newsOf, person } from '../hiring/hire-balance.fixtures.js';
import { insertMachine, paidOrder } from '../admin/admin.fixtures.js';
import { ledgerTestbed } from './ledger.fixtures.js';
import { ledgerRepository } from './ledger.repository.js';
import { ledger, UnbalancedLedgerError } from './ledger.service.js';

/**
 * The ledger (issue 25, item 2): balanced transactions (the service refuses an unbalanced one and so does the
 * database, at commit), append only, once per business event, and the hire job's money paths posted as they happen.
 */
const bed = ledgerTestbed(null);
let dayNo = 0;

async function billed() {
  const farmer = await person(bed.database, bed.deps);
  const jobId = await billedJob(bed.deps, bed.serviceId, farmer.caller, bed.staff.caller, {
    day: addDays('2026-11-24', dayNo++),
  });
  return { farmer, jobId };
}

const at = new Date('2026-11-22T06:00:00Z');

describe('a ledger transaction', () => {
  it('is refused by the service when it does not balance, and nothing is written', async () => {
    const before = await bed.database.db.selectFrom('ledgerTransactions').select('id').execute();
    await expect(
      bed.database.db.transaction().execute((trx) =>
        ledger.post(trx, { key: 'test:unbalanced', kind: 'adjustment', jobId: null, at }, [
          { account: 'cash', amount: 100 },
          { account: 'platform_commission', amount: -99 },
        ]),
      ),
    ).rejects.toBeInstanceOf(UnbalancedLedgerError);
    expect(await bed.database.db.selectFrom('ledgerTransactions').select('id').execute()).toEqual(before);
  });

  it('is refused by the database at commit when its entries do not add up to zero', async () => {
    await expect(
      bed.database.db.transaction().execute(async (trx) => {
        await ledgerRepository.insertTransaction(
          trx,
          { key: 'test:raw', kind: 'adjustment', jobId: null, createdAt: at },
          [
            { account: 'cash', amount: 500 },
            { account: 'platform_commission', amount: -400 },
          ],
        );
      }),
    ).rejects.toThrow(/not balanced/);
    expect(await ledgerRepository.transactionByKey(bed.database.db, 'test:raw')).toBeUndefined();
  });

  it('is posted once per key, and its entries can be neither edited nor deleted', async () => {
    const lines = [
      { account: 'cash' as const, amount: 700 },
      { account: 'platform_commission' as const, amount: -700 },
    ];
    const posting = { key: 'test:once', kind: 'adjustment' as const, jobId: null, at };
    expect(await bed.database.db.transaction().execute((trx) => ledger.post(trx, posting, lines))).toBe(true);
    expect(await bed.database.db.transaction().execute((trx) => ledger.post(trx, posting, lines))).toBe(false);
    await expect(sql`UPDATE ledger_entries SET amount = amount * 2`.execute(bed.database.db)).rejects.toThrow(
      /append only/,
    );
    await expect(sql`DELETE FROM ledger_transactions`.execute(bed.database.db)).rejects.toThrow(/append only/);
    // A correction is a reversing transaction, once.
    expect(await bed.database.db.transaction().execute((trx) => ledger.reverse(trx, 'test:once', at))).toBe(true);
    expect(await bed.database.db.transaction().execute((trx) => ledger.reverse(trx, 'test:once', at))).toBe(false);
    expect(await ledgerRepository.balance(bed.database.db, 'cash')).toBe(0);
    expect(await ledgerRepository.trialBalance(bed.database.db)).toEqual({ total: 0, unbalanced: 0 });
  });
});

describe("a hire job's money", () => {
  it('posts the advance, the UPI balance and the earned bill; the farmer owes nothing; it balances', async () => {
    const { farmer, jobId } = await billed();
    const job = await bed.database.db
      .selectFrom('hireJobs')
      .select(['advance', 'balance', 'billTotal', 'userId'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    const qr = await bed.staff.caller.hiring.admin.balanceQr({ jobId });
    await approveInUpiApp(bed.deps, qr.paymentId);
    await newsOf(bed.deps, qr.paymentId);
    const keys = await bed.database.db
      .selectFrom('ledgerTransactions')
      .select(['key', 'kind'])
      .where('jobId', '=', jobId)
      .orderBy('id')
      .execute();
    expect(keys).toEqual([
      { key: `hire:${jobId}:advance`, kind: 'received' },
      { key: `hire:${jobId}:balance`, kind: 'received' },
      { key: `hire:${jobId}:earned`, kind: 'earned' },
    ]);
    expect(await ledgerRepository.balance(bed.database.db, 'clearing', '', jobId)).toBe(job.advance + job.balance!);
    expect(await ledgerRepository.balance(bed.database.db, 'farmer', farmer.user.id)).toBe(0);
    // The shop's own centre: the whole bill is the platform's.
    expect(await ledgerRepository.balance(bed.database.db, 'platform_commission', '', jobId)).toBe(-job.billTotal!);
    // The news again posts nothing more.
    await newsOf(bed.deps, qr.paymentId);
    expect(
      await bed.database.db.selectFrom('ledgerTransactions').select('id').where('jobId', '=', jobId).execute(),
    ).toHaveLength(3);
    expect(await ledgerRepository.trialBalance(bed.database.db)).toEqual({ total: 0, unbalanced: 0 });
  });

  it('posts cash taken by staff to the cash account', async () => {
    const { jobId } = await billed();
    const { balance } = await bed.database.db
      .selectFrom('hireJobs')
      .select('balance')
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    await bed.staff.caller.hiring.admin.recordCash({ jobId, amount: balance! });
    expect(await ledgerRepository.balance(bed.database.db, 'cash', '', jobId)).toBe(balance);
    expect(await ledgerRepository.trialBalance(bed.database.db)).toEqual({ total: 0, unbalanced: 0 });
  });

  it('gives back the advance of a job cancelled in time: received, then refunded, the farmer square', async () => {
    const farmer = await person(bed.database, bed.deps);
    const mandya = { lat: 12.52216, lon: 76.90092, place: 'Mandya 571401', landmark: 'Temple', phone: '98450 12345' };
    const started = await farmer.caller.hiring.book({
      serviceId: bed.serviceId,
      day: addDays('2026-11-24', 20 + dayNo++),
      slot: 'whole_day',
      areaMilliAcres: 3000,
      ...mandya,
    });
    const card = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    await farmer.caller.hiring.confirmTestPayment({ clientSecret: started.payment!.clientSecret, card });
    await farmer.caller.hiring.cancel({ jobId: started.jobId });
    const { advance } = await bed.database.db
      .selectFrom('hireJobs')
      .select('advance')
      .where('id', '=', started.jobId)
      .executeTakeFirstOrThrow();
    expect(advance).toBeGreaterThan(0);
    expect(await ledgerRepository.balance(bed.database.db, 'clearing', '', started.jobId)).toBe(0);
    expect(await ledgerRepository.balance(bed.database.db, 'farmer', farmer.user.id)).toBe(0);
    expect(await ledgerRepository.trialBalance(bed.database.db)).toEqual({ total: 0, unbalanced: 0 });
  });

  it('shares the advance a farmer forfeits by cancelling late like earned work', async () => {
    const farmer = await person(bed.database, bed.deps);
    const mandya = { lat: 12.52216, lon: 76.90092, place: 'Mandya 571401', landmark: 'Temple', phone: '98450 12345' };
    const started = await farmer.caller.hiring.book({
      serviceId: bed.serviceId,
      day: '2026-11-23',
      slot: 'whole_day',
      areaMilliAcres: 3000,
      ...mandya,
    });
    const card = { nameOnCard: 'Kempegowda', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    await farmer.caller.hiring.confirmTestPayment({ clientSecret: started.payment!.clientSecret, card });
    await farmer.caller.hiring.cancel({ jobId: started.jobId });
    const job = await bed.database.db
      .selectFrom('hireJobs')
      .select(['advance', 'refund'])
      .where('id', '=', started.jobId)
      .executeTakeFirstOrThrow();
    expect(job.refund).toBe(0);
    const keys = await bed.database.db
      .selectFrom('ledgerTransactions')
      .select('key')
      .where('jobId', '=', started.jobId)
      .orderBy('id')
      .execute();
    expect(keys.map((k) => k.key)).toEqual([`hire:${started.jobId}:advance`, `hire:${started.jobId}:earned`]);
    expect(await ledgerRepository.balance(bed.database.db, 'platform_commission', '', started.jobId)).toBe(
      -job.advance,
    );
    expect(await ledgerRepository.balance(bed.database.db, 'farmer', farmer.user.id)).toBe(0);
  });
});

describe("a shop order's money", () => {
  it("posts the total as the shop's takings when paid, and a cancellation's refund once it is sent", async () => {
    const machine = await insertMachine(bed.database.db, { rentalPricePerDay: 150_000, securityDeposit: 500_000 });
    const rental = { start: '2026-11-28', end: '2026-11-30' };
    const { order, caller } = await paidOrder(bed.deps, [{ productId: machine, rental }]);
    const keys = () =>
      bed.database.db
        .selectFrom('ledgerTransactions')
        .select('key')
        .where('memo', '=', `order ${order.id}`)
        .orderBy('id')
        .execute();
    expect((await keys()).map((k) => k.key)).toEqual([`order:${order.id}:paid`]);
    const sales = () => ledgerRepository.balance(bed.database.db, 'shop_sales');
    const before = await sales();
    const done = await caller.cancellations.cancel({ orderId: order.id, reason: 'Rain' });
    expect(done.refundStatus).toBe('done');
    expect((await keys()).map((k) => k.key.replace(/refund:.*/, 'refund:R'))).toEqual([
      `order:${order.id}:paid`,
      `order:${order.id}:refund:R`,
    ]);
    expect((await sales()) - before).toBe(done.refund);
    expect(await ledgerRepository.trialBalance(bed.database.db)).toEqual({ total: 0, unbalanced: 0 });
  });
});
