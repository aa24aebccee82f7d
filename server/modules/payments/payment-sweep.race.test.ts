/**
 * Sweeps at the same moment. On real Postgres (TEST_DATABASE_URL) each sweep runs on its own connections, so these
 * are true races, decided by the lease row, the refund ledger's unique key and the provider's idempotency key; on
 * PGlite they run interleaved on one connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.js';
import type { DevOutbox } from '../../providers/mail.js';
import type { TestPaymentProvider } from '../../providers/payments/test-provider.js';
import { cards, newBuyer, shipping } from '../../test/checkout-fixtures.js';
import { insertProduct } from '../../test/fixtures.js';
import { fixedClock, testDeps } from '../../test/harness.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { sweepOnce, sweepPayments } from './payment-sweep.js';

let database: TestDatabase;
let clock: ReturnType<typeof fixedClock>;
let deps: AppDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  clock = fixedClock('2026-11-22T06:00:00Z');
  deps = testDeps(database, { clock });
});
afterAll(() => database.close());

/** A farmer whose payment came after the hold ran out and the only unit went to another farmer. */
async function orphanCapture() {
  const seeder = await insertProduct(database.db, { name: 'Seed Drill', isAvailableForRent: false, stockQuantity: 1 });
  const late = await newBuyer(deps, database.db);
  await late.caller.cart.add({ productId: seeder, rental: false });
  const started = await late.caller.checkout.start(shipping);
  clock.advance(16 * 60_000);
  const quick = await newBuyer(deps, database.db);
  await quick.caller.cart.add({ productId: seeder, rental: false });
  const quickStart = await quick.caller.checkout.start(shipping);
  await quick.caller.checkout.confirmTestPayment({ clientSecret: quickStart.payment.clientSecret, card: cards.good });
  await quick.caller.checkout.complete({ orderId: quickStart.order.id });
  await (deps.payments as TestPaymentProvider).confirmCard(started.payment.clientSecret, {
    cardNumber: '4242424242424242',
  });
  const row = await database.db
    .selectFrom('orders')
    .select(['paymentIntentId', 'total'])
    .where('id', '=', started.order.id)
    .executeTakeFirstOrThrow();
  return { late, paymentId: row.paymentIntentId!, total: row.total };
}

async function refundsOf(paymentId: string) {
  const atProvider = await database.db
    .selectFrom('testPaymentRefunds')
    .select('amount')
    .where('paymentId', '=', paymentId)
    .execute();
  const recorded = await database.db
    .selectFrom('paymentRefunds')
    .select(['amount', 'status'])
    .where('paymentId', '=', paymentId)
    .execute();
  return { atProvider, recorded };
}

describe('two sweeps at once', () => {
  it('refund an orphan capture once: one of them holds the lease, the other skips', async () => {
    const { late, paymentId, total } = await orphanCapture();
    const reports = await Promise.all([sweepPayments(deps), sweepPayments(deps), sweepPayments(deps)]);
    expect(reports.filter((r) => r !== null)).toHaveLength(1);
    expect(await refundsOf(paymentId)).toEqual({
      atProvider: [{ amount: total }],
      recorded: [{ amount: total, status: 'processed' }],
    });
    const told = (deps.mailer as DevOutbox).list().filter((m) => m.to === late.user.email);
    expect(told).toHaveLength(1);
  });

  it('refund an orphan capture once even without the lease (five sweeps racing on every row)', async () => {
    const { late, paymentId, total } = await orphanCapture();
    await Promise.all([1, 2, 3, 4, 5].map(() => sweepOnce(deps)));
    expect(await refundsOf(paymentId)).toEqual({
      atProvider: [{ amount: total }],
      recorded: [{ amount: total, status: 'processed' }],
    });
    const told = (deps.mailer as DevOutbox).list().filter((m) => m.to === late.user.email);
    expect(told).toHaveLength(1);
  });
});
