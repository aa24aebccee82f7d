import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/rental.js';
import type { AppDeps } from '../../deps.js';
import type { TestPaymentProvider } from '../../providers/payments/test-provider.js';
import { fixedClock } from '../../test/harness.js';
import type { TestDatabase } from '../../test/test-db.js';
import {
  advanceRows,
  advanceStartedTwice,
  farmer,
  jobState,
  keptOf,
  paddyWorld,
} from './hire-advance-payments.fixtures.js';
import { approveInUpiApp, newsOf, type Caller } from './hire-balance.fixtures.js';

/**
 * One advance paid twice at the same moment: the SMS link and the farmer's checkout on /hire both captured, their
 * news (and the farmer's browser asking) arriving together and again. On real Postgres (TEST_DATABASE_URL) each
 * request runs on its own connection, a true race decided by the job's row lock; on PGlite they interleave. After
 * each try: the job is booked once, by exactly one payment (the one it names); the other is refunded in full, once;
 * the farmer keeps paying exactly the advance, and got one 'booked' message.
 */
const TRIES = 10;
const clock = fixedClock('2026-11-22T06:00:00Z');

let database: TestDatabase;
let deps: AppDeps;
let serviceId: number;
let who: { user: { id: string }; caller: Caller };

beforeAll(async () => {
  ({ database, deps, serviceId } = await paddyWorld(clock));
  who = await farmer(database, deps);
}, 60_000);
afterAll(() => database.close());

describe('a hire advance paid by its SMS link and at checkout at once', () => {
  it(`both captured, their news together and twice, ${TRIES} times: one settles, the other refunded`, async () => {
    const settledBy: Record<string, number> = {};
    for (let i = 0; i < TRIES; i++) {
      const two = await advanceStartedTwice(deps, serviceId, who, addDays('2026-11-29', i));
      await (deps.payments as TestPaymentProvider).startUpi(two.clientSecret);
      await Promise.all([approveInUpiApp(deps, two.link), approveInUpiApp(deps, two.checkout)]);
      const deliveries = [
        () => newsOf(deps, two.link),
        () => newsOf(deps, two.checkout),
        () => who.caller.hiring.completePayment({ jobId: two.jobId }),
        () => newsOf(deps, i % 2 ? two.link : two.checkout),
      ];
      const order = i % 2 ? deliveries.reverse() : deliveries;
      await Promise.allSettled(order.map((deliver) => deliver()));
      // Whatever was lost in the race, a later delivery finishes it.
      await newsOf(deps, two.link);
      await newsOf(deps, two.checkout);

      const job = await jobState(database, two.jobId);
      expect(job).toMatchObject({ status: 'booked', refund: null, bookedSms: 1 });
      const rows = await advanceRows(database, two.jobId);
      const settled = rows.filter((r) => r.outcome === 'settled');
      const refunded = rows.filter((r) => r.outcome === 'refunded');
      expect(settled).toHaveLength(1);
      expect(refunded).toHaveLength(1);
      expect(job.advancePaymentId).toBe(settled[0]!.paymentId);
      expect(refunded[0]).toMatchObject({ refundedAmount: two.advance });
      expect(await keptOf(database, [two.link, two.checkout])).toBe(two.advance);
      // One refund at the provider, for the payment that did not settle.
      const refunds = await database.db
        .selectFrom('testPaymentRefunds')
        .select(['paymentId', 'amount'])
        .where('paymentId', 'in', [two.link, two.checkout])
        .execute();
      expect(refunds).toEqual([{ paymentId: refunded[0]!.paymentId, amount: two.advance }]);
      settledBy[settled[0]!.channel] = (settledBy[settled[0]!.channel] ?? 0) + 1;
    }
    expect(Object.values(settledBy).reduce((a, b) => a + b, 0)).toBe(TRIES);
  });
});
